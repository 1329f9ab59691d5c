import SwiftLiteParser

/// A view, controller or layout constraint built on every update.
public enum ViewCreatedInUpdateRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "view-created-in-update",
    name: "View created in update",
    summary: "Update constructs a UIKit/AppKit view or controller, or creates and activates a layout constraint, on every call instead of configuring what make built.",
    rationale: """
      SwiftUI calls make once, when it creates the view, and update whenever an input of the representable \
      changes, for the rest of the view's life. A view or controller constructed in update is built again on \
      every one of those calls: added as a subview or an accessory it piles up or replaces the one on screen \
      (losing its scroll position, selection and focus), and it costs an allocation each time. A constraint \
      created and activated in update adds one more constraint on every call; once the values differ they \
      conflict and Auto Layout breaks one of them.

      Build views and constraints once in make (or lazily, once, in the Coordinator) and only change what \
      must change in update: a property of the view, or the `constant` of a constraint you keep in the \
      Coordinator. There is no quick fix: where the object belongs depends on the code.

      Never reported: constructions under a condition (`if uiView.subviews.isEmpty { … }`, \
      `if context.coordinator.host == nil { … }`: built once); constraints when update first deactivates or \
      removes constraints (it replaces the ones it stored); constructions inside closures (they run later, \
      not on every update); a value assigned to a delegate property (`delegate-to-temporary` reports those).

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:), \
      https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:), \
      https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: Lifecycle Timing; Common Mistakes",
    nonTriggering: ViewCreatedInUpdateRuleExamples.nonTriggering,
    triggering: ViewCreatedInUpdateRuleExamples.triggering
  )

  static let constraintMakers: Set<String> = ["constraint", "constraints", "NSLayoutConstraint"]
  static let constraintRemovals: Set<String> = ["deactivate", "removeConstraint", "removeConstraints"]

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    findings += self.findings(in: representable, context: context)
    return findings
  }

  /// One representable's findings, at most one per statement. (Kept free of nested closures that capture
  /// mutable state: the Swift 6.3.1 optimizer crashed in LoopInvariantCodeMotion on that shape.)
  static func findings(in representable: Representable, context: AnalysisContext) -> [Finding] {
    guard let update = representable.update, let facts = context.facts(of: update) else { return [] }
    var candidates: [(node: SyntaxNode, key: Int, message: String)] = []
    // Views and controllers.
    for call in facts.calls where !call.site.inClosure && !call.site.isConditional {
      guard let type = LifecycleBodySupport.constructedType(call),
        LifecycleBodySupport.isViewOrController(type, madeType: representable.madeType, model: context.interop),
        !isDelegateValue(call.node)
      else { continue }
      let message = "`\(update.name)` constructs a new `\(type)` on every update; build it once in "
        + "`\(representable.kind.makeName)` (or once in the Coordinator) and only configure it here."
      candidates.append((call.node, (call.site.statement ?? call.node).offset, message))
    }
    // Layout constraints created and activated on every update.
    let replaces = facts.calls.contains { constraintRemovals.contains($0.name) }
      || facts.assignments.contains { $0.targetPath?.last == "isActive" && $0.value.firstToken?.kind == .kw_false }
    if !replaces {
      let constraintLocals = Set(facts.bindings.filter { binding in binding.value.map(createsConstraint) ?? false }.map(\.name))
      for call in facts.calls where !call.site.inClosure && !call.site.isConditional {
        let isActivation = (call.name == "activate" && call.receiverPath?.last == "NSLayoutConstraint")
          || call.name == "addConstraint" || call.name == "addConstraints"
        guard isActivation, let argument = call.arguments.first?.value, activates(argument, locals: constraintLocals) else { continue }
        let message = "`\(update.name)` creates and activates layout constraints on every update, so each call adds "
          + "more; create them once in `\(representable.kind.makeName)` and change their `constant` here."
        candidates.append((call.node, (call.site.statement ?? call.node).offset, message))
      }
      for assignment in facts.assignments where assignment.isPlain && !assignment.site.inClosure && !assignment.site.isConditional {
        guard assignment.target.kind == .memberAccessExpr, assignment.target.memberName == "isActive",
          assignment.value.firstToken?.kind == .kw_true, let base = assignment.target.base, activates(base, locals: constraintLocals)
        else { continue }
        let message = "`\(update.name)` creates and activates a layout constraint on every update, so each call adds "
          + "one more; create it once in `\(representable.kind.makeName)` and change its `constant` here."
        candidates.append((assignment.node, (assignment.site.statement ?? assignment.node).offset, message))
      }
    }
    var reported: Set<Int> = []
    var findings: [Finding] = []
    for candidate in candidates where reported.insert(candidate.key).inserted {
      findings.append(finding(candidate.node.range, candidate.message))
    }
    return findings
  }

  /// Whether `node` creates a constraint or names a local that holds one.
  static func activates(_ node: SyntaxNode, locals: Set<String>) -> Bool {
    if createsConstraint(node) { return true }
    guard let path = MemberPath(node), path.count == 1, let root = path.root else { return false }
    return locals.contains(root)
  }

  /// Whether the expression creates a constraint (`a.widthAnchor.constraint(…)`, `NSLayoutConstraint(…)`), or an
  /// array holding one.
  static func createsConstraint(_ node: SyntaxNode) -> Bool {
    var found = false
    func check(_ candidate: SyntaxNode) {
      guard candidate.kind == .callExpr else { return }
      let call = Call(node: candidate, site: .top)
      if constraintMakers.contains(call.name) { found = true }
    }
    check(node)
    node.walk { child in
      if found || child.kind == .closureExpr { return .skipChildren }
      check(child)
      return .visitChildren
    }
    return found
  }

  /// The construction is the value of `x.delegate = T(…)` (any delegate or data-source property).
  static func isDelegateValue(_ node: SyntaxNode) -> Bool {
    guard let parent = node.parent, parent.kind == .assignmentExpr, parent.rhs == node,
      let property = parent.lhs.flatMap({ MemberPath($0) })?.last
    else { return false }
    return DelegateSetInUpdateRule.isDelegateProperty(property)
  }
}
