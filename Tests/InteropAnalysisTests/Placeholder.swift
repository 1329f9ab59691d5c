import XCTest

final class InteropAnalysisTestsPlaceholder: XCTestCase {
  func testBuilds() {}
}
