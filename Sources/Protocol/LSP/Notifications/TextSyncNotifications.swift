/// `textDocument/didOpen`.
public struct DidOpenTextDocumentNotification: LSPNotification, Hashable {
  public static let method = "textDocument/didOpen"

  public var textDocument: TextDocumentItem

  public init(textDocument: TextDocumentItem) {
    self.textDocument = textDocument
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.textDocument = try json.decode("textDocument")
  }

  public var json: JSONValue { ["textDocument": textDocument.json] }
}

/// `textDocument/didChange`: content changes, applied in order.
public struct DidChangeTextDocumentNotification: LSPNotification, Hashable {
  public static let method = "textDocument/didChange"

  public var textDocument: VersionedTextDocumentIdentifier
  public var contentChanges: [TextDocumentContentChangeEvent]

  public init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
    self.textDocument = textDocument
    self.contentChanges = contentChanges
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.textDocument = try json.decode("textDocument")
    var changes: [TextDocumentContentChangeEvent] = []
    for (index, change) in try json.requiredArray("contentChanges").enumerated() {
      do {
        changes.append(try TextDocumentContentChangeEvent(json: change))
      } catch {
        throw ParamsError("contentChanges[\(index)]: \(error.message)")
      }
    }
    self.contentChanges = changes
  }

  public var json: JSONValue {
    ["textDocument": textDocument.json, "contentChanges": .array(contentChanges.map(\.json))]
  }
}

/// `textDocument/didClose`.
public struct DidCloseTextDocumentNotification: LSPNotification, Hashable {
  public static let method = "textDocument/didClose"

  public var textDocument: TextDocumentIdentifier

  public init(textDocument: TextDocumentIdentifier) {
    self.textDocument = textDocument
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.textDocument = try json.decode("textDocument")
  }

  public var json: JSONValue { ["textDocument": textDocument.json] }
}

/// `textDocument/didSave` (the server does not ask for the text).
public struct DidSaveTextDocumentNotification: LSPNotification, Hashable {
  public static let method = "textDocument/didSave"

  public var textDocument: TextDocumentIdentifier
  public var text: String?

  public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
    self.textDocument = textDocument
    self.text = text
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.textDocument = try json.decode("textDocument")
    self.text = try json.optionalString("text")
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["textDocument": textDocument.json]
    members.set("text", text.map { .string($0) })
    return .object(members)
  }
}
