/// Runs the language server on stdin/stdout until `exit` or end of input; returns the exit code.
public enum StdioServer {
  public static func run(logLevel: LogLevel) -> Int32 {
    StandardStreams.ignoreBrokenPipeSignal()
    let logger = Logger.standardError(level: logLevel)
    logger.log(.info, "\(ServerVersion.name) \(ServerVersion.version) serving LSP on stdio")
    return serve(
      logger: logger, read: { StandardStreams.readInput() }, write: { StandardStreams.write($0, to: 1) })
  }

  /// The loop, with its streams given: `read` returns the next chunk (empty at end of input), `write`
  /// sends one frame and returns false once the other end is gone.
  ///
  /// Each frame is written as soon as the server produces it, not after the whole chunk it came from was
  /// handled: a client that pipelines many requests in one write gets the first answer after the first
  /// request, and answers are never held in memory together.
  public static func serve(
    logger: Logger, read: () -> [UInt8], write: @escaping ([UInt8]) -> Bool
  ) -> Int32 {
    serve(logger: logger, analyzer: nil, read: read, write: write)
  }

  /// The same loop with a stand-in analysis (tests).
  package static func serve(
    logger: Logger, analyzer: LanguageServer.Analyzer?,
    read: () -> [UInt8], write: @escaping ([UInt8]) -> Bool
  ) -> Int32 {
    let output = OutputState()
    let server = LanguageServer(logger: logger, analyzer: analyzer, hoverProvider: LanguageServer.standardHover) { frame in
      guard !output.closed else { return }
      if !write(frame) {
        output.closed = true
        // Nothing more can reach the client: stop handling the rest of the chunk.
        output.server?.finish(code: output.server?.exitCode ?? 1)
      }
    }
    output.server = server
    while server.exitCode == nil, !output.closed {
      let chunk = read()
      if chunk.isEmpty {
        server.endOfInput()
      } else {
        server.receive(chunk)
      }
    }
    if output.closed {
      logger.log(.warning, "stdout closed; exiting")
    }
    return server.exitCode ?? 1
  }
}

/// Whether stdout is still writable (shared between the loop and the server's output closure).
private final class OutputState {
  var closed = false
  weak var server: LanguageServer?
}
