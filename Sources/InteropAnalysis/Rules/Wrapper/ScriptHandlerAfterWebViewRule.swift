/// Script message handlers added to a configuration after the web view was made from it.
public enum ScriptHandlerAfterWebViewRule: Rule {
  public static let description = RuleDescription(
    id: "script-handler-after-webview",
    name: "Script handler added after the web view",
    summary: "In make, a script message handler is added to a configuration's `userContentController` after `WKWebView(…)` was created from it, or the Coordinator is added as handler and dismantle never removes it.",
    rationale: """
      `WKWebView(frame:configuration:)` copies the configuration; handlers registered on the original afterwards \
      may never reach the page. Register handlers before creating the web view (or on \
      `webView.configuration.userContentController`). The user content controller also retains its handlers \
      strongly: a Coordinator added as handler lives until `removeScriptMessageHandler(forName:)` is called, \
      which belongs in dismantle.
      """,
    category: .wrapper, tier: 2, defaultSeverity: .warning, seedSource: "recipes: WKWebView gotchas (JavaScript bridge)",
    nonTriggering: [
      Example("""
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
        }
        """),
      Example("""
        struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let web = WKWebView()
            web.configuration.userContentController.add(LogHandler(), name: "log")
            return web
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        """),
      Example("""
        final class BrowserController: UIViewController {
          let web = WKWebView()
          override func viewDidLoad() {
            super.viewDidLoad()
            let configuration = WKWebViewConfiguration()
            configuration.userContentController.add(LogHandler(), name: "log")
          }
        }
        """),
      Example("""
        struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let configuration = WKWebViewConfiguration()
            configuration.userContentController.add(LogHandler(), name: "log")
            let web = WKWebView(frame: .zero, configuration: configuration)
            return web
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        """),
      Example("""
        struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let configuration = WKWebViewConfiguration()
            #if DEBUG
            configuration.userContentController.add(LogHandler(), name: "log")
            #endif
            return WKWebView(frame: .zero, configuration: configuration)
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        """),
    ],
    triggering: [
      Example("""
        struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let configuration = WKWebViewConfiguration()
            let web = WKWebView(frame: .zero, configuration: configuration)
            ↓configuration.userContentController.add(LogHandler(), name: "log")↑
            return web
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        """),
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
        struct Chat: UIViewRepresentable {
          let script: WKUserScript
          func makeUIView(context: Context) -> WKWebView {
            let configuration = WKWebViewConfiguration()
            let web = WKWebView(frame: .zero, configuration: configuration)
            configuration.userContentController.addUserScript(script)
            ↓configuration.userContentController.add(context.coordinator, name: "chat")↑
            return web
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    guard context.file.contains("userContentController") else { return [] }
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      guard let make = representable.make, let events = context.events(of: make) else { continue }
      let webNames = Set(events.bindings.filter { file.isIdentifier($0.first, "WKWebView") }.map { file.text($0.name) })
      let firstConstruction = events.calls.filter { file.textEquals($0.nameToken, "WKWebView") && $0.receiverPath.isEmpty }.map(\.nameToken).min()
      var dismantleRemoves = true
      if let dismantle = representable.dismantle, let open = dismantle.bodyOpen, let close = dismantle.bodyClose {
        dismantleRemoves = (open..<close).contains { index in
          file.isIdentifier(index, "removeScriptMessageHandler") || file.isIdentifier(index, "removeAllScriptMessageHandlers")
        }
      }
      for call in events.calls where file.is(call.nameToken, "add") && call.receiverPath.last == "userContentController" {
        guard let open = call.openParen else { continue }
        let root = call.receiverPath.first ?? ""
        if let firstConstruction, firstConstruction < call.nameToken, !webNames.contains(root), root != "self" {
          let message = "This handler is added to a configuration after `WKWebView(…)` was created from it; register handlers before creating the web view."
          findings.append(finding(context.range(call.chainFirst, call.lastToken), message))
          continue
        }
        let passesCoordinator = file.isIdentifier(open + 1, "context") && file.is(open + 2, ".") && file.isIdentifier(open + 3, "coordinator")
        if passesCoordinator, representable.dismantle != nil, !dismantleRemoves {
          let message = "The Coordinator is added as a script message handler, which the content controller retains, and dismantle never removes it."
          findings.append(finding(context.range(call.chainFirst, call.lastToken), message))
        }
      }
    }
    return findings
  }
}
