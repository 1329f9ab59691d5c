/// One replacement of a byte range by new bytes: the unit of every change, from LSP `didChange`
/// to a quick fix to an incremental reparse.
public struct TextEdit: Sendable, Hashable {
  public var range: Range<Int>
  public var replacement: [UInt8]

  public init(range: Range<Int>, replacement: [UInt8]) {
    self.range = range
    self.replacement = replacement
  }

  public init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = Array(replacement.utf8)
  }

  /// How far positions after the edit move.
  public var delta: Int { replacement.count - range.count }
}

extension TextEdit {
  /// Applies non-overlapping edits to `bytes` (any order given; applied from the end backwards).
  /// Overlapping edits after the first of an overlapping pair are skipped and returned in `skipped`.
  public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> (bytes: [UInt8], skipped: [TextEdit]) {
    let sorted = edits.enumerated().sorted { left, right in
      if left.element.range.lowerBound != right.element.range.lowerBound {
        return left.element.range.lowerBound < right.element.range.lowerBound
      }
      return left.offset < right.offset
    }.map(\.element)
    var accepted: [TextEdit] = []
    var skipped: [TextEdit] = []
    var lastEnd = 0
    for edit in sorted {
      let lower = min(max(edit.range.lowerBound, 0), bytes.count)
      let upper = min(max(edit.range.upperBound, lower), bytes.count)
      if lower < lastEnd {
        skipped.append(edit)
        continue
      }
      accepted.append(TextEdit(range: lower..<upper, replacement: edit.replacement))
      lastEnd = upper
    }
    var result = bytes
    for edit in accepted.reversed() {
      result.replaceSubrange(edit.range, with: edit.replacement)
    }
    return (result, skipped)
  }
}
