/// Annotations added in update with no removal or diff.
public enum MapAnnotationsNotDiffedRule: Rule {
  public static let description = RuleDescription(
    id: "map-annotations-not-diffed",
    name: "Map annotations added without a diff",
    summary: "Update adds annotations to the map with no `removeAnnotations` and no set difference, so every update stacks another copy.",
    rationale: """
      Update runs for every state change. `addAnnotations(_:)` there, without removing what is already on \
      the map, adds the same pins again each time: they pile up, drawing slows down and taps hit duplicates.

      Diff: compute the annotations to remove and to add (for example with `Set.subtracting`) and apply only the \
      difference, or remove the old ones first.
      """,
    category: .wrapper, tier: 1, defaultSeverity: .warning, seedSource: "recipes: MKMapView gotchas",
    nonTriggering: [
      Example("""
        struct StoreMap: UIViewRepresentable {
          var stores: [StorePin]
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {
            uiView.removeAnnotations(uiView.annotations)
            uiView.addAnnotations(stores)
          }
        }
        """),
      Example("""
        struct StoreMap: UIViewRepresentable {
          var stores: Set<StorePin>
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {
            let current = Set(uiView.annotations.compactMap { $0 as? StorePin })
            uiView.addAnnotations(Array(stores.subtracting(current)))
          }
        }
        """),
      Example("""
        struct StoreMap: UIViewRepresentable {
          var stores: [StorePin]
          func makeUIView(context: Context) -> MKMapView {
            let map = MKMapView()
            map.addAnnotations(stores)
            return map
          }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
        }
        """),
      Example("""
        // Not a representable.
        final class MapScreen: UIViewController {
          let map = MKMapView()
          func updateUIView(_ uiView: MKMapView, context: [StorePin]) { uiView.addAnnotations(context) }
        }
        """),
      Example("""
        struct StoreMap: UIViewRepresentable {
          var stores: [StorePin]
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {
            #if DEBUG
            context.coordinator.sync(stores, on: uiView)
            #endif
          }
        }
        """),
    ],
    triggering: [
      Example("""
        struct StoreMap: UIViewRepresentable {
          var stores: [StorePin]
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {
            ↓uiView.addAnnotations(stores)↑
          }
        }
        """),
      Example("""
        struct StoreMap: UIViewRepresentable {
          var selected: StorePin?
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ map: MKMapView, context: Context) {
            if let selected { ↓map.addAnnotation(selected)↑ }
          }
        }
        """),
      Example("""
        struct StoreMap: UIViewRepresentable {
          var stores: [StorePin]
          var home: StorePin
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {
            uiView.removeOverlays(uiView.overlays)
            ↓uiView.addAnnotations(stores)↑
            ↓uiView.addAnnotation(home)↑
          }
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      guard let update = representable.update, let parameter = representable.updateParameter,
        let events = context.events(of: update), let open = update.bodyOpen, let close = update.bodyClose
      else { continue }
      let removes = events.calls.contains { call in
        let name = file.text(call.nameToken)
        return name == "removeAnnotations" || name == "removeAnnotation"
      }
      var diffs = false
      for index in open..<close where file.isIdentifier(index, "subtracting") || file.isIdentifier(index, "symmetricDifference") || file.isIdentifier(index, "difference") {
        diffs = true
        break
      }
      guard !removes, !diffs else { continue }
      for call in events.calls where call.receiverPath.first == parameter {
        let name = file.text(call.nameToken)
        guard name == "addAnnotations" || name == "addAnnotation" else { continue }
        let message = "`\(name)` in `\(update.name)` adds the annotations again on every update; remove the old ones or add only the difference."
        findings.append(finding(context.range(call.chainFirst, call.lastToken), message))
      }
    }
    return findings
  }
}
