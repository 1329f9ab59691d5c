@testable import InteropLSP
import InteropTestSupport
import Protocol
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
