import InteropAnalysis
import InteropLSP
import InteropTestSupport
import Protocol
import SwiftLiteParser
import XCTest

/// Issue 20: replies are not held back, broken input costs linear time, `exit` as a request exits.
final class ServerStreamTests: XCTestCase {
  private func initialize(id: Int) -> [UInt8] {
    Message.request(id: .number(id), method: "initialize", params: ["capabilities": [:]]).framed
  }

  func testEachFrameIsWrittenAsSoonAsItsMessageIsHandled() {
    // One chunk: initialize, initialized, didOpen, a pull-diagnostics request, shutdown, exit. When the
    // analyzer runs for the request, the initialize answer must already be written.
    let writtenBeforeAnalysis = Locked<[Int]>([])
    let frames = Locked<[[UInt8]]>([])
    var chunk = initialize(id: 1)
    chunk += Message.notification(method: "initialized", params: [:]).framed
    chunk += Message.notification(method: "textDocument/didOpen", params: [
      "textDocument": ["uri": "file:///t/A.swift", "languageId": "swift", "version": 1, "text": "let a = 1\n"],
    ]).framed
    chunk += Message.request(id: .number(2), method: "textDocument/diagnostic", params: [
      "textDocument": ["uri": "file:///t/A.swift"],
    ]).framed
    chunk += Message.request(id: .number(3), method: "shutdown", params: nil).framed
    chunk += Message.notification(method: "exit", params: nil).framed
    var chunks = [chunk]
    let code = StdioServer.serve(
      logger: .silent,
      analyzer: { _ in
        writtenBeforeAnalysis.withLock { $0.append(frames.withLock { $0.count }) }
        return []
      },
      read: { chunks.isEmpty ? [] : chunks.removeFirst() },
      write: { frame in
        frames.withLock { $0.append(frame) }
        return true
      })
    XCTAssertEqual(code, 0)
    XCTAssertEqual(writtenBeforeAnalysis.withLock { $0 }, [1])
    XCTAssertEqual(frames.withLock { $0.count }, 4, "initialize, publish, diagnostic, shutdown")
  }

  func testAClosedOutputStopsTheServerBeforeTheRestOfTheChunk() {
    var chunk: [UInt8] = initialize(id: 1)
    for id in 2...50 { chunk += Message.request(id: .number(id), method: "shutdown", params: nil).framed }
    var chunks = [chunk, chunk]
    let writes = Locked(0)
    let code = StdioServer.serve(
      logger: .silent, read: { chunks.isEmpty ? [] : chunks.removeFirst() },
      write: { _ in
        writes.withLock { $0 += 1 }
        return false
      })
    XCTAssertEqual(code, 1)
    XCTAssertEqual(writes.withLock { $0 }, 1)
    XCTAssertEqual(chunks.count, 1, "nothing more is read once stdout is gone")
  }

  func testExitSentAsARequestAfterShutdownIsAnsweredAndExitsWithZero() {
    let client = TestClient.initialized()
    _ = client.sendRequest(method: "shutdown", params: nil)
    let body = client.sendRequest(method: "exit", params: nil)
    XCTAssertEqual(body, .result(.null))
    XCTAssertEqual(client.server.exitCode, 0)
    XCTAssertTrue(client.logs.lines.contains { $0.contains("'exit' was sent as a request") }, "\(client.logs.lines)")
  }

  func testExitSentAsARequestWithoutShutdownExitsWithOne() {
    let client = TestClient.initialized()
    XCTAssertEqual(client.sendRequest(method: "exit", params: nil), .result(.null))
    XCTAssertEqual(client.server.exitCode, 1)
    let before = TestClient()
    XCTAssertEqual(before.sendRequest(method: "exit", params: [:]), .result(.null))
    XCTAssertEqual(before.server.exitCode, 1)
  }

  func testNestedBrokenMessagesAreEachReportedAndTheFrameBehindThemIsAnswered() throws {
    // 2,000 levels, each body opening with `{` and hiding the next header; the innermost is `{}`.
    var text = "{}"
    var header = "Content-Length: 2\r\n\r\n"
    for _ in 0..<2_000 {
      text = header + text
      text = "{" + text
      header = "Content-Length: \(text.utf8.count)\r\n\r\n"
    }
    let client = TestClient.initialized()
    client.sendRaw(Array((header + text).utf8))
    let parseErrors = client.takeMessages().filter {
      if case .response(nil, .error(let error)) = $0 { return error.code == -32700 }
      return false
    }
    XCTAssertEqual(parseErrors.count, 2_000)
    XCTAssertEqual(client.sendRequest(method: "shutdown", params: nil), .result(.null))
    XCTAssertEqual(client.undecodable, [])
  }
}

final class WatchedFilesTests: XCTestCase {
  func testAChangedManifestOnDiskRepublishesTheOpenDocuments() {
    let client = TestClient.initialized()
    client.openDocument("let a = 1\n", uri: "file:///tmp/watched/A.swift")
    _ = client.takeMessages()
    client.send(DidChangeWatchedFilesNotification(uris: ["file:///tmp/watched/README.md"]))
    XCTAssertEqual(client.takeNotifications(PublishDiagnosticsNotification.self).count, 0)
    client.send(DidChangeWatchedFilesNotification(uris: ["file:///tmp/watched/Package.swift"]))
    XCTAssertEqual(client.takeNotifications(PublishDiagnosticsNotification.self).map(\.uri), ["file:///tmp/watched/A.swift"])
  }
}

final class SizeLimitTests: XCTestCase {
  func testADocumentOverTheLimitGetsOneInformationDiagnosticAndNoTree() throws {
    let client = TestClient.initialized()
    let line = "private struct Gauge: UIViewRepresentable { func makeUIView(context: Context) -> UIView { UIView() } }\n"
    let big = String(repeating: line, count: SizeLimit.maximumDocumentBytes / line.utf8.count + 1)
    XCTAssertGreaterThan(big.utf8.count, SizeLimit.maximumDocumentBytes)
    client.send(
      DidOpenTextDocumentNotification(
        textDocument: TextDocumentItem(uri: "file:///t/Big.swift", languageId: "swift", version: 1, text: big)))
    let published = try XCTUnwrap(client.takeNotifications(PublishDiagnosticsNotification.self).last)
    XCTAssertEqual(published.diagnostics.map(\.message), ["Not analysed: the document is 8.0 MB, over the 8 MB limit."])
    XCTAssertEqual(published.diagnostics.map(\.severity), [.information])
    XCTAssertEqual(published.diagnostics.map(\.code), [.string("document-too-large")])
    XCTAssertEqual(client.server.documents["file:///t/Big.swift"]?.isTooLarge, true)
    XCTAssertEqual(
      client.server.documents["file:///t/Big.swift"]?.tree.root.children.count,
      SyntaxTree.parse(SourceText("")).root.children.count, "not parsed")
    // Cut below the limit: parsed and analysed again (a finding per wrapper line would be many; keep one).
    let end = Position(line: 1 + SizeLimit.maximumDocumentBytes / line.utf8.count, character: 0)
    client.send(
      DidChangeTextDocumentNotification(
        textDocument: VersionedTextDocumentIdentifier(uri: "file:///t/Big.swift", version: 2),
        contentChanges: [TextDocumentContentChangeEvent(range: LSPRange(start: Position(line: 1, character: 0), end: end), text: "")]))
    let after = try XCTUnwrap(client.takeNotifications(PublishDiagnosticsNotification.self).last)
    XCTAssertEqual(after.diagnostics.map(\.code), [.string("missing-requirement")])
  }
}
