import SwiftLiteParser

/// The Coordinator wired as a delegate or data source in update, on every call.
public enum DelegateSetInUpdateRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "delegate-set-in-update",
    name: "Delegate set in update",
    summary: "Update assigns the Coordinator to a `delegate`/`dataSource`-style property of the view on every call, instead of once in make.",
    rationale: """
      SwiftUI creates the Coordinator once per view identity, before make, and hands the same instance to \
      every later call; make runs once and update runs whenever an input of the representable changes. \
      Wiring the Coordinator as the view's delegate or data source cannot change during the view's life, so \
      in update it re-runs on every render. It works, which is why this is only information, but the \
      assignment belongs where the view is created: make.

      The fix moves the statement into make, before its `return`, with the update parameter renamed to make's \
      local (`uiView.navigationDelegate = …` → `web.navigationDelegate = …`); when make already assigns the \
      same property it only removes the line from update. It is offered only when the property belongs to \
      the made object itself and make returns a local.

      Never reported: a path through a sub-object of a view controller (`controller.scrollView?.delegate`: \
      a controller's view is not loaded yet in make, so update is a valid place); conditional assignments; \
      a value that is not the Coordinator (a freshly constructed object is `delegate-to-temporary`'s finding); \
      a mail or message composer's `delegate` (`composer-delegate-property`).

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator(), \
      https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:), \
      https://developer.apple.com/documentation/uikit/uiviewcontroller/view
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .information, seedSource: "SKILL.md: DO/DON'T; The Coordinator Pattern",
    nonTriggering: DelegateSetInUpdateRuleExamples.nonTriggering,
    triggering: DelegateSetInUpdateRuleExamples.triggering,
    corrections: DelegateSetInUpdateRuleExamples.corrections
  )

  /// `delegate`, `dataSource`, or a name ending in `Delegate`/`DataSource`.
  static func isDelegateProperty(_ name: String) -> Bool {
    name == "delegate" || name == "dataSource" || name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
  }

  static let composers: Set<String> = ["MFMailComposeViewController", "MFMessageComposeViewController"]

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    guard let update = representable.update, let facts = context.facts(of: update),
      let parameter = representable.updateParameter, let contextName = LifecycleBodySupport.contextName(update)
    else { return findings }
    let locals = LifecycleBodySupport.coordinatorLocals(facts, contextName: contextName)
    let parameterType = UpdateSupport.parameter(representable, model: context.interop)?.type ?? representable.madeType
    let isComposer = parameterType.map { LifecycleBodySupport.isKind($0, ofAny: composers, model: context.interop) } ?? false
    for assignment in facts.assignments where assignment.isPlain && !assignment.site.inClosure && !assignment.site.isConditional {
      guard let path = assignment.targetPath?.withoutSelf, path.count >= 2, path.root == parameter, let property = path.last,
        isDelegateProperty(property),
        LifecycleBodySupport.isCoordinator(assignment.value, contextName: contextName, locals: locals)
      else { continue }
      // A view controller's sub-objects (its view, scroll view, bars) may not exist yet in make.
      if path.count > 2 && representable.kind.isController { continue }
      if property == "delegate" && isComposer { continue }
      let target = context.text(of: assignment.target)
      let message = "`\(target)` is assigned the Coordinator on every update; the Coordinator never changes for this view, "
        + "so assign it once in `\(representable.kind.makeName)`."
      let related = representable.make?.nameToken.map { token in
        [RelatedLocation(range: token.textRange, message: "Assign `\(property)` here, once, after the object is created.")]
      } ?? []
      let fixes = path.count == 2 ? moveFix(context, representable, assignment: assignment, property: property).map { [$0] } ?? [] : []
      findings.append(finding(assignment.node.range, message, related: related, fixes: fixes))
    }
    return findings
  }

  /// Moves `uiView.prop = context.coordinator` into make before its return (or only removes it from update when
  /// make already assigns the property on the made object).
  static func moveFix(_ context: AnalysisContext, _ representable: Representable, assignment: Assignment, property: String) -> Fix? {
    guard let statement = assignment.site.statement, statement.range == assignment.node.range,
      let made = LifecycleBodySupport.madeObjectName(context, representable),
      let make = representable.make, let makeFacts = context.facts(of: make), let makeContext = LifecycleBodySupport.contextName(make)
    else { return nil }
    let removal = context.editor.delete(statement)
    let alreadyInMake = makeFacts.assignments.contains { other in
      other.targetPath?.withoutSelf.components == [made.name, property] && !other.site.inClosure
    }
    if alreadyInMake {
      return Fix(title: "Remove the assignment (`\(representable.kind.makeName)` already sets `\(property)`)", edits: [removal])
    }
    let line = "\(made.name).\(property) = \(makeContext).coordinator"
    let insertion = context.editor.insert([line], before: made.returnStatement)
    return Fix(title: "Move the assignment into `\(representable.kind.makeName)`", edits: [insertion, removal])
  }
}
