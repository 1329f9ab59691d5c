@testable import InteropAnalysis
import Testing

/// `ByteSearch.contains` (a `memchr` on the word's rarest byte, then a compare around each hit) finds exactly
/// what a plain scan of every start position finds: random texts over a small alphabet (many partial matches),
/// random words and ranges, including ranges past the buffer and inverted ones.
@Suite struct ByteSearchTests {
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &+ 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Whether `word` starts at some position of `bytes[range]` (the range clamped as `ByteSearch` clamps it).
  static func plainContains(_ bytes: [UInt8], _ range: Range<Int>, _ word: [UInt8]) -> Bool {
    let lower = min(max(range.lowerBound, 0), bytes.count)
    let upper = min(max(range.upperBound, lower), bytes.count)
    if word.isEmpty { return true }
    guard upper - lower >= word.count else { return false }
    for start in lower...(upper - word.count) where Array(bytes[start..<(start + word.count)]) == word { return true }
    return false
  }

  @Test func equalsPlainScan() {
    var generator = Generator(state: 20_261_203)
    // `e` is common, `Q` and `é`'s bytes rare: the pivot moves around inside the words.
    let alphabet = Array("eeetQ(x\n".utf8) + Array("é".utf8)
    for _ in 0..<4_000 {
      let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
      let word = (0..<Int.random(in: 0...5, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
      let lower = Int.random(in: -3...(text.count + 3), using: &generator)
      let upper = Int.random(in: -3...(text.count + 3), using: &generator)
      let range = min(lower, upper)..<max(lower, upper)
      let wordText = String(decoding: word, as: UTF8.self)
      // A word cut inside `é` decodes to U+FFFD: compare against the bytes the search actually looks for.
      let expected = Self.plainContains(text, range, Array(wordText.utf8))
      #expect(ByteSearch.contains(text, range, wordText) == expected, "\(text) \(range) \(word)")
    }
  }

  @Test func edges() {
    let text = Array("sheet popover rootView".utf8)
    #expect(ByteSearch.contains(text, 0..<text.count, "sheet"))
    #expect(ByteSearch.contains(text, 0..<text.count, "rootView"))
    #expect(!ByteSearch.contains(text, 0..<(text.count - 1), "rootView"))
    #expect(!ByteSearch.contains(text, 1..<text.count, "sheet"))
    #expect(ByteSearch.contains(text, 6..<13, "popover"))
    #expect(!ByteSearch.contains(text, 6..<12, "popover"))
    #expect(ByteSearch.contains(text, 5..<5, ""))
    #expect(!ByteSearch.contains([], 0..<10, "a"))
  }
}
