import SwiftLiteParser

/// An exit delegate method with a path that leaves without dismissing the sheet.
public enum DismissMissingOnExitPathRule: Rule {
  public static let description = RuleDescription(
    id: "dismiss-missing-on-exit-path",
    name: "Exit path without dismissal",
    summary: "A finish/cancel/fail delegate method of a modal controller has a path that returns without closing the sheet.",
    rationale: """
      System pickers and composers presented from SwiftUI stay on screen until your code closes them. Every \
      path through their finish, cancel and fail callbacks must dismiss (`dismiss()`, `parent.dismiss()`, \
      setting the presenting binding to `false`, or calling the parent's completion closure). An early \
      `return` skips it: PHPicker reports Cancel as an empty result, so `guard !results.isEmpty else { return }` \
      before the dismissal leaves the picker open when the user cancels.

      Dismiss first, unconditionally, then handle the result. A dismissal in `defer` covers every path; one \
      inside `Task { }` still happens.
      """,
    category: .modal, tier: 1, defaultSeverity: .warning, seedSource: "recipes: PHPicker, Mail, Message, Safari, document camera; DO/DON'T",
    nonTriggering: DismissMissingOnExitPathRuleExamples.nonTriggering,
    triggering: DismissMissingOnExitPathRuleExamples.triggering,
    corrections: DismissMissingOnExitPathRuleExamples.corrections
  )

  /// Exit methods: name, and the second parameter label when the name alone is ambiguous.
  static let exitMethods: [(name: String, secondLabel: String?)] = [
    ("picker", "didFinishPicking"), ("mailComposeController", "didFinishWith"), ("messageComposeViewController", "didFinishWith"),
    ("safariViewControllerDidFinish", nil), ("documentCameraViewController", "didFinishWith"),
    ("documentCameraViewControllerDidCancel", nil), ("documentCameraViewController", "didFailWithError"),
    ("imagePickerController", "didFinishPickingMediaWithInfo"), ("imagePickerControllerDidCancel", nil),
    ("documentPicker", "didPickDocumentsAt"), ("documentPickerWasCancelled", nil),
  ]

  static func isExitMethod(_ function: FunctionDeclaration) -> Bool {
    exitMethods.contains { method in
      function.name == method.name && (method.secondLabel == nil || (function.parameters.count > 1 && function.parameters[1].label == method.secondLabel))
    }
  }

  struct Dismissal {
    var first: Int
    var last: Int
    var chain: [Int]
    /// Source text when it can be moved to the top (no arguments that depend on the method's work).
    var movableText: String?
  }

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      guard let coordinator = representable.coordinator else { continue }
      let parentName = coordinator.variables.first { LegacyInteropModel.simpleName(($0.type ?? "").trimmingSpaces) == representable.name }?.name
      let closureProperties = Set(representable.variables.filter { ($0.type ?? "").includes("->") }.map(\.name))
      let ownClosures = Set(coordinator.variables.filter { ($0.type ?? "").includes("->") }.map(\.name))
      let bindingProperties = Set(representable.properties(wrappedBy: ["Binding"]).map(\.name))
      // Coordinator helpers that dismiss unconditionally count as dismissals when called.
      var helpers: Set<String> = []
      for function in coordinator.functions where !isExitMethod(function) {
        guard let events = context.events(of: function), let open = function.bodyOpen else { continue }
        let found = dismissals(context, events, parentName: parentName, closures: closureProperties, bindings: bindingProperties, helpers: [],
          ownClosures: ownClosures)
        if found.contains(where: { $0.chain == [open] }) { helpers.insert(function.name) }
      }
      for function in coordinator.functions where isExitMethod(function) {
        guard let events = context.events(of: function), let open = function.bodyOpen, let close = function.bodyClose else { continue }
        let found = dismissals(context, events, parentName: parentName, closures: closureProperties, bindings: bindingProperties, helpers: helpers,
          ownClosures: ownClosures)
        var exits: [(token: Int, chain: [Int])] = events.returns.filter { $0.context.closureDepth == 0 }.map { ($0.token, $0.context.blocks) }
        exits += events.throwTokens.filter { $0.context.closureDepth == 0 }.map { ($0.token, $0.context.blocks) }
        exits.append((close, [open]))
        let uncovered = exits.filter { exit in !isCovered(exit.token, chain: exit.chain, dismissals: found, events: events, file: file) }
        guard !uncovered.isEmpty else { continue }
        let related = uncovered.filter { $0.token != close }.map { exit in
          RelatedLocation(range: context.range(exit.token), message: "This path leaves without dismissing.")
        }
        let message = found.isEmpty
          ? "`\(function.name)` never closes the sheet; dismiss it on every path."
          : "`\(function.name)` has a path that returns without closing the sheet; dismiss first, unconditionally."
        var fixes: [Fix] = []
        let movable = found.first { $0.movableText != nil }
        let text = movable?.movableText ?? parentName.map { "\($0).dismiss()" }
        if let text, open + 1 <= close, file.tokens[min(open + 1, file.count - 1)].newlineBefore || open + 1 == close {
          var edits: [TextEdit] = []
          if open + 1 < close {
            edits.append(UpdateFacts.insertLines(context, [text], before: open + 1))
          } else {
            let indentation = file.indentation(ofLineAt: context.range(function.firstToken).lowerBound)
            edits.append(TextEdit(range: context.range(open).upperBound..<context.range(close).lowerBound,
              replacement: file.lineBreak + indentation + file.indentUnit + text + file.lineBreak + indentation))
          }
          for dismissal in found where dismissal.movableText == text {
            edits.append(TextEdit(range: UpdateFacts.lineRange(context, first: dismissal.first, last: dismissal.last), replacement: ""))
          }
          fixes.append(Fix(title: "Dismiss first, on every path", edits: edits, isPreferred: true, safeForFixAll: false))
        }
        findings.append(finding(context.range(function.nameToken), message, related: related, fixes: fixes))
      }
    }
    return findings
  }

  /// Dismissal statements, with the block chain they are guaranteed to run in (`Task { }` and `defer { }`
  /// blocks are transparent: what runs there still runs).
  /// `onCancel`, `onFinish`, `onCompletion`: the conventional names of completion callbacks.
  static func isCallbackName(_ name: String) -> Bool {
    guard name.hasPrefix("on"), let third = name.dropFirst(2).unicodeScalars.first else { return false }
    return third.properties.isUppercase
  }

  static func dismissals(
    _ context: AnalysisContext, _ events: BodyEvents, parentName: String?, closures: Set<String>, bindings: Set<String>, helpers: Set<String>,
    ownClosures: Set<String> = []
  ) -> [Dismissal] {
    let file = context.file
    var transparent: Set<Int> = []
    for closure in events.closures {
      if let callee = closure.calleeToken, ["Task", "async", "run", "asyncAfter"].contains(file.text(callee)) { transparent.insert(closure.open) }
    }
    // Other closures may never run; `defer` blocks (the `{` after `defer`) always do.
    var opaque: Set<Int> = []
    for closure in events.closures where !transparent.contains(closure.open) { opaque.insert(closure.open) }
    func chain(_ blocks: [Int]) -> [Int]? {
      var result: [Int] = []
      for block in blocks {
        if transparent.contains(block) { continue }
        if block > 0, file.isIdentifier(block - 1, "defer") { continue }
        if opaque.contains(block) { return nil }
        result.append(block)
      }
      return result
    }
    var result: [Dismissal] = []
    for call in events.calls {
      let name = file.text(call.nameToken)
      var path = call.receiverPath
      if path.first == "self" { path.removeFirst() }
      // `dismiss()`, `dismissPresentation()`, `presentationManager.dismiss()` …
      let isDismiss = name.lowercased().includes("dismiss")
      // `parent.onFinish(…)`, a closure the Coordinator stores itself (`onCompletion(…)`), or a local
      // callback in the `on…` style (`if let onCancel = parent.onCancel { onCancel() }`).
      let isCallback = (path.count == 1 && path.first == parentName && closures.contains(name))
        || (path.isEmpty && ownClosures.contains(name))
        || (path.isEmpty && isCallbackName(name))
      let isHelper = path.isEmpty && helpers.contains(name)
      guard isDismiss || isCallback || isHelper, let effective = chain(call.context.blocks) else { continue }
      let hasArguments = call.openParen.map { !file.is($0 + 1, ")") } ?? true
      let text = hasArguments ? nil : context.compactText(call.chainFirst, call.lastToken)
      result.append(Dismissal(first: call.chainFirst, last: call.lastToken, chain: effective, movableText: text))
    }
    for assignment in events.assignments {
      var path = assignment.lhsPath
      if path.first == "self" { path.removeFirst() }
      guard path.count == 2, path.first == parentName, bindings.contains(path[1]), assignment.rhsFirst == assignment.rhsLast,
        file.isIdentifier(assignment.rhsFirst, "false"), let effective = chain(assignment.context.blocks)
      else { continue }
      let text = context.compactText(assignment.lhsFirst, assignment.lhsLast) + " = false"
      result.append(Dismissal(first: assignment.lhsFirst, last: assignment.rhsLast, chain: effective, movableText: text))
    }
    return result
  }

  /// Whether every way of reaching token `token` in block chain `chain` has passed a dismissal.
  static func isCovered(_ token: Int, chain: [Int], dismissals: [Dismissal], events: BodyEvents, file: ScannedFile, depth: Int = 0) -> Bool {
    guard depth < 12 else { return false }
    // A dismissal earlier in this block or an enclosing one.
    for dismissal in dismissals where dismissal.first < token && chain.starts(with: dismissal.chain) { return true }
    // An if/else or switch earlier in an enclosing block whose every branch dismisses (or leaves).
    for event in events.ifs where event.lastToken < token && chain.starts(with: event.context.blocks) {
      if ifCovers(event, dismissals: dismissals, events: events, file: file, depth: depth + 1) { return true }
    }
    for event in events.switches where event.lastToken < token && chain.starts(with: event.context.blocks) {
      if !event.cases.isEmpty, event.cases.allSatisfy({ caseToken in
        branchEnds(event.context.blocks + [event.open, caseToken], end: caseEnd(event, caseToken), dismissals: dismissals, events: events, file: file, depth: depth + 1)
      }) { return true }
    }
    return false
  }

  static func caseEnd(_ event: SwitchEvent, _ caseToken: Int) -> Int {
    event.cases.first { $0 > caseToken } ?? event.lastToken
  }

  static func ifCovers(_ event: IfEvent, dismissals: [Dismissal], events: BodyEvents, file: ScannedFile, depth: Int) -> Bool {
    guard depth < 12 else { return false }
    let thenChain = event.context.blocks + [event.thenOpen]
    guard branchEnds(thenChain, end: file.closing(event.thenOpen), dismissals: dismissals, events: events, file: file, depth: depth + 1) else { return false }
    if let elseOpen = event.elseOpen {
      return branchEnds(event.context.blocks + [elseOpen], end: file.closing(elseOpen), dismissals: dismissals, events: events, file: file, depth: depth + 1)
    }
    if let elseIf = event.elseIf, let nested = events.ifs.first(where: { $0.keyword == elseIf }) {
      return ifCovers(nested, dismissals: dismissals, events: events, file: file, depth: depth + 1)
    }
    return false
  }

  /// Whether the end of a branch has dismissed, or the branch always leaves through a `return`/`throw` (checked on its own).
  static func branchEnds(_ chain: [Int], end: Int, dismissals: [Dismissal], events: BodyEvents, file: ScannedFile, depth: Int) -> Bool {
    if events.returns.contains(where: { $0.context.closureDepth == 0 && $0.context.blocks == chain }) { return true }
    if events.throwTokens.contains(where: { $0.context.closureDepth == 0 && $0.context.blocks == chain }) { return true }
    return isCovered(end, chain: chain, dismissals: dismissals, events: events, file: file, depth: depth + 1)
  }
}
