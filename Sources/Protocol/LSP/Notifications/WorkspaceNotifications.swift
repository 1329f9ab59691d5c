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
