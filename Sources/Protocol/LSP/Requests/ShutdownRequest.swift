/// `shutdown`: the server cleans up and answers `null`; only `exit` may follow.
public struct ShutdownRequest: LSPRequest, ParameterlessMessage, Hashable {
  public typealias Response = NullResult
  public static let method = "shutdown"

  public init() {}
}
