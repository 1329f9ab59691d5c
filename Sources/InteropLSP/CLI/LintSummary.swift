import InteropAnalysis

/// The summary line on stderr (`--format text`) and `--statistics`.
extension LintCommand {
  /// `1 finding`, `2 findings`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// `N findings (E errors, W warnings, I notes) in F files`; kinds with no finding are left out, and
  /// `, B in the baseline` is added when a baseline absorbed some.
  static func summaryLine(_ findings: [(FileResult, Finding)], fileCount: Int, baselined: Int) -> String {
    let errors = findings.filter { $0.1.severity == .error }.count
    let warnings = findings.filter { $0.1.severity == .warning }.count
    let notes = findings.count - errors - warnings
    var kinds: [String] = []
    if errors > 0 { kinds.append(count(errors, "error")) }
    if warnings > 0 { kinds.append(count(warnings, "warning")) }
    if notes > 0 { kinds.append(count(notes, "note")) }
    var line = count(findings.count, "finding")
    if !kinds.isEmpty { line += " (" + kinds.joined(separator: ", ") + ")" }
    line += " in " + count(fileCount, "file")
    if baselined > 0 { line += ", \(baselined) more in the baseline" }
    return line
  }

  /// One line per rule: count, rule id, severity, most findings first (then by id), then the total.
  static func renderStatistics(_ findings: [(FileResult, Finding)]) -> String {
    var counts: [String: Int] = [:]
    var severities: [String: Severity] = [:]
    for (_, finding) in findings {
      counts[finding.ruleID, default: 0] += 1
      severities[finding.ruleID] = max(severities[finding.ruleID] ?? finding.severity, finding.severity)
    }
    let rows = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    let width = String(rows.first?.value ?? 0).count
    var output = ""
    for (id, number) in rows {
      let text = String(number)
      output += String(repeating: " ", count: max(0, width - text.count)) + text + "  \(id)  \(severities[id].map(textSeverity) ?? "")\n"
    }
    return output
  }
}
