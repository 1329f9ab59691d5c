import InteropLSP
import InteropTestSupport
import Protocol
import XCTest

final class ServerLifecycleTests: XCTestCase {
  private func initialize(_ client: TestClient, encodings: [String]?) -> Result<InitializeResult, ResponseError> {
    client.send(InitializeRequest(InitializeParams(capabilities: .with(positionEncodings: encodings))))
  }

  func testInitializeAnswersCapabilitiesAndServerInfoExactly() {
    let client = TestClient()
    let id = client.makeID()
    client.send(.request(id: id, method: "initialize", params: ["processId": nil, "capabilities": [:]]))
    XCTAssertEqual(
      client.response(to: id),
      .result([
        "capabilities": [
          "positionEncoding": "utf-16",
          "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
          "diagnosticProvider": ["interFileDependencies": true, "workspaceDiagnostics": true],
          "definitionProvider": true,
          "workspaceSymbolProvider": true,
          "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
          "documentSymbolProvider": true,
          "hoverProvider": true,
          "codeActionProvider": true,
          "completionProvider": ["resolveProvider": false],
          "inlayHintProvider": true,
          "codeLensProvider": ["resolveProvider": false],
          "executeCommandProvider": ["commands": ["interop-lsp.showChecklist"]],
        ],
        "serverInfo": ["name": "interop-lsp", "version": .string(ServerVersion.version)],
      ]))
    XCTAssertEqual(client.server.state, .running)
  }

  func testPositionEncodingIsUTF16UnlessTheClientOffersUTF8() throws {
    let cases: [([String]?, PositionEncodingKind)] = [
      (nil, .utf16), (["utf-16"], .utf16), (["utf-32"], .utf16), (["utf-32", "utf-8", "utf-16"], .utf8),
      (["utf-8"], .utf8),
    ]
    for (offered, expected) in cases {
      let client = TestClient()
      let result = try initialize(client, encodings: offered).get()
      XCTAssertEqual(result.capabilities.positionEncoding, expected, "\(String(describing: offered))")
      XCTAssertEqual(client.server.positionEncoding, expected)
    }
  }

  func testRequestBeforeInitializeIsServerNotInitializedAndNotificationsAreDropped() throws {
    let client = TestClient()
    client.send(DidOpenTextDocumentNotification(textDocument: TextDocumentItem(uri: "file:///a", version: 1, text: "")))
    XCTAssertEqual(
      client.sendRequest(method: "textDocument/diagnostic", params: ["textDocument": ["uri": "file:///a"]]),
      .error(ResponseError(code: -32002, message: "Server not initialized: send 'initialize' first")))
    XCTAssertEqual(client.takeMessages().count, 1)
    XCTAssertNoThrow(try initialize(client, encodings: nil).get())
    XCTAssertNil(client.server.documents["file:///a"])
  }

  func testSecondInitializeIsAnError() {
    let client = TestClient.initialized()
    XCTAssertEqual(
      client.sendRequest(method: "initialize", params: ["capabilities": [:]]),
      .error(ResponseError(code: -32600, message: "Server is already initialized")))
    XCTAssertEqual(client.server.state, .running)
  }

  func testShutdownAnswersANullResultWrittenOut() {
    let client = TestClient.initialized()
    let before = client.rawOutput.count
    client.send(.request(id: .number(42), method: "shutdown", params: nil))
    XCTAssertEqual(
      String(decoding: client.rawOutput[before...], as: UTF8.self),
      "Content-Length: 39\r\n\r\n{\"id\":42,\"jsonrpc\":\"2.0\",\"result\":null}")
    XCTAssertEqual(client.server.state, .shutDown)
  }

  func testRequestsAfterShutdownAreInvalidRequestAndExitGivesZero() {
    let client = TestClient.initialized()
    XCTAssertEqual(client.sendRequest(method: "shutdown", params: nil), .result(nil))
    XCTAssertEqual(
      client.sendRequest(method: "textDocument/hover", params: [:]),
      .error(ResponseError(code: -32600, message: "Server is shutting down; only 'exit' is accepted")))
    XCTAssertEqual(
      client.sendRequest(method: "shutdown", params: nil),
      .error(ResponseError(code: -32600, message: "Server is shutting down; only 'exit' is accepted")))
    XCTAssertNil(client.server.exitCode)
    client.send(ExitNotification())
    XCTAssertEqual(client.server.exitCode, 0)
  }

  func testExitWithoutShutdownGivesOne() {
    let client = TestClient.initialized()
    client.send(ExitNotification())
    XCTAssertEqual(client.server.exitCode, 1)
    // Nothing is handled after exit.
    XCTAssertEqual(client.sendRequest(method: "shutdown", params: nil), .error(ResponseError(code: -32603, message: "TestClient: no response to 2")))
  }

  func testExitBeforeInitializeGivesOne() {
    let client = TestClient()
    client.send(ExitNotification())
    XCTAssertEqual(client.server.exitCode, 1)
  }

  func testEndOfInputExitsWithOneOrZeroAfterShutdown() {
    let running = TestClient.initialized()
    running.closeInput()
    XCTAssertEqual(running.server.exitCode, 1)
    let shutDown = TestClient.initialized()
    shutDown.send(ShutdownRequest())
    shutDown.closeInput()
    XCTAssertEqual(shutDown.server.exitCode, 0)
  }

  func testUnknownRequestIsMethodNotFound() {
    let client = TestClient.initialized()
    XCTAssertEqual(
      client.sendRequest(method: "interop/unknown", params: ["x": 1]),
      .error(ResponseError(code: -32601, message: "Unhandled method interop/unknown")))
    XCTAssertEqual(
      client.sendRequest(method: "$/unknown", params: nil),
      .error(ResponseError(code: -32601, message: "Unhandled method $/unknown")))
  }

  func testUnknownNotificationsAreIgnoredIncludingDollarPrefixed() {
    let client = TestClient.initialized()
    client.send(.notification(method: "interop/unknown", params: ["x": 1]))
    client.send(.notification(method: "$/setTrace", params: ["value": "off"]))
    client.send(.notification(method: "$/progress", params: nil))
    XCTAssertEqual(client.takeMessages(), [])
  }

  func testBadParamsAreInvalidParams() {
    let client = TestClient.initialized()
    XCTAssertEqual(
      client.sendRequest(method: "textDocument/diagnostic", params: ["textDocument": [:]]),
      .error(
        ResponseError(code: -32602, message: "Invalid params for textDocument/diagnostic: textDocument: missing 'uri'")))
    XCTAssertEqual(
      client.sendRequest(method: "textDocument/diagnostic", params: [1, 2]),
      .error(
        ResponseError(
          code: -32602,
          message: "Invalid params for textDocument/diagnostic: expected an object containing 'textDocument'")))
  }

  func testBadNotificationParamsAreLoggedNotAnswered() {
    let client = TestClient.initialized()
    client.send(.notification(method: "textDocument/didOpen", params: ["textDocument": ["uri": 3]]))
    XCTAssertEqual(
      client.takeMessages(),
      [
        .notification(
          method: "window/logMessage",
          params: ["type": 2, "message": "textDocument/didOpen: invalid params ignored: textDocument: 'uri' must be a string"])
      ])
  }

  func testCancelAnswersAQueuedRequestWithRequestCancelledAndIgnoresUnknownIDs() {
    let client = TestClient.initialized()
    let request = Message.request(id: .number(90), method: "textDocument/diagnostic", params: ["textDocument": ["uri": "file:///x"]])
    let cancel = Message.notification(method: "$/cancelRequest", params: ["id": 90])
    client.sendRaw(request.framed + cancel.framed)
    XCTAssertEqual(
      client.takeMessages(),
      [.response(id: .number(90), body: .error(ResponseError(code: -32800, message: "Request cancelled")))])
    // Already answered or never sent: ignored.
    client.send(cancel)
    client.send(CancelRequestNotification(id: .string("nope")))
    XCTAssertEqual(client.takeMessages(), [])
  }

  func testInvalidJSONIsParseErrorWithNullID() {
    let client = TestClient.initialized()
    client.sendRaw(FrameWriter.frame(Array(#"{"jsonrpc":"2.0","id":1,"#.utf8)))
    XCTAssertEqual(
      client.takeMessages(),
      [.response(id: nil, body: .error(ResponseError(code: -32700, message: "Parse error: expected a string key at byte 24")))])
  }

  func testNonRequestJSONIsInvalidRequest() {
    let client = TestClient.initialized()
    client.sendRaw(FrameWriter.frame(Array("[1,2,3]".utf8)))
    client.sendRaw(FrameWriter.frame(Array(#"{"id":5,"hello":"world"}"#.utf8)))
    XCTAssertEqual(
      client.takeMessages(),
      [
        .response(id: nil, body: .error(ResponseError(code: -32600, message: "a JSON-RPC message must be an object"))),
        .response(id: .number(5), body: .error(ResponseError(code: -32600, message: "\"jsonrpc\" must be \"2.0\""))),
      ])
  }

  func testMalformedFramingIsLoggedAndTheServerKeepsServing() {
    let client = TestClient.initialized()
    let request = Message.request(id: .number(7), method: "textDocument/diagnostic", params: ["textDocument": ["uri": "file:///x"]])
    client.sendRaw(Array("Content-Length: abc\r\n\r\n".utf8) + request.framed)
    XCTAssertEqual(client.takeMessages(), [.response(id: .number(7), body: .result(["kind": "full", "items": []]))])
    XCTAssert(client.logs.lines.contains("interop-lsp: warning: malformed framing: Content-Length is not a number: \"abc\"; waiting for the next header"))
  }

  func testOverstatedLengthThatSwallowsTheNextHeaderIsRecovered() {
    let client = TestClient.initialized()
    let first = JSONWriter.encode(Message.request(id: .number(1), method: "shutdown", params: nil).json)
    let second = Message.request(id: .number(2), method: "textDocument/diagnostic", params: ["textDocument": ["uri": "file:///x"]])
    client.sendRaw(Array("Content-Length: \(first.count + 12)\r\n\r\n".utf8) + first)
    XCTAssertEqual(client.takeMessages(), [])
    client.sendRaw(second.framed)
    XCTAssertEqual(
      client.takeMessages(),
      [
        .response(id: nil, body: .error(ResponseError(code: -32700, message: "Parse error: unexpected data after the JSON value at byte 44"))),
        .response(id: .number(2), body: .result(["kind": "full", "items": []])),
      ])
    XCTAssertEqual(client.server.state, .running)
  }

  func testWholeSessionDeliveredOneByteAtATime() {
    let client = TestClient()
    let bytes =
      Message.request(id: .number(1), method: "initialize", params: ["capabilities": [:]]).framed
      + Message.notification(method: "initialized", params: [:]).framed
      + Message.request(id: .number(2), method: "shutdown", params: nil).framed
      + Message.notification(method: "exit", params: nil).framed
    for byte in bytes { client.sendRaw([byte]) }
    XCTAssertEqual(client.response(to: .number(2)), .result(nil))
    XCTAssertEqual(client.server.exitCode, 0)
  }

  func testLogMessagesCarryOnlyTypeAndMessage() {
    let client = TestClient.initialized()
    client.send(
      DidChangeTextDocumentNotification(
        textDocument: VersionedTextDocumentIdentifier(uri: "file:///never-opened.swift", version: 2),
        contentChanges: [TextDocumentContentChangeEvent(text: "x")]))
    XCTAssertEqual(
      client.logMessages,
      [["type": 2, "message": "didChange for file:///never-opened.swift, which is not open; ignored"]])
  }
}
