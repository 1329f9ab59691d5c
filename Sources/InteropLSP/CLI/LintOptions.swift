#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import InteropAnalysis

/// `lint`'s command line: the options and their parser.
extension LintCommand {
  enum Format: String, CaseIterable {
    case text, json, sarif, github, gitlab, junit, checkstyle

    static let names = allCases.map(\.rawValue).joined(separator: ", ")
  }

  struct Options {
    var format = Format.text
    var failOn: Severity? = .warning
    var paths: [String] = []
    var timing = false
    var fix = false
    var dryRun = false
    var baseline: String?
    var writeBaseline: String?
    var reportStale = false
    var statistics = false
    var quiet = false
    var selection = RuleSelection()
    /// nil: the default, strict in CI (`CI` set to anything but `false`/`0`), else not.
    var strictConfiguration: Bool?
  }

  /// `--select` / `--ignore`: which rules' findings one run reports (and fixes).
  struct RuleSelection: Sendable {
    var select: Set<String>?
    var ignore: Set<String> = []

    /// Findings of ids outside the registry (`document-too-large`) are always kept.
    func includes(_ id: String) -> Bool {
      guard RuleRegistry.rule(id: id) != nil else { return true }
      let canonical = RuleRegistry.canonicalID(id)
      if ignore.contains(canonical) { return false }
      if let select { return select.contains(canonical) }
      return true
    }
  }

  struct UsageProblem: Error {
    var message: String
  }

  /// `a,b` and repeated flags: canonical rule ids, or the problem naming an unknown one.
  static func ruleIDs(_ value: String, option: String) -> Result<Set<String>, UsageProblem> {
    var ids: Set<String> = []
    for part in value.split(separator: ",") {
      let id = String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      guard !id.isEmpty else { continue }
      guard RuleRegistry.rule(id: id) != nil else {
        let all = RuleRegistry.all.map { rule in rule.description.id }
        let suggestion = ConfigurationIssue.closest(id, among: all).map { " (did you mean '\($0)'?)" } ?? ""
        return .failure(UsageProblem(message: "\(option): unknown rule '\(id)'\(suggestion); `interop-lsp rules` lists them"))
      }
      ids.insert(RuleRegistry.canonicalID(id))
    }
    return .success(ids)
  }

  static let valueOptions: Set<String> = ["--format", "--fail-on", "--baseline", "--write-baseline", "--select", "--ignore"]

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
      case "--statistics":
        options.statistics = true
      case "-q", "--quiet":
        options.quiet = true
      case "--baseline-report-stale":
        options.reportStale = true
      case "--strict-config":
        options.strictConfiguration = true
      case "--no-strict-config":
        options.strictConfiguration = false
      case _ where valueOptions.contains(argument):
        guard index < arguments.count else { return .failure(UsageProblem(message: "\(argument) needs a value")) }
        let value = arguments[index]
        index += 1
        switch argument {
        case "--format":
          guard let format = Format(rawValue: value) else { return .failure(UsageProblem(message: "unknown format '\(value)' (\(Format.names))")) }
          options.format = format
        case "--fail-on":
          if value == "never" {
            options.failOn = nil
          } else if let severity = Severity(rawValue: value) {
            options.failOn = severity
          } else {
            return .failure(UsageProblem(message: "unknown severity '\(value)' (hint, information, warning, error, never)"))
          }
        case "--baseline":
          options.baseline = value
        case "--write-baseline":
          options.writeBaseline = value
        case "--select", "--ignore":
          switch ruleIDs(value, option: argument) {
          case .failure(let problem): return .failure(problem)
          case .success(let ids):
            if argument == "--select" { options.selection.select = (options.selection.select ?? []).union(ids) } else { options.selection.ignore.formUnion(ids) }
          }
        default:
          break
        }
      default:
        if let equals = argument.firstIndex(of: "="), valueOptions.contains(String(argument[..<equals])) {
          let parts = [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
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
      return .failure(UsageProblem(message: "--dry-run prints a diff; --format \(options.format.rawValue) does not apply"))
    }
    if options.statistics && options.format != .text {
      return .failure(UsageProblem(message: "--statistics prints a table; --format \(options.format.rawValue) does not apply"))
    }
    if options.baseline != nil && options.writeBaseline != nil {
      return .failure(UsageProblem(message: "--baseline and --write-baseline do not go together"))
    }
    if options.reportStale && options.baseline == nil {
      return .failure(UsageProblem(message: "--baseline-report-stale needs --baseline FILE"))
    }
    return .success(options)
  }

  /// Whether configuration problems end the run with exit 2: `--strict-config`, or by default in CI.
  static func isStrict(_ options: Options, environment: [String: String]) -> Bool {
    if let strict = options.strictConfiguration { return strict }
    guard let ci = environment["CI"]?.lowercased() else { return false }
    return !ci.isEmpty && ci != "false" && ci != "0"
  }

  /// `12.3` for 12.34: one decimal, without Foundation's `String(format:)`.
  static func formatTenths(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(abs(tenths % 10))"
  }
}
