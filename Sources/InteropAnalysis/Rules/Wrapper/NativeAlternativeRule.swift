import SwiftLiteParser

/// A representable wrapping a UIKit type that SwiftUI now offers natively at the deployment target.
public enum NativeAlternativeRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "native-alternative",
    name: "Native SwiftUI alternative available",
    summary: "The representable wraps a UIKit type that has a native SwiftUI replacement at the project's deployment target.",
    rationale: """
      A wrapper costs code and lifecycle hazards (update guards, Coordinators, dismantle). Once the \
      deployment target ships the native SwiftUI view, that view removes them: `UISearchBar` → \
      `.searchable` (iOS 15), `PHPickerViewController` → `PhotosPicker` (iOS 16), \
      `UIActivityViewController` → `ShareLink` (iOS 16), `MKMapView` → `Map` with a map content builder \
      (iOS 17), `UITextView` → `TextEditor` bound to an `AttributedString` (iOS 26), `WKWebView` → \
      `WebView` with `WebPage` (iOS 26). An `@available(iOS N, *)` on the representable counts as its target.

      Never reported: an unknown deployment target; a wrapper that uses what the replacement lacks: share \
      sheets with `applicationActivities`, `excludedActivityTypes`, a completion handler or \
      `UIActivityItemSource` items; maps with overlays, clustering, custom annotation views or delegate \
      callbacks; text views with delegate methods beyond text changes or with an input accessory view.

      Sources: https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-1bjj3, \
      https://developer.apple.com/documentation/photokit/photospicker, \
      https://developer.apple.com/documentation/swiftui/sharelink, \
      https://developer.apple.com/documentation/mapkit/mapcontentbuilder, \
      https://developer.apple.com/documentation/swiftui/texteditor/init(text:selection:), \
      https://developer.apple.com/documentation/webkit/webview-swift.struct
      """,
    category: .wrapper, tier: 1, defaultSeverity: .hint, seedSource: "recipes (newer edition): native replacements; SKILL.md intro",
    nonTriggering: [
      Example("""
        // A deployment target before the replacement (`.searchable` needs iOS 15).
        struct SearchField: UIViewRepresentable {
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ uiView: UISearchBar, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 14"]),
      Example("""
        // iOS 16: `Map` with a content builder needs iOS 17.
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
        // iOS 18: `WebView` needs iOS 26.
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 18"]),
      Example("""
        // A wrapped type without a native replacement.
        struct Canvas: UIViewRepresentable {
          func makeUIView(context: Context) -> PKCanvasView { PKCanvasView() }
          func updateUIView(_ uiView: PKCanvasView, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 26"]),
      Example("""
        // An unknown deployment target.
        struct SearchField: UIViewRepresentable {
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ uiView: UISearchBar, context: Context) {}
        }
        """),
      Example("""
        // A share sheet with custom activities: ShareLink has none.
        struct Share: UIViewControllerRepresentable {
          let items: [Any]
          func makeUIViewController(context: Context) -> UIActivityViewController {
            UIActivityViewController(activityItems: items, applicationActivities: [OpenInAppActivity()])
          }
          func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 17"]),
      Example("""
        // A map with overlays and delegate callbacks.
        struct Routes: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView {
            let map = MKMapView()
            map.delegate = context.coordinator
            return map
          }
          func updateUIView(_ uiView: MKMapView, context: Context) { uiView.addOverlay(MKPolyline()) }
        }
        """, configuration: ["deploymentTarget": "iOS 18"]),
      Example("""
        // field: a share sheet at an iOS 15 target (ShareLink needs iOS 16)
        struct Share: UIViewControllerRepresentable {
          let items: [Any]
          func makeUIViewController(context: Context) -> UIActivityViewController {
            UIActivityViewController(activityItems: items, applicationActivities: nil)
          }
          func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 15"], excludeFromDocs: true),
      Example("""
        // Never on: share items that are `UIActivityItemSource`s (custom link metadata per activity).
        // field: a share sheet whose item source supplies link metadata
        final class LinkItem: NSObject, UIActivityItemSource {
          let url: URL
          init(url: URL) { self.url = url }
          func activityViewControllerPlaceholderItem(_ controller: UIActivityViewController) -> Any { url }
          func activityViewController(_ controller: UIActivityViewController, itemForActivityType type: UIActivity.ActivityType?) -> Any? { url }
        }
        struct ShareLinkSheet: UIViewControllerRepresentable {
          let url: URL
          func makeUIViewController(context: Context) -> UIActivityViewController {
            UIActivityViewController(activityItems: [LinkItem(url: url)], applicationActivities: nil)
          }
          func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 17"]),
      Example("""
        // Never on: a share sheet that passes its caller's application activities through, or excludes activities.
        // field: a share wrapper with an `applicationActivities` input (callers may add custom activities)
        struct Export: UIViewControllerRepresentable {
          var items: [Any]
          var applicationActivities: [UIActivity]? = nil
          var excluded: [UIActivity.ActivityType] = []
          func makeUIViewController(context: Context) -> UIActivityViewController {
            let controller = UIActivityViewController(activityItems: items, applicationActivities: applicationActivities)
            controller.excludedActivityTypes = excluded
            return controller
          }
          func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 17"]),
      Example("""
        // Never on: a share sheet with a completion handler; a text view with an input accessory view.
        struct Share: UIViewControllerRepresentable {
          let items: [Any]
          var onFinish: (Bool) -> Void
          func makeUIViewController(context: Context) -> UIActivityViewController {
            let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
            controller.completionWithItemsHandler = { _, completed, _, _ in onFinish(completed) }
            return controller
          }
          func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
        }
        struct Composer: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView {
            let view = UITextView()
            view.inputAccessoryView = UIToolbar()
            return view
          }
          func updateUIView(_ uiView: UITextView, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 26"]),
      Example("""
        // Never on: a map with clustering or custom annotation views.
        struct Stores: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView {
            let map = MKMapView()
            map.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: MKMapViewDefaultClusterAnnotationViewReuseIdentifier)
            return map
          }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 18"]),
    ],
    triggering: [
      Example("""
        // An application-activities constant fixed to nil is no custom activity.
        struct ↓Share: UIViewControllerRepresentable {
          let items: [Any]
          let applicationActivities: [UIActivity]? = nil
          func makeUIViewController(context: Context) -> UIActivityViewController {
            UIActivityViewController(activityItems: items, applicationActivities: applicationActivities)
          }
          func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 16"]),
      Example("""
        struct ↓SearchField: UIViewRepresentable {
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ uiView: UISearchBar, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 15"]),
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
      Example("""
        // A photo picker at iOS 16 (`PhotosPicker`), and a text view that only reports text changes at iOS 26 (`TextEditor`).
        struct ↓Photos: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> PHPickerViewController {
            PHPickerViewController(configuration: PHPickerConfiguration())
          }
          func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
        }
        struct ↓Notes: UIViewRepresentable {
          @Binding var text: String
          func makeUIView(context: Context) -> UITextView {
            let view = UITextView()
            view.delegate = context.coordinator
            return view
          }
          func updateUIView(_ uiView: UITextView, context: Context) {
            if uiView.text != text { uiView.text = text }
          }
          func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
          final class Coordinator: NSObject, UITextViewDelegate {
            var parent: Notes
            init(parent: Notes) { self.parent = parent }
            func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
          }
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

  /// The iOS major version an `@available(iOS N, *)` attribute on the representable requires, if any.
  static func availableMajor(_ context: AnalysisContext, _ declarations: [TypeDecl]) -> Int? {
    var best: Int?
    for declaration in declarations {
      for attribute in declaration.node.attributes where attribute.attributeName == "available" {
        let text = context.text(of: attribute)
        guard let range = text.firstRange(of: "iOS ") else { continue }
        let digits = text[range.upperBound...].prefix { $0.isNumber }
        if let major = Int(digits) { best = max(best ?? 0, major) }
      }
    }
    return best
  }

  /// What the native replacement lacks, by wrapped type: a member, call or conformance that keeps the wrapper.
  static func usesWhatNativeLacks(_ made: String, _ representable: Representable, _ context: AnalysisContext) -> Bool {
    var bodies: [BodyFacts] = representable.functions.compactMap { context.facts(of: $0) }
    bodies += (representable.coordinator?.functions ?? []).compactMap { context.facts(of: $0) }
    let calls = Set(bodies.flatMap { $0.calls.map(\.name) })
    let assigned = Set(bodies.flatMap { $0.assignments.compactMap { $0.targetPath?.last } })
    let coordinatorFunctions = Set((representable.coordinator?.functions ?? []).map(\.name))
    let conformances = Set((representable.coordinator?.conformances ?? []).map(\.name))
    // A `let` of the representable fixed to nil (`let applicationActivities: [UIActivity]? = nil`) is no argument.
    func isNil(_ value: SyntaxNode) -> Bool {
      if value.isNilLiteral { return true }
      guard let path = MemberPath(value)?.withoutSelf, path.count == 1, let name = path.root, let property = representable.property(named: name) else { return false }
      return property.isLet && (property.initializer?.isNilLiteral ?? false)
    }
    let labels = Set(bodies.flatMap { $0.calls.flatMap { $0.arguments.compactMap { argument -> String? in
      guard let label = argument.label, !isNil(argument.value) else { return nil }
      return label
    } } })
    let allText = representable.declarations.map { context.text(of: $0.node) }.joined()
    switch made {
    case "UIActivityViewController":
      // Items built from a type of this file that is a `UIActivityItemSource` (per-activity items, link metadata).
      let itemSources = Set(context.interop.types.filter { type in type.inheritance.contains { $0.name == "UIActivityItemSource" } }.map(\.name))
      return labels.contains("applicationActivities") || assigned.contains("excludedActivityTypes")
        || assigned.contains("completionWithItemsHandler") || allText.contains("UIActivityItemSource")
        || calls.contains { itemSources.contains($0) }
    case "MKMapView":
      return calls.contains { $0.hasPrefix("addOverlay") } || coordinatorFunctions.contains("mapView")
        || assigned.contains("clusteringIdentifier") || calls.contains("register") || conformances.contains("MKMapViewDelegate")
        || assigned.contains("delegate")
    case "UITextView":
      let textChangeOnly: Set<String> = ["textViewDidChange"]
      let delegateMethods = coordinatorFunctions.filter { $0.hasPrefix("textView") }
      return !delegateMethods.subtracting(textChangeOnly).isEmpty || assigned.contains("inputAccessoryView")
    default:
      return false
    }
  }

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    guard let target = context.configuration.deploymentTarget, target.platform == "iOS" || target.platform == "iPadOS" else { return [] }
    guard representable.kind == .uiView || representable.kind == .uiViewController else { return [] }
    var findings: [Finding] = []
    guard let made = representable.madeType, let alternative = alternatives[made], let nameToken = representable.nameToken else { return findings }
    let effectiveMajor = max(target.major, availableMajor(context, representable.declarations) ?? 0)
    guard effectiveMajor >= alternative.major, !usesWhatNativeLacks(made, representable, context) else { return findings }
    let message = "`\(representable.name)` wraps `\(made)`; from iOS \(alternative.major) (your target: iOS \(effectiveMajor)) "
      + "SwiftUI offers \(alternative.native), which can replace this wrapper and its lifecycle code."
    findings.append(finding(nameToken.textRange, message))
    return findings
  }
}
