import Foundation  // full Foundation: FileManager for a temporary project
import InteropAnalysis
@testable import InteropLSP
import InteropTestSupport
import XCTest

/// `lint` shares one configuration per folder between its lanes, but the project facts are each file's own:
/// an Xcode target lists its files by name, so two files of one folder can be in targets with different
/// deployment targets (an app and its widget extension sharing a `Shared/` folder). The folder's first file
/// used to decide for all of them, whichever lane asked first.
final class LintConfigurationCacheTests: XCTestCase {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-configuration-\(UUID().uuidString)")

  override func setUpWithError() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  @discardableResult
  private func create(_ relative: String, _ text: String) throws -> String {
    let url = directory.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// View.swift in the app target (iOS 17, Swift 6), Widget.swift in the widget's (iOS 15, Swift 5).
  private func project() -> String {
    XcodeProjectFixture.appAndWidget(
      app: "IPHONEOS_DEPLOYMENT_TARGET = 17.0; SWIFT_VERSION = 6.0;", widget: "IPHONEOS_DEPLOYMENT_TARGET = 15.0; SWIFT_VERSION = 5.0;")
  }

  func testFilesOfOneFolderTakeTheirOwnXcodeTargetsFacts() throws {
    try create("Sample.xcodeproj/project.pbxproj", project())
    let view = try create("Shared/View.swift", "struct V {}\n")
    let widget = try create("Shared/Widget.swift", "struct W {}\n")
    // Either file first: each gets its own target's facts, not the facts of the file asked first.
    for order in [[view, widget], [widget, view]] {
      let cache = LintCommand.ConfigurationCache()
      cache.startRun()
      var targets: [String: DeploymentTarget?] = [:]
      var modes: [String: Int?] = [:]
      for path in order {
        let configuration = cache.configuration(for: path)
        targets[path] = configuration.deploymentTarget
        modes[path] = configuration.swiftLanguageMode
      }
      XCTAssertEqual(targets[view], DeploymentTarget(platform: "iOS", major: 17))
      XCTAssertEqual(targets[widget], DeploymentTarget(platform: "iOS", major: 15))
      XCTAssertEqual(modes[view], 6)
      XCTAssertEqual(modes[widget], 5)
      // The same as the server's configuration for the document (resolved alone).
      for path in order {
        XCTAssertEqual(
          cache.configuration(for: path).deploymentTarget,
          ConfigurationLoader.loadAll(forDocumentAt: path, clientSettings: AnalysisConfiguration()).configuration.deploymentTarget)
      }
    }
  }

  func testAConfigurationFileStillWinsOverTheProjectFacts() throws {
    try create("Sample.xcodeproj/project.pbxproj", project())
    try create("Shared/.interop-lsp.json", #"{"deploymentTarget": "iOS 16"}"#)
    let view = try create("Shared/View.swift", "struct V {}\n")
    let widget = try create("Shared/Widget.swift", "struct W {}\n")
    let cache = LintCommand.ConfigurationCache()
    cache.startRun()
    XCTAssertEqual(cache.configuration(for: view).deploymentTarget, DeploymentTarget(platform: "iOS", major: 16))
    XCTAssertEqual(cache.configuration(for: widget).deploymentTarget, DeploymentTarget(platform: "iOS", major: 16))
    // The settings the file does not give still come from each file's target.
    XCTAssertEqual(cache.configuration(for: view).swiftLanguageMode, 6)
    XCTAssertEqual(cache.configuration(for: widget).swiftLanguageMode, 5)
  }
}
