import InteropAnalysis
import Protocol
import SwiftLiteParser

extension LanguageServer {
  /// The refactorings (Add Coordinator, Add dismantle for registrations, Extract UIKit setup into make) for the
  /// representable under the requested range, when the client asks for their kinds (or for every kind).
  func editingActions(_ request: CodeActionRequest, document: Document) -> [CodeAction] {
    let wanted = Self.editingActionKinds.filter { request.context.wants($0) }
    guard !wanted.isEmpty, !document.isTooLarge else { return [] }
    let index = document.lineIndex
    let range = Conversions.byteRange(request.range, in: index, encoding: positionEncoding)
    // Only a range inside a representable builds the context the actions need.
    let scope = editingIndex(for: document)
    guard scope.representableDeclarations(touching: range) else { return [] }
    let configuration = analysisConfiguration(for: document)
    let context = AnalysisContext(tree: document.tree, path: DocumentPath.path(ofURI: document.uri), configuration: configuration)
    return EditingActions.actions(context: context, range: range).filter { wanted.contains($0.kind) }.map { action in
      CodeAction(
        title: action.title, kind: action.kind,
        edit: WorkspaceEdit(changes: [document.uri: Conversions.textEdits(action.edits, in: index, encoding: positionEncoding)]))
    }
  }
}
