/// Where a rule sits in the catalog (`shared/spec/RULES.md` tables).
public enum RuleCategory: String, Sendable, Hashable, CaseIterable {
  case lifecycle = "Lifecycle"
  case coordinator = "Coordinator"
  case modal = "Modal controllers and dismissal"
  case hosting = "UIHostingController"
  case wrapper = "Wrapper-specific"
  case suppression = "Suppression"
}

/// Everything known about a rule apart from its matching logic: the single source of its tests and docs.
public struct RuleDescription: Sendable {
  /// Kebab-case, permanent; the LSP diagnostic `code`.
  public var id: String
  public var name: String
  /// One sentence.
  public var summary: String
  /// Markdown: why it matters and what to do instead.
  public var rationale: String
  public var category: RuleCategory
  public var tier: Int
  public var defaultSeverity: Severity
  /// The seed section the rule comes from.
  public var seedSource: String
  public var nonTriggering: [Example]
  public var triggering: [Example]
  public var corrections: [Correction]
  public var deprecatedIDs: [String]
  /// Whether the rule's matching logic is written (a described-only rule never reports).
  public var isImplemented: Bool
  /// A retired rule: its id stays valid in suppressions and configuration, and it never reports.
  public var isRetired: Bool

  public init(
    id: String, name: String, summary: String, rationale: String, category: RuleCategory, tier: Int,
    defaultSeverity: Severity, seedSource: String, nonTriggering: [Example], triggering: [Example],
    corrections: [Correction] = [], deprecatedIDs: [String] = [], isImplemented: Bool = true, isRetired: Bool = false
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.rationale = rationale
    self.category = category
    self.tier = tier
    self.defaultSeverity = defaultSeverity
    self.seedSource = seedSource
    self.nonTriggering = nonTriggering
    self.triggering = triggering
    self.corrections = corrections
    self.deprecatedIDs = deprecatedIDs
    self.isImplemented = isImplemented
    self.isRetired = isRetired
  }
}
