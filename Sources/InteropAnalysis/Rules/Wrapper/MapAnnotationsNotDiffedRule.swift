import SwiftLiteParser

/// Annotations added in update with no removal or diff.
public enum MapAnnotationsNotDiffedRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "map-annotations-not-diffed",
    name: "Map annotations added without a diff",
    summary: "Update adds annotations to the map with no `removeAnnotations` and no set difference, so every update stacks another copy.",
    rationale: """
      SwiftUI calls update whenever any input of the representable changes. `addAnnotation(_:)` and \
      `addAnnotations(_:)` add the objects they are given: a map view does not compare them with what it \
      already shows. Annotation objects rebuilt from the model on every update are new objects each time, so \
      every update stacks another copy of every pin: drawing slows down, taps hit duplicates, and selection is \
      lost.

      Keep annotation objects stable and diff by identity: compare the wanted set with \
      `uiView.annotations` (skipping `MKUserLocation`), remove what went away and add only what is new \
      (`Set.subtracting` does it for `Hashable` annotation classes), or remove the old ones first.

      Never reported: an update that removes annotations, computes a difference (`subtracting`, \
      `symmetricDifference`, `difference(from:)`), or reads `uiView.annotations` to filter against it; \
      additions under a condition (an unwrap-only `if let` is not one).

      Sources: https://developer.apple.com/documentation/mapkit/mkmapview/addannotations(_:), \
      https://developer.apple.com/documentation/mapkit/mkmapview/annotations, \
      https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
      """,
    category: .wrapper, tier: 1, defaultSeverity: .warning, seedSource: "recipes: MKMapView gotchas",
    nonTriggering: [
      Example("""
        // Never on: an update that removes first.
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
        // Never on: a set difference (`subtracting`).
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
        // Annotations added in make only.
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
        // A Coordinator helper syncs the annotations.
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
      Example("""
        // A filter against what is already on the map.
        struct StoreMap: UIViewRepresentable {
          var stores: [StorePin]
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {
            let shown = uiView.annotations.compactMap { $0 as? StorePin }
            uiView.addAnnotations(stores.filter { store in !shown.contains(store) })
          }
        }
        """),
      Example("""
        // Added only under a condition.
        struct StoreMap: UIViewRepresentable {
          var stores: [StorePin]
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {
            if context.coordinator.needsPins {
              uiView.addAnnotations(stores)
              context.coordinator.needsPins = false
            }
          }
        }
        """),
      Example("""
        // Never on: a diff with `difference(from:)` against what the map shows.
        struct Trail: UIViewRepresentable {
          var stops: [StopPin]
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {
            let shown = uiView.annotations.compactMap { $0 as? StopPin }
            for change in stops.difference(from: shown) {
              if case .insert(_, let stop, _) = change { uiView.addAnnotation(stop) }
            }
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

  /// Calls that compute a difference between collections.
  static let diffCalls: Set<String> = ["subtracting", "subtract", "symmetricDifference", "formSymmetricDifference", "difference", "intersection"]

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    guard let parameter = UpdateSupport.parameter(representable, model: context.interop), let framework = parameter.framework,
      UpdateSupport.isKind(framework, of: "MKMapView"), let facts = context.facts(of: representable.update)
    else { return findings }
    let removes = facts.calls.contains { $0.name == "removeAnnotations" || $0.name == "removeAnnotation" }
    let diffs = facts.calls.contains { diffCalls.contains($0.name) }
    // Reading what is on the map (`uiView.annotations`) outside a removal: a filter or lookup against it.
    let readsCurrent = facts.calls.contains { call in
      call.name != "removeAnnotations" && call.name != "addAnnotations" && call.node.mentions(path: [parameter.name, "annotations"])
    } || facts.bindings.contains { $0.value?.mentions(path: [parameter.name, "annotations"]) ?? false }
    guard !removes, !diffs, !readsCurrent, !parameter.workspaceOverrides("addAnnotations"), !parameter.workspaceOverrides("addAnnotation") else { return findings }
    for call in facts.calls where (call.name == "addAnnotations" || call.name == "addAnnotation") && !call.site.isConditional {
      guard call.receiverPath?.withoutSelf.components == [parameter.name] else { continue }
      let message = "`\(parameter.name).\(call.name)(…)` runs on every update of `\(representable.name)` and nothing removes what is already on the map: "
        + "re-created annotation objects pile up as duplicate pins; add only the difference."
      findings.append(finding(HostingSupport.statement(call.site, call.node).range, message))
    }
    return findings
  }
}
