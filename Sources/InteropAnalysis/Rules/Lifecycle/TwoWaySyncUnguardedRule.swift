/// An unconditional update write of a `@Binding` into a curated property while the Coordinator writes the same
/// binding back from the view.
public enum TwoWaySyncUnguardedRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "two-way-sync-unguarded",
    name: "Unguarded two-way sync",
    summary: "Update copies a `@Binding` into a text, scroll or map property of the view on every call while the Coordinator writes the same binding back from the view.",
    rationale: """
      The Coordinator writes the binding when the user types, scrolls or pans; SwiftUI then calls update, \
      which writes the value into the view again. What that costs depends on the property:

      - text inputs: the write moves the caret, resets the selection, ends an IME composition and clears \
      undo. A programmatic change does not call `textViewDidChange(_:)` (UIKit sends delegate messages for \
      user edits), so text does not loop, but every keystroke pays those costs;
      - `contentOffset` and `MKMapView.region`: the delegate callbacks (`scrollViewDidScroll(_:)`, \
      `mapView(_:regionDidChangeAnimated:)`) report programmatic changes too, so the value echoes back and \
      forth and the user's scroll or pan snaps back.

      The fix writes only when the value differs, and for text only while no IME composition is open \
      (`markedTextRange == nil`; for a `UISearchBar`, its `searchTextField`'s); a map region is compared with a \
      tolerance (MapKit fits the region to the view). There is no fix for `attributedText`: UIKit normalises \
      the attributes it stores, so `!=` would stay true; compare with the last value the Coordinator applied.

      Never reported: properties whose re-assignment costs nothing (`isOn`, `value`, colours), conditional \
      writes, and a Coordinator the file does not declare (its write-back cannot be seen).

      Sources: https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchange(_:), \
      https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange, \
      https://developer.apple.com/documentation/mapkit/mkmapviewdelegate/mapview(_:regiondidchangeanimated:)
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: State Synchronization Patterns",
    nonTriggering: TwoWaySyncUnguardedRuleExamples.nonTriggering,
    triggering: TwoWaySyncUnguardedRuleExamples.triggering,
    corrections: TwoWaySyncUnguardedRuleExamples.corrections
  )

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let writes = UpdateSupport.coordinatorBindingWrites(context, representable)
    guard !writes.isEmpty else { return findings }
    for item in UpdateSupport.curatedAssignments(context, representable) {
      guard let binding = UpdateSupport.bindingName(item.assignment, representable), let write = writes[binding] else { continue }
      let target = context.text(of: item.assignment.target)
      var message = "`\(target) = \(binding)` runs on every update while the Coordinator writes `\(binding)` back; on a "
        + "\(item.curated.owner), \(item.curated.cost). Assign only when the value differs."
      if let reason = UpdateSupport.noFixReason(item.curated.guardStyle) { message += " (No quick fix: \(reason).)" }
      let related = [RelatedLocation(range: write.node.range, message: "The Coordinator writes `\(binding)` here.")]
      let fixes = UpdateSupport.guardFix(context, item).map { [$0] } ?? []
      findings.append(finding(item.assignment.node.range, message, related: related, fixes: fixes))
    }
    return findings
  }
}
