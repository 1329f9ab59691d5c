@testable import InteropAnalysis
import InteropTestSupport
import SwiftLiteParser
import Testing

/// Per-file summaries: what a file declares and needs, as plain values for the workspace index.
@Suite struct FileSummaryTests {
  static func summary(_ text: String) -> FileSummary {
    AnalysisContext(text: SourceText(text), path: nil, configuration: AnalysisConfiguration()).summary
  }

  /// The 1-based line of a marker.
  static func line(_ marked: MarkedSource, _ marker: String) -> Int {
    Array(marked.text.utf8.prefix(marked[marker])).filter { $0 == UInt8(ascii: "\n") }.count + 1
  }

  @Test func representablePiecesAndCoordinatorInAnExtensionOfANestedType() {
    let marked = MarkedSource("""
      struct SafariView: View {
        var body: some View { _Body() }
        struct ↓_Body↑: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
          func makeCoordinator() -> Coordinator { Coordinator() }
        }
      }
      extension SafariView._Body {
        final class Coordinator: NSObject, SFSafariViewControllerDelegate {}
      }
      """)
    let summary = Self.summary(marked.text)
    #expect(summary.representables == [
      FileSummary.RepresentableEntry(name: "_Body", kind: "UIViewControllerRepresentable", members: ["make", "makeCoordinator"],
        madeType: "SFSafariViewController", coordinator: "Coordinator", nameRange: marked.findingStarts[0]..<marked.findingEnds[0]),
    ])
    #expect(summary.types.map(\.qualifiedName) == ["SafariView", "SafariView._Body", "SafariView._Body", "SafariView._Body.Coordinator"])
    #expect(summary.types.first { $0.qualifiedName == "SafariView._Body" && $0.keyword == "struct" }?.functions
      == ["makeUIViewController(context:)", "makeCoordinator()"])
  }

  @Test func presentationSitesChecksAndHostingRoots() {
    let marked = MarkedSource("""
      struct Inbox: View {
        @State var composing = false
        var body: some View {
          List { Row() }
            .sheet(isPresented: $composing) { 1️⃣↓MailView(subject: "Hi")↑ }
        }
        func compose() { if MFMailComposeViewController.canSendMail() { composing = true } }
      }
      struct MailView: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController { .init() }
        func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
      }
      final class Host: UIViewController {
        func show(model: Model) {
          let host = 2️⃣UIHostingController(rootView: Profile(model: model).environmentObject(model))
          3️⃣host.rootView = Profile(model: model)
        }
      }
      """)
    let summary = Self.summary(marked.text)
    #expect(summary.presentationSites == [FileSummary.PresentationSite(view: "MailView", kind: .sheet, presenter: "Inbox", line: Self.line(marked, "1️⃣"),
      range: marked.findingStarts[0]..<marked.findingEnds[0])])
    #expect(summary.canSendChecks == ["Inbox": ["canSendMail"]])
    #expect(summary.hostingRoots == [
      FileSummary.HostingRoot(view: "Profile", hasModifiers: true, line: Self.line(marked, "2️⃣")),
      FileSummary.HostingRoot(view: "Profile", hasModifiers: false, line: Self.line(marked, "3️⃣")),
    ])
  }

  @Test func inlineUseOfARepresentable() {
    let marked = MarkedSource("""
      struct Screen: View {
        var body: some View { VStack { 1️⃣↓Picker()↑ } }
      }
      struct Picker: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
        func updateUIViewController(_ controller: PHPickerViewController, context: Context) {}
      }
      """)
    let summary = Self.summary(marked.text)
    #expect(summary.presentationSites == [FileSummary.PresentationSite(view: "Picker", kind: .inline, presenter: "Screen", line: Self.line(marked, "1️⃣"),
      range: marked.findingStarts[0]..<marked.findingEnds[0])])
  }

  @Test func forwardingMethodsAndEnvironmentNeeds() {
    let marked = MarkedSource("""
      final class Container: UIViewController {
        private lazy var table = UITableView()
        func reloadData() { ↓table.reloadData()↑ }
        func present() { if isViewLoaded { table.present(self, animated: true) } }
      }
      struct Screen: View {
        @EnvironmentObject var ↓store↑: Store
        var body: some View { Text(store.title) }
      }
      """)
    let summary = Self.summary(marked.text)
    let container = summary.types.first { $0.qualifiedName == "Container" }
    #expect(container?.forwards == [
      FileSummary.Forward(method: "reloadData", receiver: "table", receiverType: "UITableView",
        range: marked.findingStarts[0]..<marked.findingEnds[0]),
    ])
    #expect(summary.environmentNeeds == [
      FileSummary.EnvironmentNeed(view: "Screen", need: "`@EnvironmentObject var store`", range: marked.findingStarts[1]..<marked.findingEnds[1]),
    ])
    #expect(summary.needsWorkspace == false)
  }
}
