import SwiftLiteParser

/// How serious a finding is; the order is the order of `--fail-on` and LSP severities (hint lowest).
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
  case hint
  case information
  case warning
  case error

  var rank: Int {
    switch self {
    case .hint: return 0
    case .information: return 1
    case .warning: return 2
    case .error: return 3
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A second place that explains a finding (LSP `relatedInformation`).
public struct RelatedLocation: Sendable, Hashable {
  /// UTF-8 byte range in the same document, or in the file `path` names.
  public var range: Range<Int>
  public var message: String
  /// The other file of the workspace the range is in (a `WorkspaceFacts` path); nil: the analysed document.
  public var path: String?

  public init(range: Range<Int>, message: String, path: String? = nil) {
    self.range = range
    self.message = message
    self.path = path
  }
}

/// One diagnostic produced by a rule: a plain value, no LSP types.
public struct Finding: Sendable, Hashable {
  /// The rule id (LSP `code`).
  public var ruleID: String
  /// UTF-8 byte range in the analysed text.
  public var range: Range<Int>
  /// One or two sentences naming the concrete property, type or method.
  public var message: String
  public var severity: Severity
  public var related: [RelatedLocation]
  public var fixes: [Fix]

  public init(ruleID: String, range: Range<Int>, message: String, severity: Severity, related: [RelatedLocation] = [], fixes: [Fix] = []) {
    self.ruleID = ruleID
    self.range = range
    self.message = message
    self.severity = severity
    self.related = related
    self.fixes = fixes
  }
}
