/// LSP `SymbolKind` (the subset of values the server produces is up to the outline; all are listed).
public enum SymbolKind: Int, Sendable, Hashable, CaseIterable {
  case file = 1, module, namespace, package, `class`, method, property, field, constructor, `enum`, interface,
    function, variable, constant, string, number, boolean, array, object, key, null, enumMember, `struct`, event,
    `operator`, typeParameter
}

/// A hierarchical document symbol (outline entry).
public struct DocumentSymbol: JSONConvertible, Hashable {
  public var name: String
  public var detail: String?
  public var kind: SymbolKind
  public var range: LSPRange
  public var selectionRange: LSPRange
  public var children: [DocumentSymbol]

  public init(
    name: String, detail: String? = nil, kind: SymbolKind, range: LSPRange, selectionRange: LSPRange,
    children: [DocumentSymbol] = []
  ) {
    self.name = name
    self.detail = detail
    self.kind = kind
    self.range = range
    self.selectionRange = selectionRange
    self.children = children
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.name = try json.requiredString("name")
    self.detail = try json.optionalString("detail")
    guard let kind = SymbolKind(rawValue: try json.requiredInt("kind")) else { throw ParamsError("unknown kind") }
    self.kind = kind
    self.range = try json.decode("range")
    self.selectionRange = try json.decode("selectionRange")
    var children: [DocumentSymbol] = []
    for child in json.optional("children")?.arrayValue ?? [] { children.append(try DocumentSymbol(json: child)) }
    self.children = children
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "name": .string(name), "kind": .integer(kind.rawValue), "range": range.json,
      "selectionRange": selectionRange.json,
    ]
    members.set("detail", detail.map { .string($0) })
    if !children.isEmpty { members["children"] = .array(children.map(\.json)) }
    return .object(members)
  }
}

/// The result of `textDocument/documentSymbol`: a JSON array of `DocumentSymbol`.
public struct DocumentSymbolResponse: JSONConvertible, Hashable {
  public var symbols: [DocumentSymbol]

  public init(_ symbols: [DocumentSymbol]) {
    self.symbols = symbols
  }

  public init(json: JSONValue) throws(ParamsError) {
    guard let items = json.arrayValue else {
      if json.isNull {
        self.symbols = []
        return
      }
      throw ParamsError("expected an array of symbols")
    }
    var symbols: [DocumentSymbol] = []
    for item in items { symbols.append(try DocumentSymbol(json: item)) }
    self.symbols = symbols
  }

  public var json: JSONValue { .array(symbols.map(\.json)) }
}
