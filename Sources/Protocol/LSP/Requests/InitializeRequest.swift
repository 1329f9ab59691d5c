/// `initialize`: the first request; answers capabilities, server info and the position encoding.
public struct InitializeRequest: LSPRequest, Hashable {
  public typealias Response = InitializeResult
  public static let method = "initialize"

  public var params: InitializeParams

  public init(_ params: InitializeParams = InitializeParams()) {
    self.params = params
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.params = try InitializeParams(json: json)
  }

  public var json: JSONValue { params.json }
}
