import SwiftLiteParser

/// The one entry point the server and `lint` share.
public enum InteropAnalyzer {
  /// Runs every enabled rule over `text`, applies configured severities and suppression comments, and
  /// returns the findings sorted by position (then rule id). Pure: reads no files.
  public static func analyze(text: SourceText, path: String?, configuration: AnalysisConfiguration) -> [Finding] {
    let context = AnalysisContext(text: text, path: path, configuration: configuration)
    return analyze(context: context)
  }

  public static func analyze(context: AnalysisContext) -> [Finding] {
    let configuration = context.configuration
    var findings: [Finding] = []
    // Files with no representable, Coordinator-like type, hosting use or suppression skip most work.
    for rule in RuleRegistry.all {
      let id = rule.description.id
      if id == UnusedSuppressionRule.description.id { continue }
      if configuration.rules[id] == .off { continue }
      findings += rule.analyze(context)
    }
    let suppressions = SuppressionSet(file: context.file)
    let applied = suppressions.apply(to: findings, lineIndex: context.lineIndex, canonicalID: RuleRegistry.canonicalID)
    findings = applied.kept
    if configuration.rules[UnusedSuppressionRule.description.id] != .off {
      findings += UnusedSuppressionRule.findings(for: suppressions, used: applied.used, context: context)
    }
    for index in findings.indices {
      if case .severity(let severity) = configuration.rules[findings[index].ruleID] {
        findings[index].severity = severity
      }
    }
    findings.sort { left, right in
      if left.range.lowerBound != right.range.lowerBound { return left.range.lowerBound < right.range.lowerBound }
      if left.range.upperBound != right.range.upperBound { return left.range.upperBound < right.range.upperBound }
      return left.ruleID < right.ruleID
    }
    return findings
  }
}
