import Foundation  // full Foundation: FileManager, FileHandle and Date for temporary project files
import InteropAnalysis
import XCTest

/// Issue 20: project facts are read once per file version, from a bounded prefix.
final class ProjectFilesTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("project-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func write(_ text: String, _ name: String) throws {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }

  /// Rewrites a file in place (same inode) and gives it a fixed modification time.
  private func overwrite(_ text: String, _ name: String, modified: Date) throws {
    let url = folder.appendingPathComponent(name)
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
    try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
  }

  private var document: String { folder.appendingPathComponent("Sources/A.swift").path }

  func testAManifestIsReadOncePerVersionAndAgainWhenItChanges() throws {
    let fixed = Date(timeIntervalSince1970: 1_700_000_000)
    try write("", "Package.swift")
    try overwrite("// swift-tools-version:5.9\nlet p = Package(platforms: [.iOS(.v15)], targets: [.target(name: \"A\", path: \"Sources\")])\n", "Package.swift", modified: fixed)
    let first = ConfigurationLoader.load(forDocumentAt: document).configuration
    XCTAssertEqual(first.deploymentTarget, DeploymentTarget(platform: "iOS", major: 15, minor: 0))
    XCTAssertEqual(first.swiftLanguageMode, 5)
    // Same size, same modification time: the cached facts are used (the file is not read again).
    try overwrite("// swift-tools-version:5.9\nlet p = Package(platforms: [.iOS(.v16)], targets: [.target(name: \"A\", path: \"Sources\")])\n", "Package.swift", modified: fixed)
    XCTAssertEqual(
      ConfigurationLoader.load(forDocumentAt: document).configuration.deploymentTarget,
      DeploymentTarget(platform: "iOS", major: 15, minor: 0))
    // Another size: read again.
    try overwrite("// swift-tools-version:6.0\nlet p = Package(platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: \"A\", path: \"Sources\")])\n", "Package.swift", modified: fixed)
    let changed = ConfigurationLoader.load(forDocumentAt: document).configuration
    XCTAssertEqual(changed.deploymentTarget, DeploymentTarget(platform: "iOS", major: 17, minor: 0))
    XCTAssertEqual(changed.swiftLanguageMode, 6)
    // And the server's invalidation forgets it regardless of stamps.
    try overwrite("// swift-tools-version:6.0\nlet p = Package(platforms: [.iOS(.v13)], targets: [.target(name: \"A\", path: \"Sources\")])\n", "Package.swift", modified: fixed)
    ConfigurationLoader.invalidateCachedFiles()
    XCTAssertEqual(
      ConfigurationLoader.load(forDocumentAt: document).configuration.deploymentTarget,
      DeploymentTarget(platform: "iOS", major: 13, minor: 0))
  }

  func testOnlyTheFirstMegabyteOfAManifestIsRead() throws {
    let padding = String(repeating: "// padding\n", count: (ProjectFiles.manifestPrefixLimit / 11) + 10)
    try write("// swift-tools-version:5.9\nlet targets: [Target] = [.target(name: \"A\", path: \"Sources\")]\n" + padding
      + "let p = Package(platforms: [.iOS(.v15)], targets: targets)\n", "Package.swift")
    let configuration = ConfigurationLoader.load(forDocumentAt: document).configuration
    XCTAssertEqual(configuration.swiftLanguageMode, 5)
    XCTAssertNil(configuration.deploymentTarget, "the platforms lie past the prefix that is read")
  }

  func testALargeProjectFileIsReadForTheApplicationTarget() throws {
    let project = folder.appendingPathComponent("App.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    // 3 MB of comment before the objects: the reader is not a first-match scan and takes the application target.
    let filler = "/* " + String(repeating: "x", count: 3 << 20) + " */"
    let text = """
      // !$*UTF8*$!
      { \(filler)
        objects = {
          C1 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.4; }; name = Debug; };
          C2 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Debug; };
          L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
          L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = Widget; productType = "com.apple.product-type.app-extension"; };
          T2 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = App; productType = "com.apple.product-type.application"; };
        };
      }
      """
    try Data(text.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
    XCTAssertEqual(
      ConfigurationLoader.load(forDocumentAt: document).configuration.deploymentTarget,
      DeploymentTarget(platform: "iOS", major: 16, minor: 4))
  }

  func testAConfigurationFileOverTheLimitIsAProblemNotARead() throws {
    try write("{" + String(repeating: " ", count: ProjectFiles.manifestPrefixLimit) + "}", ".interop-lsp.json")
    let loaded = ConfigurationLoader.load(forDocumentAt: document)
    XCTAssertEqual(loaded.problem?.message, ".interop-lsp.json is larger than 1 MB; using the defaults")
  }
}
