/// A JSON-RPC request id: a number or a string (`null` only appears in error responses).
public enum RequestID: Sendable, Hashable, CustomStringConvertible {
  case number(Int)
  case string(String)

  public var json: JSONValue {
    switch self {
    case .number(let value): return .integer(value)
    case .string(let value): return .string(value)
    }
  }

  public init?(json: JSONValue) {
    switch json {
    case .integer(let value): self = .number(value)
    case .string(let value): self = .string(value)
    case .double:
      guard let value = json.intValue else { return nil }
      self = .number(value)
    default: return nil
    }
  }

  public var description: String {
    switch self {
    case .number(let value): return String(value)
    case .string(let value): return "\"\(value)\""
    }
  }
}

/// A response is a result or an error, never both. `.result(.null)` is written as `"result":null`.
public enum ResponseBody: Sendable, Hashable {
  case result(JSONValue)
  case error(ResponseError)
}

/// One decoded JSON-RPC message.
public enum Message: Sendable, Hashable {
  case request(id: RequestID, method: String, params: JSONValue?)
  case notification(method: String, params: JSONValue?)
  /// A response from the client to a request the server sent (`id` nil when the client answered `null`).
  case response(id: RequestID?, body: ResponseBody)

  /// Why a JSON value is not a JSON-RPC message: the error to answer with and the id (if one was readable).
  public struct Invalid: Error, Sendable, Hashable {
    public var id: RequestID?
    public var error: ResponseError

    public init(id: RequestID?, error: ResponseError) {
      self.id = id
      self.error = error
    }
  }

  /// Classifies a parsed JSON value. Anything that is not a well-formed request, notification or response
  /// is `Invalid` with code -32600 (InvalidRequest).
  public static func decode(_ json: JSONValue) -> Result<Message, Invalid> {
    guard case .object(let members) = json else {
      return .failure(Invalid(id: nil, error: ResponseError(.invalidRequest, "a JSON-RPC message must be an object")))
    }
    var id: RequestID?
    let hasID = members["id"] != nil
    if let rawID = members["id"], !rawID.isNull {
      guard let parsed = RequestID(json: rawID) else {
        return .failure(Invalid(id: nil, error: ResponseError(.invalidRequest, "id must be a number or a string")))
      }
      id = parsed
    }
    guard members["jsonrpc"]?.stringValue == "2.0" else {
      return .failure(Invalid(id: id, error: ResponseError(.invalidRequest, "\"jsonrpc\" must be \"2.0\"")))
    }
    if let rawMethod = members["method"] {
      guard let method = rawMethod.stringValue else {
        return .failure(Invalid(id: id, error: ResponseError(.invalidRequest, "method must be a string")))
      }
      // `"params": null` is read as absent (some clients send it for `shutdown`).
      var params = members["params"]
      if params?.isNull == true { params = Optional.none }
      if let params {
        switch params {
        case .object, .array, .null: break
        default:
          return .failure(
            Invalid(id: id, error: ResponseError(.invalidRequest, "params must be an object or an array")))
        }
      }
      if hasID {
        guard let id else {
          return .failure(Invalid(id: nil, error: ResponseError(.invalidRequest, "a request id must not be null")))
        }
        return .success(.request(id: id, method: method, params: params))
      }
      return .success(.notification(method: method, params: params))
    }
    let result = members["result"]
    let error = members["error"]
    if hasID, (result == nil) != (error == nil) {
      if let result { return .success(.response(id: id, body: .result(result))) }
      if let error, let parsed = ResponseError(json: error) { return .success(.response(id: id, body: .error(parsed))) }
    }
    return .failure(
      Invalid(id: id, error: ResponseError(.invalidRequest, "not a request, notification or response")))
  }

  /// The message as a JSON value (compact writer sorts the keys).
  public var json: JSONValue {
    switch self {
    case .request(let id, let method, let params):
      var members: [String: JSONValue] = ["jsonrpc": "2.0", "id": id.json, "method": .string(method)]
      if let params { members["params"] = params }
      return .object(members)
    case .notification(let method, let params):
      var members: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method)]
      if let params { members["params"] = params }
      return .object(members)
    case .response(let id, let body):
      var members: [String: JSONValue] = ["jsonrpc": "2.0", "id": id?.json ?? .null]
      switch body {
      case .result(let result): members["result"] = result
      case .error(let error): members["error"] = error.json
      }
      return .object(members)
    }
  }

  /// The framed bytes of this message.
  public var framed: [UInt8] {
    FrameWriter.frame(JSONWriter.encode(json))
  }
}
