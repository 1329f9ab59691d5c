import InteropAnalysis
import InteropTestSupport
import SwiftLiteParser
import Testing

/// The three leaks of the old token matching (issue 14), as the typed model now reports them.
struct LeakRegressionTests {
  func findings(_ marked: MarkedSource, _ id: String) -> [Range<Int>] {
    InteropAnalyzer.analyze(text: SourceText(marked.text), path: nil, configuration: AnalysisConfiguration())
      .filter { $0.ruleID == id }.map(\.range)
  }

  /// `self` printed in update is not a refresh of the Coordinator's parent: the stale read still reports.
  @Test func printOfSelfInUpdateDoesNotSilenceStaleCoordinatorParent() {
    let marked = MarkedSource("""
      struct Field: UIViewRepresentable {
        var onSubmit: (String) -> Void
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ uiView: UITextField, context: Context) {
          print(self)
          debugPrint("update", self)
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UITextFieldDelegate {
          var parent: Field
          init(parent: Field) { self.parent = parent }
          func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            1️⃣parent.onSubmit2️⃣(textField.text ?? "")
            return true
          }
        }
      }
      """)
    #expect(findings(marked, "stale-coordinator-parent") == [marked["1️⃣"]..<marked["2️⃣"]])
  }

  /// An unwrap-only `guard let url else { return }` is not a change check: the load still reports.
  @Test func unwrapOnlyGuardIsNotAChangeCheck() {
    let marked = MarkedSource("""
      struct Page: UIViewRepresentable {
        let url: URL?
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          guard let url else { return }
          1️⃣uiView.load(URLRequest(url: url))2️⃣
        }
      }
      """)
    #expect(findings(marked, "unguarded-update-call") == [marked["1️⃣"]..<marked["2️⃣"]])
  }

  /// A Coordinator declared in `extension Outer.Inner` is the nested representable's Coordinator.
  @Test func coordinatorInAQualifiedExtensionIsFound() {
    let text = """
      enum Screens {
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
        }
      }
      extension Screens.Notes {
        final class Coordinator: NSObject, UITextViewDelegate {}
      }
      """
    let context = AnalysisContext(text: SourceText(text), path: nil, configuration: AnalysisConfiguration())
    let notes = context.interop.representables.first { $0.name == "Notes" }
    #expect(notes?.coordinator?.name == "Coordinator")
    #expect(notes?.coordinator?.primary?.qualifiedName == ["Screens", "Notes", "Coordinator"])
    // Without the qualified extension, `coordinator-without-make`'s counterpart check still sees it: no finding
    // claims a missing Coordinator.
    #expect(findings(MarkedSource(text), "coordinator-without-make").isEmpty)
  }
}
