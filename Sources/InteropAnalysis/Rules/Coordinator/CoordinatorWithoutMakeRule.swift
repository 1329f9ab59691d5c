import SwiftLiteParser

/// `context.coordinator` used, or a Coordinator declared, with no `makeCoordinator()`.
public enum CoordinatorWithoutMakeRule: Rule {
  public static let description = RuleDescription(
    id: "coordinator-without-make",
    name: "Coordinator without makeCoordinator",
    summary: "The representable uses `context.coordinator` or declares a `Coordinator`, but has no `makeCoordinator()`.",
    rationale: """
      SwiftUI creates the Coordinator by calling `makeCoordinator()`. Without it the `Coordinator` associated \
      type falls back to `Void`: a nested `Coordinator` class is never instantiated, and `context.coordinator` \
      is `()`, so code that uses it does not compile or silently does nothing.

      Add `func makeCoordinator() -> Coordinator { Coordinator(…: self) }`.
      """,
    category: .coordinator, tier: 1, defaultSeverity: .error, seedSource: "SKILL.md: The Coordinator Pattern",
    nonTriggering: CoordinatorWithoutMakeRuleExamples.nonTriggering,
    triggering: CoordinatorWithoutMakeRuleExamples.triggering,
    corrections: CoordinatorWithoutMakeRuleExamples.corrections
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    for representable in context.model.representables where representable.makeCoordinator == nil {
      var uses: [Int] = []
      for function in representable.functions {
        guard let open = function.bodyOpen, let close = function.bodyClose else { continue }
        uses += UpdateFacts.contextCoordinatorUses(context, from: open, to: close)
      }
      let nestedCoordinator = representable.coordinator?.primary.flatMap { type in
        type.outerNames.last == representable.name ? type : nil
      }
      let range: Range<Int>
      if let first = uses.min() {
        range = context.range(first, first + 2)
      } else if let coordinator = nestedCoordinator {
        range = context.range(coordinator.nameToken)
      } else {
        continue
      }
      let message = "`\(representable.name)` "
        + (uses.isEmpty ? "declares a `Coordinator`" : "uses `context.coordinator`")
        + " but has no `makeCoordinator()`, so SwiftUI never creates one."
      var fixes: [Fix] = []
      if let coordinator = representable.coordinator, let primary = representable.primary,
        let firstMethod = representable.functions.filter({ $0.keyword == "func" && primary.bodyOpen < $0.nameToken && $0.nameToken < primary.bodyClose }).first,
        let call = constructorCall(coordinator)
      {
        let insertion = UpdateFacts.insertLines(context, ["func makeCoordinator() -> \(coordinator.name) { \(call) }", ""], before: firstMethod.firstToken)
        fixes.append(Fix(title: "Add `makeCoordinator()`", edits: [insertion]))
      }
      findings.append(finding(range, message, fixes: fixes))
    }
    return findings
  }

  /// `Coordinator(parent: self)`, `Coordinator(self)` or `Coordinator()`, from the Coordinator's init.
  static func constructorCall(_ coordinator: LegacyCoordinator) -> String? {
    let initializers = coordinator.functions.filter { $0.keyword == "init" }
    if let initializer = initializers.first {
      guard initializer.parameters.count <= 1 else { return nil }
      guard let parameter = initializer.parameters.first else { return "\(coordinator.name)()" }
      return parameter.label == "_" ? "\(coordinator.name)(self)" : "\(coordinator.name)(\(parameter.label): self)"
    }
    let needsValue = coordinator.variables.filter { variable in
      !variable.isComputed && variable.initializer == nil && !(variable.type ?? "").hasSuffix("?")
    }
    if coordinator.primary?.keyword == "struct", needsValue.count == 1, let only = needsValue.first {
      return "\(coordinator.name)(\(only.name): self)"
    }
    return needsValue.isEmpty ? "\(coordinator.name)()" : nil
  }
}
