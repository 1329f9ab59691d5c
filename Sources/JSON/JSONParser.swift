/// Why a byte sequence is not JSON, with the byte offset where parsing stopped.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  public var offset: Int
  public var reason: String

  public init(offset: Int, reason: String) {
    self.offset = offset
    self.reason = reason
  }

  public var description: String { "\(reason) at byte \(offset)" }
}

/// A strict RFC 8259 parser over UTF-8 bytes that never traps: every index is bounds-checked,
/// nesting is limited to `maximumDepth`, and every loop advances or stops.
///
/// Invalid UTF-8 inside strings is repaired to U+FFFD (and counted in `repairedSequences`); a lone
/// surrogate escape such as `\ud800` also becomes U+FFFD.
public struct JSONParser {
  public static let maximumDepth = 256

  /// The input; indices are those of the slice (its `startIndex` need not be 0).
  private let bytes: ArraySlice<UInt8>
  private var index: Int
  private var depth = 0
  /// How many invalid UTF-8 sequences were replaced while decoding strings.
  public private(set) var repairedSequences = 0

  private init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    self.index = bytes.startIndex
  }

  /// Parses exactly one JSON value (surrounded by optional whitespace).
  public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    try parseCountingRepairs(bytes).value
  }

  /// Parses one JSON value and reports how many invalid UTF-8 sequences its strings contained.
  public static func parseCountingRepairs(_ bytes: [UInt8]) throws(JSONParseError) -> (value: JSONValue, repairs: Int) {
    try parseCountingRepairs(bytes[...])
  }

  /// Parses one JSON value from a slice without copying it (the frame reader hands out bodies in place);
  /// error offsets count from the slice's start.
  public static func parseCountingRepairs(_ bytes: ArraySlice<UInt8>) throws(JSONParseError) -> (value: JSONValue, repairs: Int) {
    var parser = JSONParser(bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.endIndex else {
      throw parser.error("unexpected data after the JSON value")
    }
    return (value, parser.repairedSequences)
  }

  public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  private var current: UInt8? {
    index < bytes.endIndex ? bytes[index] : nil
  }

  private mutating func skipWhitespace() {
    while index < bytes.endIndex {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func error(_ reason: String) -> JSONParseError {
    JSONParseError(offset: index - bytes.startIndex, reason: reason)
  }

  private mutating func parseValue() throws(JSONParseError) -> JSONValue {
    guard let byte = current else { throw error("unexpected end of input") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character")
    }
  }

  private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.endIndex else { throw error("unexpected end of input") }
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
    for offset in 0..<count where bytes[index + offset] != expected[offset] {
      throw error("invalid literal")
    }
    index += count
    return value
  }

  private mutating func enter() throws(JSONParseError) {
    depth += 1
    if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth)") }
  }

  private mutating func parseObject() throws(JSONParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1  // {
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
      let key = try parseString()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':'") }
      index += 1
      skipWhitespace()
      members[key] = try parseValue()
      skipWhitespace()
      guard let separator = current else { throw error("unexpected end of input in object") }
      index += 1
      if separator == UInt8(ascii: "}") { return .object(members) }
      guard separator == UInt8(ascii: ",") else {
        index -= 1
        throw error("expected ',' or '}'")
      }
    }
  }

  private mutating func parseArray() throws(JSONParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard let separator = current else { throw error("unexpected end of input in array") }
      index += 1
      if separator == UInt8(ascii: "]") { return .array(elements) }
      guard separator == UInt8(ascii: ",") else {
        index -= 1
        throw error("expected ',' or ']'")
      }
    }
  }

  private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = index
    var isInteger = true
    if current == UInt8(ascii: "-") { index += 1 }
    guard let first = current, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else {
      throw error("expected a digit")
    }
    if first == UInt8(ascii: "0") {
      index += 1
    } else {
      skipDigits()
    }
    if current == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard skipDigits() > 0 else { throw error("expected a digit after '.'") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard skipDigits() > 0 else { throw error("expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let integer = Int(text) {
      return .integer(integer)
    }
    guard let double = Double(text) else { throw JSONParseError(offset: start - bytes.startIndex, reason: "invalid number") }
    // `1E999` overflows to infinity, which JSON cannot write back (found by FramingFuzz): reject it, as
    // Foundation's JSONSerialization does, instead of carrying a value that has no JSON form.
    guard double.isFinite else { throw JSONParseError(offset: start - bytes.startIndex, reason: "number out of range") }
    return .double(double)
  }

  @discardableResult
  private mutating func skipDigits() -> Int {
    let start = index
    while index < bytes.endIndex, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
      index += 1
    }
    return index - start
  }

  private mutating func parseString() throws(JSONParseError) -> String {
    index += 1  // opening quote
    let start = index
    // Fast path: no escapes, ASCII or valid UTF-8.
    var sawHighBytes = false
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let slice = bytes[start..<index]
        index += 1
        if sawHighBytes { repairedSequences += Self.invalidSequenceCount(slice) }
        return String(decoding: slice, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("unescaped control character in string") }
      if byte >= 0x80 { sawHighBytes = true }
      index += 1
    }
    guard index < bytes.endIndex else { throw error("unterminated string") }
    // Slow path: there are escapes. The bytes up to the closing quote bound the decoded length (an escape never
    // decodes longer than it is written: `\n` is 1 byte of 2, `\uXXXX` at most 3 of 6, a surrogate pair 4 of 12),
    // so the string's own storage is allocated once at that size and the bytes are decoded straight into it: a
    // document's text in a `didOpen` (megabytes of escaped newlines) exists once, not once in a buffer and again
    // in the string made from it. The runs between escapes are copied whole.
    var end = index
    while end < bytes.endIndex && bytes[end] != UInt8(ascii: "\"") {
      end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
    }
    let capacity = min(end, bytes.endIndex) - start
    var failure: JSONParseError?
    let decoded = String(unsafeUninitializedCapacity: capacity) { storage -> Int in
      var output = ByteSink(storage)
      do throws(JSONParseError) {
        try decodeEscapedString(from: start, sawHighBytes: sawHighBytes, into: &output)
      } catch {
        failure = error
        return 0
      }
      return output.count
    }
    if let failure { throw failure }
    return decoded
  }

  /// The decoding loop of `parseString`'s slow path: `start` is where the string's bytes begin, `index` the first
  /// escape. Returns with `index` past the closing quote, every byte of the string written to `output`.
  private mutating func decodeEscapedString(from start: Int, sawHighBytes: Bool, into output: inout ByteSink) throws(JSONParseError) {
    var sawHighBytes = sawHighBytes
    output.append(contentsOf: bytes[start..<index])
    var pendingHighSurrogate: UInt32?
    func flushSurrogate(_ output: inout ByteSink) {
      if pendingHighSurrogate != nil {
        output.appendReplacementCharacter()
        pendingHighSurrogate = nil
      }
    }
    while index < bytes.endIndex {
      // A run of bytes that stand for themselves.
      let run = index
      while index < bytes.endIndex {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        if byte >= 0x80 { sawHighBytes = true }
        index += 1
      }
      if index > run {
        flushSurrogate(&output)
        output.append(contentsOf: bytes[run..<index])
      }
      guard index < bytes.endIndex else { break }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flushSurrogate(&output)
        index += 1
        guard !output.overflowed else { throw error("string decoding overran its bound") }
        if sawHighBytes { repairedSequences += Self.invalidSequenceCount(output.written) }
        return
      }
      if byte < 0x20 { throw error("unescaped control character in string") }
      index += 1
      guard let escape = current else { throw error("unterminated escape") }
      index += 1
      if escape == UInt8(ascii: "u") {
        let unit = try parseHex4()
        if (0xD800...0xDBFF).contains(unit) {
          flushSurrogate(&output)
          pendingHighSurrogate = unit
        } else if (0xDC00...0xDFFF).contains(unit) {
          if let high = pendingHighSurrogate {
            let scalar = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
            pendingHighSurrogate = nil
            output.appendScalar(scalar)
          } else {
            output.appendReplacementCharacter()
          }
        } else {
          flushSurrogate(&output)
          output.appendScalar(unit)
        }
        continue
      }
      flushSurrogate(&output)
      switch escape {
      case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
      case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "/"): output.append(UInt8(ascii: "/"))
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "t"): output.append(0x09)
      default:
        index -= 1
        throw error("invalid escape")
      }
    }
    throw error("unterminated string")
  }

  private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
    guard index + 4 <= bytes.endIndex else { throw error("truncated \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid hex digit in \\u escape")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  /// Number of ill-formed UTF-8 sequences (each later decoded as one U+FFFD).
  static func invalidSequenceCount(_ bytes: some Sequence<UInt8>) -> Int {
    var count = 0
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    decodeLoop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: break decodeLoop
      case .error: count += 1
      }
    }
    return count
  }
}

/// The decoded bytes of a string, written into storage sized once for them (`parseString`). Never writes past the
/// storage: a byte that does not fit is dropped and `overflowed` set (the bound makes that impossible; the parser
/// then reports an error instead of returning a cut string).
struct ByteSink {
  private let storage: UnsafeMutableBufferPointer<UInt8>
  private(set) var count = 0
  private(set) var overflowed = false

  init(_ storage: UnsafeMutableBufferPointer<UInt8>) {
    self.storage = storage
  }

  /// The bytes written so far.
  var written: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: storage[0..<count])
  }

  mutating func append(_ byte: UInt8) {
    guard count < storage.count else {
      overflowed = true
      return
    }
    storage[count] = byte
    count += 1
  }

  mutating func append(contentsOf bytes: ArraySlice<UInt8>) {
    guard bytes.count <= storage.count - count else {
      overflowed = true
      return
    }
    bytes.withUnsafeBufferPointer { source in
      guard let base = source.baseAddress, let target = storage.baseAddress else { return }
      (target + count).update(from: base, count: source.count)
    }
    count += bytes.count
  }

  mutating func appendReplacementCharacter() {
    append(0xEF)
    append(0xBF)
    append(0xBD)
  }

  /// The scalar's UTF-8 bytes (U+FFFD for a value that is not a scalar, such as a lone surrogate).
  mutating func appendScalar(_ value: UInt32) {
    guard let scalar = Unicode.Scalar(value), let units = UTF8.encode(scalar) else {
      appendReplacementCharacter()
      return
    }
    for unit in units { append(unit) }
  }
}
