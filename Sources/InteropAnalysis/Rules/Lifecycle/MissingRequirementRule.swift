import SwiftLiteParser

/// A representable without make or update.
public enum MissingRequirementRule: Rule {
  public static let description = RuleDescription(
    id: "missing-requirement",
    name: "Missing make or update",
    summary: "A representable (with all its extensions in the file) has no make or no update method.",
    rationale: """
      `makeUIView(context:)` and `updateUIView(_:context:)` (and their controller and AppKit spellings) are \
      required. Without them the type does not conform; the compiler's message names the protocol, not what \
      to write. A near-miss name is reported by `lifecycle-name-typo` instead.

      The fix inserts the missing methods with the right signature for the kind.
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .error, seedSource: "SKILL.md: Required Methods",
    nonTriggering: [
      Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        """),
      Example("""
        struct Atlas {
          var region: MKCoordinateRegion
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
        }
        extension Atlas: UIViewRepresentable {
          func updateUIView(_ uiView: MKMapView, context: Context) {}
        }
        """),
      Example("""
        // The conformance is declared here, the type and its methods elsewhere.
        extension ImportedChart: UIViewRepresentable {}
        """),
      Example("""
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUiView(_ uiView: UITextView, context: Context) {}
        }
        """),
      Example("""
        struct Scanner: UIViewControllerRepresentable {
          #if targetEnvironment(simulator)
          func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
          #else
          func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
          #endif
          func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
        }
        """),
    ],
    triggering: [
      Example("""
        struct ↓Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
        }
        """),
      Example("""
        struct ↓Scanner: UIViewControllerRepresentable {
          func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
        }
        """),
      Example("""
        struct ↓Canvas {
          var strokes: [CGPath]
        }
        extension Canvas: NSViewRepresentable {
          func updateNSView(_ nsView: NSView, context: Context) {}
        }
        """),
    ],
    corrections: [
      Correction(Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
        }
        """), """
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }

          func updateUIView(_ uiView: WKWebView, context: Context) {
          }
        }
        """),
      Correction(Example("""
        struct Scanner: UIViewControllerRepresentable {
          let title: String
        }
        """), """
        struct Scanner: UIViewControllerRepresentable {
          let title: String

          func makeUIViewController(context: Context) -> UIViewController {
            UIViewController()
          }

          func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
          }
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      guard let primary = representable.primary else { continue }
      let kind = representable.kind
      let existing = Set(representable.functions.map(\.name))
      var missing: [String] = []
      for name in [kind.makeName, kind.updateName] where !existing.contains(name) {
        if kind == .uiGestureRecognizer && name == kind.updateName { continue }
        let nearMiss = representable.functions.contains { function in
          LifecycleNameTypoRule.intendedRequirement(function.name, kind: kind, existing: existing) == name
        }
        if !nearMiss { missing.append(name) }
      }
      guard !missing.isEmpty else { continue }
      let madeType = representable.madeType ?? representable.update?.parameters.first?.type.trimmingSpaces ?? InteropFacts.baseType(of: kind)
      let unit = file.indentUnit
      var lines: [String] = []
      for name in missing {
        lines.append("")
        if name == kind.makeName {
          lines += ["func \(name)(context: Context) -> \(madeType) {", unit + "\(madeType)()", "}"]
        } else {
          lines += ["func \(name)(_ \(kind.parameterName): \(madeType), context: Context) {", "}"]
        }
      }
      let indentation = UpdateFacts.memberIndentation(context, primary)
      let anchor = primary.bodyClose - 1 > primary.bodyOpen ? primary.bodyClose - 1 : primary.bodyOpen
      let edit = UpdateFacts.insertLines(context, lines, afterLineOf: lastTokenOfLine(context, anchor), indentation: indentation)
      let message = "`\(representable.name)` conforms to `\(kind.protocolName)` but has no "
        + missing.map { "`\($0)`" }.joined(separator: " or ") + "."
      var fixes: [Fix] = []
      if file.tokens[min(primary.bodyClose, file.count - 1)].newlineBefore {
        fixes.append(Fix(title: "Add " + missing.map { "`\($0)`" }.joined(separator: " and "), edits: [edit], isPreferred: true, safeForFixAll: false))
      }
      findings.append(finding(context.range(primary.nameToken), message, fixes: fixes))
    }
    return findings
  }

  static func lastTokenOfLine(_ context: AnalysisContext, _ token: Int) -> Int {
    var index = token
    while index + 1 < context.file.count, !context.file.tokens[index + 1].newlineBefore { index += 1 }
    return index
  }
}
