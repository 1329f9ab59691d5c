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

  /// Lines of the text as an editor splits them (`\n`, `\r\n` and `\r` end a line), each as its Unicode
  /// scalars with their UTF-8 offsets: an oracle written apart from the server's `LineIndex`, so a bug there
  /// cannot hide in both.
  struct Lines {
    var lines: [[(scalar: Unicode.Scalar, offset: Int)]] = [[]]
    var lineEnds: [Int] = []

    init(_ text: String) {
      var offset = 0
      var previousWasCR = false
      for scalar in text.unicodeScalars {
        let width = String(scalar).utf8.count
        if scalar == "\n" {
          if previousWasCR { previousWasCR = false } else { lineEnds.append(offset); lines.append([]) }
        } else {
          if previousWasCR { previousWasCR = false }
          if scalar == "\r" {
            lineEnds.append(offset)
            lines.append([])
            previousWasCR = true
          } else {
            lines[lines.count - 1].append((scalar, offset))
          }
        }
        offset += width
      }
      lineEnds.append(offset)
    }

    /// The UTF-8 offset of `character` (in `encoding` units) on `line`, or nil past the line's end or inside a
    /// character.
    func offset(line: Int, character: Int, encoding: PositionEncodingKind) -> Int? {
      guard line >= 0, line < lines.count, character >= 0 else { return nil }
      var units = 0
      for (scalar, offset) in lines[line] {
        if units == character { return offset }
        if units > character { return nil }
        switch encoding {
        case .utf8: units += String(scalar).utf8.count
        case .utf32: units += 1
        default: units += String(scalar).utf16.count
        }
      }
      return units == character ? lineEnds[line] : nil
    }
  }

  public static func apply(_ edits: [LSPTextEdit], to text: String, encoding: PositionEncodingKind = .utf16) throws(Problem)
    -> Outcome
  {
    let lines = Lines(text)
    var resolved: [(order: Int, range: Range<Int>, edit: LSPTextEdit)] = []
    for (order, edit) in edits.enumerated() {
      guard edit.range.start <= edit.range.end else { throw Problem(description: "reversed range \(edit.range)") }
      var offsets: [Int] = []
      for position in [edit.range.start, edit.range.end] {
        guard let offset = lines.offset(line: position.line, character: position.character, encoding: encoding) else {
          throw Problem(description: "position \(position) lies outside the document, past its line's end or inside a character")
        }
        offsets.append(offset)
      }
      resolved.append((order, offsets[0]..<offsets[1], edit))
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
