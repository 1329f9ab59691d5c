import SwiftLiteParser

/// A dismantle method declared as an instance method.
public enum DismantleNotStaticRule: Rule {
  public static let description = RuleDescription(
    id: "dismantle-not-static",
    name: "Dismantle is not static",
    summary: "`dismantleUIView`/`dismantleUIViewController` (or the NS spellings) is declared without `static`, so SwiftUI never calls it.",
    rationale: """
      The protocol requirement is a static method: SwiftUI calls it after the representable value is gone, \
      passing the UIKit object and the Coordinator. An instance method with the same name is just another \
      method; the cleanup in it never runs and observers or timers leak.

      Add `static` and reach state through the `coordinator` parameter.
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .error, seedSource: "SKILL.md: Optional: dismantleUIView",
    nonTriggering: [
      Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          static func dismantleUIView(_ uiView: WKWebView, coordinator: ()) {
            uiView.stopLoading()
          }
        }
        """),
      Example("""
        final class Cleanup {
          func dismantleUIView(_ uiView: UIView) { uiView.removeFromSuperview() }
        }
        """),
      Example("""
        struct Scanner: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
          func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
          public static func dismantleUIViewController(_ uiViewController: VNDocumentCameraViewController, coordinator: ()) {}
        }
        """),
      Example("""
        struct Canvas: NSViewRepresentable {
          func makeNSView(context: Context) -> NSView { NSView() }
          func updateNSView(_ nsView: NSView, context: Context) {}
          #if DEBUG
          static func dismantleNSView(_ nsView: NSView, coordinator: ()) {}
          #endif
        }
        """),
      Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        extension Browser {
          static func dismantleUIView(_ uiView: WKWebView, coordinator: ()) {}
          func dismantleHelper() {}
        }
        """),
    ],
    triggering: [
      Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          func ↓dismantleUIView(_ uiView: WKWebView, coordinator: ()) {
            uiView.stopLoading()
          }
        }
        """),
      Example("""
        struct Scanner: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
          func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
        }
        extension Scanner {
          public func ↓dismantleUIViewController(_ uiViewController: VNDocumentCameraViewController, coordinator: ()) {}
        }
        """),
      Example("""
        struct Canvas: NSViewRepresentable {
          func makeNSView(context: Context) -> NSView { NSView() }
          func updateNSView(_ nsView: NSView, context: Context) {}
          @MainActor func ↓dismantleNSView(_ nsView: NSView, coordinator: ()) {}
        }
        """),
    ],
    corrections: [
      Correction(Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          public func dismantleUIView(_ uiView: WKWebView, coordinator: ()) {}
        }
        """), """
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          public static func dismantleUIView(_ uiView: WKWebView, coordinator: ()) {}
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let dismantleNames = Set(RepresentableKind.allCases.map(\.dismantleName))
    for representable in context.model.representables {
      for function in representable.functions where function.keyword == "func" && dismantleNames.contains(function.name) && !function.isStatic {
        let message = "`\(function.name)` is not `static`, so SwiftUI never calls it and its cleanup never runs; declare it `static func`."
        let insertAt = context.range(function.keywordToken).lowerBound
        let fix = Fix(title: "Make `\(function.name)` static", edits: [TextEdit(range: insertAt..<insertAt, replacement: "static ")])
        findings.append(finding(context.range(function.nameToken), message, fixes: [fix]))
      }
    }
    return findings
  }
}
