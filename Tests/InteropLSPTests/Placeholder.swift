import XCTest

final class InteropLSPTestsPlaceholder: XCTestCase {
  func testBuilds() {}
}
