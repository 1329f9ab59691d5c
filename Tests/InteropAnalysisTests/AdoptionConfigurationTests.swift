import Foundation  // full Foundation: FileManager for temporary folders
import InteropAnalysis
import InteropTestSupport
import SwiftLiteParser
import XCTest

/// Issue 18: glob matching, configuration validation and nesting, baseline keys.
final class AdoptionConfigurationTests: XCTestCase {
  // MARK: PathFilter

  func testGlobsAnchorAtTheirFolder() {
    XCTAssertEqual(PathFilter.anchor("Pods/**", at: "/repo"), "/repo/Pods/**")
    XCTAssertEqual(PathFilter.anchor("./Vendor/", at: "/repo/"), "/repo/Vendor")
    XCTAssertEqual(PathFilter.anchor("*.generated.swift", at: "/repo"), "/repo/**/*.generated.swift")
    XCTAssertEqual(PathFilter.anchor("/Package.swift", at: "/repo"), "/repo/Package.swift")
  }

  func testGlobMatching() {
    let cases: [(String, String, Bool)] = [
      ("/r/Pods/**", "/r/Pods/A/B.swift", true),
      ("/r/Pods/**", "/r/Sources/Pods.swift", false),
      ("/r/Pods", "/r/Pods/A/B.swift", true),  // a folder matches what is below it
      ("/r/**/*.generated.swift", "/r/A.generated.swift", true),
      ("/r/**/*.generated.swift", "/r/a/b/c/A.generated.swift", true),
      ("/r/**/*.generated.swift", "/r/a/A.swift", false),
      ("/r/Sources/*.swift", "/r/Sources/A.swift", true),
      ("/r/Sources/*.swift", "/r/Sources/Sub/A.swift", false),  // `*` stays in one component
      ("/r/Tests/**/Mock?.swift", "/r/Tests/Unit/Mock1.swift", true),
      ("/r/Tests/**/Mock?.swift", "/r/Tests/Unit/Mock12.swift", false),
      ("/r/[AB]*.swift", "/r/Bridge.swift", true),
      ("/r/[!AB]*.swift", "/r/Bridge.swift", false),
      ("/r/[a-c]x.swift", "/r/bx.swift", true),
      ("/r/a/**/b", "/r/a/b", true),
      ("/r/[unclosed", "/r/[unclosed", false),
    ]
    for (pattern, path, expected) in cases {
      XCTAssertEqual(PathFilter.matches(pattern, path: path), expected, "\(pattern) ~ \(path)")
    }
  }

  func testExcludeAndInclude() {
    var settings = ConfigurationFileSettings()
    settings.exclude = ["/r/Vendor/**"]
    XCTAssertTrue(PathFilter.isExcluded("/r/Vendor/A.swift", by: settings))
    XCTAssertFalse(PathFilter.isExcluded("/r/Sources/A.swift", by: settings))
    settings.include = ["/r/Sources/**"]
    XCTAssertTrue(PathFilter.isExcluded("/r/Tests/A.swift", by: settings))
    XCTAssertFalse(PathFilter.isExcluded("/r/Sources/A.swift", by: settings))
  }

  func testAPathologicalGlobEnds() {
    let pattern = "/" + String(repeating: "*a", count: 40) + "b"
    XCTAssertFalse(PathFilter.matches(pattern, path: "/" + String(repeating: "a", count: 200)))
  }

  // MARK: Validation

  func testUnknownRuleIdsAndKeysAreIssuesAtTheirKey() {
    let json = #"{"rules": {"missing-dismantel": "off", "cancel-button-in-update": "off", "view-created-in-update": "loud"}, "exlcude": []}"#
    let decoded = AnalysisConfiguration.decodeWithIssues(json: Array(json.utf8))
    XCTAssertEqual(
      decoded.issues,
      [
        ConfigurationIssue(
          "unknown key `exlcude` (did you mean `exclude`?); known keys: baseline, defaultIsolation, deploymentTarget, docsBaseURL, exclude, include, inlayHints, overrides, root, rules, swiftLanguageMode",
          key: "exlcude"),
        ConfigurationIssue(
          "unknown rule `missing-dismantel` (did you mean `missing-dismantle`?); `interop-lsp rules` lists them", key: "missing-dismantel"),
        ConfigurationIssue(
          "rule `view-created-in-update`: the setting must be \"off\", \"hint\", \"information\", \"warning\" or \"error\"",
          key: "view-created-in-update"),
      ])
    // The retired rule is accepted.
    XCTAssertEqual(decoded.configuration.rules, ["cancel-button-in-update": .off])
    let bytes = Array(json.utf8)
    XCTAssertEqual(ConfigurationIssue.range(ofKey: "missing-dismantel", in: bytes), 11..<30)
  }

  func testOverridesAndFileKeysDecode() {
    let json = #"{"exclude": "Pods/**", "include": ["Sources/**"], "overrides": [{"files": ["Tests/**"], "rules": {"missing-dismantle": "hint"}}], "baseline": "base.json", "docsBaseURL": "https://docs.example.test/rules", "root": true}"#
    let decoded = AnalysisConfiguration.decodeWithIssues(json: Array(json.utf8))
    XCTAssertEqual(decoded.issues, [])
    let files = decoded.configuration.files
    XCTAssertEqual(files.exclude, ["Pods/**"])
    XCTAssertEqual(files.include, ["Sources/**"])
    XCTAssertEqual(files.overrides, [ConfigurationOverride(files: ["Tests/**"], rules: ["missing-dismantle": .severity(.hint)])])
    XCTAssertEqual(files.baseline, "base.json")
    XCTAssertEqual(files.docsBaseURL, "https://docs.example.test/rules/")
    XCTAssertTrue(files.isRoot)
    let bad = AnalysisConfiguration.decodeWithIssues(json: Array(#"{"overrides": [{"rules": {}}], "docsBaseURL": "docs/"}"#.utf8))
    XCTAssertEqual(bad.issues.map(\.key), ["docsBaseURL", "overrides"])
  }

  func testNestedFilesMergeFromTheRootDownAndRootStopsTheSearch() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("adoption-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ relative: String, _ text: String) throws {
      let url = root.appendingPathComponent(relative)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write(".interop-lsp.json", #"{"rules": {"missing-dismantle": "off", "delegate-set-in-update": "error"}, "swiftLanguageMode": 5}"#)
    try write("App/.interop-lsp.json", #"{"rules": {"missing-dismantle": "warning"}, "overrides": [{"files": ["Tests/**"], "rules": {"delegate-set-in-update": "off"}}]}"#)
    try write("Isolated/.interop-lsp.json", #"{"root": true, "rules": {"missing-dismantle": "hint"}}"#)
    let app = ConfigurationLoader.load(forDocumentAt: root.appendingPathComponent("App/Sources/A.swift").path).configuration
    XCTAssertEqual(app.rules, ["missing-dismantle": .severity(.warning), "delegate-set-in-update": .severity(.error)])
    XCTAssertEqual(app.swiftLanguageMode, 5)
    let test = ConfigurationLoader.load(forDocumentAt: root.appendingPathComponent("App/Tests/ATests.swift").path).configuration
    XCTAssertEqual(test.rules["delegate-set-in-update"], .off)
    let isolated = ConfigurationLoader.load(forDocumentAt: root.appendingPathComponent("Isolated/B.swift").path).configuration
    XCTAssertEqual(isolated.rules, ["missing-dismantle": .severity(.hint)])
    XCTAssertNil(isolated.swiftLanguageMode)
    let settings = ConfigurationLoader.fileSettings(forFolder: root.appendingPathComponent("App/Sources").path)
    XCTAssertEqual(settings.overrides.first?.files, [root.appendingPathComponent("App/Tests/**").path])
  }

  // MARK: JSON Schema

  func testTheSchemaFilesAreUpToDateAndListEveryKeyAndRule() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let rendered = ConfigurationSchema.render()
    for relative in [ConfigurationSchema.relativePath, "editors/vscode/interop-lsp.schema.json"] {
      let url = root.appendingPathComponent(relative)
      if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" { try Data(rendered.utf8).write(to: url) }
      let current = String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
      XCTAssertEqual(current, rendered, "\(relative) is stale; run `UPDATE_GOLDEN=1 swift test --filter AdoptionConfigurationTests`")
    }
    let schema = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
    let properties = try XCTUnwrap(schema["properties"] as? [String: Any])
    XCTAssertEqual(Set(properties.keys), Set(AnalysisConfiguration.knownKeys + ["interop-lsp", "interopLSP", "interopLsp"]))
    let rules = try XCTUnwrap((properties["rules"] as? [String: Any])?["properties"] as? [String: Any])
    XCTAssertEqual(Set(rules.keys), Set(RuleRegistry.all.flatMap { [$0.description.id] + $0.description.deprecatedIDs }))
    XCTAssertNotNil(rules["cancel-button-in-update"])
  }

  // MARK: Baseline keys

  func testBaselineKeysUseTheDeclarationPathAndTheLineTextNotLineNumbers() {
    let source = MarkedSource(
      """
      struct Outer {
        struct Wrapper: UIViewRepresentable {
          func updateUIView(_ view: UIView, context: Context) {
                ↓view.backgroundColor   =  .red
          }
        }
      }
      """)
    let tree = SyntaxTree.parse(source.text)
    let finding = Finding(ruleID: "unguarded-update-assignment", range: source.findingStarts[0]..<(source.findingStarts[0] + 4), message: "m", severity: .warning)
    let key = BaselineKey(finding: finding, file: "A.swift", tree: tree, lineIndex: LineIndex(Array(source.text.utf8)))
    XCTAssertEqual(key, BaselineKey(rule: "unguarded-update-assignment", file: "A.swift", declaration: "Outer.Wrapper.updateUIView", text: "view.backgroundColor = .red"))
  }

  func testBaselineEncodesDecodesAndCountsRepeats() {
    let key = BaselineKey(rule: "missing-dismantle", file: "A.swift", declaration: "Map", text: "struct Map: UIViewRepresentable {")
    let other = BaselineKey(rule: "delegate-set-in-update", file: "B.swift", declaration: "", text: "x")
    let baseline = Baseline(keys: [key, key, other])
    guard case .success(let decoded) = Baseline.decode(Array(baseline.encoded().utf8)) else { return XCTFail("round trip failed") }
    XCTAssertEqual(decoded, baseline)
    let filtered = baseline.filter([key, key, key, other]) { $0 }
    XCTAssertEqual(filtered.new, [key])
    XCTAssertEqual(filtered.stale, [:])
    XCTAssertEqual(Baseline(keys: [key]).filter([BaselineKey]()) { $0 }.stale, [key: 1])
    XCTAssertEqual(Baseline.decode(Array("[".utf8)).failureMessage?.hasPrefix("not valid JSON"), true)
    XCTAssertEqual(
      Baseline.decode(Array(#"{"version": 1, "findings": [{"rule": "x"}]}"#.utf8)).failureMessage,
      "finding 1 needs the strings rule, file, declaration and text")
  }
}

extension Result {
  fileprivate var failureMessage: String? {
    switch self {
    case .success: return nil
    case .failure(let error): return (error as? BaselineProblem)?.message ?? "\(error)"
    }
  }
}
