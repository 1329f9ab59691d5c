/// Every JSON-RPC 2.0 and LSP error code the server uses, in one place.
public enum ErrorCode: Int, Sendable, Hashable, CaseIterable {
  // JSON-RPC 2.0
  case parseError = -32700
  case invalidRequest = -32600
  case methodNotFound = -32601
  case invalidParams = -32602
  case internalError = -32603
  // JSON-RPC reserved range, defined by LSP
  case serverNotInitialized = -32002
  case unknownErrorCode = -32001
  // LSP
  case requestFailed = -32803
  case serverCancelled = -32802
  case contentModified = -32801
  case requestCancelled = -32800
}

/// The `error` member of a response.
public struct ResponseError: Error, Sendable, Hashable {
  public var code: Int
  public var message: String
  public var data: JSONValue?

  public init(code: Int, message: String, data: JSONValue? = nil) {
    self.code = code
    self.message = message
    self.data = data
  }

  public init(_ code: ErrorCode, _ message: String, data: JSONValue? = nil) {
    self.init(code: code.rawValue, message: message, data: data)
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["code": .integer(code), "message": .string(message)]
    if let data { members["data"] = data }
    return .object(members)
  }

  public init?(json: JSONValue) {
    guard let code = json["code"]?.intValue else { return nil }
    self.init(code: code, message: json["message"]?.stringValue ?? "", data: json["data"])
  }

  public static func invalidParams(_ message: String) -> ResponseError {
    ResponseError(.invalidParams, message)
  }
}
