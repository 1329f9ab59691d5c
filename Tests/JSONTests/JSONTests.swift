import JSON
import XCTest

final class JSONTests: XCTestCase {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(text)
  }

  private func encode(_ value: JSONValue) -> String {
    String(decoding: JSONWriter.encode(value), as: UTF8.self)
  }

  func testParsesEveryKindOfValue() throws {
    let value = try parse(#" {"a": [1, -2, 3.5, 1e3, true, false, null], "b": {"c": "d"}, "e": ""} "#)
    XCTAssertEqual(
      value,
      [
        "a": [1, -2, 3.5, .double(1000), true, false, nil],
        "b": ["c": "d"],
        "e": "",
      ])
  }

  func testWriterSortsKeysAndWritesNullResults() {
    let value: JSONValue = ["result": nil, "id": 1, "jsonrpc": "2.0"]
    XCTAssertEqual(encode(value), #"{"id":1,"jsonrpc":"2.0","result":null}"#)
  }

  func testStringEscapesRoundTrip() throws {
    let text = "quote \" backslash \\ newline \n tab \t bell \u{07} del \u{7F} é 😀"
    let encoded = encode(.string(text))
    XCTAssertEqual(encoded, #""quote \" backslash \\ newline \n tab \t bell \u0007 del \u007f é 😀""#)
    XCTAssertEqual(try parse(encoded), .string(text))
  }

  func testUnicodeEscapesIncludingSurrogatePairs() throws {
    XCTAssertEqual(try parse(#""\u00e9\ud83d\ude00\/\b\f""#), .string("é😀/\u{08}\u{0C}"))
  }

  func testLoneSurrogatesBecomeReplacementCharacters() throws {
    XCTAssertEqual(try parse(#""a\ud800b""#), .string("a\u{FFFD}b"))
    XCTAssertEqual(try parse(#""\udc00""#), .string("\u{FFFD}"))
    XCTAssertEqual(try parse(#""\ud800""#), .string("\u{FFFD}"))
  }

  func testInvalidUTF8IsRepairedAndCounted() throws {
    let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x62, 0xC3, 0x28, 0x22]
    let (value, repairs) = try JSONParser.parseCountingRepairs(bytes)
    XCTAssertEqual(value, .string("a\u{FFFD}b\u{FFFD}("))
    XCTAssertEqual(repairs, 2)
  }

  /// The escaped-string path decodes into storage sized from the written length: escapes that decode to the most
  /// bytes per written byte (surrogate pairs, 3-byte `\u` escapes, a lone high surrogate at the end) fill it, invalid
  /// UTF-8 between escapes is repaired and counted as before, and a cut or bad string is still an error.
  func testEscapedStringsDecodeInPlaceWithRepairs() throws {
    XCTAssertEqual(try parse(#""\ud83d\ude00\ud83d\ude00""#), .string("\u{1F600}\u{1F600}"))
    XCTAssertEqual(try parse(#""\uffff\u0800\u07ff\u0000""#), .string("\u{FFFF}\u{0800}\u{07FF}\u{0000}"))
    XCTAssertEqual(try parse(#""x\ud800""#), .string("x\u{FFFD}"))
    XCTAssertEqual(try parse(#""\ud800\ud800\udc00""#), .string("\u{FFFD}\u{10000}"))
    XCTAssertEqual(try parse(#""\n""#), .string("\n"))
    var bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x5C, 0x6E, 0x62, 0xC3, 0x28, 0x5C, 0x74, 0xE2, 0x82, 0x22]
    let (value, repairs) = try JSONParser.parseCountingRepairs(bytes)
    XCTAssertEqual(value, .string("a\u{FFFD}\nb\u{FFFD}(\t\u{FFFD}"))
    XCTAssertEqual(repairs, 3)
    // A long document text with an escape per line is the same string as its lines joined.
    let line = "let value = \"Grüße\" // \\ padding"
    let lines = Array(repeating: line, count: 2_000)
    bytes = Array(("\"" + lines.map { $0.replacingEscapes() }.joined(separator: "\\n") + "\"").utf8)
    XCTAssertEqual(try JSONParser.parse(bytes), .string(lines.joined(separator: "\n")))
    XCTAssertThrowsError(try parse(#""ab\n"#))
    XCTAssertThrowsError(try parse(#""ab\q""#))
    XCTAssertThrowsError(try parse("\"a\\n\u{01}\""))
    XCTAssertThrowsError(try parse(#""\u12""#))
  }

  func testIntegersStayIntegers() throws {
    XCTAssertEqual(try parse("9007199254740993"), .integer(9_007_199_254_740_993))
    XCTAssertEqual(try parse("-0"), .integer(0))
    XCTAssertEqual(try parse("2.0").intValue, 2)
    // A double keeps its kind through a write and a parse (FramingFuzz found `1e2` coming back as an integer).
    XCTAssertEqual(encode(.double(2.0)), "2.0")
    XCTAssertEqual(try parse(encode(.double(100))), .double(100))
    XCTAssertEqual(try parse(encode(.double(-0.0))), .double(-0.0))
    XCTAssertEqual(encode(.double(.nan)), "null")
  }

  func testNumbersBeyondDoubleAreRejectedNotTurnedIntoInfinity() throws {
    // FramingFuzz: `9E999` parsed to infinity, which is written back as `null`.
    XCTAssertEqual(try parse("99999999999999999999"), .double(1e20))
    XCTAssertEqual(try parse(encode(.double(1e308))), .double(1e308))
    for text in ["9E999", "-1e400", "[1, 2e9999]"] {
      XCTAssertThrowsError(try parse(text), text) { error in
        XCTAssertEqual((error as? JSONParseError)?.reason, "number out of range", text)
      }
    }
  }

  func testErrorsCarryOffsetsAndReasons() {
    let cases: [(String, JSONParseError)] = [
      ("", JSONParseError(offset: 0, reason: "unexpected end of input")),
      ("{\"a\":1", JSONParseError(offset: 6, reason: "unexpected end of input in object")),
      ("[1,]", JSONParseError(offset: 3, reason: "unexpected character")),
      ("{} x", JSONParseError(offset: 3, reason: "unexpected data after the JSON value")),
      ("01", JSONParseError(offset: 1, reason: "unexpected data after the JSON value")),
      ("\"a\nb\"", JSONParseError(offset: 2, reason: "unescaped control character in string")),
      ("\"\\x\"", JSONParseError(offset: 2, reason: "invalid escape")),
      ("\"\\u12\"", JSONParseError(offset: 3, reason: "truncated \\u escape")),
      ("\"\\u12x4\"", JSONParseError(offset: 5, reason: "invalid hex digit in \\u escape")),
      ("tru", JSONParseError(offset: 0, reason: "unexpected end of input")),
      ("nul!", JSONParseError(offset: 0, reason: "invalid literal")),
      ("1.", JSONParseError(offset: 2, reason: "expected a digit after '.'")),
      ("{1:2}", JSONParseError(offset: 1, reason: "expected a string key")),
    ]
    for (text, expected) in cases {
      XCTAssertThrowsError(try JSONParser.parse(text), text) { error in
        XCTAssertEqual(error as? JSONParseError, expected, text)
      }
    }
  }

  func testNestingIsLimitedInsteadOfOverflowingTheStack() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    XCTAssertThrowsError(try JSONParser.parse(deep)) { error in
      XCTAssertEqual(error as? JSONParseError, JSONParseError(offset: 256, reason: "nesting deeper than 256"))
    }
    let allowed = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    XCTAssertNoThrow(try JSONParser.parse(allowed))
  }
}

extension String {
  /// The JSON string body for this text (quotes and backslashes escaped).
  fileprivate func replacingEscapes() -> String {
    var result = ""
    for character in self {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default: result.append(character)
      }
    }
    return result
  }
}
