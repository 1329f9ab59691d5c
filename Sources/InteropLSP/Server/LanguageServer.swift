import InteropAnalysis
import Protocol
import SwiftLiteParser

/// Where the server is in the LSP lifecycle.
public enum LifecycleState: Sendable, Hashable {
  case uninitialized
  case running
  case shutDown
  case exited
}

/// The language server as a single ordered state machine: bytes in (`receive`), frames out (`send`).
///
/// Nothing here blocks or spawns work: every message is handled to completion, in arrival order, before
/// the next one is read (see ARCHITECTURE.md). The stdio loop and the in-memory test client both drive
/// this same type.
public final class LanguageServer {
  /// A stand-in for the analysis (tests only, through the package initializer).
  package typealias Analyzer = @Sendable (AnalysisInput) -> [Finding]

  public private(set) var state: LifecycleState = .uninitialized
  /// Set once the server must stop: 0 after `shutdown` + `exit`, 1 for `exit` without `shutdown` or EOF.
  public private(set) var exitCode: Int32?
  public private(set) var documents = DocumentStore()
  public private(set) var positionEncoding: PositionEncodingKind = .utf16
  public private(set) var clientCapabilities = ClientCapabilities()
  public private(set) var configuration = ClientConfiguration()

  let logger: Logger
  /// A stand-in analysis (tests); nil runs the real one, whose context is kept for hover.
  let analyzer: Analyzer?
  let hoverProvider: HoverProvider
  private let output: ([UInt8]) -> Void
  private var reader = FrameReader()
  /// The analysis of each open document's current version (findings, hover index).
  var analyses: [String: DocumentAnalysis] = [:]
  /// The analysis context `updateDirtySummaries` built for a document version's workspace summary, kept until the
  /// analysis of that version takes it (so a version's declaration index and model are built once).
  var preparedContexts: [String: AnalysisContext] = [:]
  /// Up to this many bytes of text a document's analysis keeps its declaration index for `documentSymbol`; a
  /// larger document's (its entries keep tree nodes: several times the text) is freed with the analysis context
  /// and built again from the tree when an outline is asked for (whose answer is then kept). Tests lower it.
  package var retainedDeclarationsLimit = 512 * 1024
  /// Configuration per document, resolved from disk once (until settings change or a file is saved).
  var resolvedConfigurations: [String: AnalysisConfiguration] = [:]
  /// Documents whose diagnostics must be published once the messages already received are handled.
  var pendingPublishes: [String] = []
  /// Configuration problems already reported (one message each, not one per keystroke).
  var reportedConfigurationProblems: Set<String> = []
  /// The workspace index, its scan and navigation tables (Server/Workspace/).
  public let workspace = ServerWorkspace()
  /// Wakes the stdio loop when background work (the workspace scan) has results; nil in the in-memory client.
  public var backgroundWakeup: (@Sendable () -> Void)?

  /// - Parameters:
  ///   - logger: where log lines go (stderr in the real server).
  ///   - output: receives each outgoing frame (header + body), in order.
  public convenience init(logger: Logger, output: @escaping ([UInt8]) -> Void) {
    self.init(logger: logger, analyzer: nil, hoverProvider: Self.standardHover, output: output)
  }

  /// Test doubles: `analyzer` stands in for the analysis (nil runs `InteropAnalyzer` and keeps its context, so
  /// hover and code actions on the same version reuse its model); `hoverProvider` for the hover resolver.
  package init(
    logger: Logger,
    analyzer: Analyzer?,
    hoverProvider: @escaping HoverProvider,
    output: @escaping ([UInt8]) -> Void
  ) {
    self.logger = logger
    self.analyzer = analyzer
    self.hoverProvider = hoverProvider
    self.output = output
  }

  // MARK: Input

  /// One unit of input after framing and JSON decoding, ready for dispatch.
  enum Incoming {
    case message(Message, repairedUTF8: Int)
    case invalid(Message.Invalid)
    case parseError(String)
  }

  /// Feeds raw bytes from the client. Every complete message is handled before this returns.
  public func receive(_ bytes: some Sequence<UInt8>) {
    guard exitCode == nil else { return }
    reader.append(contentsOf: bytes)
    var batch: [Incoming] = []
    var steps = 0
    while let event = reader.nextInPlace() {
      steps += 1
      if steps > 1_000_000 { break }  // progress guard; the rest stays buffered for the next call
      switch event {
      case .framingError(let problem):
        logger.log(.warning, "malformed framing: \(problem)")
      case .body(let body):
        // The body is a slice of the reader's buffer; it is parsed in place and dropped before the next read.
        batch.append(decode(body))
      }
    }
    handle(&batch)
  }

  /// The client closed stdin: stop promptly.
  public func endOfInput() {
    guard exitCode == nil else { return }
    if reader.isInsideBody {
      logger.log(.warning, "input ended inside a message body (\(reader.pendingByteCount) bytes read); dropped")
    }
    logger.log(state == .shutDown ? .info : .warning, "input closed; exiting")
    finish(code: state == .shutDown ? 0 : 1)
  }

  private func decode(_ body: ArraySlice<UInt8>) -> Incoming {
    let parsed: (value: JSONValue, repairs: Int)
    do {
      parsed = try JSONParser.parseCountingRepairs(body)
    } catch {
      // A header hidden inside the bad body (a client overstated a length): read on from it. The reader
      // only moves its offset back, so nested broken messages stay linear.
      if reader.resynchroniseInsideLastBody() {
        logger.log(.warning, "message body was not JSON and contained a header; resynchronising")
      }
      return .parseError("\(error)")
    }
    switch Message.decode(parsed.value) {
    case .success(let message): return .message(message, repairedUTF8: parsed.repairs)
    case .failure(let invalid): return .invalid(invalid)
    }
  }

  private func handle(_ batch: inout [Incoming]) {
    handleMessages(&batch)
    batch = []
    if exitCode == nil {
      flushPendingPublishes()
    }
  }

  /// Handles the batch in order; each message is dropped from it once handled, so a `didOpen`'s text (a large
  /// document's JSON string) is freed before the analyses run.
  private func handleMessages(_ batch: inout [Incoming]) {
    var cancelled: Set<RequestID> = []
    for position in batch.indices {
      guard exitCode == nil else { return }
      let incoming = batch[position]
      batch[position] = .parseError("")
      switch incoming {
      case .parseError(let reason):
        logger.log(.warning, "invalid JSON: \(reason)")
        send(.response(id: nil, body: .error(ResponseError(.parseError, "Parse error: \(reason)"))))
      case .invalid(let invalid):
        logger.log(.warning, "invalid JSON-RPC message: \(invalid.error.message)")
        send(.response(id: invalid.id, body: .error(invalid.error)))
      case .message(let message, let repairs):
        if repairs > 0 {
          warn("replaced \(repairs) invalid UTF-8 sequence(s) with U+FFFD in an incoming message")
        }
        switch message {
        case .request(let id, let method, let params):
          // What earlier notifications changed is published before any later request is answered.
          flushPendingPublishes()
          // A request whose cancellation is already queued behind it is in flight: answer -32800.
          if cancelled.contains(id) || isCancelled(id, laterIn: batch, after: position) {
            cancelled.insert(id)
            logger.log(.debug, "request \(id) (\(method)) cancelled before it ran")
            send(.response(id: id, body: .error(ResponseError(.requestCancelled, "Request cancelled"))))
            continue
          }
          handleRequest(id: id, method: method, params: params)
        case .notification(let method, let params):
          handleNotification(method: method, params: params)
        case .response(let id, let body):
          handleClientResponse(id: id, body: body)
        }
      }
    }
  }

  private func isCancelled(_ id: RequestID, laterIn batch: [Incoming], after position: Int) -> Bool {
    var index = position + 1
    while index < batch.count {
      if case .message(.notification(CancelRequestNotification.method, let params), _) = batch[index],
        let params, let cancel = try? CancelRequestNotification(json: params), cancel.id == id
      {
        return true
      }
      index += 1
    }
    return false
  }

  // MARK: Output

  /// Sends one message as a frame.
  public func send(_ message: Message) {
    output(message.framed)
  }

  /// Sends a response whose result is already encoded JSON: the same bytes `send(.response(…))` writes (the
  /// writer's sorted keys: `id`, `jsonrpc`, `result`), without decoding and encoding the result again.
  func respond(_ id: RequestID, encodedResult result: [UInt8]) {
    var prefix = Array("{\"id\":".utf8)
    JSONWriter.write(id.json, into: &prefix)
    prefix.append(contentsOf: ",\"jsonrpc\":\"2.0\",\"result\":".utf8)
    // The frame is written in one buffer (a large result is copied once, not once per layer).
    let header = Array("Content-Length: \(prefix.count + result.count + 1)\r\n\r\n".utf8)
    var frame: [UInt8] = []
    frame.reserveCapacity(header.count + prefix.count + result.count + 1)
    frame.append(contentsOf: header)
    frame.append(contentsOf: prefix)
    frame.append(contentsOf: result)
    frame.append(UInt8(ascii: "}"))
    output(frame)
  }

  /// Sends a publish through its streamed encoding (`PublishDiagnosticsNotification.framed`: the same bytes).
  func send(_ notification: PublishDiagnosticsNotification) {
    output(notification.framed)
  }

  func send<N: LSPNotification>(_ notification: N) {
    send(.notification(method: N.method, params: notification.json))
  }

  /// Logs to stderr and, once the client is initialized, to the client as `window/logMessage`
  /// (only `type` and `message`).
  func warn(_ message: String) {
    logger.log(.warning, message)
    if state == .running {
      send(LogMessageNotification(type: .warning, message: message))
    }
  }

  func finish(code: Int32) {
    state = .exited
    exitCode = code
  }

  // MARK: Lifecycle state changes used by the handlers

  func markInitialized(capabilities: ClientCapabilities, encoding: PositionEncodingKind, options: JSONValue?) {
    clientCapabilities = capabilities
    positionEncoding = encoding
    configuration.initializationOptions = options
    state = .running
  }

  func markShutDown() {
    state = .shutDown
    workspaceShutDown()
    documents = DocumentStore()
    analyses = [:]
    preparedContexts = [:]
    resolvedConfigurations = [:]
  }

  func updateSettings(_ settings: JSONValue) {
    configuration.settings = settings
    resolvedConfigurations = [:]
    analyses = [:]
    preparedContexts = [:]
  }

  func mutateDocuments<T>(_ body: (inout DocumentStore) -> T) -> T {
    body(&documents)
  }
}
