public struct TextDocumentIdentifier: JSONConvertible, Hashable {
  public var uri: String

  public init(uri: String) {
    self.uri = uri
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.uri = try json.requiredString("uri")
  }

  public var json: JSONValue { ["uri": .string(uri)] }
}

public struct VersionedTextDocumentIdentifier: JSONConvertible, Hashable {
  public var uri: String
  public var version: Int

  public init(uri: String, version: Int) {
    self.uri = uri
    self.version = version
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.uri = try json.requiredString("uri")
    self.version = try json.requiredInt("version")
  }

  public var json: JSONValue { ["uri": .string(uri), "version": .integer(version)] }
}

public struct TextDocumentItem: JSONConvertible, Hashable {
  public var uri: String
  public var languageId: String
  public var version: Int
  public var text: String

  public init(uri: String, languageId: String = "swift", version: Int, text: String) {
    self.uri = uri
    self.languageId = languageId
    self.version = version
    self.text = text
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.uri = try json.requiredString("uri")
    self.languageId = try json.optionalString("languageId") ?? ""
    self.version = try json.optionalInt("version") ?? 0
    self.text = try json.requiredString("text")
  }

  public var json: JSONValue {
    ["uri": .string(uri), "languageId": .string(languageId), "version": .integer(version), "text": .string(text)]
  }
}

/// One content change: a range replaced by text, or (no range) the whole document.
public struct TextDocumentContentChangeEvent: JSONConvertible, Hashable {
  public var range: LSPRange?
  /// Deprecated in LSP; read and ignored (the range is authoritative).
  public var rangeLength: Int?
  public var text: String

  public init(range: LSPRange? = nil, rangeLength: Int? = nil, text: String) {
    self.range = range
    self.rangeLength = rangeLength
    self.text = text
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.range = try json.decodeIfPresent("range")
    self.rangeLength = try json.optionalInt("rangeLength")
    self.text = try json.requiredString("text")
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["text": .string(text)]
    members.set("range", range?.json)
    members.set("rangeLength", rangeLength.map { .integer($0) })
    return .object(members)
  }
}
