#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import InteropAnalysis
import XCTest

/// Fails when docs/rules is stale; `UPDATE_GOLDEN=1 swift test --filter DocsUpToDateTests` rewrites it.
final class DocsUpToDateTests: XCTestCase {
  func testRuleDocsAreUpToDate() throws {
    let docs = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/rules")
    let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
    let pages = RuleDocumentation.pages()
    if update {
      try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
    }
    for page in pages {
      let url = docs.appendingPathComponent(page.fileName)
      let current = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      if current != page.contents {
        if update {
          try page.contents.write(to: url, atomically: true, encoding: .utf8)
        } else {
          XCTFail("docs/rules/\(page.fileName) is stale; run `UPDATE_GOLDEN=1 swift test --filter DocsUpToDateTests`")
        }
      }
    }
    let names = Set(pages.map(\.fileName))
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    for name in existing where name.hasSuffix(".md") && !names.contains(name) {
      if update {
        try FileManager.default.removeItem(at: docs.appendingPathComponent(name))
      } else {
        XCTFail("docs/rules/\(name) belongs to no rule")
      }
    }
  }

  func testPublishedExamplesDropEndMarkers() {
    for page in RuleDocumentation.pages() {
      XCTAssertFalse(page.contents.contains("↑"), page.fileName)
    }
  }
}
