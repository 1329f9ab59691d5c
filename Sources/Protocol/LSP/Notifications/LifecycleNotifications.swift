/// `initialized`: sent once after the client received the `initialize` result.
public struct InitializedNotification: LSPNotification, ParameterlessMessage, Hashable {
  public static let method = "initialized"
  public init() {}
}

/// `exit`: the process ends, with code 0 after `shutdown` and 1 without.
public struct ExitNotification: LSPNotification, ParameterlessMessage, Hashable {
  public static let method = "exit"
  public init() {}
}

/// `$/cancelRequest`: cancel a request that has not been answered yet.
public struct CancelRequestNotification: LSPNotification, Hashable {
  public static let method = "$/cancelRequest"

  public var id: RequestID

  public init(id: RequestID) {
    self.id = id
  }

  public init(json: JSONValue) throws(ParamsError) {
    guard let id = RequestID(json: try json.required("id")) else { throw ParamsError("id must be a number or a string") }
    self.id = id
  }

  public var json: JSONValue { ["id": id.json] }
}
