import SwiftLiteParser

/// A closure stored by an observer/timer/subscription API that captures the Coordinator strongly.
public enum StrongCaptureInStoredClosureRule: Rule {
  public static let description = RuleDescription(
    id: "strong-capture-in-stored-closure",
    name: "Strong capture in a stored closure",
    summary: "A closure handed to an API that keeps it (KVO, notifications, timers, Combine, UIAction) captures the Coordinator strongly.",
    rationale: """
      The Coordinator usually owns the observation, timer or cancellable that owns the closure. If the closure \
      captures `self` (or `coordinator`) strongly, that is a cycle: the Coordinator, the UIKit view it \
      references and everything they hold are never released, and the callbacks keep firing after the view is gone.

      Capture weakly: `{ [weak self] … in guard let self else { return } … }`.
      """,
    category: .coordinator, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: The Coordinator Pattern; recipes (KVO, timers)",
    nonTriggering: StrongCaptureInStoredClosureRuleExamples.nonTriggering,
    triggering: StrongCaptureInStoredClosureRuleExamples.triggering,
    corrections: StrongCaptureInStoredClosureRuleExamples.corrections
  )

  static let storingCallees: Set<String> = ["observe", "addObserver", "scheduledTimer", "sink", "UIAction", "addAction", "CADisplayLink"]

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    var seen: Set<Int> = []
    for representable in context.model.representables {
      var scopes: [(FunctionDeclaration, String)] = []
      for function in representable.coordinator?.functions ?? [] { scopes.append((function, "self")) }
      for function in representable.functions { scopes.append((function, "coordinator")) }
      for (function, captured) in scopes {
        guard let events = context.events(of: function) else { continue }
        for closure in events.closures where !seen.contains(closure.open) {
          guard let finding = check(context, closure, captured: captured, events: events) else { continue }
          seen.insert(closure.open)
          findings.append(finding)
        }
      }
    }
    return findings
  }

  static func check(_ context: AnalysisContext, _ closure: ClosureEvent, captured: String, events: BodyEvents) -> Finding? {
    let file = context.file
    guard let callee = closure.calleeToken, storingCallees.contains(file.text(callee)) else { return nil }
    if file.is(callee, "addObserver"), closure.label != nil && closure.label != "using" { return nil }
    if closure.captures.contains(where: { $0.hasSuffix(" " + captured) && ($0.hasPrefix("weak") || $0.hasPrefix("unowned")) }) { return nil }
    // Closures nested in this one that capture weakly own their own uses.
    let nestedWeak = events.closures.filter { inner in
      inner.open > closure.open && inner.close < closure.close
        && inner.captures.contains { $0.hasSuffix(" " + captured) && ($0.hasPrefix("weak") || $0.hasPrefix("unowned")) }
    }
    var usesCaptured = false
    var usesContextCoordinator = false
    var index = closure.open + 1
    while index < closure.close {
      if let inner = nestedWeak.first(where: { $0.open == index }) {
        index = inner.close + 1
        continue
      }
      if file.isIdentifier(index), file.textEquals(index, captured), !(index > 0 && file.is(index - 1, ".")) {
        usesCaptured = true
      }
      if captured == "coordinator", file.isIdentifier(index, "context"), file.is(index + 1, "."), file.isIdentifier(index + 2, "coordinator") {
        usesContextCoordinator = true
      }
      index += 1
    }
    guard usesCaptured || usesContextCoordinator else { return nil }
    let apiName = file.text(callee)
    let what = captured == "self" ? "`self` (the Coordinator)" : "the Coordinator"
    let message = "This closure is kept by `\(apiName)` and captures \(what) strongly, a retain cycle that outlives the view; capture it `weak`."
    var fixes: [Fix] = []
    if usesCaptured && !usesContextCoordinator, closure.captures.isEmpty, let edits = weakCaptureEdits(context, closure, captured: captured) {
      fixes.append(Fix(title: "Capture `\(captured)` weakly", edits: edits))
    }
    return finding(context.range(closure.open, closure.close), message, fixes: fixes)
  }

  /// `{ a, b in` → `{ [weak self] a, b in` plus `guard let self else { return }` as the first statement.
  static func weakCaptureEdits(_ context: AnalysisContext, _ closure: ClosureEvent, captured: String) -> [TextEdit]? {
    let file = context.file
    // Find a top-level `in` that ends the closure's signature on its first line(s).
    var inToken: Int?
    var index = closure.open + 1
    while index < closure.close {
      if file.is(index, "(") || file.is(index, "[") { index = file.closing(index) + 1; continue }
      if file.isIdentifier(index, "in") { inToken = index; break }
      if !(file.isIdentifier(index) || file.is(index, ",") || file.is(index, ":") || file.is(index, "->") || file.tokens[index].kind == .operator) { break }
      index += 1
    }
    let openEnd = context.range(closure.open).upperBound
    let guardLine = "guard let \(captured) else { return }"
    var edits = [TextEdit(range: openEnd..<openEnd, replacement: inToken == nil ? " [weak \(captured)] in" : " [weak \(captured)]")]
    let signatureEnd = inToken ?? closure.open
    let bodyFirst = signatureEnd + 1
    guard bodyFirst <= closure.close else { return nil }
    if file.tokens[bodyFirst].newlineBefore {
      let start = file.lineStart(at: file.tokens[bodyFirst].start)
      let indentation = file.indentation(ofLineAt: file.tokens[bodyFirst].start)
      edits.append(TextEdit(range: start..<start, replacement: indentation + guardLine + file.lineBreak))
    } else {
      let at = context.range(signatureEnd).upperBound
      edits.append(TextEdit(range: at..<at, replacement: " " + guardLine + ";"))
    }
    return edits
  }
}
