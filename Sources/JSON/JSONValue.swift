/// A JSON value. The protocol layer speaks only this type; typed LSP structs convert to and from it.
///
/// Integers and other numbers are kept apart so that ids, versions and positions round-trip exactly.
/// Objects are unordered; the writer sorts keys so output is deterministic.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case integer(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The member `key` of an object, or nil for anything else (or a missing key).
  public subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// An integer, also accepting a double with no fractional part that fits in `Int`.
  public var intValue: Int? {
    switch self {
    case .integer(let value):
      return value
    case .double(let value):
      guard value.isFinite, value.rounded() == value, abs(value) < 9.0e15 else { return nil }
      return Int(value)
    default:
      return nil
    }
  }

  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  public var objectValue: [String: JSONValue]? {
    if case .object(let value) = self { return value }
    return nil
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  public init(nilLiteral: ()) { self = .null }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .integer(value) }
  public init(floatLiteral value: Double) { self = .double(value) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    var members: [String: JSONValue] = [:]
    for (key, value) in elements { members[key] = value }
    self = .object(members)
  }
}

extension JSONValue: CustomStringConvertible {
  /// Compact JSON text with sorted keys (handy in test failure messages).
  public var description: String { String(decoding: JSONWriter.encode(self), as: UTF8.self) }
}
