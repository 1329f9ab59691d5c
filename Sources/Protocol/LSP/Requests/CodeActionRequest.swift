/// `textDocument/codeAction`: quick fixes for a range and the diagnostics the client shows there.
public struct CodeActionRequest: LSPRequest, Hashable {
  public typealias Response = CodeActionResponse
  public static let method = "textDocument/codeAction"

  public var textDocument: TextDocumentIdentifier
  public var range: LSPRange
  public var context: CodeActionContext

  public init(textDocument: TextDocumentIdentifier, range: LSPRange, context: CodeActionContext = CodeActionContext()) {
    self.textDocument = textDocument
    self.range = range
    self.context = context
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.textDocument = try json.decode("textDocument")
    self.range = try json.decode("range")
    self.context = try json.decodeIfPresent("context") ?? CodeActionContext()
  }

  public var json: JSONValue {
    ["textDocument": textDocument.json, "range": range.json, "context": context.json]
  }
}

/// The result of `textDocument/codeAction`: code action literals (never commands); `null` reads as none.
public struct CodeActionResponse: JSONConvertible, Hashable {
  public var actions: [CodeAction]

  public init(_ actions: [CodeAction]) {
    self.actions = actions
  }

  public init(json: JSONValue) throws(ParamsError) {
    if json.isNull {
      self.actions = []
      return
    }
    guard let items = json.arrayValue else { throw ParamsError("a code action result must be an array or null") }
    var actions: [CodeAction] = []
    for item in items { actions.append(try CodeAction(json: item)) }
    self.actions = actions
  }

  public var json: JSONValue { .array(actions.map(\.json)) }
}
