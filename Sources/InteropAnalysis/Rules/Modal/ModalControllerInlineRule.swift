/// A modal system controller embedded inline instead of presented.
public enum ModalControllerInlineRule: Rule {
  public static let description = RuleDescription(
    id: "modal-controller-inline",
    name: "Modal controller shown inline",
    summary: "Safari, share, mail, message or photo picker controllers are added as children, or their wrappers placed in a view body outside `.sheet`/`.fullScreenCover`/`.popover`.",
    rationale: """
      `SFSafariViewController`, `UIActivityViewController`, `MFMailComposeViewController`, \
      `MFMessageComposeViewController` and `PHPickerViewController` are designed to be presented modally. \
      Embedded as a child or placed inline in a layout they lose their navigation chrome, size themselves \
      wrongly, and some refuse to work at all.

      Present them with `.sheet`, `.fullScreenCover` or `.popover` (or `present(_:animated:)` in UIKit).
      """,
    category: .modal, tier: 2, defaultSeverity: .warning, seedSource: "recipes: Safari, share, mail, message, PHPicker; DO/DON'T",
    nonTriggering: [
      Example("""
        struct Article: View {
          @State private var showsSource = false
          var body: some View {
            Button("Source") { showsSource = true }
              .sheet(isPresented: $showsSource) { SafariSheet(url: URL(fileURLWithPath: "/")) }
          }
        }
        struct SafariSheet: UIViewControllerRepresentable {
          let url: URL
          func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
          func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
        }
        """),
      Example("""
        final class ArticleController: UIViewController {
          func showSource(_ url: URL) {
            present(SFSafariViewController(url: url), animated: true)
          }
        }
        """),
      Example("""
        final class Container: UIViewController {
          let list = UITableViewController()
          override func viewDidLoad() {
            super.viewDidLoad()
            addChild(list)
          }
        }
        """),
      Example("""
        struct Gallery: View {
          @State private var picking = false
          var body: some View {
            Button("Add") { picking = true }
              .fullScreenCover(isPresented: $picking, content: { Photos() })
          }
        }
        struct Photos: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
          func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
        }
        """),
      Example("""
        struct Share: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> UIActivityViewController {
            UIActivityViewController(activityItems: [], applicationActivities: nil)
          }
          func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
        }
        """),
    ],
    triggering: [
      Example("""
        final class ArticleController: UIViewController {
          func showSource(_ url: URL) {
            let safari = SFSafariViewController(url: url)
            ↓addChild(safari)↑
            view.addSubview(safari.view)
          }
        }
        """),
      Example("""
        struct Article: View {
          var body: some View {
            VStack {
              Text("Source")
              ↓SafariSheet(url: URL(fileURLWithPath: "/"))↑
            }
          }
        }
        struct SafariSheet: UIViewControllerRepresentable {
          let url: URL
          func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
          func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
        }
        """),
      Example("""
        struct Gallery: View {
          var body: some View {
            NavigationLink("Add photos") { ↓Photos()↑ }
          }
        }
        struct Photos: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
          func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
        }
        """),
    ]
  )

  static let modalTypes: Set<String> = ["SFSafariViewController", "UIActivityViewController", "MFMailComposeViewController",
    "MFMessageComposeViewController", "PHPickerViewController"]
  static let presenters: Set<String> = ["sheet", "fullScreenCover", "popover"]

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    guard context.file.contains("addChild") || !context.model.representables.isEmpty else { return [] }
    var findings: [Finding] = []
    let file = context.file
    // UIKit: addChild of a modal controller.
    for (function, _) in context.model.allFunctions {
      guard let events = context.events(of: function) else { continue }
      var locals: Set<String>?
      for call in events.calls where file.is(call.nameToken, "addChild") {
        guard let open = call.openParen, file.isIdentifier(open + 1) else { continue }
        let argument = file.text(open + 1)
        let modalLocals = locals ?? Set(events.bindings.filter { file.isIdentifier($0.first) && modalTypes.contains(file.text($0.first)) }.map { file.text($0.name) })
        locals = modalLocals
        guard modalTypes.contains(argument) || modalLocals.contains(argument) else { continue }
        let message = "A modal system controller is added as a child controller; present it instead."
        findings.append(finding(context.range(call.chainFirst, call.lastToken), message))
      }
    }
    // SwiftUI: a wrapper used in a `body` outside presentation modifiers.
    let wrappers = context.model.representables.filter { representable in
      representable.madeType.map { modalTypes.contains(LegacyInteropModel.simpleName($0.trimmingSpaces)) } ?? false
    }
    guard !wrappers.isEmpty else { return findings }
    let names = Set(wrappers.map(\.name))
    for type in context.model.allTypes {
      for member in type.members {
        guard let body = member.variable, body.name == "body", body.hasAccessors else { continue }
        var index = body.nameToken
        while index < body.lastToken {
          defer { index += 1 }
          guard file.isIdentifier(index), file.is(index + 1, "("), !(index > 0 && file.is(index - 1, ".")), names.contains(file.text(index)) else { continue }
          if isInsidePresentation(context, index, lowerBound: body.nameToken) { continue }
          let message = "`\(file.text(index))` wraps a modal system controller but is placed inline; show it with `.sheet`, `.fullScreenCover` or `.popover`."
          findings.append(finding(context.range(index, file.closing(index + 1)), message))
        }
      }
    }
    return findings
  }

  /// Whether a closure passed to `sheet`/`fullScreenCover`/`popover` encloses `token`.
  static func isInsidePresentation(_ context: AnalysisContext, _ token: Int, lowerBound: Int) -> Bool {
    let file = context.file
    var index = token - 1
    while index > lowerBound {
      if file.is(index, "}") || file.is(index, ")") || file.is(index, "]") {
        let opener = file.match[index]
        index = opener > 0 && opener < index ? opener - 1 : index - 1
        continue
      }
      if file.is(index, "{") || file.is(index, "(") {
        var callee = index - 1
        if file.is(index, "{") {
          if file.is(callee, ")") { callee = file.match[callee] - 1 }
          else if file.is(callee, ":") { callee = -1 }
        }
        if callee > 0, file.isIdentifier(callee), presenters.contains(file.text(callee)) { return true }
      }
      index -= 1
    }
    return false
  }
}
