import SwiftLiteParser

/// Registrations that outlive the view, with no static dismantle to undo them.
public enum MissingDismantleRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "missing-dismantle",
    name: "Registration without dismantle",
    summary: "Make or the Coordinator starts a repeating timer or display link, adds a block observer, or keeps a KVO or Combine token outside the Coordinator, and the representable has no static dismantle to undo it.",
    rationale: """
      `static func dismantleUIView(_:coordinator:)` (and its controller and AppKit spellings) is where SwiftUI \
      tells the representable that the view and its Coordinator are being removed. Some registrations keep \
      running after that unless something undoes them:

      - a repeating `Timer`: the run loop keeps a scheduled timer, and a timer keeps its target, until it is \
      invalidated;
      - a `CADisplayLink` keeps its target, and the run loop keeps a link added to it;
      - a block observer (`addObserver(forName:object:queue:using:)`): the notification center keeps the block \
      until the returned token is removed, so a discarded token can never be removed;
      - a KVO `observe(_:options:changeHandler:)` token or a Combine `sink`/`assign(to:on:)` subscription kept \
      outside the Coordinator (a static, a global, a shared or passed-in object): such tokens end only when \
      they are released or invalidated, and that object outlives the view.

      The fix inserts a static dismantle with one cleanup line per stored handle (`coordinator.timer?.invalidate()`, \
      `NotificationCenter.default.removeObserver(…)` with the token, `invalidate()`/`cancel()` of a token kept \
      in a static), plus `removeScriptMessageHandler(forName:)` for each script handler make or the Coordinator \
      adds. A handle that is not stored gets no line: keep it in the Coordinator so dismantle can reach it.

      Never reported: selector-based `addObserver(_:selector:name:object:)` (since iOS 9 and macOS 10.11 the \
      center stops messaging an observer that was deallocated); KVO and Combine tokens kept in the Coordinator \
      (they end with it); `repeats: false` timers; a handle the type already invalidates or removes in some \
      method, or in the Coordinator's `deinit` when the registration does not keep the Coordinator alive; \
      script-handler registrations (`script-handler-after-webview` reports them); a representable that is not \
      `private`/`fileprivate` (dismantle may be declared in an extension in another file), unless the complete \
      workspace shows that no other file declares or extends it or its Coordinator.

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:), \
      https://developer.apple.com/documentation/foundation/timer, \
      https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:), \
      https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:), \
      https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:), \
      https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate(), \
      https://developer.apple.com/documentation/combine/anycancellable
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: Lifecycle Timing (dismantleUIView); checklist",
    nonTriggering: MissingDismantleRuleExamples.nonTriggering,
    triggering: MissingDismantleRuleExamples.triggering,
    corrections: MissingDismantleRuleExamples.corrections
  )

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    guard representable.kind != .uiGestureRecognizer else { return [] }
    var findings: [Finding] = []
    // Dismantle may be in an extension in another file unless the type is file-private (or the complete
    // workspace shows that no other file declares or extends it or its Coordinator).
    guard representable.dismantle == nil,
      (representable.isFilePrivate && coordinatorIsLocal(representable)) || WorkspaceSupport.isWhollyHere(representable, context)
    else { return findings }
    let scan = RegistrationSupport.scan(context, representable)
    let open = scan.registrations.filter { !RegistrationSupport.isRemovedElsewhere($0, context, representable) }
    guard let first = open.first else { return findings }
    let dismantle = "static func \(representable.kind.dismantleName)(_:coordinator:)"
    let message = "`\(RegistrationSupport.callText(first.call))` \(RegistrationSupport.describe(first)), and `\(representable.name)` "
      + "has no `\(dismantle)` to undo it."
    let related = open.dropFirst().map { registration in
      RelatedLocation(range: registration.statement.range, message: "Also registered here: `\(RegistrationSupport.callText(registration.call))`.")
    }
    let fixes = insertion(context, representable, open, scan).map { [$0] } ?? []
    findings.append(finding(first.statement.range, message, related: Array(related), fixes: fixes))
    return findings
  }

  /// The Coordinator cannot have members in another file: nested in the representable, or itself file-private.
  static func coordinatorIsLocal(_ representable: Representable) -> Bool {
    guard let coordinator = representable.coordinator else { return true }
    if let primary = coordinator.primary {
      if primary.modifiers.contains("private") || primary.modifiers.contains("fileprivate") { return true }
      return primary.outer.last == representable.name
    }
    return coordinator.extensions.allSatisfy { $0.qualifiedName.count >= 2 }
  }

  /// A static dismantle after update (or make) with one cleanup line per reachable handle and script handler.
  static func insertion(
    _ context: AnalysisContext, _ representable: Representable, _ registrations: [RegistrationSupport.Registration],
    _ scan: RegistrationSupport.Scan
  ) -> Fix? {
    guard let anchor = representable.update ?? representable.make, let make = representable.make else { return nil }
    let editor = context.editor
    let view = representable.kind.parameterName
    var lines: [String] = []
    for registration in registrations {
      if let line = RegistrationSupport.cleanupLine(registration, coordinator: "coordinator", editor: editor), !lines.contains(line) {
        lines.append(line)
      }
    }
    guard !lines.isEmpty else { return nil }
    lines += RegistrationSupport.scriptHandlerLines(scan, view: view, madeType: representable.madeType, editor: editor)
    let madeType = make.returnTypeNode.map { context.text(of: $0) } ?? representable.madeType ?? representable.kind.madeTypeAlias
    let coordinatorType = representable.makeCoordinator?.returnTypeNode.map { context.text(of: $0) }
      ?? (representable.coordinator != nil ? "Coordinator" : "()")
    let header = "static func \(representable.kind.dismantleName)(_ \(view): \(madeType), coordinator: \(coordinatorType)) {"
    let body = [""] + [header] + lines.map { editor.indentUnit + $0 } + ["}"]
    let edit = editor.insert(body, after: anchor.node, indentation: editor.indentation(of: anchor.node))
    return Fix(title: "Add `\(representable.kind.dismantleName)` with the cleanup", edits: [edit], isPreferred: true, safeForFixAll: false)
  }
}
