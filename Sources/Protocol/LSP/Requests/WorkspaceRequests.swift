/// Workspace messages (issue 16): folders, navigation, workspace symbols and diagnostics, and the server →
/// client requests the workspace scan sends (progress, watcher registration, diagnostic refresh).

/// `WorkspaceFolder`: a root the client has open.
public struct WorkspaceFolder: JSONConvertible, Hashable {
  public var uri: String
  public var name: String

  public init(uri: String, name: String) {
    self.uri = uri
    self.name = name
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.uri = try json.requiredString("uri")
    self.name = (try json.optionalString("name")) ?? ""
  }

  public var json: JSONValue { ["uri": .string(uri), "name": .string(name)] }

  static func list(_ value: JSONValue?) throws(ParamsError) -> [WorkspaceFolder] {
    guard let value, !value.isNull else { return [] }
    guard let items = value.arrayValue else { throw ParamsError("workspace folders must be an array") }
    var folders: [WorkspaceFolder] = []
    for item in items { folders.append(try WorkspaceFolder(json: item)) }
    return folders
  }
}

/// `workspace/didChangeWorkspaceFolders`.
public struct DidChangeWorkspaceFoldersNotification: LSPNotification, Hashable {
  public static let method = "workspace/didChangeWorkspaceFolders"

  public var added: [WorkspaceFolder]
  public var removed: [WorkspaceFolder]

  public init(added: [WorkspaceFolder], removed: [WorkspaceFolder]) {
    self.added = added
    self.removed = removed
  }

  public init(json: JSONValue) throws(ParamsError) {
    let event = try json.required("event")
    self.added = try WorkspaceFolder.list(event["added"])
    self.removed = try WorkspaceFolder.list(event["removed"])
  }

  public var json: JSONValue {
    ["event": ["added": .array(added.map(\.json)), "removed": .array(removed.map(\.json))]]
  }
}

/// `textDocument/definition`.
public struct DefinitionRequest: LSPRequest, Hashable {
  public typealias Response = LocationsResult
  public static let method = "textDocument/definition"

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

/// `Location[]`, or `null` when there is nothing.
public struct LocationsResult: JSONConvertible, Hashable {
  public var locations: [Location]

  public init(_ locations: [Location]) {
    self.locations = locations
  }

  public init(json: JSONValue) throws(ParamsError) {
    if json.isNull {
      self.locations = []
      return
    }
    if json.objectValue != nil {
      self.locations = [try Location(json: json)]
      return
    }
    guard let items = json.arrayValue else { throw ParamsError("expected Location[] or null") }
    var locations: [Location] = []
    for item in items { locations.append(try Location(json: item)) }
    self.locations = locations
  }

  public var json: JSONValue { locations.isEmpty ? .null : .array(locations.map(\.json)) }
}

/// `workspace/symbol`.
public struct WorkspaceSymbolRequest: LSPRequest, Hashable {
  public typealias Response = WorkspaceSymbolResult
  public static let method = "workspace/symbol"

  public var query: String

  public init(query: String) {
    self.query = query
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.query = (try json.optionalString("query")) ?? ""
  }

  public var json: JSONValue { ["query": .string(query)] }
}

/// `SymbolInformation` (flat, with a location).
public struct SymbolInformation: JSONConvertible, Hashable {
  public var name: String
  public var kind: SymbolKind
  public var location: Location
  public var containerName: String?

  public init(name: String, kind: SymbolKind, location: Location, containerName: String? = nil) {
    self.name = name
    self.kind = kind
    self.location = location
    self.containerName = containerName
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.name = try json.requiredString("name")
    guard let kind = SymbolKind(rawValue: try json.requiredInt("kind")) else { throw ParamsError("unknown symbol kind") }
    self.kind = kind
    self.location = try json.decode("location")
    self.containerName = try json.optionalString("containerName")
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "name": .string(name), "kind": .integer(kind.rawValue), "location": location.json,
    ]
    members.set("containerName", containerName.map { .string($0) })
    return .object(members)
  }
}

public struct WorkspaceSymbolResult: JSONConvertible, Hashable {
  public var symbols: [SymbolInformation]

  public init(_ symbols: [SymbolInformation]) {
    self.symbols = symbols
  }

  public init(json: JSONValue) throws(ParamsError) {
    guard !json.isNull else {
      self.symbols = []
      return
    }
    guard let items = json.arrayValue else { throw ParamsError("expected SymbolInformation[] or null") }
    var symbols: [SymbolInformation] = []
    for item in items { symbols.append(try SymbolInformation(json: item)) }
    self.symbols = symbols
  }

  public var json: JSONValue { .array(symbols.map(\.json)) }
}

/// `workspace/diagnostic` (pull, every file of the workspace).
public struct WorkspaceDiagnosticRequest: LSPRequest, Hashable {
  public typealias Response = WorkspaceDiagnosticReport
  public static let method = "workspace/diagnostic"

  public var identifier: String?

  public init(identifier: String? = nil) {
    self.identifier = identifier
  }

  public init(json: JSONValue) throws(ParamsError) {
    guard json.objectValue != nil else { throw ParamsError("params must be an object") }
    self.identifier = try json.optionalString("identifier")
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["previousResultIds": .array([])]
    members.set("identifier", identifier.map { .string($0) })
    return .object(members)
  }
}

/// One file's full report in a workspace diagnostic answer (`version` null: the file is not open).
public struct WorkspaceDocumentDiagnosticReport: JSONConvertible, Hashable {
  public var uri: String
  public var version: Int?
  public var items: [Diagnostic]

  public init(uri: String, version: Int?, items: [Diagnostic]) {
    self.uri = uri
    self.version = version
    self.items = items
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.uri = try json.requiredString("uri")
    self.version = try json.optionalInt("version")
    var items: [Diagnostic] = []
    for item in json["items"]?.arrayValue ?? [] { items.append(try Diagnostic(json: item)) }
    self.items = items
  }

  public var json: JSONValue {
    [
      "kind": "full", "uri": .string(uri), "version": version.map { .integer($0) } ?? .null,
      "items": .array(items.map(\.json)),
    ]
  }
}

public struct WorkspaceDiagnosticReport: JSONConvertible, Hashable {
  public var items: [WorkspaceDocumentDiagnosticReport]

  public init(items: [WorkspaceDocumentDiagnosticReport]) {
    self.items = items
  }

  public init(json: JSONValue) throws(ParamsError) {
    var items: [WorkspaceDocumentDiagnosticReport] = []
    for item in try json.requiredArray("items") { items.append(try WorkspaceDocumentDiagnosticReport(json: item)) }
    self.items = items
  }

  public var json: JSONValue { ["items": .array(items.map(\.json))] }
}

// MARK: - Server → client

/// `window/workDoneProgress/create` (server → client).
public struct WorkDoneProgressCreateRequest: LSPRequest, Hashable {
  public typealias Response = NullResult
  public static let method = "window/workDoneProgress/create"

  public var token: String

  public init(token: String) {
    self.token = token
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.token = try json.requiredString("token")
  }

  public var json: JSONValue { ["token": .string(token)] }
}

/// `$/progress` with a work-done value (`begin`, `report`, `end`).
public struct ProgressNotification: LSPNotification, Hashable {
  public static let method = "$/progress"

  public enum Value: Hashable, Sendable {
    case begin(title: String, message: String?, percentage: Int?)
    case report(message: String?, percentage: Int?)
    case end(message: String?)
  }

  public var token: String
  public var value: Value

  public init(token: String, value: Value) {
    self.token = token
    self.value = value
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.token = try json.requiredString("token")
    let value = try json.required("value")
    let message = try value.optionalString("message")
    let percentage = try value.optionalInt("percentage")
    switch try value.requiredString("kind") {
    case "begin": self.value = .begin(title: try value.requiredString("title"), message: message, percentage: percentage)
    case "report": self.value = .report(message: message, percentage: percentage)
    case "end": self.value = .end(message: message)
    default: throw ParamsError("unknown progress kind")
    }
  }

  public var json: JSONValue {
    var members: [String: JSONValue]
    switch value {
    case .begin(let title, let message, let percentage):
      members = ["kind": "begin", "title": .string(title), "cancellable": false]
      members.set("message", message.map { .string($0) })
      members.set("percentage", percentage.map { .integer($0) })
    case .report(let message, let percentage):
      members = ["kind": "report", "cancellable": false]
      members.set("message", message.map { .string($0) })
      members.set("percentage", percentage.map { .integer($0) })
    case .end(let message):
      members = ["kind": "end"]
      members.set("message", message.map { .string($0) })
    }
    return ["token": .string(token), "value": .object(members)]
  }
}

/// `client/registerCapability` (server → client), here only for `workspace/didChangeWatchedFiles`.
public struct RegisterCapabilityRequest: LSPRequest, Hashable {
  public typealias Response = NullResult
  public static let method = "client/registerCapability"

  public struct Registration: Hashable, Sendable {
    public var id: String
    public var method: String
    public var registerOptions: JSONValue?

    public init(id: String, method: String, registerOptions: JSONValue?) {
      self.id = id
      self.method = method
      self.registerOptions = registerOptions
    }
  }

  public var registrations: [Registration]

  public init(registrations: [Registration]) {
    self.registrations = registrations
  }

  public init(json: JSONValue) throws(ParamsError) {
    var registrations: [Registration] = []
    for item in try json.requiredArray("registrations") {
      registrations.append(
        Registration(id: try item.requiredString("id"), method: try item.requiredString("method"), registerOptions: item.optional("registerOptions")))
    }
    self.registrations = registrations
  }

  public var json: JSONValue {
    [
      "registrations": .array(
        registrations.map { registration in
          var members: [String: JSONValue] = ["id": .string(registration.id), "method": .string(registration.method)]
          members.set("registerOptions", registration.registerOptions)
          return .object(members)
        })
    ]
  }

  /// Watchers for `workspace/didChangeWatchedFiles`: each glob, every kind of change (create, change, delete).
  public static func watchedFiles(id: String, globs: [String]) -> RegisterCapabilityRequest {
    RegisterCapabilityRequest(registrations: [
      Registration(
        id: id, method: "workspace/didChangeWatchedFiles",
        registerOptions: ["watchers": .array(globs.map { ["globPattern": .string($0)] })])
    ])
  }
}

/// `workspace/diagnostic/refresh` (server → client): pull diagnostics again.
public struct WorkspaceDiagnosticRefreshRequest: LSPRequest, ParameterlessMessage, Hashable {
  public typealias Response = NullResult
  public static let method = "workspace/diagnostic/refresh"

  public init() {}
}

// MARK: - Client capabilities the workspace reads

extension ClientCapabilities {
  /// `window.workDoneProgress`: the server may create progress tokens.
  public var supportsWorkDoneProgress: Bool {
    raw["window"]?["workDoneProgress"]?.boolValue ?? false
  }

  /// `workspace.didChangeWatchedFiles.dynamicRegistration`.
  public var supportsWatchedFilesRegistration: Bool {
    raw["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
  }

  /// `workspace.diagnostics.refreshSupport`.
  public var supportsDiagnosticRefresh: Bool {
    raw["workspace"]?["diagnostics"]?["refreshSupport"]?.boolValue ?? false
  }

  /// `workspace.workspaceFolders`.
  public var supportsWorkspaceFolders: Bool {
    raw["workspace"]?["workspaceFolders"]?.boolValue ?? false
  }
}
