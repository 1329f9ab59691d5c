import SwiftLiteParser

/// The one entry point the server and `lint` share.
public enum InteropAnalyzer {
  /// Runs every enabled rule over `text`, applies configured severities and suppression comments, and
  /// returns the findings sorted by position (then rule id). Pure: reads no files.
  public static func analyze(text: SourceText, path: String?, configuration: AnalysisConfiguration) -> [Finding] {
    analyze(tree: SyntaxTree.parse(text), path: path, configuration: configuration)
  }

  /// The same over a tree the caller already has (the server keeps one per document, reparsed incrementally).
  public static func analyze(tree: SyntaxTree, path: String?, configuration: AnalysisConfiguration) -> [Finding] {
    analyze(context: AnalysisContext(tree: tree, path: path, configuration: configuration))
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

extension InteropAnalyzer {
  /// The edits of `source.fixAll`: the first fix marked `safeForFixAll` of each finding, whole fixes only,
  /// skipping any fix that overlaps one already taken. Apply them with `TextEdit.apply(_:to:)`.
  public static func fixAllEdits(_ findings: [Finding]) -> [TextEdit] {
    var taken: [Range<Int>] = []
    var edits: [TextEdit] = []
    for finding in findings.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      guard let fix = finding.fixes.first(where: { $0.safeForFixAll }), !fix.edits.isEmpty else { continue }
      let overlaps = fix.edits.contains { edit in
        taken.contains { other in
          edit.range.overlaps(other) || (edit.range.isEmpty && other.contains(edit.range.lowerBound))
            || (other.isEmpty && edit.range.contains(other.lowerBound)) || (edit.range.isEmpty && other.isEmpty && edit.range.lowerBound == other.lowerBound)
        }
      }
      if overlaps { continue }
      taken += fix.edits.map(\.range)
      edits += fix.edits
    }
    return edits
  }
}
