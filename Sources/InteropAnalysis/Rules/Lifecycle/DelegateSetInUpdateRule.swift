import SwiftLiteParser

/// A delegate or data source assigned in update.
public enum DelegateSetInUpdateRule: Rule {
  public static let description = RuleDescription(
    id: "delegate-set-in-update",
    name: "Delegate set in update",
    summary: "A `delegate`/`dataSource`-style property is assigned in the update method instead of once in make.",
    rationale: """
      Wiring a delegate is one-time setup. Doing it in update repeats the assignment on every state change; \
      for some UIKit classes re-assigning the delegate resets internal caches or triggers callbacks, and it hides \
      the wiring from the place readers look for it.

      Assign `delegate`, `dataSource`, `navigationDelegate`, `mailComposeDelegate` … in make, right after the \
      object is created. The fix moves the statement there.
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: DO/DON'T; The Coordinator Pattern",
    nonTriggering: DelegateSetInUpdateRuleExamples.nonTriggering,
    triggering: DelegateSetInUpdateRuleExamples.triggering,
    corrections: DelegateSetInUpdateRuleExamples.corrections
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      guard let update = representable.update, let events = context.events(of: update) else { continue }
      let madeObject = UpdateFacts.madeObject(context, representable)
      let makeEvents = context.events(of: representable.make)
      for assignment in events.assignments where file.is(assignment.operatorToken, "=") {
        guard assignment.lhsPath.count >= 2, let property = assignment.lhsPath.last, InteropFacts.isDelegateProperty(property),
          assignment.lhsPath.first == representable.updateParameter
        else { continue }
        // Only wiring to the Coordinator (or `self`): a `dataSource` holding plain data is not a delegate.
        let wiresCoordinator = (assignment.rhsFirst...assignment.rhsLast).contains { index in
          file.isIdentifier(index, "coordinator") || file.isIdentifier(index, "self")
        }
        guard wiresCoordinator else { continue }
        let range = context.range(assignment.lhsFirst, assignment.rhsLast)
        let message = "`\(property)` is assigned in `\(update.name)` on every update; assign it once in `\(representable.kind.makeName)`."
        var fixes: [Fix] = []
        if let madeObject, let parameter = representable.updateParameter, assignment.lhsPath.first == parameter,
          assignment.context.closureDepth == 0, assignment.context.conditions.isEmpty
        {
          let removal = TextEdit(range: UpdateFacts.lineRange(context, first: assignment.lhsFirst, last: assignment.rhsLast), replacement: "")
          let alreadyInMake = makeEvents?.assignments.contains { $0.lhsPath.last == property && $0.lhsPath.first == madeObject.name } ?? false
          if alreadyInMake {
            fixes.append(Fix(title: "Remove the assignment (make already sets `\(property)`)", edits: [removal]))
          } else {
            var statement = ""
            for index in assignment.lhsFirst...assignment.rhsLast {
              if index > assignment.lhsFirst, file.tokens[index].spaceBefore { statement += " " }
              let isParameter = file.isIdentifier(index) && file.textEquals(index, parameter) && !(index > 0 && file.is(index - 1, "."))
              statement += isParameter ? madeObject.name : file.text(index)
            }
            let insertion = UpdateFacts.insertLines(context, [statement], before: madeObject.returnToken)
            fixes.append(Fix(title: "Move the assignment into `\(representable.kind.makeName)`", edits: [insertion, removal]))
          }
        }
        let related = representable.make.map { make in
          [RelatedLocation(range: context.range(make.nameToken), message: "Assign `\(property)` here, once, after the object is created.")]
        } ?? []
        findings.append(finding(range, message, related: related, fixes: fixes))
      }
    }
    return findings
  }
}
