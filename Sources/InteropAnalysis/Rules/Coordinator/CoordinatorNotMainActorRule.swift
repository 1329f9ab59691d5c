import SwiftLiteParser

/// A Coordinator adopting an Apple delegate protocol without `@MainActor` (Swift 6 mode).
public enum CoordinatorNotMainActorRule: Rule {
  public static let description = RuleDescription(
    id: "coordinator-not-main-actor",
    name: "Coordinator not @MainActor",
    summary: "In Swift 6 mode, a Coordinator conforming to a UIKit/AppKit/WebKit/MapKit… delegate protocol is not marked `@MainActor`.",
    rationale: """
      The framework delegate protocols are main-actor isolated, and a nested Coordinator does not inherit the \
      representable's isolation. In the Swift 6 language mode a nonisolated Coordinator produces isolation \
      errors in every delegate method, or forces `nonisolated` workarounds that hide real data races.

      Mark the Coordinator `@MainActor`. Reported only in Swift 6 mode (configuration `swiftLanguageMode`, or \
      the package's tools version).
      """,
    category: .coordinator, tier: 1, defaultSeverity: .information, seedSource: "SKILL.md: Swift 6.2 Sendable Considerations",
    nonTriggering: [
      Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          @MainActor final class Coordinator: NSObject, WKNavigationDelegate {}
        }
        """),
      Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject, WKNavigationDelegate {}
        }
        """, configuration: ["swiftLanguageMode": "5"]),
      Example("""
        // Not a Coordinator of any representable.
        final class Downloader: NSObject, URLSessionDelegate, WKNavigationDelegate {}
        """),
      Example("""
        struct Counter: UIViewRepresentable {
          func makeUIView(context: Context) -> UIStepper { UIStepper() }
          func updateUIView(_ uiView: UIStepper, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject, CounterDelegate {}
        }
        """),
      Example("""
        struct Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
        }
        extension Atlas {
          @MainActor
          final class Coordinator: NSObject {}
        }
        extension Atlas.Coordinator: MKMapViewDelegate {}
        """),
    ],
    triggering: [
      Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class ↓Coordinator: NSObject, WKNavigationDelegate {}
        }
        """),
      Example("""
        struct Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
        }
        extension Atlas {
          final class ↓Coordinator: NSObject {}
        }
        extension Atlas.Coordinator: MKMapViewDelegate {}
        """, configuration: ["swiftLanguageMode": "6"]),
      Example("""
        struct Photos: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
          func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
          func makeCoordinator() -> PickerCoordinator { PickerCoordinator() }
        }
        class ↓PickerCoordinator: NSObject, PHPickerViewControllerDelegate {}
        """),
    ],
    corrections: [
      Correction(Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject, WKNavigationDelegate {}
        }
        """), """
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          @MainActor final class Coordinator: NSObject, WKNavigationDelegate {}
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    guard context.configuration.effectiveSwiftLanguageMode >= 6 else { return [] }
    var findings: [Finding] = []
    for representable in context.model.representables {
      guard let coordinator = representable.coordinator, let primary = coordinator.primary, primary.keyword == "class" else { continue }
      guard let delegate = coordinator.conformances.first(where: { InteropFacts.isFrameworkDelegateProtocol($0.name) }) else { continue }
      let isolated = coordinator.declarations.contains { $0.attributes.contains { $0.name == "MainActor" } }
      guard !isolated else { continue }
      let message = "`\(coordinator.name)` conforms to the main-actor protocol `\(delegate.name)` but is not `@MainActor`; "
        + "in Swift 6 mode mark it `@MainActor`."
      let start = context.range(primary.firstToken).lowerBound
      let fix = Fix(title: "Mark `\(coordinator.name)` `@MainActor`", edits: [TextEdit(range: start..<start, replacement: "@MainActor ")])
      findings.append(finding(context.range(primary.nameToken), message, fixes: [fix]))
    }
    return findings
  }
}
