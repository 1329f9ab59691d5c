import SwiftLiteParser

/// Builds fixes from the tree: copies source text with its inner trivia from nodes, takes indentation from the
/// surrounding line, and inserts, wraps or replaces statements. No fix re-joins tokens.
public struct SourceEditor: Sendable {
  public let bytes: [UInt8]
  /// The file's line terminator (CRLF when its first line break is one).
  public let lineBreak: String
  /// One indentation step, guessed from the file (four spaces when unsure).
  public let indentUnit: String

  public init(bytes: [UInt8]) {
    self.bytes = bytes
    self.lineBreak = SourceEditor.guessLineBreak(bytes)
    self.indentUnit = SourceEditor.guessIndentUnit(bytes)
  }

  // MARK: Reading

  /// The node's source text without outer trivia (inner comments and spacing kept).
  public func text(of node: SyntaxNode) -> String { text(node.range) }

  public func text(_ range: Range<Int>) -> String {
    let lower = min(max(range.lowerBound, 0), bytes.count)
    let upper = min(max(range.upperBound, lower), bytes.count)
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  /// The byte offset where the line holding `offset` starts.
  public func lineStart(at offset: Int) -> Int {
    var start = min(max(offset, 0), bytes.count)
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
    return start
  }

  /// The byte offset of the end of the line holding `offset` (before its line break).
  public func lineEnd(at offset: Int) -> Int {
    var end = min(max(offset, 0), bytes.count)
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
    return end
  }

  /// The leading whitespace of the line holding `offset`.
  public func indentation(ofLineAt offset: Int) -> String {
    let start = lineStart(at: offset)
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  public func indentation(of node: SyntaxNode) -> String { indentation(ofLineAt: node.range.lowerBound) }

  /// The indentation of the statements inside a `{ … }` block: its first statement's, else the brace line's plus
  /// one step.
  public func innerIndentation(of block: SyntaxNode) -> String {
    if let first = block.statements.first { return indentation(of: first) }
    return indentation(of: block) + indentUnit
  }

  /// The whole lines of `range` with the final line break, when nothing else shares those lines; else `range`.
  public func lineRange(_ range: Range<Int>) -> Range<Int> {
    let start = lineStart(at: range.lowerBound)
    var end = min(max(range.upperBound, start), bytes.count)
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") || bytes[end] == UInt8(ascii: ";") { end += 1 }
    let onlyCodeOnLine = bytes[start..<min(range.lowerBound, bytes.count)].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    let endsLine = end >= bytes.count || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r")
    guard onlyCodeOnLine && endsLine else { return range }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
    return start..<end
  }

  // MARK: Edits

  /// Replaces the node's text.
  public func replace(_ node: SyntaxNode, with text: String) -> TextEdit { TextEdit(range: node.range, replacement: text) }

  /// Wraps `node` (a statement) in `header { … }`, re-indenting it one step. `prefix` lines go first inside the
  /// braces (already without indentation).
  public func wrap(_ node: SyntaxNode, header: String, prefix: [String] = []) -> TextEdit {
    let range = node.range
    let indentation = indentation(ofLineAt: range.lowerBound)
    let reindented = reindent(text(range))
    var text = header + " {" + lineBreak
    for line in prefix { text += indentation + indentUnit + line + lineBreak }
    text += indentation + indentUnit + reindented + lineBreak + indentation + "}"
    return TextEdit(range: range, replacement: text)
  }

  /// `text` with one more indentation step at the start of every line after the first that is not empty. Lines
  /// end at `\n`, `\r\n` or `\r` (UTF-8 bytes, not Characters: `\r\n` is one Character in Swift).
  public func reindent(_ text: String) -> String {
    var result: [UInt8] = []
    let source = Array(text.utf8)
    let unit = Array(indentUnit.utf8)
    var index = 0
    while index < source.count {
      let byte = source[index]
      result.append(byte)
      index += 1
      let endsLine = byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index >= source.count || source[index] != UInt8(ascii: "\n")))
      if endsLine, index < source.count, source[index] != UInt8(ascii: "\n"), source[index] != UInt8(ascii: "\r") {
        result.append(contentsOf: unit)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Inserts `lines` (without indentation) as whole lines before the line holding `node`, at that line's indentation.
  public func insert(_ lines: [String], before node: SyntaxNode) -> TextEdit {
    let offset = node.range.lowerBound
    let start = lineStart(at: offset)
    let indentation = indentation(ofLineAt: offset)
    let text = lines.map { ($0.isEmpty ? "" : indentation + $0) + lineBreak }.joined()
    return TextEdit(range: start..<start, replacement: text)
  }

  /// Inserts `lines` after the line holding the end of `node`, each at `indentation` (default: the node's line).
  public func insert(_ lines: [String], after node: SyntaxNode, indentation: String? = nil) -> TextEdit {
    let end = lineEnd(at: node.range.upperBound)
    let indent = indentation ?? self.indentation(of: node)
    let text = lines.map { lineBreak + ($0.isEmpty ? "" : indent + $0) }.joined()
    return TextEdit(range: end..<end, replacement: text)
  }

  /// Inserts `lines` as the first statements of a `{ … }` block (a function body or closure).
  public func insertAtStart(of block: SyntaxNode, _ lines: [String]) -> TextEdit {
    let indentation = innerIndentation(of: block)
    if let first = block.statements.first {
      let start = lineStart(at: first.range.lowerBound)
      let onOwnLine = bytes[start..<first.range.lowerBound].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
      if onOwnLine {
        return TextEdit(range: start..<start, replacement: lines.map { indentation + $0 + lineBreak }.joined())
      }
    }
    // After the `{` (and a closure's `in`).
    var anchor = block.firstToken?.textRange.upperBound ?? block.range.lowerBound
    if block.kind == .closureExpr, let signature = block.closureSignature { anchor = signature.range.upperBound }
    return TextEdit(range: anchor..<anchor, replacement: lines.map { lineBreak + indentation + $0 }.joined())
  }

  /// Deletes the node's whole lines when nothing else shares them, else just its text.
  public func delete(_ node: SyntaxNode) -> TextEdit { TextEdit(range: lineRange(node.range), replacement: "") }

  // MARK: Guesses

  static func guessLineBreak(_ bytes: [UInt8]) -> String {
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\r") { return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r" }
      if bytes[index] == UInt8(ascii: "\n") { return "\n" }
      index += 1
    }
    return "\n"
  }

  static func guessIndentUnit(_ bytes: [UInt8]) -> String {
    var index = 0
    var atLineStart = true
    while index < bytes.count {
      let current = bytes[index]
      if current == UInt8(ascii: "\n") {
        atLineStart = true
      } else if atLineStart {
        if current == UInt8(ascii: "\t") { return "\t" }
        if current == UInt8(ascii: " ") {
          var end = index
          while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
          let width = end - index
          if width >= 2, width <= 8, end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
            return String(repeating: " ", count: width)
          }
          index = end
          atLineStart = false
          continue
        }
        atLineStart = false
      }
      index += 1
    }
    return "    "
  }
}
