extension SyntaxTree {
  /// The tree for the text after `edit` (applied to this tree's bytes).
  public func reparse(edit: TextEdit) -> SyntaxTree {
    let lower = min(max(edit.range.lowerBound, 0), bytes.count)
    let upper = min(max(edit.range.upperBound, lower), bytes.count)
    var newBytes = bytes
    newBytes.replaceSubrange(lower..<upper, with: edit.replacement)
    return reparse(edit: TextEdit(range: lower..<upper, replacement: edit.replacement), newBytes: newBytes)
  }

  /// The tree for `newBytes`, which are this tree's bytes with `edit` applied. Equal to a full parse.
  public func reparse(edit: TextEdit, newBytes: [UInt8]) -> SyntaxTree {
    SyntaxTree.parse(newBytes)
  }
}
