#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import InteropAnalysis

/// `lint`'s command line: the options and their parser.
extension LintCommand {
  enum Format: String {
    case text, json, sarif
  }

  struct Options {
    var format = Format.text
    var failOn: Severity? = .warning
    var paths: [String] = []
    var timing = false
    var fix = false
    var dryRun = false
  }

  struct UsageProblem: Error {
    var message: String
  }

  static func parse(_ arguments: [String]) -> Result<Options, UsageProblem> {
    var options = Options()
    var index = 0
    var onlyPaths = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPaths {
        options.paths.append(argument)
        continue
      }
      switch argument {
      case "-h", "--help":
        return .failure(UsageProblem(message: "help"))
      case "--":
        onlyPaths = true
      case "--timing":
        options.timing = true
      case "--fix":
        options.fix = true
      case "--dry-run":
        options.dryRun = true
      case "--format", "--fail-on":
        guard index < arguments.count else { return .failure(UsageProblem(message: "\(argument) needs a value")) }
        let value = arguments[index]
        index += 1
        if argument == "--format" {
          guard let format = Format(rawValue: value) else { return .failure(UsageProblem(message: "unknown format '\(value)' (text, json, sarif)")) }
          options.format = format
        } else if value == "never" {
          options.failOn = nil
        } else if let severity = Severity(rawValue: value) {
          options.failOn = severity
        } else {
          return .failure(UsageProblem(message: "unknown severity '\(value)' (hint, information, warning, error, never)"))
        }
      default:
        if argument.hasPrefix("--format=") || argument.hasPrefix("--fail-on=") {
          let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
          return parse(Array(arguments[..<(index - 1)]) + parts + Array(arguments[index...]))
        }
        if argument.hasPrefix("-") && argument.count > 1 {
          return .failure(UsageProblem(message: "unknown option '\(argument)'"))
        }
        options.paths.append(argument)
      }
    }
    if options.paths.isEmpty { return .failure(UsageProblem(message: "no PATH given")) }
    if options.dryRun && !options.fix { return .failure(UsageProblem(message: "--dry-run needs --fix")) }
    if options.dryRun && options.format != .text {
      return .failure(UsageProblem(message: "--dry-run prints a diff; --format json/sarif do not apply"))
    }
    return .success(options)
  }

  /// `12.3` for 12.34: one decimal, without Foundation's `String(format:)`.
  static func formatTenths(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(abs(tenths % 10))"
  }
}
