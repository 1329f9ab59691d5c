/// `workspace/didChangeConfiguration`: new settings, kept as JSON and handed to analysis.
public struct DidChangeConfigurationNotification: LSPNotification, Hashable {
  public static let method = "workspace/didChangeConfiguration"

  public var settings: JSONValue

  public init(settings: JSONValue) {
    self.settings = settings
  }

  public init(json: JSONValue) throws(ParamsError) {
    guard json.objectValue != nil else { throw ParamsError("params must be an object") }
    self.settings = json["settings"] ?? .null
  }

  public var json: JSONValue { ["settings": settings] }
}

/// `workspace/didChangeWatchedFiles`: files the client watches were created, changed or deleted. Only the
/// URIs matter here (a configuration or project file among them invalidates what was read from disk).
public struct DidChangeWatchedFilesNotification: LSPNotification, Hashable {
  public static let method = "workspace/didChangeWatchedFiles"

  public var uris: [String]

  public init(uris: [String]) {
    self.uris = uris
  }

  public init(json: JSONValue) throws(ParamsError) {
    guard let changes = json["changes"]?.arrayValue else { throw ParamsError("'changes' must be an array") }
    self.uris = changes.compactMap { $0["uri"]?.stringValue }
  }

  public var json: JSONValue {
    ["changes": .array(uris.map { ["uri": .string($0), "type": .integer(2)] })]
  }
}
