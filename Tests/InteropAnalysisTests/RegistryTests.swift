#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import InteropAnalysis
import XCTest

final class RegistryTests: XCTestCase {
  func testIDsAreUniqueAndSorted() {
    let ids = RuleRegistry.all.map { $0.description.id }
    XCTAssertEqual(Set(ids).count, ids.count, "duplicate rule ids")
    XCTAssertEqual(ids, ids.sorted(), "RuleRegistry.all must be sorted by id")
    for id in ids {
      XCTAssertNotNil(id.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression), "\(id) is not kebab-case")
    }
  }

  func testEveryRuleFileIsRegistered() throws {
    let rulesDirectory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/InteropAnalysis/Rules")
    let enumerator = FileManager.default.enumerator(at: rulesDirectory, includingPropertiesForKeys: nil)
    var typeNames: [String] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.lastPathComponent.hasSuffix("Rule.swift"), url.lastPathComponent != "Rule.swift" {
        typeNames.append(String(url.lastPathComponent.dropLast(".swift".count)))
      }
    }
    XCTAssertFalse(typeNames.isEmpty)
    let registered = Set(RuleRegistry.all.map { String(describing: $0) })
    for name in typeNames {
      XCTAssertTrue(registered.contains(name), "\(name).swift is not in RuleRegistry.all")
    }
  }
}
