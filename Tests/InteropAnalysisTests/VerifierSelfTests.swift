import InteropAnalysis
import InteropTestSupport
import XCTest

final class VerifierSelfTests: XCTestCase {
  func testVerifierSeesFindingsOfEveryTriggeringExample() {
    var checked = 0
    for rule in RuleRegistry.all {
      for example in rule.description.triggering {
        let marked = MarkedSource(example.code)
        let found = RuleVerifier.findings(marked.text, id: rule.description.id, configuration: RuleVerifier.configuration(for: example))
        XCTAssertFalse(found.isEmpty, rule.description.id, file: example.file, line: example.line)
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 0)
  }
}
