/// `MarkupContent`: Markdown or plain text.
public struct MarkupContent: JSONConvertible, Hashable {
  public enum Kind: String, Sendable, Hashable {
    case plaintext
    case markdown
  }

  public var kind: Kind
  public var value: String

  public init(kind: Kind, value: String) {
    self.kind = kind
    self.value = value
  }

  public init(json: JSONValue) throws(ParamsError) {
    guard let kind = Kind(rawValue: try json.requiredString("kind")) else { throw ParamsError("unknown markup kind") }
    self.kind = kind
    self.value = try json.requiredString("value")
  }

  public var json: JSONValue { ["kind": .string(kind.rawValue), "value": .string(value)] }
}

public struct Hover: JSONConvertible, Hashable {
  public var contents: MarkupContent
  public var range: LSPRange?

  public init(contents: MarkupContent, range: LSPRange?) {
    self.contents = contents
    self.range = range
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.contents = try json.decode("contents")
    self.range = try json.decodeIfPresent("range")
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["contents": contents.json]
    members.set("range", range?.json)
    return .object(members)
  }
}

/// The result of `textDocument/hover`: a `Hover` or `null`.
public struct HoverResponse: JSONConvertible, Hashable {
  public var hover: Hover?

  public init(_ hover: Hover?) {
    self.hover = hover
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.hover = json.isNull ? nil : try Hover(json: json)
  }

  public var json: JSONValue { hover?.json ?? .null }
}
