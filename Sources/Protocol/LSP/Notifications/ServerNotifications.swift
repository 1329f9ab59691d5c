/// `textDocument/publishDiagnostics` (server → client).
public struct PublishDiagnosticsNotification: LSPNotification, Hashable {
  public static let method = "textDocument/publishDiagnostics"

  public var uri: String
  public var version: Int?
  public var diagnostics: [Diagnostic]

  public init(uri: String, version: Int?, diagnostics: [Diagnostic]) {
    self.uri = uri
    self.version = version
    self.diagnostics = diagnostics
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.uri = try json.requiredString("uri")
    self.version = try json.optionalInt("version")
    var diagnostics: [Diagnostic] = []
    for item in try json.requiredArray("diagnostics") { diagnostics.append(try Diagnostic(json: item)) }
    self.diagnostics = diagnostics
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics.map(\.json))]
    members.set("version", version.map { .integer($0) })
    return .object(members)
  }
}

/// `window/logMessage` (server → client): exactly `type` and `message`, nothing else (eglot 1.9 rejects
/// any other field).
public struct LogMessageNotification: LSPNotification, Hashable {
  public static let method = "window/logMessage"

  public var type: MessageType
  public var message: String

  public init(type: MessageType, message: String) {
    self.type = type
    self.message = message
  }

  public init(json: JSONValue) throws(ParamsError) {
    guard let type = MessageType(rawValue: try json.requiredInt("type")) else { throw ParamsError("type must be 1...4") }
    self.type = type
    self.message = try json.requiredString("message")
  }

  public var json: JSONValue { ["type": .integer(type.rawValue), "message": .string(message)] }
}

/// `window/showMessage` (server → client): a message the user should see (e.g. a bad configuration file);
/// exactly `type` and `message`.
public struct ShowMessageNotification: LSPNotification, Hashable {
  public static let method = "window/showMessage"

  public var type: MessageType
  public var message: String

  public init(type: MessageType, message: String) {
    self.type = type
    self.message = message
  }

  public init(json: JSONValue) throws(ParamsError) {
    guard let type = MessageType(rawValue: try json.requiredInt("type")) else { throw ParamsError("type must be 1...4") }
    self.type = type
    self.message = try json.requiredString("message")
  }

  public var json: JSONValue { ["type": .integer(type.rawValue), "message": .string(message)] }
}
