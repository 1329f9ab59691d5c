/// The Coordinator adopts a delegate protocol but make never hands it to anything.
public enum CoordinatorDelegateUnassignedRule: Rule {
  public static let description = RuleDescription(
    id: "coordinator-delegate-unassigned",
    name: "Coordinator delegate never assigned",
    summary: "The Coordinator conforms to a `…Delegate`/`…DataSource` protocol, but make never assigns `context.coordinator` to anything.",
    rationale: """
      Conforming to a delegate protocol does nothing by itself: UIKit only calls the Coordinator once it is \
      assigned to the object's `delegate` (or `navigationDelegate`, `mailComposeDelegate`, `dataSource` …). \
      Forgetting the assignment is the most common reason a Coordinator "never gets called".

      Assign it in make, before returning the object.
      """,
    category: .coordinator, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: The Coordinator Pattern; checklist",
    nonTriggering: CoordinatorDelegateUnassignedRuleExamples.nonTriggering,
    triggering: CoordinatorDelegateUnassignedRuleExamples.triggering,
    corrections: CoordinatorDelegateUnassignedRuleExamples.corrections
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      guard let coordinator = representable.coordinator, let make = representable.make, let open = make.bodyOpen,
        let close = make.bodyClose, let events = context.events(of: make)
      else { continue }
      let protocols = coordinator.conformances.map(\.name).filter { name in
        InteropFacts.isDelegateProtocol(name) && !InteropFacts.delegatesNotOnMadeObject.contains(name)
      }
      guard let firstProtocol = protocols.first else { continue }
      // Locals holding the coordinator: `let coordinator = context.coordinator`.
      var holders: Set<String> = []
      for binding in events.bindings where binding.first == binding.last - 2 || binding.first == binding.last {
        if context.compactText(binding.first, binding.last) == "context.coordinator" { holders.insert(file.text(binding.name)) }
      }
      var handedOver = false
      for index in (open + 1)..<max(close, open + 1) where index < file.count {
        // `= context.coordinator`, `(context.coordinator`, `: context.coordinator`, `, context.coordinator`, or a holder.
        let isUse: Bool
        if file.isIdentifier(index, "context"), file.is(index + 1, "."), file.isIdentifier(index + 2, "coordinator"), !file.is(index + 3, ".") {
          isUse = true
        } else if file.isIdentifier(index), holders.contains(file.text(index)), !file.is(index - 1, "."), !file.is(index + 1, "."), !file.is(index + 1, "=") {
          isUse = !file.isIdentifier(index - 1, "let") && !file.isIdentifier(index - 1, "var")
        } else {
          isUse = false
        }
        if isUse, index > 0, file.is(index - 1, "=") || file.is(index - 1, "(") || file.is(index - 1, ":") || file.is(index - 1, ",") {
          handedOver = true
          break
        }
      }
      // The Coordinator may assign itself (`web.navigationDelegate = self`) in a method make calls.
      if !handedOver {
        for function in coordinator.functions {
          guard let coordinatorEvents = context.events(of: function) else { continue }
          if coordinatorEvents.assignments.contains(where: { assignment in
            InteropFacts.isDelegateProperty(assignment.lhsPath.last ?? "") && assignment.rhsFirst == assignment.rhsLast && file.isIdentifier(assignment.rhsFirst, "self")
          }) {
            handedOver = true
            break
          }
        }
      }
      guard !handedOver else { continue }
      let message = "`\(coordinator.name)` conforms to `\(firstProtocol)` but `\(make.name)` never assigns `context.coordinator`, "
        + "so UIKit never calls it; assign it to the made object's delegate property."
      var fixes: [Fix] = []
      if let made = UpdateFacts.madeObject(context, representable) {
        var lines: [String] = []
        for name in protocols {
          let line = "\(made.name).\(InteropFacts.delegateProperty(forProtocol: name)) = context.coordinator"
          if !lines.contains(line) { lines.append(line) }
        }
        fixes.append(Fix(title: "Assign the Coordinator in `\(make.name)`", edits: [UpdateFacts.insertLines(context, lines, before: made.returnToken)]))
      }
      findings.append(finding(context.range(make.nameToken), message, fixes: fixes))
    }
    return findings
  }
}
