import XCTest

final class ProtocolTestsPlaceholder: XCTestCase {
  func testBuilds() {}
}
