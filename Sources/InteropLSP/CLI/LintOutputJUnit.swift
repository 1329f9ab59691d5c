import InteropAnalysis

/// `--format junit`: JUnit XML for CI test-report views. One `<testsuite>` per linted file (name = path);
/// each finding is a `<testcase>` with a `<failure>` (type = rule id); a file without findings has one passing
/// test case, so the report lists every file that was checked.
extension LintCommand {
  static func renderJUnit(_ findings: [(FileResult, Finding)], files: [FileResult]) -> String {
    var byPath: [String: [(FileResult, Finding)]] = [:]
    for item in findings { byPath[item.0.path, default: []].append(item) }
    var paths = files.filter { $0.error == nil }.map(\.path)
    for path in byPath.keys where !paths.contains(path) { paths.append(path) }
    paths = Array(Set(paths)).sorted()
    var suites = ""
    for path in paths {
      let items = byPath[path] ?? []
      var cases = ""
      if items.isEmpty {
        cases += "    <testcase name=\"interop-lsp\" classname=\"\(xmlEscape(path))\"/>\n"
      }
      for (file, finding) in items {
        let start = position(finding.range.lowerBound, file.lineIndex)
        let location = "\(path):\(start.line):\(start.column)"
        cases += "    <testcase name=\"\(xmlEscape("\(finding.ruleID) at \(location)"))\" classname=\"\(xmlEscape(path))\" file=\"\(xmlEscape(path))\" line=\"\(start.line)\">\n"
        cases += "      <failure type=\"\(xmlEscape(finding.ruleID))\" message=\"\(xmlEscape(finding.message))\">"
          + xmlEscape("\(location): \(textSeverity(finding.severity)): \(finding.message) [\(finding.ruleID)]") + "</failure>\n"
        cases += "    </testcase>\n"
      }
      let tests = max(items.count, 1)
      suites += "  <testsuite name=\"\(xmlEscape(path))\" tests=\"\(tests)\" failures=\"\(items.count)\" errors=\"0\" skipped=\"0\">\n" + cases + "  </testsuite>\n"
    }
    let total = paths.reduce(0) { $0 + max(byPath[$1]?.count ?? 0, 1) }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"interop-lsp\" tests=\"\(total)\" failures=\"\(findings.count)\" errors=\"0\">\n"
      + suites + "</testsuites>\n"
  }
}
