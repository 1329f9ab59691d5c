@testable import SwiftLiteParser
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

  /// The index and the UTF-8 check take eight ASCII bytes at a time: a line break, a multi-byte character or
  /// an invalid byte at every position of a word, in texts of every length around a word, is still seen.
  func testWordAtATimeScansSeeEveryByte() {
    let specials: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], Array("é".utf8), Array("😀".utf8), [0xFF], [0xE2, 0x82]]
    for length in 0..<40 {
      for position in 0..<max(length, 1) {
        for special in specials {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          if position < length { bytes.replaceSubrange(position..<min(position + special.count, length), with: special.prefix(length - position)) }
          // Line starts, by a plain scan.
          var starts = [0]
          for (offset, byte) in bytes.enumerated() {
            if byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A)) { starts.append(offset + 1) }
          }
          let index = LineIndex(bytes)
          XCTAssertEqual(index.lineStarts, starts, "\(bytes)")
          let units = bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : ($1 >= 0xF0 && $1 <= 0xF7 ? 2 : 1)) }
          XCTAssertEqual(index.utf16Length(from: 0, to: bytes.count), units, "\(bytes)")
          let valid = String(validating: bytes, as: UTF8.self) != nil
          XCTAssertEqual(SourceText(bytes: bytes).repairedSequenceCount == 0, valid, "\(bytes)")
        }
      }
    }
  }

  func testLongASCIILinesKeepTheirCheckpoints() {
    for prefix in [0, 1, 7, 4095, 4096, 4097] {
      let bytes = Array((String(repeating: "x", count: prefix) + "\n" + String(repeating: "a", count: 9000) + "😀b\n").utf8)
      let index = LineIndex(bytes)
      XCTAssertEqual(index.lineStarts, [0, prefix + 1, bytes.count])
      // `b`: 9000 units of `a` and two of the emoji into its line.
      XCTAssertEqual(index.offsetToPosition(bytes.count - 2), LinePosition(line: 1, column: 9002))
      XCTAssertEqual(index.positionToOffset(LinePosition(line: 1, column: 9002)), bytes.count - 2)
      XCTAssertEqual(index.utf16Length(from: 0, to: bytes.count), bytes.count - 2)
    }
  }

  /// Issue 20: line starts are kept as `UInt32` while the text fits; a longer text keeps them as `Int`. A small
  /// limit stands in for `UInt32.max`: both storages answer every conversion alike.
  func testWideLineStartsAnswerAsTheNarrowOnes() {
    let bytes = Array("ab\r\ncd\ré😀\n\nlast line\r".utf8)
    let narrow = LineIndex(bytes)
    XCTAssertTrue(narrow.wideStarts.isEmpty)
    for limit in [0, 5, bytes.count - 1] {
      let wide = LineIndex(bytes, narrowLimit: limit)
      XCTAssertTrue(wide.narrowStarts.isEmpty)
      XCTAssertEqual(wide.lineStarts, narrow.lineStarts)
      XCTAssertEqual(wide.lineCount, narrow.lineCount)
      for offset in -1...(bytes.count + 1) {
        XCTAssertEqual(wide.line(containing: offset), narrow.line(containing: offset))
        for encoding in [ColumnEncoding.utf8, .utf16] {
          XCTAssertEqual(wide.offsetToPosition(offset, encoding: encoding), narrow.offsetToPosition(offset, encoding: encoding))
        }
      }
      for line in -1...(narrow.lineCount + 1) {
        XCTAssertEqual(wide.lineStart(line), narrow.lineStart(line))
        XCTAssertEqual(wide.lineContentEnd(line), narrow.lineContentEnd(line))
        for column in [0, 1, 3, 100] {
          let position = LinePosition(line: line, column: column)
          XCTAssertEqual(wide.positionToOffset(position), narrow.positionToOffset(position))
        }
      }
    }
    XCTAssertTrue(LineIndex(bytes, narrowLimit: bytes.count).wideStarts.isEmpty)
  }

  func testInvalidUTF8IsRepaired() {
    let text = SourceText(bytes: [0x61, 0xFF, 0x62, 0xE2, 0x82])
    XCTAssertEqual(text.string, "a\u{FFFD}b\u{FFFD}")
    XCTAssertEqual(text.repairedSequenceCount, 2)
  }

  /// Issue 14: the line starts and UTF-16 checkpoints are read eight bytes at a time while the bytes are ASCII
  /// without `\r`; they must equal a byte-by-byte scan on text that mixes ASCII runs, line breaks of every kind
  /// (also at word edges and at the end) and multi-byte characters.
  func testLineStartsEqualAByteByByteScan() {
    var state: UInt64 = 0x14
    func next(_ bound: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(bound))
    }
    let pieces: [[UInt8]] = [
      Array("abcdefgh".utf8), Array("x".utf8), Array("\n".utf8), Array("\r\n".utf8), Array("\r".utf8), Array("\n\n".utf8),
      Array("é".utf8), Array("😀".utf8), Array("\t  ".utf8), Array("0123456789abcdef0123".utf8),
    ]
    for round in 0..<40 {
      var bytes: [UInt8] = []
      let length = round < 20 ? round : 4096 + next(9000)
      while bytes.count < length { bytes += pieces[next(pieces.count)] }
      var starts = [0]
      for (offset, byte) in bytes.enumerated() {
        if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n"))) {
          starts.append(offset + 1)
        }
      }
      let index = LineIndex(bytes)
      XCTAssertEqual(index.lineStarts, starts, "round \(round)")
      // The UTF-16 column of each line's end, through the checkpoints, against a plain count from the line start.
      for line in 0..<index.lineCount {
        let start = index.lineStart(line)
        let end = index.lineContentEnd(line)
        var units = 0
        for byte in bytes[start..<end] where byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
        XCTAssertEqual(index.offsetToPosition(end), LinePosition(line: line, column: units), "round \(round) line \(line)")
      }
    }
  }

  /// Issue 20: UTF-16 conversions go through checkpoints every 4 KB (many positions on one long line stay
  /// linear); they must agree with a plain scan from the line start, on every offset and many columns.
  func testCheckpointedUTF16ConversionsAgreeWithAPlainScan() {
    var state: UInt64 = 0x20
    func next(_ bound: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(bound))
    }
    let pieces = ["a", "é", "中", "😀", "\n", "\r\n", "\r", " ", "𝄞x"]
    for round in 0..<6 {
      // Long lines (past several strides) and short ones.
      var text = ""
      // Even rounds: lines of many kilobytes (the checkpoint path); odd rounds: ordinary lines.
      let newlineOdds = round % 2 == 0 ? 3000 : 30
      while text.utf8.count < 8 * 4096 + round * 1000 {
        let piece = pieces[next(pieces.count)]
        text += piece.contains(where: \.isNewline) ? (next(newlineOdds) == 0 ? piece : "b") : piece
      }
      let bytes = Array(text.utf8)
      let index = LineIndex(bytes)
      if round % 2 == 0 {
        let longest = (0..<index.lineCount).map { index.lineContentEnd($0) - index.lineStart($0) }.max() ?? 0
        XCTAssertGreaterThan(longest, 2 * 4096, "a long line (\(index.lineCount) lines)")
      }
      func referenceLength(_ from: Int, _ to: Int) -> Int {
        var units = 0
        var offset = from
        while offset < to {
          let byte = bytes[offset]
          let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
          units += length == 4 ? 2 : 1
          offset += length
        }
        return units
      }
      func referenceOffset(line: Int, column: Int) -> Int {
        let start = index.lineStart(line)
        let end = index.lineContentEnd(line)
        var offset = start
        var units = 0
        while offset < end {
          let byte = bytes[offset]
          let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
          let width = length == 4 ? 2 : 1
          if units + width > column { break }
          units += width
          offset = min(offset + length, end)
        }
        return offset
      }
      var offset = 0
      while offset <= bytes.count {
        let boundary = index.characterBoundary(atOrBefore: offset)
        let position = index.offsetToPosition(boundary)
        let line = index.line(containing: boundary)
        let end = min(boundary, max(index.lineStart(line), index.lineContentEnd(line)))
        XCTAssertEqual(position.column, referenceLength(index.lineStart(line), end), "round \(round) offset \(offset)")
        offset += 1 + next(round % 2 == 0 ? 400 : 7)
      }
      for _ in 0..<(round % 2 == 0 ? 200 : 2000) {
        let line = next(index.lineCount)
        let column = next(round % 2 == 0 ? 30_000 : 600)
        XCTAssertEqual(
          index.positionToOffset(LinePosition(line: line, column: column)), referenceOffset(line: line, column: column),
          "round \(round) \(line):\(column)")
      }
    }
  }
}
