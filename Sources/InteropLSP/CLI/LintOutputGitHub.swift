import InteropAnalysis

/// `--format github`: GitHub Actions workflow commands, one line per finding, which the runner turns into
/// annotations on the pull request:
/// `::error file=PATH,line=L,col=C,endLine=L,endColumn=C,title=interop-lsp (RULE)::MESSAGE`.
/// Columns are 1-based UTF-8 byte columns, as in the text format. Property values escape `%`, CR, LF, `:`
/// and `,`; the message escapes `%`, CR and LF (the runner's escaping rules).
extension LintCommand {
  static func githubCommand(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .information, .hint: return "notice"
    }
  }

  static func githubEscapeData(_ text: String) -> String {
    var result = ""
    for character in text.unicodeScalars {
      switch character {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  static func githubEscapeProperty(_ text: String) -> String {
    var result = ""
    for character in githubEscapeData(text).unicodeScalars {
      switch character {
      case ":": result += "%3A"
      case ",": result += "%2C"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  static func renderGitHub(_ findings: [(FileResult, Finding)]) -> String {
    var output = ""
    for (file, finding) in findings {
      let start = position(finding.range.lowerBound, file.lineIndex)
      let end = position(finding.range.upperBound, file.lineIndex)
      let properties = [
        "file=" + githubEscapeProperty(file.path), "line=\(start.line)", "col=\(start.column)", "endLine=\(end.line)",
        "endColumn=\(end.column)", "title=" + githubEscapeProperty("interop-lsp (\(finding.ruleID))"),
      ]
      output += "::\(githubCommand(finding.severity)) \(properties.joined(separator: ","))::\(githubEscapeData(finding.message))\n"
    }
    return output
  }
}
