#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search over UTF-8 bytes, for the rules' prefilters: a word that is not in a range of the source
/// cannot be in any node of it. `memchr` looks for the word's least common byte (by a fixed ranking of bytes in
/// Swift source; its first byte, often a lower-case letter, stops the search every few bytes), `memcmp`
/// compares the whole word around each hit.
enum ByteSearch {
  /// Whether `bytes[range]` (clamped to the buffer) contains `word`'s UTF-8 bytes. An empty word is found.
  static func contains(_ bytes: [UInt8], _ range: Range<Int>, _ word: String) -> Bool {
    let lower = min(max(range.lowerBound, 0), bytes.count)
    let upper = min(max(range.upperBound, lower), bytes.count)
    var pattern = word
    return pattern.withUTF8 { needle -> Bool in
      guard !needle.isEmpty else { return true }
      guard upper - lower >= needle.count, let needleBase = needle.baseAddress else { return false }
      // The word's rarest byte and where it sits in the word.
      var pivot = 0
      for index in needle.indices where rank[Int(needle[index])] > rank[Int(needle[pivot])] { pivot = index }
      let pivotByte = Int32(needle[pivot])
      return bytes.withUnsafeBufferPointer { haystack -> Bool in
        guard let base = haystack.baseAddress else { return false }
        // Where the pivot byte of a match can be: the word starts at or after `lower` and ends by `upper`.
        var cursor = base + lower + pivot
        let end = base + (upper - needle.count + pivot)
        while cursor <= end {
          guard let found = memchr(cursor, pivotByte, end - cursor + 1) else { return false }
          let hit = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
          if memcmp(hit - pivot, needleBase, needle.count) == 0 { return true }
          cursor = hit + 1
        }
        return false
      }
    }
  }

  /// How rare each byte is in Swift source (higher: rarer): the bytes of `common`, most frequent first, then
  /// every other byte, rarest of all.
  static let rank: [Int] = {
    let common = Array(" \n\tetaoinsrlcdupmfh.():gb,y=vwk\"{}SICTVx/AFDPRELMNUBOWHGq_j0z1-2[]>".utf8)
    var rank = Array(repeating: common.count, count: 256)
    for (index, byte) in common.enumerated() { rank[Int(byte)] = index }
    return rank
  }()
}
