/// `textDocument/diagnostic`: pull diagnostics for one document.
public struct DocumentDiagnosticRequest: LSPRequest, Hashable {
  public typealias Response = DocumentDiagnosticReport
  public static let method = "textDocument/diagnostic"

  public var textDocument: TextDocumentIdentifier
  public var identifier: String?
  public var previousResultId: String?

  public init(textDocument: TextDocumentIdentifier, identifier: String? = nil, previousResultId: String? = nil) {
    self.textDocument = textDocument
    self.identifier = identifier
    self.previousResultId = previousResultId
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.textDocument = try json.decode("textDocument")
    self.identifier = try json.optionalString("identifier")
    self.previousResultId = try json.optionalString("previousResultId")
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["textDocument": textDocument.json]
    members.set("identifier", identifier.map { .string($0) })
    members.set("previousResultId", previousResultId.map { .string($0) })
    return .object(members)
  }
}
