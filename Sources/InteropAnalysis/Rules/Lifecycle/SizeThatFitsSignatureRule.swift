import SwiftLiteParser

/// sizeThatFits whose argument labels do not match the representable's kind.
public enum SizeThatFitsSignatureRule: Rule {
  public static let description = RuleDescription(
    id: "size-that-fits-signature",
    name: "sizeThatFits labels do not match",
    summary: "`sizeThatFits(_:…)` is written with the labels of another kind (`uiView:` in a controller representable) or without `context:`.",
    rationale: """
      SwiftUI calls `sizeThatFits(_:uiView:context:)` for view representables and \
      `sizeThatFits(_:uiViewController:context:)` for controller representables (and the `nsView:` / \
      `nsViewController:` spellings). With other labels the method is just a helper: it compiles, and SwiftUI \
      silently keeps its default sizing.
      """,
    category: .lifecycle, tier: 2, defaultSeverity: .error, seedSource: "SKILL.md: Optional: sizeThatFits",
    nonTriggering: [
      Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
        }
        """),
      Example("""
        struct Chart: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
          func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
          func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewController, context: Context) -> CGSize? { nil }
        }
        """),
      Example("""
        final class Badge: UIView {
          override func sizeThatFits(_ size: CGSize) -> CGSize { size }
        }
        """),
      Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          func sizeThatFits(width: CGFloat) -> CGFloat { width }
        }
        """),
      Example("""
        struct Canvas: NSViewRepresentable {
          func makeNSView(context: Context) -> NSView { NSView() }
          func updateNSView(_ nsView: NSView, context: Context) {}
          func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSView, context: Context) -> CGSize? { nil }
        }
        """),
    ],
    triggering: [
      Example("""
        struct Chart: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
          func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
          func ↓sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewController, context: Context) -> CGSize? { nil }
        }
        """),
      Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          func ↓sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel) -> CGSize? { nil }
        }
        """),
      Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
        }
        extension Label {
          func ↓sizeThatFits(_ proposal: ProposedViewSize, view: UILabel, context: Context) -> CGSize? { nil }
        }
        """),
    ],
    corrections: [
      Correction(Example("""
        struct Chart: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
          func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewController, context: Context) -> CGSize? { nil }
        }
        """), """
        struct Chart: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
          func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
          func sizeThatFits(_ proposal: ProposedViewSize, uiViewController uiView: UIViewController, context: Context) -> CGSize? { nil }
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    for representable in context.model.representables where representable.kind != .uiGestureRecognizer {
      let kind = representable.kind
      for function in representable.functions where function.name == "sizeThatFits" {
        guard let first = function.parameters.first, first.type.includes("ProposedViewSize") else { continue }
        let second = function.parameters.count > 1 ? function.parameters[1] : nil
        let third = function.parameters.count > 2 ? function.parameters[2] : nil
        let secondOK = second?.label == kind.parameterName
        let thirdOK = third?.label == "context"
        guard !(secondOK && thirdOK) else { continue }
        let expected = "sizeThatFits(_:\(kind.parameterName):context:)"
        let message = "SwiftUI calls `\(expected)` for a `\(kind.protocolName)`; with these labels this method is never called."
        var fixes: [Fix] = []
        if let second, third != nil || thirdOK, function.parameters.count == 3 {
          var edits: [TextEdit] = []
          if !secondOK {
            // Keep the parameter's own name, which the body uses.
            let replacement = second.label == second.name ? "\(kind.parameterName) \(second.name)" : kind.parameterName
            edits.append(TextEdit(range: context.range(second.firstToken), replacement: replacement))
          }
          if let third, !thirdOK {
            edits.append(TextEdit(range: context.range(third.firstToken), replacement: third.label == third.name ? "context \(third.name)" : "context"))
          }
          fixes.append(Fix(title: "Use the labels `\(expected)`", edits: edits))
        }
        findings.append(finding(context.range(function.nameToken), message, fixes: fixes))
      }
    }
    return findings
  }
}
