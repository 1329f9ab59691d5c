/// Why params (or a result) did not have the expected shape; the server answers -32602 with it.
public struct ParamsError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}

/// A value with a JSON form: the typed LSP structs convert to and from `JSONValue` by hand, which keeps
/// decoding fast, exact about what is missing, and free of Foundation.
public protocol JSONConvertible: Sendable {
  init(json: JSONValue) throws(ParamsError)
  var json: JSONValue { get }
}

/// A request or notification type, identified by its method name.
public protocol LSPMessageType: JSONConvertible {
  static var method: String { get }
}

/// A request (has an id and gets one response of type `Response`).
public protocol LSPRequest: LSPMessageType {
  associatedtype Response: JSONConvertible
}

/// A notification (no id, never answered).
public protocol LSPNotification: LSPMessageType {}

/// The result of requests whose only possible result is `null` (e.g. `shutdown`).
public struct NullResult: JSONConvertible, Hashable {
  public init() {}
  public init(json: JSONValue) throws(ParamsError) {}
  public var json: JSONValue { .null }
}

/// Params-less messages decode from absent/`null` params and encode to none.
public protocol ParameterlessMessage: LSPMessageType {
  init()
}

extension ParameterlessMessage {
  public init(json: JSONValue) throws(ParamsError) { self.init() }
  public var json: JSONValue { .null }
}

// MARK: - Decoding helpers

extension JSONValue {
  /// The member `key`, which must be present and not null.
  public func required(_ key: String) throws(ParamsError) -> JSONValue {
    guard case .object(let members) = self else { throw ParamsError("expected an object containing '\(key)'") }
    guard let value = members[key], !value.isNull else { throw ParamsError("missing '\(key)'") }
    return value
  }

  /// The member `key` unless absent or null.
  public func optional(_ key: String) -> JSONValue? {
    guard let value = self[key], !value.isNull else { return nil }
    return value
  }

  public func requiredString(_ key: String) throws(ParamsError) -> String {
    guard let value = try required(key).stringValue else { throw ParamsError("'\(key)' must be a string") }
    return value
  }

  public func requiredInt(_ key: String) throws(ParamsError) -> Int {
    guard let value = try required(key).intValue else { throw ParamsError("'\(key)' must be an integer") }
    return value
  }

  public func optionalString(_ key: String) throws(ParamsError) -> String? {
    guard let value = optional(key) else { return nil }
    guard let string = value.stringValue else { throw ParamsError("'\(key)' must be a string") }
    return string
  }

  public func optionalInt(_ key: String) throws(ParamsError) -> Int? {
    guard let value = optional(key) else { return nil }
    guard let integer = value.intValue else { throw ParamsError("'\(key)' must be an integer") }
    return integer
  }

  public func requiredArray(_ key: String) throws(ParamsError) -> [JSONValue] {
    guard let value = try required(key).arrayValue else { throw ParamsError("'\(key)' must be an array") }
    return value
  }

  public func decode<T: JSONConvertible>(_ key: String, as type: T.Type = T.self) throws(ParamsError) -> T {
    let value = try required(key)
    do {
      return try T(json: value)
    } catch {
      throw ParamsError("\(key): \(error.message)")
    }
  }

  public func decodeIfPresent<T: JSONConvertible>(_ key: String, as type: T.Type = T.self) throws(ParamsError) -> T? {
    guard let value = optional(key) else { return nil }
    do {
      return try T(json: value)
    } catch {
      throw ParamsError("\(key): \(error.message)")
    }
  }
}

extension Dictionary where Key == String, Value == JSONValue {
  /// Sets `key` only when `value` is non-nil (LSP omits absent optional fields).
  public mutating func set(_ key: String, _ value: JSONValue?) {
    if let value { self[key] = value }
  }
}
