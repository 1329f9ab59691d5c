/// A write to SwiftUI state during make, update or sizeThatFits.
public enum StateWriteInUpdateRule: Rule {
  public static let description = RuleDescription(
    id: "state-write-in-update",
    name: "State written during a view update",
    summary: "Make, update or sizeThatFits writes a `@Binding`/`@State` property (directly or through the Coordinator's `parent`) outside any closure.",
    rationale: """
      These methods run while SwiftUI is updating the view graph. Writing state there invalidates the graph \
      in the middle of an update: SwiftUI logs "Modifying state during view update, this will cause undefined \
      behavior", and the write may be lost or trigger another update pass.

      Defer the write (`DispatchQueue.main.async { … }`), or move it to a delegate callback.
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: State Synchronization Patterns",
    nonTriggering: StateWriteInUpdateRuleExamples.nonTriggering,
    triggering: StateWriteInUpdateRuleExamples.triggering,
    corrections: StateWriteInUpdateRuleExamples.corrections
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    for representable in context.model.representables {
      let state = Set(representable.properties(wrappedBy: InteropFacts.stateWrappers).map(\.name))
      guard !state.isEmpty else { continue }
      for function in [representable.make, representable.update, representable.sizeThatFits].compactMap({ $0 }) {
        guard let events = context.events(of: function) else { continue }
        let locals = Set(events.bindings.map { context.file.text($0.name) } + function.parameters.map(\.name))
        for assignment in events.assignments where assignment.context.closureDepth == 0 {
          var path = assignment.lhsPath
          if path.count == 1, let only = path.first, locals.contains(only) { continue }
          if path.first == "self" { path.removeFirst() }
          if path.count >= 3, path[0] == "context", path[1] == "coordinator", path[2] == "parent" { path.removeFirst(3) }
          else if path.count == 2, path[1] == "wrappedValue", path[0].hasPrefix("$") { path = [String(path[0].dropFirst())] }
          guard path.count == 1, let name = path.first, state.contains(name), context.file.tokens[assignment.lhsFirst].kind == .identifier else { continue }
          let message = "`\(function.name)` writes `\(name)` while SwiftUI is updating the view (\"Modifying state during view update\"); "
            + "defer the write."
          let fix = Fix(title: "Defer the write with `DispatchQueue.main.async`",
            edits: [UpdateFacts.wrap(context, first: assignment.lhsFirst, last: assignment.rhsLast, header: "DispatchQueue.main.async")],
            isPreferred: true, safeForFixAll: false)
          findings.append(finding(context.range(assignment.lhsFirst, assignment.rhsLast), message, fixes: [fix]))
        }
      }
    }
    return findings
  }
}
