import SwiftLiteParser

/// The Coordinator reads closures or plain values from the copy of the representable (or the values) it was
/// created with, and update never refreshes them.
public enum StaleCoordinatorParentRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "stale-coordinator-parent",
    name: "Stale Coordinator parent",
    summary: "The Coordinator reads a closure or a plain value through `parent` (or a value makeCoordinator copied into it), and update never refreshes it, so it keeps the value from when the Coordinator was made.",
    rationale: """
      SwiftUI creates the Coordinator once per view identity and knows nothing of a `parent` property you \
      declare on it: it is never updated for you. Every later render builds a new copy of the representable, \
      but the Coordinator keeps the first one. Reads through it stay live only for wrappers that point at shared \
      storage: `@Binding` and `@State` (through their storage), `@ObservedObject`, `@StateObject` and \
      `@EnvironmentObject` (the same object). Closures (`onSubmit`, `onFinish`), plain `let`/`var` values and \
      key-path `@Environment` values (color scheme, locale, custom keys) keep what they were when the \
      Coordinator was made: callbacks run with old captured state, and changed configuration is ignored. The \
      same holds for values makeCoordinator copies into the Coordinator's own properties.

      The fix refreshes the copy as update's first statement: `context.coordinator.parent = self` (and `parent` \
      becomes a `var`), or `context.coordinator.<name> = <name>` for each copied value.

      Never reported: reads in the Coordinator's `init` or in a method make calls (the same copy is current \
      then); a property holding the object make returns (the same object in every copy); `parent.dismiss()`, \
      `parent.openURL(…)` and `parent.presentationMode`; an update that assigns `parent` or passes `self` to the \
      Coordinator; a representable whose update is not in this file.

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator(), \
      https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:), \
      https://developer.apple.com/documentation/swiftui/binding
      """,
    category: .coordinator, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: The Coordinator Pattern (the parent claim, corrected in seeds/README.md)",
    nonTriggering: StaleCoordinatorParentRuleExamples.nonTriggering,
    triggering: StaleCoordinatorParentRuleExamples.triggering,
    corrections: StaleCoordinatorParentRuleExamples.corrections
  )

  /// Wrappers whose value stays live through an old copy.
  static let liveWrappers: Set<String> = [
    "Binding", "State", "ObservedObject", "StateObject", "EnvironmentObject", "Bindable", "FocusState", "AppStorage",
    "SceneStorage", "FetchRequest", "SectionedFetchRequest", "Query", "GestureState", "Namespace", "ScaledMetric",
  ]
  /// Members the exit-path rules recommend reading through `parent`.
  static let exempt: Set<String> = ["dismiss", "openURL", "presentationMode"]

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    guard let coordinator = representable.coordinator, let update = representable.update, let updateBody = update.body,
      let updateFacts = context.facts(of: update)
    else { return findings }
    let stale = staleProperties(context, representable)
    guard !stale.isEmpty else { return findings }
    // Update hands the Coordinator (or the context) to a helper, which may refresh it.
    if handsCoordinatorToHelper(updateFacts) { return findings }
    // Coordinator methods whose reads see the current copy: init, and methods make calls on the Coordinator.
    let makeFacts = context.facts(of: representable.make)
    let makeHolders = makeFacts.map(CoordinatorSupport.coordinatorHolders) ?? []
    var calledFromMake: Set<String> = []
    for call in makeFacts?.calls ?? [] {
      guard let receiver = call.receiverPath?.components else { continue }
      if receiver == CoordinatorSupport.contextCoordinator || (receiver.count == 1 && makeHolders.contains(receiver[0])) {
        calledFromMake.insert(call.name)
      }
    }
    let readers = coordinator.functions.filter { $0.keyword == "func" && !calledFromMake.contains($0.name) }
    let contextName = update.parameters.dropFirst().first?.name ?? "context"
    var read: (node: SyntaxNode, name: String, line: String, viaParent: Bool)?
    func consider(_ node: SyntaxNode, _ name: String, _ line: String, _ viaParent: Bool) {
      if read.map({ node.range.lowerBound < $0.node.range.lowerBound }) ?? true { read = (node, name, line, viaParent) }
    }
    // Reads through `parent`, when update never refreshes it.
    if let parentProperty = coordinator.parentProperty(representable: representable.name),
      !refreshesParent(updateFacts, parent: parentProperty.name)
    {
      let parent = parentProperty.name
      for function in readers {
        guard let body = function.body else { continue }
        body.walk { node in
          guard var path = node.memberPath, node.kind == .memberAccessExpr else { return .visitChildren }
          var start = 0
          if path.first == "self" { start = 1 }
          guard path.count >= start + 2, path[start] == parent else { return .visitChildren }
          path = Array(path[start...])
          let name = path[1]
          // The outermost `parent.x` access, not a write.
          let access = outermostPrefix(node, length: start + 2)
          if stale[name] != nil, !exempt.contains(name), !isAssignmentTarget(access) {
            consider(access, name, "\(contextName).coordinator.\(parent) = self", true)
          }
          return .skipChildren
        }
      }
      if let found = read, found.viaParent {
        findings.append(report(context, representable, coordinator, update, updateBody, found, property: stale[found.name], parentProperty: parentProperty))
        return findings
      }
    }
    // Values makeCoordinator copied into the Coordinator's own properties: `Coordinator(onPick: onPick)`.
    let copied = copiedValues(context, representable, coordinator, stale: stale)
    var refreshed: Set<String> = []
    for function in representable.functions where function !== representable.makeCoordinator {
      guard let facts = context.facts(of: function) else { continue }
      let holders = CoordinatorSupport.coordinatorHolders(facts)
      let coordinatorParameters = Set(function.parameters.filter { TypeName.simple($0.type) == coordinator.name }.map(\.name))
      for assignment in facts.assignments {
        guard let path = assignment.targetPath?.components, let last = path.last, path.count >= 2 else { continue }
        let owner = Array(path.dropLast())
        if owner.last == "coordinator" || (owner.count == 1 && (holders.contains(owner[0]) || coordinatorParameters.contains(owner[0]))) {
          refreshed.insert(last)
        }
      }
    }
    let pending = copied.filter { !refreshed.contains($0.key) && !exempt.contains($0.key) }
    guard !pending.isEmpty else { return findings }
    var reads: [(SyntaxNode, String)] = []
    for function in readers {
      guard let body = function.body else { continue }
      let shadowed = Set(function.parameters.map(\.name)) .union(context.facts(of: function)?.bindings.map(\.name) ?? [])
      body.walk { node in
        if node.kind == .identifierExpr, let token = node.nameToken, token.kind == .identifier,
          pending[token.identifierText] != nil, !shadowed.contains(token.identifierText),
          node.parent?.kind != .memberAccessExpr || node.parent?.base == node
        {
          if !isAssignmentTarget(node) { reads.append((node, token.identifierText)) }
          return .skipChildren
        }
        if node.kind == .memberAccessExpr, let path = node.memberPath, path.count == 2, path[0] == "self", pending[path[1]] != nil {
          if !isAssignmentTarget(node) { reads.append((node, path[1])) }
          return .skipChildren
        }
        return .visitChildren
      }
    }
    guard let first = reads.min(by: { $0.0.range.lowerBound < $1.0.range.lowerBound }) else { return findings }
    let readNames = Set(reads.map(\.1))
    let names = pending.keys.filter(readNames.contains).sorted()
    let lines = names.compactMap { name in pending[name].map { "\(contextName).coordinator.\(name) = \($0)" } }
    let kind = isClosure(stale[pending[first.1] ?? ""]) ? "a closure" : "a value"
    let message = "`\(first.1)` is \(kind) that makeCoordinator copied from `\(representable.name)`; update never assigns "
      + "`\(contextName).coordinator.\(first.1)`, so the Coordinator keeps the value from when it was made."
    var edits = [CoordinatorSupport.insertFirst(context.editor, updateBody, lines)]
    for name in names {
      if let property = coordinator.properties.first(where: { $0.name == name }), let edit = CoordinatorSupport.makeVariable(property) {
        edits.append(edit)
      }
    }
    let fix = Fix(title: "Refresh the copied values in `\(update.name)`", edits: edits)
    let related = update.nameToken.map { [RelatedLocation(range: $0.textRange, message: "Refresh it here: `\(lines.first ?? "")`.")] } ?? []
    findings.append(finding(first.0.range, message, related: related, fixes: coordinator.primary?.keyword == .class && contextName != "_" ? [fix] : []))
    return findings
  }

  static func report(_ context: AnalysisContext, _ representable: Representable, _ coordinator: Coordinator, _ update: FunctionDecl, _ updateBody: SyntaxNode,
    _ read: (node: SyntaxNode, name: String, line: String, viaParent: Bool), property: PropertyDecl?, parentProperty: PropertyDecl) -> Finding
  {
    let kind = isClosure(property) ? "a closure" : (property?.hasAttribute("Environment") == true ? "an environment value" : "a plain value")
    let parent = parentProperty.name
    let message = "`\(context.text(of: read.node))` reads \(kind) from the `\(representable.name)` copy the Coordinator was created "
      + "with; update never assigns `\(read.line)`, so it keeps the value from when the Coordinator was made."
    var edits = [CoordinatorSupport.insertFirst(context.editor, updateBody, [read.line])]
    if let edit = CoordinatorSupport.makeVariable(parentProperty) { edits.append(edit) }
    let fixes = coordinator.primary?.keyword == .class && !read.line.hasPrefix("_.") ? [Fix(title: "Refresh `\(parent)` in `\(update.name)`", edits: edits)] : []
    let related = update.nameToken.map { [RelatedLocation(range: $0.textRange, message: "Refresh it here: `\(read.line)`.")] } ?? []
    return finding(read.node.range, message, related: related, fixes: fixes)
  }

  /// The representable's stored properties whose value goes stale through an old copy, by name.
  static func staleProperties(_ context: AnalysisContext, _ representable: Representable) -> [String: PropertyDecl] {
    // The object make returns is the same in every copy.
    var madeNames: Set<String> = []
    if let make = representable.make, let facts = context.facts(of: make) {
      for item in facts.returns where !item.site.inClosure {
        if let path = item.value?.memberPath { madeNames.insert(path.last ?? "") }
      }
      if facts.returns.isEmpty, let only = make.body?.statements.first, make.body?.statements.count == 1, let path = only.memberPath {
        madeNames.insert(path.last ?? "")
      }
    }
    var result: [String: PropertyDecl] = [:]
    for property in representable.properties where result[property.name] == nil {
      guard !property.isComputed, !madeNames.contains(property.name) else { continue }
      // A `let` with a default value is the same in every copy (callers cannot set it).
      if property.isLet && property.hasInitializer { continue }
      // A `Binding` stored without the wrapper still points at its source of truth.
      if let type = property.type, TypeName.components(type).first == "Binding" || type.hasPrefix("Binding<") { continue }
      if property.isWrapped(by: liveWrappers) { continue }
      // `@Environment(Model.self)` reads an object (live); key-path values go stale.
      if property.hasAttribute("Environment"),
        let attribute = property.node.attributes.first(where: { $0.attributeName == "Environment" }),
        context.text(of: attribute).contains(".self")
      {
        continue
      }
      if property.hasPropertyWrapper && !property.hasAttribute("Environment") { continue }
      result[property.name] = property
    }
    return result
  }

  /// `Coordinator(onPick: onPick, limit: self.limit)`: Coordinator property name → the representable's value,
  /// for stale values copied into a Coordinator property of the label's name.
  static func copiedValues(_ context: AnalysisContext, _ representable: Representable, _ coordinator: Coordinator, stale: [String: PropertyDecl]) -> [String: String] {
    guard let makeCoordinator = representable.makeCoordinator, let facts = context.facts(of: makeCoordinator) else { return [:] }
    let propertyNames = Set(coordinator.properties.filter { !$0.isComputed }.map(\.name))
    var result: [String: String] = [:]
    for call in facts.calls where call.name == coordinator.name || (call.name == "init" && call.receiverPath?.components == [coordinator.name]) {
      for argument in call.arguments {
        guard let label = argument.label, let path = argument.value.memberPath?.filter({ $0 != "self" }), path.count == 1,
          let name = path.first, stale[name] != nil, propertyNames.contains(label)
        else { continue }
        result[label] = name
      }
    }
    return result
  }

  /// Whether update passes `context.coordinator`, a local holding it, or `context` to a call.
  static func handsCoordinatorToHelper(_ facts: BodyFacts) -> Bool {
    let holders = CoordinatorSupport.coordinatorHolders(facts)
    return facts.calls.contains { call in
      call.arguments.contains { argument in
        let path = argument.value.memberPath
        return path == CoordinatorSupport.contextCoordinator || path == ["context"]
          || (path?.count == 1 && holders.contains(path?.first ?? ""))
      }
    }
  }

  /// Whether update assigns `….parent = …` or passes `self` to anything that may keep it
  /// (`context.coordinator.refresh(from: self)`); logging `self` (`print(self)`) refreshes nothing.
  static func refreshesParent(_ facts: BodyFacts, parent: String) -> Bool {
    if facts.assignments.contains(where: { $0.targetPath?.last == parent }) { return true }
    return facts.calls.contains { call in
      guard !(call.receiverPath?.components.isEmpty == true && loggingFunctions.contains(call.name)) else { return false }
      return call.arguments.contains { $0.value.memberPath == ["self"] }
    }
  }

  /// Free functions that only print or check their arguments.
  static let loggingFunctions: Set<String> = [
    "print", "debugPrint", "dump", "NSLog", "os_log", "assert", "precondition", "assertionFailure", "preconditionFailure",
  ]

  static func isClosure(_ property: PropertyDecl?) -> Bool { (property?.type ?? "").contains("->") }

  /// The member access of `length` components enclosing `node`'s base chain (`parent.config` in `parent.config.url`).
  static func outermostPrefix(_ node: SyntaxNode, length: Int) -> SyntaxNode {
    var current = node
    var steps = 0
    while let path = current.memberPath, path.count > length, let base = current.base, steps < 64 {
      steps += 1
      current = base
      if current.kind == .optionalChainingExpr || current.kind == .forceUnwrapExpr, let inner = current.childNodes.first { current = inner }
    }
    return current
  }

  static func isAssignmentTarget(_ node: SyntaxNode) -> Bool {
    guard let parent = node.parent, parent.kind == .assignmentExpr else { return false }
    return parent.lhs == node
  }
}
