/// A UIKit view or controller constructed in update.
public enum ViewCreatedInUpdateRule: Rule {
  public static let description = RuleDescription(
    id: "view-created-in-update",
    name: "View created in update",
    summary: "The update method constructs a UIKit/AppKit view or controller instead of configuring the one make returned.",
    rationale: """
      SwiftUI calls `makeUIView` once per view identity and `updateUIView` whenever any state it reads changes, \
      possibly many times a second. A view or controller built in update is thrown away (or stacked up) on \
      every pass, loses its scroll position, selection and first responder, and costs an allocation each time.

      Create UIKit objects in make (or lazily in the Coordinator) and only copy changed values onto them in update.
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: Lifecycle Timing; Common Mistakes",
    nonTriggering: ViewCreatedInUpdateRuleExamples.nonTriggering,
    triggering: ViewCreatedInUpdateRuleExamples.triggering
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      guard let update = representable.update, let events = context.events(of: update) else { continue }
      let madeType = representable.madeType.map { LegacyInteropModel.simpleName($0.trimmingSpaces) }
      for call in events.calls where call.receiverPath.isEmpty && call.chainFirst == call.nameToken {
        guard call.openParen != nil else { continue }
        let name = file.text(call.nameToken)
        guard name == madeType || InteropFacts.isViewOrControllerType(name) else { continue }
        let message = "`\(update.name)` constructs a new `\(name)` on every update; create it once in "
          + "`\(representable.kind.makeName)` and only configure it here."
        findings.append(finding(context.range(call.nameToken, call.lastToken), message))
      }
    }
    return findings
  }
}
