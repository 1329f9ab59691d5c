@testable import InteropAnalysis
import InteropTestSupport
import SwiftLiteParser
import Testing

/// Analyses several marked files as one workspace: each file's findings of one rule must sit exactly at its
/// `↓…↑` markers (none when it has none). Every case also checks that the same file analysed alone, or while
/// the scan is still running, reports nothing the workspace made it report (silence when facts are unknown).
struct WorkspaceVerifier {
  let files: [(path: String, source: MarkedSource)]

  init(_ files: [(String, String)]) {
    self.files = files.map { ($0.0, MarkedSource($0.1)) }
  }

  func facts(complete: Bool) -> WorkspaceFacts {
    let index = WorkspaceIndex()
    index.update(files.map { (path: $0.path, summary: FileSummary.of(SourceText($0.source.text))) })
    index.setComplete(complete)
    return index.snapshot()
  }

  func findings(_ rule: String, path: String, workspace: WorkspaceFacts?) -> [Finding] {
    guard let file = files.first(where: { $0.path == path }) else { return [] }
    return InteropAnalyzer.analyze(text: SourceText(file.source.text), path: path, configuration: AnalysisConfiguration(), workspace: workspace)
      .filter { $0.ruleID == rule }
  }

  /// Verifies every file's markers; returns the findings by path for further checks (related locations).
  @discardableResult
  func verify(_ rule: String, silentAlone: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) -> [String: [Finding]] {
    let complete = facts(complete: true)
    var result: [String: [Finding]] = [:]
    for file in files {
      let found = findings(rule, path: file.path, workspace: complete)
      result[file.path] = found
      let expected = zip(file.source.findingStarts, file.source.findingEnds).map { $0.0..<$0.1 }
      #expect(found.map(\.range) == expected, "\(rule) in \(file.path): \(found.map(\.message))", sourceLocation: sourceLocation)
      if silentAlone && !expected.isEmpty {
        #expect(findings(rule, path: file.path, workspace: nil).isEmpty, "\(rule) alone in \(file.path)", sourceLocation: sourceLocation)
        #expect(findings(rule, path: file.path, workspace: facts(complete: false)).isEmpty, "\(rule) during the scan in \(file.path)",
          sourceLocation: sourceLocation)
      }
    }
    return result
  }
}

@Suite struct WorkspaceRuleTests {
  // MARK: Class hierarchy: unguarded-update-assignment, two-way-sync-unguarded, unguarded-update-call

  static let plainField = """
    import UIKit

    final class InsetTextField: UITextField {
      var inset: CGFloat = 4
    }
    """

  static let comparingField = """
    import UIKit

    final class InsetTextField: UITextField {
      override var text: String? {
        get { super.text }
        set { if newValue != super.text { super.text = newValue } }
      }
    }
    """

  static let nameField = """
    import SwiftUI

    struct NameField: UIViewRepresentable {
      var text: String

      func makeUIView(context: Context) -> InsetTextField { InsetTextField() }

      func updateUIView(_ field: InsetTextField, context: Context) {
        ↓field.text = text↑
      }
    }
    """

  @Test func assignmentToAFieldClassOfAnotherFile() {
    WorkspaceVerifier([("NameField.swift", Self.nameField), ("InsetTextField.swift", Self.plainField)])
      .verify("unguarded-update-assignment")
  }

  @Test func assignmentSilentWhenTheSubclassOfAnotherFileComparesItself() {
    let unmarked = Self.nameField.replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: "↑", with: "")
    WorkspaceVerifier([("NameField.swift", unmarked), ("InsetTextField.swift", Self.comparingField)])
      .verify("unguarded-update-assignment")
  }

  @Test func assignmentSilentWhenTwoFilesDeclareTheClass() {
    let unmarked = Self.nameField.replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: "↑", with: "")
    WorkspaceVerifier([("NameField.swift", unmarked), ("A/InsetTextField.swift", Self.plainField), ("B/InsetTextField.swift", Self.plainField)])
      .verify("unguarded-update-assignment")
  }

  static let syncedField = """
    import SwiftUI

    struct SearchField: UIViewRepresentable {
      @Binding var query: String

      func makeUIView(context: Context) -> InsetTextField {
        let field = InsetTextField()
        field.delegate = context.coordinator
        return field
      }

      func updateUIView(_ field: InsetTextField, context: Context) {
        ↓field.text = query↑
      }

      func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

      final class Coordinator: NSObject, UITextFieldDelegate {
        var parent: SearchField
        init(parent: SearchField) { self.parent = parent }

        func textFieldDidChangeSelection(_ textField: UITextField) {
          parent.query = textField.text ?? ""
        }
      }
    }
    """

  @Test func twoWaySyncWithAFieldClassOfAnotherFile() {
    WorkspaceVerifier([("SearchField.swift", Self.syncedField), ("InsetTextField.swift", Self.plainField)])
      .verify("two-way-sync-unguarded")
  }

  @Test func twoWaySyncSilentWhenTheSubclassOfAnotherFileComparesItself() {
    let unmarked = Self.syncedField.replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: "↑", with: "")
    WorkspaceVerifier([("SearchField.swift", unmarked), ("InsetTextField.swift", Self.comparingField)])
      .verify("two-way-sync-unguarded")
  }

  static let previewWrapper = """
    import SwiftUI

    struct ContactList: UIViewControllerRepresentable {
      let names: [String]

      func makeUIViewController(context: Context) -> ListContainer { ListContainer(names: names) }

      func updateUIViewController(_ container: ListContainer, context: Context) {
        container.names = names
        ↓container.reloadData()↑
      }
    }
    """

  static let forwardingContainer = """
    import UIKit

    final class ListContainer: UIViewController {
      var names: [String]
      private lazy var table = UITableView()

      init(names: [String]) {
        self.names = names
        super.init(nibName: nil, bundle: nil)
      }

      required init?(coder: NSCoder) { nil }

      func reloadData() {
        table.reloadData()
      }
    }
    """

  static let checkingContainer = """
    import UIKit

    final class ListContainer: UIViewController {
      var names: [String]
      private var shownNames: [String] = []
      private let table = UITableView()

      init(names: [String]) {
        self.names = names
        super.init(nibName: nil, bundle: nil)
      }

      required init?(coder: NSCoder) { nil }

      func reloadData() {
        guard shownNames != names else { return }
        shownNames = names
        table.reloadData()
      }
    }
    """

  /// Quick Look recomputes the displayed data only if the current preview item changes: a forwarded
  /// `QLPreviewController.reloadData()` is not reported.
  static let quickLookContainer = """
    import QuickLook

    final class ListContainer: UIViewController {
      var names: [String] = []
      private let preview = QLPreviewController()

      func reloadData() {
        preview.reloadData()
      }
    }
    """

  @Test func callForwardedToAQuickLookControllerIsNotReported() {
    WorkspaceVerifier([("ContactList.swift", Self.unmarked(Self.previewWrapper)), ("ListContainer.swift", Self.quickLookContainer)])
      .verify("unguarded-update-call")
  }

  @Test func callForwardedByAControllerOfAnotherFile() throws {
    let findings = WorkspaceVerifier([("ContactList.swift", Self.previewWrapper), ("ListContainer.swift", Self.forwardingContainer)])
      .verify("unguarded-update-call")
    let finding = try #require(findings["ContactList.swift"]?.first)
    let related = try #require(finding.related.first)
    #expect(related.path == "ListContainer.swift")
    let start = try #require(Self.utf8Offset(of: "table.reloadData()", in: Self.forwardingContainer))
    #expect(related.range == start..<(start + "table.reloadData()".utf8.count))
  }

  /// The UTF-8 offset of the first occurrence of `needle`.
  static func utf8Offset(of needle: String, in text: String) -> Int? {
    let haystack = Array(text.utf8)
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, haystack.count >= pattern.count else { return nil }
    for start in 0...(haystack.count - pattern.count) where Array(haystack[start..<(start + pattern.count)]) == pattern { return start }
    return nil
  }

  @Test func callSilentWhenTheMethodOfAnotherFileChecksItself() {
    let unmarked = Self.previewWrapper.replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: "↑", with: "")
    WorkspaceVerifier([("ContactList.swift", unmarked), ("ListContainer.swift", Self.checkingContainer)])
      .verify("unguarded-update-call")
  }

  // MARK: missing-requirement, coordinator-without-make

  static let halfWrapper = """
    import SwiftUI

    struct ↓BadgeView↑: UIViewRepresentable {
      func makeUIView(context: Context) -> UILabel { UILabel() }
    }
    """

  static let updateElsewhere = """
    import SwiftUI

    extension BadgeView {
      func updateUIView(_ label: UILabel, context: Context) {
        label.text = "new"
      }
    }
    """

  static let unrelatedFile = """
    import SwiftUI

    struct Footer: View {
      var body: some View { Text("footer") }
    }
    """

  @Test func missingRequirementSilentWhenAnotherFileHasIt() {
    let unmarked = Self.halfWrapper.replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: "↑", with: "")
    WorkspaceVerifier([("BadgeView.swift", unmarked), ("BadgeView+Update.swift", Self.updateElsewhere)])
      .verify("missing-requirement")
  }

  @Test func missingRequirementWhenNoFileHasIt() {
    WorkspaceVerifier([("BadgeView.swift", Self.halfWrapper), ("Footer.swift", Self.unrelatedFile)])
      .verify("missing-requirement")
  }

  static let conformanceOnly = """
    import SwiftUI

    extension ↓BadgeView↑: UIViewRepresentable {
      func makeUIView(context: Context) -> UILabel { UILabel() }
    }
    """

  static let plainStruct = """
    import SwiftUI

    struct BadgeView {
      var title: String
    }
    """

  @Test func missingRequirementOnAConformanceInAnExtension() {
    WorkspaceVerifier([("BadgeView+Representable.swift", Self.conformanceOnly), ("BadgeView.swift", Self.plainStruct)])
      .verify("missing-requirement")
  }

  static let coordinatorUser = """
    import SwiftUI
    import WebKit

    struct HelpPage: UIViewRepresentable {
      func makeUIView(context: Context) -> WKWebView {
        let view = WKWebView()
        view.navigationDelegate = ↓context.coordinator↑
        return view
      }

      func updateUIView(_ view: WKWebView, context: Context) {}

      final class Coordinator: NSObject, WKNavigationDelegate {}
    }
    """

  static let makeCoordinatorElsewhere = """
    import SwiftUI

    extension HelpPage {
      func makeCoordinator() -> Coordinator { Coordinator() }
    }
    """

  @Test func coordinatorWithoutMakeSilentWhenAnotherFileHasIt() {
    let unmarked = Self.coordinatorUser.replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: "↑", with: "")
    WorkspaceVerifier([("HelpPage.swift", unmarked), ("HelpPage+Coordinator.swift", Self.makeCoordinatorElsewhere)])
      .verify("coordinator-without-make")
  }

  @Test func coordinatorWithoutMakeWhenNoFileHasIt() {
    WorkspaceVerifier([("HelpPage.swift", Self.coordinatorUser), ("Footer.swift", Self.unrelatedFile)])
      .verify("coordinator-without-make")
  }

  // MARK: hosting-missing-environment-object

  static let hostingRoot = """
    import UIKit
    import SwiftUI

    final class SettingsController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: ↓SettingsScreen()↑)
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)
      }
    }
    """

  static let needyScreen = """
    import SwiftUI

    struct SettingsScreen: View {
      @EnvironmentObject var store: SettingsStore

      var body: some View {
        Toggle("Sync", isOn: $store.syncEnabled)
      }
    }
    """

  static let contentScreen = """
    import SwiftUI

    struct SettingsScreen: View {
      @ObservedObject var store = SettingsStore()

      var body: some View {
        Toggle("Sync", isOn: $store.syncEnabled)
      }
    }
    """

  @Test func environmentObjectReadByARootViewOfAnotherFile() throws {
    let findings = WorkspaceVerifier([("SettingsController.swift", Self.hostingRoot), ("SettingsScreen.swift", Self.needyScreen)])
      .verify("hosting-missing-environment-object")
    #expect(findings["SettingsController.swift"]?.first?.related.first?.path == "SettingsScreen.swift")
  }

  @Test func environmentSilentWhenTheRootViewOfAnotherFileNeedsNothing() {
    let unmarked = Self.hostingRoot.replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: "↑", with: "")
    WorkspaceVerifier([("SettingsController.swift", unmarked), ("SettingsScreen.swift", Self.contentScreen)])
      .verify("hosting-missing-environment-object")
  }

  // MARK: can-send-check-missing

  static let mailWrapper = """
    import SwiftUI
    import MessageUI

    struct FeedbackMail: UIViewControllerRepresentable {
      typealias UIViewControllerType = MFMailComposeViewController

      func makeUIViewController(context: Context) -> UIViewControllerType {
        .init()
      }

      func updateUIViewController(_ controller: UIViewControllerType, context: Context) {}
    }
    """

  static let presenter = """
    import SwiftUI

    struct HelpScreen: View {
      @State private var showsMail = false

      var body: some View {
        Button("Write to us") { showsMail = true }
          .sheet(isPresented: $showsMail) {
            ↓FeedbackMail()↑
          }
      }
    }
    """

  static let checkingExtension = """
    import MessageUI

    extension HelpScreen {
      var canWrite: Bool { MFMailComposeViewController.canSendMail() }
    }
    """

  @Test func mailWrapperOfAnotherFilePresentedWithoutCheck() throws {
    let findings = WorkspaceVerifier([("FeedbackMail.swift", Self.mailWrapper), ("HelpScreen.swift", Self.presenter)])
      .verify("can-send-check-missing")
    #expect(findings["HelpScreen.swift"]?.first?.related.first?.path == "FeedbackMail.swift")
  }

  @Test func mailWrapperSilentWhenThePresenterChecksInAnotherFile() {
    let unmarked = Self.presenter.replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: "↑", with: "")
    WorkspaceVerifier([("FeedbackMail.swift", Self.mailWrapper), ("HelpScreen.swift", unmarked), ("HelpScreen+Mail.swift", Self.checkingExtension)])
      .verify("can-send-check-missing")
  }

  // MARK: modal-controller-inline

  static let inlineMail = """
    import SwiftUI

    @main
    struct SupportApp: App {
      var body: some Scene {
        WindowGroup {
          ↓FeedbackMail()↑
        }
      }
    }
    """

  static let presentedHelp = """
    import SwiftUI

    struct HelpScreen: View {
      @State private var showsMail = false

      var body: some View {
        Button("Write to us") { showsMail = true }
          .sheet(isPresented: $showsMail) { FeedbackMail() }
      }
    }
    """

  @Test func mailWrapperOfAnotherFilePlacedInlineInTheAppScene() throws {
    let findings = WorkspaceVerifier([("FeedbackMail.swift", Self.mailWrapper), ("SupportApp.swift", Self.inlineMail)])
      .verify("modal-controller-inline")
    #expect(findings["SupportApp.swift"]?.first?.related.first?.path == "FeedbackMail.swift")
  }

  @Test func mailWrapperOfAnotherFileInSheetContentIsNotInline() {
    WorkspaceVerifier([("FeedbackMail.swift", Self.mailWrapper), ("HelpScreen.swift", Self.presentedHelp)])
      .verify("modal-controller-inline")
  }

  // MARK: missing-dismantle, dismantle-incomplete, coordinator-delegate-unassigned (every piece may be elsewhere)

  static let ticker = """
    import SwiftUI

    struct Ticker: UIViewRepresentable {
      func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        ↓context.coordinator.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in label.text = "tick" }↑
        return label
      }

      func updateUIView(_ label: UILabel, context: Context) {}

      func makeCoordinator() -> Coordinator { Coordinator() }

      final class Coordinator {
        var timer: Timer?
      }
    }
    """

  static let tickerDismantle = """
    import SwiftUI

    extension Ticker {
      static func dismantleUIView(_ label: UILabel, coordinator: Coordinator) {
        coordinator.timer?.invalidate()
      }
    }
    """

  @Test func missingDismantleWhenNoFileHasIt() {
    WorkspaceVerifier([("Ticker.swift", Self.ticker), ("Footer.swift", Self.unrelatedFile)]).verify("missing-dismantle")
  }

  @Test func missingDismantleSilentWhenAnotherFileHasIt() {
    WorkspaceVerifier([("Ticker.swift", Self.unmarked(Self.ticker)), ("Ticker+Dismantle.swift", Self.tickerDismantle)]).verify("missing-dismantle")
  }

  static let browser = """
    import SwiftUI
    import WebKit

    struct Browser: UIViewRepresentable {
      func ↓makeUIView↑(context: Context) -> WKWebView {
        WKWebView()
      }

      func updateUIView(_ view: WKWebView, context: Context) {}

      func makeCoordinator() -> Coordinator { Coordinator() }

      final class Coordinator: NSObject, WKNavigationDelegate {
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
      }
    }
    """

  static let browserWiring = """
    import WebKit

    extension Browser.Coordinator {
      func attach(to view: WKWebView) {
        view.navigationDelegate = self
      }
    }
    """

  @Test func delegateUnassignedWhenNoFileWiresIt() {
    WorkspaceVerifier([("Browser.swift", Self.browser), ("Footer.swift", Self.unrelatedFile)]).verify("coordinator-delegate-unassigned")
  }

  @Test func delegateUnassignedSilentWhenTheCoordinatorHasMembersInAnotherFile() {
    WorkspaceVerifier([("Browser.swift", Self.unmarked(Self.browser)), ("Browser+Wiring.swift", Self.browserWiring)])
      .verify("coordinator-delegate-unassigned")
  }

  static func unmarked(_ text: String) -> String {
    text.replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: "↑", with: "")
  }
}
