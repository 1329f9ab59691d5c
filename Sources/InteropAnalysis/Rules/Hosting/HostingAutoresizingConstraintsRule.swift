/// Constraints on a hosting controller's view without turning off autoresizing-mask translation.
public enum HostingAutoresizingConstraintsRule: Rule {
  public static let description = RuleDescription(
    id: "hosting-autoresizing-constraints",
    name: "Hosting view constrained with autoresizing on",
    summary: "Constraints are made on a `UIHostingController`'s view anchors without `translatesAutoresizingMaskIntoConstraints = false`.",
    rationale: """
      A view added in code translates its autoresizing mask into constraints by default. Adding your own \
      constraints on top produces unsatisfiable-constraint warnings at run time and a view that ignores them.

      Set `host.view.translatesAutoresizingMaskIntoConstraints = false` before activating the constraints.
      """,
    category: .hosting, tier: 2, defaultSeverity: .warning, seedSource: "SKILL.md: UIHostingController; Sizing and Layout",
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
          override func viewDidLoad() {
            super.viewDidLoad()
            NSLayoutConstraint.activate([banner.topAnchor.constraint(equalTo: view.topAnchor)])
          }
        }
        """),
      Example("""
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
        struct Card: View {
          var body: some View { Text("Anchors are a UIKit concept") }
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

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    guard context.file.contains("UIHostingController") else { return [] }
    var findings: [Finding] = []
    let file = context.file
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
      var names = HostingFrameLayoutRule.localHostingNames(context, events).union(memberHostingNames(owner))
      for parameter in function.parameters where parameter.type.includes("UIHostingController") { names.insert(parameter.name) }
      guard !names.isEmpty else { continue }
      var turnedOff: Set<String> = []
      for assignment in events.assignments {
        var path = assignment.lhsPath
        if path.first == "self" { path.removeFirst() }
        if path.count == 3, path[1] == "view", path[2] == "translatesAutoresizingMaskIntoConstraints" { turnedOff.insert(path[0]) }
      }
      var reported: Set<String> = []
      for call in events.calls where file.is(call.nameToken, "constraint") {
        var path = call.receiverPath
        if path.first == "self" { path.removeFirst() }
        guard path.count == 3, names.contains(path[0]), path[1] == "view", path[2].hasSuffix("Anchor"),
          !turnedOff.contains(path[0]), !reported.contains(path[0])
        else { continue }
        reported.insert(path[0])
        // Insert before the statement that holds the constraint (an enclosing `activate([…])` call).
        let enclosing = events.calls.filter { other in
          guard other.isStatement, let open = other.openParen else { return false }
          return open < call.nameToken && call.nameToken < file.closing(open)
        }.map(\.chainFirst).min() ?? call.chainFirst
        let message = "Constraints are made on `\(path[0]).view` without `\(path[0]).view.translatesAutoresizingMaskIntoConstraints = false`."
        let edit = UpdateFacts.insertLines(context, ["\(path[0]).view.translatesAutoresizingMaskIntoConstraints = false"], before: enclosing)
        findings.append(finding(context.range(call.chainFirst, call.lastToken), message, fixes: [Fix(title: "Turn off autoresizing-mask translation", edits: [edit])]))
      }
    }
    return findings
  }
}
