import Dispatch
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
    let rules = RuleRegistry.all.filter { rule in
      let id = rule.description.id
      return id != UnusedSuppressionRule.description.id && !rule.description.isRetired && configuration.rules[id] != .off
    }
    // Rules are pure functions of the immutable context; their findings keep registry order.
    var findings = mapInTwoLanes(rules) { rule in rule.analyze(context) }.flatMap { $0 ?? [] }
    let suppressions = SuppressionSet(tree: context.tree)
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
  /// `transform` applied to every element on two threads (interleaved lanes), results in the input's order,
  /// exactly as `map` would give them. Used for work items that only read shared immutable state.
  static func mapInTwoLanes<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], _ transform: @Sendable (Input) -> Output
  ) -> [Output?] {
    let lanes = 2
    let results = Locked<[Output?]>(Array(repeating: nil, count: inputs.count))
    DispatchQueue.concurrentPerform(iterations: lanes) { lane in
      var index = lane
      while index < inputs.count {
        let output = transform(inputs[index])
        results.withLock { $0[index] = output }
        index += lanes
      }
    }
    return results.withLock { $0 }
  }

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
