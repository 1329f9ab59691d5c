import InteropAnalysis
import Protocol
import SwiftLiteParser

extension LanguageServer {
  /// `textDocument/inlayHint`: when SwiftUI calls each lifecycle method, and what a `parent` refresh does, in the
  /// requested range; none when the configuration says `"inlayHints": false`.
  func inlayHints(_ request: InlayHintRequest) throws(ResponseError) -> InlayHintResponse {
    guard let document = documents[request.textDocument.uri], !document.isTooLarge else { return InlayHintResponse([]) }
    guard analysisConfiguration(for: document).inlayHints != false else { return InlayHintResponse([]) }
    let index = document.lineIndex
    let range = Conversions.byteRange(request.range, in: index, encoding: positionEncoding)
    let hints = LifecycleHints.hints(index: editingIndex(for: document), in: range)
    return InlayHintResponse(
      hints.map { hint in
        InlayHint(position: Conversions.position(hint.offset, in: index, encoding: positionEncoding), label: hint.label, paddingLeft: true)
      })
  }

  /// `textDocument/codeLens`: "Interop checklist passed/applicable" on each representable's name, with the
  /// failing items; the lens's command shows the whole checklist.
  func codeLenses(_ request: CodeLensRequest) throws(ResponseError) -> CodeLensResponse {
    let uri = request.textDocument.uri
    guard let document = documents[uri], !document.isTooLarge else { return CodeLensResponse([]) }
    let analysis = analysis(for: document)
    let lenses = ChecklistLenses.lenses(index: analysis.hoverIndex, findings: analysis.findings, configuration: analysis.configuration)
    return CodeLensResponse(
      lenses.map { lens in
        CodeLens(
          range: Conversions.range(lens.range, in: document.lineIndex, encoding: positionEncoding),
          command: LSPCommand(title: lens.title, command: ChecklistLenses.command, arguments: [.string(uri), .string(lens.typeName)]))
      })
  }

  /// `workspace/executeCommand` for `interop-lsp.showChecklist` (arguments: document URI, representable name):
  /// shows the checklist with `window/showMessage` and answers its text.
  func executeCommand(_ request: ExecuteCommandRequest) throws(ResponseError) -> ExecuteCommandResponse {
    guard request.command == ChecklistLenses.command else {
      throw ResponseError.invalidParams("Unknown command \(request.command)")
    }
    guard request.arguments.count == 2, let uri = request.arguments[0].stringValue, let name = request.arguments[1].stringValue else {
      throw ResponseError.invalidParams("\(ChecklistLenses.command) takes a document URI and a type name")
    }
    guard let document = documents[uri], !document.isTooLarge else {
      throw ResponseError.invalidParams("\(uri) is not open")
    }
    let analysis = analysis(for: document)
    guard
      let text = ChecklistLenses.checklistText(
        index: analysis.hoverIndex, findings: analysis.findings, configuration: analysis.configuration, typeName: name)
    else {
      throw ResponseError.invalidParams("No representable named \(name) in \(uri)")
    }
    send(ShowMessageNotification(type: .info, message: text))
    return ExecuteCommandResponse(.string(text))
  }
}
