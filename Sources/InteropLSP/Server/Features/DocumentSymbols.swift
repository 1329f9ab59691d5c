import Protocol

extension LanguageServer {
  /// `textDocument/documentSymbol`: the outline of an open document (an empty list for anything else).
  func documentSymbols(_ request: DocumentSymbolRequest) throws(ResponseError) -> DocumentSymbolResponse {
    guard let document = documents[request.textDocument.uri] else {
      logger.log(.info, "documentSymbol for \(request.textDocument.uri), which is not open: empty")
      return DocumentSymbolResponse([])
    }
    let outline = DocumentOutline.outline(analysis(for: document).declarations)
    return DocumentSymbolResponse(
      outline.map { Conversions.documentSymbol($0, in: document.lineIndex, encoding: positionEncoding) })
  }
}
