import InteropAnalysis
import Protocol
import SwiftLiteParser

/// What the editing features (completion, inlay hints, code lens, refactorings) share: their capabilities and
/// the per-version index they read.
extension LanguageServer {
  /// The providers of the editing features, merged into `capabilities(encoding:)`.
  var editingCapabilities: [String: JSONValue] {
    [
      "completionProvider": ["resolveProvider": false],
      "inlayHintProvider": true,
      "codeLensProvider": ["resolveProvider": false],
      "executeCommandProvider": ["commands": [.string(ChecklistLenses.command)]],
    ]
  }

  /// The kinds the refactorings use, advertised with the code action kinds.
  static var editingActionKinds: [String] { [EditingActions.rewrite, EditingActions.extract] }

  /// The hover index of the document's current version: the analysis's when it is current, else built from
  /// the tree alone (declarations only, no rule runs).
  func editingIndex(for document: Document) -> HoverIndex {
    if let cached = analyses[document.uri], cached.version == document.version, cached.isCurrent(for: document) {
      return cached.hoverIndex
    }
    return HoverIndex(tree: document.tree)
  }

  /// `textDocument.completion.completionItem.snippetSupport`.
  var clientSupportsSnippets: Bool {
    clientCapabilities.raw["textDocument"]?["completion"]?["completionItem"]?["snippetSupport"]?.boolValue ?? false
  }
}
