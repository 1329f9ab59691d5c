import SwiftLiteParser

/// A Coordinator adopting a modal delegate protocol without its cancel/finish/fail callbacks.
public enum MissingExitDelegateMethodRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "missing-exit-delegate-method",
    name: "Missing exit delegate method",
    summary: "The Coordinator adopts a document camera, image picker or mail composer delegate protocol but does not implement one of the callbacks where the sheet must close.",
    rationale: """
      The document camera, the image picker and the mail composer leave dismissal to their delegate: the \
      finish, cancel and fail callbacks are where the Coordinator closes the sheet. A missing one (often \
      Cancel) leaves the user on a screen whose button does nothing visible. \
      `mailComposeController(_:didFinishWith:error:)` is optional in the protocol, yet the delegate is \
      responsible for dismissing the composer; `imagePickerControllerDidCancel(_:)` is "optional, but \
      expected".

      The fix inserts the missing methods with the dismissal the Coordinator's other exit methods already \
      use, else `parent.dismiss()` when the representable reads `@Environment(\\.dismiss)`; otherwise there \
      is no fix.

      Never reported: `SFSafariViewControllerDelegate` and `UIDocumentPickerDelegate` (both controllers \
      dismiss themselves); a Coordinator that another file may extend with the method (only a Coordinator \
      that is `private`/`fileprivate`, or nested in such a type, is checked until the workspace scan exists).

      Sources: https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/mailcomposedelegate, \
      https://developer.apple.com/documentation/uikit/uiimagepickercontrollerdelegate/imagepickercontrollerdidcancel(_:), \
      https://developer.apple.com/documentation/visionkit/vndocumentcameraviewcontrollerdelegate
      """,
    category: .modal, tier: 1, defaultSeverity: .warning, seedSource: "recipes: document camera, Safari; DO/DON'T",
    nonTriggering: MissingExitDelegateMethodRuleExamples.nonTriggering,
    triggering: MissingExitDelegateMethodRuleExamples.triggering,
    corrections: MissingExitDelegateMethodRuleExamples.corrections
  )

  static let exits: [String: [ExitPaths.ExitMethod]] = [
    "VNDocumentCameraViewControllerDelegate": [ExitPaths.scanFinish, ExitPaths.scanCancel, ExitPaths.scanFail],
    "UIImagePickerControllerDelegate": [ExitPaths.imageFinish, ExitPaths.imageCancel],
    "MFMailComposeViewControllerDelegate": [ExitPaths.mail],
  ]

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    guard let coordinator = representable.coordinator, let nameToken = coordinator.nameToken,
      ModalSupport.isFileLocal(coordinator, of: representable)
    else { return findings }
    for conformance in coordinator.conformances {
      guard let methods = exits[conformance.name] else { continue }
      let missing = methods.filter { method in !coordinator.functions.contains { method.matches($0) } }
      guard !missing.isEmpty else { continue }
      let message = "`\(coordinator.name)` adopts `\(conformance.name)` but does not implement "
        + missing.map { "`\($0.display)`" }.joined(separator: ", ") + "; the sheet cannot be closed on that path."
      let fixes = fix(context, representable, coordinator, conformance: conformance, missing: missing).map { [$0] } ?? []
      findings.append(finding(nameToken.textRange, message, fixes: fixes))
    }
    return findings
  }

  /// The missing methods, inserted after the last member of the declaration that lists the conformance.
  static func fix(_ context: AnalysisContext, _ representable: Representable, _ coordinator: Coordinator, conformance: InheritedTypeRef,
    missing: [ExitPaths.ExitMethod]) -> Fix?
  {
    guard let owner = coordinator.declarations.first(where: { declaration in declaration.inheritance.contains { $0.node == conformance.node } }),
      let last = owner.members.last
    else { return nil }
    let paths = ExitPaths(context: context, representable: representable, coordinator: coordinator)
    var dismissal: String?
    for function in coordinator.functions where ExitPaths.exitMethod(function) != nil {
      if let movable = paths.movableClosings(in: function, allowParameters: false).first {
        dismissal = movable.text
        break
      }
    }
    guard let body = dismissal ?? paths.environmentDismissal else { return nil }
    let lastNode: SyntaxNode
    switch last {
    case .function(let function): lastNode = function.node
    case .property(let property): lastNode = property.node
    case .type(let type): lastNode = type.node
    case .typeAlias(let alias): lastNode = alias.node
    }
    let editor = context.editor
    guard let close = owner.node.memberBlock?.lastToken, editor.lineEnd(at: lastNode.range.upperBound) <= close.textRange.lowerBound else { return nil }
    let indentation = editor.indentation(of: lastNode)
    var lines: [String] = []
    for method in missing {
      lines += ["", method.signature + " {", editor.indentUnit + body, "}"]
    }
    return Fix(title: "Add the missing exit method" + (missing.count > 1 ? "s" : ""),
      edits: [editor.insert(lines, after: lastNode, indentation: indentation)], isPreferred: true, safeForFixAll: false)
  }
}
