/// A position as a 0-based line and a 0-based column; the column's unit is given by `ColumnEncoding`.
public struct LinePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: LinePosition, rhs: LinePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// What a column counts: UTF-8 bytes or UTF-16 code units (LSP's default).
public enum ColumnEncoding: String, Sendable, Hashable {
  case utf8 = "utf-8"
  case utf16 = "utf-16"
}

/// The one place where byte offsets become lines and columns and back.
///
/// Lines end at `\n`, `\r\n` or a lone `\r` (as in LSP). Every conversion clamps: an offset past the end
/// maps to the end, an offset inside a multi-byte character maps to that character's start, a line past
/// the last maps to the end of the text, and a column past the end of its line maps to the line's end
/// (before its terminator). Nothing here traps on input.
public struct LineIndex: Sendable {
  public let bytes: [UInt8]
  /// Byte offset at which each line starts (`[0] == 0`), as `UInt32` (half an `Int`: a 5 MB document of short
  /// lines keeps 1 MB less) while every offset fits, else in `wideStarts` (`narrowStarts` then empty).
  let narrowStarts: [UInt32]
  /// The line starts of a text longer than `UInt32.max` bytes (or than the limit a test gives); else empty.
  let wideStarts: [Int]
  public let lineCount: Int

  /// Byte offset at which each line starts; `lineStarts[0] == 0` (made from the stored starts on each call).
  public var lineStarts: [Int] {
    wideStarts.isEmpty ? narrowStarts.map { Int($0) } : wideStarts
  }

  /// The start of `line`, which must be below `lineCount`.
  @inline(__always)
  func start(ofLine line: Int) -> Int {
    wideStarts.isEmpty ? Int(narrowStarts[line]) : wideStarts[line]
  }
  /// `checkpointUnits[k]`: UTF-16 code units of the characters that start before byte `k × checkpointStride`
  /// (a character starts at every byte that is not a UTF-8 continuation byte; a 4-byte lead counts 2). A
  /// UTF-16 column is then found with at most one stride of scanning, so converting many positions on one
  /// very long line stays linear instead of rescanning the line for each.
  let checkpointUnits: [Int]
  static let checkpointStride = 4096

  public init(_ bytes: [UInt8]) {
    self.init(bytes, narrowLimit: Int(UInt32.max))
  }

  /// `narrowLimit`: the longest text whose line starts are kept as `UInt32` (at most `UInt32.max`; tests pass a
  /// small one to check the `Int` storage).
  init(_ bytes: [UInt8], narrowLimit: Int) {
    self.bytes = bytes
    let isWide = bytes.count > min(narrowLimit, Int(UInt32.max))
    var starts: [UInt32] = isWide ? [] : [0]
    var wide: [Int] = isWide ? [0] : []
    var checkpoints: [Int] = []
    checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
    let mask = Self.checkpointStride - 1
    bytes.withUnsafeBufferPointer { buffer in
      let raw = UnsafeRawBufferPointer(buffer)
      let count = buffer.count
      var units = 0
      var chunk = 0
      // One checkpoint per stride, then the stride's bytes: eight at a time while they are ASCII without a line
      // break (one UTF-16 unit each), else one by one (the UTF-16 count without a branch, a line break test only
      // for bytes up to `\r`).
      while chunk < count {
        checkpoints.append(units)
        let end = min(chunk + mask + 1, count)
        var index = chunk
        while index < end {
          var stop = index + 1
          if index + 8 <= end {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if word & Self.highBits == 0 && !Self.hasByte(word, UInt8(ascii: "\r")) {
              // ASCII, no `\r`: one unit per byte, a line after each `\n` (its bit in the mask, lowest byte first).
              var breaks = Self.bytesEqual(word, UInt8(ascii: "\n"))
              while breaks != 0 {
                let start = index + breaks.trailingZeroBitCount / 8 + 1
                if isWide { wide.append(start) } else { starts.append(UInt32(truncatingIfNeeded: start)) }
                breaks &= breaks &- 1
              }
              units += 8
              index += 8
              continue
            }
            stop = index + 8
          }
          while index < stop {
            let byte = buffer[index]
            units += (byte & 0xC0 != 0x80 ? 1 : 0) + (byte >= 0xF0 && byte <= 0xF7 ? 1 : 0)
            if byte <= UInt8(ascii: "\r") {
              if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && (index + 1 == count || buffer[index + 1] != UInt8(ascii: "\n")))
              {
                if isWide { wide.append(index + 1) } else { starts.append(UInt32(truncatingIfNeeded: index + 1)) }
              }
            }
            index += 1
          }
        }
        chunk = end
      }
    }
    // The starts grew by doubling: up to half the capacity can be unused (a 5 MB file of short lines: 1 MB). Kept
    // at their size instead (the copy is made once, and the grown array freed at once).
    if starts.capacity - starts.count > starts.count / 8 { starts = starts.withUnsafeBufferPointer { Array($0) } }
    if wide.capacity - wide.count > wide.count / 8 { wide = wide.withUnsafeBufferPointer { Array($0) } }
    self.narrowStarts = starts
    self.wideStarts = wide
    self.lineCount = isWide ? wide.count : starts.count
    self.checkpointUnits = checkpoints
  }

  static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Whether one of the eight bytes of `word` (all below 0x80) is `byte`: a zero byte of `word ^ byte…byte`.
  @inline(__always)
  static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
    let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
    return (x &- 0x0101_0101_0101_0101) & ~x & highBits != 0
  }

  /// The high bit of each byte of `word` (all below 0x80) that equals `byte`, exactly (no carry between bytes:
  /// `(b & 0x7F) + 0x7F` stays below 0x100).
  @inline(__always)
  static func bytesEqual(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
    let nonzero = ((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | x
    return ~nonzero & highBits
  }

  /// UTF-16 code units of the character led by `lead` (2 for a 4-byte sequence).
  @inline(__always)
  static func utf16Width(lead: UInt8) -> Int {
    lead >= 0xF0 && lead <= 0xF7 ? 2 : 1
  }

  /// UTF-16 code units of the characters that start before `offset` (clamped to the text).
  func utf16Units(before offset: Int) -> Int {
    let clamped = min(max(offset, 0), bytes.count)
    guard !checkpointUnits.isEmpty else { return 0 }
    let checkpoint = min(clamped / Self.checkpointStride, checkpointUnits.count - 1)
    var units = checkpointUnits[checkpoint]
    var index = checkpoint * Self.checkpointStride
    while index < clamped {
      let byte = bytes[index]
      if byte & 0xC0 != 0x80 { units += Self.utf16Width(lead: byte) }
      index += 1
    }
    return units
  }

  public init(_ text: SourceText) {
    self.init(text.bytes)
  }


  /// The line that contains `offset` (clamped).
  public func line(containing offset: Int) -> Int {
    let clamped = min(max(offset, 0), bytes.count)
    // Binary search for the last line start <= clamped.
    var low = 0
    var high = lineCount - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if start(ofLine: middle) <= clamped {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return low
  }

  /// Byte offset of the first byte of `line` (clamped to the text).
  public func lineStart(_ line: Int) -> Int {
    if line < 0 { return 0 }
    if line >= lineCount { return bytes.count }
    return start(ofLine: line)
  }

  /// Byte offset just past the last character of `line`, before its terminator.
  public func lineContentEnd(_ line: Int) -> Int {
    if line < 0 { return 0 }
    if line >= lineCount - 1 { return bytes.count }
    let nextStart = start(ofLine: line + 1)
    var end = nextStart
    if end > 0, bytes[end - 1] == UInt8(ascii: "\n") {
      end -= 1
      if end > start(ofLine: line), bytes[end - 1] == UInt8(ascii: "\r") {
        end -= 1
      }
    } else if end > 0, bytes[end - 1] == UInt8(ascii: "\r") {
      end -= 1
    }
    return end
  }

  /// Moves `offset` back to the start of the UTF-8 character it falls in, clamped to the text.
  public func characterBoundary(atOrBefore offset: Int) -> Int {
    var clamped = min(max(offset, 0), bytes.count)
    while clamped > 0, clamped < bytes.count, bytes[clamped] & 0xC0 == 0x80 {
      clamped -= 1
    }
    return clamped
  }

  public func offsetToPosition(_ offset: Int, encoding: ColumnEncoding = .utf16) -> LinePosition {
    let clamped = characterBoundary(atOrBefore: offset)
    let line = line(containing: clamped)
    let start = self.start(ofLine: line)
    // An offset that falls between \r and \n of a CRLF belongs at the line's content end.
    let end = min(clamped, max(start, lineContentEnd(line)))
    switch encoding {
    case .utf8:
      return LinePosition(line: line, column: end - start)
    case .utf16:
      return LinePosition(line: line, column: utf16Length(from: start, to: end))
    }
  }

  public func positionToOffset(_ position: LinePosition, encoding: ColumnEncoding = .utf16) -> Int {
    if position.line < 0 { return 0 }
    if position.line >= lineCount { return bytes.count }
    let start = self.start(ofLine: position.line)
    let end = lineContentEnd(position.line)
    let column = max(position.column, 0)
    switch encoding {
    case .utf8:
      // `column` comes from a client and may be anything up to Int.max: compare before adding.
      return characterBoundary(atOrBefore: start + min(column, end - start))
    case .utf16:
      // Skip to the last checkpoint inside the line at or before the wanted column, then scan: the
      // first character that would pass the column stops the scan (a column inside a surrogate pair
      // maps to the pair's start).
      var offset = start
      if end - start <= Self.checkpointStride {
        // A line of ordinary length: scan it from its start.
        var units = 0
        while offset < end {
          let byte = bytes[offset]
          if byte & 0xC0 != 0x80 {
            let width = Self.utf16Width(lead: byte)
            if units + width > column { break }
            units += width
          }
          offset += 1
        }
        return offset
      }
      let base = utf16Units(before: start)
      guard column < utf16Units(before: end) - base else { return end }
      let target = base + column
      var units = base
      var low = start / Self.checkpointStride + 1
      var high = min(end / Self.checkpointStride, checkpointUnits.count - 1)
      while low <= high {
        let middle = low + (high - low) / 2
        if checkpointUnits[middle] <= target {
          offset = middle * Self.checkpointStride
          units = checkpointUnits[middle]
          low = middle + 1
        } else {
          high = middle - 1
        }
      }
      while offset < end {
        let byte = bytes[offset]
        if byte & 0xC0 != 0x80 {
          let width = Self.utf16Width(lead: byte)
          if units + width > target { break }
          units += width
        }
        offset += 1
      }
      return offset
    }
  }

  /// Number of UTF-16 code units in the bytes `from..<to` (both on character boundaries; clamped).
  public func utf16Length(from: Int, to: Int) -> Int {
    let lower = min(max(from, 0), bytes.count)
    let upper = min(max(to, 0), bytes.count)
    guard upper > lower else { return 0 }
    guard upper - lower > Self.checkpointStride else {
      // Short spans (most columns): count directly.
      var units = 0
      var index = lower
      while index < upper {
        let byte = bytes[index]
        if byte & 0xC0 != 0x80 { units += Self.utf16Width(lead: byte) }
        index += 1
      }
      return units
    }
    return utf16Units(before: upper) - utf16Units(before: lower)
  }
}
