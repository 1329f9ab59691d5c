import InteropAnalysis
import InteropLSP
import InteropTestSupport
import Protocol
import SwiftLiteParser
import XCTest

/// A stand-in analyzer: reports every `TODO` as a finding, with the first `let` as related location, and
/// records the inputs it saw.
private final class FakeAnalyzer: Sendable {
  let inputs = Locked<[AnalysisInput]>([])

  func analyze(_ input: AnalysisInput) -> [Finding] {
    inputs.withLock { $0.append(input) }
    let bytes = input.text.bytes
    let needle = Array("TODO".utf8)
    let related = find(Array("let".utf8), in: bytes).first.map { [RelatedLocation(range: $0..<($0 + 3), message: "declared here")] } ?? []
    return find(needle, in: bytes).map { start in
      Finding(
        ruleID: "no-todo", range: start..<(start + needle.count), message: "A TODO is left", severity: .warning,
        related: related)
    }
  }

  private func find(_ needle: [UInt8], in bytes: [UInt8]) -> [Int] {
    guard bytes.count >= needle.count else { return [] }
    return (0...(bytes.count - needle.count)).filter { Array(bytes[$0..<($0 + needle.count)]) == needle }
  }
}

final class DiagnosticsTests: XCTestCase {
  private let uri = "file:///test/Test.swift"

  func testFindingsAreConvertedThroughTheLineIndex() {
    let analyzer = FakeAnalyzer()
    let client = TestClient.initialized(analyzer: analyzer.analyze)
    let positions = client.openDocument("1️⃣let2️⃣ s = \"😀\"\r\n// 漢 ↓TODO↑\n", uri: uri)
    let findingRange = positions.findingRange()
    let expected = Diagnostic(
      range: LSPRange(
        start: positions.position(ofOffset: findingRange.lowerBound),
        end: positions.position(ofOffset: findingRange.upperBound)),
      severity: .warning, code: .string("no-todo"), codeDescriptionHref: nil,
      source: "interop-lsp", message: "A TODO is left",
      relatedInformation: [
        DiagnosticRelatedInformation(
          location: Location(uri: uri, range: positions.range("1️⃣", "2️⃣")), message: "declared here")
      ])
    XCTAssertEqual(expected.range, LSPRange(start: Position(line: 1, character: 5), end: Position(line: 1, character: 9)))
    XCTAssertEqual(
      client.takeNotifications(PublishDiagnosticsNotification.self),
      [PublishDiagnosticsNotification(uri: uri, version: 1, diagnostics: [expected])])
  }

  func testEveryChangeRepublishesWithTheNewVersion() {
    let client = TestClient.initialized(analyzer: FakeAnalyzer().analyze)
    let positions = client.openDocument("x1️⃣\n", uri: uri)
    XCTAssertEqual(client.takeNotifications(PublishDiagnosticsNotification.self).map(\.diagnostics.count), [0])
    client.send(
      DidChangeTextDocumentNotification(
        textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2),
        contentChanges: [TextDocumentContentChangeEvent(range: positions.range("1️⃣", "1️⃣"), text: " TODO")]))
    let published = client.takeNotifications(PublishDiagnosticsNotification.self)
    XCTAssertEqual(published.map(\.version), [2])
    XCTAssertEqual(
      published.first?.diagnostics.map(\.range),
      [LSPRange(start: Position(line: 0, character: 2), end: Position(line: 0, character: 6))])
  }

  func testPullDiagnosticsAndNoPushForPullClients() {
    let client = TestClient.initialized(
      capabilities: .with(positionEncodings: ["utf-16"], pullDiagnostics: true), analyzer: FakeAnalyzer().analyze)
    client.openDocument("TODO", uri: uri)
    XCTAssertEqual(client.takeMessages(), [])
    let report = client.send(DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: uri)))
    XCTAssertEqual(
      try report.get().json,
      [
        "kind": "full",
        "items": [
          [
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 4]],
            "severity": 2, "code": "no-todo",
            "source": "interop-lsp", "message": "A TODO is left",
          ]
        ],
      ])
    XCTAssertEqual(
      try client.send(DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: "file:///other"))).get(),
      DocumentDiagnosticReport(items: []))
  }

  func testConfigurationReachesTheAnalyzer() {
    let analyzer = FakeAnalyzer()
    let client = TestClient.initialized(initializationOptions: ["rules": ["no-todo": false]], analyzer: analyzer.analyze)
    client.openDocument("a", uri: uri)
    client.send(DidChangeConfigurationNotification(settings: ["interop-lsp": ["severity": "error"]]))
    let inputs = analyzer.inputs.withLock { $0 }
    XCTAssertEqual(inputs.map(\.uri), [uri, uri])
    XCTAssertEqual(inputs.map(\.text.string), ["a", "a"])
    XCTAssertEqual(
      inputs.map(\.clientConfiguration),
      [
        ClientConfiguration(initializationOptions: ["rules": ["no-todo": false]], settings: nil),
        ClientConfiguration(
          initializationOptions: ["rules": ["no-todo": false]], settings: ["interop-lsp": ["severity": "error"]]),
      ])
    // A configuration change republishes every open document.
    XCTAssertEqual(client.takeNotifications(PublishDiagnosticsNotification.self).map(\.version), [1, 1])
  }

  func testTheRealAnalysisFindsNothingInPlainCode() {
    let client = TestClient.initialized()
    client.openDocument("let todo = 1\n", uri: uri)
    XCTAssertEqual(client.takeNotifications(PublishDiagnosticsNotification.self).map(\.diagnostics), [[]])
  }

  func testEditsReceivedTogetherArePublishedOnceForTheLastVersion() {
    let analyzer = FakeAnalyzer()
    let client = TestClient.initialized(analyzer: analyzer.analyze)
    let positions = client.openDocument("x1️⃣\n", uri: uri)
    XCTAssertEqual(client.takeNotifications(PublishDiagnosticsNotification.self).map(\.version), [1])
    let edits = (2...4).map { version in
      Message.notification(
        method: DidChangeTextDocumentNotification.method,
        params: DidChangeTextDocumentNotification(
          textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version),
          contentChanges: [TextDocumentContentChangeEvent(range: positions.range("1️⃣", "1️⃣"), text: "T")]
        ).json)
    }
    client.sendRaw(edits.flatMap(\.framed))
    XCTAssertEqual(client.takeNotifications(PublishDiagnosticsNotification.self).map(\.version), [4])
    XCTAssertEqual(analyzer.inputs.withLock { $0.map(\.text.string) }, ["x\n", "xTTT\n"])
  }
}
