/// Any other unguarded assignment to a property of update's parameter.
public enum UnguardedUpdateAssignmentRule: Rule {
  public static let description = RuleDescription(
    id: "unguarded-update-assignment",
    name: "Unguarded update assignment",
    summary: "Update assigns a property of the UIKit view on every call without checking whether the value changed.",
    rationale: """
      Update runs for every change of any state the representable reads, not only the one this property \
      depends on. Most setters are cheap, but some fire delegate callbacks, reset selection or scroll \
      position, or redo layout (`text`, `attributedText`, `selectedRange`, `region`, `contentOffset`, `url`, \
      `document`, `session`); those are reported as warnings, the rest as information.

      Compare first: `if uiView.text != text { uiView.text = text }` (and `!==` for `document` and `session`, \
      which hold reference types).
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .information, seedSource: "SKILL.md: Lifecycle Timing; DO/DON'T",
    nonTriggering: UnguardedUpdateAssignmentRuleExamples.nonTriggering,
    triggering: UnguardedUpdateAssignmentRuleExamples.triggering,
    corrections: UnguardedUpdateAssignmentRuleExamples.corrections
  )

  static let ignoredProperties: Set<String> = ["rootView", "coordinator", "showsCancelButton"]

  /// Whether an enclosing condition is a change check on the view (`uiView.text != text`, not `!= nil`): the
  /// statements inside only run when something changed, such as restoring the selection after new text.
  static func isInsideChangeCheck(_ context: AnalysisContext, _ statement: StatementContext, parameter: String) -> Bool {
    let file = context.file
    for condition in statement.conditions {
      for index in condition where index < file.count && (file.is(index, "!=") || file.is(index, "!==")) {
        guard !file.isIdentifier(index + 1, "nil"), let chain = file.chainStart(last: index - 1, limit: condition.lowerBound),
          chain.names.first.map({ file.text($0) }) == parameter, chain.names.count >= 2
        else { continue }
        return true
      }
    }
    return false
  }

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      guard let update = representable.update, let parameter = representable.updateParameter,
        let events = context.events(of: update)
      else { continue }
      let writes = UpdateFacts.coordinatorBindingWrites(context, representable)
      for assignment in events.assignments where assignment.context.closureDepth == 0 && file.is(assignment.operatorToken, "=") {
        guard assignment.lhsPath.first == parameter, assignment.lhsPath.count >= 2, let property = assignment.lhsPath.last,
          file.isIdentifier(assignment.lhsLast)
        else { continue }
        if ignoredProperties.contains(property) || InteropFacts.isDelegateProperty(property) { continue }
        if UpdateFacts.isTwoWaySync(context, representable, assignment, writes: writes) { continue }
        if file.is(assignment.rhsFirst, "{") { continue }
        let binding = UpdateFacts.plainPropertyName(context, assignment)
        if UpdateFacts.isGuarded(context, assignment.context, property: property, binding: binding) { continue }
        if isInsideChangeCheck(context, assignment.context, parameter: parameter) { continue }
        let path = context.compactText(assignment.lhsFirst, assignment.lhsLast)
        let valueText = String(decoding: file.bytes[context.range(assignment.rhsFirst, assignment.rhsLast)], as: UTF8.self)
        let isExpensive = InteropFacts.expensiveProperties.contains(property)
        let comparison = InteropFacts.identityProperties[property] != nil ? "!==" : "!="
        let message = isExpensive
          ? "`\(path)` is set on every update; setting `\(property)` is expensive or fires delegate callbacks, so compare first."
          : "`\(path)` is set on every update even when the value is unchanged; compare first if setting it has a cost."
        let fix = Fix(title: "Assign only when `\(path)` differs",
          edits: [UpdateFacts.wrap(context, first: assignment.lhsFirst, last: assignment.rhsLast, header: "if \(path) \(comparison) \(valueText)")],
          isPreferred: true, safeForFixAll: isExpensive && binding != nil)
        var result = finding(context.range(assignment.lhsFirst, assignment.rhsLast), message, fixes: [fix])
        if isExpensive { result.severity = .warning }
        findings.append(result)
      }
    }
    return findings
  }
}
