import SwiftLiteParser
import XCTest

final class LineIndexTests: XCTestCase {
  func testEmojiAndCRLF() {
    let text = "a😀b\r\nc\rd\n\u{4E2D}x"
    let index = LineIndex(Array(text.utf8))
    XCTAssertEqual(index.lineCount, 4)
    // 'b' is after a (1 unit) and 😀 (2 units).
    let bOffset = Array("a😀".utf8).count
    XCTAssertEqual(index.offsetToPosition(bOffset), LinePosition(line: 0, column: 3))
    XCTAssertEqual(index.offsetToPosition(bOffset, encoding: .utf8), LinePosition(line: 0, column: 5))
    XCTAssertEqual(index.positionToOffset(LinePosition(line: 0, column: 3)), bOffset)
    // A column inside the surrogate pair clamps to the emoji's start.
    XCTAssertEqual(index.positionToOffset(LinePosition(line: 0, column: 2)), 1)
    // Past the end of the line clamps before \r\n.
    XCTAssertEqual(index.positionToOffset(LinePosition(line: 0, column: 99)), bOffset + 1)
    XCTAssertEqual(index.positionToOffset(LinePosition(line: 2, column: 0)), index.lineStarts[2])
    XCTAssertEqual(index.offsetToPosition(index.lineStarts[3] + 3), LinePosition(line: 3, column: 1))
    XCTAssertEqual(index.positionToOffset(LinePosition(line: 99, column: 0)), index.bytes.count)
    XCTAssertEqual(index.offsetToPosition(-5), LinePosition(line: 0, column: 0))
  }

  func testInvalidUTF8IsRepaired() {
    let text = SourceText(bytes: [0x61, 0xFF, 0x62, 0xE2, 0x82])
    XCTAssertEqual(text.string, "a\u{FFFD}b\u{FFFD}")
    XCTAssertEqual(text.repairedSequenceCount, 2)
  }
}
