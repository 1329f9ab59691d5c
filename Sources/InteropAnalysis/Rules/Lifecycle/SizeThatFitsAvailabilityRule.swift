import SwiftLiteParser

/// `sizeThatFits(_:uiView:context:)` without an availability attribute below iOS 16.
public enum SizeThatFitsAvailabilityRule: Rule {
  public static let description = RuleDescription(
    id: "size-that-fits-availability",
    name: "sizeThatFits needs availability",
    summary: "A representable implements `sizeThatFits(_ proposal: ProposedViewSize, …)` without `@available(iOS 16.0, *)` while the deployment target is below iOS 16.",
    rationale: """
      `ProposedViewSize` and the `sizeThatFits` requirement arrived in iOS 16 and macOS 13. With an earlier \
      deployment target the method needs an availability attribute; without it the build fails with an \
      availability error that points at the type rather than saying what to add.

      The deployment target comes from `.interop-lsp.json`, else the nearest Package.swift or project.pbxproj, else iOS 16.
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: Optional: sizeThatFits (iOS 16+)",
    nonTriggering: [
      Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          @available(iOS 16.0, *)
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
        }
        """, configuration: ["deploymentTarget": "iOS 15"]),
      Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
        }
        """),
      Example("""
        @available(iOS 16.0, *)
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
        }
        """, configuration: ["deploymentTarget": "iOS 15"]),
      Example("""
        // UIKit's own sizeThatFits on a UIView subclass is a different method.
        final class Badge: UIView {
          override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 20, height: 20) }
        }
        """, configuration: ["deploymentTarget": "iOS 15"]),
      Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
        }
        extension Label {
          @available(iOS 16, macOS 13, *)
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
        }
        """, configuration: ["deploymentTarget": "iOS 14.5"]),
    ],
    triggering: [
      Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          func ↓sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
        }
        """, configuration: ["deploymentTarget": "iOS 15"]),
      Example("""
        struct Chart: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
          func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
        }
        extension Chart {
          @MainActor
          func ↓sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewController, context: Context) -> CGSize? { nil }
        }
        """, configuration: ["deploymentTarget": "iOS 15.4"]),
      Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          @available(iOS 13.0, *)
          func ↓sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
        }
        """, configuration: ["deploymentTarget": "iOS 13"]),
    ],
    corrections: [
      Correction(Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
        }
        """, configuration: ["deploymentTarget": "iOS 15"]), """
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          @available(iOS 16.0, *)
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
        }
        """),
    ]
  )

  /// Whether an `@available` attribute (token range) names iOS 16+ or macOS 13+.
  static func availabilityCovers(_ context: AnalysisContext, _ attribute: AttributeSyntax) -> Bool {
    guard attribute.name == "available" else { return false }
    let file = context.file
    var index = attribute.token + 1
    while index < attribute.lastToken {
      if file.isIdentifier(index) {
        let platform = file.text(index)
        if index + 1 <= attribute.lastToken, file.tokens[index + 1].kind == .number {
          let version = DeploymentTarget(parsing: file.text(index + 1))
          if platform == "iOS" || platform == "iPadOS" || platform == "macCatalyst", let version, !version.isBelow(major: 16) { return true }
          if platform == "macOS", let version, !version.isBelow(major: 13) { return true }
        }
      }
      index += 1
    }
    return false
  }

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    let target = context.configuration.effectiveDeploymentTarget
    let below = target.platform == "macOS" ? target.isBelow(major: 13) : target.isBelow(major: 16)
    guard below else { return [] }
    var findings: [Finding] = []
    for representable in context.model.representables {
      for function in representable.functions where function.name == "sizeThatFits" {
        guard let first = function.parameters.first, first.type.includes("ProposedViewSize") else { continue }
        let owner = representable.declarations.first { $0.bodyOpen < function.nameToken && function.nameToken < $0.bodyClose }
        let attributes = function.attributes + (owner?.attributes ?? [])
        if attributes.contains(where: { availabilityCovers(context, $0) }) { continue }
        let message = "`sizeThatFits` takes a `ProposedViewSize`, available from iOS 16 / macOS 13, "
          + "but the deployment target is \(target); mark it `@available(iOS 16.0, *)`."
        let line = [target.platform == "macOS" ? "@available(macOS 13.0, *)" : "@available(iOS 16.0, *)"]
        let edit = UpdateFacts.insertLines(context, line, before: function.firstToken)
        let fix = Fix(title: "Add `\(line[0])`", edits: [edit])
        findings.append(finding(context.range(function.nameToken), message, fixes: [fix]))
      }
    }
    return findings
  }
}
