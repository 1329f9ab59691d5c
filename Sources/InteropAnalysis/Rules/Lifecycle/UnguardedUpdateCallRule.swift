/// An effectful method called on update's parameter outside any condition.
public enum UnguardedUpdateCallRule: Rule {
  public static let description = RuleDescription(
    id: "unguarded-update-call",
    name: "Unguarded effectful call in update",
    summary: "Update calls a method that reloads, navigates, scrolls or moves focus on every pass, with no condition around it.",
    rationale: """
      `load(_:)`, `loadHTMLString(_:baseURL:)`, `setRegion(_:animated:)`, `becomeFirstResponder()`, \
      `resignFirstResponder()`, `go(to:)`, `reloadData()`, `setContentOffset(_:animated:)`, `scrollToItem` and \
      `scrollToRow` do work and often change what the user sees. Update runs for any state change, so an \
      unconditional call reloads the page, snaps the map back or steals focus whenever anything else changes.

      Call them only when the input they depend on changed: `if uiView.url != url { uiView.load(…) }`.
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: DO/DON'T; recipes: WKWebView, MKMapView",
    nonTriggering: UnguardedUpdateCallRuleExamples.nonTriggering,
    triggering: UnguardedUpdateCallRuleExamples.triggering,
    corrections: UnguardedUpdateCallRuleExamples.corrections
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      guard let update = representable.update, let parameter = representable.updateParameter,
        let events = context.events(of: update)
      else { continue }
      let propertyNames = Set(representable.variables.map(\.name))
      for call in events.calls where call.receiverPath.first == parameter && call.isStatement && call.context.conditions.isEmpty {
        let name = file.text(call.nameToken)
        guard InteropFacts.effectfulMethods.contains(name), let open = call.openParen else { continue }
        if name == "go", !file.isIdentifier(open + 1, "to") { continue }
        let receiver = call.receiverPath.joined(separator: ".")
        let message = "`\(receiver).\(name)(…)` runs on every update; call it only when its input changed."
        var header: String?
        switch name {
        case "load" where propertyNames.contains("url") && call.receiverPath.count == 1:
          header = "if \(receiver).url != url"
        case "becomeFirstResponder":
          let focus = representable.properties(wrappedBy: ["Binding"]).first { property in
            property.name.lowercased().contains("focus") || property.name.contains("FirstResponder")
          }
          header = focus.map { "if \($0.name) && !\(receiver).isFirstResponder" } ?? "if !\(receiver).isFirstResponder"
        case "resignFirstResponder":
          header = "if \(receiver).isFirstResponder"
        default:
          header = nil
        }
        var fixes: [Fix] = []
        if let header {
          fixes.append(Fix(title: "Call `\(name)` only when needed", edits: [UpdateFacts.wrap(context, first: call.chainFirst, last: call.lastToken, header: header)]))
        }
        findings.append(finding(context.range(call.chainFirst, call.lastToken), message, fixes: fixes))
      }
    }
    return findings
  }
}
