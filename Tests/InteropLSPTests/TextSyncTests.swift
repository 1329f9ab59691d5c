import InteropLSP
import InteropTestSupport
import Protocol
import SwiftLiteParser
import XCTest

final class TextSyncTests: XCTestCase {
  private let uri = "file:///test/Test.swift"

  private func change(
    _ client: TestClient, version: Int, _ changes: [TextDocumentContentChangeEvent]
  ) {
    client.send(
      DidChangeTextDocumentNotification(
        textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version), contentChanges: changes))
  }

  private func text(_ client: TestClient) -> String? {
    client.server.documents[uri]?.text.string
  }

  func testOpenPublishesAnEmptyListWithTheVersion() {
    let client = TestClient.initialized()
    client.openDocument("struct A {}\n", uri: uri, version: 3)
    XCTAssertEqual(
      client.takeNotifications(PublishDiagnosticsNotification.self),
      [PublishDiagnosticsNotification(uri: uri, version: 3, diagnostics: [])])
  }

  func testIncrementalChangeAfterEmojiUsesUTF16Columns() {
    let client = TestClient.initialized()
    let positions = client.openDocument("let s = \"😀\"; let 1️⃣old2️⃣ = 1\n", uri: uri)
    XCTAssertEqual(positions["1️⃣"], Position(line: 0, character: 18))
    change(client, version: 2, [TextDocumentContentChangeEvent(range: positions.range("1️⃣", "2️⃣"), text: "new")])
    XCTAssertEqual(text(client), "let s = \"😀\"; let new = 1\n")
    XCTAssertEqual(client.server.documents[uri]?.version, 2)
    XCTAssertEqual(
      client.takeNotifications(PublishDiagnosticsNotification.self).last,
      PublishDiagnosticsNotification(uri: uri, version: 2, diagnostics: []))
  }

  func testUTF8ColumnsWhenNegotiated() {
    let client = TestClient.initialized(capabilities: .with(positionEncodings: ["utf-8", "utf-16"]))
    let positions = client.openDocument("let é = \"😀\"1️⃣\n", uri: uri)
    XCTAssertEqual(positions["1️⃣"], Position(line: 0, character: 15))
    change(client, version: 2, [TextDocumentContentChangeEvent(range: positions.range("1️⃣", "1️⃣"), text: "!")])
    XCTAssertEqual(text(client), "let é = \"😀\"!\n")
  }

  func testSeveralChangesApplyInOrder() {
    let client = TestClient.initialized()
    client.openDocument("abc\ndef\n", uri: uri)
    let first = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 3))
    // The second range refers to the text after the first change ("x\ndef\n").
    let second = LSPRange(start: Position(line: 0, character: 1), end: Position(line: 1, character: 1))
    change(
      client, version: 2,
      [
        TextDocumentContentChangeEvent(range: first, text: "x"),
        TextDocumentContentChangeEvent(range: second, text: "-"),
      ])
    XCTAssertEqual(text(client), "x-ef\n")
  }

  func testFullTextChangeReplacesEverything() {
    let client = TestClient.initialized()
    client.openDocument("old", uri: uri)
    change(client, version: 5, [TextDocumentContentChangeEvent(text: "brand\nnew")])
    XCTAssertEqual(text(client), "brand\nnew")
    XCTAssertEqual(client.server.documents[uri]?.lineIndex.lineCount, 2)
  }

  func testChangesAcrossCRLFAndLoneCRLines() {
    let client = TestClient.initialized()
    let positions = client.openDocument("a\r\nb1️⃣\rc\n2️⃣d", uri: uri)
    XCTAssertEqual(positions["1️⃣"], Position(line: 1, character: 1))
    XCTAssertEqual(positions["2️⃣"], Position(line: 3, character: 0))
    change(client, version: 2, [TextDocumentContentChangeEvent(range: positions.range("1️⃣", "2️⃣"), text: "|")])
    XCTAssertEqual(text(client), "a\r\nb|d")
  }

  func testRangesPastTheEndClamp() {
    let client = TestClient.initialized()
    client.openDocument("ab\ncd", uri: uri)
    let far = Position(line: 100, character: 5)
    change(client, version: 2, [TextDocumentContentChangeEvent(range: LSPRange(start: far, end: far), text: "X")])
    XCTAssertEqual(text(client), "ab\ncdX")
    let longLine = LSPRange(start: Position(line: 0, character: 99), end: Position(line: -1, character: -4))
    change(client, version: 3, [TextDocumentContentChangeEvent(range: longLine, text: "<")])
    XCTAssertEqual(text(client), "<\ncdX")
  }

  func testColumnInsideASurrogatePairClampsToTheCharacterStart() {
    let client = TestClient.initialized()
    client.openDocument("😀x", uri: uri)
    let inside = Position(line: 0, character: 1)
    change(client, version: 2, [TextDocumentContentChangeEvent(range: LSPRange(start: inside, end: inside), text: "|")])
    XCTAssertEqual(text(client), "|😀x")
  }

  func testChangeForAnUnopenedDocumentIsIgnoredWithALogLine() {
    let client = TestClient.initialized()
    change(client, version: 2, [TextDocumentContentChangeEvent(text: "x")])
    XCTAssertNil(client.server.documents[uri])
    XCTAssertEqual(client.takeNotifications(PublishDiagnosticsNotification.self), [])
    XCTAssert(
      client.logs.lines.contains("interop-lsp: warning: didChange for \(uri), which is not open; ignored"))
  }

  func testNonIncreasingVersionIsLoggedAndApplied() {
    let client = TestClient.initialized()
    client.openDocument("a", uri: uri, version: 4)
    change(client, version: 4, [TextDocumentContentChangeEvent(text: "b")])
    XCTAssertEqual(text(client), "b")
    XCTAssert(
      client.logs.lines.contains(
        "interop-lsp: info: didChange \(uri): version 4 does not increase on 4; applied anyway"))
  }

  func testInvalidUTF8IsRepairedAndReported() {
    let client = TestClient.initialized()
    let body =
      Array(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///test/Test.swift","languageId":"swift","version":1,"text":"a"#.utf8)
      + [0xFF, 0xC3, 0x28] + Array(#"b"}}}"#.utf8)
    client.sendRaw(FrameWriter.frame(body))
    XCTAssertEqual(text(client), "a\u{FFFD}\u{FFFD}(b")
    XCTAssertEqual(
      client.logMessages,
      [["type": 2, "message": "replaced 2 invalid UTF-8 sequence(s) with U+FFFD in an incoming message"]])
    XCTAssertEqual(
      client.takeNotifications(PublishDiagnosticsNotification.self),
      [PublishDiagnosticsNotification(uri: uri, version: 1, diagnostics: [])])
  }

  func testCloseForgetsTheDocumentAndClearsItsDiagnostics() {
    let client = TestClient.initialized()
    client.openDocument("a", uri: uri)
    _ = client.takeMessages()
    client.send(DidCloseTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: uri)))
    XCTAssertNil(client.server.documents[uri])
    XCTAssertEqual(
      client.takeNotifications(PublishDiagnosticsNotification.self),
      [PublishDiagnosticsNotification(uri: uri, version: nil, diagnostics: [])])
  }

  func testSaveChangesNothing() {
    let client = TestClient.initialized()
    client.openDocument("a", uri: uri)
    _ = client.takeMessages()
    client.send(DidSaveTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: uri)))
    XCTAssertEqual(client.takeMessages(), [])
    XCTAssertEqual(text(client), "a")
  }

  func testShutdownDropsDocuments() {
    let client = TestClient.initialized()
    client.openDocument("a", uri: uri)
    client.send(ShutdownRequest())
    XCTAssertEqual(client.server.documents.count, 0)
  }
}

/// LineIndex conversions as the server uses them (through `Conversions`), with marked positions.
final class ConversionTests: XCTestCase {
  func testOffsetsAndPositionsWithEmojiCJKAndCRLF() {
    let marked = MarkedSource("a😀1️⃣b\r\n漢字2️⃣x\r3️⃣y\n4️⃣")
    let index = LineIndex(Array(marked.text.utf8))
    let expected: [(String, Position, Position)] = [
      ("1️⃣", Position(line: 0, character: 3), Position(line: 0, character: 5)),
      ("2️⃣", Position(line: 1, character: 2), Position(line: 1, character: 6)),
      ("3️⃣", Position(line: 2, character: 0), Position(line: 2, character: 0)),
      ("4️⃣", Position(line: 3, character: 0), Position(line: 3, character: 0)),
    ]
    for (marker, utf16, utf8) in expected {
      XCTAssertEqual(Conversions.position(marked[marker], in: index, encoding: .utf16), utf16, marker)
      XCTAssertEqual(Conversions.position(marked[marker], in: index, encoding: .utf8), utf8, marker)
      XCTAssertEqual(Conversions.offset(utf16, in: index, encoding: .utf16), marked[marker], marker)
      XCTAssertEqual(Conversions.offset(utf8, in: index, encoding: .utf8), marked[marker], marker)
    }
  }

  func testReversedAndOutOfRangeRangesAreOrderedAndClamped() {
    let index = LineIndex(Array("ab\ncd".utf8))
    let reversed = LSPRange(start: Position(line: 1, character: 1), end: Position(line: 0, character: 1))
    XCTAssertEqual(Conversions.byteRange(reversed, in: index, encoding: .utf16), 1..<4)
    let outside = LSPRange(start: Position(line: -3, character: -3), end: Position(line: 9, character: 9))
    XCTAssertEqual(Conversions.byteRange(outside, in: index, encoding: .utf16), 0..<5)
  }
}
