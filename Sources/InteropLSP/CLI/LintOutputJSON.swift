import InteropAnalysis

/// `--format json`: an array of findings with ranges, related locations and fixes.
extension LintCommand {
  struct JSONEdit: Encodable {
    var byteRange: [Int]
    var newText: String
  }

  struct JSONFix: Encodable {
    var title: String
    var isPreferred: Bool
    var safeForFixAll: Bool
    var edits: [JSONEdit]
  }

  struct JSONRelated: Encodable {
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int
    var byteRange: [Int]
    var message: String
    /// Another file's path (a cross-file finding); absent: the finding's own file.
    var path: String?
  }

  struct JSONFinding: Encodable {
    var path: String
    var ruleId: String
    var severity: String
    var message: String
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int
    var byteRange: [Int]
    var related: [JSONRelated]
    var fixes: [JSONFix]
  }

  static func renderJSON(_ findings: [(FileResult, Finding)]) -> String {
    let array = findings.map { file, finding -> JSONFinding in
      let start = position(finding.range.lowerBound, file.lineIndex)
      let end = position(finding.range.upperBound, file.lineIndex)
      return JSONFinding(
        path: file.path, ruleId: finding.ruleID, severity: finding.severity.rawValue, message: finding.message,
        line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
        byteRange: [finding.range.lowerBound, finding.range.upperBound],
        related: finding.related.map { related in
          let (relatedPath, relatedIndex) = relatedFile(related, of: file)
          let relatedStart = position(related.range.lowerBound, relatedIndex)
          let relatedEnd = position(related.range.upperBound, relatedIndex)
          return JSONRelated(line: relatedStart.line, column: relatedStart.column, endLine: relatedEnd.line, endColumn: relatedEnd.column,
            byteRange: [related.range.lowerBound, related.range.upperBound], message: related.message,
            path: relatedPath == file.path ? nil : relatedPath)
        },
        fixes: finding.fixes.map { fix in
          JSONFix(title: fix.title, isPreferred: fix.isPreferred, safeForFixAll: fix.safeForFixAll, edits: fix.edits.map { edit in
            JSONEdit(byteRange: [edit.range.lowerBound, edit.range.upperBound], newText: String(decoding: edit.replacement, as: UTF8.self))
          })
        })
    }
    return encode(array)
  }
}
