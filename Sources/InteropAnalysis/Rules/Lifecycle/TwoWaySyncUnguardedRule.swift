/// An unguarded update assignment from a binding the Coordinator also writes: a feedback loop.
public enum TwoWaySyncUnguardedRule: Rule {
  public static let description = RuleDescription(
    id: "two-way-sync-unguarded",
    name: "Unguarded two-way sync",
    summary: "Update copies a `@Binding` into the UIKit view without comparing first, while the Coordinator writes the same binding back.",
    rationale: """
      When the UIKit view reports a change, the Coordinator writes the binding; SwiftUI then calls update, \
      which assigns the value to the view again; the view may report that as another change, and so on. \
      At best the cursor jumps and text input stutters, at worst it loops.

      Compare before assigning: `if uiView.text != text { uiView.text = text }`.
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: State Synchronization Patterns",
    nonTriggering: TwoWaySyncUnguardedRuleExamples.nonTriggering,
    triggering: TwoWaySyncUnguardedRuleExamples.triggering,
    corrections: TwoWaySyncUnguardedRuleExamples.corrections
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    for representable in context.model.representables {
      guard let update = representable.update, let events = context.events(of: update) else { continue }
      let writes = UpdateFacts.coordinatorBindingWrites(context, representable)
      guard !writes.isEmpty else { continue }
      for assignment in events.assignments where assignment.context.closureDepth == 0 {
        guard UpdateFacts.isTwoWaySync(context, representable, assignment, writes: writes),
          let binding = UpdateFacts.plainPropertyName(context, assignment), let write = writes[binding]
        else { continue }
        let path = context.compactText(assignment.lhsFirst, assignment.lhsLast)
        let message = "`\(path) = \(binding)` runs on every update while the Coordinator writes `\(binding)` back: "
          + "compare before assigning to break the update loop."
        let related = [RelatedLocation(range: write, message: "The Coordinator writes `\(binding)` here.")]
        let fix = Fix(title: "Assign only when `\(path)` differs",
          edits: [UpdateFacts.wrap(context, first: assignment.lhsFirst, last: assignment.rhsLast, header: "if \(path) != \(binding)")])
        findings.append(finding(context.range(assignment.lhsFirst, assignment.rhsLast), message, related: related, fixes: [fix]))
      }
    }
    return findings
  }
}
