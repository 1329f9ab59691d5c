import InteropAnalysis
import InteropTestSupport
import SwiftLiteParser
import XCTest

final class InteropAnalyzerTests: XCTestCase {
  func analyze(_ text: String, _ configuration: AnalysisConfiguration = AnalysisConfiguration()) -> [Finding] {
    InteropAnalyzer.analyze(text: SourceText(text), path: nil, configuration: configuration)
  }

  /// The dispatch on one lane (inside `lint`) and on two (the server) gives the same findings in the same order,
  /// and one rule run alone gives the findings the whole run gives for it.
  func testLanesAndSingleRuleRunsGiveTheSameFindings() {
    let configuration = AnalysisConfiguration.defaults
    for rule in RuleRegistry.all {
      for example in rule.description.triggering + rule.description.nonTriggering {
        let text = SourceText(MarkedSource(example.code).text)
        let one = InteropAnalyzer.analyze(text: text, path: nil, configuration: configuration, lanes: 1)
        let two = InteropAnalyzer.analyze(text: text, path: nil, configuration: configuration, lanes: 2)
        XCTAssertEqual(one, two, "\(rule.description.id): \(example.code)")
        // `unused-suppression` is run by the analyzer after the others, from what they reported.
        guard rule.description.id != UnusedSuppressionRule.description.id else { continue }
        let context = AnalysisContext(text: text, path: nil, configuration: configuration)
        let alone = rule.findings(in: context).map { "\($0.range) \($0.message)" }.sorted()
        let inRun = rule.description.isRetired ? [] : InteropAnalyzer.analyze(context: context).filter { $0.ruleID == rule.description.id }
        // Suppression comments and severities apply to the whole run only: compare what both see.
        XCTAssertTrue(Set(inRun.map { "\($0.range) \($0.message)" }).isSubset(of: Set(alone)), "\(rule.description.id): \(example.code)")
      }
    }
  }

  func testFindsDelegateInUpdateWithExactRange() {
    let marked = MarkedSource("""
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          1️⃣uiView.navigationDelegate = context.coordinator2️⃣
        }
      }
      """)
    let findings = analyze(marked.text).filter { $0.ruleID == "delegate-set-in-update" }
    XCTAssertEqual(findings.map(\.range), [marked["1️⃣"]..<marked["2️⃣"]])
    XCTAssertEqual(findings.first?.severity, .information)
  }

  func testConfigurationTurnsRuleOffAndChangesSeverity() {
    let text = """
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          uiView.navigationDelegate = context.coordinator
        }
      }
      """
    let off = AnalysisConfiguration(rules: ["delegate-set-in-update": .off])
    XCTAssertEqual(analyze(text, off).filter { $0.ruleID == "delegate-set-in-update" }.count, 0)
    let error = AnalysisConfiguration(rules: ["delegate-set-in-update": .severity(.error)])
    XCTAssertEqual(analyze(text, error).filter { $0.ruleID == "delegate-set-in-update" }.map(\.severity), [.error])
  }

  func testRegionSuppressionAndReason() {
    let text = """
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        // interop-lsp:disable delegate-set-in-update - migrating
        func updateUIView(_ uiView: WKWebView, context: Context) {
          uiView.navigationDelegate = context.coordinator
        }
        // interop-lsp:enable delegate-set-in-update
        func other(_ uiView: WKWebView) {}
      }
      """
    XCTAssertEqual(analyze(text).map(\.ruleID).filter { $0 != "coordinator-without-make" }, [])
  }

  func testSuppressionParsing() {
    let command = SuppressionCommand.parse("// interop-lsp:disable-next-line a-rule, b-rule - because", range: 0..<10)
    XCTAssertEqual(command?.action, .disableNextLine)
    XCTAssertEqual(command?.ruleIDs, ["a-rule", "b-rule"])
    XCTAssertEqual(command?.reason, "because")
    XCTAssertNil(SuppressionCommand.parse("// interop-lsp:frobnicate x", range: 0..<1))
  }

  func testGarbageNeverCrashes() {
    let inputs = ["", "{", "}}}}", "struct X: UIViewRepresentable {", "func updateUIView(_ a: B, context: C) { a.b = ",
      "\"\"\"", "#\"", "/* /* */", "struct A: UIViewRepresentable { func updateUIView(_ v: V, context: C) { v.x = { [weak self] in } } }",
      String(repeating: "{(", count: 500), String(repeating: "struct A: UIViewRepresentable {", count: 200)]
    for input in inputs {
      _ = analyze(input)
    }
  }
}

final class RelatedInformationTests: XCTestCase {
  func testTwoWaySyncPointsAtTheCoordinatorWrite() {
    let marked = MarkedSource("""
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          uiView.text = text
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UITextViewDelegate {
          var parent: Notes
          init(parent: Notes) { self.parent = parent }
          func textViewDidChange(_ textView: UITextView) { 1️⃣parent.text = textView.text2️⃣ }
        }
      }
      """)
    let finding = InteropAnalyzer.analyze(text: SourceText(marked.text), path: nil, configuration: AnalysisConfiguration())
      .first { $0.ruleID == "two-way-sync-unguarded" }
    XCTAssertEqual(finding?.related.map(\.range), [marked["1️⃣"]..<marked["2️⃣"]])
  }

  func testDelegateInUpdatePointsAtMake() {
    let marked = MarkedSource("""
      struct Browser: UIViewRepresentable {
        func 1️⃣makeUIView2️⃣(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          uiView.navigationDelegate = context.coordinator
        }
      }
      """)
    let finding = InteropAnalyzer.analyze(text: SourceText(marked.text), path: nil, configuration: AnalysisConfiguration())
      .first { $0.ruleID == "delegate-set-in-update" }
    XCTAssertEqual(finding?.related.map(\.range), [marked["1️⃣"]..<marked["2️⃣"]])
  }

  func testMissingDismantleListsTheOtherRegistrations() {
    let marked = MarkedSource("""
      private struct Chat: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let configuration = WKWebViewConfiguration()
          configuration.userContentController.add(context.coordinator, name: "chat")
          _ = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in }
          1️⃣NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in }2️⃣
          return WKWebView(frame: .zero, configuration: configuration)
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
      }
      """)
    let findings = InteropAnalyzer.analyze(text: SourceText(marked.text), path: nil, configuration: AnalysisConfiguration())
      .filter { $0.ruleID == "missing-dismantle" }
    XCTAssertEqual(findings.count, 1)
    XCTAssertEqual(findings.first?.related.map(\.range), [marked["1️⃣"]..<marked["2️⃣"]])
  }
}

final class FixAllTests: XCTestCase {
  func testFixAllAppliesSafeFixesOnce() {
    let text = """
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUiView(_ uiView: UITextView, context: Context) {}
        func dismantleUIView(_ uiView: UITextView, coordinator: ()) {}
      }
      """
    let findings = InteropAnalyzer.analyze(text: SourceText(text), path: nil, configuration: AnalysisConfiguration())
    let edits = InteropAnalyzer.fixAllEdits(findings)
    let fixed = String(decoding: TextEdit.apply(edits, to: Array(text.utf8)).bytes, as: UTF8.self)
    XCTAssertEqual(fixed, """
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        static func dismantleUIView(_ uiView: UITextView, coordinator: ()) {}
      }
      """)
    XCTAssertEqual(InteropAnalyzer.analyze(text: SourceText(fixed), path: nil, configuration: AnalysisConfiguration()).filter { $0.severity >= .warning }.map(\.ruleID), [])
  }

  /// Fix-all picks exactly what the plain pairwise check picks (issue 20: the pairwise check was
  /// findings × taken edits; the sorted index is O(F log F)).
  func testFixAllEditsAgreeWithThePairwiseCheckOnRandomFindings() {
    var state: UInt64 = 20
    func next(_ bound: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(bound))
    }
    func reference(_ findings: [Finding]) -> [TextEdit] {
      var taken: [Range<Int>] = []
      var edits: [TextEdit] = []
      for finding in findings.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
        guard let fix = finding.fixes.first(where: { $0.safeForFixAll }), !fix.edits.isEmpty else { continue }
        let overlaps = fix.edits.contains { edit in
          taken.contains { other in
            edit.range.overlaps(other) || (edit.range.isEmpty && other.contains(edit.range.lowerBound))
              || (other.isEmpty && edit.range.contains(other.lowerBound))
              || (edit.range.isEmpty && other.isEmpty && edit.range.lowerBound == other.lowerBound)
          }
        }
        if overlaps { continue }
        taken += fix.edits.map(\.range)
        edits += fix.edits
      }
      return edits
    }
    for round in 0..<200 {
      var findings: [Finding] = []
      for number in 0..<(1 + next(40)) {
        let start = next(200)
        var edits: [TextEdit] = []
        for _ in 0..<(1 + next(3)) {
          let lower = max(0, start + next(20) - 10)
          edits.append(TextEdit(range: lower..<(lower + [0, 0, 1, 3, 12][next(5)]), replacement: Array("\(number)".utf8)))
        }
        findings.append(
          Finding(
            ruleID: "r", range: start..<(start + next(5)), message: "m", severity: .warning,
            fixes: [Fix(title: "f", edits: edits, safeForFixAll: next(6) != 0)]))
      }
      XCTAssertEqual(InteropAnalyzer.fixAllEdits(findings), reference(findings), "round \(round)")
    }
  }
}
