import Dispatch
import SwiftLiteParser

/// The one entry point the server and `lint` share.
public enum InteropAnalyzer {
  /// Does the one-time work of the first analysis in a process (which rule looks at which sites), for a caller
  /// that has something else to do first (`lint` walks its folders meanwhile). Optional: `analyze` does it too.
  public static func prepare() {
    RuleDispatch.prepare()
  }

  /// Runs every enabled rule over `text`, applies configured severities and suppression comments, and
  /// returns the findings sorted by position (then rule id). Pure: reads no files.
  public static func analyze(
    text: SourceText, path: String?, configuration: AnalysisConfiguration, workspace: WorkspaceFacts? = nil, lanes: Int = 2
  ) -> [Finding] {
    analyze(tree: SyntaxTree.parse(text), path: path, configuration: configuration, workspace: workspace, lanes: lanes)
  }

  /// The same over a tree the caller already has (the server keeps one per document, reparsed incrementally).
  public static func analyze(
    tree: SyntaxTree, path: String?, configuration: AnalysisConfiguration, workspace: WorkspaceFacts? = nil, lanes: Int = 2
  ) -> [Finding] {
    analyze(context: AnalysisContext(tree: tree, path: path, configuration: configuration, workspace: workspace, lanes: lanes))
  }

  public static func analyze(context: AnalysisContext) -> [Finding] {
    let configuration = context.configuration
    let rules = activeRules.filter { configuration.rules[$0.id] != .off }.map(\.rule)
    // Rules are pure functions of the immutable context, called at their sites by one dispatch; their findings
    // keep registry order.
    var findings = RuleDispatch.run(rules, context: context).flatMap { $0 }
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
  /// The registry's rules the dispatch may run, with their ids (read once: a description is a large value to
  /// copy per file and rule).
  static let activeRules: [(rule: any Rule.Type, id: String)] = RuleRegistry.all.compactMap { rule in
    let description = rule.description
    guard description.id != UnusedSuppressionRule.description.id, !description.isRetired else { return nil }
    return (rule, description.id)
  }

  /// `transform` applied to every element on `lanes` threads (1 or 2, interleaved), results in the input's order,
  /// exactly as `map` would give them. Each lane keeps its results and hands them over once, so the lanes never
  /// wait for each other per element. Used for work items that only read shared immutable state.
  static func mapInLanes<Input: Sendable, Output: Sendable>(
    _ lanes: Int, _ inputs: [Input], _ transform: @Sendable (Input) -> Output
  ) -> [Output?] {
    guard lanes > 1, inputs.count > 1 else { return inputs.map { transform($0) } }
    let results = Locked<[Output?]>(Array(repeating: nil, count: inputs.count))
    DispatchQueue.concurrentPerform(iterations: lanes) { lane in
      var outputs: [(index: Int, output: Output)] = []
      outputs.reserveCapacity(inputs.count / lanes + 1)
      var index = lane
      while index < inputs.count {
        outputs.append((index, transform(inputs[index])))
        index += lanes
      }
      results.withLock { results in
        for (index, output) in outputs { results[index] = output }
      }
    }
    return results.withLock { $0 }
  }

  /// The edits of `source.fixAll`: the first fix marked `safeForFixAll` of each finding, whole fixes only,
  /// skipping any fix that overlaps one already taken. Apply them with `TextEdit.apply(_:to:)`.
  public static func fixAllEdits(_ findings: [Finding]) -> [TextEdit] {
    var taken = TakenRanges()
    var edits: [TextEdit] = []
    for finding in findings.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      guard let fix = finding.fixes.first(where: { $0.safeForFixAll }), !fix.edits.isEmpty else { continue }
      if fix.edits.contains(where: { taken.conflicts(with: $0.range) }) { continue }
      for edit in fix.edits { taken.insert(edit.range) }
      edits += fix.edits
    }
    return edits
  }

  /// Whether two edit ranges may not both be applied: they share a byte, or an insertion lies inside the
  /// other range (not at its end), or two insertions are at the same place.
  static func editsConflict(_ edit: Range<Int>, _ other: Range<Int>) -> Bool {
    edit.overlaps(other) || (edit.isEmpty && other.contains(edit.lowerBound))
      || (other.isEmpty && edit.contains(other.lowerBound)) || (edit.isEmpty && other.isEmpty && edit.lowerBound == other.lowerBound)
  }
}

/// The ranges of the fix-all edits taken so far, sorted by start, so a conflict check looks only at the
/// ranges that start at or before the candidate's end (found by binary search) and stops at the first one
/// that ends before the candidate starts: fix-all over F findings costs O(F log F), not F².
struct TakenRanges {
  private var ranges: [Range<Int>] = []
  /// The largest upper bound among `ranges[0...i]`, so the backward scan knows when nothing earlier can reach.
  private var reach: [Int] = []

  func conflicts(with edit: Range<Int>) -> Bool {
    // Every range that can conflict starts at or before `edit.upperBound`.
    var index = firstIndex(startingAfter: edit.upperBound) - 1
    while index >= 0 {
      // Nothing at or before `index` ends at or after `edit.lowerBound`: none can conflict.
      if reach[index] < edit.lowerBound { return false }
      if InteropAnalyzer.editsConflict(edit, ranges[index]) { return true }
      index -= 1
    }
    return false
  }

  mutating func insert(_ range: Range<Int>) {
    let index = firstIndex(startingAfter: range.lowerBound)
    ranges.insert(range, at: index)
    reach.insert(max(range.upperBound, index > 0 ? reach[index - 1] : Int.min), at: index)
    var next = index + 1
    while next < reach.count, reach[next] < reach[next - 1] {
      reach[next] = reach[next - 1]
      next += 1
    }
  }

  /// The first index whose range starts after `offset`.
  private func firstIndex(startingAfter offset: Int) -> Int {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = low + (high - low) / 2
      if ranges[middle].lowerBound <= offset { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
