/// What the frame reader produced from the bytes it was given.
public enum FrameEvent: Sendable, Equatable {
  /// A complete message body of exactly `Content-Length` bytes.
  case body([UInt8])
  /// Malformed framing that was skipped; the reader has resynchronised on the next header.
  case framingError(String)
}

/// `FrameEvent` with the body as a slice of the reader's buffer (see `FrameReader.nextInPlace()`).
public enum InPlaceFrameEvent {
  case body(ArraySlice<UInt8>)
  case framingError(String)
}

/// The LSP base protocol's framing as a two-state machine (headers, then exactly N body bytes).
///
/// - `Content-Length` is matched case-insensitively; other headers (e.g. `Content-Type`) are ignored.
/// - Bytes may arrive one at a time or many messages per chunk: `append` returns every complete event.
/// - A header block without a usable `Content-Length` is reported and dropped; the reader then waits for
///   the next `Content-Length` header, discarding stray bytes in front of it (reported once).
/// - `resynchronise(after:)` lets the caller hand back a body that failed to parse so that a header hidden
///   inside it (a client that overstated the length swallowed the next frame's start) is found again.
public struct FrameReader: Sendable {
  /// Bodies longer than this are treated as malformed framing rather than awaited forever.
  public static let maximumBodyLength = 512 * 1024 * 1024
  /// A header block longer than this without a terminating blank line is discarded.
  public static let maximumHeaderLength = 64 * 1024

  private var buffer: [UInt8] = []
  /// Read position in `buffer`; consumed bytes are dropped lazily to keep appends cheap.
  private var position = 0
  /// Set while reading a body: how many bytes it has.
  private var expectedBodyLength: Int?
  /// Where the body that `nextInPlace()` returned last lies in `buffer` (until the next call).
  private var lastBody: Range<Int>?

  public init() {}

  /// Bytes received but not yet part of a complete event.
  public var pendingByteCount: Int { buffer.count - position }

  /// True while the reader is in the middle of a body (EOF now means a truncated message).
  public var isInsideBody: Bool { expectedBodyLength != nil }

  /// Buffers bytes; call `next()` until it returns nil to take the complete events.
  public mutating func append(contentsOf bytes: some Sequence<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  /// The next complete event, or nil when more bytes are needed.
  public mutating func next() -> FrameEvent? {
    switch nextInPlace() {
    case nil: return nil
    case .body(let body): return .body(Array(body))
    case .framingError(let problem): return .framingError(problem)
    }
  }

  /// Like `next()`, but a body is a slice of the reader's buffer (no copy). Drop it before the next call
  /// (a slice kept alive while the reader appends or compacts forces a copy of the whole buffer). Right
  /// after a body, `resynchroniseInsideLastBody()` may rewind into it.
  public mutating func nextInPlace() -> InPlaceFrameEvent? {
    // Consumed bytes are dropped only once they outweigh what is left, so the copies stay linear in the
    // input (dropping after every event would copy the remaining tail each time).
    if position >= 1 << 16, position >= buffer.count - position { compact() }
    lastBody = nil
    let event = nextEvent()
    if event == nil { compact() }
    return event
  }

  /// Convenience for tests: buffers `bytes` and returns every event that is complete.
  public mutating func append(_ bytes: some Sequence<UInt8>) -> [FrameEvent] {
    append(contentsOf: bytes)
    var events: [FrameEvent] = []
    while let event = next() {
      events.append(event)
    }
    return events
  }

  /// Pushes bytes back in front of the unread input (used to resynchronise after a bad body).
  public mutating func pushBack(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    compact()
    buffer.insert(contentsOf: bytes, at: 0)
  }

  /// Called right after `nextInPlace()` returned a body that was not valid JSON: if a `Content-Length`
  /// header (or the start of one at the very end) hides inside that body, the reader moves its read offset
  /// back to it and returns true; the next call reads on from there. Nothing is copied: the bytes are
  /// still in the buffer, so nested broken messages cost time linear in their size.
  public mutating func resynchroniseInsideLastBody() -> Bool {
    guard let body = lastBody, body.count > 0 else { return false }
    lastBody = nil
    if let start = Self.find(Self.contentLengthLowercased, in: buffer, from: body.lowerBound + 1, before: body.upperBound) {
      position = start
      return true
    }
    let name = Self.contentLengthLowercased
    var length = min(name.count - 1, body.count - 1)
    while length >= 3 {
      let start = body.upperBound - length
      if Self.matchesCaseInsensitively(buffer, at: start, name, count: length) {
        position = start
        return true
      }
      length -= 1
    }
    return false
  }

  /// Called with a body that was not valid JSON: if a `Content-Length` header (or the start of one at the
  /// very end) hides inside it, returns the bytes from there so they can be pushed back and re-read.
  public static func resynchronisationTail(of body: [UInt8]) -> [UInt8]? {
    if let start = Self.find(Self.contentLengthLowercased, in: body, from: 1) {
      return Array(body[start...])
    }
    // A suffix that is a proper prefix of "content-length" (the rest is still in the stream).
    let name = Self.contentLengthLowercased
    var length = min(name.count - 1, body.count - 1)
    while length >= 3 {
      let start = body.count - length
      if Self.matchesCaseInsensitively(body, at: start, name, count: length) {
        return Array(body[start...])
      }
      length -= 1
    }
    return nil
  }

  private mutating func compact() {
    if position > 0, position >= buffer.count {
      // Everything was read: a buffer grown by one big message (a 20 MB didOpen) is given back.
      if buffer.capacity > 1 << 20 { buffer = [] } else { buffer.removeAll(keepingCapacity: true) }
      position = 0
    } else if position > 0 {
      buffer.removeSubrange(0..<min(position, buffer.count))
      position = 0
    }
  }

  private mutating func nextEvent() -> InPlaceFrameEvent? {
    if let length = expectedBodyLength {
      guard buffer.count - position >= length else { return nil }
      let range = position..<(position + length)
      position += length
      expectedBodyLength = nil
      lastBody = range
      return .body(buffer[range])
    }
    return nextHeaderEvent()
  }

  /// Reads one header block (lines up to an empty line) if complete.
  private mutating func nextHeaderEvent() -> InPlaceFrameEvent? {
    // Skip blank lines between frames (some clients add a stray CRLF) without counting them as junk.
    while position < buffer.count, buffer[position] == 0x0D || buffer[position] == 0x0A {
      position += 1
    }
    guard position < buffer.count else { return nil }
    guard let blockEnd = headerBlockEnd(from: position) else {
      if buffer.count - position > Self.maximumHeaderLength {
        let dropped = buffer.count - position
        position = buffer.count
        return .framingError("discarded \(dropped) bytes without a header terminator")
      }
      return nil
    }
    let block = buffer[position..<blockEnd.contentEnd]
    position = blockEnd.next
    var contentLength: Int?
    var problems: [String] = []
    // Lines end at \r\n, \n or a lone \r.
    for rawLine in block.split(omittingEmptySubsequences: true, whereSeparator: { $0 == 0x0A || $0 == 0x0D }) {
      var line = Array(rawLine)
      // A header glued behind stray bytes (left over from a body shorter than announced) is found by name.
      if let start = Self.find(Self.contentLengthLowercased, in: line, from: 0), start > 0,
        !line[0..<start].allSatisfy({ $0 == 0x20 || $0 == 0x09 })
      {
        problems.append("discarded \(start) stray bytes before a header")
        line = Array(line[start...])
      }
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        problems.append("header line without ':'")
        continue
      }
      let name = Self.lowercased(Self.trimmed(Array(line[0..<colon])))
      guard name == Self.contentLengthLowercased else { continue }
      let value = String(decoding: line[(colon + 1)...], as: UTF8.self)
      contentLength = Self.parseLength(value)
      if contentLength == nil { problems.append("Content-Length is not a number: \(Self.quoted(value))") }
    }
    if let length = contentLength {
      if length > Self.maximumBodyLength {
        return .framingError("Content-Length \(length) exceeds the limit; header ignored")
      }
      expectedBodyLength = length
      if !problems.isEmpty { return .framingError(problems.joined(separator: "; ")) }
      return nextEvent()
    }
    if problems.isEmpty { problems.append("header block without Content-Length") }
    return .framingError(problems.joined(separator: "; ") + "; waiting for the next header")
  }

  /// Finds the blank line ending a header block starting at `start`: returns where the block's content
  /// ends and where the body starts. A line ends at `\r\n`, `\n` or a lone `\r`, so `\r\n\r\n`, `\n\n`
  /// and `\r\r` all end the block (a block ended by `\r\r` must not run on into the next frame's header
  /// and swallow it). A `\r` as the buffer's last byte waits for the next byte (it may be half of `\r\n`).
  private func headerBlockEnd(from start: Int) -> (contentEnd: Int, next: Int)? {
    var index = start
    let count = buffer.count
    while index < count {
      let byte = buffer[index]
      guard byte == 0x0A || byte == 0x0D else {
        index += 1
        continue
      }
      // One line terminator at `index`; then is the next line empty?
      var next = index + 1
      if byte == 0x0D {
        guard next < count else { return nil }
        if buffer[next] == 0x0A { next += 1 }
      }
      guard next < count else { return nil }
      let following = buffer[next]
      if following == 0x0A { return (index, next + 1) }
      if following == 0x0D {
        guard next + 1 < count else { return nil }
        return (index, buffer[next + 1] == 0x0A ? next + 2 : next + 1)
      }
      index = next
    }
    return nil
  }

  static let contentLengthLowercased: [UInt8] = Array("content-length".utf8)

  static func parseLength(_ value: String) -> Int? {
    let digits = value.utf8.filter { $0 != 0x20 && $0 != 0x09 }
    guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    return Int(String(decoding: digits, as: UTF8.self))
  }

  static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
    var slice = bytes[...]
    while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
    while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
    return Array(slice)
  }

  static func lowercased(_ bytes: [UInt8]) -> [UInt8] {
    bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
  }

  static func quoted(_ value: String) -> String {
    let trimmed = value.utf8.count > 40 ? String(value.prefix(40)) + "…" : value
    return "\"" + trimmed.trimmingSpaces + "\""
  }

  static func matchesCaseInsensitively(_ haystack: [UInt8], at start: Int, _ needle: [UInt8], count: Int) -> Bool {
    guard start >= 0, start + count <= haystack.count, count <= needle.count else { return false }
    for offset in 0..<count {
      let byte = haystack[start + offset]
      let lowered = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
      if lowered != needle[offset] { return false }
    }
    return true
  }

  static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int, before end: Int? = nil) -> Int? {
    let limit = min(end ?? haystack.count, haystack.count)
    guard needle.count > 0, limit >= needle.count else { return nil }
    var index = max(start, 0)
    while index + needle.count <= limit {
      if matchesCaseInsensitively(haystack, at: index, needle, count: needle.count) { return index }
      index += 1
    }
    return nil
  }
}

/// Writes one frame: `Content-Length: N\r\n\r\n` followed by the body.
public enum FrameWriter {
  /// The header goes in front of the body in the body's own buffer (the encoder's spare capacity usually has room
  /// for it), so a large message (a publish of thousands of diagnostics) is not held twice, as body and frame.
  public static func frame(_ body: consuming [UInt8]) -> [UInt8] {
    var output = body
    output.insert(contentsOf: Array("Content-Length: \(output.count)\r\n\r\n".utf8), at: 0)
    return output
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var scalars = Substring(self)
    while scalars.first == " " { scalars = scalars.dropFirst() }
    while scalars.last == " " { scalars = scalars.dropLast() }
    return String(scalars)
  }
}
