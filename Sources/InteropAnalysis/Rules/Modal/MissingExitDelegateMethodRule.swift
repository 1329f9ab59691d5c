import SwiftLiteParser

/// A Coordinator adopting a modal delegate protocol without its cancel/finish/fail callbacks.
public enum MissingExitDelegateMethodRule: Rule {
  public static let description = RuleDescription(
    id: "missing-exit-delegate-method",
    name: "Missing exit delegate method",
    summary: "The Coordinator adopts a modal controller's delegate protocol but does not implement one of the callbacks where the sheet must close.",
    rationale: """
      Document camera, image picker, Safari and document picker controllers do not dismiss themselves when \
      presented from SwiftUI. The finish, cancel and fail callbacks are where the Coordinator closes the \
      sheet; a missing one (often Cancel) leaves the user stuck on a screen that ignores the button.

      Implement every exit callback and dismiss in each.
      """,
    category: .modal, tier: 1, defaultSeverity: .warning, seedSource: "recipes: document camera, Safari; DO/DON'T",
    nonTriggering: MissingExitDelegateMethodRuleExamples.nonTriggering,
    triggering: MissingExitDelegateMethodRuleExamples.triggering,
    corrections: MissingExitDelegateMethodRuleExamples.corrections
  )

  struct ExitMethod {
    var name: String
    /// The second parameter's label, when the name alone is ambiguous.
    var secondLabel: String?
    var signature: String
  }

  static let exits: [String: [ExitMethod]] = [
    "VNDocumentCameraViewControllerDelegate": [
      ExitMethod(name: "documentCameraViewController", secondLabel: "didFinishWith",
        signature: "func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan)"),
      ExitMethod(name: "documentCameraViewControllerDidCancel", secondLabel: nil,
        signature: "func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController)"),
      ExitMethod(name: "documentCameraViewController", secondLabel: "didFailWithError",
        signature: "func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error)"),
    ],
    "UIImagePickerControllerDelegate": [
      ExitMethod(name: "imagePickerController", secondLabel: "didFinishPickingMediaWithInfo",
        signature: "func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])"),
      ExitMethod(name: "imagePickerControllerDidCancel", secondLabel: nil,
        signature: "func imagePickerControllerDidCancel(_ picker: UIImagePickerController)"),
    ],
    "SFSafariViewControllerDelegate": [
      ExitMethod(name: "safariViewControllerDidFinish", secondLabel: nil,
        signature: "func safariViewControllerDidFinish(_ controller: SFSafariViewController)"),
    ],
    "UIDocumentPickerDelegate": [
      ExitMethod(name: "documentPicker", secondLabel: "didPickDocumentsAt",
        signature: "func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])"),
      ExitMethod(name: "documentPickerWasCancelled", secondLabel: nil,
        signature: "func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)"),
    ],
  ]

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      guard let coordinator = representable.coordinator, let nameToken = coordinator.nameToken else { continue }
      let functions = coordinator.functions
      let parentName = coordinator.variables.first { LegacyInteropModel.simpleName(($0.type ?? "").trimmingSpaces) == representable.name }?.name ?? "parent"
      for conformance in coordinator.conformances {
        guard let methods = exits[conformance.name] else { continue }
        let missing = methods.filter { method in
          !functions.contains { function in
            function.name == method.name && (method.secondLabel == nil || (function.parameters.count > 1 && function.parameters[1].label == method.secondLabel))
          }
        }
        guard !missing.isEmpty else { continue }
        let names = missing.map { method in method.secondLabel.map { "\(method.name)(_:\($0):)" } ?? "\(method.name)(_:)" }
        let message = "`\(coordinator.name)` adopts `\(conformance.name)` but does not implement "
          + names.map { "`\($0)`" }.joined(separator: ", ") + "; the sheet stays open on that path."
        var fixes: [Fix] = []
        // Insert into the declaration that lists the conformance, before its closing brace.
        if let owner = coordinator.declarations.first(where: { $0.inheritance.contains { $0.nameToken == conformance.nameToken } }),
          file.tokens[min(owner.bodyClose, file.count - 1)].newlineBefore
        {
          let indentation = UpdateFacts.memberIndentation(context, owner)
          let unit = file.indentUnit
          var lines: [String] = []
          for method in missing {
            lines += ["", method.signature + " {", unit + "\(parentName).dismiss()", "}"]
          }
          let anchor = MissingRequirementRule.lastTokenOfLine(context, max(owner.bodyClose - 1, owner.bodyOpen))
          fixes.append(Fix(title: "Add the missing exit method" + (missing.count > 1 ? "s" : ""),
            edits: [UpdateFacts.insertLines(context, lines, afterLineOf: anchor, indentation: indentation)], isPreferred: true, safeForFixAll: false))
        }
        findings.append(finding(context.range(nameToken), message, fixes: fixes))
      }
    }
    return findings
  }
}
