@testable import InteropLSP
import InteropTestSupport
import Protocol
import SwiftLiteParser
import XCTest

/// One analysis context per document version: the hover index comes from it, so the first hover on a version
/// builds no second model.
final class AnalysisReuseTests: XCTestCase {
  func testTheAnalysisOfAVersionCarriesItsHoverIndex() throws {
    let client = TestClient.initialized()
    let uri = "file:///t/Web.swift"
    client.send(
      DidOpenTextDocumentNotification(
        textDocument: TextDocumentItem(
          uri: uri, languageId: "swift", version: 1,
          text: "struct Web: UIViewRepresentable {\n  func makeUIView(context: Context) -> WKWebView { WKWebView() }\n  func updateUIView(_ uiView: WKWebView, context: Context) {}\n}\n")))
    _ = client.takeNotifications(PublishDiagnosticsNotification.self)
    let analysis = try XCTUnwrap(client.server.analyses[uri])
    XCTAssertTrue(analysis.hasHoverIndex, "the real analysis keeps its context's hover index")
    let hover = client.send(HoverRequest(textDocument: TextDocumentIdentifier(uri: uri), position: Position(line: 0, character: 14)))
    XCTAssertNotNil(try hover.get().hover, "hover on the protocol name answers its topic")
    XCTAssertTrue(client.server.analyses[uri] === analysis, "hover reused the version's analysis")
  }
}

/// What the server keeps per version: one context serves the workspace summary and the analysis, and once the
/// diagnostics are out only the slim analysis stays (findings, hover index; the declaration index only for
/// documents up to `LanguageServer.retainedDeclarationsLimit`).
final class SlimAnalysisTests: XCTestCase {
  private let uri = "file:///t/Slim.swift"

  private func open(_ client: TestClient, _ text: String) {
    client.send(
      DidOpenTextDocumentNotification(textDocument: TextDocumentItem(uri: uri, languageId: "swift", version: 1, text: text)))
    _ = client.takeNotifications(PublishDiagnosticsNotification.self)
  }

  private func change(_ client: TestClient, version: Int, _ text: String) {
    client.send(
      DidChangeTextDocumentNotification(
        textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version),
        contentChanges: [TextDocumentContentChangeEvent(range: nil, text: text)]))
    _ = client.takeNotifications(PublishDiagnosticsNotification.self)
  }

  private func symbols(_ client: TestClient) throws -> [DocumentSymbol] {
    try client.send(DocumentSymbolRequest(textDocument: TextDocumentIdentifier(uri: uri))).get().symbols
  }

  /// The outline as a fresh index over the same text gives it.
  private func expectedSymbols(_ text: String) -> [DocumentSymbol] {
    let source = SourceText(text)
    let index = LineIndex(source)
    return DocumentOutline.outline(source).map { Conversions.documentSymbol($0, in: index, encoding: .utf16) }
  }

  func testTheSummaryAndTheAnalysisOfAVersionShareOneContext() throws {
    let client = TestClient.initialized()
    let text = "struct Web: UIViewRepresentable {\n  func makeUIView(context: Context) -> WKWebView { WKWebView() }\n}\n"
    open(client, text)
    XCTAssertTrue(client.server.preparedContexts.isEmpty, "the analysis took the context the summary was made from")
    XCTAssertNotNil(client.server.workspace.openSummaries[uri])
    let analysis = try XCTUnwrap(client.server.analyses[uri])
    XCTAssertTrue(analysis.keepsDeclarations, "a small document keeps its declaration index")
    change(client, version: 2, text + "struct Other {}\n")
    XCTAssertTrue(client.server.preparedContexts.isEmpty)
    XCTAssertFalse(client.server.analyses[uri] === analysis, "a new version gets a new analysis")
    XCTAssertEqual(try symbols(client), expectedSymbols(text + "struct Other {}\n"))
  }

  func testALargeDocumentsOutlineIsBuiltFromTheTreeAndItsReplyIsKeptPerVersion() throws {
    let client = TestClient.initialized()
    client.server.retainedDeclarationsLimit = 2_000
    var text = ""
    var count = 0
    while text.utf8.count <= client.server.retainedDeclarationsLimit {
      text += "struct Item\(count) {\n  var value = 1\n  func twice() -> Int { value * 2 }\n}\nlet item\(count) = Item\(count)()\n"
      count += 1
    }
    open(client, text)
    let analysis = try XCTUnwrap(client.server.analyses[uri])
    XCTAssertFalse(analysis.keepsDeclarations, "a large document's declaration index is not kept after the analysis")
    XCTAssertFalse(analysis.keepsDocumentSymbols)
    let first = try symbols(client)
    XCTAssertEqual(first, expectedSymbols(text))
    XCTAssertEqual(first.count, 2 * count)
    XCTAssertTrue(analysis.keepsDocumentSymbols, "the reply is kept for the version")
    XCTAssertFalse(analysis.keepsDeclarations, "the index built for the outline is not kept either")
    XCTAssertEqual(try symbols(client), first, "the kept reply answers the same")
    // The kept reply goes out as the very bytes the message writer makes for the same response.
    let before = client.rawOutput.count
    _ = client.sendRequest(method: DocumentSymbolRequest.method, params: DocumentSymbolRequest(textDocument: TextDocumentIdentifier(uri: uri)).json)
    let response = try XCTUnwrap(client.received.last)
    XCTAssertEqual(Array(client.rawOutput[before...]), response.framed)
    guard case .response(_, .result(let json)) = response else { return XCTFail("not a result: \(response)") }
    XCTAssertEqual(try DocumentSymbolResponse(json: json).symbols, first)
    XCTAssertTrue(client.server.analyses[uri] === analysis)
    let edited = "enum Added {}\n" + text
    change(client, version: 2, edited)
    XCTAssertEqual(try symbols(client), expectedSymbols(edited), "a new version answers from its own tree")
  }
}

/// The per-version state (the context prepared with the summary, the kept `documentSymbol` reply, the declaration
/// index kept or not) equals a fresh open after every one of a seeded series of ranged edits.
final class SlimAnalysisRandomEditTests: XCTestCase {
  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(bound, 1)))
    }
  }

  /// Examples/WebBrowser.swift (five findings).
  private static let base = """
    import SwiftUI
    import WebKit

    /// An in-app browser that reports loading progress.
    struct WebBrowser: UIViewRepresentable {
        let url: URL
        @Binding var isLoading: Bool
        @Binding var progress: Double

        func makeCoordinator() -> Coordinator {
            Coordinator(self)
        }

        func makeUIView(context: Context) -> WKWebView {
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.allowsBackForwardNavigationGestures = true
            context.coordinator.watch(webView)
            return webView
        }

        func updateUIView(_ uiView: WKWebView, context: Context) {
            uiView.navigationDelegate = context.coordinator
            uiView.load(URLRequest(url: url))
            isLoading = uiView.isLoading
        }

        func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
            coordinator.observation?.invalidate()
        }

        @MainActor
        final class Coordinator: NSObject, WKNavigationDelegate {
            var parent: WebBrowser
            var observation: NSKeyValueObservation?

            init(_ parent: WebBrowser) {
                self.parent = parent
            }

            func watch(_ webView: WKWebView) {
                observation = webView.observe(\\.estimatedProgress, options: [.new]) { webView, _ in
                    self.parent.progress = webView.estimatedProgress
                }
            }

            func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
                parent.isLoading = false
            }
        }
    }

    """

  private static let snippets = [
    "struct Added: UIViewRepresentable { func makeUIView(context: Context) -> UIView { UIView() } }\n",
    "func free() {}\n", "let value = 1\n", "{", "}", "extension Host { var more: Int { 1 } }\n", " ", "case three\n",
  ]

  /// (line, character) of a byte offset in ASCII text.
  private func position(_ offset: Int, in text: [UInt8]) -> Position {
    var line = 0
    var start = 0
    for index in 0..<offset where text[index] == UInt8(ascii: "\n") {
      line += 1
      start = index + 1
    }
    return Position(line: line, character: offset - start)
  }

  private func answers(_ client: TestClient, _ uri: String) throws -> (symbols: [DocumentSymbol], diagnostics: [Diagnostic]) {
    let symbols = try client.send(DocumentSymbolRequest(textDocument: TextDocumentIdentifier(uri: uri))).get().symbols
    let pulled = try client.send(DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: uri))).get()
    return (symbols, pulled.items)
  }

  func testEveryVersionAnswersAsAFreshOpen() throws {
    var versionsWithFindings = 0
    for limit in [0, 1 << 20] {
      var generator = Generator(state: UInt64(limit) &+ 11)
      let client = TestClient.initialized()
      client.server.retainedDeclarationsLimit = limit
      let uri = "file:///t/Random.swift"
      var text = Array(Self.base.utf8)
      client.send(
        DidOpenTextDocumentNotification(
          textDocument: TextDocumentItem(uri: uri, languageId: "swift", version: 1, text: String(decoding: text, as: UTF8.self))))
      for version in 2...24 {
        let start = generator.next(text.count + 1)
        let end = min(text.count, start + generator.next(12))
        let replacement = generator.next(3) == 0 ? "" : Self.snippets[generator.next(Self.snippets.count)]
        let range = LSPRange(start: position(start, in: text), end: position(end, in: text))
        client.send(
          DidChangeTextDocumentNotification(
            textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version),
            contentChanges: [TextDocumentContentChangeEvent(range: range, text: replacement)]))
        text.replaceSubrange(start..<end, with: Array(replacement.utf8))
        // Twice on the same version: the second answer comes from what the version kept.
        let first = try answers(client, uri)
        let again = try answers(client, uri)
        let fresh = TestClient.initialized()
        fresh.send(
          DidOpenTextDocumentNotification(
            textDocument: TextDocumentItem(uri: uri, languageId: "swift", version: version, text: String(decoding: text, as: UTF8.self))))
        let expected = try answers(fresh, uri)
        XCTAssertEqual(first.symbols, expected.symbols, "limit \(limit), version \(version)")
        XCTAssertEqual(first.diagnostics, expected.diagnostics, "limit \(limit), version \(version)")
        XCTAssertEqual(again.symbols, first.symbols)
        XCTAssertEqual(again.diagnostics, first.diagnostics)
        if !first.diagnostics.isEmpty { versionsWithFindings += 1 }
        XCTAssertTrue(client.server.preparedContexts.isEmpty, "limit \(limit), version \(version)")
        XCTAssertEqual(client.server.analyses[uri]?.keepsDeclarations, limit > 0, "limit \(limit), version \(version)")
      }
    }
    XCTAssertGreaterThan(versionsWithFindings, 10, "the edits keep findings to compare")
  }
}
