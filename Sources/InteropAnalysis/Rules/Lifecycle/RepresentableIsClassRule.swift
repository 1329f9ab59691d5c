import SwiftLiteParser

/// A class or actor conforming to a representable protocol.
public enum RepresentableIsClassRule: Rule {
  public static let description = RuleDescription(
    id: "representable-is-class",
    name: "Representable declared as a class",
    summary: "A `class` or `actor` conforms to a representable protocol; SwiftUI requires a value type.",
    rationale: """
      Representables are SwiftUI views: SwiftUI copies them, compares them and recreates them freely. Since \
      iOS 16 and macOS 13 SwiftUI checks this at run time and stops the app with "Representables must be value types".

      Declare the representable as a `struct` and keep reference-type state in the Coordinator.
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .error, seedSource: "SKILL.md: UIViewRepresentable Protocol",
    nonTriggering: [
      Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          final class Coordinator: NSObject, WKNavigationDelegate {}
        }
        """),
      Example("""
        final class BrowserModel: ObservableObject {
          @Published var url: URL?
          func makeUIView(context: Int) -> WKWebView { WKWebView() }
        }
        """),
      Example("""
        struct Atlas {
          var region: MKCoordinateRegion
        }
        extension Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
        }
        """),
      Example("""
        class LegacyMapController: UIViewController {}
        struct LegacyMap: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> LegacyMapController { LegacyMapController() }
          func updateUIViewController(_ controller: LegacyMapController, context: Context) {}
        }
        """),
      Example("""
        #if os(macOS)
        struct Browser: NSViewRepresentable {
          func makeNSView(context: Context) -> WKWebView { WKWebView() }
          func updateNSView(_ nsView: WKWebView, context: Context) {}
        }
        #else
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        #endif
        """),
    ],
    triggering: [
      Example("""
        final class ↓Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        """),
      Example("""
        class ↓Atlas {
          var region = MKCoordinateRegion()
        }
        extension Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
        }
        """),
      Example("""
        typealias Wrapper = UIViewControllerRepresentable
        class ↓Share: NSObject, Wrapper {
          func makeUIViewController(context: Context) -> UIActivityViewController {
            UIActivityViewController(activityItems: [], applicationActivities: nil)
          }
          func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
        }
        """),
      Example("""
        actor ↓Canvas: NSViewRepresentable {
          func makeNSView(context: Context) -> NSView { NSView() }
          func updateNSView(_ nsView: NSView, context: Context) {}
        }
        """),
    ],
    corrections: [
      Correction(Example("""
        final class Browser: UIViewRepresentable {
          let url: URL
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        """), """
        struct Browser: UIViewRepresentable {
          let url: URL
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        """),
    ]
  )

  static let knownProtocols: Set<String> = ["View", "Equatable", "Hashable", "Identifiable", "Sendable", "Codable",
    "CustomStringConvertible", "ObservableObject", "Observable"]

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      guard let primary = representable.primary, primary.keyword == "class" || primary.keyword == "actor" else { continue }
      let message = "`\(representable.name)` is a \(primary.keyword) conforming to `\(representable.kind.protocolName)`; "
        + "SwiftUI requires representables to be value types and stops the app at run time. Make it a `struct`."
      var fixes: [Fix] = []
      let firstInherited = primary.inheritance.first?.name
      let hasSuperclass = firstInherited.map { name in
        RepresentableKind.named(LegacyInteropModel.resolve(name, aliases: context.model.typeAliases)) == nil && !knownProtocols.contains(name)
      } ?? false
      let members = representable.declarations.flatMap(\.members)
      let hasDeinit = members.contains { $0.function?.keyword == "deinit" }
      let hasWeak = members.contains { member in
        guard let variable = member.variable else { return false }
        return variable.modifiers.contains("weak") || variable.modifiers.contains("unowned")
      }
      if primary.keyword == "class", !hasSuperclass, !hasDeinit, !hasWeak {
        var edits = [TextEdit(range: context.range(primary.keywordToken), replacement: "struct")]
        for (index, modifier) in primary.modifiers.enumerated() where modifier == "final" {
          let token = primary.modifierTokens[index]
          let next = token + 1 < file.count ? file.tokens[token + 1].start : context.range(token).upperBound
          edits.append(TextEdit(range: context.range(token).lowerBound..<next, replacement: ""))
        }
        fixes.append(Fix(title: "Make `\(representable.name)` a struct", edits: edits))
      }
      findings.append(finding(context.range(primary.nameToken), message, fixes: fixes))
    }
    return findings
  }
}
