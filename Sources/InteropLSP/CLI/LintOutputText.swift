import InteropAnalysis

/// `--format text`: `path:line:column: severity: message [rule-id]`.
extension LintCommand {
  static func renderText(_ findings: [(FileResult, Finding)]) -> String {
    var output = ""
    for (file, finding) in findings {
      let start = position(finding.range.lowerBound, file.lineIndex)
      output += "\(file.path):\(start.line):\(start.column): \(textSeverity(finding.severity)): \(finding.message) [\(finding.ruleID)]\n"
    }
    return output
  }
}
