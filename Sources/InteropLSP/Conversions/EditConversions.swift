import Protocol
import SwiftLiteParser

extension Conversions {
  /// Byte edits in the order and with the acceptance rule of `TextEdit.apply(_:to:)`: ranges clamped to the
  /// text and moved onto character boundaries, sorted by start (ties keep their given order, so inserts at
  /// one place keep their order), and any edit overlapping an earlier one dropped. The result is what LSP
  /// asks of a `TextEdit[]`: non-overlapping ranges of the original text, same-place inserts in array order.
  public static func normalizedEdits(_ edits: [TextEdit], in index: LineIndex) -> [TextEdit] {
    let count = index.bytes.count
    let sorted = edits.enumerated().sorted { left, right in
      if left.element.range.lowerBound != right.element.range.lowerBound {
        return left.element.range.lowerBound < right.element.range.lowerBound
      }
      return left.offset < right.offset
    }.map(\.element)
    var accepted: [TextEdit] = []
    var lastEnd = 0
    for edit in sorted {
      let lower = index.characterBoundary(atOrBefore: min(max(edit.range.lowerBound, 0), count))
      let upper = index.characterBoundary(atOrBefore: min(max(edit.range.upperBound, lower), count))
      guard lower >= lastEnd else { continue }
      accepted.append(TextEdit(range: lower..<max(lower, upper), replacement: edit.replacement))
      lastEnd = max(lower, upper)
    }
    return accepted
  }

  /// Byte edits as LSP text edits in the negotiated encoding (normalized first, see `normalizedEdits`).
  public static func textEdits(_ edits: [TextEdit], in index: LineIndex, encoding: PositionEncodingKind) -> [LSPTextEdit] {
    normalizedEdits(edits, in: index).map { edit in
      LSPTextEdit(
        range: range(edit.range, in: index, encoding: encoding),
        newText: String(decoding: edit.replacement, as: UTF8.self))
    }
  }
}
