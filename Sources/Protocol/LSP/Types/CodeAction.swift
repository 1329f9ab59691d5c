/// An LSP `TextEdit`: replace `range` (in the negotiated position encoding) by `newText`.
///
/// Named apart from `SwiftLiteParser.TextEdit`, which works in byte offsets.
public struct LSPTextEdit: JSONConvertible, Hashable {
  public var range: LSPRange
  public var newText: String

  public init(range: LSPRange, newText: String) {
    self.range = range
    self.newText = newText
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.range = try json.decode("range")
    self.newText = try json.requiredString("newText")
  }

  public var json: JSONValue { ["range": range.json, "newText": .string(newText)] }
}

/// A `WorkspaceEdit` in its `changes` form (uri → edits). Neovim 0.7 does not advertise
/// `documentChanges`, and every client understands `changes`, so the server only produces this form.
public struct WorkspaceEdit: JSONConvertible, Hashable {
  public var changes: [String: [LSPTextEdit]]

  public init(changes: [String: [LSPTextEdit]]) {
    self.changes = changes
  }

  public init(json: JSONValue) throws(ParamsError) {
    guard json.objectValue != nil else { throw ParamsError("a workspace edit must be an object") }
    var changes: [String: [LSPTextEdit]] = [:]
    if let members = json.optional("changes")?.objectValue {
      for (uri, edits) in members {
        guard let array = edits.arrayValue else { throw ParamsError("changes[\(uri)] must be an array") }
        var decoded: [LSPTextEdit] = []
        for edit in array { decoded.append(try LSPTextEdit(json: edit)) }
        changes[uri] = decoded
      }
    }
    self.changes = changes
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = [:]
    for (uri, edits) in changes { members[uri] = .array(edits.map(\.json)) }
    return ["changes": .object(members)]
  }
}

/// Code action kinds the server produces, and LSP's prefix rule for `context.only`.
public enum CodeActionKind {
  public static let quickFix = "quickfix"
  public static let source = "source"
  public static let sourceFixAll = "source.fixAll"
  /// The server's own fix-all kind (a sub-kind of `source.fixAll`).
  public static let sourceFixAllInterop = "source.fixAll.interop-lsp"

  /// Whether an action of `kind` is asked for by `requested`: equal, or `requested` is a dot-separated
  /// prefix (`source` asks for `source.fixAll.interop-lsp`). The empty kind asks for everything.
  public static func kind(_ kind: String, matches requested: String) -> Bool {
    requested.isEmpty || kind == requested || kind.hasPrefix(requested + ".")
  }
}

/// A code action literal. The edit is always inline (eglot has no resolve support), and no command is
/// ever sent.
public struct CodeAction: JSONConvertible, Hashable {
  public var title: String
  public var kind: String?
  public var diagnostics: [Diagnostic]?
  public var isPreferred: Bool?
  public var edit: WorkspaceEdit?

  public init(
    title: String, kind: String? = nil, diagnostics: [Diagnostic]? = nil, isPreferred: Bool? = nil,
    edit: WorkspaceEdit? = nil
  ) {
    self.title = title
    self.kind = kind
    self.diagnostics = diagnostics
    self.isPreferred = isPreferred
    self.edit = edit
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.title = try json.requiredString("title")
    self.kind = try json.optionalString("kind")
    if let items = json.optional("diagnostics")?.arrayValue {
      var decoded: [Diagnostic] = []
      for item in items { decoded.append(try Diagnostic(json: item)) }
      self.diagnostics = decoded
    } else {
      self.diagnostics = nil
    }
    self.isPreferred = json.optional("isPreferred")?.boolValue
    self.edit = try json.decodeIfPresent("edit")
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["title": .string(title)]
    members.set("kind", kind.map { .string($0) })
    members.set("diagnostics", diagnostics.map { .array($0.map(\.json)) })
    members.set("isPreferred", isPreferred.map { .bool($0) })
    members.set("edit", edit?.json)
    return .object(members)
  }
}

/// `CodeActionContext`: the diagnostics the client shows at the range, and the kinds it wants.
public struct CodeActionContext: JSONConvertible, Hashable {
  public var diagnostics: [Diagnostic]
  /// Kinds asked for; nil means every kind.
  public var only: [String]?
  /// 1 = invoked by the user, 2 = automatic (LSP 3.17).
  public var triggerKind: Int?
  /// How many of the client's diagnostics could not be read (skipped rather than failing the request).
  public var unreadableDiagnostics: Int

  public init(diagnostics: [Diagnostic] = [], only: [String]? = nil, triggerKind: Int? = nil) {
    self.diagnostics = diagnostics
    self.only = only
    self.triggerKind = triggerKind
    self.unreadableDiagnostics = 0
  }

  /// Lenient about the echoed diagnostics: a client that rebuilds them (Neovim 0.7) may leave out or
  /// change fields; an unreadable one is skipped, not a reason to answer nothing.
  public init(json: JSONValue) throws(ParamsError) {
    guard json.objectValue != nil else { throw ParamsError("context must be an object") }
    var diagnostics: [Diagnostic] = []
    var unreadable = 0
    for item in json.optional("diagnostics")?.arrayValue ?? [] {
      if let diagnostic = try? Diagnostic(json: item) {
        diagnostics.append(diagnostic)
      } else {
        unreadable += 1
      }
    }
    self.diagnostics = diagnostics
    self.unreadableDiagnostics = unreadable
    if let only = json.optional("only") {
      guard let kinds = only.arrayValue else { throw ParamsError("'only' must be an array of strings") }
      self.only = kinds.compactMap(\.stringValue)
    } else {
      self.only = nil
    }
    self.triggerKind = json.optional("triggerKind")?.intValue
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["diagnostics": .array(diagnostics.map(\.json))]
    members.set("only", only.map { .array($0.map { .string($0) }) })
    members.set("triggerKind", triggerKind.map { .integer($0) })
    return .object(members)
  }

  /// Whether an action of `kind` is wanted.
  public func wants(_ kind: String) -> Bool {
    guard let only else { return true }
    return only.contains { CodeActionKind.kind(kind, matches: $0) }
  }
}
