import InteropAnalysis
import InteropTestSupport
import SwiftLiteParser
import XCTest

/// A retired rule id (`cancel-button-in-update`) stays valid in suppressions and configuration and never reports.
final class RetiredRuleTests: XCTestCase {
  func analyze(_ text: String, _ configuration: AnalysisConfiguration = AnalysisConfiguration()) -> [Finding] {
    InteropAnalyzer.analyze(text: SourceText(text), path: nil, configuration: configuration)
  }

  static let searchField = """
    struct SearchField: UIViewRepresentable {
      @Binding var isSearching: Bool
      func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
      func updateUIView(_ uiView: UISearchBar, context: Context) {
        uiView.showsCancelButton = isSearching
      }
    }
    """

  func testRetiredRuleNeverReportsEvenWhenConfigured() {
    XCTAssertTrue(RuleRegistry.rule(id: "cancel-button-in-update")?.description.isRetired ?? false)
    let configured = AnalysisConfiguration(rules: ["cancel-button-in-update": .severity(.error)])
    XCTAssertEqual(analyze(Self.searchField, configured).map(\.ruleID), [])
  }

  func testSuppressionNamingOnlyTheRetiredIDIsUnused() {
    let marked = MarkedSource("""
      struct SearchField: UIViewRepresentable {
        @Binding var isSearching: Bool
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ uiView: UISearchBar, context: Context) {
          1️⃣// interop-lsp:disable-next-line cancel-button-in-update2️⃣
          uiView.showsCancelButton = isSearching
        }
      }
      """)
    // A configuration entry for the retired id changes nothing, "off" included.
    for configuration in [AnalysisConfiguration(), AnalysisConfiguration(rules: ["cancel-button-in-update": .off])] {
      let findings = analyze(marked.text, configuration)
      XCTAssertEqual(findings.map(\.ruleID), ["unused-suppression"])
      XCTAssertEqual(findings.map(\.range), [marked["1️⃣"]..<marked["2️⃣"]])
      XCTAssertEqual(findings.first?.message, "This suppression silences nothing: the rule `cancel-button-in-update` was retired and never reports.")
      XCTAssertEqual(findings.first?.fixes.count, 1)
    }
  }

  func testRetiredIDNextToAUsedIDIsNamedWithoutADeleteFix() {
    let marked = MarkedSource("""
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {
          1️⃣// interop-lsp:disable-next-line view-created-in-update, cancel-button-in-update2️⃣
          let spare = UILabel()
          uiView.text = spare.text
        }
      }
      """)
    let findings = analyze(marked.text)
    XCTAssertEqual(findings.map(\.ruleID), ["unused-suppression"])
    XCTAssertEqual(findings.map(\.range), [marked["1️⃣"]..<marked["2️⃣"]])
    XCTAssertEqual(findings.first?.message, "`cancel-button-in-update` in this suppression silences nothing: the rule `cancel-button-in-update` was retired and never reports.")
    XCTAssertEqual(findings.first?.fixes.count, 0)
  }
}
