extension String {
  /// Without leading and trailing spaces, tabs and line breaks.
  var trimmingSpaces: String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" || first == "\n" || first == "\r" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" || last == "\n" || last == "\r" { scalars.removeLast() }
    return String(scalars)
  }

  /// The same answer as `contains(_:)` for a string argument, without its general Unicode search: when
  /// both texts are plain ASCII with no carriage return (one byte is one character), the bytes are
  /// compared directly; anything else takes the library path.
  func includes(_ needle: String) -> Bool {
    let fast: Bool?? = utf8.withContiguousStorageIfAvailable { haystack -> Bool? in
      needle.utf8.withContiguousStorageIfAvailable { pattern -> Bool? in
        String.byteSearch(haystack, pattern)
      } ?? nil
    }
    if let fast, let answer = fast { return answer }
    return contains(needle)
  }

  /// nil when the fast path does not apply (non-ASCII, carriage return, or an empty pattern).
  private static func byteSearch(_ haystack: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard let first = pattern.first else { return nil }
    for byte in pattern where byte >= 0x80 || byte == 0x0D { return nil }
    for byte in haystack where byte >= 0x80 || byte == 0x0D { return nil }
    let count = pattern.count
    guard haystack.count >= count else { return false }
    var start = 0
    let last = haystack.count - count
    while start <= last {
      if haystack[start] == first {
        var offset = 1
        while offset < count && haystack[start + offset] == pattern[offset] { offset += 1 }
        if offset == count { return true }
      }
      start += 1
    }
    return false
  }
}
