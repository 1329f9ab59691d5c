import SwiftLiteParser

/// An effectful method called on update's parameter on every pass.
public enum UnguardedUpdateCallRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "unguarded-update-call",
    name: "Unguarded effectful call in update",
    summary: "Update calls a method that reloads, moves the map, scrolls, moves focus or presents on every pass, with no condition around it.",
    rationale: """
      SwiftUI calls update whenever any input of the representable changes. A call there that does work the \
      user sees repeats on every such change: `load(_:)`, `loadHTMLString(_:baseURL:)` and \
      `loadFileURL(_:allowingReadAccessTo:)` reload the page; `setRegion`, `setVisibleMapRect` and \
      `setCamera` snap the map back; `becomeFirstResponder()` takes focus back and `resignFirstResponder()` \
      drops it; `go(to:)`, `setContentOffset`, `scrollToItem` and `scrollToRow` jump back; `reloadData()` \
      reloads every visible cell; `refreshCurrentPreviewItem()` reloads the preview; `present(_:animated:)` \
      presents again.

      Make the call depend on its input. For a web view, keep the last requested input in the Coordinator and \
      load only when it differs (the fix adds `lastRequest` to the Coordinator); never compare `webView.url`, \
      which is the current page: it differs after a redirect or a tapped link, so that check reloads the \
      original page on unrelated updates. For `setRegion` the fix compares centre and span with a tolerance \
      of 1% of the span: MapKit fits the region to the view, so the region read back seldom equals the one \
      set. For `becomeFirstResponder()` it checks `isFirstResponder` and `window != nil`: the first update can \
      run before the view is in a window, where the call does nothing.

      Never reported: calls under a condition (an unwrap-only `guard let` or `if let` is not one), calls \
      inside closures, and a method that a subclass in the workspace declares itself (it may check by itself), \
      unless its body has no condition and only calls the same method on a stored property of a known class \
      (`func reloadData() { table.reloadData() }`: the call then costs what the inner call costs, and the \
      finding points at the inner call). `QLPreviewController.reloadData()` is not reported: Quick Look \
      recomputes the displayed data only if the current preview item changes. A class of another file counts \
      once the workspace scan is complete and exactly one file declares a type of that name.

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:), \
      https://developer.apple.com/documentation/webkit/wkwebview/url, \
      https://developer.apple.com/documentation/mapkit/mkmapview/regionthatfits(_:), \
      https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder(), \
      https://developer.apple.com/documentation/quicklook/qlpreviewcontroller/reloaddata()
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: DO/DON'T; recipes: WKWebView, MKMapView",
    nonTriggering: UnguardedUpdateCallRuleExamples.nonTriggering,
    triggering: UnguardedUpdateCallRuleExamples.triggering,
    corrections: UnguardedUpdateCallRuleExamples.corrections
  )

  /// Each method, the framework class its receiver must be, and what the call does again on every update.
  static let methods: [String: (receiver: String, effect: String)] = [
    "load": ("WKWebView", "reloads the page"),
    "loadHTMLString": ("WKWebView", "reloads the page"),
    "loadFileURL": ("WKWebView", "reloads the page"),
    "setRegion": ("MKMapView", "snaps the map back to that region"),
    "setVisibleMapRect": ("MKMapView", "snaps the map back to that rectangle"),
    "setCamera": ("MKMapView", "snaps the map back to that camera"),
    "becomeFirstResponder": ("UIResponder", "takes the focus back"),
    "resignFirstResponder": ("UIResponder", "drops the focus"),
    "go": ("PDFView", "jumps back to that destination"),
    "reloadData": ("UIScrollView", "reloads every visible cell"),
    "refreshCurrentPreviewItem": ("QLPreviewController", "reloads the preview"),
    "setContentOffset": ("UIScrollView", "snaps the scroll position back"),
    "scrollToItem": ("UICollectionView", "scrolls back to that item"),
    "scrollToRow": ("UITableView", "scrolls back to that row"),
    "present": ("UIViewController", "presents again while the first presentation is on screen"),
  ]

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    guard let parameter = UpdateSupport.parameter(representable, context: context), let framework = parameter.framework,
      let facts = context.facts(of: representable.update)
    else { return findings }
    for call in facts.calls where !call.site.inClosure && !call.site.isConditional {
      guard let (receiverClass, baseEffect) = methods[call.name], let receiver = call.receiverPath?.withoutSelf else { continue }
      let effect = baseEffect
      // The receiver: the update parameter itself, or a web view's `scrollView`.
      let onParameter = receiver.components == [parameter.name]
      let onWebScrollView = receiver.components == [parameter.name, "scrollView"] && framework == "WKWebView"
      guard onParameter || onWebScrollView else { continue }
      var actualClass = onWebScrollView ? "UIScrollView" : framework
      var related: [RelatedLocation] = []
      if onParameter, let overriding = parameter.overridingClass(call.name) {
        // A subclass's own method may check by itself, unless it only passes the call on to a view it holds.
        guard let inner = forwardedClass(overriding, method: call.name, context: context) else { continue }
        actualClass = inner.framework
        related = [RelatedLocation(range: inner.forward.range, message: "`\(overriding.name).\(call.name)()` calls `\(inner.forward.receiver).\(call.name)()` without a condition", path: overriding.path)]
      } else if parameter.workspaceOverrides(call.name) {
        continue
      }
      guard matches(actualClass, required: receiverClass, method: call.name) else { continue }
      if call.name == "go", call.labels.first != "to" { continue }
      if call.name == "reloadData", !(UpdateSupport.isKind(actualClass, of: "UITableView") || UpdateSupport.isKind(actualClass, of: "UICollectionView")) {
        continue
      }
      let callText = "\(receiver).\(call.name)(…)"
      let message = "`\(callText)` runs on every update and \(effect) each time any input of `\(representable.name)` changes; call it only when its input changed."
      let fixes = fix(context, representable, parameter: parameter.name, call: call).map { [$0] } ?? []
      findings.append(Finding(ruleID: description.id, range: call.node.range, message: message, severity: description.defaultSeverity, related: related, fixes: fixes))
    }
    return findings
  }

  /// When the class's `method` only passes the call on to a stored property of a known class (no condition in
  /// its body), that class and the inner call.
  static func forwardedClass(_ link: UpdateSupport.ClassLink, method: String, context: AnalysisContext)
    -> (framework: String, forward: FileSummary.Forward)?
  {
    let forwards = link.forwards.filter { $0.method == method }
    guard forwards.count == 1, let forward = forwards.first, let type = forward.receiverType,
      let resolved = UpdateSupport.frameworkClass(of: type, in: context.interop, workspace: context.workspace, path: context.path),
      !resolved.workspaceClasses.contains(where: { $0.members.contains(method) })
    else { return nil }
    return (resolved.framework, forward)
  }

  static func matches(_ framework: String, required: String, method: String) -> Bool {
    if required == "UIResponder" {
      return UpdateSupport.isKind(framework, of: "UIResponder") || UpdateSupport.isKind(framework, of: "NSResponder")
    }
    return UpdateSupport.isKind(framework, of: required)
  }

  /// The guard for each method that has one (see the rationale); nil elsewhere.
  static func fix(_ context: AnalysisContext, _ representable: Representable, parameter: String, call: Call) -> Fix? {
    let editor = context.editor
    switch call.name {
    case "load", "loadHTMLString", "loadFileURL":
      return loadFix(context, representable, call: call)
    case "setRegion":
      guard let region = call.arguments.first.map({ context.text(of: $0.value) }),
        let condition = UpdateSupport.regionTolerance(current: "\(parameter).region", requested: region)
      else { return nil }
      return Fix(title: "Move the map only when the region differs", edits: [editor.wrap(call.node, header: "if \(condition)")],
        isPreferred: true, safeForFixAll: false)
    case "becomeFirstResponder":
      let focus = focusBinding(representable)
      let header = (focus.map { "if \($0), " } ?? "if ") + "!\(parameter).isFirstResponder, \(parameter).window != nil"
      return Fix(title: "Request focus only when needed", edits: [editor.wrap(call.node, header: header)], isPreferred: true, safeForFixAll: focus != nil)
    case "resignFirstResponder":
      guard let focus = focusBinding(representable) else { return nil }
      return Fix(title: "Resign focus only when needed", edits: [editor.wrap(call.node, header: "if !\(focus), \(parameter).isFirstResponder")],
        isPreferred: true, safeForFixAll: true)
    default:
      return nil
    }
  }

  /// A `@Binding` whose name says it holds focus (`isFocused`, `isFirstResponder`).
  static func focusBinding(_ representable: Representable) -> String? {
    representable.properties(wrappedBy: ["Binding"]).first { property in
      let lower = property.name.lowercased()
      return lower.contains("focus") || lower.contains("firstresponder")
    }?.name
  }

  /// Keeps the last requested input in the Coordinator and loads only when it differs.
  static func loadFix(_ context: AnalysisContext, _ representable: Representable, call: Call) -> Fix? {
    guard let coordinator = representable.coordinator, let primary = coordinator.primary, primary.keyword == .class,
      let block = primary.node.memberBlock, let open = block.firstToken, let argument = call.arguments.first,
      let update = representable.update, update.parameters.count >= 2
    else { return nil }
    let contextName = update.parameters[1].name
    let (property, type): (String, String)
    switch call.name {
    case "load": (property, type) = ("lastRequest", "URLRequest")
    case "loadHTMLString": (property, type) = ("lastHTMLString", "String")
    default: (property, type) = ("lastFileURL", "URL")
    }
    if coordinator.properties.contains(where: { $0.name == property }) { return nil }
    let editor = context.editor
    let input = context.text(of: argument.value)
    let stored = "\(contextName).coordinator.\(property)"
    let memberIndentation = primary.members.first.map { entry -> String in
      switch entry {
      case .function(let function): return editor.indentation(of: function.node)
      case .property(let property): return editor.indentation(of: property.node)
      case .type(let type): return editor.indentation(of: type.node)
      case .typeAlias(let alias): return editor.indentation(of: alias.node)
      }
    } ?? (editor.indentation(of: primary.node) + editor.indentUnit)
    let declaration = TextEdit(range: open.textRange.upperBound..<open.textRange.upperBound,
      replacement: editor.lineBreak + memberIndentation + "var \(property): \(type)?")
    let wrap = editor.wrap(call.node, header: "if \(stored) != \(input)", prefix: ["\(stored) = \(input)"])
    return Fix(title: "Load only when the requested input changed", edits: [declaration, wrap], isPreferred: true, safeForFixAll: false)
  }
}
