import SwiftLiteParser

/// A hosting controller's view added without view-controller containment.
public enum HostingContainmentRule: FunctionRule {
  public static let description = RuleDescription(
    id: "hosting-containment",
    name: "Hosting controller added without containment",
    summary: "A hosting controller's view is added with `addSubview` without `addChild` before it and `didMove(toParent:)` after it.",
    rationale: """
      A `UIHostingController` is a view controller. When only its view is added to the hierarchy, the \
      controller is not a child of any controller: it gets no appearance callbacks and no trait or safe-area \
      updates from a parent, and SwiftUI features that rely on the controller hierarchy (presenting sheets and \
      alerts, navigation, keyboard avoidance) misbehave. A hosting controller kept only in a local also goes \
      away at the end of the function while its view stays on screen.

      UIKit's containment contract is `addChild(child)`, then adding `child.view`, then \
      `child.didMove(toParent: parent)`: `addChild(_:)` calls `willMove(toParent:)` by itself, but \
      `didMove(toParent:)` must be called by the container once the view is in place. The fix inserts the \
      missing calls in that order (and moves a `didMove(toParent:)` that comes too early).

      Reported in a view controller subclass (a class whose superclass name ends in `ViewController` or \
      `Controller`) for any `addSubview(host.view)`, and in any other type (a cell, a view) only when the \
      function names the parent with `parent.addChild(host)`. Never reported: containment done by a helper \
      the function hands the controller to; an `addChild` or `didMove(toParent:)` for the same controller in \
      another method of the type; a hosting controller that is a window's `rootViewController` (the window \
      contains it).

      Sources: https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:), \
      https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:), \
      https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller
      """,
    category: .hosting, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: UIHostingController; DO/DON'T",
    nonTriggering: HostingContainmentRuleExamples.nonTriggering,
    triggering: HostingContainmentRuleExamples.triggering,
    corrections: HostingContainmentRuleExamples.corrections
  )

  /// One `addSubview(host.view)` with what is missing around it.
  struct Gap {
    let add: Call
    let host: String
    /// `self` in a view controller, else the parent named by `parent.addChild(host)`.
    let parent: String
    let missingAddChild: Bool
    let missingDidMove: Bool
    /// A `didMove(toParent:)` for the host before the view is added (moved by the fix).
    let earlyDidMove: Call?
  }

  /// Calls that are not helpers: the containment and view calls themselves.
  static let knownCalls: Set<String> = [
    "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addChild", "didMove", "willMove",
    "removeFromParent", "removeFromSuperview", "bringSubviewToFront", "sendSubviewToBack", "constraint", "activate",
    "print", "append", "UIView", "layoutIfNeeded", "setNeedsLayout", "sizeToFit",
  ]

  /// The containment gaps of one function: each `addSubview(host.view)` without `addChild` before it or
  /// `didMove(toParent:)` after it.
  static func gaps(_ function: FunctionDecl, owner: TypeDecl?, _ tables: HostingSupport.FileTables, _ context: AnalysisContext) -> [Gap] {
    let (classes, table) = (tables.classes, tables.table)
    var result: [Gap] = []
    // Only a function that adds some `x.view` as a subview can have a gap: the hosting names (a walk of the
    // body and a look at the type's declarations) are worked out for those alone.
    guard context.mentions(function.node, anyOf: ["addSubview"]), let facts = context.facts(of: function),
      facts.calls.contains(where: { $0.name == "addSubview" && $0.arguments.count == 1 && MemberPath($0.arguments.first?.value)?.last == "view" })
    else { return [] }
    let names = HostingSupport.hostingNames(function, owner: owner, facts: facts, table: table, classes: classes)
    guard !names.isEmpty else { return [] }
    let isController = table.isViewController(owner)
    for add in facts.calls where add.name == "addSubview" && add.arguments.count == 1 {
      guard let host = HostingSupport.hostView(add.arguments.first?.value, in: names) else { continue }
      let start = add.node.range.lowerBound
      let addChildren = facts.calls.filter { call in
        call.name == "addChild" && HostingSupport.host(MemberPath(call.arguments.first?.value), in: [host]) != nil
      }
      func isOwn(_ call: Call) -> Bool { call.receiverPath?.withoutSelf.components.isEmpty ?? false }
      let parent: String
      let relevant: [Call]
      if isController {
        parent = "self"
        relevant = addChildren.filter(isOwn)
      } else {
        guard let named = addChildren.first(where: { !isOwn($0) }), let receiver = named.receiver else { continue }
        parent = context.text(of: receiver)
        relevant = addChildren.filter { !isOwn($0) }
      }
      let summary = table.summary(of: owner, context: context)
      if summary.windowRoots.contains(host) { continue }
      if HostingSupport.passesToHelper(facts, host, known: knownCalls) { continue }
      let didMoves = facts.calls.filter { call in
        call.name == "didMove" && HostingSupport.host(call.receiverPath, in: [host]) != nil
          && !(call.arguments.first?.value.isNilLiteral ?? true)
      }
      // A call for the same host in another method of the type (containment split over methods) counts.
      let addChildElsewhere = HostingSupport.TypeSummary.other(than: function, in: summary.addChild[host])
      let didMoveElsewhere = HostingSupport.TypeSummary.other(than: function, in: summary.didMove[host])
      let missingAddChild = !relevant.contains { $0.node.range.lowerBound < start } && !addChildElsewhere
      let missingDidMove = !didMoves.contains { $0.node.range.lowerBound > start } && !didMoveElsewhere
      guard missingAddChild || missingDidMove else { continue }
      let early = missingDidMove ? didMoves.last { $0.node.range.lowerBound < start && $0.isStatement } : nil
      result.append(Gap(add: add, host: host, parent: parent, missingAddChild: missingAddChild, missingDidMove: missingDidMove, earlyDidMove: early))
    }
    return result
  }

  static func fileFacts(_ context: AnalysisContext) -> HostingSupport.FileTables? { HostingSupport.FileTables(context) }

  static func check(_ function: FunctionDecl, owner: TypeDecl?, _ tables: HostingSupport.FileTables, _ context: AnalysisContext) -> [Finding] {
    gaps(function, owner: owner, tables, context).map { gap in
      let host = gap.host
      let addChild = gap.parent == "self" ? "addChild(\(host))" : "\(gap.parent).addChild(\(host))"
      let didMove = "\(host).didMove(toParent: \(gap.parent))"
      var missing: [String] = []
      if gap.missingAddChild { missing.append("`\(addChild)` before it") }
      if gap.missingDidMove { missing.append(gap.earlyDidMove == nil ? "`\(didMove)` after it" : "`\(didMove)` after it, not before") }
      let message = "`\(host).view` is added without view-controller containment: call " + missing.joined(separator: " and ")
        + ", or the hosting controller misses appearance, trait and safe-area updates from its parent."
      let statement = HostingSupport.statement(gap.add.site, gap.add.node)
      var fixes: [Fix] = []
      if gap.add.isStatement {
        var edits: [TextEdit] = []
        if gap.missingAddChild { edits.append(context.editor.insert([addChild], before: statement)) }
        if gap.missingDidMove {
          let line = gap.earlyDidMove.map { context.text(of: HostingSupport.statement($0.site, $0.node)) } ?? didMove
          if let early = gap.earlyDidMove { edits.append(context.editor.delete(HostingSupport.statement(early.site, early.node))) }
          edits.append(context.editor.insert([line], after: statement))
        }
        fixes.append(Fix(title: "Add the containment calls", edits: edits))
      }
      var related: [RelatedLocation] = []
      if let early = gap.earlyDidMove {
        related.append(RelatedLocation(range: early.node.range, message: "`didMove(toParent:)` is called here, before the view is added"))
      }
      return finding(statement.range, message, related: related, fixes: fixes)
    }
  }
}
