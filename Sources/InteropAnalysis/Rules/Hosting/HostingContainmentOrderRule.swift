import SwiftLiteParser

/// Containment calls for a hosting controller in an order UIKit's contract does not allow.
public enum HostingContainmentOrderRule: FunctionRule {
  public static let description = RuleDescription(
    id: "hosting-containment-order",
    name: "Hosting controller containment out of order",
    summary: "A hosting controller is told it moved before its view is added, is told it has no parent right after being added, or is removed without `willMove(toParent: nil)`.",
    rationale: """
      UIKit's containment contract has a fixed order. Adding: `addChild(child)` (which calls \
      `willMove(toParent:)` by itself), then adding `child.view` to the hierarchy, then \
      `child.didMove(toParent: parent)`. Removing: `child.willMove(toParent: nil)`, then removing the view, \
      then `child.removeFromParent()`, which calls `didMove(toParent: nil)` by itself.

      Three mistakes break it: `didMove(toParent:)` before the view is added (the child is told the \
      transition is over while its view is not in a window yet); `didMove(toParent: nil)` after \
      `addChild(_:)` (the child is told it has no parent while it has one); `removeFromParent()` without \
      `willMove(toParent: nil)` first (the child never hears that it is leaving). The fix moves or inserts \
      the calls into the contract's order.

      Never reported: a `willMove(toParent: nil)` for the same controller elsewhere in the type (a removal \
      split over methods), containment done by a helper the function hands the controller to, and calls that \
      `hosting-containment` already reports as missing.

      Sources: https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:), \
      https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:), \
      https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent(), \
      https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller
      """,
    category: .hosting, tier: 2, defaultSeverity: .warning, seedSource: "SKILL.md: UIHostingController; DO/DON'T",
    nonTriggering: [
      Example("""
        // The contract, both ways.
        final class PanelViewController: UIViewController {
          let host = UIHostingController(rootView: PanelBody())
          func show() {
            addChild(host)
            view.addSubview(host.view)
            host.didMove(toParent: self)
          }
          func hide() {
            host.willMove(toParent: nil)
            host.view.removeFromSuperview()
            host.removeFromParent()
          }
        }
        """),
      Example("""
        // willMove(toParent: nil) in another method of the type.
        final class PanelViewController: UIViewController {
          var host: UIHostingController<PanelBody>?
          func prepareToHide() { host?.willMove(toParent: nil) }
          func finishHiding() {
            host?.view.removeFromSuperview()
            host?.removeFromParent()
          }
        }
        """),
      Example("""
        // Containment through a helper.
        final class PanelViewController: UIViewController {
          let host = UIHostingController(rootView: PanelBody())
          func show() {
            host.didMove(toParent: self)
            install(host)
            stack.addArrangedSubview(host.view)
          }
          func install(_ child: UIViewController) {}
        }
        """),
      Example("""
        // A removal, then a new child: didMove(nil) belongs to the old one.
        final class PanelViewController: UIViewController {
          var host: UIHostingController<PanelBody>?
          func replace(with body: PanelBody) {
            let next = UIHostingController(rootView: body)
            addChild(next)
            stack.addArrangedSubview(next.view)
            next.didMove(toParent: self)
            host = next
          }
        }
        """),
      Example("""
        // Not a hosting controller.
        final class PanelViewController: UIViewController {
          let child = DetailViewController()
          func show() {
            child.didMove(toParent: self)
            view.addSubview(child.view)
          }
        }
        """),
      Example("""
        // Never on: calls that `hosting-containment` reports as missing (no `addChild` at all: that rule's finding).
        final class PanelViewController: UIViewController {
          let host = UIHostingController(rootView: PanelBody())
          func show() {
            host.didMove(toParent: self)
            view.addSubview(host.view)
          }
        }
        """),
    ],
    triggering: [
      Example("""
        final class PanelViewController: UIViewController {
          let host = UIHostingController(rootView: PanelBody())
          func show() {
            addChild(host)
            ↓host.didMove(toParent: self)↑
            stack.addArrangedSubview(host.view)
          }
        }
        """),
      Example("""
        final class PanelViewController: UIViewController {
          let host = UIHostingController(rootView: PanelBody())
          func show() {
            addChild(host)
            view.addSubview(host.view)
            ↓host.didMove(toParent: nil)↑
          }
        }
        """),
      Example("""
        final class PanelViewController: UIViewController {
          var host: UIHostingController<PanelBody>?
          func hide() {
            host?.view.removeFromSuperview()
            ↓host?.removeFromParent()↑
          }
        }
        """),
    ],
    corrections: [
      Correction(Example("""
        final class PanelViewController: UIViewController {
          let host = UIHostingController(rootView: PanelBody())
          func show() {
            addChild(host)
            host.didMove(toParent: self)
            stack.addArrangedSubview(host.view)
          }
        }
        """), """
        final class PanelViewController: UIViewController {
          let host = UIHostingController(rootView: PanelBody())
          func show() {
            addChild(host)
            stack.addArrangedSubview(host.view)
            host.didMove(toParent: self)
          }
        }
        """),
      Correction(Example("""
        final class PanelViewController: UIViewController {
          let host = UIHostingController(rootView: PanelBody())
          func show() {
            addChild(host)
            view.addSubview(host.view)
            host.didMove(toParent: nil)
          }
        }
        """), """
        final class PanelViewController: UIViewController {
          let host = UIHostingController(rootView: PanelBody())
          func show() {
            addChild(host)
            view.addSubview(host.view)
            host.didMove(toParent: self)
          }
        }
        """),
      Correction(Example("""
        final class PanelViewController: UIViewController {
          var host: UIHostingController<PanelBody>?
          func hide() {
            host?.view.removeFromSuperview()
            host?.removeFromParent()
          }
        }
        """), """
        final class PanelViewController: UIViewController {
          var host: UIHostingController<PanelBody>?
          func hide() {
            host?.willMove(toParent: nil)
            host?.view.removeFromSuperview()
            host?.removeFromParent()
          }
        }
        """),
    ]
  )

  static func fileFacts(_ context: AnalysisContext) -> HostingSupport.FileTables? { HostingSupport.FileTables(context) }

  static func check(_ function: FunctionDecl, owner: TypeDecl?, _ tables: HostingSupport.FileTables, _ context: AnalysisContext) -> [Finding] {
    let (classes, table) = (tables.classes, tables.table)
    // The additions `hosting-containment` already reports in this function (worked out once, when first needed).
    var reportedAdds: Set<Int>?
    func reported() -> Set<Int> {
      if let reportedAdds { return reportedAdds }
      let adds = Set(HostingContainmentRule.gaps(function, owner: owner, tables, context).map { $0.add.node.range.lowerBound })
      reportedAdds = adds
      return adds
    }
    var reportedHosts: Set<String> = []
    var findings: [Finding] = []
    // Only `didMove` and `removeFromParent` calls can be out of order: other functions are skipped before the
    // hosting names are worked out.
    guard context.mentions(function.node, anyOf: ["didMove", "removeFromParent"]), let facts = context.facts(of: function),
      facts.calls.contains(where: { $0.name == "didMove" || $0.name == "removeFromParent" })
    else { return [] }
    let names = HostingSupport.hostingNames(function, owner: owner, facts: facts, table: table, classes: classes)
    guard !names.isEmpty else { return [] }
    for host in names.sorted() {
      if HostingSupport.passesToHelper(facts, host, known: HostingContainmentRule.knownCalls) { continue }
      let onHost = facts.calls.filter { HostingSupport.host($0.receiverPath, in: [host]) != nil }
      let adds = facts.calls.filter { call in
        HostingSupport.addViewCalls.contains(call.name) && call.arguments.contains { HostingSupport.hostView($0.value, in: [host]) != nil }
      }
      let addChildren = facts.calls.filter { $0.name == "addChild" && HostingSupport.host(MemberPath($0.arguments.first?.value), in: [host]) != nil }
      let removals = onHost.filter { $0.name == "removeFromParent" }
      // A gap `hosting-containment` reports covers this host in this function.
      let coveredByContainment = !adds.isEmpty && adds.contains { reported().contains($0.node.range.lowerBound) }
      for didMove in onHost where didMove.name == "didMove" && didMove.isStatement {
        guard let argument = didMove.arguments.first?.value else { continue }
        let start = didMove.node.range.lowerBound
        let statement = HostingSupport.statement(didMove.site, didMove.node)
        if argument.isNilLiteral {
          // didMove(nil) after addChild, with no removal in between.
          guard let added = addChildren.last(where: { $0.node.range.lowerBound < start }),
            !removals.contains(where: { $0.node.range.lowerBound > added.node.range.lowerBound && $0.node.range.lowerBound < start })
          else { continue }
          let parent = added.receiver.map { context.text(of: $0) } ?? "self"
          let message = "`\(host).didMove(toParent: nil)` after `addChild(\(host))` tells the hosting controller it has no parent while it has one; pass the parent (`\(parent)`)."
          let fix = Fix(title: "Pass the parent to didMove(toParent:)", edits: [context.editor.replace(argument, with: parent)])
          findings.append(finding(statement.range, message, fixes: [fix]))
        } else if !coveredByContainment {
          // didMove(parent) before the view is added.
          guard let firstAdd = adds.first, !adds.contains(where: { $0.node.range.lowerBound < start }),
            firstAdd.node.range.lowerBound > start
          else { continue }
          let addStatement = HostingSupport.statement(firstAdd.site, firstAdd.node)
          let message = "`\(host).didMove(toParent:)` is called before `\(host).view` is added; call it after `\(firstAdd.name)`, once the view is in place."
          var fixes: [Fix] = []
          if firstAdd.isStatement, addStatement.parent == statement.parent {
            fixes.append(Fix(title: "Move didMove(toParent:) after the view is added", edits: [
              context.editor.delete(statement), context.editor.insert([context.text(of: statement)], after: addStatement),
            ]))
          }
          findings.append(finding(statement.range, message,
            related: [RelatedLocation(range: addStatement.range, message: "the view is added here")], fixes: fixes))
        }
      }
      // removeFromParent without willMove(nil) first (in this function or anywhere in the type).
      for removal in removals where removal.isStatement && !reportedHosts.contains("\(function.node.range.lowerBound):\(host)") {
        let start = removal.node.range.lowerBound
        let willMoveHere = onHost.contains { $0.name == "willMove" && $0.node.range.lowerBound < start && ($0.arguments.first?.value.isNilLiteral ?? false) }
        guard !willMoveHere, !HostingSupport.TypeSummary.other(than: function, in: table.summary(of: owner, context: context).willMoveNil[host]) else { continue }
        reportedHosts.insert("\(function.node.range.lowerBound):\(host)")
        let statement = HostingSupport.statement(removal.site, removal.node)
        let receiver = removal.receiver.map { context.text(of: $0) } ?? host
        // Before the view's removal when it precedes, else before removeFromParent.
        let viewRemoval = onHost.isEmpty ? nil : facts.calls.first { call in
          call.name == "removeFromSuperview" && call.isStatement && call.node.range.lowerBound < start
            && HostingSupport.hostView(call.receiver, in: [host]) != nil
        }
        let anchor = viewRemoval.map { HostingSupport.statement($0.site, $0.node) } ?? statement
        let message = "`\(host).removeFromParent()` without `\(host).willMove(toParent: nil)` before it: the hosting controller is never told it is leaving its parent."
        let fix = Fix(title: "Call willMove(toParent: nil) first", edits: [context.editor.insert(["\(receiver).willMove(toParent: nil)"], before: anchor)])
        findings.append(finding(statement.range, message, fixes: [fix]))
      }
    }
    return findings
  }
}
