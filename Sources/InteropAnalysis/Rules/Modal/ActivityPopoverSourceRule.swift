import SwiftLiteParser

/// A share sheet presented without a popover anchor.
public enum ActivityPopoverSourceRule: Rule {
  public static let description = RuleDescription(
    id: "activity-popover-source",
    name: "Share sheet without a popover anchor",
    summary: "A `UIActivityViewController` is presented with `present(_:animated:)` without setting its popover's `sourceView`, `sourceItem` or `barButtonItem`.",
    rationale: """
      On iPad (and Mac Catalyst) the share sheet is a popover and needs an anchor. Without one UIKit raises \
      an exception at presentation and the app crashes; on iPhone the same code works, so the bug ships easily.

      Set `controller.popoverPresentationController?.sourceView` (or `sourceItem` / `barButtonItem`) before presenting.
      """,
    category: .modal, tier: 2, defaultSeverity: .warning, seedSource: "recipes: UIActivityViewController gotchas",
    nonTriggering: [
      Example("""
        final class ArticleController: UIViewController {
          func share(_ url: URL) {
            let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
            activity.popoverPresentationController?.sourceView = view
            present(activity, animated: true)
          }
        }
        """),
      Example("""
        final class ArticleController: UIViewController {
          @objc func share(_ sender: UIBarButtonItem) {
            let activity = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
            activity.popoverPresentationController?.barButtonItem = sender
            present(activity, animated: true)
          }
        }
        """),
      Example("""
        final class ArticleController: UIViewController {
          func showAlert() {
            let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
            present(alert, animated: true)
          }
        }
        """),
      Example("""
        struct Share: UIViewControllerRepresentable {
          let items: [Any]
          func makeUIViewController(context: Context) -> UIActivityViewController {
            UIActivityViewController(activityItems: items, applicationActivities: nil)
          }
          func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
        }
        """),
      Example("""
        final class ArticleController: UIViewController {
          func share(_ url: URL, from item: UIBarButtonItem) {
            let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
            #if os(iOS)
            activity.popoverPresentationController?.sourceItem = item
            #endif
            present(activity, animated: true)
          }
        }
        """),
    ],
    triggering: [
      Example("""
        final class ArticleController: UIViewController {
          func share(_ url: URL) {
            let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
            ↓present(activity, animated: true)↑
          }
        }
        """),
      Example("""
        final class ArticleController: UIViewController {
          func share(_ text: String) {
            let sheet = UIActivityViewController(activityItems: [text], applicationActivities: nil)
            sheet.excludedActivityTypes = [.airDrop]
            ↓self.present(sheet, animated: true, completion: nil)↑
          }
        }
        """),
      Example("""
        extension ArticleController {
          func shareAll(_ urls: [URL]) {
            let controller = UIActivityViewController(activityItems: urls, applicationActivities: nil)
            ↓navigationController?.present(controller, animated: true)↑
          }
        }
        """),
    ],
    corrections: [
      Correction(Example("""
        final class ArticleController: UIViewController {
          func share(_ url: URL) {
            let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
            present(activity, animated: true)
          }
        }
        """), """
        final class ArticleController: UIViewController {
          func share(_ url: URL) {
            let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
            activity.popoverPresentationController?.sourceView = view
            present(activity, animated: true)
          }
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    guard context.file.contains("UIActivityViewController") else { return [] }
    var findings: [Finding] = []
    let file = context.file
    for (function, _) in context.model.allFunctions {
      guard let events = context.events(of: function) else { continue }
      let sheets = Set(events.bindings.filter { file.isIdentifier($0.first, "UIActivityViewController") }.map { file.text($0.name) })
      guard !sheets.isEmpty else { continue }
      var anchored: Set<String> = []
      for assignment in events.assignments where assignment.lhsPath.count == 3 && assignment.lhsPath[1] == "popoverPresentationController" {
        if ["sourceView", "sourceItem", "barButtonItem", "sourceRect"].contains(assignment.lhsPath[2]) { anchored.insert(assignment.lhsPath[0]) }
      }
      for call in events.calls where file.is(call.nameToken, "present") {
        guard let open = call.openParen, file.isIdentifier(open + 1) else { continue }
        let presented = file.text(open + 1)
        guard sheets.contains(presented), !anchored.contains(presented) else { continue }
        let message = "`\(presented)` is a share sheet presented without a popover anchor; on iPad this crashes. Set its `popoverPresentationController?.sourceView`."
        let edit = UpdateFacts.insertLines(context, ["\(presented).popoverPresentationController?.sourceView = view"], before: call.chainFirst)
        findings.append(finding(context.range(call.chainFirst, call.lastToken), message, fixes: [Fix(title: "Anchor the popover to `view`", edits: [edit], isPreferred: true, safeForFixAll: false)]))
      }
    }
    return findings
  }
}
