/// `textDocument/documentSymbol`: the document's outline.
public struct DocumentSymbolRequest: LSPRequest, Hashable {
  public typealias Response = DocumentSymbolResponse
  public static let method = "textDocument/documentSymbol"

  public var textDocument: TextDocumentIdentifier

  public init(textDocument: TextDocumentIdentifier) {
    self.textDocument = textDocument
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.textDocument = try json.decode("textDocument")
  }

  public var json: JSONValue { ["textDocument": textDocument.json] }
}
