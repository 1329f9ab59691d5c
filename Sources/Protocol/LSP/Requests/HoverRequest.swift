/// `textDocument/hover`. Declared here for the hover feature; the server answers it only once a hover
/// provider is wired (until then it is an unknown method and not advertised).
public struct HoverRequest: LSPRequest, Hashable {
  public typealias Response = HoverResponse
  public static let method = "textDocument/hover"

  public var textDocument: TextDocumentIdentifier
  public var position: Position

  public init(textDocument: TextDocumentIdentifier, position: Position) {
    self.textDocument = textDocument
    self.position = position
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.textDocument = try json.decode("textDocument")
    self.position = try json.decode("position")
  }

  public var json: JSONValue { ["textDocument": textDocument.json, "position": position.json] }
}
