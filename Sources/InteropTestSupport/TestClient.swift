import InteropAnalysis
import InteropLSP
import Protocol
import SwiftLiteParser

/// Collects log lines from the server under test (the logger's sink must be Sendable).
public final class LogCollector: Sendable {
  private let storage = Locked<[String]>([])

  public init() {}

  public func append(_ line: String) {
    storage.withLock { $0.append(line) }
  }

  public var lines: [String] { storage.withLock { $0 } }
}

/// An in-memory LSP client: drives a `LanguageServer` in the same process with typed messages and reads
/// back what it sent, decoded. The server is synchronous, so every send returns after the server has
/// handled it and written its answers; nothing here waits or sleeps.
public final class TestClient {
  public let server: LanguageServer
  public let logs = LogCollector()
  /// Every message the server sent, in order.
  public private(set) var received: [Message] = []
  /// Frames the client could not decode (a server bug if ever non-empty).
  public private(set) var undecodable: [String] = []
  /// The raw bytes the server wrote, in order (for exact-bytes assertions).
  public private(set) var rawOutput: [UInt8] = []
  private var reader = FrameReader()
  private var nextID = 1
  private var consumed = 0

  package init(
    analyzer: LanguageServer.Analyzer? = nil,
    hoverProvider: @escaping LanguageServer.HoverProvider = LanguageServer.standardHover
  ) {
    let box = OutputBox()
    let logs = self.logs
    self.server = LanguageServer(
      logger: Logger(level: .debug) { logs.append($0) }, analyzer: analyzer, hoverProvider: hoverProvider,
      output: { box.frames.append($0) })
    self.box = box
  }

  private let box: OutputBox

  /// A client that has already sent `initialize` (with `capabilities` and `initializationOptions`) and
  /// `initialized`. The initialize response and anything before it are consumed.
  package static func initialized(
    capabilities: ClientCapabilities = .with(positionEncodings: ["utf-16"]),
    initializationOptions: JSONValue? = nil,
    analyzer: LanguageServer.Analyzer? = nil,
    hoverProvider: @escaping LanguageServer.HoverProvider = LanguageServer.standardHover
  ) -> TestClient {
    let client = TestClient(analyzer: analyzer, hoverProvider: hoverProvider)
    _ = client.send(
      InitializeRequest(
        InitializeParams(
          processId: nil, clientInfo: ClientInfo(name: "TestClient", version: "1"),
          capabilities: capabilities, initializationOptions: initializationOptions)))
    client.send(InitializedNotification())
    _ = client.takeMessages()
    return client
  }

  // MARK: Sending

  /// Feeds raw bytes to the server (framing tests).
  public func sendRaw(_ bytes: [UInt8]) {
    server.receive(bytes)
    collect()
  }

  /// Frames and sends one message.
  public func send(_ message: Message) {
    sendRaw(message.framed)
  }

  /// Sends a typed request and returns its decoded response.
  @discardableResult
  public func send<R: LSPRequest>(_ request: R) -> Result<R.Response, ResponseError> {
    switch sendRequest(method: R.method, params: request.json) {
    case .result(let json):
      do {
        return .success(try R.Response(json: json))
      } catch {
        return .failure(ResponseError(.internalError, "TestClient could not decode the result: \(error.message)"))
      }
    case .error(let error):
      return .failure(error)
    }
  }

  /// Sends a request by method name (unknown methods, bad params) and returns the response body.
  public func sendRequest(method: String, params: JSONValue?) -> ResponseBody {
    let id = makeID()
    send(.request(id: id, method: method, params: params))
    return response(to: id) ?? .error(ResponseError(.internalError, "TestClient: no response to \(id)"))
  }

  public func send<N: LSPNotification>(_ notification: N) {
    send(.notification(method: N.method, params: notification.json))
  }

  public func makeID() -> RequestID {
    defer { nextID += 1 }
    return .number(nextID)
  }

  /// Ends the input, as when the client closes stdin.
  public func closeInput() {
    server.endOfInput()
    collect()
  }

  // MARK: Reading

  /// The response with `id` among everything received so far.
  public func response(to id: RequestID) -> ResponseBody? {
    for message in received {
      if case .response(let responseID, let body) = message, responseID == id { return body }
    }
    return nil
  }

  /// Messages received since the last call.
  public func takeMessages() -> [Message] {
    defer { consumed = received.count }
    return Array(received[min(consumed, received.count)...])
  }

  /// Notifications with `N.method` received since the last `take…` call, decoded.
  public func takeNotifications<N: LSPNotification>(_ type: N.Type) -> [N] {
    takeMessages().compactMap { message in
      guard case .notification(N.method, let params) = message, let params else { return nil }
      return try? N(json: params)
    }
  }

  /// The `window/logMessage` notifications received so far (all of them).
  public var logMessages: [JSONValue] {
    received.compactMap { message in
      guard case .notification(LogMessageNotification.method, let params) = message else { return nil }
      return params
    }
  }

  // MARK: Documents

  /// Opens a document whose text carries emoji position markers; returns the stripped text's positions.
  @discardableResult
  public func openDocument(
    _ markedText: String, uri: String = "file:///test/Test.swift", version: Int = 1, language: String = "swift"
  ) -> DocumentPositions {
    let marked = MarkedSource(markedText)
    send(
      DidOpenTextDocumentNotification(
        textDocument: TextDocumentItem(uri: uri, languageId: language, version: version, text: marked.text)))
    return DocumentPositions(marked, encoding: server.positionEncoding)
  }

  private func collect() {
    let frames = box.frames
    box.frames.removeAll()
    for frame in frames {
      rawOutput.append(contentsOf: frame)
      for event in reader.append(frame) {
        switch event {
        case .framingError(let problem):
          undecodable.append("framing: \(problem)")
        case .body(let body):
          do {
            switch Message.decode(try JSONParser.parse(body)) {
            case .success(let message): received.append(message)
            case .failure(let invalid): undecodable.append("message: \(invalid.error.message)")
            }
          } catch {
            undecodable.append("json: \(error)")
          }
        }
      }
    }
  }
}

private final class OutputBox {
  var frames: [[UInt8]] = []
}

/// Marker positions of a document opened from marked text, as LSP positions in the negotiated encoding.
public struct DocumentPositions: Sendable {
  public let marked: MarkedSource
  public let lineIndex: LineIndex
  public let encoding: PositionEncodingKind

  public init(_ marked: MarkedSource, encoding: PositionEncodingKind = .utf16) {
    self.marked = marked
    self.lineIndex = LineIndex(Array(marked.text.utf8))
    self.encoding = encoding
  }

  public var text: String { marked.text }

  /// The LSP position of an emoji marker (`"1️⃣"`).
  public subscript(marker: String) -> Position {
    position(ofOffset: marked[marker])
  }

  /// The range between two emoji markers.
  public func range(_ start: String, _ end: String) -> LSPRange {
    LSPRange(start: self[start], end: self[end])
  }

  /// The byte range of the `index`-th `↓ … ↑` pair.
  public func findingRange(_ index: Int = 0) -> Range<Int> {
    guard index < marked.findingStarts.count, index < marked.findingEnds.count else { return 0..<0 }
    let start = marked.findingStarts[index]
    return start..<max(start, marked.findingEnds[index])
  }

  public func position(ofOffset offset: Int) -> Position {
    Conversions.position(offset, in: lineIndex, encoding: encoding)
  }
}
