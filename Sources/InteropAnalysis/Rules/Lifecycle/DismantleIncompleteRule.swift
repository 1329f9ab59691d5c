import SwiftLiteParser

/// A dismantle that undoes some registrations but not all kinds.
public enum DismantleIncompleteRule: Rule {
  public static let description = RuleDescription(
    id: "dismantle-incomplete",
    name: "Dismantle misses a cleanup",
    summary: "The representable has a dismantle method, but a kind of registration made in make or the Coordinator has no matching cleanup in it.",
    rationale: """
      Each registration that outlives the view needs its own undo: `removeObserver` for notifications, \
      `invalidate()` for key-value observations, timers and display links, `cancel()`/`removeAll()` for \
      Combine subscriptions, `removeScriptMessageHandler(forName:)` for WebKit handlers. A dismantle that \
      handles some of them gives a false sense of safety for the rest.
      """,
    category: .lifecycle, tier: 2, defaultSeverity: .warning, seedSource: "SKILL.md: Optional: dismantleUIView; checklist",
    nonTriggering: [
      Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let web = WKWebView()
            context.coordinator.progress = web.observe(\\.estimatedProgress) { _, _ in }
            return web
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
            coordinator.progress?.invalidate()
          }
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject { var progress: NSKeyValueObservation? }
        }
        """),
      Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          static func dismantleUIView(_ uiView: UILabel, coordinator: ()) {}
        }
        """),
      Example("""
        struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let configuration = WKWebViewConfiguration()
            configuration.userContentController.add(context.coordinator, name: "chat")
            NotificationCenter.default.addObserver(context.coordinator, selector: #selector(Coordinator.reload), name: .NSCalendarDayChanged, object: nil)
            return WKWebView(frame: .zero, configuration: configuration)
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          static func dismantleUIView(_ web: WKWebView, coordinator: Coordinator) {
            web.configuration.userContentController.removeAllScriptMessageHandlers()
            NotificationCenter.default.removeObserver(coordinator)
          }
        }
        """),
      Example("""
        // No dismantle at all is `missing-dismantle`'s finding, not this rule's.
        struct Clock: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel {
            _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
            return UILabel()
          }
          func updateUIView(_ uiView: UILabel, context: Context) {}
        }
        """),
      Example("""
        struct Feed: UIViewRepresentable {
          func makeUIView(context: Context) -> UITableView { UITableView() }
          func updateUIView(_ uiView: UITableView, context: Context) {}
          static func dismantleUIView(_ uiView: UITableView, coordinator: Coordinator) {
            #if DEBUG
            coordinator.subscriptions.removeAll()
            #endif
          }
          final class Coordinator {
            var subscriptions = Set<AnyCancellable>()
            init() { NotificationCenter.default.publisher(for: .NSCalendarDayChanged).sink { _ in }.store(in: &subscriptions) }
          }
        }
        """),
    ],
    triggering: [
      Example("""
        struct Chat: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView {
            let configuration = WKWebViewConfiguration()
            ↓configuration.userContentController.add(context.coordinator, name: "chat")↑
            NotificationCenter.default.addObserver(context.coordinator, selector: #selector(Coordinator.reload), name: .NSCalendarDayChanged, object: nil)
            return WKWebView(frame: .zero, configuration: configuration)
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
            NotificationCenter.default.removeObserver(coordinator)
          }
        }
        """),
      Example("""
        struct Clock: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
            uiView.text = nil
          }
          final class Coordinator {
            var timer: Timer?
            init() { timer = ↓Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }↑ }
          }
        }
        """),
      Example("""
        struct Feed: UIViewRepresentable {
          func makeUIView(context: Context) -> UITableView { UITableView() }
          func updateUIView(_ uiView: UITableView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
        }
        extension Feed {
          static func dismantleUIView(_ table: UITableView, coordinator: Coordinator) {
            table.dataSource = nil
          }
          final class Coordinator {
            var subscriptions = Set<AnyCancellable>()
            init() { ↓NotificationCenter.default.publisher(for: .NSCalendarDayChanged).sink { _ in }↑.store(in: &subscriptions) }
          }
        }
        """),
    ],
    corrections: [
      Correction(Example("""
        struct Clock: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          static func dismantleUIView(_ label: UILabel, coordinator: Coordinator) {
            label.text = nil
          }
          final class Coordinator {
            var timer: Timer?
            init() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
          }
        }
        """), """
        struct Clock: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          static func dismantleUIView(_ label: UILabel, coordinator: Coordinator) {
            label.text = nil
            coordinator.timer?.invalidate()
          }
          final class Coordinator {
            var timer: Timer?
            init() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
          }
        }
        """),
    ]
  )

  static func kindKey(_ registration: MissingDismantleRule.Registration) -> String {
    switch registration {
    case .notification: return "notification"
    case .keyValue: return "keyValue"
    case .timer: return "timer"
    case .subscription: return "subscription"
    case .displayLink: return "displayLink"
    case .scriptHandler: return "scriptHandler"
    }
  }

  static let cleanupNames: [String: Set<String>] = [
    "notification": ["removeObserver"],
    "keyValue": ["invalidate", "removeAll"],
    "timer": ["invalidate", "cancel", "removeAll"],
    "subscription": ["cancel", "removeAll"],
    "displayLink": ["invalidate"],
    "scriptHandler": ["removeScriptMessageHandler", "removeAllScriptMessageHandlers"],
  ]

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables where representable.kind != .uiGestureRecognizer {
      guard let dismantle = representable.functions.first(where: { $0.name == representable.kind.dismantleName }),
        let open = dismantle.bodyOpen, let close = dismantle.bodyClose
      else { continue }
      var bodyNames: Set<String> = []
      for index in open..<close where file.isIdentifier(index) { bodyNames.insert(file.text(index)) }
      var functions: [FunctionDeclaration] = []
      if let make = representable.make { functions.append(make) }
      functions += representable.coordinator?.functions ?? []
      var reported: Set<String> = []
      for function in functions {
        guard let events = context.events(of: function) else { continue }
        for call in events.calls {
          guard let registration = MissingDismantleRule.registration(context, call) else { continue }
          let key = kindKey(registration)
          guard !reported.contains(key), bodyNames.isDisjoint(with: cleanupNames[key] ?? []) else { continue }
          reported.insert(key)
          let name = file.text(call.nameToken)
          let message = "`\(name)` registers something that `\(dismantle.name)` does not undo; add the matching cleanup there."
          let viewName = dismantle.parameters.first?.name ?? representable.kind.parameterName
          let coordinatorName = dismantle.parameters.count > 1 ? dismantle.parameters[1].name : "coordinator"
          let lines = MissingDismantleRule.cleanupLines(context, representable, [registration], viewName: viewName, coordinatorName: coordinatorName)
          var fixes: [Fix] = []
          if !lines.isEmpty, file.tokens[min(close, file.count - 1)].newlineBefore {
            let indentation = file.indentation(ofLineAt: context.range(dismantle.firstToken).lowerBound) + file.indentUnit
            let anchor = MissingRequirementRule.lastTokenOfLine(context, max(close - 1, open))
            fixes.append(Fix(title: "Add the cleanup to `\(dismantle.name)`", edits: [UpdateFacts.insertLines(context, lines, afterLineOf: anchor, indentation: indentation)]))
          }
          let related = [RelatedLocation(range: context.range(dismantle.nameToken), message: "The cleanup belongs in `\(dismantle.name)`.")]
          findings.append(finding(context.range(call.chainFirst, call.lastToken), message, related: related, fixes: fixes))
        }
      }
    }
    return findings
  }
}
