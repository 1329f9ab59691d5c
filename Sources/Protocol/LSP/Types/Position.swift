/// A position in a document: 0-based line and a 0-based column in the negotiated encoding's code units.
public struct Position: JSONConvertible, Hashable, Comparable, CustomStringConvertible {
  public var line: Int
  public var character: Int

  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.line = try json.requiredInt("line")
    self.character = try json.requiredInt("character")
  }

  public var json: JSONValue { ["line": .integer(line), "character": .integer(character)] }

  public static func < (lhs: Position, rhs: Position) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }

  public var description: String { "\(line):\(character)" }
}

/// A half-open range between two positions.
public struct LSPRange: JSONConvertible, Hashable, CustomStringConvertible {
  public var start: Position
  public var end: Position

  public init(start: Position, end: Position) {
    self.start = start
    self.end = end
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.start = try json.decode("start")
    self.end = try json.decode("end")
  }

  public var json: JSONValue { ["start": start.json, "end": end.json] }

  public var description: String { "\(start)-\(end)" }
}

public struct Location: JSONConvertible, Hashable {
  public var uri: String
  public var range: LSPRange

  public init(uri: String, range: LSPRange) {
    self.uri = uri
    self.range = range
  }

  public init(json: JSONValue) throws(ParamsError) {
    self.uri = try json.requiredString("uri")
    self.range = try json.decode("range")
  }

  public var json: JSONValue { ["uri": .string(uri), "range": range.json] }
}

/// How positions count columns. LSP's default is UTF-16; a server may choose UTF-8 if the client offers it.
public enum PositionEncodingKind: String, Sendable, Hashable {
  case utf8 = "utf-8"
  case utf16 = "utf-16"
  case utf32 = "utf-32"
}
