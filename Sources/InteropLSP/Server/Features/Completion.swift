import InteropAnalysis
import Protocol
import SwiftLiteParser

extension LanguageServer {
  /// `textDocument/completion`: recipes at the top level and in an empty representable, missing lifecycle
  /// members inside a representable; nothing elsewhere (code, comments, literals) or for unknown documents.
  /// Snippets go only to clients that state snippet support; others get the same text with the defaults.
  func completion(_ request: CompletionRequest) throws(ResponseError) -> CompletionResponse {
    guard let document = documents[request.textDocument.uri], !document.isTooLarge else { return CompletionResponse([]) }
    let index = document.lineIndex
    let encoding = positionEncoding
    let offset = Conversions.offset(request.position, in: index, encoding: encoding)
    let settings = RecipeSettings(configuration: analysisConfiguration(for: document))
    let snippets = clientSupportsSnippets
    let completions = CompletionEngine.completions(
      tree: document.tree, offset: offset, settings: settings, snippets: snippets, index: { self.editingIndex(for: document) })
    let items = completions.map { completion in
      let range = Conversions.range(completion.range, in: index, encoding: encoding)
      return CompletionItem(
        label: completion.label, kind: completion.kind == .recipe ? .snippet : .method, detail: completion.detail,
        documentation: MarkupContent(kind: .markdown, value: completion.documentation), sortText: completion.sortText,
        filterText: completion.filterText, insertTextFormat: snippets ? .snippet : .plainText,
        textEdit: LSPTextEdit(range: range, newText: snippets ? completion.snippet : completion.plainText),
        additionalTextEdits: completion.additionalEdits.isEmpty
          ? nil : Conversions.textEdits(completion.additionalEdits, in: index, encoding: encoding))
    }
    return CompletionResponse(items)
  }
}
