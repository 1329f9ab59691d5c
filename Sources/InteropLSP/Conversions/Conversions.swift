import InteropAnalysis
import Protocol
import SwiftLiteParser

/// The only place where byte offsets become LSP positions and back (through `LineIndex`), and where
/// analysis findings become LSP diagnostics.
public enum Conversions {
  public static func columnEncoding(_ kind: PositionEncodingKind) -> ColumnEncoding {
    kind == .utf8 ? .utf8 : .utf16
  }

  public static func position(_ offset: Int, in index: LineIndex, encoding: PositionEncodingKind) -> Position {
    let position = index.offsetToPosition(offset, encoding: columnEncoding(encoding))
    return Position(line: position.line, character: position.column)
  }

  /// The byte offset of an LSP position; out-of-range lines and columns clamp (never trap).
  public static func offset(_ position: Position, in index: LineIndex, encoding: PositionEncodingKind) -> Int {
    index.positionToOffset(
      LinePosition(line: position.line, column: position.character), encoding: columnEncoding(encoding))
  }

  public static func range(_ bytes: Range<Int>, in index: LineIndex, encoding: PositionEncodingKind) -> LSPRange {
    LSPRange(
      start: position(bytes.lowerBound, in: index, encoding: encoding),
      end: position(bytes.upperBound, in: index, encoding: encoding))
  }

  /// The byte range of an LSP range; a reversed range is put in order.
  public static func byteRange(_ range: LSPRange, in index: LineIndex, encoding: PositionEncodingKind) -> Range<Int> {
    let start = offset(range.start, in: index, encoding: encoding)
    let end = offset(range.end, in: index, encoding: encoding)
    return min(start, end)..<max(start, end)
  }

  public static func severity(_ severity: Severity) -> DiagnosticSeverity {
    switch severity {
    case .error: return .error
    case .warning: return .warning
    case .information: return .information
    case .hint: return .hint
    }
  }

  /// The diagnostic for one finding in the document `uri` whose text `index` describes.
  /// `docsBaseURL`: the configuration's documentation base for `codeDescription.href` (nil: the default).
  public static func diagnostic(
    _ finding: Finding, uri: String, in index: LineIndex, encoding: PositionEncodingKind, docsBaseURL: String? = nil
  ) -> Diagnostic {
    let related = finding.related.map { item in
      DiagnosticRelatedInformation(
        location: Location(uri: uri, range: range(item.range, in: index, encoding: encoding)),
        message: item.message)
    }
    return Diagnostic(
      range: range(finding.range, in: index, encoding: encoding),
      severity: severity(finding.severity),
      code: .string(finding.ruleID),
      codeDescriptionHref: RuleDocumentationLink.url(forRule: finding.ruleID, base: docsBaseURL),
      source: ServerVersion.name,
      message: finding.message,
      relatedInformation: related.isEmpty ? nil : related)
  }
}

extension Conversions {
  public static func symbolKind(_ kind: OutlineKind) -> SymbolKind {
    switch kind {
    case .class, .actor: return .class
    case .struct: return .struct
    case .enum: return .enum
    case .protocol: return .interface
    case .extension: return .namespace
    case .function: return .function
    case .method: return .method
    case .initializer: return .constructor
    case .variable: return .variable
    case .property: return .property
    case .enumCase: return .enumMember
    case .typeAlias: return .typeParameter
    }
  }

  /// An outline entry (and its children) as an LSP `DocumentSymbol`; the selection range lies inside the range.
  public static func documentSymbol(
    _ symbol: OutlineSymbol, in index: LineIndex, encoding: PositionEncodingKind, depth: Int = 0
  ) -> DocumentSymbol {
    let lower = min(symbol.range.lowerBound, symbol.nameRange.lowerBound)
    let upper = max(symbol.range.upperBound, symbol.nameRange.upperBound)
    return DocumentSymbol(
      name: symbol.name.isEmpty ? "_" : symbol.name,
      kind: symbolKind(symbol.kind),
      range: range(lower..<upper, in: index, encoding: encoding),
      selectionRange: range(symbol.nameRange, in: index, encoding: encoding),
      children: depth < 64
        ? symbol.children.map { documentSymbol($0, in: index, encoding: encoding, depth: depth + 1) } : [])
  }
}
