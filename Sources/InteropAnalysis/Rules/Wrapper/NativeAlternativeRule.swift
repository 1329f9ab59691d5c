/// A representable wrapping a UIKit type that SwiftUI now offers natively at the deployment target.
public enum NativeAlternativeRule: Rule {
  public static let description = RuleDescription(
    id: "native-alternative",
    name: "Native SwiftUI alternative available",
    summary: "The representable wraps a UIKit type that has a native SwiftUI replacement at the project's deployment target.",
    rationale: """
      Wrappers cost code, Coordinators and lifecycle bugs. Once the deployment target reaches the version \
      that ships the native view, it is usually the simpler choice: `UISearchBar` → `.searchable` (iOS 15), \
      `PHPickerViewController` → `PhotosPicker` (iOS 16), `UIActivityViewController` → `ShareLink` (iOS 16), \
      `MKMapView` → `Map` with a content builder (iOS 17), `UITextView` → `TextEditor` with `AttributedString` \
      (iOS 26), `WKWebView` → `WebView` (iOS 26). Keep the wrapper when you need what the native view lacks.
      """,
    category: .wrapper, tier: 1, defaultSeverity: .hint, seedSource: "recipes (newer edition): native replacements; SKILL.md intro",
    nonTriggering: [
      Example("""
        struct SearchField: UIViewRepresentable {
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ uiView: UISearchBar, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 14"]),
      Example("""
        struct Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 16"]),
      Example("""
        // Not a representable.
        struct Factory {
          func makeUIView(context: Int) -> UISearchBar { UISearchBar() }
        }
        """, configuration: ["deploymentTarget": "iOS 17"]),
      Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 18"]),
      Example("""
        struct Canvas: UIViewRepresentable {
          func makeUIView(context: Context) -> PKCanvasView { PKCanvasView() }
          func updateUIView(_ uiView: PKCanvasView, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 26"]),
    ],
    triggering: [
      Example("""
        struct ↓SearchField: UIViewRepresentable {
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ uiView: UISearchBar, context: Context) {}
        }
        """),
      Example("""
        struct ↓Share: UIViewControllerRepresentable {
          let items: [Any]
          func makeUIViewController(context: Context) -> UIActivityViewController {
            UIActivityViewController(activityItems: items, applicationActivities: nil)
          }
          func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 16.4"]),
      Example("""
        @available(iOS 17, *)
        struct ↓Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 16"]),
      Example("""
        struct ↓Browser {}
        extension Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 26"]),
    ]
  )

  static let alternatives: [String: (native: String, major: Int)] = [
    "UISearchBar": ("the `.searchable` modifier", 15),
    "PHPickerViewController": ("`PhotosPicker`", 16),
    "UIActivityViewController": ("`ShareLink`", 16),
    "MKMapView": ("`Map` with a content builder", 17),
    "UITextView": ("`TextEditor` with an `AttributedString`", 26),
    "WKWebView": ("`WebView`", 26),
  ]

  /// The native SwiftUI replacement for a wrapped UIKit type and the iOS version it needs (for hover text).
  public static func alternative(forWrappedType name: String) -> (native: String, iOSMajor: Int)? {
    alternatives[name].map { (native: $0.native, iOSMajor: $0.major) }
  }

  /// The iOS major version an `@available` attribute requires, if any.
  static func availableMajor(_ context: AnalysisContext, _ attributes: [AttributeSyntax]) -> Int? {
    let file = context.file
    var best: Int?
    for attribute in attributes where attribute.name == "available" {
      var index = attribute.token + 1
      while index < attribute.lastToken {
        if file.isIdentifier(index, "iOS"), file.tokens[index + 1].kind == .number, let version = DeploymentTarget(parsing: file.text(index + 1)) {
          best = max(best ?? 0, version.major)
        }
        index += 1
      }
    }
    return best
  }

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    let target = context.configuration.effectiveDeploymentTarget
    guard target.platform == "iOS" || target.platform == "iPadOS" else { return [] }
    var findings: [Finding] = []
    for representable in context.model.representables where representable.kind == .uiView || representable.kind == .uiViewController {
      guard let made = representable.madeType.map({ LegacyInteropModel.simpleName($0.trimmingSpaces) }), let alternative = alternatives[made] else { continue }
      let attributes = representable.declarations.flatMap(\.attributes)
      let effectiveMajor = max(target.major, availableMajor(context, attributes) ?? 0)
      guard effectiveMajor >= alternative.major else { continue }
      let message = "`\(representable.name)` wraps `\(made)`; from iOS \(alternative.major) (your target: iOS \(effectiveMajor)) "
        + "SwiftUI offers \(alternative.native), which may replace this wrapper."
      findings.append(finding(context.range(representable.nameToken), message))
    }
    return findings
  }
}
