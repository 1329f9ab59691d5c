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
  /// Byte offset at which each line starts; `lineStarts[0] == 0`.
  public let lineStarts: [Int]

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        starts.append(index + 1)
      } else if byte == UInt8(ascii: "\r") {
        if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\n") {
          index += 1
        }
        starts.append(index + 1)
      }
      index += 1
    }
    self.lineStarts = starts
  }

  public init(_ text: SourceText) {
    self.init(text.bytes)
  }

  public var lineCount: Int { lineStarts.count }

  /// The line that contains `offset` (clamped).
  public func line(containing offset: Int) -> Int {
    let clamped = min(max(offset, 0), bytes.count)
    // Binary search for the last line start <= clamped.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= clamped {
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
    if line >= lineStarts.count { return bytes.count }
    return lineStarts[line]
  }

  /// Byte offset just past the last character of `line`, before its terminator.
  public func lineContentEnd(_ line: Int) -> Int {
    if line < 0 { return 0 }
    if line >= lineStarts.count - 1 { return bytes.count }
    let nextStart = lineStarts[line + 1]
    var end = nextStart
    if end > 0, bytes[end - 1] == UInt8(ascii: "\n") {
      end -= 1
      if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") {
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
    let start = lineStarts[line]
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
    if position.line >= lineStarts.count { return bytes.count }
    let start = lineStarts[position.line]
    let end = lineContentEnd(position.line)
    let column = max(position.column, 0)
    switch encoding {
    case .utf8:
      // `column` comes from a client and may be anything up to Int.max: compare before adding.
      return characterBoundary(atOrBefore: start + min(column, end - start))
    case .utf16:
      var offset = start
      var units = 0
      while offset < end {
        let length = Self.sequenceLength(lead: bytes[offset])
        let width = length == 4 ? 2 : 1
        if units + width > column { break }
        units += width
        offset = min(offset + length, end)
      }
      return offset
    }
  }

  /// Number of UTF-16 code units in the bytes `from..<to` (both on character boundaries).
  public func utf16Length(from: Int, to: Int) -> Int {
    var units = 0
    var offset = max(from, 0)
    let end = min(to, bytes.count)
    while offset < end {
      let byte = bytes[offset]
      if byte < 0x80 {
        units += 1
        offset += 1
      } else {
        let length = Self.sequenceLength(lead: byte)
        units += length == 4 ? 2 : 1
        offset += length
      }
    }
    return units
  }

  static func sequenceLength(lead: UInt8) -> Int {
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC0...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF7: return 4
    default: return 1
    }
  }
}
