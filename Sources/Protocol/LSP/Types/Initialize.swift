public struct ClientInfo: JSONConvertible, Hashable {
  public var name: String
  public var version: String?

  public init(name: String, version: String? = nil) {
    self.name = name
    self.version = version
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.name = try json.requiredString("name")
    self.version = try json.optionalString("version")
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["name": .string(name)]
    members.set("version", version.map { .string($0) })
    return .object(members)
  }
}

/// The client's capabilities, kept as JSON with typed accessors for what the server reads.
public struct ClientCapabilities: JSONConvertible, Hashable {
  public var raw: JSONValue

  public init(_ raw: JSONValue = .object([:])) {
    self.raw = raw
  }

  public init(json: JSONValue) throws(ParamsError) {
    guard json.objectValue != nil else { throw ParamsError("capabilities must be an object") }
    self.raw = json
  }

  public var json: JSONValue { raw }

  /// `general.positionEncodings`, in the client's order of preference.
  public var positionEncodings: [String] {
    raw["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
  }

  /// True when the client can pull diagnostics (`textDocument.diagnostic` present).
  public var supportsPullDiagnostics: Bool {
    raw["textDocument"]?.optional("diagnostic") != nil
  }

  /// True when the client takes code action literals (`codeActionLiteralSupport`), so the server may
  /// answer `CodeActionOptions` with the kinds it produces.
  public var supportsCodeActionLiterals: Bool {
    raw["textDocument"]?["codeAction"]?.optional("codeActionLiteralSupport") != nil
  }

  /// `textDocument.hover.contentFormat` (empty when not stated).
  public var hoverContentFormats: [String] {
    raw["textDocument"]?["hover"]?["contentFormat"]?.arrayValue?.compactMap(\.stringValue) ?? []
  }

  public static func with(positionEncodings: [String]? = nil, pullDiagnostics: Bool = false) -> ClientCapabilities {
    var textDocument: [String: JSONValue] = [
      "publishDiagnostics": ["relatedInformation": true, "versionSupport": true, "codeDescriptionSupport": true]
    ]
    if pullDiagnostics { textDocument["diagnostic"] = ["dynamicRegistration": false] }
    var members: [String: JSONValue] = ["textDocument": .object(textDocument)]
    if let positionEncodings {
      members["general"] = ["positionEncodings": .array(positionEncodings.map { .string($0) })]
    }
    return ClientCapabilities(.object(members))
  }
}

public struct InitializeParams: JSONConvertible, Hashable {
  public var processId: Int?
  public var clientInfo: ClientInfo?
  public var rootUri: String?
  public var capabilities: ClientCapabilities
  public var initializationOptions: JSONValue?
  public var trace: String?
  /// `workspaceFolders` (null or absent: none); `rootPath` is the deprecated spelling of `rootUri`.
  public var workspaceFolders: [WorkspaceFolder] = []
  public var rootPath: String?

  public init(
    processId: Int? = nil,
    clientInfo: ClientInfo? = nil,
    rootUri: String? = nil,
    capabilities: ClientCapabilities = ClientCapabilities(),
    initializationOptions: JSONValue? = nil,
    trace: String? = nil
  ) {
    self.processId = processId
    self.clientInfo = clientInfo
    self.rootUri = rootUri
    self.capabilities = capabilities
    self.initializationOptions = initializationOptions
    self.trace = trace
  }

  public init(json: JSONValue) throws(ParamsError) {
    guard json.objectValue != nil else { throw ParamsError("initialize params must be an object") }
    self.processId = try json.optionalInt("processId")
    self.clientInfo = try json.decodeIfPresent("clientInfo")
    self.rootUri = try json.optionalString("rootUri")
    self.capabilities = try json.decodeIfPresent("capabilities") ?? ClientCapabilities()
    self.initializationOptions = json.optional("initializationOptions")
    self.trace = try json.optionalString("trace")
    self.workspaceFolders = try WorkspaceFolder.list(json["workspaceFolders"])
    self.rootPath = try json.optionalString("rootPath")
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "processId": processId.map { .integer($0) } ?? .null,
      "capabilities": capabilities.json,
    ]
    members.set("clientInfo", clientInfo?.json)
    members.set("rootUri", rootUri.map { .string($0) })
    members.set("initializationOptions", initializationOptions)
    members.set("trace", trace.map { .string($0) })
    if !workspaceFolders.isEmpty { members["workspaceFolders"] = .array(workspaceFolders.map(\.json)) }
    members.set("rootPath", rootPath.map { .string($0) })
    return .object(members)
  }
}

/// `TextDocumentSyncKind`.
public enum TextDocumentSyncKind: Int, Sendable, Hashable {
  case none = 0
  case full = 1
  case incremental = 2
}

/// What the server implements. Only fields that are set are sent: advertise nothing that is not handled.
public struct ServerCapabilities: JSONConvertible, Hashable {
  public var positionEncoding: PositionEncodingKind?
  public var openClose: Bool
  public var change: TextDocumentSyncKind
  public var save: Bool
  /// `diagnosticProvider` (pull diagnostics) when non-nil; `identifier` is optional in LSP.
  public var diagnosticProvider: Bool
  public var hoverProvider: Bool
  public var documentSymbolProvider: Bool
  /// `codeActionProvider`, given as JSON (`true` or `CodeActionOptions`).
  public var codeActionProvider: JSONValue?
  /// Further top-level capabilities as JSON (the workspace's: definition, workspace symbols, folders; the editing ones: completion, inlay hints, code lens); each
  /// replaces a member of the same name.
  public var additional: [String: JSONValue] = [:]

  public init(
    positionEncoding: PositionEncodingKind? = nil,
    openClose: Bool = false,
    change: TextDocumentSyncKind = .none,
    save: Bool = false,
    diagnosticProvider: Bool = false,
    hoverProvider: Bool = false,
    documentSymbolProvider: Bool = false,
    codeActionProvider: JSONValue? = nil
  ) {
    self.positionEncoding = positionEncoding
    self.openClose = openClose
    self.change = change
    self.save = save
    self.diagnosticProvider = diagnosticProvider
    self.hoverProvider = hoverProvider
    self.documentSymbolProvider = documentSymbolProvider
    self.codeActionProvider = codeActionProvider
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.positionEncoding = try json.optionalString("positionEncoding").flatMap(PositionEncodingKind.init(rawValue:))
    let sync = json.optional("textDocumentSync")
    if let kind = sync?.intValue {
      self.openClose = kind != 0
      self.change = TextDocumentSyncKind(rawValue: kind) ?? .none
      self.save = false
    } else {
      self.openClose = sync?["openClose"]?.boolValue ?? false
      self.change = (try sync?.optionalInt("change")).flatMap(TextDocumentSyncKind.init(rawValue:)) ?? .none
      self.save = sync?.optional("save") != nil
    }
    self.diagnosticProvider = json.optional("diagnosticProvider") != nil
    self.hoverProvider = json.optional("hoverProvider").map { $0.boolValue ?? true } ?? false
    self.documentSymbolProvider = json.optional("documentSymbolProvider").map { $0.boolValue ?? true } ?? false
    self.codeActionProvider = json.optional("codeActionProvider")
    for key in ServerCapabilities.additionalKeys {
      if let value = json.optional(key) { additional[key] = value }
    }
  }

  /// The keys `additional` decodes.
  public static let additionalKeys = ["completionProvider", "inlayHintProvider", "codeLensProvider", "executeCommandProvider"]

  public var json: JSONValue {
    var members: [String: JSONValue] = [:]
    members.set("positionEncoding", positionEncoding.map { .string($0.rawValue) })
    if openClose || change != .none || save {
      var sync: [String: JSONValue] = ["openClose": .bool(openClose), "change": .integer(change.rawValue)]
      if save { sync["save"] = ["includeText": false] }
      members["textDocumentSync"] = .object(sync)
    }
    if diagnosticProvider {
      members["diagnosticProvider"] = ["interFileDependencies": false, "workspaceDiagnostics": false]
    }
    if hoverProvider { members["hoverProvider"] = true }
    if documentSymbolProvider { members["documentSymbolProvider"] = true }
    members.set("codeActionProvider", codeActionProvider)
    for (key, value) in additional { members[key] = value }
    return .object(members)
  }
}

public struct ServerInfo: JSONConvertible, Hashable {
  public var name: String
  public var version: String?

  public init(name: String, version: String?) {
    self.name = name
    self.version = version
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.name = try json.requiredString("name")
    self.version = try json.optionalString("version")
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["name": .string(name)]
    members.set("version", version.map { .string($0) })
    return .object(members)
  }
}

public struct InitializeResult: JSONConvertible, Hashable {
  public var capabilities: ServerCapabilities
  public var serverInfo: ServerInfo?

  public init(capabilities: ServerCapabilities, serverInfo: ServerInfo?) {
    self.capabilities = capabilities
    self.serverInfo = serverInfo
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.capabilities = try json.decode("capabilities")
    self.serverInfo = try json.decodeIfPresent("serverInfo")
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["capabilities": capabilities.json]
    members.set("serverInfo", serverInfo?.json)
    return .object(members)
  }
}

/// `window/logMessage` and `window/showMessage` severities.
public enum MessageType: Int, Sendable, Hashable {
  case error = 1
  case warning = 2
  case info = 3
  case log = 4
}
