import SwiftLiteParser
import XCTest

/// Every kind in TokenKind's keyword table lexes from its own text, and longer or shorter words do not.
final class KeywordLexingTests: XCTestCase {
  /// Every keyword kind with its text, in table order.
  static var keywords: [(TokenKind, String)] {
    var result: [(TokenKind, String)] = []
    var raw = TokenKind.kw_associatedtype.rawValue
    while let kind = TokenKind(rawValue: raw) {
      if let text = kind.keywordText { result.append((kind, text)) }
      if raw == UInt8.max { break }
      raw += 1
    }
    return result
  }

  func lex(_ text: String) -> [(TokenKind, String)] {
    let bytes = Array(text.utf8)
    var lexer = Lexer(bytes: bytes)
    var result: [(TokenKind, String)] = []
    while true {
      let lexeme = lexer.next()
      if lexeme.kind == .eof { break }
      result.append((lexeme.kind, String(decoding: bytes[lexeme.textStart..<lexeme.textEnd], as: UTF8.self)))
    }
    return result
  }

  func testEveryKeywordRoundTrips() {
    let keywords = Self.keywords
    XCTAssertTrue(keywords.contains { $0.0 == .kw_unsafeMutableAddress })
    for (kind, text) in keywords {
      let tokens = lex(text)
      XCTAssertEqual(tokens.count, 1, "\(text): \(tokens)")
      XCTAssertEqual(tokens.first?.0, kind, "\(text) lexes as \(String(describing: tokens.first?.0))")
      XCTAssertEqual(tokens.first?.1, text)
    }
  }

  func testAKeywordWithOneMoreLetterIsAnIdentifier() {
    for (_, text) in Self.keywords where text.first?.isLetter == true {
      XCTAssertEqual(lex(text + "x").map(\.0), [.identifier], text + "x")
    }
    // Same first 16 bytes as `unsafeMutableAddress`, other tail.
    XCTAssertEqual(lex("unsafeMutableAddrexx").map(\.0), [.identifier])
    XCTAssertEqual(lex("unsafeMutableAdd").map(\.0), [.identifier])
  }

  /// The keyword lookup is a hash of the packed bytes and the length: words that share bytes or a length with a
  /// keyword (a prefix, a letter changed or moved, a keyword's bytes in other case) must still be identifiers.
  func testWordsNearAKeywordAreIdentifiers() {
    let keywords = Self.keywords
    XCTAssertEqual(keywords.count, 100)
    let texts = Dictionary(uniqueKeysWithValues: keywords.map { ($0.1, $0.0) })
    func expected(_ word: String) -> TokenKind { texts[word] ?? .identifier }
    for (_, text) in keywords {
      var words: [String] = [String(text.dropLast()), String(text.dropFirst()), text.uppercased(), text + "_"]
      words.append(String(text.reversed()))
      let bytes = Array(text.utf8)
      for index in bytes.indices {
        var changed = bytes
        changed[index] = changed[index] == UInt8(ascii: "z") ? UInt8(ascii: "a") : changed[index] + 1
        words.append(String(decoding: changed, as: UTF8.self))
      }
      func isWord(_ word: String) -> Bool {
        guard let first = word.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return word.utf8.allSatisfy { byte in
          (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
      }
      for word in words where isWord(word) {
        XCTAssertEqual(lex(word).map(\.0), [expected(word)], word)
      }
    }
  }

  func testUnsafeMutableAddressAccessorAndIdentifierParse() {
    let accessor = SyntaxTree.parse(SourceText("""
      struct Box {
        var value: Int {
          unsafeAddress { fatalError() }
          unsafeMutableAddress { fatalError() }
        }
      }
      """))
    XCTAssertFalse(accessor.hasErrors)
    XCTAssertFalse(SyntaxTree.parse(SourceText("let unsafeMutableAddress = 1\nprint(unsafeMutableAddress)\n")).hasErrors)
  }
}
