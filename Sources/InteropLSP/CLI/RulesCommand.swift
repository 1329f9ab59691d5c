#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import InteropAnalysis
import JSON
import SwiftLiteParser

/// `interop-lsp rules [--json]` and `interop-lsp explain RULE`: the registry from the command line.
public enum RulesCommand {
  public static let usage = """
    USAGE: interop-lsp rules [--json]

    Lists every rule of the registry: id, default severity, tier, fix kind and summary. Tier 1 rules report
    definite mistakes, tier 2 likely ones (RULES.md). Fix kind: safe (applied by --fix and the editor's fix
    all), suggested (a quick fix to review), none. Retired rules are listed with the severity "retired": their
    ids stay valid in suppressions and configuration. --json prints a JSON array of objects with id, name,
    severity, tier, fixKind, summary, category, retired, deprecatedIds and url (the rule's documentation
    page; see docsBaseURL).

    """

  public static let explainUsage = """
    USAGE: interop-lsp explain RULE

    Prints the documentation page of RULE (an id or a former id): what it finds, why, examples and its
    quick fix, as Markdown text. `interop-lsp rules` lists the ids.

    """

  struct RuleSummary: Encodable {
    var id: String
    var name: String
    var severity: String
    var tier: Int
    var fixKind: String
    var summary: String
    var category: String
    var retired: Bool
    var deprecatedIds: [String]
    var url: String?
  }

  /// `safe` when the fix of the rule's first correction example is applied by fix-all, `suggested` when it
  /// is not, `none` without corrections.
  static func fixKind(_ description: RuleDescription) -> String {
    guard let correction = description.corrections.first else { return "none" }
    let code = correction.before.code.replacing("↓", with: "").replacing("↑", with: "")
    var settings: [String: JSONValue] = [:]
    for (key, value) in correction.before.configuration { settings[key] = .string(value) }
    let configuration = AnalysisConfiguration.decode(value: .object(settings)).configuration
    let findings = InteropAnalyzer.analyze(text: SourceText(code), path: nil, configuration: configuration)
    let fixes = findings.filter { RuleRegistry.canonicalID($0.ruleID) == description.id }.flatMap(\.fixes)
    if fixes.contains(where: \.safeForFixAll) { return "safe" }
    return "suggested"
  }

  static func summaries(docsBaseURL: String?) -> [RuleSummary] {
    RuleRegistry.all.map { rule in
      let description = rule.description
      return RuleSummary(
        id: description.id, name: description.name,
        severity: description.isRetired ? "retired" : description.defaultSeverity.rawValue, tier: description.tier,
        fixKind: description.isRetired ? "none" : fixKind(description), summary: description.summary,
        category: description.category.rawValue, retired: description.isRetired, deprecatedIds: description.deprecatedIDs,
        url: RuleDocumentationLink.url(forRule: description.id, base: docsBaseURL))
    }
  }

  public static func run(_ arguments: [String]) -> Int32 {
    var json = false
    for argument in arguments {
      switch argument {
      case "-h", "--help":
        FileHandleOutput.standardOutput(usage)
        return 0
      case "--json":
        json = true
      default:
        FileHandleOutput.standardError("interop-lsp rules: unknown argument '\(argument)'\n\n" + usage)
        return 2
      }
    }
    let docsBase = ConfigurationLoader.fileSettings(forFolder: FileManager.default.currentDirectoryPath).docsBaseURL
    let rules = summaries(docsBaseURL: docsBase)
    if json {
      FileHandleOutput.standardOutput(LintCommand.encode(rules))
      return 0
    }
    let idWidth = rules.map(\.id.count).max() ?? 0
    var output = ""
    for rule in rules {
      let id = rule.id + String(repeating: " ", count: max(0, idWidth - rule.id.count))
      let severity = rule.severity + String(repeating: " ", count: max(0, 11 - rule.severity.count))
      let fix = rule.fixKind + String(repeating: " ", count: max(0, 9 - rule.fixKind.count))
      output += "\(id)  \(severity)  tier \(rule.tier)  \(fix)  \(rule.summary)\n"
    }
    FileHandleOutput.standardOutput(output)
    return 0
  }

  public static func explain(_ arguments: [String]) -> Int32 {
    if arguments.contains("-h") || arguments.contains("--help") {
      FileHandleOutput.standardOutput(explainUsage)
      return 0
    }
    guard arguments.count == 1, let id = arguments.first else {
      FileHandleOutput.standardError("interop-lsp explain: name one rule\n\n" + explainUsage)
      return 2
    }
    guard let rule = RuleRegistry.rule(id: id) else {
      let ids = RuleRegistry.all.map { rule in rule.description.id }
      let suggestion = ConfigurationIssue.closest(id, among: ids).map { " (did you mean '\($0)'?)" } ?? ""
      FileHandleOutput.standardError("interop-lsp explain: unknown rule '\(id)'\(suggestion); `interop-lsp rules` lists them\n")
      return 2
    }
    FileHandleOutput.standardOutput(RuleDocumentation.page(rule.description) + "\n")
    return 0
  }
}
