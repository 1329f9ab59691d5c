#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
@testable import InteropAnalysis
import InteropTestSupport
import SwiftLiteParser
import XCTest

/// Per topic and role: the exact topic id at a marked position, and null where the same spelling is
/// not the Apple symbol.
final class HoverResolverTests: XCTestCase {
  // MARK: Helpers

  /// Asserts the topic id (or nil) at every marker of `source`, and that the reported range is exactly
  /// the token under the marker.
  private func assertTopics(
    _ source: String,
    _ expected: [String: String?],
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let marked = MarkedSource(source)
    XCTAssertEqual(Set(marked.positions.keys), Set(expected.keys), "markers and expectations differ", file: file, line: line)
    let text = SourceText(marked.text)
    let tree = SyntaxTree.parse(text)
    let index = HoverIndex(tree: tree)
    let analysisIndex = HoverIndex(context: AnalysisContext(tree: tree, path: nil, configuration: AnalysisConfiguration()))
    for (marker, topicID) in expected.sorted(by: { left, right in left.key < right.key }) {
      let offset = marked[marker]
      let resolution = HoverResolver.resolve(tree: tree, utf8Offset: offset)
      XCTAssertEqual(
        HoverResolver.resolve(index: index, utf8Offset: offset), resolution, "index and tree differ at \(marker)",
        file: file, line: line)
      XCTAssertEqual(
        HoverResolver.resolve(index: analysisIndex, utf8Offset: offset), resolution, "analysis index and tree differ at \(marker)",
        file: file, line: line)
      XCTAssertEqual(resolution?.topic.id, topicID, "at \(marker)", file: file, line: line)
      if let resolution {
        XCTAssertEqual(resolution.byteRange.lowerBound, offset, "range start at \(marker)", file: file, line: line)
        let tokenText = text.text(in: resolution.byteRange)
        XCTAssertFalse(tokenText.contains(" "), "range at \(marker) is one token: \(tokenText)", file: file, line: line)
      }
    }
  }

  private func resolution(_ source: String, _ marker: String) -> HoverResolution? {
    let marked = MarkedSource(source)
    return HoverResolver.resolve(tree: SyntaxTree.parse(marked.text), utf8Offset: marked[marker])
  }

  // MARK: Representable protocols

  func testRepresentableProtocolsInConformancesAndElsewhere() {
    assertTopics(
      """
      import SwiftUI

      struct SearchField: 1️⃣UIViewRepresentable {
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ uiView: UISearchBar, context: Context) {}
      }
      struct Scanner {}
      extension Scanner: 2️⃣UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }
      struct MacMap: 3️⃣NSViewRepresentable {}
      struct MacPane: 4️⃣NSViewControllerRepresentable {}
      struct Pinch: 5️⃣UIGestureRecognizerRepresentable {}
      func wrap<T: 6️⃣UIViewRepresentable>(_ value: T) {}
      let kinds: [any 7️⃣UIViewControllerRepresentable.Type] = []
      """,
      [
        "1️⃣": "ui-view-representable", "2️⃣": "ui-view-controller-representable", "3️⃣": "ns-view-representable",
        "4️⃣": "ns-view-controller-representable", "5️⃣": "ui-gesture-recognizer-representable",
        "6️⃣": "ui-view-representable", "7️⃣": "ui-view-controller-representable",
      ])
  }

  func testConformanceRoleNamesTheRepresentable() {
    let source = """
      struct Plain {}
      extension Plain: 1️⃣UIViewRepresentable {}
      func make<T: 2️⃣UIViewRepresentable>(_ value: T) {}
      """
    XCTAssertEqual(resolution(source, "1️⃣")?.role, .protocolConformance)
    XCTAssertEqual(resolution(source, "1️⃣")?.representableName, "Plain")
    XCTAssertEqual(resolution(source, "2️⃣")?.role, .typeReference)
    XCTAssertNil(resolution(source, "2️⃣")?.representableName)
  }

  // MARK: Lifecycle methods

  func testLifecycleDeclarationsAndCallsInsideARepresentable() {
    assertTopics(
      """
      struct TextBox: UIViewRepresentable {
        @Binding var text: String
        func 1️⃣makeCoordinator() -> Coordinator { Coordinator(self) }
        func 2️⃣makeUIView(context: Context) -> UITextView { UITextView() }
        func 3️⃣updateUIView(_ uiView: UITextView, context: Context) {
          let helper = 4️⃣makeCoordinator()
          _ = helper
        }
        static func 5️⃣dismantleUIView(_ uiView: UITextView, coordinator: Coordinator) {}
        func 6️⃣sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextView, context: Context) -> CGSize? {
          uiView.7️⃣sizeThatFits(CGSize(width: 100, height: 100))
        }
        func reset(_ view: UITextView) { Self.8️⃣dismantleUIView(view, coordinator: Coordinator(self)) }
        final class Coordinator: NSObject {}
      }
      """,
      [
        "1️⃣": "make-coordinator", "2️⃣": "make-ui-view", "3️⃣": "update-ui-view", "4️⃣": "make-coordinator",
        "5️⃣": "dismantle-ui-view", "6️⃣": "size-that-fits", "7️⃣": nil, "8️⃣": "dismantle-ui-view",
      ])
  }

  func testControllerLifecycleWithConformanceInAnExtension() {
    assertTopics(
      """
      struct MailSheet {
        func 1️⃣makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
        func 2️⃣updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
        static func 3️⃣dismantleUIViewController(_ controller: MFMailComposeViewController, coordinator: Coordinator) {}
      }
      extension MailSheet: UIViewControllerRepresentable {}
      struct MacBox: NSViewRepresentable {
        func 4️⃣makeNSView(context: Context) -> NSTextView { NSTextView() }
        func 5️⃣updateNSView(_ nsView: NSTextView, context: Context) {}
      }
      """,
      [
        "1️⃣": "make-ui-view-controller", "2️⃣": "update-ui-view-controller", "3️⃣": "dismantle-ui-view-controller",
        "4️⃣": "make-ui-view", "5️⃣": "update-ui-view",
      ])
  }

  func testLifecycleNamesOutsideARepresentableAreNotTopics() {
    assertTopics(
      """
      final class Renderer {
        func 1️⃣updateUIView(_ view: UIView, context: Int) {}
        func 2️⃣makeUIView(context: Int) -> UIView { UIView() }
        func run() { 3️⃣updateUIView(UIView(), context: 0) }
      }
      final class Bubble: UIView {
        override func 4️⃣sizeThatFits(_ size: CGSize) -> CGSize { size }
      }
      struct Card: View {
        var body: some View { Text("x") }
        func 5️⃣makeCoordinator() {}
      }
      struct Wrapper: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          func 6️⃣updateUIView() {}
          return UIView()
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
      }
      """,
      ["1️⃣": nil, "2️⃣": nil, "3️⃣": nil, "4️⃣": nil, "5️⃣": nil, "6️⃣": nil])
  }

  // MARK: Coordinator

  func testCoordinatorTypeContextCoordinatorAndParent() {
    assertTopics(
      """
      struct SearchField: UIViewRepresentable {
        @Binding var text: String
        var onSubmit: (String) -> Void
        func makeCoordinator() -> 1️⃣Coordinator { 2️⃣Coordinator(self) }
        func makeUIView(context: Context) -> UISearchBar {
          let bar = UISearchBar()
          bar.delegate = context.3️⃣coordinator
          return bar
        }
        func updateUIView(_ uiView: UISearchBar, context: Context) {
          context.coordinator.4️⃣parent = self
          let other = Other()
          _ = other.5️⃣coordinator
        }
        final class 6️⃣Coordinator: NSObject, UISearchBarDelegate {
          var 7️⃣parent: SearchField
          init(_ parent: SearchField) { self.8️⃣parent = 9️⃣parent }
          func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            🔟parent.text = searchText
          }
        }
      }
      """,
      [
        "1️⃣": "coordinator-type", "2️⃣": "coordinator-type", "3️⃣": "context-coordinator", "4️⃣": "coordinator-parent", "5️⃣": nil,
        "6️⃣": "coordinator-type", "7️⃣": "coordinator-parent", "8️⃣": "coordinator-parent", "9️⃣": nil,
        "🔟": "coordinator-parent",
      ])
  }

  func testCoordinatorInAnExtensionAndUnderAnotherName() {
    assertTopics(
      """
      struct Browser: UIViewRepresentable {
        func makeCoordinator() -> 1️⃣WebCoordinator { WebCoordinator(parent: self) }
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
      }
      final class 2️⃣WebCoordinator: NSObject, WKNavigationDelegate {
        let 3️⃣parent: Browser
        init(parent: Browser) { self.parent = parent }
        func finished() { 4️⃣parent.onDone() }
      }
      struct Picker: UIViewControllerRepresentable {
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
        func updateUIViewController(_ controller: PHPickerViewController, context: Context) {}
      }
      extension Picker.5️⃣Coordinator {
        func done() { 6️⃣parent.dismiss() }
      }
      """,
      [
        "1️⃣": "coordinator-type", "2️⃣": "coordinator-type", "3️⃣": "coordinator-parent", "4️⃣": "coordinator-parent",
        "5️⃣": "coordinator-type", "6️⃣": "coordinator-parent",
      ])
  }

  func testCoordinatorAndParentOutsideInteropAreNotTopics() {
    assertTopics(
      """
      protocol 1️⃣Coordinator { func start() }
      final class AppCoordinator: 2️⃣Coordinator {
        var children: [any 3️⃣Coordinator] = []
        func start() {}
      }
      final class DetailViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          title = 4️⃣parent?.title
          let coordinator = AppCoordinator()
          coordinator.start()
          _ = self.5️⃣coordinator
        }
      }
      """,
      ["1️⃣": nil, "2️⃣": nil, "3️⃣": nil, "4️⃣": nil, "5️⃣": nil])
  }

  // MARK: Property wrappers

  func testPropertyWrappersOnRepresentablesAndClasses() {
    assertTopics(
      """
      struct MapBox: UIViewRepresentable {
        1️⃣@Binding var region: MKCoordinateRegion
        2️⃣@Environment(\\.dismiss) private var dismiss
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
        final class Coordinator: NSObject {
          3️⃣@State var count = 0
          4️⃣@Binding var selection: Int
          5️⃣@Environment(\\.colorScheme) var scheme
        }
      }
      final class Model {
        @MainActor 6️⃣@StateObject var store = Store()
      }
      struct Screen: View {
        7️⃣@State private var query = ""
        8️⃣@Binding var flag: Bool
        var body: some View { Text(query) }
      }
      """,
      [
        "1️⃣": "binding-in-representable", "2️⃣": "environment-in-representable", "3️⃣": "view-state-wrapper-in-class",
        "4️⃣": nil, "5️⃣": "view-state-wrapper-in-class", "6️⃣": "view-state-wrapper-in-class", "7️⃣": nil, "8️⃣": nil,
      ])
  }

  // MARK: Wrapped types

  func testWrappedViewTypes() {
    assertTopics(
      """
      struct Views: UIViewRepresentable {
        let session: 1️⃣AVCaptureSession
        let document: 2️⃣PDFDocument?
        func makeUIView(context: Context) -> 3️⃣WKWebView { 4️⃣WKWebView(frame: .zero) }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          let map = 5️⃣MKMapView()
          let text = 6️⃣UITextView()
          let bar = 7️⃣UISearchBar()
          let pdf = 8️⃣PDFView()
          let layer = 9️⃣AVCaptureVideoPreviewLayer(session: session)
          let old = UIKit.🔟UITextView()
          _ = (map, text, bar, pdf, layer, old)
        }
      }
      """,
      [
        "1️⃣": "av-capture-session", "2️⃣": "pdf-document", "3️⃣": "wk-web-view", "4️⃣": "wk-web-view",
        "5️⃣": "mk-map-view", "6️⃣": "ui-text-view", "7️⃣": "ui-search-bar", "8️⃣": "pdf-view",
        "9️⃣": "av-capture-video-preview-layer", "🔟": "ui-text-view",
      ])
  }

  func testWrappedControllerTypes() {
    assertTopics(
      """
      func present() {
        let picker = 1️⃣PHPickerViewController(configuration: PHPickerConfiguration())
        guard 2️⃣MFMailComposeViewController.canSendMail() else { return }
        let share = 3️⃣UIActivityViewController(activityItems: [], applicationActivities: nil)
        let safari = 4️⃣SFSafariViewController(url: url)
        let message: 5️⃣MFMessageComposeViewController? = nil
        let scanner = 6️⃣VNDocumentCameraViewController()
        _ = (picker, share, safari, message, scanner)
      }
      """,
      [
        "1️⃣": "ph-picker-view-controller", "2️⃣": "mf-mail-compose-view-controller",
        "3️⃣": "ui-activity-view-controller", "4️⃣": "sf-safari-view-controller",
        "5️⃣": "mf-message-compose-view-controller", "6️⃣": "vn-document-camera-view-controller",
      ])
  }

  // MARK: Hosting

  func testHostingTopics() {
    assertTopics(
      """
      final class ProfileViewController: UIViewController {
        private let host = 1️⃣UIHostingController(2️⃣rootView: ProfileCard())
        override func viewDidLoad() {
          super.viewDidLoad()
          3️⃣addChild(host)
          view.addSubview(host.view)
          host.4️⃣didMove(toParent: self)
          host.5️⃣sizingOptions = [.6️⃣intrinsicContentSize]
          host.7️⃣rootView = ProfileCard()
        }
        func cell(_ cell: UICollectionViewCell) {
          cell.contentConfiguration = 8️⃣UIHostingConfiguration { Text("row") }
        }
      }
      """,
      [
        "1️⃣": "ui-hosting-controller", "2️⃣": "hosting-root-view", "3️⃣": "hosting-add-child",
        "4️⃣": "hosting-did-move", "5️⃣": "hosting-sizing-options", "6️⃣": "intrinsic-content-size",
        "7️⃣": "hosting-root-view", "8️⃣": "ui-hosting-configuration",
      ])
  }

  func testContainmentNamesOutsideUIKitContainmentAreNotTopics() {
    assertTopics(
      """
      import SpriteKit
      final class GameScene: SKScene {
        override func 1️⃣didMove(to view: SKView) {
          2️⃣addChild(SKNode())
          let node = SKNode()
          node.3️⃣addChild(SKNode())
        }
        init(4️⃣rootView: Int) { super.init(size: .zero) }
      }
      """,
      ["1️⃣": nil, "2️⃣": nil, "3️⃣": nil, "4️⃣": nil])
  }

  // MARK: APIs named in gotchas

  func testGotchaAPIsOnMembers() {
    assertTopics(
      """
      func actions(uiView: UITextView, map: MKMapView, bar: UISearchBar, pdf: PDFView) {
        if MFMailComposeViewController.1️⃣canSendMail() {}
        if MFMessageComposeViewController.2️⃣canSendText(), MFMessageComposeViewController.3️⃣canSendAttachments() {}
        uiView.4️⃣becomeFirstResponder()
        bar.5️⃣showsCancelButton = true
        map.6️⃣setRegion(region, animated: true)
        map.7️⃣addAnnotations(pins)
        previewLayer.connection?.8️⃣videoRotationAngle = 90
        pdf.9️⃣autoScales = true
        share.🔟popoverPresentationController?.sourceView = view
      }
      """,
      [
        "1️⃣": "can-send-mail", "2️⃣": "can-send-text", "3️⃣": "can-send-attachments", "4️⃣": "become-first-responder",
        "5️⃣": "shows-cancel-button", "6️⃣": "set-region", "7️⃣": "add-annotations", "8️⃣": "video-rotation-angle",
        "9️⃣": "auto-scales", "🔟": "popover-presentation-controller",
      ])
  }

  func testGotchaAPIsInOtherRoles() {
    assertTopics(
      """
      final class PreviewView: UIView {
        override class var 1️⃣layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
        override var 2️⃣intrinsicContentSize: CGSize { .zero }
      }
      struct Pages: UIViewRepresentable {
        func makeUIView(context: Context) -> PDFView {
          let view = PDFView()
          NotificationCenter.default.addObserver(self, selector: #selector(flip), name: .3️⃣PDFViewPageChanged, object: view)
          let scheme = context.4️⃣environment.colorScheme
          provider.5️⃣loadObject(ofClass: UIImage.self) { image, _ in }
          return view
        }
        func updateUIView(_ uiView: PDFView, context: Context) {}
        func sizeThatFits(_ proposal: 6️⃣ProposedViewSize, uiView: PDFView, context: Context) -> CGSize? { nil }
      }
      struct Screen: View {
        var body: some View {
          Pages()
            .7️⃣fixedSize(horizontal: false, vertical: true)
        }
      }
      let name = Notification.Name.8️⃣PDFViewPageChanged
      let size = label.9️⃣intrinsicContentSize
      """,
      [
        "1️⃣": "layer-class", "2️⃣": "intrinsic-content-size", "3️⃣": "pdf-view-page-changed",
        "4️⃣": "context-environment", "5️⃣": "load-object", "6️⃣": "proposed-view-size", "7️⃣": "fixed-size",
        "8️⃣": "pdf-view-page-changed", "9️⃣": "intrinsic-content-size",
      ])
  }

  // MARK: Every claim

  /// A minimal source that puts `name` in `role`, with `1️⃣` before it.
  private func snippet(_ name: String, _ role: SymbolRole) -> String {
    switch role {
    case .typeReference: return "func f() { let x = 1️⃣\(name)() }"
    case .protocolConformance: return "struct S: 1️⃣\(name) {}"
    case .lifecycleMethodDeclaration: return "struct S: UIViewRepresentable {\n  func 1️⃣\(name)() {}\n}"
    case .lifecycleMethodCall: return "struct S: UIViewRepresentable {\n  func f() { 1️⃣\(name)() }\n}"
    case .coordinatorTypeName: return "struct S: UIViewRepresentable {\n  final class 1️⃣\(name): NSObject {}\n}"
    case .contextCoordinator, .contextEnvironment: return "func f(context: Context) { _ = context.1️⃣\(name) }"
    case .parentInCoordinator:
      return "struct S: UIViewRepresentable {\n  final class Coordinator: NSObject {\n    var 1️⃣\(name): S\n  }\n}"
    case .propertyWrapperAttribute: return "struct S: UIViewRepresentable {\n  1️⃣@\(name) var x: Int\n}"
    case .propertyWrapperInClass: return "final class C {\n  1️⃣@\(name) var x = 0\n}"
    case .memberAccess: return "final class C: UIViewController {\n  func f() { _ = x.1️⃣\(name) }\n}"
    case .implicitMember: return "let y: T = .1️⃣\(name)"
    case .functionCall: return "final class C: UIViewController {\n  func f() { 1️⃣\(name)(x) }\n}"
    case .argumentLabel: return "let y = Host(1️⃣\(name): x)"
    case .memberDeclaration: return "final class V: UIView {\n  override var 1️⃣\(name): Int { 0 }\n}"
    }
  }

  /// Every (name, role) that a topic claims resolves to that topic in a minimal snippet.
  func testEveryClaimedNameAndRoleResolvesInASyntheticSnippet() {
    var checked = 0
    for topic in HoverCatalog.all {
      for match in topic.matches {
        let source = snippet(match.name, match.role)
        let found = resolution(source, "1️⃣")
        XCTAssertEqual(found?.topic.id, topic.id, "\(match.name) as \(match.role) in:\n\(source)")
        XCTAssertEqual(found?.role, match.role, "\(match.name) as \(match.role)")
        checked += 1
      }
    }
    XCTAssertEqual(checked, HoverCatalog.all.reduce(0) { total, topic in total + topic.matches.count })
  }

  // MARK: Layout variations

  func testConditionalCompilationMultiByteTextAndCRLF() {
    let source = """
      // Überprüfung 🧪 of a wrapper
      #if canImport(UIKit)
      struct Field: 1️⃣UIViewRepresentable {
        #if DEBUG
        func 2️⃣makeUIView(context: Context) -> UITextField { UITextField() }
        #else
        func makeUIView(context: Context) -> UITextField { UITextField() }
        #endif
        func 3️⃣updateUIView(_ uiView: UITextField, context: Context) {
          let label = "ünïcödé 🎉"
          uiView.4️⃣becomeFirstResponder()
          _ = label
        }
      }
      #endif
      """
    assertTopics(
      source, ["1️⃣": "ui-view-representable", "2️⃣": "make-ui-view", "3️⃣": "update-ui-view", "4️⃣": "become-first-responder"])
    assertTopics(
      source.replacingOccurrences(of: "\n", with: "\r\n"),
      ["1️⃣": "ui-view-representable", "2️⃣": "make-ui-view", "3️⃣": "update-ui-view", "4️⃣": "become-first-responder"])
  }

  func testQualifiedAndGenericSpellings() {
    assertTopics(
      """
      struct Qualified: SwiftUI.1️⃣UIViewRepresentable {
        let host: 2️⃣UIHostingController<Card>? = nil
        func makeUIView(context: Context) -> WebKit.3️⃣WKWebView { WebKit.WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          let other = 4️⃣UIHostingController<Card>(rootView: Card())
          _ = other
        }
      }
      typealias Base = UIViewRepresentable
      struct Aliased: Base {
        func makeUIView(context: Context) -> UIView { UIView() }
        func 5️⃣updateUIView(_ uiView: UIView, context: Context) {}
      }
      """,
      [
        "1️⃣": "ui-view-representable", "2️⃣": "ui-hosting-controller", "3️⃣": "wk-web-view",
        "4️⃣": "ui-hosting-controller", "5️⃣": "update-ui-view",
      ])
  }

  // MARK: Non-topics

  func testLocalsNamedLikeInteropThingsAreNotTopics() {
    assertTopics(
      """
      func load() {
        let 1️⃣text = "hello"
        let 2️⃣session = URLSession.shared
        var 3️⃣document = Document()
        print(4️⃣text, 5️⃣session, 6️⃣document)
        let WKWebView = 3
        print(7️⃣WKWebView)
        let environment = 0
        print(8️⃣environment)
      }
      """,
      ["1️⃣": nil, "2️⃣": nil, "3️⃣": nil, "4️⃣": nil, "5️⃣": nil, "6️⃣": nil, "7️⃣": nil, "8️⃣": nil])
  }

  func testCommentsStringsAndPunctuationAreNotTopics() {
    assertTopics(
      """
      // A 1️⃣WKWebView in a comment.
      let label = "2️⃣UIHostingController"
      struct V:3️⃣ UIViewRepresentable {}
      let other = context.coordinator 4️⃣+ 1
      """,
      ["1️⃣": nil, "2️⃣": nil, "3️⃣": nil, "4️⃣": nil])
  }

  func testCursorInsideAndJustAfterAWord() {
    let marked = MarkedSource("let view = WK1️⃣WebView2️⃣()")
    let text = SourceText(marked.text)
    let tree = SyntaxTree.parse(text)
    let inside = HoverResolver.resolve(tree: tree, utf8Offset: marked["1️⃣"])
    XCTAssertEqual(inside?.topic.id, "wk-web-view")
    XCTAssertEqual(inside.map { resolution in text.text(in: resolution.byteRange) }, "WKWebView")
    XCTAssertEqual(HoverResolver.resolve(tree: tree, utf8Offset: marked["2️⃣"])?.topic.id, "wk-web-view")
    XCTAssertNil(HoverResolver.resolve(tree: tree, utf8Offset: -5))
    XCTAssertNil(HoverResolver.resolve(tree: tree, utf8Offset: 10_000))
    XCTAssertNil(HoverResolver.resolve(tree: SyntaxTree.parse(""), utf8Offset: 0))
    let attribute = MarkedSource("struct V: UIViewRepresentable {\n  @Bind1️⃣ing var x: Int\n}")
    let attributeText = SourceText(attribute.text)
    let onAttribute = HoverResolver.resolve(tree: SyntaxTree.parse(attributeText), utf8Offset: attribute["1️⃣"])
    XCTAssertEqual(onAttribute?.topic.id, "binding-in-representable")
    XCTAssertEqual(onAttribute.map { resolution in attributeText.text(in: resolution.byteRange) }, "@Binding")
  }

  func testBrokenCodeNeverTraps() {
    let sources = [
      "struct V: UIViewRepresentable { func makeUIView(",
      "}}}) ] . . .coordinator @ @Binding var",
      "extension : { class Coordinator { var parent",
      "context.",
      ".PDFViewPageChanged",
      "@",
    ]
    for source in sources {
      let text = SourceText(source)
      let tree = SyntaxTree.parse(text)
      for offset in 0...text.count {
        _ = HoverResolver.hover(tree: tree, utf8Offset: offset, findings: [], format: .markdown)
      }
    }
  }

  // MARK: Full hover

  func testConformanceHoverAppendsTheLiveChecklist() {
    let marked = MarkedSource(
      """
      struct SearchField: 1️⃣UIViewRepresentable {
        @Binding var text: String
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ uiView: UISearchBar, context: Context) {
          uiView.delegate = context.coordinator
        }
        final class Coordinator: NSObject, UISearchBarDelegate {
          var parent: SearchField
          init(_ parent: SearchField) { self.parent = parent }
        }
      }
      """)
    let text = SourceText(marked.text)
    let tree = SyntaxTree.parse(text)
    let delegateLine = marked.text.range(of: "uiView.delegate = context.coordinator").map { range in
      marked.text.utf8.distance(from: marked.text.startIndex, to: range.lowerBound)
    } ?? 0
    let finding = Finding(
      ruleID: "delegate-set-in-update", range: delegateLine..<(delegateLine + 37),
      message: "The delegate is assigned in updateUIView.", severity: .warning)
    let answer = HoverResolver.hover(tree: tree, utf8Offset: marked["1️⃣"], findings: [finding], format: .plaintext)
    XCTAssertEqual(answer?.topicID, "ui-view-representable")
    XCTAssertTrue(answer?.text.contains("\n\nChecklist for SearchField\n\n") ?? false, answer?.text ?? "nil")
    guard let representable = HoverScope(tree: tree).representables.first else { return XCTFail("no representable") }
    let lines = RepresentableChecklist.lines(
      for: representable, findings: [finding], configuration: AnalysisConfiguration(),
      checkedRuleIDs: HoverTopicTests.knownRuleIDs)
    let rendered = HoverChecklist.render(lines, typeName: "SearchField", format: .plaintext)
    XCTAssertEqual(answer.map { value in text.text(in: value.byteRange) }, "UIViewRepresentable")
    let expectedChecklist = """
      Checklist for SearchField

      ✓ View or controller created in make, never in update
      ✗ Coordinator assigned as delegate in make, not in update (delegate-set-in-update)
      ✓ Writes and calls in update with a visible cost (text, scroll offset, map region, reloads, focus) sit behind a change check
      n/a Registrations that outlive the view (repeating timers, block observers, script handlers) undone in a static dismantle
      ✓ Closures stored by objects the Coordinator keeps capture it weakly
      n/a Coordinator isolation fits Swift 6 (a main-actor conformance declared in an extension needs @MainActor)
      n/a Every delegate exit path (finish, cancel, error) closes the sheet
      """
    XCTAssertEqual(rendered, expectedChecklist)
  }

  /// The checklist computed from the rules' real findings for this type's code.
  func testChecklistFromRealFindings() {
    guard RuleRegistry.rule(id: "view-created-in-update") != nil, RuleRegistry.rule(id: "delegate-set-in-update") != nil
    else { return }  // The rules have not landed on this branch.
    let marked = MarkedSource(
      """
      struct Web: 1️⃣UIViewRepresentable {
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          let fresh = WKWebView()
          uiView.navigationDelegate = context.coordinator
          _ = fresh
        }
        @MainActor final class Coordinator: NSObject, WKNavigationDelegate {}
      }
      struct Other: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) { let extra = UILabel(); _ = extra }
      }
      """)
    let text = SourceText(marked.text)
    let context = AnalysisContext(text: text, path: nil, configuration: AnalysisConfiguration())
    let findings = InteropAnalyzer.analyze(context: context)
    let answer = HoverResolver.hover(
      tree: SyntaxTree.parse(text), utf8Offset: marked["1️⃣"], findings: findings, format: .plaintext)
    let hoverText = answer?.text ?? ""
    XCTAssertTrue(hoverText.contains("\n✗ View or controller created in make, never in update (view-created-in-update)\n"), hoverText)
    XCTAssertTrue(hoverText.contains("\n✗ Coordinator assigned as delegate in make, not in update (delegate-set-in-update"), hoverText)
    XCTAssertTrue(hoverText.contains("\nn/a Every delegate exit path (finish, cancel, error) closes the sheet"), hoverText)
  }

  func testDiagnosticRationaleUnderTheTopicAndAlone() {
    let marked = MarkedSource("let view = 1️⃣WKWebView()\nlet 2️⃣x = 3")
    let text = SourceText(marked.text)
    let tree = SyntaxTree.parse(text)
    let whole = 0..<text.count
    // A rule the registry does not know falls back to the finding's message.
    let finding = Finding(ruleID: "example-unknown-rule", range: whole, message: "Create the view in make.", severity: .warning)
    let onTopic = HoverResolver.hover(tree: tree, utf8Offset: marked["1️⃣"], findings: [finding], format: .markdown)
    XCTAssertEqual(onTopic?.topicID, "wk-web-view")
    XCTAssertTrue(onTopic?.text.hasSuffix("\n\n---\n\n**Rule `example-unknown-rule`**\n\nCreate the view in make.") ?? false)
    let alone = HoverResolver.hover(tree: tree, utf8Offset: marked["2️⃣"], findings: [finding], format: .plaintext)
    XCTAssertNil(alone?.topicID)
    XCTAssertEqual(alone?.text, "Rule example-unknown-rule\n\nCreate the view in make.")
    XCTAssertEqual(alone.map { value in text.text(in: value.byteRange) }, "x")
    XCTAssertNil(HoverResolver.hover(tree: tree, utf8Offset: marked["2️⃣"], findings: [], format: .markdown))
  }

  func testRegisteredRuleShowsItsRationale() {
    guard let rule = RuleRegistry.rule(id: "view-created-in-update") else { return }  // Not landed yet.
    let text = SourceText("let view = WKWebView()")
    let finding = Finding(ruleID: "view-created-in-update", range: 0..<text.count, message: "m", severity: .warning)
    let answer = HoverResolver.hover(tree: SyntaxTree.parse(text), utf8Offset: 12, findings: [finding], format: .markdown)
    XCTAssertTrue(answer?.text.hasSuffix("**Rule `view-created-in-update`**\n\n" + rule.description.rationale) ?? false)
  }

  /// Hover's representables and Coordinators are the interop model's, for every rule example.
  func testHoverScopeIsTheInteropModel() {
    for rule in RuleRegistry.all {
      for example in rule.description.triggering + rule.description.nonTriggering {
        let tree = SyntaxTree.parse(MarkedSource(example.code).text)
        let model = AnalysisContext(tree: tree, path: nil, configuration: AnalysisConfiguration()).interop
        let scope = HoverScope(tree: tree)
        XCTAssertEqual(scope.representables.map(\.name), model.representables.map(\.name), file: example.file, line: example.line)
        XCTAssertEqual(
          scope.representables.map(\.coordinatorName),
          model.representables.map { $0.coordinator?.name ?? $0.makeCoordinator?.returnType.map(TypeName.simple) ?? "Coordinator" },
          file: example.file, line: example.line)
        XCTAssertEqual(
          scope.representables.map { info in info.coordinatorDeclarations.map(\.offset) },
          model.representables.map { representable in representable.coordinator?.declarations.map(\.node.offset) ?? [] },
          file: example.file, line: example.line)
      }
    }
  }
}
