import InteropAnalysis
import InteropTestSupport
import Testing

/// Project facts per target (RULES.md "Configuration: project facts"), from manifests and Xcode projects
/// written for these tests.
@Suite struct ProjectFactsTests {
  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Sample",
      platforms: [.iOS(.v16_4), .macOS(.v13)],
      targets: [
        .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
        .target(name: "Legacy", path: "Code/Legacy", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "Flags", swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]),
        .testTarget(name: "AppTests", dependencies: ["App"]),
      ]
    )
    """

  @Test func packageTargetsByFolder() {
    let package = PackageManifest(text: Self.manifest)
    let app = package.facts(forFileAt: "Sources/App/View.swift")
    #expect(app == TargetFacts(deploymentTarget: DeploymentTarget(platform: "iOS", major: 16, minor: 4), swiftLanguageMode: 6, defaultIsolation: .mainActor))
    let legacy = package.facts(forFileAt: "Code/Legacy/Old.swift")
    #expect(legacy.swiftLanguageMode == 5)
    #expect(legacy.defaultIsolation == .nonisolated)
    #expect(package.facts(forFileAt: "Sources/Flags/F.swift").defaultIsolation == .mainActor)
    #expect(package.facts(forFileAt: "Tests/AppTests/T.swift").swiftLanguageMode == 6)
    // A file no target compiles: nothing is known.
    #expect(package.facts(forFileAt: "Scripts/tool.swift") == .unknown)
  }

  @Test func packageLanguageModesAndOlderTools() {
    let five = PackageManifest(text: "// swift-tools-version:5.9\nlet package = Package(name: \"P\", platforms: [.iOS(\"15.0\")], targets: [.target(name: \"P\")])")
    #expect(five.facts(forFileAt: "Sources/P/a.swift") == TargetFacts(deploymentTarget: DeploymentTarget(platform: "iOS", major: 15), swiftLanguageMode: 5, defaultIsolation: .nonisolated))
    let modes = PackageManifest(text: "// swift-tools-version:5.10\nlet package = Package(name: \"P\", targets: [.target(name: \"P\")], swiftLanguageModes: [.v5, .v6])")
    #expect(modes.facts(forFileAt: "Sources/P/a.swift").swiftLanguageMode == 6)
    #expect(modes.facts(forFileAt: "Sources/P/a.swift").deploymentTarget == nil)
  }

  static func project(app: String, widget: String, projectSettings: String = "", appConfig: String? = nil) -> String {
    XcodeProjectFixture.appAndWidget(app: app, widget: widget, projectSettings: projectSettings, appConfig: appConfig)
  }

  @Test func xcodeTargetOfTheFileNotTheFirstSetting() {
    let text = Self.project(app: "IPHONEOS_DEPLOYMENT_TARGET = 17.0; SWIFT_VERSION = 6.0;", widget: "IPHONEOS_DEPLOYMENT_TARGET = 15.0; SWIFT_VERSION = 5.0;")
    let project = XcodeProject(text: text) { _ in nil }
    #expect(project.facts(forFileNamed: "View.swift", relativePath: "App/View.swift")
      == TargetFacts(deploymentTarget: DeploymentTarget(platform: "iOS", major: 17), swiftLanguageMode: 6, defaultIsolation: .nonisolated))
    #expect(project.facts(forFileNamed: "Widget.swift", relativePath: "Widget/Widget.swift").deploymentTarget == DeploymentTarget(platform: "iOS", major: 15))
    // Not in any Sources phase: the application target's facts.
    #expect(project.facts(forFileNamed: "Other.swift", relativePath: "Other.swift").swiftLanguageMode == 6)
  }

  @Test func xcodeSettingsFromProjectAndXcconfigWithIncludes() {
    let text = Self.project(app: "SWIFT_VERSION = 6.0;", widget: "", projectSettings: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;", appConfig: "X1")
    let files = ["App.xcconfig": "#include \"Base.xcconfig\"\nSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor // the app", "Base.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 16.4"]
    let project = XcodeProject(text: text) { files[$0] }
    let facts = project.facts(forFileNamed: "View.swift", relativePath: "View.swift")
    // Debug takes the xcconfig's 16.4 over the project's 16.0 only if the target has no own value; Release
    // has no xcconfig, so the two configurations differ: unknown.
    #expect(facts.deploymentTarget == nil)
    #expect(facts.swiftLanguageMode == 6)
    #expect(facts.defaultIsolation == nil)
  }

  @Test func unresolvedReferencesAreUnknown() {
    let text = Self.project(app: "IPHONEOS_DEPLOYMENT_TARGET = \"$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)\"; SWIFT_VERSION = 5.0; OTHER_SWIFT_FLAGS = \"-default-isolation MainActor\";", widget: "")
    let facts = XcodeProject(text: text) { _ in nil }.facts(forFileNamed: "View.swift", relativePath: "View.swift")
    #expect(facts == TargetFacts(deploymentTarget: nil, swiftLanguageMode: 5, defaultIsolation: .mainActor))
  }

  @Test func malformedProjectsNeverTrap() {
    for text in ["", "{", "{ objects = { A = { isa = PBXNativeTarget; name = (", String(repeating: "{", count: 10_000), "(((", "\"unterminated"] {
      let project = XcodeProject(text: text) { _ in nil }
      #expect(project.facts(forFileNamed: "a.swift", relativePath: "a.swift") == .unknown)
      _ = PackageManifest(text: text).facts(forFileAt: "Sources/A/a.swift")
    }
  }
}
