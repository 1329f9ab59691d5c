import SwiftLiteParser

/// A share sheet presented without a popover anchor.
public enum ActivityPopoverSourceRule: FunctionRule {
  public static let description = RuleDescription(
    id: "activity-popover-source",
    name: "Share sheet without a popover anchor",
    summary: "A `UIActivityViewController` is presented with `present(_:animated:)` without setting its popover's `sourceView`, `sourceItem` or `barButtonItem`.",
    rationale: """
      On iPad a `UIActivityViewController` is presented as a popover, and a popover needs an anchor. When none \
      of `sourceView`, `sourceItem` or `barButtonItem` is set on its `popoverPresentationController`, UIKit \
      raises an exception at presentation and the app terminates; on iPhone the same code works, so the bug \
      ships easily.

      The fix anchors the popover to the function's `UIBarButtonItem` or `UIView` sender parameter when there \
      is one, else to the view controller's `view`: from iOS 13.2 an unset `sourceRect` means the source \
      view's whole frame, so `sourceView` alone is a complete anchor. Outside a view controller there is no \
      fix (the right anchor is not known).

      Never reported: a function that touches the controller's `popoverPresentationController` in any form \
      (optional chaining, `if let`/`guard let`, a closure helper that receives it) or passes the controller \
      to a helper method, which may anchor it.

      Sources: https://developer.apple.com/documentation/uikit/uiactivityviewcontroller, \
      https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview, \
      https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
      """,
    category: .modal, tier: 2, defaultSeverity: .warning, seedSource: "recipes: UIActivityViewController gotchas",
    nonTriggering: [
      Example("""
        // Never on: anchoring through optional chaining (`sourceView`).
        final class ArticleController: UIViewController {
          func share(_ url: URL) {
            let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
            activity.popoverPresentationController?.sourceView = view
            present(activity, animated: true)
          }
        }
        """),
      Example("""
        // Anchored to the sender bar button item.
        final class ArticleController: UIViewController {
          @objc func share(_ sender: UIBarButtonItem) {
            let activity = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
            activity.popoverPresentationController?.barButtonItem = sender
            present(activity, animated: true)
          }
        }
        """),
      Example("""
        // Not an activity controller.
        final class ArticleController: UIViewController {
          func showAlert() {
            let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
            present(alert, animated: true)
          }
        }
        """),
      Example("""
        // A representable: SwiftUI presents it, no UIKit `present(`.
        struct Share: UIViewControllerRepresentable {
          let items: [Any]
          func makeUIViewController(context: Context) -> UIActivityViewController {
            UIActivityViewController(activityItems: items, applicationActivities: nil)
          }
          func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
        }
        """),
      Example("""
        // Anchored with `sourceItem`, inside `#if`.
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
      Example("""
        // field: a popover anchored inside `if let popover = controller.popoverPresentationController`
        // Anchored through an unwrapped popover controller.
        final class ListController: UIViewController {
          func export(_ file: URL, from cell: UITableViewCell) {
            let activity = UIActivityViewController(activityItems: [file], applicationActivities: nil)
            if let popover = activity.popoverPresentationController {
              popover.sourceView = cell
            }
            present(activity, animated: true)
          }
        }
        """),
      Example("""
        // Anchored with guard let.
        final class ListController: UIViewController {
          func export(_ file: URL) {
            let activity = UIActivityViewController(activityItems: [file], applicationActivities: nil)
            defer { present(activity, animated: true) }
            guard let popover = activity.popoverPresentationController else { return }
            popover.sourceView = view
          }
        }
        """),
      Example("""
        // field: a popover anchored through a `with(…) { $0?.barButtonItem = sender }` helper
        // A closure helper receives the popover controller.
        func configure<T>(_ value: T, _ body: (T) -> Void) { body(value) }
        final class ListController: UIViewController {
          func export(_ file: URL, sender: UIBarButtonItem) {
            let activity = UIActivityViewController(activityItems: [file], applicationActivities: nil)
            configure(activity.popoverPresentationController) { $0?.barButtonItem = sender }
            present(activity, animated: true)
          }
        }
        """),
      Example("""
        // A helper method the function passes the controller to.
        final class ListController: UIViewController {
          func export(_ file: URL) {
            let activity = UIActivityViewController(activityItems: [file], applicationActivities: nil)
            anchorToCenter(activity)
            present(activity, animated: true)
          }
          func anchorToCenter(_ controller: UIViewController) {
            controller.popoverPresentationController?.sourceView = view
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
      Correction(Example("""
        final class ArticleController: UIViewController {
          @objc func share(_ sender: UIBarButtonItem) {
            let activity = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
            present(activity, animated: true)
          }
        }
        """), """
        final class ArticleController: UIViewController {
          @objc func share(_ sender: UIBarButtonItem) {
            let activity = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
            activity.popoverPresentationController?.barButtonItem = sender
            present(activity, animated: true)
          }
        }
        """),
    ]
  )

  /// A file that never names `UIActivityViewController` presents none.
  static func fileFacts(_ context: AnalysisContext) -> Void? { context.fileMentions("UIActivityViewController") ? () : nil }

  static func check(_ function: FunctionDecl, owner: TypeDecl?, _: Void, _ context: AnalysisContext) -> [Finding] {
    let model = context.interop
    var findings: [Finding] = []
    guard context.mentions(function.node, anyOf: ["present"]), let facts = context.facts(of: function) else { return [] }
    let presents = facts.calls.filter { $0.name == "present" && $0.arguments.first?.label == nil }
    guard !presents.isEmpty else { return [] }
    let types = ModalSupport.knownTypes(function, facts: facts)
    for call in presents {
      guard let argument = call.arguments.first?.value else { continue }
      let presented: String?
      if ModalSupport.constructedType(argument) == "UIActivityViewController" {
        presented = nil
      } else if let path = MemberPath(argument), path.count == 1, let name = path.root, types[name] == "UIActivityViewController" {
        presented = name
      } else {
        continue
      }
      if let presented, isAnchored(presented, facts: facts, call: call) { continue }
      let subject = presented.map { "`\($0)`" } ?? "This `UIActivityViewController`"
      let message = "\(subject) is presented without a popover anchor; on iPad UIKit raises an exception at presentation. "
        + "Set `sourceView`, `sourceItem` or `barButtonItem` on its `popoverPresentationController` first."
      let statement = call.site.statement ?? call.node
      var fixes: [Fix] = []
      if let presented, statement.range.lowerBound <= call.node.range.lowerBound,
        let line = anchorLine(presented, function: function, owner: owner, model: model)
      {
        fixes.append(Fix(title: "Anchor the share sheet's popover", edits: [context.editor.insert([line], before: statement)],
          isPreferred: true, safeForFixAll: false))
      }
      findings.append(finding(statement.range, message, fixes: fixes))
    }
    return findings
  }

  /// Any use of `name.popoverPresentationController` in the function (set directly, through optional
  /// chaining, unwrapped, or handed to a helper), or the controller passed to any other call.
  static func isAnchored(_ name: String, facts: BodyFacts, call: Call) -> Bool {
    if facts.body.mentions(path: [name, "popoverPresentationController"]) { return true }
    for other in facts.calls where other.node != call.node {
      if other.arguments.contains(where: { MemberPath($0.value)?.components == [name] }) { return true }
    }
    return false
  }

  /// The anchoring line: to a bar button or view sender parameter, else to the view controller's own view.
  static func anchorLine(_ name: String, function: FunctionDecl, owner: TypeDecl?, model: InteropModel) -> String? {
    for parameter in function.parameters {
      let type = TypeName.simple(parameter.type)
      if type == "UIBarButtonItem" { return "\(name).popoverPresentationController?.barButtonItem = \(parameter.name)" }
      if ["UIView", "UIButton", "UIControl"].contains(type) { return "\(name).popoverPresentationController?.sourceView = \(parameter.name)" }
    }
    guard ModalSupport.isViewController(owner, in: model) else { return nil }
    return "\(name).popoverPresentationController?.sourceView = view"
  }
}
