import InteropAnalysis
import InteropTestSupport
import SwiftLiteParser
import Testing

/// Checks a rule's description examples: the whole per-rule test (see STYLE.md 8.5).
enum RuleVerifier {
  static let multiBytePrefix = "// ünïcödé 🧪 prefix\n"

  static func configuration(for example: Example) -> AnalysisConfiguration {
    var configuration = AnalysisConfiguration()
    if let target = example.configuration["deploymentTarget"] { configuration.deploymentTarget = DeploymentTarget(parsing: target) }
    if let mode = example.configuration["swiftLanguageMode"] { configuration.swiftLanguageMode = Int(mode) }
    if let isolation = example.configuration["defaultIsolation"] { configuration.defaultIsolation = AnalysisConfiguration.DefaultIsolation(rawValue: isolation) }
    return configuration
  }

  static func findings(_ text: String, id: String, configuration: AnalysisConfiguration) -> [Finding] {
    InteropAnalyzer.analyze(text: SourceText(text), path: nil, configuration: configuration).filter { $0.ruleID == id }
  }

  /// Expected ranges from `↓`/`↑` markers: an `↑` between this `↓` and the next one ends the range; else
  /// the range is the token that starts at `↓`.
  static func expectedRanges(_ marked: MarkedSource) -> [Range<Int>] {
    let tree = SyntaxTree.parse(SourceText(marked.text))
    var ranges: [Range<Int>] = []
    for (index, start) in marked.findingStarts.enumerated() {
      let next = index + 1 < marked.findingStarts.count ? marked.findingStarts[index + 1] : Int.max
      if let end = marked.findingEnds.first(where: { $0 >= start && $0 <= next }) {
        ranges.append(start..<end)
      } else if let token = tree.token(at: start), token.textRange.lowerBound == start {
        ranges.append(token.textRange)
      } else {
        ranges.append(start..<start)
      }
    }
    return ranges.sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
  }

  static func render(_ text: String, _ ranges: [Range<Int>]) -> String {
    var bytes = Array(text.utf8)
    for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) {
      let upper = min(range.upperBound, bytes.count)
      let lower = min(range.lowerBound, upper)
      bytes.insert(contentsOf: Array("↑".utf8), at: upper)
      bytes.insert(contentsOf: Array("↓".utf8), at: lower)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func toCRLF(_ text: String, _ ranges: [Range<Int>]) -> (String, [Range<Int>]) {
    let bytes = Array(text.utf8)
    var newlineBefore = [Int](repeating: 0, count: bytes.count + 1)
    var count = 0
    for (index, byte) in bytes.enumerated() {
      newlineBefore[index] = count
      if byte == UInt8(ascii: "\n") { count += 1 }
    }
    newlineBefore[bytes.count] = count
    func map(_ offset: Int) -> Int { offset + newlineBefore[min(max(offset, 0), bytes.count)] }
    let converted = text.replacingOccurrences(of: "\n", with: "\r\n")
    return (converted, ranges.map { map($0.lowerBound)..<map($0.upperBound) })
  }

  /// Records a failure at the example's line (Swift Testing).
  static func fail(_ message: String, file: StaticString, line: UInt) {
    let path = "\(file)"
    let name = path.split(separator: "/").last.map(String.init) ?? path
    Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(fileID: "InteropAnalysis/\(name)", filePath: path, line: Int(line), column: 1))
  }

  /// `analyze` stands in for the registry's analysis in the verifier's own tests (a fake rule is not registered).
  static func verify(_ rule: any Rule.Type, analyze: (@Sendable (String, AnalysisConfiguration) -> [Finding])? = nil) {
    let description = rule.description
    let id = description.id
    func findings(_ text: String, id: String, configuration: AnalysisConfiguration) -> [Finding] {
      if let analyze { return analyze(text, configuration).filter { $0.ruleID == id } }
      return RuleVerifier.findings(text, id: id, configuration: configuration)
    }
    var all = description.triggering.map { ($0, true) } + description.nonTriggering.map { ($0, false) }
    if all.contains(where: { $0.0.isFocused }) { all = all.filter { $0.0.isFocused } }
    for (example, isTriggering) in all {
      let marked = MarkedSource(example.code)
      let configuration = configuration(for: example)
      let expected = expectedRanges(marked)
      if isTriggering && expected.isEmpty {
        fail("[\(id)] a triggering example has no ↓ marker", file: example.file, line: example.line)
      }
      if !isTriggering && !expected.isEmpty {
        fail("[\(id)] a non-triggering example has ↓ markers", file: example.file, line: example.line)
      }
      if SyntaxTree.parse(marked.text).hasErrors {
        fail("[\(id)] the example does not parse cleanly with SwiftLiteParser", file: example.file, line: example.line)
      }
      let found = findings(marked.text, id: id, configuration: configuration)
      let foundRanges = found.map(\.range).sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
      if foundRanges != expected {
        fail("""
          [\(id)] findings differ.
          expected:
          \(render(marked.text, expected))
          found:
          \(render(marked.text, foundRanges))
          messages: \(found.map(\.message))
          """, file: example.file, line: example.line)
        continue
      }
      for finding in found where finding.message.isEmpty {
        fail("[\(id)] empty message", file: example.file, line: example.line)
      }
      // Multi-byte prefix.
      let prefixLength = multiBytePrefix.utf8.count
      let prefixed = findings(multiBytePrefix + marked.text, id: id, configuration: configuration).map(\.range).sorted { $0.lowerBound < $1.lowerBound }
      let shifted = expected.map { ($0.lowerBound + prefixLength)..<($0.upperBound + prefixLength) }
      if prefixed != shifted {
        fail("[\(id)] with a multi-byte prefix: expected \(shifted), found \(prefixed)", file: example.file, line: example.line)
      }
      // CRLF line endings.
      let (crlfText, crlfExpected) = toCRLF(marked.text, expected)
      let crlfFound = findings(crlfText, id: id, configuration: configuration).map(\.range).sorted { $0.lowerBound < $1.lowerBound }
      if crlfFound != crlfExpected {
        fail("[\(id)] with CRLF line endings: expected \(crlfExpected), found \(crlfFound)", file: example.file, line: example.line)
      }
      guard isTriggering else { continue }
      if !example.skipCommentWrap {
        let wrapped = "/*\n" + marked.text + "\n*/\n"
        let inComment = findings(wrapped, id: id, configuration: configuration)
        if !inComment.isEmpty {
          fail("[\(id)] fires inside a block comment: \(inComment.map(\.range))", file: example.file, line: example.line)
        }
      }
      if !example.skipStringWrap {
        let wrapped = "let wrapped = #\"\"\"\n" + marked.text + "\n\"\"\"#\n"
        let inString = findings(wrapped, id: id, configuration: configuration)
        if !inString.isEmpty {
          fail("[\(id)] fires inside a string literal: \(inString.map(\.range))", file: example.file, line: example.line)
        }
      }
      if !example.skipDisableCommand {
        let disabled = insertDisableComments(marked.text, findings: found, id: id)
        let all = InteropAnalyzer.analyze(text: SourceText(disabled), path: nil, configuration: configuration)
        let remaining = all.filter { $0.ruleID == id || $0.ruleID == "unused-suppression" }
        if !remaining.isEmpty {
          fail("""
            [\(id)] disable-next-line left findings: \(remaining.map { "\($0.ruleID) \($0.range)" })
            \(disabled)
            """, file: example.file, line: example.line)
        }
      }
    }
    for correction in description.corrections {
      let example = correction.before
      let marked = MarkedSource(example.code)
      let configuration = configuration(for: example)
      let found = findings(marked.text, id: id, configuration: configuration)
      if found.isEmpty {
        fail("[\(id)] correction example triggers nothing", file: example.file, line: example.line)
        continue
      }
      let edits = found.compactMap { $0.fixes.first }.flatMap(\.edits)
      let fixed = String(decoding: TextEdit.apply(edits, to: Array(marked.text.utf8)).bytes, as: UTF8.self)
      if fixed != correction.after {
        fail("""
          [\(id)] correction differs.
          expected:
          \(correction.after)
          got:
          \(fixed)
          """, file: example.file, line: example.line)
        continue
      }
      let fixedTree = SyntaxTree.parse(fixed)
      if fixedTree.hasErrors {
        fail("[\(id)] corrected text does not parse cleanly:\n\(fixed)", file: example.file, line: example.line)
      }
      let again = findings(fixed, id: id, configuration: configuration)
      if !again.isEmpty {
        fail("[\(id)] corrected text still triggers: \(again.map(\.message))", file: example.file, line: example.line)
      }
    }
  }

  static func insertDisableComments(_ text: String, findings: [Finding], id: String) -> String {
    let index = LineIndex(SourceText(text))
    let lines = Set(findings.map { index.line(containing: $0.range.lowerBound) }).sorted(by: >)
    var bytes = Array(text.utf8)
    for line in lines {
      let start = index.lineStart(line)
      var end = start
      while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
      let indentation = String(decoding: bytes[start..<end], as: UTF8.self)
      bytes.insert(contentsOf: Array("\(indentation)// interop-lsp:disable-next-line \(id)\n".utf8), at: start)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Each rule's examples and corrections, one test case per rule.
@Suite struct RuleExamplesTests {
  static let ids: [String] = RuleRegistry.all.map { rule in rule.description.id }

  @Test(arguments: ids)
  func examples(of id: String) {
    guard let rule = RuleRegistry.rule(id: id) else {
      Issue.record("unknown rule \(id)")
      return
    }
    RuleVerifier.verify(rule)
  }

  @Test(arguments: ids)
  func enoughExamples(of id: String) {
    guard let rule = RuleRegistry.rule(id: id) else {
      Issue.record("unknown rule \(id)")
      return
    }
    let description = rule.description
    guard description.tier == 1, !description.isRetired else { return }
    #expect(description.triggering.count >= 3, "\(id)")
    #expect(description.nonTriggering.count >= 5, "\(id)")
    #expect(!(description.triggering.contains { $0.isFocused } || description.nonTriggering.contains { $0.isFocused }), "\(id) has a focused example")
  }
}
