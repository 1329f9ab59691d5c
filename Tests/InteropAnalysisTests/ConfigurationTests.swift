import InteropAnalysis
import XCTest

final class ConfigurationTests: XCTestCase {
  func testDecodesAllKeys() {
    let json = #"{"deploymentTarget": "iOS 15.4", "swiftLanguageMode": 5, "rules": {"view-created-in-update": "off", "missing-dismantle": "error"}}"#
    let (configuration, problems) = AnalysisConfiguration.decode(json: Array(json.utf8))
    XCTAssertEqual(problems, [])
    XCTAssertEqual(configuration.deploymentTarget, DeploymentTarget(platform: "iOS", major: 15, minor: 4))
    XCTAssertEqual(configuration.swiftLanguageMode, 5)
    XCTAssertEqual(configuration.rules["view-created-in-update"], .off)
    XCTAssertEqual(configuration.rules["missing-dismantle"], .severity(.error))
  }

  func testBadJSONGivesOneProblemAndDefaults() {
    let (configuration, problems) = AnalysisConfiguration.decode(json: Array("{ rules: ".utf8))
    XCTAssertEqual(configuration, AnalysisConfiguration())
    XCTAssertEqual(problems.count, 1)
    XCTAssertTrue(problems[0].hasPrefix("not valid JSON"))
  }

  func testWrongValuesAreReported() {
    let json = #"{"deploymentTarget": true, "rules": {"a": "loud"}, "colour": 1, "swiftLanguageMode": 4}"#
    let (configuration, problems) = AnalysisConfiguration.decode(json: Array(json.utf8))
    XCTAssertEqual(configuration, AnalysisConfiguration())
    XCTAssertEqual(problems.count, 4)
  }

  func testMergeOrder() {
    let file = AnalysisConfiguration(deploymentTarget: DeploymentTarget(major: 15), rules: ["a": .off])
    let options = AnalysisConfiguration(rules: ["a": .severity(.error), "b": .off], swiftLanguageMode: 5)
    let merged = AnalysisConfiguration.defaults.merged(with: file).merged(with: options)
    XCTAssertEqual(merged.deploymentTarget, DeploymentTarget(major: 15))
    XCTAssertEqual(merged.rules, ["a": .severity(.error), "b": .off])
    XCTAssertEqual(merged.swiftLanguageMode, 5)
  }

  func testNamespacedSettings() {
    let json = #"{"interop-lsp": {"swiftLanguageMode": 5}}"#
    XCTAssertEqual(AnalysisConfiguration.decode(json: Array(json.utf8)).configuration.swiftLanguageMode, 5)
  }

  func testProjectFacts() {
    XCTAssertEqual(ConfigurationLoader.packageDeploymentTarget("platforms: [.iOS(.v17), .macOS(.v14)]"), DeploymentTarget(major: 17))
    XCTAssertEqual(ConfigurationLoader.packageDeploymentTarget(#"platforms: [.iOS("16.4")]"#), DeploymentTarget(major: 16, minor: 4))
    XCTAssertEqual(ConfigurationLoader.packageDeploymentTarget("platforms: [.iOS(.v16_4)]"), DeploymentTarget(major: 16, minor: 4))
    XCTAssertEqual(ConfigurationLoader.pbxprojDeploymentTarget("IPHONEOS_DEPLOYMENT_TARGET = 15.0;"), DeploymentTarget(major: 15))
    XCTAssertEqual(ConfigurationLoader.packageLanguageMode("// swift-tools-version:5.9\n"), 5)
    XCTAssertEqual(ConfigurationLoader.packageLanguageMode("// swift-tools-version: 6.0\n"), 6)
    XCTAssertEqual(ConfigurationLoader.packageLanguageMode("// swift-tools-version:6.0\nswiftLanguageModes: [.v5]"), 5)
  }
}
