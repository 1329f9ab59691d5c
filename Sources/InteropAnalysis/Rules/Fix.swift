import SwiftLiteParser

/// A quick fix: byte-range edits on the analysed text.
public struct Fix: Sendable, Hashable {
  public var title: String
  /// Non-overlapping edits in the analysed document.
  public var edits: [TextEdit]
  /// Whether an editor should offer it first (LSP `isPreferred`).
  public var isPreferred: Bool
  /// Whether it may be applied without review as part of `source.fixAll`.
  public var safeForFixAll: Bool

  public init(title: String, edits: [TextEdit], isPreferred: Bool = true, safeForFixAll: Bool = true) {
    self.title = title
    self.edits = edits
    self.isPreferred = isPreferred
    self.safeForFixAll = safeForFixAll
  }
}
