#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search over UTF-8 bytes (`memchr` for the first byte, `memcmp` for the rest), for the rules'
/// prefilters: a word that is not in a range of the source cannot be in any node of it.
enum ByteSearch {
  /// Whether `bytes[range]` (clamped to the buffer) contains `word`'s UTF-8 bytes. An empty word is found.
  static func contains(_ bytes: [UInt8], _ range: Range<Int>, _ word: String) -> Bool {
    let lower = min(max(range.lowerBound, 0), bytes.count)
    let upper = min(max(range.upperBound, lower), bytes.count)
    var pattern = word
    return pattern.withUTF8 { needle -> Bool in
      guard let first = needle.first else { return true }
      guard upper - lower >= needle.count, let needleBase = needle.baseAddress else { return false }
      return bytes.withUnsafeBufferPointer { haystack -> Bool in
        guard let base = haystack.baseAddress else { return false }
        // The last place the word can start.
        let end = base + (upper - needle.count)
        var cursor = base + lower
        while cursor <= end {
          guard let found = memchr(cursor, Int32(first), end - cursor + 1) else { return false }
          let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
          if memcmp(candidate, needleBase, needle.count) == 0 { return true }
          cursor = candidate + 1
        }
        return false
      }
    }
  }
}
