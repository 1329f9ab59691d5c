import SwiftLiteParser

/// A method whose name is a near miss of a lifecycle requirement.
public enum LifecycleNameTypoRule: Rule {
  public static let description = RuleDescription(
    id: "lifecycle-name-typo",
    name: "Misspelled lifecycle method",
    summary: "A method in a representable is named almost like a requirement (`updateUiView`, `makeCordinator`) and so is never called by SwiftUI.",
    rationale: """
      SwiftUI finds lifecycle methods by their exact name. A misspelled `updateUiView` compiles (it is just \
      another method) when a default implementation exists, or produces a confusing conformance error when \
      none does; either way the code in it never runs.

      Rename it to the requirement it was meant to implement.
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .error, seedSource: "SKILL.md: UIViewRepresentable Protocol",
    nonTriggering: [
      Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject {}
        }
        """),
      Example("""
        // Not a representable: free to name methods anything.
        struct Factory {
          func makeUiView() -> UIView { UIView() }
          func updateUiView(_ view: UIView) {}
        }
        """),
      Example("""
        struct Canvas: NSViewRepresentable {
          func makeNSView(context: Context) -> NSView { NSView() }
          func updateNSView(_ nsView: NSView, context: Context) {}
        }
        """),
      Example("""
        struct Gallery: UIViewRepresentable {
          func makeUIView(context: Context) -> UICollectionView { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }
          func updateUIView(_ uiView: UICollectionView, context: Context) {}
          func makeUIViews(count: Int) -> [UIView] { [] }
        }
        """),
      Example("""
        struct Sheet: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
          func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
          #if DEBUG
          func makeCoordinator() -> Coordinator { Coordinator() }
          #endif
          final class Coordinator {}
        }
        """),
    ],
    triggering: [
      Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func ↓updateUiView(_ uiView: WKWebView, context: Context) {}
        }
        """),
      Example("""
        struct Notes: UIViewRepresentable {
          func ↓makeUIVIew(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func ↓makeCordinator() -> Coordinator { Coordinator() }
          final class Coordinator {}
        }
        """),
      Example("""
        struct Scanner: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
          func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
        }
        extension Scanner {
          static func ↓dismantleUIViewControler(_ uiViewController: VNDocumentCameraViewController, coordinator: ()) {}
        }
        """),
    ],
    corrections: [
      Correction(Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUiView(_ uiView: WKWebView, context: Context) {}
        }
        """), """
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        """),
    ]
  )

  static let allRequirementNames: Set<String> = Set(RepresentableKind.allCases.flatMap(\.requirementNames))

  /// The requirement a method name is a near miss of, if any.
  static func intendedRequirement(_ name: String, kind: RepresentableKind, existing: Set<String>) -> String? {
    guard !allRequirementNames.contains(name) else { return nil }
    var best: (String, Int)?
    for requirement in kind.requirementNames where !existing.contains(requirement) {
      let distance = InteropFacts.editDistance(name, requirement, limit: 2)
      if distance <= 2, best.map({ distance < $0.1 }) ?? true { best = (requirement, distance) }
    }
    return best?.0
  }

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    for representable in context.model.representables {
      let existing = Set(representable.functions.map(\.name))
      for function in representable.functions where function.keyword == "func" {
        guard let intended = intendedRequirement(function.name, kind: representable.kind, existing: existing) else { continue }
        let message = "`\(function.name)` looks like a misspelling of `\(intended)`; SwiftUI only calls the exact name, so this method never runs."
        let fix = Fix(title: "Rename to `\(intended)`", edits: [TextEdit(range: context.range(function.nameToken), replacement: intended)])
        findings.append(finding(context.range(function.nameToken), message, fixes: [fix]))
      }
    }
    return findings
  }
}
