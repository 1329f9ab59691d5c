import Foundation  // full Foundation: FileManager, Process, JSONSerialization, XMLParser for the CI formats
#if canImport(FoundationXML)
import FoundationXML
#endif
import InteropAnalysis
@testable import InteropLSP
import XCTest

/// Issue 18: what a team needs to adopt `lint` on a real codebase and in CI: a baseline, the CI output
/// formats (each checked against what its consumer reads), configuration that scales, rules on the command line.
final class LintAdoptionTests: XCTestCase {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-adoption-\(UUID().uuidString)")

  override func setUpWithError() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  /// The repository's Examples/ folder.
  private var examples: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples")
  }

  @discardableResult
  private func create(_ relative: String, _ text: String) throws -> String {
    let url = directory.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  private func read(_ relative: String) throws -> String {
    String(decoding: try Data(contentsOf: directory.appendingPathComponent(relative)), as: UTF8.self)
  }

  /// A file-private wrapper without `updateUIView`: one error finding [missing-requirement] at 1:16.
  private let stub = "private struct Gauge: UIViewRepresentable {\n  func makeUIView(context: Context) -> UIProgressView { UIProgressView() }\n}\n"

  private func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

  // MARK: Baseline

  func testBaselineRoundTripOnACopyOfExamples() throws {
    try FileManager.default.copyItem(at: examples, to: directory.appendingPathComponent("Examples"))
    let swiftFiles = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Examples").path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    XCTAssertEqual(swiftFiles.count, 10)
    let before = try ServerBinary.run(["lint", "Examples"], in: directory)
    XCTAssertEqual(before.status, 1)
    let findingCount = lines(before.stdout).count
    XCTAssertGreaterThan(findingCount, 10)

    // Write: today's findings are reported as usual and recorded.
    let write = try ServerBinary.run(["lint", "--write-baseline", "interop-lsp-baseline.json", "Examples"], in: directory)
    XCTAssertEqual(write.stdout, before.stdout)
    XCTAssertEqual(write.status, 1)
    XCTAssertTrue(write.stderr.hasPrefix("interop-lsp lint: wrote \(findingCount) findings to the baseline interop-lsp-baseline.json\n"), write.stderr)
    let recorded = try JSONSerialization.jsonObject(with: Data(try read("interop-lsp-baseline.json").utf8)) as? [String: Any]
    XCTAssertEqual(recorded?["version"] as? Int, 1)
    let entries = recorded?["findings"] as? [[String: Any]] ?? []
    XCTAssertFalse(entries.isEmpty)
    for entry in entries {
      XCTAssertEqual(Set(entry.keys).subtracting(["count"]), ["rule", "file", "declaration", "text"])
      XCTAssertTrue((entry["file"] as? String ?? "").hasPrefix("Examples/"), "\(entry)")
    }

    // Lint with it: nothing new, exit 0.
    let clean = try ServerBinary.run(["lint", "--baseline", "interop-lsp-baseline.json", "Examples"], in: directory)
    XCTAssertEqual(clean.stdout, "")
    XCTAssertEqual(clean.stderr, "0 findings in 10 files, \(findingCount) more in the baseline\n")
    XCTAssertEqual(clean.status, 0)

    // An unrelated line at the top of every file moves every finding down one line: still nothing new.
    for name in swiftFiles {
      let path = "Examples/" + name
      try create(path, "// Reviewed for the release.\n" + (try read(path)))
    }
    let shifted = try ServerBinary.run(["lint", "--baseline", "interop-lsp-baseline.json", "--baseline-report-stale", "Examples"], in: directory)
    XCTAssertEqual(shifted.stdout, "")
    XCTAssertEqual(shifted.stderr, "0 findings in 10 files, \(findingCount) more in the baseline\n")
    XCTAssertEqual(shifted.status, 0)

    // One new bug: exactly that finding.
    let bug = "Examples/NewGauge.swift"
    let path = try create(bug, "// A wrapper added after the baseline.\n" + stub)
    _ = path
    let added = try ServerBinary.run(["lint", "--baseline", "interop-lsp-baseline.json", "Examples"], in: directory)
    XCTAssertEqual(
      added.stdout,
      "Examples/NewGauge.swift:2:16: error: `Gauge` conforms to `UIViewRepresentable` but has no `updateUIView`; SwiftUI requires it. [missing-requirement]\n")
    XCTAssertEqual(added.status, 1)
  }

  func testABaselineEntryAbsorbsOneFindingAndStaleEntriesAreReported() throws {
    try create("A.swift", stub)
    XCTAssertEqual(try ServerBinary.run(["lint", "--write-baseline", "base.json", "--quiet", "A.swift"], in: directory).status, 1)
    // A second identical wrapper in another declaration is new; fixing the first makes its entry stale.
    try create("A.swift", "private struct Gauge: UIViewRepresentable {\n  func makeUIView(context: Context) -> UIProgressView { UIProgressView() }\n"
      + "  func updateUIView(_ uiView: UIProgressView, context: Context) {}\n}\n")
    let run = try ServerBinary.run(["lint", "--baseline", "base.json", "--baseline-report-stale", "A.swift"], in: directory)
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(
      lines(run.stderr),
      [
        "base.json: stale entry: [missing-requirement] A.swift in Gauge: private struct Gauge: UIViewRepresentable {",
        "0 findings in 1 file",
      ])
    XCTAssertEqual(run.status, 0)
  }

  func testAnUnreadableBaselineIsExitTwo() throws {
    try create("A.swift", stub)
    try create("base.json", "{\"findings\": []}")
    let run = try ServerBinary.run(["lint", "--baseline", "base.json", "A.swift"], in: directory)
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(run.stderr, "base.json: error: not a baseline: no \"version\" (write one with `interop-lsp lint --write-baseline FILE`)\n")
    XCTAssertEqual(run.status, 2)
    let missing = try ServerBinary.run(["lint", "--baseline", "gone.json", "A.swift"], in: directory)
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.stderr.hasPrefix("gone.json: error: cannot read the baseline: "), missing.stderr)
  }

  // MARK: Output formats, each against what its consumer reads

  /// A file with an error, a warning (with a comma and a colon in its message) and a note.
  private func mixedFindings() throws -> String {
    try create("Sources/Mixed & <Odd>.swift", stub)
    return try create(
      "Sources/Reader.swift",
      """
      import PDFKit
      import SwiftUI

      struct Reader: UIViewRepresentable {
        var document: PDFDocument
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ pdfView: PDFView, context: Context) {
          if pdfView.document != document { pdfView.document = document }
        }
      }

      """)
  }

  func testGitHubWorkflowCommandsFollowTheRunnerGrammar() throws {
    _ = try mixedFindings()
    let run = try ServerBinary.run(["lint", "--format", "github", "Sources"], in: directory)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(run.stderr, "")
    let output = lines(run.stdout)
    XCTAssertEqual(output.count, 2)
    // ::(error|warning|notice) key=value(,key=value)*::message, values without raw `,` `:` CR LF.
    let grammar = try NSRegularExpression(pattern: #"^::(error|warning|notice) (file=[^,:\r\n]+),line=([0-9]+),col=([0-9]+),endLine=([0-9]+),endColumn=([0-9]+),title=([^,:\r\n]+)::([^\r\n]+)$"#)
    for line in output {
      XCTAssertNotNil(grammar.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
    }
    XCTAssertEqual(
      output[0],
      "::error file=Sources/Mixed & <Odd>.swift,line=1,col=16,endLine=1,endColumn=21,title=interop-lsp (missing-requirement)::`Gauge` conforms to `UIViewRepresentable` but has no `updateUIView`; SwiftUI requires it.")
    XCTAssertTrue(output[1].hasPrefix("::notice file=Sources/Reader.swift,line=8,col=8,endLine=8,"), output[1])
    XCTAssertTrue(output[1].contains("title=interop-lsp (reference-compared-by-value)::"), output[1])
    XCTAssertEqual(LintCommand.githubEscapeProperty("a,b:c%\n"), "a%2Cb%3Ac%25%0A")
    XCTAssertEqual(LintCommand.githubEscapeData("50%, done:\r\nnext"), "50%25, done:%0D%0Anext")
  }

  func testGitLabCodeQualityHasTheRequiredFields() throws {
    _ = try mixedFindings()
    let run = try ServerBinary.run(["lint", "--format", "gitlab", "Sources"], in: directory)
    XCTAssertEqual(run.status, 1)
    let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(issues.count, 2)
    var fingerprints: Set<String> = []
    for issue in issues {
      XCTAssertNotNil(issue["description"] as? String)
      XCTAssertNotNil(issue["check_name"] as? String)
      let fingerprint = try XCTUnwrap(issue["fingerprint"] as? String)
      fingerprints.insert(fingerprint)
      XCTAssertTrue(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
      let location = try XCTUnwrap(issue["location"] as? [String: Any])
      XCTAssertNotNil(location["path"] as? String)
      XCTAssertNotNil((location["lines"] as? [String: Any])?["begin"] as? Int)
    }
    XCTAssertEqual(fingerprints.count, 2)
    XCTAssertEqual(issues[0]["check_name"] as? String, "missing-requirement")
    XCTAssertEqual(issues[0]["severity"] as? String, "critical")
    XCTAssertEqual((issues[0]["location"] as? [String: Any])?["path"] as? String, "Sources/Mixed & <Odd>.swift")
    // The fingerprint does not depend on the line number.
    let before = issues[0]["fingerprint"] as? String
    let odd = "Sources/Mixed & <Odd>.swift"
    try create(odd, "\n\n" + (try read(odd)))
    let moved = try ServerBinary.run(["lint", "--format", "gitlab", "Sources"], in: directory)
    let movedIssues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(moved.stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(movedIssues[0]["fingerprint"] as? String, before)
    XCTAssertEqual(((movedIssues[0]["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int, 3)
  }

  /// Elements with their attributes, in document order.
  private final class XMLCollector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var text = ""
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
      elements.append((name, attributes))
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  }

  private func parseXML(_ text: String) throws -> XMLCollector {
    let parser = XMLParser(data: Data(text.utf8))
    let collector = XMLCollector()
    parser.delegate = collector
    XCTAssertTrue(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))\n\(text)")
    return collector
  }

  func testJUnitXMLParsesAndHasASuitePerFileAndACasePerFinding() throws {
    _ = try mixedFindings()
    try create("Sources/Clean.swift", "let answer = 42\n")
    let run = try ServerBinary.run(["lint", "--format", "junit", "Sources"], in: directory)
    XCTAssertEqual(run.status, 1)
    let xml = try parseXML(run.stdout)
    XCTAssertEqual(xml.elements.first?.name, "testsuites")
    XCTAssertEqual(xml.elements.first?.attributes["tests"], "3")
    XCTAssertEqual(xml.elements.first?.attributes["failures"], "2")
    let suites = xml.elements.filter { $0.name == "testsuite" }
    XCTAssertEqual(suites.map { $0.attributes["name"] ?? "" }, ["Sources/Clean.swift", "Sources/Mixed & <Odd>.swift", "Sources/Reader.swift"])
    XCTAssertEqual(suites.map { $0.attributes["failures"] ?? "" }, ["0", "1", "1"])
    let failures = xml.elements.filter { $0.name == "failure" }
    XCTAssertEqual(failures.map { $0.attributes["type"] ?? "" }, ["missing-requirement", "reference-compared-by-value"])
    XCTAssertEqual(xml.elements.filter { $0.name == "testcase" }.count, 3)
    XCTAssertTrue(xml.text.contains("Sources/Mixed & <Odd>.swift:1:16: error: `Gauge` conforms"), xml.text)
  }

  func testCheckstyleXMLParsesWithFileAndErrorElements() throws {
    _ = try mixedFindings()
    let run = try ServerBinary.run(["lint", "--format", "checkstyle", "Sources"], in: directory)
    XCTAssertEqual(run.status, 1)
    let xml = try parseXML(run.stdout)
    XCTAssertEqual(xml.elements.map(\.name), ["checkstyle", "file", "error", "file", "error"])
    XCTAssertEqual(xml.elements[1].attributes["name"], "Sources/Mixed & <Odd>.swift")
    XCTAssertEqual(
      xml.elements[2].attributes,
      [
        "line": "1", "column": "16", "severity": "error", "source": "interop-lsp.missing-requirement",
        "message": "`Gauge` conforms to `UIViewRepresentable` but has no `updateUIView`; SwiftUI requires it.",
      ])
    XCTAssertEqual(xml.elements[4].attributes["severity"], "info")
    XCTAssertEqual(xml.elements[4].attributes["line"], "8")
    XCTAssertEqual(LintCommand.xmlEscape("a<b>&\"c'\u{1}\t"), "a&lt;b&gt;&amp;&quot;c&apos;&#9;")
  }

  func testSARIFHasTheRequiredFieldsTheVersionAndAHelpURIPerRule() throws {
    _ = try mixedFindings()
    let run = try ServerBinary.run(["lint", "--format", "sarif", "Sources"], in: directory)
    XCTAssertEqual(run.status, 1)
    let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    // SARIF 2.1.0: version, runs[].tool.driver.name, results[].message.text are required.
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
    XCTAssertEqual(runs.count, 1)
    let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    XCTAssertEqual(driver["name"] as? String, "interop-lsp")
    XCTAssertEqual(driver["version"] as? String, "0.1.0")
    XCTAssertEqual(driver["informationUri"] as? String, "https://github.com/interop-lsp/interop-lsp")
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    XCTAssertEqual(rules.count, RuleRegistry.all.count)
    for rule in rules {
      let id = try XCTUnwrap(rule["id"] as? String)
      XCTAssertEqual(rule["helpUri"] as? String, "https://github.com/interop-lsp/interop-lsp/blob/v0.1.0/docs/rules/\(id).md")
    }
    let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 2)
    for result in results {
      XCTAssertNotNil((result["message"] as? [String: Any])?["text"] as? String)
      XCTAssertNotNil(result["ruleId"] as? String)
      let index = try XCTUnwrap(result["ruleIndex"] as? Int)
      XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
      let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      XCTAssertNotNil((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String)
      XCTAssertNotNil((physical?["region"] as? [String: Any])?["startLine"] as? Int)
    }
    // docsBaseURL moves every link.
    try create(".interop-lsp.json", #"{"docsBaseURL": "https://docs.example.test/interop"}"#)
    let moved = try ServerBinary.run(["lint", "--format", "sarif", "Sources"], in: directory)
    XCTAssertTrue(moved.stdout.contains(#""helpUri" : "https://docs.example.test/interop/missing-requirement.md""#), moved.stdout)
  }

  // MARK: Summary, statistics, quiet, select, ignore

  func testSummaryStatisticsQuietSelectAndIgnore() throws {
    _ = try mixedFindings()
    let text = try ServerBinary.run(["lint", "Sources"], in: directory)
    XCTAssertEqual(text.stderr, "2 findings (1 error, 1 note) in 2 files\n")
    let quiet = try ServerBinary.run(["lint", "--quiet", "Sources"], in: directory)
    XCTAssertEqual(quiet.stdout, text.stdout)
    XCTAssertEqual(quiet.stderr, "")
    let statistics = try ServerBinary.run(["lint", "--statistics", "-q", "Sources"], in: directory)
    XCTAssertEqual(statistics.stdout, "1  missing-requirement  error\n1  reference-compared-by-value  note\n")
    XCTAssertEqual(statistics.status, 1)
    let selected = try ServerBinary.run(["lint", "--select", "reference-compared-by-value", "Sources"], in: directory)
    XCTAssertEqual(lines(selected.stdout).count, 1)
    XCTAssertTrue(selected.stdout.hasSuffix("[reference-compared-by-value]\n"), selected.stdout)
    XCTAssertEqual(selected.status, 0)
    let ignored = try ServerBinary.run(["lint", "--ignore", "reference-compared-by-value,missing-requirement", "Sources"], in: directory)
    XCTAssertEqual(ignored.stdout, "")
    XCTAssertEqual(ignored.stderr, "0 findings in 2 files\n")
    XCTAssertEqual(ignored.status, 0)
    let unknown = try ServerBinary.run(["lint", "--select", "refrence-compared-by-value", "Sources"], in: directory)
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(
      unknown.stderr.hasPrefix(
        "interop-lsp lint: --select: unknown rule 'refrence-compared-by-value' (did you mean 'reference-compared-by-value'?)"),
      unknown.stderr)
  }

  // MARK: Configuration

  func testAMisspelledRuleIdIsNamedAndStrictConfigExitsTwo() throws {
    try create("A.swift", stub)
    try create(".interop-lsp.json", "{\n  \"rules\": {\n    \"missing-requirment\": \"off\",\n    \"cancel-button-in-update\": \"off\"\n  },\n  \"colour\": 1\n}\n")
    let config = directory.appendingPathComponent(".interop-lsp.json").path
    let relaxed = try ServerBinary.run(["lint", "--no-strict-config", "A.swift"], in: directory)
    XCTAssertEqual(relaxed.status, 1)
    XCTAssertEqual(relaxed.stdout, "A.swift:1:16: error: `Gauge` conforms to `UIViewRepresentable` but has no `updateUIView`; SwiftUI requires it. [missing-requirement]\n")
    XCTAssertEqual(
      lines(relaxed.stderr),
      [
        "\(config):6:3: warning: unknown key `colour`; known keys: baseline, defaultIsolation, deploymentTarget, docsBaseURL, exclude, include, inlayHints, overrides, root, rules, swiftLanguageMode [invalid-configuration]",
        "\(config):3:5: warning: unknown rule `missing-requirment` (did you mean `missing-requirement`?); `interop-lsp rules` lists them [invalid-configuration]",
        "1 finding (1 error) in 1 file",
      ])
    let strict = try ServerBinary.run(["lint", "--strict-config", "A.swift"], in: directory)
    XCTAssertEqual(strict.status, 2)
    XCTAssertTrue(strict.stderr.contains("\(config):3:5: error: unknown rule `missing-requirment` (did you mean `missing-requirement`?)"), strict.stderr)
    // The retired rule's id is accepted: it is in neither run's messages.
    XCTAssertFalse(strict.stderr.contains("cancel-button-in-update"))
  }

  func testStrictConfigIsTheDefaultInCI() {
    let options = LintCommand.Options()
    XCTAssertTrue(LintCommand.isStrict(options, environment: ["CI": "true"]))
    XCTAssertFalse(LintCommand.isStrict(options, environment: ["CI": "false"]))
    XCTAssertFalse(LintCommand.isStrict(options, environment: [:]))
    var relaxed = options
    relaxed.strictConfiguration = false
    XCTAssertFalse(LintCommand.isStrict(relaxed, environment: ["CI": "1"]))
  }

  func testExcludeIncludeOverridesAndNestedFiles() throws {
    let kept = try create("App/Sources/A.swift", stub)
    try create("App/Pods/Lib/B.swift", stub)  // skipped by the walk anyway
    try create("App/Vendor/C.swift", stub)
    try create("App/Sources/Generated/D.generated.swift", stub)
    try create("App/Tests/E.swift", stub)
    try create("App/.interop-lsp.json", #"{"exclude": ["Vendor/**", "*.generated.swift"], "overrides": [{"files": ["Tests/**"], "rules": {"missing-requirement": "warning"}}]}"#)
    // A nested file: its folder's findings off for the rule (merged below the outer file).
    try create("App/Sources/Legacy/F.swift", stub)
    try create("App/Sources/Legacy/.interop-lsp.json", #"{"rules": {"missing-requirement": "off"}}"#)
    let run = try ServerBinary.run(["lint", "--quiet", "App"], in: directory)
    XCTAssertEqual(
      lines(run.stdout),
      [
        "App/Sources/A.swift:1:16: error: `Gauge` conforms to `UIViewRepresentable` but has no `updateUIView`; SwiftUI requires it. [missing-requirement]",
        "App/Tests/E.swift:1:16: warning: `Gauge` conforms to `UIViewRepresentable` but has no `updateUIView`; SwiftUI requires it. [missing-requirement]",
      ])
    XCTAssertEqual(run.stderr, "")
    _ = kept
    // A file named on the command line is linted even when excluded.
    let named = try ServerBinary.run(["lint", "--quiet", "App/Vendor/C.swift"], in: directory)
    XCTAssertEqual(lines(named.stdout).count, 1)
    // include: only what it names.
    try create("App/.interop-lsp.json", #"{"include": ["Tests/**"]}"#)
    let included = try ServerBinary.run(["lint", "--quiet", "App"], in: directory)
    XCTAssertEqual(lines(included.stdout).map { String($0.prefix(18)) }, ["App/Tests/E.swift:"])
  }

  // MARK: Rules on the command line

  func testRulesJSONListsEveryRuleOfTheRegistry() throws {
    let run = try ServerBinary.run(["rules", "--json"])
    XCTAssertEqual(run.status, 0)
    let rules = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(rules.compactMap { $0["id"] as? String }, RuleRegistry.all.map { $0.description.id })
    for (rule, registered) in zip(rules, RuleRegistry.all.map { $0.description }) {
      XCTAssertEqual(rule["tier"] as? Int, registered.tier)
      XCTAssertEqual(rule["summary"] as? String, registered.summary)
      XCTAssertEqual(rule["severity"] as? String, registered.isRetired ? "retired" : registered.defaultSeverity.rawValue)
      XCTAssertTrue(["safe", "suggested", "none"].contains(rule["fixKind"] as? String ?? ""), "\(rule)")
      XCTAssertEqual(rule["fixKind"] as? String == "none", registered.corrections.isEmpty || registered.isRetired, registered.id)
    }
    let text = try ServerBinary.run(["rules"])
    XCTAssertEqual(lines(text.stdout).count, RuleRegistry.all.count)
  }

  func testExplainPrintsTheRulePageAndNamesAnUnknownRule() throws {
    let run = try ServerBinary.run(["explain", "missing-dismantle"])
    XCTAssertEqual(run.status, 0)
    let rule = try XCTUnwrap(RuleRegistry.rule(id: "missing-dismantle"))
    XCTAssertEqual(run.stdout, RuleDocumentation.page(rule.description) + "\n")
    let unknown = try ServerBinary.run(["explain", "missing-dismantel"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertEqual(
      unknown.stderr, "interop-lsp explain: unknown rule 'missing-dismantel' (did you mean 'missing-dismantle'?); `interop-lsp rules` lists them\n")
  }

  // MARK: Papercuts

  func testEverySubcommandHelpExitsZero() throws {
    for command in [["--help"], ["lint", "--help"], ["outline", "--help"], ["docs", "--help"], ["rules", "--help"], ["explain", "--help"]] {
      let run = try ServerBinary.run(command)
      XCTAssertEqual(run.status, 0, "\(command)")
      XCTAssertTrue(run.stdout.contains("interop-lsp"), "\(command)")
      XCTAssertEqual(run.stderr, "", "\(command)")
    }
  }

  func testDocsNeedsAnOutputFolderAndWritesNothingWithoutOne() throws {
    let run = try ServerBinary.run(["docs"], in: directory)
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stderr.hasPrefix("interop-lsp docs: --output DIR is required"), run.stderr)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    let written = try ServerBinary.run(["docs", "--output", "site"], in: directory)
    XCTAssertEqual(written.status, 0)
    let pages = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("site").path)
    XCTAssertEqual(pages.count, RuleRegistry.all.count + 3)  // the pages, README.md, hover.md, the schema
    XCTAssertTrue(pages.contains("hover.md"))
  }

  func testADryRunDiffAppliesWithGitApply() throws {
    let git = URL(fileURLWithPath: "/usr/bin/git")
    guard FileManager.default.isExecutableFile(atPath: git.path) else { throw XCTSkip("git is not installed at /usr/bin/git") }
    let typos = "struct Notes: UIViewRepresentable {\n  func makeUIView(context: Context) -> UITextView { UITextView() }\n"
      + "  func updateUiView(_ uiView: UITextView, context: Context) {}\n}\n"
    try create("Sources/Notes.swift", typos)
    let diff = try ServerBinary.run(["lint", "--fix", "--dry-run", "./Sources"], in: directory)
    XCTAssertTrue(diff.stdout.hasPrefix("--- a/Sources/Notes.swift\n+++ b/Sources/Notes.swift\n@@ "), diff.stdout)
    try create("fix.diff", diff.stdout)
    func gitApply(_ arguments: [String]) throws -> Int32 {
      let process = Process()
      process.executableURL = git
      process.arguments = ["apply"] + arguments + ["fix.diff"]
      process.currentDirectoryURL = directory
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus
    }
    XCTAssertEqual(try gitApply(["--check"]), 0)
    XCTAssertEqual(try gitApply([]), 0)
    XCTAssertEqual(try read("Sources/Notes.swift"), typos.replacingOccurrences(of: "updateUiView", with: "updateUIView"))
  }

  func testAMissingPathAndAnUnreadableFolderExitTwoWithAMessage() throws {
    let missing = try ServerBinary.run(["lint", "Nowhere"], in: directory)
    XCTAssertEqual(missing.status, 2)
    XCTAssertEqual(missing.stderr, "Nowhere: error: no such file or directory\n0 findings in 0 files\n")
  }
}
