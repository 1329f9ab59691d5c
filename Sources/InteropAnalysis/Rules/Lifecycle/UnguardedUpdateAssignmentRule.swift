/// An unconditional write in update to a property whose re-assignment has a visible cost.
public enum UnguardedUpdateAssignmentRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "unguarded-update-assignment",
    name: "Unguarded update assignment",
    summary: "Update writes a property whose re-assignment has a visible cost (text, scroll offset, map region, PDF document) on every call, without checking that the value changed.",
    rationale: """
      SwiftUI calls update whenever any input of the representable changes, not only the one a property \
      depends on. For most properties writing the same value again costs nothing, and this rule ignores \
      them. For a few, the write itself does something the user sees:

      - text inputs (`UITextView`, `UITextField`, `UISearchBar`, `NSTextView`): setting `text`, \
      `attributedText`, the selection or `string` moves the caret, resets the selection, ends an IME \
      composition (marked text) and clears undo;
      - scroll views: setting `contentOffset` stops a scroll in flight and snaps the user's scroll back;
      - `MKMapView`: setting `region`, `visibleMapRect`, `camera` or `centerCoordinate` snaps back the user's \
      pan and zoom;
      - `PDFView.document`: a different document object reloads the view at its first page;
      - `QLPreviewView.previewItem` reloads the preview; `UIImagePickerController.cameraDevice` undoes the \
      user's camera switch; `NSPathControl.url` rebuilds the path items.

      The fix writes only when the value differs: `if uiView.text != text, uiView.markedTextRange == nil { … }` \
      (no write while an IME composition is open, so the composition survives), `!==` for a document, and for \
      a map region a comparison of centre and span with a tolerance of 1% of the span, since MapKit fits the \
      region to the view and the value read back seldom equals the one set. It offers no fix for \
      `attributedText` (UIKit normalises the attributes it stores, so `!=` would stay true), \
      `visibleMapRect`, `camera`, `centerCoordinate` and `previewItem`: keep the last value applied in the \
      Coordinator and compare with that.

      Never reported: conditional writes (an unwrap-only `guard let` does not count as a condition), \
      properties that are not in the list above, closures and SwiftUI views (they must be refreshed), values \
      from `context.transaction` or `context.environment`, an update that sets and resets a flag with \
      `defer`, a subclass in the workspace that declares the property itself (its setter may compare), and \
      a receiver whose class is not known (a class of another file is known once the workspace scan is \
      complete and exactly one file declares a type of that name).

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:), \
      https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange, \
      https://developer.apple.com/documentation/mapkit/mkmapview/regionthatfits(_:)
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: Lifecycle Timing; DO/DON'T",
    nonTriggering: UnguardedUpdateAssignmentRuleExamples.nonTriggering,
    triggering: UnguardedUpdateAssignmentRuleExamples.triggering,
    corrections: UnguardedUpdateAssignmentRuleExamples.corrections
  )

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let writes = UpdateSupport.coordinatorBindingWrites(context, representable)
    for item in UpdateSupport.curatedAssignments(context, representable) {
      // `two-way-sync-unguarded` owns a write of a binding the Coordinator writes back.
      if let binding = UpdateSupport.bindingName(item.assignment, representable), writes[binding] != nil { continue }
      let target = context.text(of: item.assignment.target)
      var message = "`\(target)` is set on every update; on a \(item.curated.owner), \(item.curated.cost). Assign only when the value differs."
      if let reason = UpdateSupport.noFixReason(item.curated.guardStyle) { message += " (No quick fix: \(reason).)" }
      let fixes = UpdateSupport.guardFix(context, item).map { [$0] } ?? []
      findings.append(finding(item.assignment.node.range, message, fixes: fixes))
    }
    return findings
  }
}
