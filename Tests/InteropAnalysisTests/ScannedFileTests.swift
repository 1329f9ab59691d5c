import InteropAnalysis
import SwiftLiteParser
import XCTest

final class ScannedFileTests: XCTestCase {
  func texts(_ source: String) -> [String] {
    let file = ScannedFile(bytes: Array(source.utf8))
    return (0..<file.count).map { file.text($0) }
  }

  func testStringsWithInterpolationAreOneToken() {
    XCTAssertEqual(texts(#"a = "x \(b("}")) y" + c"#), ["a", "=", #""x \(b("}")) y""#, "+", "c"])
  }

  func testRawAndMultilineStrings() {
    XCTAssertEqual(texts("a = #\"q \"inner\" \\(x)\"# b"), ["a", "=", "#\"q \"inner\" \\(x)\"#", "b"])
    XCTAssertEqual(texts("x = \"\"\"\n{ not code }\n\"\"\"\ny"), ["x", "=", "\"\"\"\n{ not code }\n\"\"\"", "y"])
  }

  func testNestedBlockCommentsAreSkipped() {
    let file = ScannedFile(bytes: Array("a /* b /* c */ d */ e // f\ng".utf8))
    XCTAssertEqual((0..<file.count).map { file.text($0) }, ["a", "e", "g"])
    XCTAssertEqual(file.comments.count, 2)
    XCTAssertTrue(file.tokens[2].newlineBefore)
  }

  func testOperatorsAndPostfix() {
    XCTAssertEqual(texts("a?.b != c! && !d ..< e"), ["a", "?", ".", "b", "!=", "c", "!", "&&", "!", "d", "..<", "e"])
    XCTAssertEqual(texts("x !== y"), ["x", "!==", "y"])
  }

  func testAttributesPoundKeywordsAndKeyPaths() {
    XCTAssertEqual(texts("@Binding var t: String; #if DEBUG\n\\.text"), ["@Binding", "var", "t", ":", "String", ";", "#if", "DEBUG", "\\", ".", "text"])
  }

  func testBracketsArePaired() {
    let file = ScannedFile(bytes: Array("f(a[1]) { b }".utf8))
    XCTAssertEqual(file.closing(1), 6)
    XCTAssertEqual(file.closing(3), 5)
    XCTAssertEqual(file.closing(7), 9)
  }

  func testTokensAreTheParserTokens() {
    let tree = SyntaxTree.parse("@State var x = 1 // c\n#if DEBUG\nfoo()\n#endif")
    let file = ScannedFile(tree: tree)
    XCTAssertEqual((0..<file.count).map { file.text($0) }, ["@State", "var", "x", "=", "1", "#if", "DEBUG", "foo", "(", ")", "#endif"])
    XCTAssertEqual(file.comments.map(\.range), [17..<21])
    let foo = file.tokenIndex(atOrAfter: 31)
    XCTAssertEqual(file.text(foo), "foo")
    XCTAssertEqual(file.index(of: tree.token(at: 32)), foo)
  }

  func testTokenIndexByOffsetAgreesWithTheTokens() {
    let source = "@State  var x = 1 // c\n#if DEBUG\nfoo( a,b )\n#endif\n/* x */ let s = \"é\"  "
    let file = ScannedFile(bytes: Array(source.utf8))
    for offset in -2...(source.utf8.count + 2) {
      let atOrAfter = file.tokens.firstIndex { $0.start >= offset } ?? file.count
      let endingAtOrBefore = file.tokens.lastIndex { $0.end <= offset } ?? -1
      XCTAssertEqual(file.tokenIndex(atOrAfter: offset), atOrAfter, "offset \(offset)")
      XCTAssertEqual(file.tokenIndex(endingAtOrBefore: offset), endingAtOrBefore, "offset \(offset)")
    }
    XCTAssertEqual(ScannedFile(bytes: []).tokenIndex(atOrAfter: 0), 0)
    XCTAssertEqual(ScannedFile(bytes: []).tokenIndex(endingAtOrBefore: 0), -1)
  }

  func testTextEqualsAgreesWithStringComparison() {
    // The Kelvin sign is canonically the letter K: String equality says so, bytes do not.
    let file = ScannedFile(bytes: Array("let uiView = \u{212A}elvin + Kelvin + caf\u{E9} + cafe\u{301}".utf8))
    let words = ["", "let", "uiView", "uiVie", "uiViewX", "Kelvin", "\u{212A}elvin", "caf\u{E9}", "cafe\u{301}", "+", "="]
    for index in -1...(file.count + 1) {
      for word in words {
        XCTAssertEqual(file.textEquals(index, word), file.text(index) == word, "token \(index), \(word)")
      }
    }
  }

  func testContainsFindsTheNeedleAtEveryPosition() {
    // The search compares sixteen positions at a time: the needle at each offset around those blocks, at the
    // very end, cut off by the end, and absent.
    for length in [1, 2, 7, 16, 17, 40] {
      for offset in 0..<40 {
        let text = String(repeating: "x", count: offset) + "addChild" + String(repeating: "y", count: length)
        let file = ScannedFile(bytes: Array(text.utf8))
        XCTAssertTrue(file.contains("addChild"), "offset \(offset), tail \(length)")
        XCTAssertTrue(file.contains("d"), "offset \(offset), tail \(length)")
        XCTAssertFalse(file.contains("addChildren"), "offset \(offset), tail \(length)")
        XCTAssertFalse(file.contains("aChild"), "offset \(offset), tail \(length)")
      }
    }
    let end = ScannedFile(bytes: Array((String(repeating: "a", count: 33) + "MFM").utf8))
    XCTAssertTrue(end.contains("MFM"))
    XCTAssertTrue(end.contains("aaaM"))
    XCTAssertFalse(end.contains("MFMa"))
    XCTAssertFalse(ScannedFile(bytes: Array("MF".utf8)).contains("MFM"))
    XCTAssertFalse(ScannedFile(bytes: []).contains("a"))
  }
}

final class RobustnessTests: XCTestCase {
  /// Every prefix of every rule example (at a stride) and a few mangled variants must analyse without crashing.
  func testTruncatedAndMangledExamplesNeverCrash() {
    var count = 0
    for rule in RuleRegistry.all {
      for example in rule.description.triggering + rule.description.nonTriggering {
        let bytes = Array(example.code.utf8)
        var end = 0
        while end < bytes.count {
          _ = InteropAnalyzer.analyze(text: SourceTextFactory.make(Array(bytes[0..<end])), path: nil, configuration: AnalysisConfiguration())
          count += 1
          end += 53
        }
        let withoutBraces = bytes.filter { $0 != UInt8(ascii: "}") }
        _ = InteropAnalyzer.analyze(text: SourceTextFactory.make(withoutBraces), path: nil, configuration: AnalysisConfiguration())
        let withoutOpenParens = bytes.filter { $0 != UInt8(ascii: "(") }
        _ = InteropAnalyzer.analyze(text: SourceTextFactory.make(withoutOpenParens), path: nil, configuration: AnalysisConfiguration())
      }
    }
    XCTAssertGreaterThan(count, 100)
  }

  func testDeepNestingIsBounded() {
    let deep = "struct A: UIViewRepresentable { func updateUIView(_ v: V, context: C) {" + String(repeating: "if x { ", count: 3000)
      + "v.text = t" + String(repeating: " }", count: 3000) + " } }"
    _ = InteropAnalyzer.analyze(text: SourceTextFactory.make(Array(deep.utf8)), path: nil, configuration: AnalysisConfiguration())
    let types = String(repeating: "struct A: UIViewRepresentable { ", count: 2000)
    _ = InteropAnalyzer.analyze(text: SourceTextFactory.make(Array(types.utf8)), path: nil, configuration: AnalysisConfiguration())
  }
}

import SwiftLiteParser

enum SourceTextFactory {
  static func make(_ bytes: [UInt8]) -> SourceText { SourceText(bytes: bytes) }
}
