/// Runs the language server on stdin/stdout until `exit` or end of input; returns the exit code.
public enum StdioServer {
  public static func run(logLevel: LogLevel) -> Int32 {
    StandardStreams.ignoreBrokenPipeSignal()
    let logger = Logger.standardError(level: logLevel)
    var pending: [UInt8] = []
    var outputClosed = false
    let server = LanguageServer(logger: logger) { frame in
      pending.append(contentsOf: frame)
    }
    logger.log(.info, "\(ServerVersion.name) \(ServerVersion.version) serving LSP on stdio")
    while server.exitCode == nil {
      let chunk = StandardStreams.readInput()
      if chunk.isEmpty {
        server.endOfInput()
      } else {
        server.receive(chunk)
      }
      if !pending.isEmpty {
        if !StandardStreams.write(pending, to: 1) {
          logger.log(.warning, "stdout closed; exiting")
          outputClosed = true
          break
        }
        pending.removeAll(keepingCapacity: true)
      }
    }
    if outputClosed { return server.exitCode ?? 1 }
    return server.exitCode ?? 1
  }
}
