import SwiftLiteParser
import XCTest

/// Regex literals (SE-0354): where they end, what an unterminated one becomes, and that the memo
/// which keeps lexing linear gives the same tokens as scanning each literal on its own.
final class RegexLexingTests: XCTestCase {
  func tokens(_ text: String) -> [(TokenKind, String, Bool)] {
    let bytes = Array(text.utf8)
    var lexer = Lexer(bytes: bytes)
    var result: [(TokenKind, String, Bool)] = []
    while true {
      let lexeme = lexer.next()
      if lexeme.kind == .eof { break }
      let text = String(decoding: bytes[lexeme.textStart..<lexeme.textEnd], as: UTF8.self)
      result.append((lexeme.kind, text, lexeme.flags.contains(.lexError)))
    }
    return result
  }

  func assertTokens(
    _ text: String, _ expected: [(TokenKind, String, Bool)], file: StaticString = #filePath, line: UInt = #line
  ) {
    let actual = tokens(text)
    XCTAssertEqual(actual.count, expected.count, "\(actual)", file: file, line: line)
    for (a, e) in zip(actual, expected) {
      XCTAssertTrue(a.0 == e.0 && a.1 == e.1 && a.2 == e.2, "got \(a), expected \(e)", file: file, line: line)
    }
  }

  func testBareRegexEndsAtFirstSlashOutsideAClass() {
    assertTokens(
      "x = /a[/]b\\/c/", [(.identifier, "x", false), (.equal, "=", false), (.regexLiteral, "/a[/]b\\/c/", false)])
  }

  func testBareRegexDoesNotSpanLinesEvenAfterABackslash() {
    assertTokens(
      "f(/a\\\nb/)",
      [
        (.identifier, "f", false), (.leftParen, "(", false), (.operatorSymbol, "/", false), (.identifier, "a", false),
        (.backslash, "\\", false), (.identifier, "b", false), (.operatorSymbol, "/", false), (.rightParen, ")", false),
      ])
  }

  func testExtendedRegexOnOneLine() {
    assertTokens("let r = #/a/b/#", [(.kw_let, "let", false), (.identifier, "r", false), (.equal, "=", false), (.regexLiteral, "#/a/b/#", false)])
  }

  func testMultiLineExtendedRegexEndsAtMatchingDelimiter() {
    assertTokens(
      "r = ##/  \n  a/#\n  /##\nx",
      [(.identifier, "r", false), (.equal, "=", false), (.regexLiteral, "##/  \n  a/#\n  /##", false), (.identifier, "x", false)])
  }

  func testUnterminatedExtendedRegexEndsAtTheLineBreak() {
    assertTokens("##/ab\nx", [(.regexLiteral, "##/ab", true), (.identifier, "x", false)])
    assertTokens("##/\nx\n##/ \ny", [(.regexLiteral, "##/", true), (.identifier, "x", false), (.regexLiteral, "##/ ", true), (.identifier, "y", false)])
  }

  func testPoundRunsAreSinglePoundTokens() {
    assertTokens("###x", [(.pound, "#", false), (.pound, "#", false), (.poundIdentifier, "#x", false)])
  }

  /// Long lines of `/`, `[`, `]`, `\` and letters: every `/` where a regex may start is a regex exactly
  /// when a plain scan from it finds a closing `/` on the line (the memo path is taken for lines over 64 bytes).
  func testLongLinesMatchAPlainScan() {
    var generator = SeededGenerator(seed: 20)
    let alphabet: [UInt8] = Array("/[]\\a(".utf8)
    for _ in 0..<300 {
      var bytes = Array("x = (".utf8)
      let length = 40 + Int(generator.next() % 200)
      for _ in 0..<length { bytes.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
      var lexer = Lexer(bytes: bytes)
      var previous: TokenKind = .eof
      while true {
        let lexeme = lexer.next()
        if lexeme.kind == .eof { break }
        let start = lexeme.textStart
        let next = start + 1 < bytes.count ? bytes[start + 1] : 0
        if bytes[start] == UInt8(ascii: "/") && (previous == .leftParen || previous == .operatorSymbol)
          && next != UInt8(ascii: "/") && next != UInt8(ascii: "*") && next != 0
        {
          let closer = plainCloser(bytes, patternStart: start + 1)
          XCTAssertEqual(lexeme.kind == .regexLiteral, closer != nil, "\(String(decoding: bytes, as: UTF8.self)) at \(start)")
          if let closer, lexeme.kind == .regexLiteral { XCTAssertEqual(lexeme.textEnd, closer + 1) }
        }
        previous = lexeme.kind
      }
    }
  }

  func plainCloser(_ bytes: [UInt8], patternStart: Int) -> Int? {
    var p = patternStart
    var depth = 0
    while p < bytes.count {
      switch bytes[p] {
      case UInt8(ascii: "\\"): p += 2; continue
      case UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "]"): depth = max(0, depth - 1)
      case UInt8(ascii: "/") where depth == 0: return p
      default: break
      }
      p += 1
    }
    return nil
  }
}
