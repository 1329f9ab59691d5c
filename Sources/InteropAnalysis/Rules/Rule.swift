/// A rule: a description and one pure function from the analysis context to findings.
public protocol Rule: SendableMetatype {
  static var description: RuleDescription { get }
  /// Findings with the rule's default severity; the analyzer applies configuration and suppressions.
  static func analyze(_ context: AnalysisContext) -> [Finding]
}

extension Rule {
  /// A finding of this rule with its default severity.
  static func finding(_ range: Range<Int>, _ message: String, related: [RelatedLocation] = [], fixes: [Fix] = []) -> Finding {
    Finding(ruleID: description.id, range: range, message: message, severity: description.defaultSeverity, related: related, fixes: fixes)
  }
}
