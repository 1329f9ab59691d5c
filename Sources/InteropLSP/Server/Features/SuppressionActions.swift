import InteropAnalysis
import Protocol
import SwiftLiteParser

extension LanguageServer {
  /// The kind of the "Disable …" actions: a sub-kind of `quickfix` (shown with the quick fixes, after them),
  /// so a client or a test that asks for the fixes themselves (`quickfix` exactly) can tell them apart.
  static let disableActionKind = CodeActionKind.quickFix + ".interop-lsp.disable"

  /// For each finding, two actions: "Disable RULE for this line" inserts
  /// `// interop-lsp:disable-next-line RULE` above the finding's line (with its indentation and line ending),
  /// and "Disable RULE in this file" inserts `// interop-lsp:disable RULE` as the file's first line. One pair
  /// per rule and line; `unused-suppression` and findings outside the registry get none.
  func suppressionActions(for findings: [Finding], in document: Document, analysis: DocumentAnalysis) -> [CodeAction] {
    let index = document.lineIndex
    let bytes = index.bytes
    let encoding = positionEncoding
    var seen: Set<String> = []
    var actions: [CodeAction] = []
    let otherFile = relatedFileResolver()
    for finding in findings {
      let id = finding.ruleID
      guard id != UnusedSuppressionRule.description.id, RuleRegistry.rule(id: id) != nil else { continue }
      let line = index.line(containing: finding.range.lowerBound)
      guard seen.insert("\(id) \(line)").inserted else { continue }
      let start = index.lineStart(line)
      var indentEnd = start
      while indentEnd < bytes.count, bytes[indentEnd] == UInt8(ascii: " ") || bytes[indentEnd] == UInt8(ascii: "\t") { indentEnd += 1 }
      let indentation = String(decoding: bytes[start..<indentEnd], as: UTF8.self)
      let contentEnd = index.lineContentEnd(line)
      let newline = contentEnd < bytes.count && bytes[contentEnd] == UInt8(ascii: "\r") ? "\r\n" : "\n"
      let published = publishedDiagnostic(finding, in: document, analysis: analysis, otherFile: otherFile)
      let lineEdit = TextEdit(range: start..<start, replacement: indentation + "// interop-lsp:disable-next-line \(id)" + newline)
      actions.append(
        CodeAction(
          title: "Disable \(id) for this line", kind: Self.disableActionKind, diagnostics: [published],
          edit: WorkspaceEdit(changes: [document.uri: Conversions.textEdits([lineEdit], in: index, encoding: encoding)])))
      let fileEdit = TextEdit(range: 0..<0, replacement: "// interop-lsp:disable \(id)" + newline)
      actions.append(
        CodeAction(
          title: "Disable \(id) in this file", kind: Self.disableActionKind, diagnostics: [published],
          edit: WorkspaceEdit(changes: [document.uri: Conversions.textEdits([fileEdit], in: index, encoding: encoding)])))
    }
    return actions
  }
}
