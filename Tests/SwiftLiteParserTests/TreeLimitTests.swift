@testable import SwiftLiteParser
import XCTest

/// The 12-byte entry layout and the size rule around it (`SyntaxTree.maximumSourceSize`): values at their
/// fields' limits read back exactly, and an input past the limits becomes the unparsed tree, which round-trips.
final class TreeLimitTests: XCTestCase {
  func testEntryIsTwelveBytesAndEveryFieldReadsBackAtItsLimit() {
    XCTAssertEqual(MemoryLayout<GreenEntry>.stride, 12)
    XCTAssertEqual(MemoryLayout<GreenChildRef>.stride, 16)
    for (tag, flags) in [(UInt8(0), UInt8(63)), (2, 0), (1, 0x2A), (2, 0x15)] {
      let ref = GreenChildRef(entry: -1, start: 3, width: 4, kind: 200, tag: tag, flags: flags, lookahead: 9)
      XCTAssertEqual(ref.tag, tag)
      XCTAssertEqual(ref.flags, flags)
      XCTAssertEqual(ref.kind, 200)
      XCTAssertEqual(ref.lookahead, 9)
    }
    let a = GreenEntry.mask27
    let b = GreenEntry.mask27
    let c = GreenEntry.mask26
    for (kind, tag, flags) in [(UInt8(255), UInt8(2), UInt8(63)), (0, 0, 0), (0xA5, 1, 0x2A), (0x5A, 2, 0x15)] {
      for (x, y, z) in [(a, b, c), (0, 0, 0), (a, 0, c), (0, b, 0), (1, a - 1, c - 1)] {
        let entry = GreenEntry(a: x, b: y, c: z, kind: kind, tag: tag, flags: flags)
        XCTAssertEqual(entry.a, x)
        XCTAssertEqual(entry.b, y)
        XCTAssertEqual(entry.c, z)
        XCTAssertEqual(entry.kind, kind)
        XCTAssertEqual(entry.tag, tag)
        XCTAssertEqual(entry.flags, flags)
      }
    }
    let external = GreenEntry.external(slot: GreenEntry.maxSlots, index: GreenEntry.maxEntries, width: SyntaxTree.maximumSourceSize, kind: 7, hasError: true)
    XCTAssertEqual(external.externalSlot, GreenEntry.maxSlots)
    XCTAssertEqual(external.externalIndex, GreenEntry.maxEntries)
    XCTAssertEqual(external.width, SyntaxTree.maximumSourceSize)
    XCTAssertEqual(external.tag, GreenEntry.externalTag)
    XCTAssertEqual(external.flags, 1)
  }

  func testDepthIsClampedAndLookaheadRaisedWithinItsBits() {
    var header = GreenEntry(
      a: 3, b: 9, c: GreenEntry.nodeC(depth: 5_000, lookahead: 70_000), kind: SyntaxKind.codeBlock.rawValue,
      tag: GreenEntry.nodeTag, flags: 1)
    XCTAssertEqual(header.depth, GreenEntry.maxDepth)
    XCTAssertEqual(header.lookahead, 0xFFFF)
    header = GreenEntry(
      a: 3, b: 9, c: GreenEntry.nodeC(depth: 1_022, lookahead: 4), kind: SyntaxKind.codeBlock.rawValue,
      tag: GreenEntry.nodeTag, flags: 1)
    XCTAssertEqual(header.depth, 1_022)
    header.raiseLookahead(to: 2)
    XCTAssertEqual(header.lookahead, 4)
    header.raiseLookahead(to: 100_000)
    XCTAssertEqual(header.lookahead, 0xFFFF)
    XCTAssertEqual(header.depth, 1_022)
    XCTAssertEqual(header.a, 3)
    XCTAssertEqual(header.b, 9)
    XCTAssertEqual(header.flags, 1)
    XCTAssertEqual(header.kind, SyntaxKind.codeBlock.rawValue)
    let node = GreenNode(kind: .codeBlock, children: [], depth: 70_000, lookahead: 3)
    XCTAssertEqual(node.depth, GreenNode.maximumDepth)
    XCTAssertEqual(node.lookahead, 3)
  }

  /// Checks that `tree` holds `bytes` exactly: its tokens, in order, cover them without a gap.
  private func assertLossless(_ tree: SyntaxTree, _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(tree.green.width, bytes.count, file: file, line: line)
    var end = 0
    tree.green.forEachToken { token, offset in
      XCTAssertEqual(offset, end, file: file, line: line)
      end = offset + token.width
    }
    XCTAssertEqual(end, bytes.count, file: file, line: line)
    XCTAssertEqual(tree.reconstructedBytes(), bytes, file: file, line: line)
  }

  func testInputOverALoweredLimitIsUnparsedAndRoundTrips() {
    let source = "struct A {\n  var é😀 = \"x\"\n}\n// 😀😀😀😀 comment\r\nlet b = [1, 2, 3]\n"
    let bytes = Array(String(repeating: source, count: 20).utf8)
    let parsed = SyntaxTree.parse(bytes)
    XCTAssertFalse(parsed.statistics.unparsed)
    for chunk in [4, 7, 64, 1 << 20] {
      let tree = SyntaxTree.parse(bytes, maximumSize: bytes.count - 1, maximumEntries: GreenEntry.maxEntries, chunkSize: chunk)
      XCTAssertTrue(tree.statistics.unparsed)
      XCTAssertTrue(tree.hasErrors)
      XCTAssertEqual(tree.root.kind, .sourceFile)
      assertLossless(tree, bytes)
      // Chunks of at most `chunk` bytes, each starting at a scalar (valid UTF-8 in, valid UTF-8 out).
      for token in tree.root.tokens {
        XCTAssertLessThanOrEqual(token.green.width, chunk)
        let text = Array(bytes[token.rangeWithTrivia])
        XCTAssertEqual(Array(String(decoding: text, as: UTF8.self).utf8), text)
      }
      XCTAssertEqual(tree.root.lastToken?.kind, .eof)
      // A reparse of an unparsed tree is a full parse (the limit is the real one here).
      let edited = tree.reparse(edit: TextEdit(range: 0..<0, replacement: Array("\n".utf8)))
      XCTAssertFalse(edited.statistics.unparsed)
      XCTAssertTrue(edited.green.isStructurallyEqual(to: SyntaxTree.parse(edited.bytes).green))
    }
    XCTAssertFalse(SyntaxTree.parse(bytes, maximumSize: bytes.count, maximumEntries: GreenEntry.maxEntries).statistics.unparsed)
    let empty = SyntaxTree.unparsedTree([])
    assertLossless(empty, [])
  }

  func testMoreEntriesThanALoweredLimitIsUnparsed() {
    let bytes = Array("func f() { let x = [1, 2, 3].map { $0 + 1 } }\nf()\n".utf8)
    let parsed = SyntaxTree.parse(bytes)
    let entries = parsed.green.index + 1  // the root's header is the storage's last entry
    XCTAssertFalse(SyntaxTree.parse(bytes, maximumSize: bytes.count, maximumEntries: entries).statistics.unparsed)
    let tree = SyntaxTree.parse(bytes, maximumSize: bytes.count, maximumEntries: entries - 1)
    XCTAssertTrue(tree.statistics.unparsed)
    assertLossless(tree, bytes)
  }

  /// At the real limit every length is at its field's largest value and reads back; one byte more is unparsed,
  /// and an edit across the limit goes to the unparsed tree and back.
  func testLengthsAtTheLimitReadBackAndOneByteMoreIsUnparsed() {
    let limit = SyntaxTree.maximumSourceSize
    // Trailing trivia (26 bits) at its largest: `a` then spaces to the limit.
    var bytes = [UInt8](repeating: 0x20, count: limit)
    bytes[0] = UInt8(ascii: "a")
    let trailing = SyntaxTree.parse(bytes)
    XCTAssertFalse(trailing.statistics.unparsed)
    XCTAssertEqual(trailing.root.firstToken.map { Int($0.green.trailingLength) }, limit - 1)
    XCTAssertEqual(trailing.green.width, limit)
    // Token text (27 bits) at the limit: one unterminated line comment is trivia, a string literal is text.
    bytes[0] = UInt8(ascii: "\"")
    bytes[limit - 1] = UInt8(ascii: "\"")
    let text = SyntaxTree.parse(bytes)
    XCTAssertEqual(text.root.firstToken.map { Int($0.green.textLength) }, limit)
    assertLossless(text, bytes)
    // One byte more: unparsed, still lossless; an edit back under the limit parses again.
    let over = text.reparse(edit: TextEdit(range: 1..<1, replacement: [UInt8(ascii: "x")]))
    XCTAssertTrue(over.statistics.unparsed)
    assertLossless(over, over.bytes)
    let back = over.reparse(edit: TextEdit(range: 1..<2, replacement: []))
    XCTAssertFalse(back.statistics.unparsed)
    XCTAssertEqual(back.bytes, bytes)
    XCTAssertTrue(back.green.isStructurallyEqual(to: text.green))
  }

  /// Past what a header's 27 bits hold, the unparsed root keeps its width in its storage.
  func testUnparsedRootWiderThanAHeaderKeepsItsWidth() {
    let count = Int(GreenEntry.escapedWidth) + 5
    let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: count)
    let tree = SyntaxTree.parse(bytes)
    XCTAssertTrue(tree.statistics.unparsed)
    XCTAssertEqual(tree.root.width, count)
    XCTAssertEqual(tree.root.endOffset, count)
    XCTAssertEqual(tree.green.lastChildElement()?.start, count)
    assertLossless(tree, bytes)
  }
}
