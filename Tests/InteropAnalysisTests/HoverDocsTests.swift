#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import InteropAnalysis
import XCTest

/// `docs/hover.md` is generated from the catalog; this test fails when the committed file is stale and
/// rewrites it when `UPDATE_GOLDEN=1` is set.
final class HoverDocsTests: XCTestCase {
  private var packageRoot: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // InteropAnalysisTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
  }

  func testHoverDocsAreUpToDate() throws {
    let url = packageRoot.appendingPathComponent(HoverDocs.relativePath)
    let expected = HoverDocs.render()
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try expected.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let committed = try? String(contentsOf: url, encoding: .utf8)
    XCTAssertEqual(
      committed, expected,
      "\(HoverDocs.relativePath) is stale: run `UPDATE_GOLDEN=1 swift test --filter HoverDocsTests` and commit it")
  }

  func testDocsListEveryTopicOnce() {
    let docs = HoverDocs.render()
    for topic in HoverCatalog.all {
      XCTAssertEqual(docs.components(separatedBy: "`\(topic.id)` · matches").count, 2, topic.id)
    }
    XCTAssertTrue(docs.contains("`parent` (inside a Coordinator)"))
  }
}
