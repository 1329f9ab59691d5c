import SwiftLiteParser

/// A closure that captures the Coordinator strongly and is kept by something the Coordinator itself keeps.
public enum StrongCaptureInStoredClosureRule: FileRule {
  public static let description = RuleDescription(
    id: "strong-capture-in-stored-closure",
    name: "Strong capture in a stored closure",
    summary: "A closure that captures the Coordinator strongly is kept by a KVO token, a Combine subscription or a control the Coordinator stores: a reference cycle.",
    rationale: """
      Some APIs keep the closure they are given for as long as the object they return or attach it to lives: a \
      KVO `observe(_:options:changeHandler:)` token, a Combine `sink` subscription (an `AnyCancellable`), a \
      `UIAction` added to a control. When the Coordinator stores that token, subscription or control, and the \
      closure uses `self` (the Coordinator) strongly, the Coordinator keeps the closure and the closure keeps the \
      Coordinator: neither is ever released, nor the views and models they hold, and the callbacks keep running \
      after SwiftUI removed the view. In a representable, the same holds for a closure that uses \
      `context.coordinator` (or a local holding it) and is stored in the Coordinator.

      The fix captures weakly: `{ [weak self] … in guard let self else { return } … }` (`[weak coordinator]` \
      for a local), which breaks the cycle and leaves the closure's behaviour unchanged while the Coordinator lives.

      Never reported: `[weak self]`/`[unowned self]` captures; closures run once and released \
      (`DispatchQueue.main.async`, animations, completion handlers); a `UIAction` on a control the Coordinator \
      does not store (the control owns the closure, no cycle); Timer and NotificationCenter blocks, which leak \
      through the run loop or the center rather than a cycle (`missing-dismantle` reports them: a weak capture \
      would leave a repeating timer running, and in Swift 6 a Timer block is `@Sendable`, so `self.x` inside it \
      does not compile in a main-actor Coordinator).

      Sources: https://developer.apple.com/documentation/swift/using-key-value-observing-in-swift, \
      https://developer.apple.com/documentation/combine/anycancellable, \
      https://docs.swift.org/swift-book/documentation/the-swift-programming-language/automaticreferencecounting/#Strong-Reference-Cycles-for-Closures
      """,
    category: .coordinator, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: The Coordinator Pattern; recipes (KVO, timers)",
    nonTriggering: StrongCaptureInStoredClosureRuleExamples.nonTriggering,
    triggering: StrongCaptureInStoredClosureRuleExamples.triggering,
    corrections: StrongCaptureInStoredClosureRuleExamples.corrections
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    var seen: Set<Int> = []
    for representable in context.interop.representables {
      var scopes: [(FunctionDecl, Bool)] = []
      for function in representable.coordinator?.functions ?? [] { scopes.append((function, true)) }
      for function in representable.functions { scopes.append((function, false)) }
      let coordinatorProperties = Set((representable.coordinator?.properties ?? []).filter { !$0.isComputed }.map(\.name))
      for (function, inCoordinator) in scopes {
        guard let facts = context.facts(of: function) else { continue }
        let holders = CoordinatorSupport.coordinatorHolders(facts)
        for closure in facts.closures where !seen.contains(closure.node.offset) {
          guard let found = check(context, closure, facts: facts, inCoordinator: inCoordinator, coordinatorProperties: coordinatorProperties, holders: holders) else { continue }
          seen.insert(closure.node.offset)
          findings.append(found)
        }
      }
    }
    return findings
  }

  static func check(_ context: AnalysisContext, _ closure: Closure, facts: BodyFacts, inCoordinator: Bool, coordinatorProperties: Set<String>, holders: Set<String>) -> Finding? {
    // What the closure uses strongly.
    var capturedName: String?
    var usesContextCoordinator = false
    if inCoordinator {
      guard !closure.capturesWeakly("self"), usesStrongly(closure.node, name: "self") else { return nil }
      capturedName = "self"
    } else {
      capturedName = holders.sorted().first { !closure.capturesWeakly($0) && usesStrongly(closure.node, name: $0) }
      usesContextCoordinator = closure.node.mentions(path: CoordinatorSupport.contextCoordinator) && !closure.capturesWeakly("context")
      guard capturedName != nil || usesContextCoordinator else { return nil }
    }
    guard let store = storage(closure, facts: facts, inCoordinator: inCoordinator, coordinatorProperties: coordinatorProperties, holders: holders) else { return nil }
    let what = inCoordinator ? "`self` (the Coordinator)" : "the Coordinator"
    let message = "This closure is kept by \(store), which the Coordinator keeps, and it captures \(what) strongly: a reference cycle "
      + "that outlives the view. Capture it `weak`."
    var fixes: [Fix] = []
    if let name = capturedName, !usesContextCoordinator, closure.captures.isEmpty, let edits = weakCaptureEdits(context, closure.node, name: name) {
      fixes.append(Fix(title: "Capture `\(name)` weakly", edits: edits))
    }
    return finding(closure.node.range, message, fixes: fixes)
  }

  /// What keeps the closure, when the Coordinator keeps that: a KVO token or Combine subscription stored in a
  /// Coordinator property, or a `UIAction` added to a control the Coordinator stores.
  static func storage(_ closure: Closure, facts: BodyFacts, inCoordinator: Bool, coordinatorProperties: Set<String>, holders: Set<String>) -> String? {
    guard let call = closure.call, let callee = closure.calleeName else { return nil }
    func isCoordinatorProperty(_ path: [String]?) -> Bool {
      guard var path else { return false }
      if inCoordinator {
        if path.first == "self" { path.removeFirst() }
        return path.count >= 1 && coordinatorProperties.contains(path[0])
      }
      if path.count >= 3, Array(path.prefix(2)) == CoordinatorSupport.contextCoordinator { return true }
      return path.count >= 2 && holders.contains(path[0])
    }
    switch callee {
    case "observe", "sink":
      // `token = x.observe(…) { … }`, `tokens.append(x.observe …)`, `x.sink { … }.store(in: &bag)`.
      var outer = call
      var steps = 0
      while let parent = outer.parent, steps < 16 {
        steps += 1
        switch parent.kind {
        case .assignmentExpr:
          return isCoordinatorProperty(parent.lhs?.memberPath) ? (callee == "observe" ? "a KVO token" : "a Combine subscription") : nil
        case .argument, .argumentList:
          outer = parent
          continue
        case .callExpr:
          let name = parent.callee?.memberName
          if name == "append" || name == "insert", isCoordinatorProperty(parent.callee?.base?.memberPath) {
            return callee == "observe" ? "a KVO token" : "a Combine subscription"
          }
          if name == "store", let argument = parent.arguments.first(where: { $0.label == "in" })?.value {
            let target = argument.kind == .prefixOperatorExpr ? argument.childNodes.first : argument
            return isCoordinatorProperty(target?.memberPath) ? "a Combine subscription" : nil
          }
          return nil
        case .memberAccessExpr, .tryExpr, .forceUnwrapExpr, .optionalChainingExpr:
          outer = parent
          continue
        default:
          return nil
        }
      }
      return nil
    case "UIAction":
      // `control.addAction(UIAction { … }, for: …)` on a control the Coordinator stores.
      guard let argument = call.parent, argument.kind == .argument, let list = argument.parent, let add = list.parent,
        add.kind == .callExpr, add.callee?.memberName == "addAction"
      else { return nil }
      guard let receiver = add.callee?.base?.memberPath else { return nil }
      if isCoordinatorProperty(receiver) { return "a `UIAction` on a control" }
      // A local control the function hands to the Coordinator (`context.coordinator.button = button`).
      if receiver.count == 1, let local = receiver.first {
        let stored = facts.assignments.contains { assignment in
          assignment.valuePath?.components == [local] && isCoordinatorProperty(assignment.targetPath?.components)
        }
        if stored { return "a `UIAction` on a control" }
      }
      return nil
    default:
      return nil
    }
  }

  /// Whether the closure uses `name` (`self` or a local) outside nested closures that capture it weakly.
  static func usesStrongly(_ closure: SyntaxNode, name: String) -> Bool {
    var found = false
    closure.walk { node in
      if found { return .skipChildren }
      if node != closure, node.kind == .closureExpr,
        node.captureItems.contains(where: { $0.capturedName == name && $0.captureSpecifier != nil })
      {
        return .skipChildren
      }
      if node.kind == .identifierExpr, let token = node.nameToken,
        name == "self" ? token.kind == .kw_self : (token.kind == .identifier && token.textEquals(name))
      {
        found = true
        return .skipChildren
      }
      return .visitChildren
    }
    return found
  }

  /// `{ a, b in` → `{ [weak self] a, b in` plus `guard let self else { return }` as the first statement.
  static func weakCaptureEdits(_ context: AnalysisContext, _ closure: SyntaxNode, name: String) -> [TextEdit]? {
    let editor = context.editor
    guard let open = closure.firstToken else { return nil }
    let capture = "[weak \(name)]"
    let guardLine = "guard let \(name) else { return }"
    let signature = closure.closureSignature
    guard let first = closure.statements.first else { return nil }
    let anchor = signature?.range.upperBound ?? open.textRange.upperBound
    let lineStart = editor.lineStart(at: first.range.lowerBound)
    let firstOnOwnLine = lineStart >= anchor
      && editor.bytes[lineStart..<first.range.lowerBound].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    var edits: [TextEdit] = []
    if let signature {
      let start = signature.range.lowerBound
      edits.append(TextEdit(range: start..<start, replacement: capture + " "))
      if firstOnOwnLine {
        edits.append(TextEdit(range: lineStart..<lineStart, replacement: editor.indentation(of: first) + guardLine + editor.lineBreak))
      } else {
        edits.append(TextEdit(range: anchor..<anchor, replacement: " " + guardLine + ";"))
      }
    } else if firstOnOwnLine {
      edits.append(TextEdit(range: anchor..<anchor, replacement: " " + capture + " in"))
      edits.append(TextEdit(range: lineStart..<lineStart, replacement: editor.indentation(of: first) + guardLine + editor.lineBreak))
    } else {
      edits.append(TextEdit(range: anchor..<anchor, replacement: " " + capture + " in " + guardLine + ";"))
    }
    return edits
  }
}
