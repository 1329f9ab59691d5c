/// A code sample in a rule description: documentation and test at once.
///
/// `↓` marks where an expected finding starts and `↑` (optional) where it ends; with no `↑` the expected
/// range is the single token at `↓`. `file` and `line` point failures at the example.
public struct Example: Sendable, Hashable {
  public var code: String
  /// Configuration overrides for this example (`deploymentTarget`, `swiftLanguageMode`).
  public var configuration: [String: String]
  public var skipCommentWrap: Bool
  public var skipStringWrap: Bool
  public var skipDisableCommand: Bool
  public var excludeFromDocs: Bool
  public var isFocused: Bool
  public var file: StaticString
  public var line: UInt

  public init(
    _ code: String, configuration: [String: String] = [:], skipCommentWrap: Bool = false, skipStringWrap: Bool = false,
    skipDisableCommand: Bool = false, excludeFromDocs: Bool = false, file: StaticString = #filePath, line: UInt = #line
  ) {
    self.code = code
    self.configuration = configuration
    self.skipCommentWrap = skipCommentWrap
    self.skipStringWrap = skipStringWrap
    self.skipDisableCommand = skipDisableCommand
    self.excludeFromDocs = excludeFromDocs
    self.isFocused = false
    self.file = file
    self.line = line
  }

  /// Runs only focused examples of the rule while debugging (never commit a focused example).
  public func focused() -> Example {
    var copy = self
    copy.isFocused = true
    return copy
  }

  public static func == (lhs: Example, rhs: Example) -> Bool {
    lhs.code == rhs.code && lhs.configuration == rhs.configuration && lhs.line == rhs.line
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(code)
    hasher.combine(line)
  }
}

/// A before/after pair: applying the rule's fixes to `before` gives `after`.
public struct Correction: Sendable, Hashable {
  public var before: Example
  public var after: String

  public init(_ before: Example, _ after: String) {
    self.before = before
    self.after = after
  }
}
