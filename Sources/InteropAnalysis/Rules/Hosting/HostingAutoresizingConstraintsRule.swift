import SwiftLiteParser

/// Constraints on a hosting controller's view without turning off autoresizing-mask translation.
public enum HostingAutoresizingConstraintsRule: FunctionRule {
  public static let description = RuleDescription(
    id: "hosting-autoresizing-constraints",
    name: "Hosting view constrained with autoresizing on",
    summary: "Constraints are made on a `UIHostingController`'s view anchors without `translatesAutoresizingMaskIntoConstraints = false`.",
    rationale: """
      A view created in code has `translatesAutoresizingMaskIntoConstraints` set to true: UIKit turns its \
      frame and autoresizing mask into constraints. Constraints added on top of those conflict with them, UIKit \
      logs "Unable to simultaneously satisfy constraints" and breaks one of them, and the hosted view ends up \
      where its frame put it, not where the constraints say.

      Set `host.view.translatesAutoresizingMaskIntoConstraints = false` before activating the constraints; \
      the fix inserts that line before the statement that makes the first one.

      Never reported: the flag cleared for the same hosted view anywhere in the type, or a layout helper that \
      receives the view (`pin(host.view, to: view)`, `host.view.pinEdges()`), which may clear it.

      Sources: https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints, \
      https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
      """,
    category: .hosting, tier: 2, defaultSeverity: .warning, seedSource: "SKILL.md: UIHostingController; Sizing and Layout",
    nonTriggering: [
      Example("""
        // The flag cleared before the constraints.
        final class SummaryViewController: UIViewController {
          let host = UIHostingController(rootView: SummaryCard())
          override func viewDidLoad() {
            super.viewDidLoad()
            addChild(host)
            view.addSubview(host.view)
            host.view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([host.view.topAnchor.constraint(equalTo: view.topAnchor)])
            host.didMove(toParent: self)
          }
        }
        """),
      Example("""
        // Constraints on a plain view, not a hosting controller's.
        final class BannerViewController: UIViewController {
          let banner = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            NSLayoutConstraint.activate([banner.topAnchor.constraint(equalTo: view.topAnchor)])
          }
        }
        """),
      Example("""
        // No constraints: the hosting controller sizes itself (`sizingOptions`).
        final class SummaryViewController: UIViewController {
          let host = UIHostingController(rootView: SummaryCard())
          override func viewDidLoad() {
            super.viewDidLoad()
            host.sizingOptions = .intrinsicContentSize
            view.addSubview(host.view)
          }
        }
        """),
      Example("""
        // The flag cleared inside `#if`.
        final class SummaryViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let hosting = UIHostingController(rootView: SummaryCard())
            #if os(iOS)
            hosting.view.translatesAutoresizingMaskIntoConstraints = false
            #endif
            hosting.view.widthAnchor.constraint(equalToConstant: 200).isActive = true
          }
        }
        """),
      Example("""
        // A layout helper receives the view.
        final class SummaryViewController: UIViewController {
          let host = UIHostingController(rootView: SummaryCard())
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(host.view)
            pin(host.view, to: view)
            host.view.heightAnchor.constraint(equalToConstant: 80).isActive = true
          }
          func pin(_ child: UIView, to parent: UIView) {}
        }
        """),
      Example("""
        // The flag cleared in another method of the type.
        final class SummaryViewController: UIViewController {
          let host = UIHostingController(rootView: SummaryCard())
          override func loadView() {
            super.loadView()
            host.view.translatesAutoresizingMaskIntoConstraints = false
          }
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(host.view)
            host.view.widthAnchor.constraint(equalTo: view.widthAnchor).isActive = true
          }
        }
        """),
    ],
    triggering: [
      Example("""
        final class SummaryViewController: UIViewController {
          let host = UIHostingController(rootView: SummaryCard())
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(host.view)
            NSLayoutConstraint.activate([
              ↓host.view.topAnchor.constraint(equalTo: view.topAnchor)↑,
              host.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
          }
        }
        """),
      Example("""
        final class SummaryViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let hosting = UIHostingController(rootView: SummaryCard())
            view.addSubview(hosting.view)
            ↓hosting.view.widthAnchor.constraint(equalToConstant: 200)↑.isActive = true
          }
        }
        """),
      Example("""
        final class Cell: UITableViewCell {
          func embed(_ controller: UIHostingController<RowView>) {
            contentView.addSubview(controller.view)
            ↓controller.view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor)↑.isActive = true
          }
        }
        """),
    ],
    corrections: [
      Correction(Example("""
        final class SummaryViewController: UIViewController {
          let host = UIHostingController(rootView: SummaryCard())
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(host.view)
            NSLayoutConstraint.activate([
              host.view.topAnchor.constraint(equalTo: view.topAnchor),
            ])
          }
        }
        """), """
        final class SummaryViewController: UIViewController {
          let host = UIHostingController(rootView: SummaryCard())
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(host.view)
            host.view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
              host.view.topAnchor.constraint(equalTo: view.topAnchor),
            ])
          }
        }
        """),
    ]
  )

  /// Calls on or with the hosted view that are UIKit's own (not a layout helper that may clear the flag).
  static let knownViewCalls: Set<String> = [
    "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "removeFromSuperview", "constraint",
    "layoutIfNeeded", "setNeedsLayout", "sizeToFit", "addGestureRecognizer", "setContentHuggingPriority",
    "setContentCompressionResistancePriority", "bringSubviewToFront", "sendSubviewToBack", "activate", "addChild", "didMove",
    "willMove", "print", "append",
  ]

  static func fileFacts(_ context: AnalysisContext) -> HostingSupport.FileTables? { HostingSupport.FileTables(context) }

  static func check(_ function: FunctionDecl, owner: TypeDecl?, _ tables: HostingSupport.FileTables, _ context: AnalysisContext) -> [Finding] {
    let (classes, table) = (tables.classes, tables.table)
    // Only a function that calls `constraint(…)` on some `x.view.…Anchor` can report.
    guard context.mentions(function.node, anyOf: ["constraint"]) else { return [] }
    var findings: [Finding] = []
    // Only a function that makes a constraint on some `x.view.…Anchor` can report: the hosting names are worked
    // out for those alone.
    guard let facts = context.facts(of: function), facts.calls.contains(where: { call in
      guard call.name == "constraint", let path = call.receiverPath?.withoutSelf else { return false }
      return path.count == 3 && path.components[1] == "view"
    }) else { return findings }
    let names = HostingSupport.hostingNames(function, owner: owner, facts: facts, table: table, classes: classes)
    guard !names.isEmpty else { return findings }
    var reported: Set<String> = []
    for call in facts.calls where call.name == "constraint" {
      guard let path = call.receiverPath?.withoutSelf, path.count == 3, path.components[1] == "view",
        let anchor = path.last, anchor.hasSuffix("Anchor"), let host = path.root, names.contains(host), !reported.contains(host)
      else { continue }
      if flagCleared(host, facts: facts, summary: table.summary(of: owner, context: context)) { continue }
      reported.insert(host)
      let line = "\(host).view.translatesAutoresizingMaskIntoConstraints = false"
      let message = "Constraints are made on `\(host).view` while it still translates its autoresizing mask into constraints: "
        + "the two sets conflict and UIKit breaks one at run time; set `\(line)` first."
      let statement = HostingSupport.statement(call.site, call.node)
      let fix = Fix(title: "Turn off autoresizing-mask translation", edits: [context.editor.insert([line], before: statement)])
      findings.append(finding(call.node.range, message, fixes: [fix]))
    }
    return findings
  }

  /// Whether the flag is cleared for the host anywhere in the type, or a layout helper receives its view.
  static func flagCleared(_ host: String, facts: BodyFacts, summary: HostingSupport.TypeSummary) -> Bool {
    if summary.clearsTranslation.contains(host) { return true }
    if facts.assignments.contains(where: { assignment in
      guard let path = assignment.targetPath?.withoutSelf else { return false }
      return path.count == 3 && path.root == host && path.components[1] == "view" && path.last == "translatesAutoresizingMaskIntoConstraints"
    }) { return true }
    // A helper: a call that is not UIKit's own, on the hosted view or with it (or the controller) as an argument.
    return facts.calls.contains { call in
      guard !knownViewCalls.contains(call.name) else { return false }
      if HostingSupport.hostView(call.receiver, in: [host]) != nil { return true }
      return call.arguments.contains { argument in
        HostingSupport.hostView(argument.value, in: [host]) != nil || HostingSupport.host(MemberPath(argument.value), in: [host]) != nil
      }
    }
  }
}
