import InteropLSP
import Protocol
import SwiftLiteParser

/// Applies LSP text edits the way an editor does: every range is read against the original text (through
/// a `LineIndex` in the negotiated encoding), the ranges must not overlap, inserts at the same place keep
/// their array order, and the edits are applied from the last to the first so earlier ranges stay valid.
public enum EditorEditApplication {
  public struct Problem: Error, Hashable, CustomStringConvertible {
    public var description: String
  }

  /// The text after the edits, and the `didChange` content changes an incremental-sync editor sends for
  /// them (one per edit, last first, each range valid in the text the previous ones left).
  public struct Outcome: Sendable, Hashable {
    public var text: String
    public var contentChanges: [TextDocumentContentChangeEvent]
  }

  public static func apply(_ edits: [LSPTextEdit], to text: String, encoding: PositionEncodingKind = .utf16) throws(Problem)
    -> Outcome
  {
    let index = LineIndex(Array(text.utf8))
    let columns = Conversions.columnEncoding(encoding)
    var resolved: [(order: Int, range: Range<Int>, edit: LSPTextEdit)] = []
    for (order, edit) in edits.enumerated() {
      guard edit.range.start <= edit.range.end else { throw Problem(description: "reversed range \(edit.range)") }
      for position in [edit.range.start, edit.range.end] {
        guard position.line >= 0, position.character >= 0, position.line < index.lineCount else {
          throw Problem(description: "position \(position) lies outside the document")
        }
        let lineLength = index.offsetToPosition(index.lineContentEnd(position.line), encoding: columns).column
        guard position.character <= lineLength else {
          throw Problem(description: "position \(position) lies past the end of line \(position.line) (\(lineLength))")
        }
      }
      let start = index.positionToOffset(LinePosition(line: edit.range.start.line, column: edit.range.start.character), encoding: columns)
      let end = index.positionToOffset(LinePosition(line: edit.range.end.line, column: edit.range.end.character), encoding: columns)
      resolved.append((order, start..<end, edit))
    }
    resolved.sort { ($0.range.lowerBound, $0.order) < ($1.range.lowerBound, $1.order) }
    var previousEnd = 0
    for item in resolved {
      guard item.range.lowerBound >= previousEnd else {
        throw Problem(description: "edits overlap at \(item.edit.range)")
      }
      previousEnd = item.range.upperBound
    }
    var bytes = Array(text.utf8)
    var changes: [TextDocumentContentChangeEvent] = []
    for item in resolved.reversed() {
      bytes.replaceSubrange(item.range, with: Array(item.edit.newText.utf8))
      changes.append(TextDocumentContentChangeEvent(range: item.edit.range, text: item.edit.newText))
    }
    return Outcome(text: String(decoding: bytes, as: UTF8.self), contentChanges: changes)
  }

  /// Applies the part of `edit` for `uri` (a workspace edit that touches another document is a problem).
  public static func apply(_ edit: WorkspaceEdit, uri: String, to text: String, encoding: PositionEncodingKind = .utf16)
    throws(Problem) -> Outcome
  {
    let others = edit.changes.keys.filter { $0 != uri }
    guard others.isEmpty else { throw Problem(description: "the edit also changes \(others.sorted())") }
    return try apply(edit.changes[uri] ?? [], to: text, encoding: encoding)
  }
}

extension TestClient {
  /// Requests code actions for `range` of `uri` with the given context.
  public func codeActions(
    uri: String, range: LSPRange, diagnostics: [Diagnostic] = [], only: [String]? = nil
  ) -> Result<[CodeAction], ResponseError> {
    send(
      CodeActionRequest(
        textDocument: TextDocumentIdentifier(uri: uri), range: range,
        context: CodeActionContext(diagnostics: diagnostics, only: only))
    ).map(\.actions)
  }

  /// Applies `action`'s edit to `text` as an editor does, sends the result as `didChange` (incremental
  /// changes, version `version`), and returns the new text.
  public func applyAsEditor(_ action: CodeAction, uri: String, text: String, version: Int) throws(EditorEditApplication.Problem)
    -> String
  {
    guard let edit = action.edit else { throw EditorEditApplication.Problem(description: "'\(action.title)' has no edit") }
    let outcome = try EditorEditApplication.apply(edit, uri: uri, to: text, encoding: server.positionEncoding)
    send(
      DidChangeTextDocumentNotification(
        textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version), contentChanges: outcome.contentChanges))
    return outcome.text
  }
}
