import InteropAnalysis
import InteropTestSupport
import SwiftLiteParser
import Testing

private func example(_ code: String) -> Example {
  Example(code, skipCommentWrap: true, skipStringWrap: true, skipDisableCommand: true)
}

/// The verifier itself: it must fail on a rule whose examples are wrong, and pass a rule whose examples hold.
/// The fake rules report every `probe()` call, at the call, and fix it to `checked()`.
@Suite(.serialized) struct VerifierSelfTests {
  enum ProbeRule: FileRule {
    nonisolated(unsafe) static var examples: (triggering: [Example], nonTriggering: [Example], corrections: [Correction]) = ([], [], [])

    static var description: RuleDescription {
      RuleDescription(
        id: "probe-call", name: "Probe", summary: "A probe call.", rationale: "For the verifier's tests.", category: .lifecycle, tier: 2,
        defaultSeverity: .warning, seedSource: "tests", nonTriggering: examples.nonTriggering, triggering: examples.triggering,
        corrections: examples.corrections)
    }

    static func analyze(_ context: AnalysisContext) -> [Finding] {
      context.tree.root.descendants(.callExpr).compactMap { node in
        guard node.callee?.compactText == "probe" else { return nil }
        return Finding(ruleID: "probe-call", range: node.range, message: "probe", severity: .warning,
          fixes: [Fix(title: "check", edits: [TextEdit(range: node.range, replacement: "checked()")])])
      }
    }
  }

  static let analyze: @Sendable (String, AnalysisConfiguration) -> [Finding] = { text, configuration in
    ProbeRule.analyze(AnalysisContext(text: SourceText(text), path: nil, configuration: configuration))
  }

  @Test(arguments: [
    // A triggering example whose marker is at the wrong place.
    ([example("func f() { ↓probe()↑; other() }"), example("func f() { probe(); ↓other()↑ }")], [Example](), [Correction]()),
    // A non-triggering example that triggers.
    ([example("func f() { ↓probe()↑ }")], [example("func g() { probe() }")], []),
    // A correction whose expected text is wrong.
    ([example("func f() { ↓probe()↑ }")], [], [Correction(example("func f() { probe() }"), "func f() { probe() }")]),
  ])
  func failsOnWrongExamples(triggering: [Example], nonTriggering: [Example], corrections: [Correction]) {
    ProbeRule.examples = (triggering, nonTriggering, corrections)
    withKnownIssue("the verifier must report the wrong example") {
      RuleVerifier.verify(ProbeRule.self, analyze: Self.analyze)
    }
  }

  @Test func passesOnRightExamples() {
    ProbeRule.examples = (
      [example("func f() { ↓probe()↑ }")], [example("func g() { other() }")],
      [Correction(example("func f() { probe() }"), "func f() { checked() }")]
    )
    RuleVerifier.verify(ProbeRule.self, analyze: Self.analyze)
  }
}
