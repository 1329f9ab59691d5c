import InteropTestSupport
import XCTest

final class MarkersTests: XCTestCase {
  func testMarkersAreStrippedAndCountedInUTF8() {
    let marked = MarkedSource("let 1️⃣é = ↓x↑ + 2️⃣y")
    XCTAssertEqual(marked.text, "let é = x + y")
    XCTAssertEqual(marked["1️⃣"], 4)
    XCTAssertEqual(marked.findingStarts, [9])
    XCTAssertEqual(marked.findingEnds, [10])
    XCTAssertEqual(marked["2️⃣"], 13)
  }
}
