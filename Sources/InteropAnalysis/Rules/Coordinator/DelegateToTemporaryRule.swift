import SwiftLiteParser

/// A weak delegate property assigned a freshly constructed object.
public enum DelegateToTemporaryRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "delegate-to-temporary",
    name: "Delegate assigned a temporary object",
    summary: "In make or update, a `delegate`/`dataSource` property is assigned an object constructed in the same statement, which nothing keeps.",
    rationale: """
      UIKit, AppKit, WebKit and MapKit declare their delegate and data-source properties `weak`: the view does \
      not keep its delegate. An object constructed in the assignment itself (`web.navigationDelegate = \
      Handler()`) has no other owner, so it is released when the statement ends, the property turns `nil`, and \
      no callback ever arrives.

      There is no automatic fix: keep the object alive where SwiftUI keeps state for the view, in the Coordinator \
      (assign `context.coordinator`, or a property of it).

      Never reported: an object that is also stored elsewhere (a Coordinator property, a local kept by a \
      closure), a value that is not a construction (`context.coordinator.dataSource`), and a Core Animation \
      animation's `delegate`, which the animation retains.

      Sources: https://developer.apple.com/documentation/uikit/uitableview/datasource, \
      https://developer.apple.com/documentation/mapkit/mkmapview/delegate, \
      https://developer.apple.com/documentation/quartzcore/caanimation/delegate
      """,
    category: .coordinator, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: The Coordinator Pattern (Key Rules)",
    nonTriggering: [
      Example("""
        // The Coordinator, which SwiftUI keeps, is the delegate.
        struct Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView {
            let map = MKMapView()
            map.delegate = context.coordinator
            return map
          }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
        }
        """),
      Example("""
        // Never on: an object the Coordinator keeps.
        struct Table: UIViewRepresentable {
          func makeUIView(context: Context) -> UITableView {
            let table = UITableView()
            table.dataSource = context.coordinator.rows
            return table
          }
          func updateUIView(_ uiView: UITableView, context: Context) {}
        }
        """),
      Example("""
        // Outside a representable the rule does not look.
        final class Screen: UIViewController {
          let table = UITableView()
          func configure() { table.delegate = RowsDelegate() }
        }
        """),
      Example("""
        // Never on: a local that is also stored elsewhere.
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView {
            let view = UITextView()
            let helper = NotesHelper()
            context.coordinator.helper = helper
            view.delegate = helper
            return view
          }
          func updateUIView(_ uiView: UITextView, context: Context) {}
        }
        """),
      Example("""
        // Never on: a Core Animation animation retains its delegate.
        struct Pulse: UIViewRepresentable {
          func makeUIView(context: Context) -> UIView {
            let view = UIView()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.delegate = PulseObserver()
            view.layer.add(animation, forKey: "pulse")
            return view
          }
          func updateUIView(_ uiView: UIView, context: Context) {}
        }
        """),
      Example("""
        // The Coordinator as delegate, inside `#if`.
        struct Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView {
            let map = MKMapView()
            #if DEBUG
            map.delegate = context.coordinator
            #endif
            return map
          }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
        }
        """),
    ],
    triggering: [
      Example("""
        struct Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView {
            let map = MKMapView()
            ↓map.delegate = MapDelegate()↑
            return map
          }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
        }
        """),
      Example("""
        struct Table: UIViewRepresentable {
          var rows: [String]
          func makeUIView(context: Context) -> UITableView { UITableView() }
          func updateUIView(_ uiView: UITableView, context: Context) {
            ↓uiView.dataSource = RowsDataSource(rows: rows)↑
          }
        }
        """),
      Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let web = WKWebView()
            ↓web.navigationDelegate = Navigation.Handler()↑
            return web
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        """),
    ]
  )

  static let animationTypes: Set<String> = [
    "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup", "CATransition", "CAAnimation",
    "CAPropertyAnimation",
  ]

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    for function in [representable.make, representable.update].compactMap({ $0 }) {
      guard let facts = context.facts(of: function) else { continue }
      for assignment in facts.assignments where assignment.isPlain {
        guard let path = assignment.targetPath, path.count >= 2, let property = path.last,
          CoordinatorSupport.isDelegateProperty(property), let typeName = constructedType(assignment.value)
        else { continue }
        // A Core Animation animation keeps its delegate.
        if let root = path.root, isAnimation(root, facts: facts) { continue }
        let message = "`\(property)` is weak, so the `\(typeName)` created here is released when the statement ends and never called; keep it in the Coordinator."
        findings.append(finding(assignment.node.range, message))
      }
    }
    return findings
  }

  /// `T(…)` or `A.B(…)` with an uppercase type name: the type's simple name.
  static func constructedType(_ value: SyntaxNode) -> String? {
    guard value.kind == .callExpr, let callee = value.callee, let path = callee.memberPath, let last = path.last,
      path.allSatisfy({ $0.first?.isUppercase ?? false })
    else { return nil }
    return last
  }

  static func isAnimation(_ name: String, facts: BodyFacts) -> Bool {
    if name.lowercased().contains("animation") { return true }
    return facts.bindings.contains { binding in
      binding.name == name && binding.value.flatMap(constructedType).map(animationTypes.contains) == true
    }
  }
}
