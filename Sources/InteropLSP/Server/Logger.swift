/// How much the server writes to stderr (`--log-level`).
public enum LogLevel: Int, Sendable, Comparable, CaseIterable {
  case error = 0
  case warning = 1
  case info = 2
  case debug = 3

  public init?(name: String) {
    switch name.lowercased() {
    case "error": self = .error
    case "warning", "warn": self = .warning
    case "info": self = .info
    case "debug", "trace": self = .debug
    default: return nil
    }
  }

  public var name: String {
    switch self {
    case .error: return "error"
    case .warning: return "warning"
    case .info: return "info"
    case .debug: return "debug"
    }
  }

  public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Writes log lines (to stderr in the real server; to an array in tests). Never to stdout.
public struct Logger: Sendable {
  public var level: LogLevel
  private let sink: @Sendable (String) -> Void

  public init(level: LogLevel, sink: @escaping @Sendable (String) -> Void) {
    self.level = level
    self.sink = sink
  }

  /// A logger that writes `interop-lsp: <level>: <message>` lines to stderr.
  public static func standardError(level: LogLevel) -> Logger {
    Logger(level: level) { line in StandardStreams.writeError(line + "\n") }
  }

  public static let silent = Logger(level: .error) { _ in }

  public func log(_ messageLevel: LogLevel, _ message: @autoclosure () -> String) {
    guard messageLevel <= level else { return }
    sink("interop-lsp: \(messageLevel.name): \(message())")
  }
}
