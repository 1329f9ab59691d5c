public enum DiagnosticSeverity: Int, JSONConvertible, Hashable {
  case error = 1
  case warning = 2
  case information = 3
  case hint = 4

  public init(json: JSONValue) throws(ParamsError) {
    guard let raw = json.intValue, let value = DiagnosticSeverity(rawValue: raw) else {
      throw ParamsError("severity must be 1...4")
    }
    self = value
  }

  public var json: JSONValue { .integer(rawValue) }
}

public enum DiagnosticTag: Int, JSONConvertible, Hashable {
  case unnecessary = 1
  case deprecated = 2

  public init(json: JSONValue) throws(ParamsError) {
    guard let raw = json.intValue, let value = DiagnosticTag(rawValue: raw) else {
      throw ParamsError("tag must be 1 or 2")
    }
    self = value
  }

  public var json: JSONValue { .integer(rawValue) }
}

/// A diagnostic code: LSP allows a number or a string (ours are kebab-case rule ids).
public enum DiagnosticCode: JSONConvertible, Hashable {
  case number(Int)
  case string(String)

  public init(json: JSONValue) throws(ParamsError) {
    if let value = json.stringValue {
      self = .string(value)
    } else if let value = json.intValue {
      self = .number(value)
    } else {
      throw ParamsError("code must be a number or a string")
    }
  }

  public var json: JSONValue {
    switch self {
    case .number(let value): return .integer(value)
    case .string(let value): return .string(value)
    }
  }
}

public struct DiagnosticRelatedInformation: JSONConvertible, Hashable {
  public var location: Location
  public var message: String

  public init(location: Location, message: String) {
    self.location = location
    self.message = message
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.location = try json.decode("location")
    self.message = try json.requiredString("message")
  }

  public var json: JSONValue { ["location": location.json, "message": .string(message)] }
}

public struct Diagnostic: JSONConvertible, Hashable {
  public var range: LSPRange
  public var severity: DiagnosticSeverity?
  public var code: DiagnosticCode?
  /// `codeDescription.href`: a link to the rule's documentation.
  public var codeDescriptionHref: String?
  public var source: String?
  public var message: String
  public var tags: [DiagnosticTag]?
  public var relatedInformation: [DiagnosticRelatedInformation]?
  /// Opaque data echoed back by clients in code-action requests.
  public var data: JSONValue?

  public init(
    range: LSPRange,
    severity: DiagnosticSeverity? = nil,
    code: DiagnosticCode? = nil,
    codeDescriptionHref: String? = nil,
    source: String? = nil,
    message: String,
    tags: [DiagnosticTag]? = nil,
    relatedInformation: [DiagnosticRelatedInformation]? = nil,
    data: JSONValue? = nil
  ) {
    self.range = range
    self.severity = severity
    self.code = code
    self.codeDescriptionHref = codeDescriptionHref
    self.source = source
    self.message = message
    self.tags = tags
    self.relatedInformation = relatedInformation
    self.data = data
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.range = try json.decode("range")
    self.severity = try json.decodeIfPresent("severity")
    self.code = try json.decodeIfPresent("code")
    self.codeDescriptionHref = try json.optional("codeDescription")?.optionalString("href")
    self.source = try json.optionalString("source")
    self.message = try json.requiredString("message")
    if let tags = json.optional("tags")?.arrayValue {
      var decoded: [DiagnosticTag] = []
      for tag in tags { decoded.append(try DiagnosticTag(json: tag)) }
      self.tags = decoded
    } else {
      self.tags = nil
    }
    if let related = json.optional("relatedInformation")?.arrayValue {
      var decoded: [DiagnosticRelatedInformation] = []
      for item in related { decoded.append(try DiagnosticRelatedInformation(json: item)) }
      self.relatedInformation = decoded
    } else {
      self.relatedInformation = nil
    }
    self.data = json.optional("data")
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["range": range.json, "message": .string(message)]
    members.set("severity", severity?.json)
    members.set("code", code?.json)
    members.set("codeDescription", codeDescriptionHref.map { ["href": .string($0)] })
    members.set("source", source.map { .string($0) })
    members.set("tags", tags.map { .array($0.map(\.json)) })
    members.set("relatedInformation", relatedInformation.map { .array($0.map(\.json)) })
    members.set("data", data)
    return .object(members)
  }
}

/// The result of `textDocument/diagnostic` (only the "full" kind is produced).
public struct DocumentDiagnosticReport: JSONConvertible, Hashable {
  public var resultId: String?
  public var items: [Diagnostic]

  public init(resultId: String? = nil, items: [Diagnostic]) {
    self.resultId = resultId
    self.items = items
  }

  public init(json: JSONValue) throws(ParamsError) {
    guard try json.requiredString("kind") == "full" else { throw ParamsError("only 'full' reports are supported") }
    self.resultId = try json.optionalString("resultId")
    var items: [Diagnostic] = []
    for item in try json.requiredArray("items") { items.append(try Diagnostic(json: item)) }
    self.items = items
  }

  public var json: JSONValue {
    var members: [String: JSONValue] = ["kind": "full", "items": .array(items.map(\.json))]
    members.set("resultId", resultId.map { .string($0) })
    return .object(members)
  }
}
