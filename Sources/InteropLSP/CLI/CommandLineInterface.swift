#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `interop-lsp [--log-level LEVEL] [SUBCOMMAND ARGS…]`. With no subcommand it serves LSP on stdio.
public enum CommandLineInterface {
  public static let usage = """
    usage: interop-lsp [--log-level LEVEL]   serve LSP on stdin/stdout; logs go to stderr
           interop-lsp lint PATH…            report interop findings
           interop-lsp outline PATH…         print declaration outlines
           interop-lsp rules [--json]        list the rules (id, severity, tier, fix kind, summary)
           interop-lsp explain RULE          print a rule's documentation page
           interop-lsp docs --output DIR     write the rule pages and the hover topics
           interop-lsp --help | --version
    LEVEL: error, warning (default), info or debug

    """

  /// Parses the arguments (without the program name), runs, and returns the exit code.
  public static func run(_ arguments: [String]) -> Int32 {
    var logLevel = LogLevel.warning
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-h", "--help", "help":
        StandardStreams.writeOutput(usage)
        return 0
      case "--version":
        StandardStreams.writeOutput("\(ServerVersion.name) \(ServerVersion.version)\n")
        return 0
      case "--log-level":
        guard index + 1 < arguments.count, let level = LogLevel(name: arguments[index + 1]) else {
          return usageError("--log-level needs one of error, warning, info, debug")
        }
        logLevel = level
        index += 2
        continue
      case "--stdio":
        // Accepted for clients that always pass it (VS Code's `TransportKind.stdio`).
        index += 1
        continue
      case "lint":
        return LintCommand.run(Array(arguments[(index + 1)...]))
      case "outline":
        return OutlineCommand.run(Array(arguments[(index + 1)...]))
      case "docs":
        return DocsCommand.run(Array(arguments[(index + 1)...]))
      case "rules":
        return RulesCommand.run(Array(arguments[(index + 1)...]))
      case "explain":
        return RulesCommand.explain(Array(arguments[(index + 1)...]))
      default:
        if argument.hasPrefix("--log-level=") {
          guard let level = LogLevel(name: String(argument.dropFirst("--log-level=".count))) else {
            return usageError("--log-level needs one of error, warning, info, debug")
          }
          logLevel = level
          index += 1
          continue
        }
        return usageError("unknown argument '\(argument)'")
      }
    }
    return StdioServer.run(logLevel: logLevel)
  }

  static func usageError(_ message: String) -> Int32 {
    StandardStreams.writeError("interop-lsp: \(message)\n\(usage)")
    return 2
  }

  /// Entry point for the executable: runs and ends the process with the exit code.
  public static func main() -> Never {
    exit(run(Array(CommandLine.arguments.dropFirst())))
  }
}
