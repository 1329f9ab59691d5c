import InteropAnalysis
import Protocol
import SwiftLiteParser

/// One open document at one version: its text as repaired UTF-8 bytes, the line index over them and
/// its syntax tree (kept up to date by incremental reparse on every edit).
public struct Document: Sendable {
  public var uri: String
  public var languageId: String
  public var version: Int
  public var text: SourceText
  public var lineIndex: LineIndex
  public var tree: SyntaxTree

  public init(uri: String, languageId: String, version: Int, text: SourceText) {
    self.uri = uri
    self.languageId = languageId
    self.version = version
    self.text = text
    self.lineIndex = LineIndex(text)
    self.tree = SizeLimit.isTooLarge(text.count) ? Self.placeholderTree : SyntaxTree.parse(text)
  }

  /// Over `SizeLimit.maximumDocumentBytes` the text is kept but not parsed: the tree is this empty one
  /// (nothing to hover or outline) and the analysis is the one "not analysed" finding.
  public var isTooLarge: Bool { SizeLimit.isTooLarge(text.count) }

  static let placeholderTree = SyntaxTree.parse(SourceText(""))
}

/// What happened when a `didChange` was applied.
public struct ChangeOutcome: Sendable {
  /// The byte edits as applied, in order (each relative to the text after the previous one).
  public var edits: [TextEdit]
  /// Problems worth a log line (stale version, ranges clamped); empty when all was well.
  public var warnings: [String]
}

/// Open documents keyed by URI. All LSP positions are converted through the document's `LineIndex`.
public struct DocumentStore: Sendable {
  private var documents: [String: Document] = [:]

  public init() {}

  public subscript(uri: String) -> Document? { documents[uri] }

  public var uris: [String] { documents.keys.sorted() }

  public var count: Int { documents.count }

  /// Opens (or re-opens, replacing) a document.
  @discardableResult
  public mutating func open(_ item: TextDocumentItem) -> Document {
    let document = Document(
      uri: item.uri, languageId: item.languageId, version: item.version, text: SourceText(item.text))
    documents[item.uri] = document
    return document
  }

  /// Applies content changes in order. Returns nil (and changes nothing) when the document is not open.
  public mutating func change(
    uri: String, version: Int, changes: [TextDocumentContentChangeEvent], encoding: PositionEncodingKind
  ) -> ChangeOutcome? {
    guard var document = documents[uri] else { return nil }
    var warnings: [String] = []
    if version <= document.version {
      warnings.append("version \(version) does not increase on \(document.version); applied anyway")
    }
    var edits: [TextEdit] = []
    for change in changes {
      let edit: TextEdit
      if let range = change.range {
        let bytes = Conversions.byteRange(range, in: document.lineIndex, encoding: encoding)
        if range.start.line >= document.lineIndex.lineCount || range.end.line >= document.lineIndex.lineCount
          || range.start.line < 0 || range.end.line < 0 || range.start.character < 0 || range.end.character < 0
        {
          warnings.append("change range \(range) lies outside the document; clamped")
        }
        edit = TextEdit(range: bytes, replacement: change.text)
      } else {
        edit = TextEdit(range: 0..<document.text.count, replacement: change.text)
      }
      let wasTooLarge = document.isTooLarge
      let applied = document.text.apply(edit)
      edits.append(applied)
      if document.isTooLarge {
        document.tree = Document.placeholderTree
      } else if wasTooLarge {
        // Back under the limit: parse it whole once; later edits reparse incrementally again.
        document.tree = SyntaxTree.parse(document.text)
      } else {
        document.tree = document.tree.reparse(edit: applied, newBytes: document.text.bytes)
      }
      document.lineIndex = LineIndex(document.text)
    }
    document.version = version
    documents[uri] = document
    return ChangeOutcome(edits: edits, warnings: warnings)
  }

  @discardableResult
  public mutating func close(uri: String) -> Document? {
    documents.removeValue(forKey: uri)
  }
}
