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

  /// The frame `Message.notification(method:params: json).framed` writes, byte for byte (the writer's sorted keys:
  /// `jsonrpc`, `method`, `params`; in it `diagnostics`, `uri`, `version`), encoded one diagnostic at a time: the
  /// JSON value of the whole list (thousands of diagnostics for a large document) is never built, and the bytes are
  /// the frame's own buffer.
  public var framed: [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256 + diagnostics.count * 256)
    output.append(contentsOf: #"{"jsonrpc":"2.0","method":"#.utf8)
    JSONWriter.write(.string(Self.method), into: &output)
    output.append(contentsOf: #","params":{"diagnostics":["#.utf8)
    var first = true
    for diagnostic in diagnostics {
      if !first { output.append(UInt8(ascii: ",")) }
      first = false
      JSONWriter.write(diagnostic.json, into: &output)
    }
    output.append(contentsOf: #"],"uri":"#.utf8)
    JSONWriter.write(.string(uri), into: &output)
    if let version {
      output.append(contentsOf: #","version":"#.utf8)
      JSONWriter.write(.integer(version), into: &output)
    }
    output.append(contentsOf: "}}".utf8)
    return FrameWriter.frame(output)
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
