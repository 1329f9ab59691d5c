/// The coarse kind of a token in `ScannedFile`, the rules' token view over the SwiftLiteParser tree
/// (keywords count as identifiers; `@Name` and `#name` are one token each).
public enum ScanTokenKind: UInt8, Sendable {
  case identifier
  /// `@Name`: the token covers `@` and the name.
  case attribute
  /// `#if`, `#available`, `#selector` …: the token covers `#` and the name.
  case poundKeyword
  case number
  case string
  case `operator`
  case punctuation
}

public struct ScanToken: Sendable, Hashable {
  public var kind: ScanTokenKind
  public var start: Int
  public var end: Int
  /// Whether a line break (or a comment containing one) separates this token from the previous one.
  public var newlineBefore: Bool
  /// Whether any whitespace or comment separates this token from the previous one.
  public var spaceBefore: Bool

  public var range: Range<Int> { start..<end }
}

/// A comment from the trivia of the tree's tokens, kept for suppression commands.
public struct ScanComment: Sendable, Hashable {
  public var range: Range<Int>
  public var isLine: Bool
}
