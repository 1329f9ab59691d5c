/// A hosting controller's view positioned by assigning its frame.
public enum HostingFrameLayoutRule: Rule {
  public static let description = RuleDescription(
    id: "hosting-frame-layout",
    name: "Hosting view laid out with a frame",
    summary: "The view of a `UIHostingController` is positioned by assigning `view.frame`.",
    rationale: """
      A fixed frame does not follow the SwiftUI content's size: when the content changes (Dynamic Type, \
      localization, data) the hosted view is clipped or leaves gaps, and rotation leaves it stale.

      Pin the view with Auto Layout constraints (after `translatesAutoresizingMaskIntoConstraints = false`), \
      or let it size itself with `sizingOptions = .intrinsicContentSize` (iOS 16).
      """,
    category: .hosting, tier: 1, defaultSeverity: .information, seedSource: "SKILL.md: UIHostingController; Sizing and Layout",
    nonTriggering: [
      Example("""
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
        final class BannerViewController: UIViewController {
          let banner = UIView()
          override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            banner.frame = view.bounds
          }
        }
        """),
      Example("""
        final class SummaryViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let host = UIHostingController(rootView: SummaryCard())
            host.sizingOptions = .intrinsicContentSize
            addChild(host)
            view.addSubview(host.view)
            host.didMove(toParent: self)
            let frame = host.view.frame
            print(frame)
          }
        }
        """),
      Example("""
        struct Card: View {
          var body: some View { Text("Card").frame(width: 200) }
        }
        """),
      Example("""
        final class Screen: UIViewController {
          let overlay = UIViewController()
          override func viewDidLoad() {
            super.viewDidLoad()
            #if DEBUG
            overlay.view.frame = view.bounds
            #endif
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
            view.addSubview(hosting.view)
            ↓hosting.view.frame = CGRect(x: 0, y: 0, width: 320, height: 120)↑
          }
        }
        """),
      Example("""
        final class Cell: UITableViewCell {
          var host: UIHostingController<RowView>?
          override func layoutSubviews() {
            super.layoutSubviews()
            ↓host?.view.frame = contentView.bounds↑
          }
        }
        """),
    ]
  )

  /// Names of properties and locals that hold a `UIHostingController`, per owner type token (or -1 for free code).
  static func hostingNames(_ context: AnalysisContext, in type: TypeDeclaration?) -> Set<String> {
    var names: Set<String> = []
    let file = context.file
    for member in type?.members ?? [] {
      guard let variable = member.variable else { continue }
      let initializerIsHosting = variable.initializer.map { file.isIdentifier($0.lowerBound, "UIHostingController") } ?? false
      if (variable.type ?? "").includes("UIHostingController") || initializerIsHosting { names.insert(variable.name) }
    }
    return names
  }

  static func localHostingNames(_ context: AnalysisContext, _ events: BodyEvents) -> Set<String> {
    var names: Set<String> = []
    for binding in events.bindings where context.file.isIdentifier(binding.first, "UIHostingController") {
      names.insert(context.file.text(binding.name))
    }
    return names
  }

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    guard context.file.contains("UIHostingController") else { return [] }
    var findings: [Finding] = []
    var ownerNames: [Int: Set<String>] = [:]
    func memberHostingNames(_ owner: TypeDeclaration?) -> Set<String> {
      guard let owner else { return [] }
      if let cached = ownerNames[owner.nameToken] { return cached }
      let names = HostingFrameLayoutRule.hostingNames(context, in: owner)
      ownerNames[owner.nameToken] = names
      return names
    }
    for (function, owner) in context.model.allFunctions {
      guard let events = context.events(of: function) else { continue }
      let names = memberHostingNames(owner).union(localHostingNames(context, events))
      guard !names.isEmpty else { continue }
      for assignment in events.assignments {
        var path = assignment.lhsPath
        if path.first == "self" { path.removeFirst() }
        guard path.count == 3, names.contains(path[0]), path[1] == "view", path[2] == "frame" else { continue }
        let message = "`\(path[0]).view.frame` is set by hand, so the hosted SwiftUI view does not follow its content's size; "
          + "use constraints or `sizingOptions`."
        findings.append(finding(context.range(assignment.lhsFirst, assignment.rhsLast), message))
      }
    }
    return findings
  }
}
