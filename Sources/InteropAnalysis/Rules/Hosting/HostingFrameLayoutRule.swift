import SwiftLiteParser

/// A hosting controller's view given a frame once, with nothing that keeps it sized.
public enum HostingFrameLayoutRule: FunctionRule {
  public static let description = RuleDescription(
    id: "hosting-frame-layout",
    name: "Hosting view laid out with a fixed frame",
    summary: "A `UIHostingController`'s `view.frame` is set once, outside a layout pass, with no autoresizing mask or constraints to keep it sized.",
    rationale: """
      A frame assigned once is a snapshot: when the container changes size (rotation, split view, a sheet \
      detent) or the SwiftUI content changes size (Dynamic Type, localisation, new data), the hosted view keeps \
      the old size, and the content is clipped or leaves gaps.

      Keep it sized: pin it with Auto Layout constraints (after \
      `translatesAutoresizingMaskIntoConstraints = false`), give it a flexible `autoresizingMask` \
      (`[.flexibleWidth, .flexibleHeight]` with `frame = bounds` is the standard full-size embedding), or let \
      the controller report its size with `sizingOptions` (iOS 16).

      Never reported: a frame set in `layoutSubviews`, `viewDidLayoutSubviews`, `viewWillLayoutSubviews` or \
      `layoutSublayers(of:)` (it follows every layout pass), or in `viewWillTransition(to:with:)`; a view given an `autoresizingMask` in the type; a \
      throwaway frame followed by `translatesAutoresizingMaskIntoConstraints = false` and constraints; a \
      hosting controller that is a window's `rootViewController` (the window sizes its root view).

      Sources: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask, \
      https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints, \
      https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions, \
      https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
      """,
    category: .hosting, tier: 1, defaultSeverity: .information, seedSource: "SKILL.md: UIHostingController; Sizing and Layout",
    nonTriggering: [
      Example("""
        // Constraints, no frame.
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
        // A frame set in a layout pass follows every size change.
        final class BadgeCell: UITableViewCell {
          var host: UIHostingController<BadgeBody>?
          override func layoutSubviews() {
            super.layoutSubviews()
            host?.view.frame = contentView.bounds
          }
        }
        """),
      Example("""
        // Set again on every size transition of the container.
        final class SummaryViewController: UIViewController {
          let host = UIHostingController(rootView: SummaryCard())
          override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            host.view.frame = CGRect(origin: .zero, size: size)
          }
        }
        """),
      Example("""
        // field: a flexible width/height autoresizing mask with `frame = bounds`
        // The standard full-size embedding: a flexible autoresizing mask.
        final class SummaryViewController: UIViewController {
          let host = UIHostingController(rootView: SummaryCard())
          override func viewDidLoad() {
            super.viewDidLoad()
            addChild(host)
            host.view.frame = view.bounds
            host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(host.view)
            host.didMove(toParent: self)
          }
        }
        """),
      Example("""
        // field: a throwaway initial frame, then `translatesAutoresizingMaskIntoConstraints = false` and edge constraints
        // A throwaway frame, then constraints.
        final class ComposeViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let host = UIHostingController(rootView: ComposeBody())
            host.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            host.view.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(host.view)
            host.view.widthAnchor.constraint(equalTo: view.widthAnchor).isActive = true
          }
        }
        """),
      Example("""
        // field: a test harness window whose root view controller is the hosting controller
        // A window's root view controller: the window sizes it.
        final class SnapshotHarness {
          let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
          func render(_ body: SummaryCard) {
            let host = UIHostingController(rootView: body)
            host.view.frame = window.bounds
            window.rootViewController = host
          }
        }
        """),
      Example("""
        // Not a hosting controller.
        final class Screen: UIViewController {
          let overlay = UIViewController()
          override func viewDidLoad() {
            super.viewDidLoad()
            overlay.view.frame = view.bounds
          }
        }
        """),
      Example("""
        // Never on: frames set in the other layout passes (`viewDidLayoutSubviews`, `viewWillLayoutSubviews`, `layoutSublayers(of:)`).
        final class CardViewController: UIViewController {
          let host = UIHostingController(rootView: SummaryCard())
          override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            host.view.frame = view.bounds
          }
        }
        final class HeaderViewController: UIViewController {
          let host = UIHostingController(rootView: SummaryCard())
          override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            host.view.frame = view.bounds.insetBy(dx: 16, dy: 0)
          }
        }
        final class BadgeView: UIView {
          let host = UIHostingController(rootView: SummaryCard())
          override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            host.view.frame = bounds
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
            addChild(host)
            view.addSubview(host.view)
            ↓host.view.frame = view.bounds↑
            host.didMove(toParent: self)
          }
        }
        """),
      Example("""
        final class SummaryViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let hosting = UIHostingController(rootView: SummaryCard())
            addChild(hosting)
            view.addSubview(hosting.view)
            ↓hosting.view.frame = CGRect(x: 0, y: 0, width: 320, height: 120)↑
            hosting.didMove(toParent: self)
          }
        }
        """),
      Example("""
        final class BannerView: UIView {
          var host: UIHostingController<BannerBody>?
          func show(_ body: BannerBody) {
            let controller = UIHostingController(rootView: body)
            addSubview(controller.view)
            ↓self.host?.view.frame = bounds↑
            host = controller
          }
        }
        """),
    ]
  )

  /// The hosting classes and type table of the file; a file that never names `UIHostingController` has none.
  static func fileFacts(_ context: AnalysisContext) -> HostingSupport.FileTables? { HostingSupport.FileTables(context) }

  static func check(_ function: FunctionDecl, owner: TypeDecl?, _ tables: HostingSupport.FileTables, _ context: AnalysisContext) -> [Finding] {
    let (classes, table) = (tables.classes, tables.table)
    // Only a function that assigns some `x.view.frame` can report.
    guard !followsSize(function.name), context.mentions(function.node, anyOf: ["frame"]) else { return [] }
    var findings: [Finding] = []
    // Only a function that sets some `x.view.frame` can report: the hosting names are worked out for those alone.
    guard let facts = context.facts(of: function), facts.assignments.contains(where: { Self.isViewFrame($0.targetPath) }) else { return findings }
    let names = HostingSupport.hostingNames(function, owner: owner, facts: facts, table: table, classes: classes)
    guard !names.isEmpty else { return findings }
    for assignment in facts.assignments where assignment.isPlain {
      guard let path = assignment.targetPath?.withoutSelf, path.count == 3, path.components[1] == "view", path.last == "frame",
        let host = path.root, names.contains(host)
      else { continue }
      if keptSized(host, facts: facts, summary: table.summary(of: owner, context: context)) { continue }
      let message = "`\(host).view.frame` is set once, so the hosted SwiftUI view keeps this size when its container or its content changes size; "
        + "pin it with constraints, give it a flexible `autoresizingMask`, or use `sizingOptions`."
      findings.append(finding(HostingSupport.statement(assignment.site, assignment.node).range, message))
    }
    return findings
  }

  /// `x.view.frame` / `self.x.view.frame`.
  static func isViewFrame(_ path: MemberPath?) -> Bool {
    guard let path = path?.withoutSelf else { return false }
    return path.count == 3 && path.components[1] == "view" && path.last == "frame"
  }

  /// A layout pass, or the size-transition callback (`viewWillTransition(to:with:)`): a frame set there follows
  /// every size change of the container.
  static func followsSize(_ name: String) -> Bool { HostingSupport.followsSize(name) }

  /// Whether something keeps the hosted view sized: a layout pass that sets its frame, an autoresizing mask,
  /// cleared autoresizing translation (constraints follow), or a window that holds it as root.
  /// The type's other functions are read through `summary` (the function being checked never follows size: the
  /// rule skips those).
  static func keptSized(_ host: String, facts: BodyFacts, summary: HostingSupport.TypeSummary) -> Bool {
    if summary.resizes.contains(host) || summary.windowRoots.contains(host) { return true }
    if summary.sizedInLayout.contains(host) { return true }
    for assignment in facts.assignments {
      guard let path = assignment.targetPath?.withoutSelf, path.count == 3, path.root == host, path.components[1] == "view" else { continue }
      if path.last == "autoresizingMask" || path.last == "translatesAutoresizingMaskIntoConstraints" { return true }
    }
    return facts.assignments.contains { $0.targetPath?.last == "rootViewController" && HostingSupport.host($0.valuePath, in: [host]) != nil }
  }
}
