/// Requests that help while code is written: completion, inlay hints, code lens and the lens's command.

// MARK: Completion

/// `textDocument/completion`.
public struct CompletionRequest: LSPRequest, Hashable {
  public typealias Response = CompletionResponse
  public static let method = "textDocument/completion"

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

/// `InsertTextFormat`.
public enum InsertTextFormat: Int, Sendable, Hashable {
  case plainText = 1
  case snippet = 2
}

/// `CompletionItemKind` values the server uses.
public enum CompletionItemKind: Int, Sendable, Hashable {
  case method = 2
  case snippet = 15
}

public struct CompletionItem: JSONConvertible, Hashable {
  public var label: String
  public var kind: CompletionItemKind?
  public var detail: String?
  public var documentation: MarkupContent?
  public var sortText: String?
  public var filterText: String?
  public var insertTextFormat: InsertTextFormat?
  public var textEdit: LSPTextEdit?
  public var additionalTextEdits: [LSPTextEdit]?

  public init(
    label: String, kind: CompletionItemKind? = nil, detail: String? = nil, documentation: MarkupContent? = nil,
    sortText: String? = nil, filterText: String? = nil, insertTextFormat: InsertTextFormat? = nil,
    textEdit: LSPTextEdit? = nil, additionalTextEdits: [LSPTextEdit]? = nil
  ) {
    self.label = label
    self.kind = kind
    self.detail = detail
    self.documentation = documentation
    self.sortText = sortText
    self.filterText = filterText
    self.insertTextFormat = insertTextFormat
    self.textEdit = textEdit
    self.additionalTextEdits = additionalTextEdits
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.label = try json.requiredString("label")
    self.kind = try json.optionalInt("kind").flatMap(CompletionItemKind.init(rawValue:))
    self.detail = try json.optionalString("detail")
    self.documentation = try? json.decodeIfPresent("documentation")
    self.sortText = try json.optionalString("sortText")
    self.filterText = try json.optionalString("filterText")
    self.insertTextFormat = try json.optionalInt("insertTextFormat").flatMap(InsertTextFormat.init(rawValue:))
    self.textEdit = try json.decodeIfPresent("textEdit")
    if let items = json.optional("additionalTextEdits")?.arrayValue {
      var edits: [LSPTextEdit] = []
      for item in items { edits.append(try LSPTextEdit(json: item)) }
      self.additionalTextEdits = edits
    } else {
      self.additionalTextEdits = nil
    }
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["label": .string(label)]
    members.set("kind", kind.map { .integer($0.rawValue) })
    members.set("detail", detail.map { .string($0) })
    members.set("documentation", documentation?.json)
    members.set("sortText", sortText.map { .string($0) })
    members.set("filterText", filterText.map { .string($0) })
    members.set("insertTextFormat", insertTextFormat.map { .integer($0.rawValue) })
    members.set("textEdit", textEdit?.json)
    members.set("additionalTextEdits", additionalTextEdits.map { .array($0.map(\.json)) })
    return .object(members)
  }
}

/// The result of `textDocument/completion`: a complete `CompletionList` (`isIncomplete` false); `null` and a
/// bare array read as lists too.
public struct CompletionResponse: JSONConvertible, Hashable {
  public var items: [CompletionItem]

  public init(_ items: [CompletionItem]) {
    self.items = items
  }

  public init(json: JSONValue) throws(ParamsError) {
    if json.isNull {
      self.items = []
      return
    }
    let array = json.arrayValue ?? json.optional("items")?.arrayValue
    guard let array else { throw ParamsError("a completion result must be a list, an array or null") }
    var items: [CompletionItem] = []
    for item in array { items.append(try CompletionItem(json: item)) }
    self.items = items
  }

  public var json: JSONValue { ["isIncomplete": false, "items": .array(items.map(\.json))] }
}

// MARK: Inlay hints

/// `textDocument/inlayHint`.
public struct InlayHintRequest: LSPRequest, Hashable {
  public typealias Response = InlayHintResponse
  public static let method = "textDocument/inlayHint"

  public var textDocument: TextDocumentIdentifier
  public var range: LSPRange

  public init(textDocument: TextDocumentIdentifier, range: LSPRange) {
    self.textDocument = textDocument
    self.range = range
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.textDocument = try json.decode("textDocument")
    self.range = try json.decode("range")
  }

  public var json: JSONValue { ["textDocument": textDocument.json, "range": range.json] }
}

/// An inlay hint with a plain label (no kind: the hints are neither types nor parameter names).
public struct InlayHint: JSONConvertible, Hashable {
  public var position: Position
  public var label: String
  public var paddingLeft: Bool?
  public var tooltip: String?

  public init(position: Position, label: String, paddingLeft: Bool? = nil, tooltip: String? = nil) {
    self.position = position
    self.label = label
    self.paddingLeft = paddingLeft
    self.tooltip = tooltip
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.position = try json.decode("position")
    if let text = json.optional("label")?.stringValue {
      self.label = text
    } else if let parts = json.optional("label")?.arrayValue {
      self.label = parts.compactMap { $0["value"]?.stringValue }.joined()
    } else {
      throw ParamsError("an inlay hint needs a label")
    }
    self.paddingLeft = json.optional("paddingLeft")?.boolValue
    self.tooltip = json.optional("tooltip")?.stringValue
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["position": position.json, "label": .string(label)]
    members.set("paddingLeft", paddingLeft.map { .bool($0) })
    members.set("tooltip", tooltip.map { .string($0) })
    return .object(members)
  }
}

public struct InlayHintResponse: JSONConvertible, Hashable {
  public var hints: [InlayHint]

  public init(_ hints: [InlayHint]) {
    self.hints = hints
  }

  public init(json: JSONValue) throws(ParamsError) {
    if json.isNull {
      self.hints = []
      return
    }
    guard let array = json.arrayValue else { throw ParamsError("an inlay hint result must be an array or null") }
    var hints: [InlayHint] = []
    for item in array { hints.append(try InlayHint(json: item)) }
    self.hints = hints
  }

  public var json: JSONValue { .array(hints.map(\.json)) }
}

// MARK: Code lens and commands

/// `textDocument/codeLens`.
public struct CodeLensRequest: LSPRequest, Hashable {
  public typealias Response = CodeLensResponse
  public static let method = "textDocument/codeLens"

  public var textDocument: TextDocumentIdentifier

  public init(textDocument: TextDocumentIdentifier) {
    self.textDocument = textDocument
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.textDocument = try json.decode("textDocument")
  }

  public var json: JSONValue { ["textDocument": textDocument.json] }
}

/// An LSP `Command`: a title and a command id with JSON arguments.
public struct LSPCommand: JSONConvertible, Hashable {
  public var title: String
  public var command: String
  public var arguments: [JSONValue]?

  public init(title: String, command: String, arguments: [JSONValue]? = nil) {
    self.title = title
    self.command = command
    self.arguments = arguments
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.title = try json.requiredString("title")
    self.command = try json.requiredString("command")
    self.arguments = json.optional("arguments")?.arrayValue
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["title": .string(title), "command": .string(command)]
    members.set("arguments", arguments.map { .array($0) })
    return .object(members)
  }
}

/// A code lens, always resolved (it carries its command).
public struct CodeLens: JSONConvertible, Hashable {
  public var range: LSPRange
  public var command: LSPCommand?

  public init(range: LSPRange, command: LSPCommand?) {
    self.range = range
    self.command = command
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.range = try json.decode("range")
    self.command = try json.decodeIfPresent("command")
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["range": range.json]
    members.set("command", command?.json)
    return .object(members)
  }
}

public struct CodeLensResponse: JSONConvertible, Hashable {
  public var lenses: [CodeLens]

  public init(_ lenses: [CodeLens]) {
    self.lenses = lenses
  }

  public init(json: JSONValue) throws(ParamsError) {
    if json.isNull {
      self.lenses = []
      return
    }
    guard let array = json.arrayValue else { throw ParamsError("a code lens result must be an array or null") }
    var lenses: [CodeLens] = []
    for item in array { lenses.append(try CodeLens(json: item)) }
    self.lenses = lenses
  }

  public var json: JSONValue { .array(lenses.map(\.json)) }
}

/// `workspace/executeCommand`.
public struct ExecuteCommandRequest: LSPRequest, Hashable {
  public typealias Response = ExecuteCommandResponse
  public static let method = "workspace/executeCommand"

  public var command: String
  public var arguments: [JSONValue]

  public init(command: String, arguments: [JSONValue] = []) {
    self.command = command
    self.arguments = arguments
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.command = try json.requiredString("command")
    self.arguments = json.optional("arguments")?.arrayValue ?? []
  }

  public var json: JSONValue { ["command": .string(command), "arguments": .array(arguments)] }
}

/// The result of a command: any JSON (the server answers `null`, or the text it showed).
public struct ExecuteCommandResponse: JSONConvertible, Hashable {
  public var value: JSONValue

  public init(_ value: JSONValue) {
    self.value = value
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.value = json
  }

  public var json: JSONValue { value }
}
