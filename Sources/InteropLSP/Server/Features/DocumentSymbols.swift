import InteropAnalysis
import Protocol

extension LanguageServer {
  /// `textDocument/documentSymbol`: the outline of an open document (an empty list for anything else), as the
  /// encoded result, made once per document version and sent again as it is for every later request on it (a
  /// large document's outline is megabytes of JSON; editors ask after every change and on every focus).
  func documentSymbolsReply(_ request: DocumentSymbolRequest) -> [UInt8] {
    guard let document = documents[request.textDocument.uri] else {
      logger.log(.info, "documentSymbol for \(request.textDocument.uri), which is not open: empty")
      return JSONWriter.encode(DocumentSymbolResponse([]).json)
    }
    let encoding = positionEncoding
    let analysis = analysis(for: document)
    if let reply = analysis.documentSymbolsReply(encoding: encoding) { return reply }
    // The index is a temporary unless the analysis keeps it (small documents): gone before the JSON is made.
    let outline = DocumentOutline.outline(analysis.declarations)
    // `DocumentSymbolResponse.json` written one top-level symbol at a time (the same bytes: an array of the
    // symbols' JSON), so only one symbol's JSON value exists at once.
    var reply: [UInt8] = [UInt8(ascii: "[")]
    for (position, symbol) in outline.enumerated() {
      if position > 0 { reply.append(UInt8(ascii: ",")) }
      JSONWriter.write(Conversions.documentSymbol(symbol, in: document.lineIndex, encoding: encoding).json, into: &reply)
    }
    reply.append(UInt8(ascii: "]"))
    analysis.keepDocumentSymbolsReply(reply, encoding: encoding)
    return reply
  }
}
