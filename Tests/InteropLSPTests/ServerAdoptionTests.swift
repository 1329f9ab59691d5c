import Foundation  // full Foundation: FileManager for a project on disk
import InteropAnalysis
@testable import InteropLSP
import InteropTestSupport
import JSON
import Protocol
import SwiftLiteParser
import XCTest

/// Issue 18 in the editor: the configuration file's problems as diagnostics on it, "Disable …" code actions,
/// the documentation links from one base, a baseline named in `.interop-lsp.json`.
final class ServerAdoptionTests: XCTestCase {
  private let uri = "file:///test/Notes.swift"

  /// A wrapper whose `updateUiView` typo is one error [lifecycle-name-typo] at ↓.
  private let typo = """
    struct Notes: UIViewRepresentable {
      func makeUIView(context: Context) -> UITextView { UITextView() }
        func ↓updateUiView(_ uiView: UITextView, context: Context) {}
    }

    """

  func testAMisspelledRuleIdInAnOpenConfigurationFileIsADiagnosticOnIt() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(
      """
      {
        "rules": {
          1️⃣"unguarded-update-asignment"2️⃣: "off",
          "cancel-button-in-update": "off"
        },
        3️⃣"colour"4️⃣: "blue"
      }
      """, uri: "file:///test/.interop-lsp.json", language: "json")
    let published = try XCTUnwrap(client.takeNotifications(PublishDiagnosticsNotification.self).last)
    XCTAssertEqual(published.uri, "file:///test/.interop-lsp.json")
    XCTAssertEqual(
      published.diagnostics.map { [$0.range.description, $0.code.map { "\($0.json)" } ?? "", $0.message] },
      [
        [
          positions.range("3️⃣", "4️⃣").description, "\"invalid-configuration\"",
          "unknown key `colour`; known keys: baseline, defaultIsolation, deploymentTarget, docsBaseURL, exclude, include, inlayHints, overrides, root, rules, swiftLanguageMode",
        ],
        [
          positions.range("1️⃣", "2️⃣").description, "\"invalid-configuration\"",
          "unknown rule `unguarded-update-asignment` (did you mean `unguarded-update-assignment`?); `interop-lsp rules` lists them",
        ],
      ])
    XCTAssertEqual(published.diagnostics.map(\.severity), [.warning, .warning])
    // Fixed in the editor: the diagnostics go.
    client.send(
      DidChangeTextDocumentNotification(
        textDocument: VersionedTextDocumentIdentifier(uri: "file:///test/.interop-lsp.json", version: 2),
        contentChanges: [TextDocumentContentChangeEvent(range: nil, text: #"{"rules": {"unguarded-update-assignment": "off"}}"#)]))
    _ = client.send(ShutdownRequest())
    XCTAssertEqual(client.takeNotifications(PublishDiagnosticsNotification.self).last?.diagnostics, [])
  }

  func testDisableForThisLineAndInThisFileSilenceTheFinding() throws {
    for (title, expected) in [
      (
        "Disable lifecycle-name-typo for this line",
        "struct Notes: UIViewRepresentable {\n  func makeUIView(context: Context) -> UITextView { UITextView() }\n"
          + "    // interop-lsp:disable-next-line lifecycle-name-typo\n    func updateUiView(_ uiView: UITextView, context: Context) {}\n}\n"
      ),
      (
        "Disable lifecycle-name-typo in this file",
        "// interop-lsp:disable lifecycle-name-typo\nstruct Notes: UIViewRepresentable {\n  func makeUIView(context: Context) -> UITextView { UITextView() }\n"
          + "    func updateUiView(_ uiView: UITextView, context: Context) {}\n}\n"
      ),
    ] {
      let client = TestClient.initialized()
      let positions = client.openDocument(typo, uri: uri)
      let diagnostic = try XCTUnwrap(client.takeNotifications(PublishDiagnosticsNotification.self).last?.diagnostics.first)
      XCTAssertEqual(diagnostic.code, .string("lifecycle-name-typo"))
      let start = positions.position(ofOffset: positions.marked.findingStarts[0])
      let actions = try client.codeActions(uri: uri, range: LSPRange(start: start, end: start), diagnostics: [diagnostic]).get()
      XCTAssertEqual(
        actions.map(\.title),
        ["Rename to `updateUIView`", "Disable lifecycle-name-typo for this line", "Disable lifecycle-name-typo in this file"])
      let action = try XCTUnwrap(actions.first { $0.title == title })
      XCTAssertEqual(action.kind, "quickfix.interop-lsp.disable")
      XCTAssertEqual(action.diagnostics, [diagnostic])
      let text = try client.applyAsEditor(action, uri: uri, text: positions.marked.text, version: 2)
      XCTAssertEqual(text, expected)
      _ = client.send(ShutdownRequest())
      XCTAssertEqual(client.takeNotifications(PublishDiagnosticsNotification.self).last?.diagnostics, [], title)
    }
  }

  func testDisableActionsAreOfferedOnlyForQuickfixKinds() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(typo, uri: uri)
    let start = positions.position(ofOffset: positions.marked.findingStarts[0])
    let range = LSPRange(start: start, end: start)
    XCTAssertEqual(try client.codeActions(uri: uri, range: range, only: ["source"]).get().map(\.title), ["Fix all safely fixable interop-lsp issues"])
    XCTAssertEqual(try client.codeActions(uri: uri, range: range, only: ["refactor"]).get().map(\.title), [])
    XCTAssertEqual(try client.codeActions(uri: uri, range: range, only: ["quickfix.interop-lsp.disable"]).get().count, 2)
    XCTAssertEqual(try client.codeActions(uri: uri, range: range, only: ["quickfix"]).get().count, 3)
  }

  func testCodeDescriptionComesFromTheDocumentationBase() throws {
    let byDefault = TestClient.initialized()
    byDefault.openDocument(typo, uri: uri)
    XCTAssertEqual(
      byDefault.takeNotifications(PublishDiagnosticsNotification.self).last?.diagnostics.first?.codeDescriptionHref,
      "https://github.com/interop-lsp/interop-lsp/blob/v0.1.0/docs/rules/lifecycle-name-typo.md")
    let configured = TestClient.initialized(initializationOptions: ["docsBaseURL": "https://wiki.example.test/lint/rules"])
    configured.openDocument(typo, uri: uri)
    XCTAssertEqual(
      configured.takeNotifications(PublishDiagnosticsNotification.self).last?.diagnostics.first?.codeDescriptionHref,
      "https://wiki.example.test/lint/rules/lifecycle-name-typo.md")
  }

  func testFindingsInTheConfiguredBaselineAreNotPublished() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("server-baseline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = MarkedSource(typo).text
    let file = folder.appendingPathComponent("Sources/Notes.swift")
    try Data(text.utf8).write(to: file)
    // The baseline `lint --write-baseline` would write for it.
    let tree = SyntaxTree.parse(text)
    let findings = InteropAnalyzer.analyze(tree: tree, path: file.path, configuration: AnalysisConfiguration())
    XCTAssertEqual(findings.map(\.ruleID), ["lifecycle-name-typo"])
    let keys = findings.map { BaselineKey(finding: $0, file: "Sources/Notes.swift", tree: tree, lineIndex: LineIndex(tree.bytes)) }
    try Data(Baseline(keys: keys).encoded().utf8).write(to: folder.appendingPathComponent("baseline.json"))
    try Data(#"{"baseline": "baseline.json"}"#.utf8).write(to: folder.appendingPathComponent(".interop-lsp.json"))
    let client = TestClient.initialized()
    let documentURI = file.absoluteString
    client.openDocument(text, uri: documentURI)
    XCTAssertEqual(client.takeNotifications(PublishDiagnosticsNotification.self).last?.diagnostics, [])
    // A new finding (a second typo elsewhere) is published.
    client.send(
      DidChangeTextDocumentNotification(
        textDocument: VersionedTextDocumentIdentifier(uri: documentURI, version: 2),
        contentChanges: [TextDocumentContentChangeEvent(range: nil, text: text.replacingOccurrences(of: "func makeUIView", with: "func makeUiView"))]))
    _ = client.send(ShutdownRequest())
    XCTAssertEqual(
      client.takeNotifications(PublishDiagnosticsNotification.self).last?.diagnostics.compactMap { $0.code.map { "\($0.json)" } },
      ["\"lifecycle-name-typo\""])
  }
}
