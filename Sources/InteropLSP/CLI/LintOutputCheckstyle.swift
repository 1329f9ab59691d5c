import InteropAnalysis

/// `--format checkstyle`: Checkstyle XML (`<checkstyle><file name><error line column severity message
/// source/></file></checkstyle>`), read by Jenkins' warnings plugin, reviewdog, danger and most CI services.
/// `source` is `interop-lsp.RULE`; severity is error, warning or info.
extension LintCommand {
  static func checkstyleSeverity(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .information, .hint: return "info"
    }
  }

  static func renderCheckstyle(_ findings: [(FileResult, Finding)]) -> String {
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    var index = 0
    while index < findings.count {
      let path = findings[index].0.path
      output += "  <file name=\"\(xmlEscape(path))\">\n"
      while index < findings.count, findings[index].0.path == path {
        let (file, finding) = findings[index]
        let start = position(finding.range.lowerBound, file.lineIndex)
        output += "    <error line=\"\(start.line)\" column=\"\(start.column)\" severity=\"\(checkstyleSeverity(finding.severity))\" "
          + "message=\"\(xmlEscape(finding.message))\" source=\"interop-lsp.\(xmlEscape(finding.ruleID))\"/>\n"
        index += 1
      }
      output += "  </file>\n"
    }
    return output + "</checkstyle>\n"
  }
}
