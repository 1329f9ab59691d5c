import InteropAnalysis
import InteropTestSupport
import SwiftLiteParser
import XCTest

final class InteropAnalyzerTests: XCTestCase {
  func analyze(_ text: String, _ configuration: AnalysisConfiguration = AnalysisConfiguration()) -> [Finding] {
    InteropAnalyzer.analyze(text: SourceText(text), path: nil, configuration: configuration)
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
    XCTAssertEqual(findings.first?.severity, .warning)
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
