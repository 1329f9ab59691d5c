import InteropAnalysis
import InteropLSP
import InteropTestSupport
import Protocol
import XCTest

/// The real analysis and hover behind the server: a document with a known mistake is published with the
/// exact rule id, range, severity and link, and a hover on the conformance answers the protocol's topic.
final class AnalysisWiringTests: XCTestCase {
  private let uri = "file:///virtual/NameField.swift"

  private let source = """
    import SwiftUI
    import UIKit

    struct NameField: 3️⃣UIViewRepresentable4️⃣ {
      @Binding var name: String

      func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.delegate = context.coordinator
        return field
      }

      func updateUIView(_ field: UITextField, context: Context) {
        1️⃣field.delegate = context.coordinator2️⃣
        if field.text != name { field.text = name }
      }

      func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

      @MainActor
      final class Coordinator: NSObject, UITextFieldDelegate {
        let parent: NameField
        init(parent: NameField) { self.parent = parent }
      }
    }
    """

  func testDelegateSetInUpdateIsPublishedWithItsExactRange() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(source, uri: uri)
    let published = client.takeNotifications(PublishDiagnosticsNotification.self)
    XCTAssertEqual(published.count, 1)
    let diagnostics = try XCTUnwrap(published.first).diagnostics
    XCTAssertEqual(diagnostics.map { $0.code }, [.string("delegate-set-in-update")])
    let diagnostic = try XCTUnwrap(diagnostics.first)
    XCTAssertEqual(diagnostic.range, positions.range("1️⃣", "2️⃣"))
    XCTAssertEqual(diagnostic.severity, .information)
    XCTAssertEqual(diagnostic.source, "interop-lsp")
    XCTAssertEqual(
      diagnostic.codeDescriptionHref, RuleDocumentationLink.defaultBaseURL + "delegate-set-in-update.md")
  }

  func testSettingsTurnARuleOffAndBack() throws {
    let client = TestClient.initialized(initializationOptions: ["rules": ["delegate-set-in-update": "off"]])
    client.openDocument(source, uri: uri)
    XCTAssertEqual(client.takeNotifications(PublishDiagnosticsNotification.self).map(\.diagnostics.count), [0])
    client.send(DidChangeConfigurationNotification(settings: ["interopLsp": ["rules": ["delegate-set-in-update": "error"]]]))
    let republished = client.takeNotifications(PublishDiagnosticsNotification.self)
    XCTAssertEqual(republished.flatMap(\.diagnostics).map(\.severity), [.error])
  }

  func testHoverOnTheConformanceAnswersTheProtocolTopicOverTheTokenRange() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(source, uri: uri)
    let response = try client.send(
      HoverRequest(textDocument: TextDocumentIdentifier(uri: uri), position: positions["3️⃣"])
    ).get()
    let hover = try XCTUnwrap(response.hover)
    XCTAssertEqual(hover.range, positions.range("3️⃣", "4️⃣"))
    XCTAssertEqual(hover.contents.kind, .markdown)
    XCTAssertTrue(hover.contents.value.contains("UIViewRepresentable"), hover.contents.value)
    XCTAssertTrue(hover.contents.value.contains("NameField"), "the live checklist names the type")
  }

  func testHoverOnAPlainLocalIsNull() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument("func f() {\n  let 1️⃣text = 1\n  print(text)\n}\n", uri: uri)
    let response = try client.send(
      HoverRequest(textDocument: TextDocumentIdentifier(uri: uri), position: positions["1️⃣"])
    ).get()
    XCTAssertNil(response.hover)
  }
}
