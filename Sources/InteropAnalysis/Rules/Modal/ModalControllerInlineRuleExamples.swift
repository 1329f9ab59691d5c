enum ModalControllerInlineRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // Presented as `.sheet` content.
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
      // Presented modally from UIKit.
      final class ArticleController: UIViewController {
        func showSource(_ url: URL) {
          present(SFSafariViewController(url: url), animated: true)
        }
      }
      """),
    Example("""
      // A child controller that is not modal-only.
      final class Container: UIViewController {
        let list = UITableViewController()
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(list)
        }
      }
      """),
    Example("""
      // `.fullScreenCover` content, inside a navigation stack.
      struct Gallery: View {
        @State private var picking = false
        var body: some View {
          Button("Add") { picking = true }
            .fullScreenCover(isPresented: $picking, content: { NavigationStack { Photos() } })
        }
      }
      struct Photos: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
      }
      """, configuration: ["deploymentTarget": "iOS 16"]),
    Example("""
      // The view that holds the wrapper may itself be presented from another file.
      struct SourcePage: View {
        var body: some View {
          VStack {
            Text("Source")
            SafariSheet(url: URL(fileURLWithPath: "/"))
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
      // From iOS 17 a photo picker can be embedded.
      final class LibraryController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let picker = PHPickerViewController(configuration: PHPickerConfiguration())
          addChild(picker)
          view.addSubview(picker.view)
          picker.didMove(toParent: self)
        }
      }
      """, configuration: ["deploymentTarget": "iOS 17"]),
    Example("""
      // Configured for embedding.
      final class LibraryController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          var configuration = PHPickerConfiguration()
          configuration.disabledCapabilities = [.selectionActions]
          let picker = PHPickerViewController(configuration: configuration)
          addChild(picker)
        }
      }
      """, configuration: ["deploymentTarget": "iOS 16"]),
    Example("""
      // Never on: a photo picker at an unknown deployment target (it may be embeddable), or configured with `mode`.
      final class LibraryController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let picker = PHPickerViewController(configuration: PHPickerConfiguration())
          addChild(picker)
        }
      }
      final class StripController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          var configuration = PHPickerConfiguration()
          configuration.mode = .compact
          let picker = PHPickerViewController(configuration: configuration)
          addChild(picker)
        }
      }
      """),
  ]

  static let triggering: [Example] = [
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
      final class FeedbackController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          ↓addChild(MFMailComposeViewController())↑
        }
      }
      """),
    Example("""
      @main
      struct ReaderApp: App {
        var body: some Scene {
          WindowGroup { HelpPage() }
        }
      }
      private struct HelpPage: View {
        var body: some View {
          VStack {
            Text("Help")
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
      final class LibraryController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let picker = PHPickerViewController(configuration: PHPickerConfiguration())
          ↓addChild(picker)↑
        }
      }
      """, configuration: ["deploymentTarget": "iOS 16"]),
  ]
}
