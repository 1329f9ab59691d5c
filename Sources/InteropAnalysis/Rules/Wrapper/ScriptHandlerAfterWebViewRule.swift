import SwiftLiteParser

/// Script message handlers added to a configuration after the web view was made from it.
public enum ScriptHandlerAfterWebViewRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "script-handler-after-webview",
    name: "Script handler added after the web view",
    summary: "The Coordinator is added as a script message handler and neither dismantle nor a Coordinator method it calls removes it.",
    rationale: """
      A `WKUserContentController` keeps a strong reference to every script message handler added with \
      `add(_:name:)` (and its `contentWorld:` and reply variants) until `removeScriptMessageHandler(forName:)` \
      or `removeAllScriptMessageHandlers()` is called. A Coordinator added as handler therefore lives as long \
      as that controller: forever when the Coordinator also holds the web view (a cycle through the web view's \
      configuration), or when the configuration is shared between web views. When the handler is added does \
      not matter: a web view's `configuration` is a copy, but the copy shares the same user content controller, \
      so a handler added after `WKWebView(frame:configuration:)` is registered too.

      Remove it in `static func dismantleUIView(_:coordinator:)`: the fix appends \
      `uiView.configuration.userContentController.removeScriptMessageHandler(forName: "<name>")` there, or \
      inserts a dismantle that holds it.

      Never reported: a separate weak-forwarding object passed as the handler; a removal in dismantle or in a \
      Coordinator method dismantle calls (a removal on a `WKUserContentController` created or assigned in \
      dismantle does not count: it is not the controller the handler was added to); a representable whose \
      dismantle may be in another file.

      Sources: https://developer.apple.com/documentation/webkit/wkusercontentcontroller/add(_:name:), \
      https://developer.apple.com/documentation/webkit/wkusercontentcontroller/removescriptmessagehandler(forname:), \
      https://developer.apple.com/documentation/webkit/wkwebview/configuration, \
      https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
      """,
    category: .wrapper, tier: 2, defaultSeverity: .warning, seedSource: "recipes: WKWebView gotchas (JavaScript bridge)",
    nonTriggering: [
      Example("""
        // Removed in dismantle.
        struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let configuration = WKWebViewConfiguration()
            configuration.userContentController.add(context.coordinator, name: "chat")
            return WKWebView(frame: .zero, configuration: configuration)
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
            uiView.configuration.userContentController.removeScriptMessageHandler(forName: "chat")
          }
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject, WKScriptMessageHandler {
            func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
          }
        }
        """),
      Example("""
        // A weak-forwarding object is the handler.
        struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let web = WKWebView()
            web.configuration.userContentController.add(WeakRelay(target: context.coordinator), name: "chat")
            return web
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {}
        }
        """),
      Example("""
        // Removed by a Coordinator method that dismantle calls.
        struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let web = WKWebView()
            context.coordinator.attach(to: web)
            return web
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
            coordinator.detach(from: uiView)
          }
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject, WKScriptMessageHandler {
            func attach(to web: WKWebView) { web.configuration.userContentController.add(self, name: "chat") }
            func detach(from web: WKWebView) { web.configuration.userContentController.removeAllScriptMessageHandlers() }
            func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
          }
        }
        """),
      Example("""
        // Dismantle may be in an extension in another file.
        struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let web = WKWebView()
            web.configuration.userContentController.add(context.coordinator, name: "chat")
            return web
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        """),
      Example("""
        // Not a representable.
        final class BrowserController: UIViewController, WKScriptMessageHandler {
          override func viewDidLoad() {
            super.viewDidLoad()
            let configuration = WKWebViewConfiguration()
            configuration.userContentController.add(self, name: "log")
          }
          func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
        }
        """),
    ],
    triggering: [
      Example("""
        struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let configuration = WKWebViewConfiguration()
            ↓configuration.userContentController.add(context.coordinator, name: "chat")↑
            return WKWebView(frame: .zero, configuration: configuration)
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
            uiView.stopLoading()
          }
        }
        """),
      Example("""
        // The removal runs on a fresh controller assigned in dismantle, not the registered one.
        struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let web = WKWebView()
            let coordinator = context.coordinator
            ↓web.configuration.userContentController.add(coordinator, name: "chat")↑
            return web
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
            uiView.configuration.userContentController = WKUserContentController()
            uiView.configuration.userContentController.removeAllScriptMessageHandlers()
          }
        }
        """),
      Example("""
        private struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let web = WKWebView()
            context.coordinator.attach(to: web)
            return web
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject, WKScriptMessageHandler {
            func attach(to web: WKWebView) {
              ↓web.configuration.userContentController.add(self, contentWorld: .page, name: "chat")↑
            }
            func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
          }
        }
        """),
      Example("""
        // The reply variant: a handler that answers the page, registered with a content world.
        private struct Bridge: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let configuration = WKWebViewConfiguration()
            ↓configuration.userContentController.addScriptMessageHandler(context.coordinator, contentWorld: .page, name: "ask")↑
            return WKWebView(frame: .zero, configuration: configuration)
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject, WKScriptMessageHandlerWithReply {
            func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) async -> (Any?, String?) { (nil, nil) }
          }
        }
        """),
    ],
    corrections: [
      Correction(Example("""
        struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let configuration = WKWebViewConfiguration()
            configuration.userContentController.add(context.coordinator, name: "chat")
            return WKWebView(frame: .zero, configuration: configuration)
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
            uiView.stopLoading()
          }
        }
        """), """
        struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let configuration = WKWebViewConfiguration()
            configuration.userContentController.add(context.coordinator, name: "chat")
            return WKWebView(frame: .zero, configuration: configuration)
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
            uiView.stopLoading()
            uiView.configuration.userContentController.removeScriptMessageHandler(forName: "chat")
          }
        }
        """),
      Correction(Example("""
        private struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let web = WKWebView()
            web.configuration.userContentController.add(context.coordinator, name: "chat")
            return web
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject {}
        }
        """), """
        private struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let web = WKWebView()
            web.configuration.userContentController.add(context.coordinator, name: "chat")
            return web
          }

          static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
            uiView.configuration.userContentController.removeScriptMessageHandler(forName: "chat")
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject {}
        }
        """),
    ]
  )

  /// One registration of the Coordinator as a script message handler.
  struct Registration {
    let call: Call
    /// The `name:` argument.
    let name: SyntaxNode
    let contentWorld: SyntaxNode?
  }

  static func isRegistration(_ call: Call) -> Bool {
    let labels = call.labels
    switch call.name {
    case "add": return labels == [nil, "name"] || labels == [nil, "contentWorld", "name"]
    case "addScriptMessageHandler": return labels == [nil, "contentWorld", "name"]
    default: return false
    }
  }

  /// Whether the receiver is a user content controller: `….userContentController`, or a local holding one.
  static func onContentController(_ call: Call, facts: BodyFacts) -> Bool {
    guard let path = call.receiverPath?.withoutSelf, let last = path.last else { return false }
    if last == "userContentController" { return true }
    guard path.count == 1 else { return false }
    return facts.bindings.contains { binding in
      binding.name == last && (HostingSupport.callName(binding.value) == "WKUserContentController" || MemberPath(binding.value)?.last == "userContentController")
    }
  }

  /// Registrations whose handler is the Coordinator: `context.coordinator` or a local holding it in make/update,
  /// `self` in a Coordinator method.
  static func registrations(_ context: AnalysisContext, _ representable: Representable) -> [Registration] {
    var result: [Registration] = []
    var sites: [(FunctionDecl, inCoordinator: Bool)] = [representable.make, representable.update].compactMap { $0 }.map { ($0, false) }
    sites += (representable.coordinator?.functions ?? []).map { ($0, true) }
    for (function, inCoordinator) in sites {
      guard let facts = context.facts(of: function) else { continue }
      let contextName = inCoordinator ? nil : (function.parameters.count >= 2 ? function.parameters[1].name : "context")
      var coordinatorNames: Set<String> = []
      if let contextName {
        for binding in facts.bindings where MemberPath(binding.value)?.components == [contextName, "coordinator"] { coordinatorNames.insert(binding.name) }
      }
      for call in facts.calls where isRegistration(call) && onContentController(call, facts: facts) {
        guard let handler = call.arguments.first?.value, let name = call.argument("name") else { continue }
        let path = MemberPath(handler)
        let isCoordinator: Bool
        if inCoordinator {
          isCoordinator = path?.components == ["self"]
        } else if let contextName, path?.components == [contextName, "coordinator"] {
          isCoordinator = true
        } else {
          isCoordinator = path.map { $0.count == 1 && coordinatorNames.contains($0.root ?? "") } ?? false
        }
        guard isCoordinator else { continue }
        result.append(Registration(call: call, name: name, contentWorld: call.argument("contentWorld")))
      }
    }
    return result
  }

  /// The removals that count: in dismantle and the Coordinator methods it calls, on a content controller that is
  /// not created or assigned there. Returns the names removed (nil entries: every name) .
  static func removals(_ context: AnalysisContext, _ representable: Representable, dismantle: FunctionDecl) -> (all: Bool, names: [String]) {
    var bodies: [BodyFacts] = []
    guard let facts = context.facts(of: dismantle) else { return (false, []) }
    bodies.append(facts)
    let coordinatorParameter = dismantle.parameters.count >= 2 ? dismantle.parameters[1].name : "coordinator"
    for call in facts.calls where call.receiverPath?.components == [coordinatorParameter] {
      for function in representable.coordinator?.functions(named: call.name) ?? [] {
        if let other = context.facts(of: function) { bodies.append(other) }
      }
    }
    var all = false
    var names: [String] = []
    for body in bodies {
      let fresh = Set(body.bindings.filter { HostingSupport.callName($0.value) == "WKUserContentController" }.map(\.name))
      let replacements = body.assignments.filter { $0.targetPath?.last == "userContentController" }.map { $0.node.range.lowerBound }
      for call in body.calls where call.name == "removeScriptMessageHandler" || call.name == "removeAllScriptMessageHandlers" {
        guard let receiver = call.receiverPath?.withoutSelf, let root = receiver.root else { continue }
        if fresh.contains(root) { continue }
        if receiver.last == "userContentController", replacements.contains(where: { $0 < call.node.range.lowerBound }) { continue }
        if call.name == "removeAllScriptMessageHandlers" {
          all = true
        } else if let name = call.argument("forName") {
          names.append(context.text(of: name))
        }
      }
    }
    return (all, names)
  }

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let registrations = registrations(context, representable)
    guard !registrations.isEmpty else { return findings }
    let removed: (all: Bool, names: [String])
    if let dismantle = representable.dismantle {
      removed = removals(context, representable, dismantle: dismantle)
    } else {
      // Dismantle may be in an extension in another file.
      guard representable.isFilePrivate else { return findings }
      removed = (false, [])
    }
    if removed.all { return findings }
    for registration in registrations {
      let nameText = context.text(of: registration.name)
      let isLiteral = nameText.hasPrefix("\"")
      if removed.names.contains(nameText) || (!isLiteral && !removed.names.isEmpty) || removed.names.contains(where: { !$0.hasPrefix("\"") }) { continue }
      let statement = HostingSupport.statement(registration.call.site, registration.call.node)
      let message = "The Coordinator is added as script message handler \(nameText), and the content controller keeps its handlers: "
        + "nothing removes it in \(representable.kind.dismantleName), so the Coordinator lives as long as that controller (forever when it holds the web view)."
      let fixes = fix(context, representable, registration).map { [$0] } ?? []
      findings.append(finding(statement.range, message, fixes: fixes))
    }
    return findings
  }

  static func fix(_ context: AnalysisContext, _ representable: Representable, _ registration: Registration) -> Fix? {
    let editor = context.editor
    let world = registration.contentWorld.map { ", contentWorld: " + context.text(of: $0) } ?? ""
    let removal = ".configuration.userContentController.removeScriptMessageHandler(forName: \(context.text(of: registration.name))\(world))"
    if let dismantle = representable.dismantle {
      guard let parameter = dismantle.parameters.first?.name, parameter != "_", !parameter.isEmpty, let body = dismantle.body else { return nil }
      let line = parameter + removal
      let edit = body.statements.last.map { editor.insert([line], after: $0) } ?? editor.insertAtStart(of: body, [line])
      return Fix(title: "Remove the script message handler in dismantle", edits: [edit], isPreferred: true, safeForFixAll: false)
    }
    guard let make = representable.make, let made = representable.madeType, let coordinator = representable.coordinator else { return nil }
    let parameter = representable.kind.parameterName
    let lines = [
      "", "static func \(representable.kind.dismantleName)(_ \(parameter): \(made), coordinator: \(coordinator.name)) {",
      editor.indentUnit + parameter + removal, "}",
    ]
    return Fix(title: "Add dismantle and remove the script message handler there", edits: [editor.insert(lines, after: make.node)],
      isPreferred: true, safeForFixAll: false)
  }
}
