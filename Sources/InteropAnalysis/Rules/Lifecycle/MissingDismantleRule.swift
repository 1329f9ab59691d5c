import SwiftLiteParser

/// Registrations that outlive the view with no static dismantle to undo them.
public enum MissingDismantleRule: Rule {
  public static let description = RuleDescription(
    id: "missing-dismantle",
    name: "Registration without dismantle",
    summary: "Make or the Coordinator registers an observer, timer, subscription or script handler, and the representable has no `dismantle` to undo it.",
    rationale: """
      Notification observers, key-value observations, timers, Combine subscriptions, display links and \
      WebKit script-message handlers keep running (and keep their targets alive) after SwiftUI removes the \
      view. `static func dismantleUIView(_:coordinator:)` is the one place SwiftUI tells you the view is gone.

      Add dismantle and undo each registration there. The fix writes one cleanup line per registration it found.
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: Lifecycle Timing (dismantleUIView); checklist",
    nonTriggering: MissingDismantleRuleExamples.nonTriggering,
    triggering: MissingDismantleRuleExamples.triggering,
    corrections: MissingDismantleRuleExamples.corrections
  )

  enum Registration {
    case notification, keyValue, timer, subscription, displayLink, scriptHandler(name: String?)
  }

  /// Classifies a call as a registration that must be undone.
  static func registration(_ context: AnalysisContext, _ call: CallEvent) -> Registration? {
    let file = context.file
    let name = file.text(call.nameToken)
    let receiver = call.receiverPath
    switch name {
    case "addObserver" where receiver.contains("NotificationCenter") || receiver.contains("default") || receiver.contains("center"):
      // `addObserver(self, selector:…)` and `addObserver(forName:…)` both register.
      return .notification
    case "observe":
      if let open = call.openParen, file.is(open + 1, "\\") { return .keyValue }
    case "scheduledTimer" where receiver.last == "Timer":
      return .timer
    case "publish" where receiver.last == "Timer":
      return .timer
    case "sink":
      return .subscription
    case "assign":
      if let open = call.openParen, file.isIdentifier(open + 1, "to") { return .subscription }
    case "CADisplayLink" where receiver.isEmpty:
      return .displayLink
    case "add" where receiver.last == "userContentController":
      var scriptName: String?
      if let open = call.openParen {
        let close = file.closing(open)
        var index = open + 1
        while index < close {
          if file.isIdentifier(index, "name"), file.is(index + 1, ":"), index + 2 < close, file.tokens[index + 2].kind == .string {
            scriptName = file.text(index + 2)
          }
          index += 1
        }
      }
      return .scriptHandler(name: scriptName)
    default:
      break
    }
    return nil
  }

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    for representable in context.model.representables where representable.kind != .uiGestureRecognizer {
      if representable.functions.contains(where: { $0.name == representable.kind.dismantleName }) { continue }
      var found: [(CallEvent, Registration)] = []
      var functions: [FunctionDeclaration] = []
      if let make = representable.make { functions.append(make) }
      functions += representable.coordinator?.functions ?? []
      for function in functions {
        guard let events = context.events(of: function) else { continue }
        for call in events.calls {
          if let registration = registration(context, call) { found.append((call, registration)) }
        }
      }
      guard let first = found.first else { continue }
      let firstName = context.file.text(first.0.nameToken)
      let message = "`\(firstName)` registers something that outlives the view, but `\(representable.name)` has no "
        + "`static func \(representable.kind.dismantleName)`; undo the registration there."
      let related = found.dropFirst().map { item in
        RelatedLocation(range: context.range(item.0.chainFirst, item.0.lastToken), message: "Also registered here.")
      }
      var fixes: [Fix] = []
      if let edit = dismantleInsertion(context, representable, found.map(\.1)) {
        fixes.append(Fix(title: "Add `\(representable.kind.dismantleName)` with the cleanup", edits: [edit]))
      }
      findings.append(finding(context.range(first.0.chainFirst, first.0.lastToken), message, related: Array(related), fixes: fixes))
    }
    return findings
  }

  static func dismantleInsertion(_ context: AnalysisContext, _ representable: LegacyRepresentable, _ registrations: [Registration]) -> TextEdit? {
    guard let anchor = representable.update ?? representable.make, let close = anchor.bodyClose,
      let owner = representable.declarations.first(where: { type in type.bodyOpen < anchor.nameToken && anchor.nameToken < type.bodyClose })
    else { return nil }
    let madeType = representable.madeType ?? representable.update?.parameters.first?.type.trimmingSpaces ?? InteropFacts.baseType(of: representable.kind)
    let parameter = representable.kind.parameterName
    let lines = cleanupLines(context, representable, registrations, viewName: parameter, coordinatorName: "coordinator")
    let indentation = UpdateFacts.memberIndentation(context, owner)
    let unit = context.file.indentUnit
    let coordinatorType = representable.coordinator?.name ?? "Coordinator"
    let header = "static func \(representable.kind.dismantleName)(_ \(parameter): \(madeType), coordinator: \(coordinatorType)) {"
    let body = [""] + [header] + lines.map { unit + $0 } + ["}"]
    return UpdateFacts.insertLines(context, body, afterLineOf: close, indentation: indentation)
  }

  /// One cleanup statement per registration kind (deduplicated), using the dismantle parameters' names.
  static func cleanupLines(
    _ context: AnalysisContext, _ representable: LegacyRepresentable, _ registrations: [Registration], viewName parameter: String, coordinatorName: String
  ) -> [String] {
    let coordinatorVariables = representable.coordinator?.variables ?? []
    func stored(_ matching: String) -> VariableDeclaration? {
      coordinatorVariables.first { ($0.type ?? "").contains(matching) || (context.file.text(from: $0.initializer?.lowerBound ?? 0, through: $0.initializer?.upperBound ?? -1)).contains(matching) }
    }
    var lines: [String] = []
    func add(_ line: String) {
      let named = coordinatorName == "coordinator" ? line : line.replacing("coordinator", with: coordinatorName)
      if !lines.contains(named) { lines.append(named) }
    }
    for registration in registrations {
      switch registration {
      case .notification:
        add("NotificationCenter.default.removeObserver(coordinator)")
      case .keyValue:
        if let property = stored("NSKeyValueObservation") {
          add((property.type ?? "").contains("[") ? "coordinator.\(property.name).removeAll()" : "coordinator.\(property.name)?.invalidate()")
        } else {
          add("// Invalidate the key-value observations made for this view here.")
        }
      case .timer:
        if let property = stored("Timer") {
          add((property.type ?? "").contains("Cancellable") ? "coordinator.\(property.name)?.cancel()" : "coordinator.\(property.name)?.invalidate()")
        } else if let property = stored("Cancellable") {
          add((property.type ?? "").contains("Set") ? "coordinator.\(property.name).removeAll()" : "coordinator.\(property.name)?.cancel()")
        } else {
          add("// Invalidate the timer started for this view here.")
        }
      case .subscription:
        if let property = stored("Cancellable") {
          add((property.type ?? "").contains("Set") || (property.type ?? "").contains("[") ? "coordinator.\(property.name).removeAll()" : "coordinator.\(property.name)?.cancel()")
        } else {
          add("// Cancel the subscriptions made for this view here.")
        }
      case .displayLink:
        if let property = stored("CADisplayLink") {
          add("coordinator.\(property.name)?.invalidate()")
        } else {
          add("// Invalidate the display link made for this view here.")
        }
      case .scriptHandler(let name):
        if let name {
          add("\(parameter).configuration.userContentController.removeScriptMessageHandler(forName: \(name))")
        } else {
          add("\(parameter).configuration.userContentController.removeAllScriptMessageHandlers()")
        }
      }
    }
    return lines
  }
}
