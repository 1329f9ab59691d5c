import SwiftLiteParser

/// A view representable that makes a controller, or the reverse.
public enum WrongRepresentableKindRule: Rule {
  public static let description = RuleDescription(
    id: "wrong-representable-kind",
    name: "Wrong representable kind",
    summary: "A `UIViewRepresentable` makes a view controller (or a `UIViewControllerRepresentable` makes a plain view), or the methods are spelled for the other kind.",
    rationale: """
      View controllers must be wrapped with `UIViewControllerRepresentable` so SwiftUI can add them to the \
      controller hierarchy (presentation, appearance callbacks, safe areas, containment). Returning a \
      controller's `view` from a view representable breaks all of that; wrapping a plain view in a controller \
      representable needs a controller that does not exist.

      Switch the conformance and the method names to the kind that matches what make returns.
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .error, seedSource: "SKILL.md: UIViewControllerRepresentable Protocol",
    nonTriggering: [
      Example("""
        struct Share: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> UIActivityViewController {
            UIActivityViewController(activityItems: [], applicationActivities: nil)
          }
          func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
        }
        """),
      Example("""
        struct Reader: UIViewRepresentable {
          func makeUIView(context: Context) -> PDFView { PDFView() }
          func updateUIView(_ uiView: PDFView, context: Context) {}
        }
        """),
      Example("""
        // Not a representable.
        struct Router {
          func makeUIViewController(context: Int) -> UINavigationController { UINavigationController() }
          func makeUIView() -> UIView { UIView() }
        }
        """),
      Example("""
        struct Player: UIViewRepresentable {
          let controller: AVPlayerViewController
          func makeUIView(context: Context) -> UIView { controller.view }
          func updateUIView(_ uiView: UIView, context: Context) {}
          func makeFallbackController() -> UIViewController { UIViewController() }
        }
        """),
      Example("""
        #if os(macOS)
        struct Canvas: NSViewRepresentable {
          func makeNSView(context: Context) -> NSView { NSView() }
          func updateNSView(_ nsView: NSView, context: Context) {}
        }
        #endif
        """),
    ],
    triggering: [
      Example("""
        struct Share: ↓UIViewRepresentable {
          func makeUIView(context: Context) -> UIActivityViewController {
            UIActivityViewController(activityItems: [], applicationActivities: nil)
          }
          func updateUIView(_ uiView: UIActivityViewController, context: Context) {}
        }
        """),
      Example("""
        struct Browser: ↓UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> WKWebView { WKWebView() }
          func updateUIViewController(_ uiViewController: WKWebView, context: Context) {}
        }
        """),
      Example("""
        struct Safari {
          let url: URL
        }
        extension Safari: ↓UIViewRepresentable {
          func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
          func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
        }
        """),
    ],
    corrections: [
      Correction(Example("""
        struct Share: UIViewRepresentable {
          func makeUIView(context: Context) -> UIActivityViewController {
            UIActivityViewController(activityItems: [], applicationActivities: nil)
          }
          func updateUIView(_ uiView: UIActivityViewController, context: Context) {}
          static func dismantleUIView(_ uiView: UIActivityViewController, coordinator: ()) {}
          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIActivityViewController, context: Context) -> CGSize? { nil }
        }
        """), """
        struct Share: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> UIActivityViewController {
            UIActivityViewController(activityItems: [], applicationActivities: nil)
          }
          func updateUIViewController(_ uiView: UIActivityViewController, context: Context) {}
          static func dismantleUIViewController(_ uiView: UIActivityViewController, coordinator: ()) {}
          func sizeThatFits(_ proposal: ProposedViewSize, uiViewController uiView: UIActivityViewController, context: Context) -> CGSize? { nil }
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    for representable in context.model.representables {
      let kind = representable.kind
      guard let other = kind.counterpart else { continue }
      let madeType = representable.madeType.map { LegacyInteropModel.simpleName($0.trimmingSpaces) }
      var reason: String?
      var target = other
      if let madeType, representable.make != nil {
        if !kind.isController, InteropFacts.isControllerType(madeType) {
          reason = "`\(representable.kind.makeName)` returns the controller `\(madeType)`"
        } else if kind.isController, InteropFacts.isKnownViewType(madeType) {
          reason = "`\(representable.kind.makeName)` returns the view `\(madeType)`"
        }
      }
      if reason == nil {
        let otherNames: Set<String> = [other.makeName, other.updateName, other.dismantleName]
        if let misplaced = representable.functions.first(where: { otherNames.contains($0.name) }),
          !representable.functions.contains(where: { $0.name == kind.makeName || $0.name == kind.updateName })
        {
          reason = "its methods are spelled for `\(other.protocolName)` (`\(misplaced.name)`)"
          target = other
        }
      }
      guard let reason else { continue }
      let message = "`\(representable.name)` conforms to `\(kind.protocolName)` but \(reason); use `\(target.protocolName)`."
      var edits = [TextEdit(range: context.range(representable.conformanceToken), replacement: target.protocolName)]
      let renames: [String: String] = [kind.makeName: target.makeName, kind.updateName: target.updateName, kind.dismantleName: target.dismantleName]
      for function in representable.functions {
        if let renamed = renames[function.name] {
          edits.append(TextEdit(range: context.range(function.nameToken), replacement: renamed))
        }
        if function.name == "sizeThatFits" {
          for parameter in function.parameters where parameter.label == kind.parameterName {
            // Keep the parameter's own name, which the body uses.
            let replacement = parameter.label == parameter.name ? "\(target.parameterName) \(parameter.name)" : target.parameterName
            edits.append(TextEdit(range: context.range(parameter.firstToken), replacement: replacement))
          }
        }
      }
      let fix = Fix(title: "Conform to `\(target.protocolName)`", edits: edits, isPreferred: true, safeForFixAll: false)
      findings.append(finding(context.range(representable.conformanceToken), message, fixes: [fix]))
    }
    return findings
  }
}
