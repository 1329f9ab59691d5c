import InteropAnalysis

/// `--format gitlab`: a GitLab Code Quality report (the `codequality` artifact of a job): a JSON array of
/// issues with `description`, `check_name`, `fingerprint` (unique per finding, stable across runs: the rule,
/// path, the finding's line text and its occurrence among equal ones, not its line number), `severity`
/// (`info`, `minor`, `major`, `critical`) and `location.path` / `location.lines.begin`.
extension LintCommand {
  struct GitLabLines: Encodable {
    var begin: Int
    var end: Int
  }

  struct GitLabLocation: Encodable {
    var path: String
    var lines: GitLabLines
  }

  struct GitLabIssue: Encodable {
    var type = "issue"
    var description: String
    var check_name: String
    var categories = ["Bug Risk"]
    var fingerprint: String
    var severity: String
    var location: GitLabLocation
  }

  static func gitlabSeverity(_ severity: Severity) -> String {
    switch severity {
    case .error: return "critical"
    case .warning: return "major"
    case .information: return "minor"
    case .hint: return "info"
    }
  }

  /// FNV-1a, 64 bits, as 16 hex digits: a stable hash without Foundation's crypto.
  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: max(0, 16 - hex.count)) + hex
  }

  static func renderGitLab(_ findings: [(FileResult, Finding)]) -> String {
    var occurrences: [String: Int] = [:]
    let issues = findings.map { file, finding -> GitLabIssue in
      let start = position(finding.range.lowerBound, file.lineIndex)
      let end = position(finding.range.upperBound, file.lineIndex)
      let line = file.lineIndex.map { BaselineKey.normalizedLine(at: finding.range.lowerBound, lineIndex: $0) } ?? ""
      let identity = [finding.ruleID, file.path, line].joined(separator: "\u{0}")
      let occurrence = occurrences[identity, default: 0]
      occurrences[identity] = occurrence + 1
      return GitLabIssue(
        description: "\(finding.message) [\(finding.ruleID)]", check_name: finding.ruleID,
        fingerprint: fnv1a(identity + "\u{0}\(occurrence)"), severity: gitlabSeverity(finding.severity),
        location: GitLabLocation(path: file.path, lines: GitLabLines(begin: start.line, end: end.line)))
    }
    return encode(issues)
  }
}
