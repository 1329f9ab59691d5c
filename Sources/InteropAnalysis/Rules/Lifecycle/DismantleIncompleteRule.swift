import SwiftLiteParser

/// A dismantle that undoes some registrations but not all.
public enum DismantleIncompleteRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "dismantle-incomplete",
    name: "Dismantle misses a cleanup",
    summary: "The representable has a dismantle, but a registration that outlives the view (a repeating timer, a display link, a block observer, a KVO or Combine token kept outside the Coordinator) has no matching cleanup in it.",
    rationale: """
      Each registration `missing-dismantle` looks for needs its own undo when SwiftUI removes the view: \
      `invalidate()` for a repeating timer or a display link (the run loop keeps them, and they keep their \
      target), `removeObserver(_:)` with the token of a block observer (the notification center keeps the \
      block until then), `invalidate()` or `cancel()` for a KVO or Combine token kept outside the Coordinator. \
      A dismantle that handles some of them leaves the others running.

      The fix appends the missing cleanup line to dismantle when the handle is stored where dismantle can \
      reach it (a Coordinator property, a static).

      Never reported: everything `missing-dismantle` exempts (selector-based observers, tokens kept in the \
      Coordinator, `repeats: false` timers, a handle the type already invalidates or removes in some method, \
      script-handler registrations); a cleanup in a Coordinator method that dismantle calls; a dismantle that \
      calls a Coordinator method this file does not declare (it may hold the cleanup); a representable that \
      is not `private`/`fileprivate` (its Coordinator may have methods in another file), unless the complete \
      workspace shows that no other file declares or extends it or its Coordinator.

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:), \
      https://developer.apple.com/documentation/foundation/timer/invalidate(), \
      https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:), \
      https://developer.apple.com/documentation/combine/anycancellable
      """,
    category: .lifecycle, tier: 2, defaultSeverity: .warning, seedSource: "SKILL.md: Optional: dismantleUIView; checklist",
    nonTriggering: DismantleIncompleteRuleExamples.nonTriggering,
    triggering: DismantleIncompleteRuleExamples.triggering,
    corrections: DismantleIncompleteRuleExamples.corrections
  )

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    guard representable.kind != .uiGestureRecognizer else { return [] }
    var findings: [Finding] = []
    guard let dismantle = representable.dismantle, let body = dismantle.body,
      (representable.isFilePrivate && MissingDismantleRule.coordinatorIsLocal(representable))
        || WorkspaceSupport.isWhollyHere(representable, context)
    else { return findings }
    guard let cleanup = cleanupBodies(context, representable, dismantle) else { return findings }
    let coordinatorName = dismantle.parameters.count > 1 ? dismantle.parameters[1].name : "coordinator"
    let scan = RegistrationSupport.scan(context, representable)
    var reported: Set<RegistrationSupport.Kind> = []
    for registration in scan.registrations where !RegistrationSupport.isRemovedElsewhere(registration, context, representable) {
      let cleaned = cleanup.contains { facts in facts.calls.contains { registration.kind.cleanupNames.contains($0.name) } }
      guard !cleaned, reported.insert(registration.kind).inserted else { continue }
      let message = "`\(RegistrationSupport.callText(registration.call))` \(RegistrationSupport.describe(registration)), and "
        + "`\(dismantle.name)` does not undo it; add the cleanup there."
      let related = dismantle.nameToken.map { [RelatedLocation(range: $0.textRange, message: "The cleanup belongs in `\(dismantle.name)`.")] } ?? []
      var fixes: [Fix] = []
      if let line = RegistrationSupport.cleanupLine(registration, coordinator: coordinatorName, editor: context.editor),
        let edit = append(context, line, to: body)
      {
        fixes.append(Fix(title: "Add the cleanup to `\(dismantle.name)`", edits: [edit], isPreferred: true, safeForFixAll: false))
      }
      findings.append(finding(registration.statement.range, message, related: related, fixes: fixes))
    }
    return findings
  }

  /// The facts of dismantle and of every Coordinator method it calls (through the coordinator parameter,
  /// transitively); nil when it calls a Coordinator method this file does not declare.
  static func cleanupBodies(_ context: AnalysisContext, _ representable: Representable, _ dismantle: FunctionDecl) -> [BodyFacts]? {
    guard let facts = context.facts(of: dismantle) else { return [] }
    let coordinatorName = dismantle.parameters.count > 1 ? dismantle.parameters[1].name : "coordinator"
    let methods = representable.coordinator?.functions ?? []
    var result = [facts]
    var visited: Set<Int> = []
    var queue: [(BodyFacts, inCoordinator: Bool)] = [(facts, false)]
    var steps = 0
    while let (current, inCoordinator) = queue.popLast(), steps < 64 {
      steps += 1
      for call in current.calls {
        guard let receiver = call.receiverPath?.withoutSelf else { continue }
        let onCoordinator = inCoordinator ? receiver.components.isEmpty || receiver.components == ["self"]
          : receiver.components == [coordinatorName]
        guard onCoordinator else { continue }
        let matches = methods.filter { $0.name == call.name }
        if matches.isEmpty {
          // A framework method of the Coordinator's superclass is no cleanup; an unknown one may be.
          if !inCoordinator { return nil }
          continue
        }
        for method in matches where visited.insert(method.node.offset).inserted {
          guard let methodFacts = context.facts(of: method) else { continue }
          result.append(methodFacts)
          queue.append((methodFacts, true))
        }
      }
    }
    return result
  }

  /// Appends `line` as the last statement of dismantle's body.
  static func append(_ context: AnalysisContext, _ line: String, to body: SyntaxNode) -> TextEdit? {
    let editor = context.editor
    if let last = body.statements.last {
      // Only when the closing brace sits on a later line than the last statement.
      guard let close = body.lastToken, editor.lineEnd(at: last.range.upperBound) < close.textRange.lowerBound else { return nil }
      return editor.insert([line], after: last, indentation: editor.indentation(of: last))
    }
    let indentation = editor.indentation(of: body)
    return editor.replace(body, with: "{" + editor.lineBreak + indentation + editor.indentUnit + line + editor.lineBreak + indentation + "}")
  }
}
