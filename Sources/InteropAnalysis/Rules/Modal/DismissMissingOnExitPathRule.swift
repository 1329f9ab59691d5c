import SwiftLiteParser

/// An exit delegate method with a path that leaves without dismissing the sheet.
public enum DismissMissingOnExitPathRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "dismiss-missing-on-exit-path",
    name: "Exit path without dismissal",
    summary: "A finish/cancel/fail delegate method of a modal controller has a path that returns without closing the sheet.",
    rationale: """
      A system picker or composer presented from SwiftUI stays on screen until the code closes it: \
      `PHPickerViewController` does not dismiss itself when `picker(_:didFinishPicking:)` is called, and the \
      mail and message composers, the document camera and the image picker leave dismissal to their delegate. \
      Every path through the finish, cancel and fail callbacks must therefore close the sheet: `dismiss()` \
      (`parent.dismiss()`, `x.dismiss(animated:)`, `presentationMode.wrappedValue.dismiss()`), a callback of \
      the representable (`parent.onFinish(…)`), setting the presenting binding to `false` or an item binding \
      to `nil`, or a Coordinator method that does one of these on every path. An early `return` skips it, and \
      PHPicker reports Cancel as a call with an empty result array, so `guard !results.isEmpty else { return }` \
      before the dismissal leaves the picker open when the user cancels.

      The fix makes the dismissal unconditional: it inserts the dismissal the method already uses (or \
      `parent.dismiss()` when the representable reads `@Environment(\\.dismiss)`) as the first statement and \
      deletes the later copies, so the result is handled after the sheet starts closing. A dismissal in \
      `defer` or inside a closure (`Task { … }`, a completion handler) counts as closing.

      Never reported: `safariViewControllerDidFinish(_:)` and the document picker's callbacks (Safari is \
      dismissed right after that call, and the document picker dismisses itself before calling its delegate); \
      a photo picker configured for embedding (`mode`, `disabledCapabilities`, `edgesWithoutContentMargins`) \
      or placed inline in a view body of this file at an iOS 17+ or unknown deployment target; a method that \
      never closes but writes one of the representable's bindings (the presenting view may close the sheet \
      on that change); a call to a function this file does not declare (it may close).

      Sources: https://developer.apple.com/documentation/photosui/phpickerviewcontrollerdelegate-5yntc/picker(_:didfinishpicking:), \
      https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontrollerdelegate, \
      https://developer.apple.com/documentation/messageui/mfmessagecomposeviewcontroller/messagecomposedelegate, \
      https://developer.apple.com/documentation/visionkit/vndocumentcameraviewcontrollerdelegate, \
      https://developer.apple.com/documentation/uikit/uiimagepickercontrollerdelegate/imagepickercontrollerdidcancel(_:), \
      https://developer.apple.com/documentation/safariservices/sfsafariviewcontrollerdelegate/safariviewcontrollerdidfinish(_:), \
      https://developer.apple.com/documentation/photosui/phpickerconfiguration-swift.struct/disabledcapabilities, \
      https://developer.apple.com/videos/play/wwdc2023/10107/ (the embedded photo picker, iOS 17), \
      https://github.com/lionheart/openradar-mirror/issues/1418 (the document picker is dismissed before its delegate is called)
      """,
    category: .modal, tier: 1, defaultSeverity: .warning, seedSource: "recipes: PHPicker, Mail, Message, Safari, document camera; DO/DON'T",
    nonTriggering: DismissMissingOnExitPathRuleExamples.nonTriggering,
    triggering: DismissMissingOnExitPathRuleExamples.triggering,
    corrections: DismissMissingOnExitPathRuleExamples.corrections
  )

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    guard let coordinator = representable.coordinator else { return findings }
    let exitFunctions = coordinator.functions.filter { ExitPaths.exitMethod($0) != nil }
    guard !exitFunctions.isEmpty else { return findings }
    let paths = ExitPaths(context: context, representable: representable, coordinator: coordinator)
    for function in exitFunctions {
      guard let method = ExitPaths.exitMethod(function), let body = function.body, let nameToken = function.nameToken else { continue }
      if method.name == ExitPaths.picker.name, isEmbeddedPhotoPicker(representable, context) { continue }
      let result = paths.analyze(body)
      guard !result.leaks.isEmpty || result.fallsOffOpen else { continue }
      let closesSomewhere = paths.containsClosing(body)
      if !closesSomewhere, paths.writesBinding(body) { continue }
      var message = closesSomewhere
        ? "`\(method.display)` has a path that returns without closing the sheet, so it stays on screen; dismiss first, on every path."
        : "`\(method.display)` never closes the sheet, so it stays on screen; the delegate must dismiss it."
      if method.name == ExitPaths.picker.name { message += " PHPicker reports Cancel as an empty result." }
      let related = result.leaks.map { RelatedLocation(range: $0.range, message: "This path leaves without closing the sheet.") }
      findings.append(finding(nameToken.textRange, message, related: related, fixes: fix(context, paths, function, body, exits: exitFunctions)))
    }
    return findings
  }

  /// Dismiss first: the method's own argument-free dismissal, else another exit method's, else the
  /// environment's `dismiss`; inserted as the first statement, the later copies deleted.
  static func fix(_ context: AnalysisContext, _ paths: ExitPaths, _ function: FunctionDecl, _ body: SyntaxNode, exits: [FunctionDecl]) -> [Fix] {
    let own = paths.movableClosings(in: function, allowParameters: true)
    var text = own.first?.text
    if text == nil {
      for other in exits where other !== function {
        if let movable = paths.movableClosings(in: other, allowParameters: false).first {
          text = movable.text
          break
        }
      }
    }
    guard let text = text ?? paths.environmentDismissal else { return [] }
    var edits = [context.editor.insertAtStart(of: body, [text])]
    for closing in own where closing.text == text { edits.append(context.editor.delete(closing.node)) }
    return [Fix(title: "Dismiss first, on every path", edits: edits, isPreferred: true, safeForFixAll: false)]
  }

  /// A photo picker configured for embedding, or placed inline (outside `.sheet`/`.fullScreenCover`/`.popover`
  /// content) in a view body of this file at an iOS 17+ or unknown deployment target.
  static func isEmbeddedPhotoPicker(_ representable: Representable, _ context: AnalysisContext) -> Bool {
    for function in representable.functions {
      guard let facts = context.facts(of: function) else { continue }
      if facts.assignments.contains(where: { ["mode", "disabledCapabilities", "edgesWithoutContentMargins"].contains($0.targetPath?.last ?? "") }) {
        return true
      }
    }
    if let target = context.configuration.deploymentTarget, target.isBelow(major: 17) { return false }
    var inline = false
    for type in context.interop.types where !representable.declarations.contains(where: { $0 === type }) {
      type.node.walk { node in
        if inline { return .skipChildren }
        if node.kind == .callExpr, let callee = node.callee, callee.kind == .identifierExpr,
          callee.nameToken?.identifierText == representable.name, !ModalSupport.isInsidePresentation(node)
        {
          inline = true
        }
        return .visitChildren
      }
    }
    return inline
  }
}
