import SwiftLiteParser

/// A class Coordinator adopting an Objective-C delegate protocol without a superclass.
public enum CoordinatorMissingNSObjectRule: Rule {
  public static let description = RuleDescription(
    id: "coordinator-missing-nsobject",
    name: "Coordinator without NSObject",
    summary: "A class Coordinator conforms to an Objective-C delegate protocol but does not inherit from `NSObject`.",
    rationale: """
      UIKit, WebKit, MapKit and the other framework delegate protocols are Objective-C protocols that refine \
      `NSObjectProtocol`. A Swift class adopting one must provide that conformance, which in practice means \
      inheriting from `NSObject`; without it the compiler reports a long list of missing `NSObjectProtocol` members.
      """,
    category: .coordinator, tier: 2, defaultSeverity: .warning, seedSource: "SKILL.md: The Coordinator Pattern",
    nonTriggering: [
      Example("""
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject, UITextViewDelegate {}
        }
        """),
      Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator { var count = 0 }
        }
        """),
      Example("""
        // Not a Coordinator.
        final class Handler: UITextViewDelegate {}
        """),
      Example("""
        struct Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: BaseMapCoordinator, MKMapViewDelegate {}
        }
        """),
      Example("""
        struct Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
        }
        extension Atlas {
          final class Coordinator: NSObject {}
        }
        extension Atlas.Coordinator: MKMapViewDelegate {}
        """),
    ],
    triggering: [
      Example("""
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class ↓Coordinator: UITextViewDelegate {}
        }
        """),
      Example("""
        struct Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
        }
        extension Atlas {
          final class ↓Coordinator {}
        }
        extension Atlas.Coordinator: MKMapViewDelegate {}
        """),
      Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          func makeCoordinator() -> BrowserCoordinator { BrowserCoordinator() }
        }
        @MainActor final class ↓BrowserCoordinator: WKNavigationDelegate, WKUIDelegate {}
        """),
    ],
    corrections: [
      Correction(Example("""
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: UITextViewDelegate {}
        }
        """), """
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject, UITextViewDelegate {}
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    for representable in context.model.representables {
      guard let coordinator = representable.coordinator, let primary = coordinator.primary, primary.keyword == "class",
        let delegate = coordinator.conformances.first(where: { InteropFacts.isFrameworkDelegateProtocol($0.name) })
      else { continue }
      // A first inheritance entry that is not a protocol-looking name is taken as a superclass.
      if let first = primary.inheritance.first, !InteropFacts.isDelegateProtocol(first.name), !first.name.hasSuffix("Protocol") { continue }
      let message = "`\(coordinator.name)` adopts the Objective-C protocol `\(delegate.name)` but does not inherit from `NSObject`."
      let edit: TextEdit
      if let first = primary.inheritance.first {
        let start = context.range(first.firstToken).lowerBound
        edit = TextEdit(range: start..<start, replacement: "NSObject, ")
      } else {
        let end = context.range(primary.nameToken).upperBound
        edit = TextEdit(range: end..<end, replacement: ": NSObject")
      }
      findings.append(finding(context.range(primary.nameToken), message, fixes: [Fix(title: "Inherit from `NSObject`", edits: [edit])]))
    }
    return findings
  }
}
