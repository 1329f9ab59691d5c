/// The text of one document as UTF-8 bytes, the unit every offset in the project is counted in.
///
/// Invalid UTF-8 is repaired on the way in: each maximal invalid sequence becomes U+FFFD, so the rest
/// of the project may assume well-formed UTF-8 (and `repairedSequenceCount` lets the caller log it).
public struct SourceText: Sendable, Hashable {
  public private(set) var bytes: [UInt8]
  /// How many invalid UTF-8 sequences were replaced by U+FFFD when this text was made.
  public private(set) var repairedSequenceCount: Int

  public init(_ string: String) {
    self.bytes = Array(string.utf8)
    self.repairedSequenceCount = 0
  }

  public init(bytes: [UInt8]) {
    let (repaired, count) = SourceText.repairUTF8(bytes)
    self.bytes = repaired
    self.repairedSequenceCount = count
  }

  public var count: Int { bytes.count }

  public var string: String { String(decoding: bytes, as: UTF8.self) }

  /// The text of a byte range, clamped to the text.
  public func text(in range: Range<Int>) -> String {
    let clamped = clamp(range)
    return String(decoding: bytes[clamped], as: UTF8.self)
  }

  /// Clamps a byte range into `0...count`.
  public func clamp(_ range: Range<Int>) -> Range<Int> {
    let lower = min(max(range.lowerBound, 0), bytes.count)
    let upper = min(max(range.upperBound, lower), bytes.count)
    return lower..<upper
  }

  /// Applies one edit (its range clamped to the text) and returns the edit as actually applied.
  @discardableResult
  public mutating func apply(_ edit: TextEdit) -> TextEdit {
    let range = clamp(edit.range)
    let (replacement, repairs) = SourceText.repairUTF8(edit.replacement)
    bytes.replaceSubrange(range, with: replacement)
    repairedSequenceCount += repairs
    return TextEdit(range: range, replacement: replacement)
  }

  /// Replaces every invalid UTF-8 sequence with U+FFFD (EF BF BD), following the
  /// "maximal subpart" practice of the Unicode standard. Returns the bytes and how many were repaired.
  public static func repairUTF8(_ input: [UInt8]) -> ([UInt8], Int) {
    // Fast path: ASCII or already valid.
    if isValidUTF8(input) { return (input, 0) }
    var output: [UInt8] = []
    output.reserveCapacity(input.count + 8)
    var repairs = 0
    var index = 0
    let count = input.count
    while index < count {
      let length = validSequenceLength(input, at: index)
      if length > 0 {
        output.append(contentsOf: input[index..<(index + length)])
        index += length
      } else {
        output.append(contentsOf: [0xEF, 0xBF, 0xBD])
        repairs += 1
        index += max(1, maximalInvalidSubpartLength(input, at: index))
      }
    }
    return (output, repairs)
  }

  static func isValidUTF8(_ input: [UInt8]) -> Bool {
    var index = 0
    let count = input.count
    input.withUnsafeBytes { raw in
      // Eight ASCII bytes at a time while eight remain (`index + 8 <= count`): up to the word with the first
      // non-ASCII byte, or the last few bytes; the loop below goes on from there.
      while index &+ 8 <= count {
        if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return }
        index &+= 8
      }
    }
    while index < count {
      if input[index] < 0x80 {
        index += 1
        continue
      }
      let length = validSequenceLength(input, at: index)
      if length == 0 { return false }
      index += length
    }
    return true
  }

  /// Length of the well-formed UTF-8 sequence starting at `index`, or 0 if it is not well formed.
  static func validSequenceLength(_ input: [UInt8], at index: Int) -> Int {
    let count = input.count
    guard index < count else { return 0 }
    let lead = input[index]
    func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      let position = index + offset
      guard position < count else { return false }
      return input[position] >= low && input[position] <= high
    }
    switch lead {
    case 0x00...0x7F:
      return 1
    case 0xC2...0xDF:
      return continuation(1) ? 2 : 0
    case 0xE0:
      return continuation(1, 0xA0, 0xBF) && continuation(2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF:
      return continuation(1) && continuation(2) ? 3 : 0
    case 0xED:
      return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
    case 0xF0:
      return continuation(1, 0x90, 0xBF) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3:
      return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4:
      return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default:
      return 0
    }
  }

  /// How many bytes of an ill-formed sequence at `index` form one maximal invalid subpart.
  static func maximalInvalidSubpartLength(_ input: [UInt8], at index: Int) -> Int {
    let count = input.count
    guard index < count else { return 1 }
    let lead = input[index]
    var expected: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: expected = 2
    case 0xE0: expected = 3; low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: expected = 3
    case 0xED: expected = 3; high = 0x9F
    case 0xF0: expected = 4; low = 0x90
    case 0xF1...0xF3: expected = 4
    case 0xF4: expected = 4; high = 0x8F
    default: return 1
    }
    var length = 1
    while length < expected, index + length < count {
      let byte = input[index + length]
      if length == 1 {
        guard byte >= low && byte <= high else { break }
      } else {
        guard byte >= 0x80 && byte <= 0xBF else { break }
      }
      length += 1
    }
    return length
  }
}
