import Protocol
import XCTest

final class MessageTests: XCTestCase {
  private func decode(_ text: String) throws -> Result<Message, Message.Invalid> {
    Message.decode(try JSONParser.parse(text))
  }

  func testRequestsNotificationsAndResponses() throws {
    XCTAssertEqual(
      try decode(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#),
      .success(.request(id: .number(7), method: "shutdown", params: nil)))
    XCTAssertEqual(
      try decode(#"{"jsonrpc":"2.0","id":"a","method":"m","params":[1]}"#),
      .success(.request(id: .string("a"), method: "m", params: [1])))
    XCTAssertEqual(
      try decode(#"{"jsonrpc":"2.0","method":"exit","params":null}"#),
      .success(.notification(method: "exit", params: nil)))
    XCTAssertEqual(
      try decode(#"{"jsonrpc":"2.0","id":1,"result":null}"#),
      .success(.response(id: .number(1), body: .result(nil))))
  }

  func testInvalidMessagesAreInvalidRequestWithTheIdWhenReadable() throws {
    let cases: [(String, RequestID?, String)] = [
      ("[1,2,3]", nil, "a JSON-RPC message must be an object"),
      (#"{"id":3,"hello":"world"}"#, .number(3), "\"jsonrpc\" must be \"2.0\""),
      (#"{"jsonrpc":"1.0","id":3,"method":"m"}"#, .number(3), "\"jsonrpc\" must be \"2.0\""),
      (#"{"jsonrpc":"2.0","id":{},"method":"m"}"#, nil, "id must be a number or a string"),
      (#"{"jsonrpc":"2.0","id":4,"method":5}"#, .number(4), "method must be a string"),
      (#"{"jsonrpc":"2.0","id":5,"method":"m","params":"x"}"#, .number(5), "params must be an object or an array"),
      (#"{"jsonrpc":"2.0","id":null,"method":"m"}"#, nil, "a request id must not be null"),
      (#"{"jsonrpc":"2.0","id":6,"result":1,"error":{"code":1,"message":""}}"#, .number(6),
       "not a request, notification or response"),
    ]
    for (text, id, message) in cases {
      XCTAssertEqual(
        try decode(text), .failure(Message.Invalid(id: id, error: ResponseError(.invalidRequest, message))), text)
    }
  }

  func testResponsesAreResultOrErrorNeverBoth() {
    let result = Message.response(id: .number(1), body: .result(nil))
    XCTAssertEqual(result.json.description, #"{"id":1,"jsonrpc":"2.0","result":null}"#)
    let error = Message.response(id: nil, body: .error(ResponseError(.parseError, "bad")))
    XCTAssertEqual(error.json.description, #"{"error":{"code":-32700,"message":"bad"},"id":null,"jsonrpc":"2.0"}"#)
  }

  func testErrorCodes() {
    XCTAssertEqual(
      ErrorCode.allCases.map(\.rawValue),
      [-32700, -32600, -32601, -32602, -32603, -32002, -32001, -32803, -32802, -32801, -32800])
  }

  func testRegistryHasNoDuplicateMethods() {
    let methods = MessageRegistry.requests.map { $0.method } + MessageRegistry.notifications.map { $0.method }
    XCTAssertEqual(methods.count, Set(methods).count)
  }
}

final class LSPTypeCodingTests: XCTestCase {
  private func checkRoundTrip<T: JSONConvertible & Equatable>(_ value: T, _ json: String) throws {
    XCTAssertEqual(value.json.description, json)
    XCTAssertEqual(try T(json: try JSONParser.parse(json)), value)
  }

  func testDiagnosticWithEveryField() throws {
    let range = LSPRange(start: Position(line: 1, character: 2), end: Position(line: 1, character: 5))
    let diagnostic = Diagnostic(
      range: range, severity: .warning, code: .string("view-created-in-update"),
      codeDescriptionHref: "https://example.invalid/rules/view-created-in-update", source: "interop-lsp",
      message: "m", tags: [.unnecessary],
      relatedInformation: [
        DiagnosticRelatedInformation(location: Location(uri: "file:///a.swift", range: range), message: "here")
      ])
    try checkRoundTrip(
      diagnostic,
      #"{"code":"view-created-in-update","codeDescription":{"href":"https://example.invalid/rules/view-created-in-update"},"message":"m","range":{"end":{"character":5,"line":1},"start":{"character":2,"line":1}},"relatedInformation":[{"location":{"range":{"end":{"character":5,"line":1},"start":{"character":2,"line":1}},"uri":"file:///a.swift"},"message":"here"}],"severity":2,"source":"interop-lsp","tags":[1]}"#
    )
  }

  /// The streamed publish frame is the generic encoding's bytes: with and without a version, no diagnostics, one,
  /// several, and text that needs escaping (quotes, control characters, non-ASCII) in the URI and the messages.
  func testStreamedPublishEqualsTheGenericFrame() {
    let range = LSPRange(start: Position(line: 3, character: 0), end: Position(line: 3, character: 9))
    let full = Diagnostic(
      range: range, severity: .information, code: .string("not-analysed"), codeDescriptionHref: "https://x.invalid/r",
      source: "interop-lsp", message: "Grüße \"quoted\"\n\u{01}😀", tags: [.deprecated],
      relatedInformation: [DiagnosticRelatedInformation(location: Location(uri: "file:///b.swift", range: range), message: "r")])
    let plain = Diagnostic(range: range, message: "m")
    for notification in [
      PublishDiagnosticsNotification(uri: "file:///a.swift", version: 7, diagnostics: [full, plain, full]),
      PublishDiagnosticsNotification(uri: "file:///tmp/%C3%A9 \"x\".swift", version: nil, diagnostics: [plain]),
      PublishDiagnosticsNotification(uri: "file:///a.swift", version: -1, diagnostics: []),
      PublishDiagnosticsNotification(uri: "", version: nil, diagnostics: []),
    ] {
      let generic = Message.notification(method: PublishDiagnosticsNotification.method, params: notification.json).framed
      XCTAssertEqual(String(decoding: notification.framed, as: UTF8.self), String(decoding: generic, as: UTF8.self))
    }
  }

  func testContentChangeEvents() throws {
    try checkRoundTrip(TextDocumentContentChangeEvent(text: "all"), #"{"text":"all"}"#)
    try checkRoundTrip(
      TextDocumentContentChangeEvent(
        range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 1)), text: "x"),
      #"{"range":{"end":{"character":1,"line":0},"start":{"character":0,"line":0}},"text":"x"}"#)
  }

  func testLogMessageHasOnlyTypeAndMessage() throws {
    try checkRoundTrip(LogMessageNotification(type: .warning, message: "w"), #"{"message":"w","type":2}"#)
  }

  func testMissingFieldsAreReportedByName() {
    XCTAssertThrowsError(try DidOpenTextDocumentNotification(json: ["textDocument": ["uri": "u"]])) { error in
      XCTAssertEqual(error as? ParamsError, ParamsError("textDocument: missing 'text'"))
    }
    XCTAssertThrowsError(try Position(json: ["line": 1, "character": "x"])) { error in
      XCTAssertEqual(error as? ParamsError, ParamsError("'character' must be an integer"))
    }
  }
}
