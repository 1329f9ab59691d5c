#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import InteropTestSupport
import SwiftLiteParser
import XCTest

/// Deep nesting and pathological input: no trap, no stack overflow, no hang, lossless.
final class RobustnessTests: XCTestCase {
  func assertLossless(_ text: String, expectErrors: Bool? = nil, file: StaticString = #filePath, line: UInt = #line) {
    let bytes = Array(text.utf8)
    let tree = SyntaxTree.parse(bytes)
    XCTAssertEqual(tree.green.width, bytes.count, file: file, line: line)
    XCTAssertTrue(tree.reconstructedBytes() == bytes, "round trip", file: file, line: line)
    if let expectErrors { XCTAssertEqual(tree.hasErrors, expectErrors, file: file, line: line) }
    _ = tree.dump()
  }

  func testTenThousandNestedParentheses() {
    let depth = 10_000
    assertLossless("let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth))
    assertLossless(String(repeating: "(", count: depth))
    assertLossless(String(repeating: ")", count: depth))
  }

  func testTenThousandNestedBraces() {
    let depth = 10_000
    assertLossless("func f() " + String(repeating: "{", count: depth) + String(repeating: "}", count: depth))
    assertLossless(String(repeating: "{", count: depth))
    assertLossless("struct S " + String(repeating: "{ struct T ", count: depth) + String(repeating: "}", count: depth))
    assertLossless("let a = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
  }

  /// Deep input must also be safe on a secondary thread with a 2 MB stack (debug frames are large).
  func testDeepNestingOnASmallStack() {
    let done = expectation(description: "parsed")
    let depth = 10_000
    let thread = Thread {
      let sources = [
        "let x = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth),
        "func f() " + String(repeating: "{", count: depth) + String(repeating: "}", count: depth),
        "let a = " + String(repeating: "[{ (", count: depth),
        "let t: " + String(repeating: "[(", count: depth),
        String(repeating: "if a { ", count: depth),
      ]
      for source in sources {
        let tree = SyntaxTree.parse(source)
        _ = tree.dump()
        _ = tree.reconstructedBytes()
      }
      done.fulfill()
    }
    thread.stackSize = 2 << 20
    thread.start()
    wait(for: [done], timeout: 120)
  }

  func testDeepNestingIsCutIntoAnErrorNode() {
    let depth = 10_000
    let tree = SyntaxTree.parse("let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth))
    XCTAssertTrue(tree.statistics.hitDepthLimit)
    XCTAssertTrue(tree.hasErrors)
    // Moderate nesting parses normally.
    let moderate = SyntaxTree.parse("let x = " + String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40))
    XCTAssertFalse(moderate.hasErrors)
  }

  func testLongChainsAndPrefixRuns() {
    let count = 10_000
    assertLossless("let x = a" + String(repeating: ".b", count: count))
    assertLossless("let x = " + String(repeating: "!", count: count) + "y")
    assertLossless("let x = " + String(repeating: "try ", count: count) + "y")
    assertLossless("let x: " + String(repeating: "[", count: count) + "Int" + String(repeating: "]", count: count))
    assertLossless("let x: Int" + String(repeating: "?", count: count))
    assertLossless(String(repeating: "#if A\n", count: count) + String(repeating: "#endif\n", count: count))
    assertLossless("let s = \"" + String(repeating: "\\(\"", count: 500) + String(repeating: "\")", count: 500) + "\"")
    assertLossless(String(repeating: "/*", count: count) + String(repeating: "*/", count: count), expectErrors: false)
    assertLossless("f(" + String(repeating: "a, ", count: count) + ")", expectErrors: false)
    assertLossless("let x = 1" + String(repeating: " + 1", count: count), expectErrors: false)
  }

  func testGarbageBytes() {
    var generator = SeededGenerator(seed: 7)
    let alphabet = Array("{}()[]<>\"'`#@$\\/*.,:;=!?&|^~+-_ \n\tabc123ifletvarfunc".utf8)
    for _ in 0..<200 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(generator.next() % 200) {
        bytes.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
      }
      let tree = SyntaxTree.parse(bytes)
      XCTAssertEqual(tree.reconstructedBytes(), bytes)
    }
    // Invalid UTF-8 and NUL bytes.
    let raw: [UInt8] = [0x66, 0x00, 0xFF, 0xC3, 0x28, 0x22, 0xE2, 0x82, 0x0A, 0x7B]
    XCTAssertEqual(SyntaxTree.parse(raw).reconstructedBytes(), raw)
  }

  /// A run of characters that are not Swift (control bytes, DEL; non-ASCII characters that are neither identifier
  /// nor operator characters, such as the U+FFFD that repaired bytes become) is one unknown token in one error node:
  /// a 1 MB file of NUL bytes made two million nodes and tokens (390 MB peak RSS and 3.4 s for `lint`).
  func testRunsOfStrayCharactersAreOneToken() {
    for run in ["\u{0}\u{1}\u{2}\u{7F}\u{1B}", "\u{FFFD}\u{FFFD}\u{2028}\u{FFFD}", String(repeating: "\u{0}", count: 100_000)] {
      let marked = MarkedSource("let a = 1\n↓\(run)↑ tail\n")
      let tree = SyntaxTree.parse(marked.text)
      XCTAssertEqual(tree.reconstructedBytes(), Array(marked.text.utf8))
      let unknown = tree.root.tokens.filter { $0.kind == .unknown }
      XCTAssertEqual(unknown.map(\.textRange), [marked.findingStarts[0]..<marked.findingEnds[0]])
      XCTAssertEqual(tree.root.descendants(.unexpected).count, 1)
      XCTAssertEqual(tree.root.tokens.map(\.kind), [.kw_let, .identifier, .equal, .integerLiteral, .identifier, .unknown, .identifier, .eof])
    }
    // Whitespace and identifier or operator characters end the run.
    let marked = MarkedSource("↓\u{1}\u{2}↑ x ↓\u{FFFD}↑é ↓\u{7F}↑+")
    let unknown = SyntaxTree.parse(marked.text).root.tokens.filter { $0.kind == .unknown }
    XCTAssertEqual(unknown.map(\.textRange), zip(marked.findingStarts, marked.findingEnds).map { $0..<$1 })
  }

  /// Long lists parse whole and without errors: no loop stops after a fixed count (each needs progress only).
  /// Each of these had errors when parameter, condition, tuple and generic argument loops stopped at 10,000.
  func testLongListsAreNeverCutShort() {
    let count = 12_000
    let names = (0..<count).map { "a\($0)" }
    let sources = [
      "func f(" + names.map { "\($0): Int" }.joined(separator: ", ") + ") {}\n",
      "let t: Box<" + Array(repeating: "Int", count: count).joined(separator: ", ") + "> = make()\n",
      "let t: (" + Array(repeating: "Int", count: count).joined(separator: ", ") + ") = make()\n",
      "if " + Array(repeating: "a", count: count).joined(separator: ", ") + " {}\n",
      // (A closure's parameters are bounded differently: the lookahead for its `in` reads at most 4,096 tokens.)
      "let c = { (" + names.prefix(1_000).joined(separator: ", ") + ") in 0 }\n",
    ]
    for source in sources { assertLossless(source, expectErrors: false) }
  }
}
