/// A delegate property assigned a freshly constructed object.
public enum DelegateToTemporaryRule: Rule {
  public static let description = RuleDescription(
    id: "delegate-to-temporary",
    name: "Delegate assigned a temporary object",
    summary: "In make or update, a `delegate`/`dataSource` property is assigned an object constructed on the spot that nothing else keeps.",
    rationale: """
      UIKit delegate and data-source properties are `weak`. An object created in the assignment has no other \
      owner, so it is released as soon as the statement ends; the property becomes `nil` and no callback ever arrives.

      Keep the delegate alive in the Coordinator (which SwiftUI owns) and assign `context.coordinator`, or a \
      property of it.
      """,
    category: .coordinator, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: The Coordinator Pattern (Key Rules)",
    nonTriggering: [
      Example("""
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
        struct Table: UIViewRepresentable {
          func makeUIView(context: Context) -> UITableView {
            let table = UITableView()
            table.dataSource = context.coordinator.dataSource
            return table
          }
          func updateUIView(_ uiView: UITableView, context: Context) {}
        }
        """),
      Example("""
        // Outside a representable the object may well be kept elsewhere.
        final class Screen: UIViewController {
          let table = UITableView()
          func configure() { table.delegate = self }
        }
        """),
      Example("""
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView {
            let view = UITextView()
            let helper = context.coordinator.helper
            view.delegate = helper
            view.font = UIFont(name: "Menlo", size: 12)
            return view
          }
          func updateUIView(_ uiView: UITextView, context: Context) {}
        }
        """),
      Example("""
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

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      for function in [representable.make, representable.update].compactMap({ $0 }) {
        guard let events = context.events(of: function) else { continue }
        for assignment in events.assignments where file.is(assignment.operatorToken, "=") {
          guard assignment.lhsPath.count >= 2, let property = assignment.lhsPath.last, InteropFacts.isDelegateProperty(property) else { continue }
          // The right side is exactly one construction: `T(…)` or `A.B(…)` with an uppercase type name.
          guard file.is(assignment.rhsLast, ")") else { continue }
          let open = file.match[assignment.rhsLast]
          guard open > assignment.rhsFirst, file.isIdentifier(open - 1) else { continue }
          var index = assignment.rhsFirst
          var isTypePath = true
          while index < open {
            if !(file.isIdentifier(index) || file.is(index, ".")) { isTypePath = false }
            index += 1
          }
          let typeName = file.text(open - 1)
          guard isTypePath, let first = typeName.unicodeScalars.first, first.properties.isUppercase else { continue }
          let message = "`\(property)` is weak, so the `\(typeName)` created here is released at once and never called; keep it in the Coordinator."
          findings.append(finding(context.range(assignment.lhsFirst, assignment.rhsLast), message))
        }
      }
    }
    return findings
  }
}
