import SwiftLiteParser

/// What the lifecycle rules of this file share on the typed model: which constructions build a view or
/// controller, make's made object, and the names update and make use for their context and Coordinator.
enum LifecycleBodySupport {
  // MARK: View and controller types (the lists: FrameworkTypes)

  static let typeSuffixes = ["View", "ViewController", "Controller", "Bar", "Picker"]

  /// A UIKit/AppKit view or controller type by name: listed, or a framework prefix with a view suffix.
  static func isViewOrControllerName(_ name: String) -> Bool {
    if FrameworkTypes.notViewsOrControllers.contains(name) { return false }
    if FrameworkTypes.views.contains(name) || FrameworkTypes.controllers.contains(name) { return true }
    guard FrameworkTypes.prefixes.contains(where: { name.hasPrefix($0) }) else { return false }
    return typeSuffixes.contains { name.hasSuffix($0) }
  }

  /// Whether `name` is a view or controller type: by name, the representable's made type, or a class of this
  /// file whose superclass chain reaches one.
  static func isViewOrController(_ name: String, madeType: String?, model: InteropModel) -> Bool {
    if name == madeType { return true }
    var current = name
    for _ in 0..<16 {
      if isViewOrControllerName(current) { return true }
      let declared = model.classes(named: current)
      guard declared.count == 1, let only = declared.first, let superclass = only.inheritance.first?.name else { return false }
      current = superclass
    }
    return false
  }

  /// Whether `name` is one of `names`, or a class of this file whose superclass chain reaches one.
  static func isKind(_ name: String, ofAny names: Set<String>, model: InteropModel) -> Bool {
    var current = name
    for _ in 0..<16 {
      if names.contains(current) { return true }
      let declared = model.classes(named: current)
      guard declared.count == 1, let only = declared.first, let superclass = only.inheritance.first?.name else { return false }
      current = superclass
    }
    return false
  }

  /// The type a call constructs, when it looks like a construction: `T(…)`, `T.init(…)`, `T<U>(…)`,
  /// `Module.T(…)` (every component capitalised). Nil for method calls and `.init(…)` without a type.
  static func constructedType(_ call: Call) -> String? {
    var name = call.name
    var receiver = call.receiverPath
    if name == "init" {
      guard let path = receiver, let last = path.last, !last.isEmpty else { return nil }
      name = last
      receiver = MemberPath(Array(path.components.dropLast()))
    }
    guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return nil }
    guard let path = receiver else { return nil }
    let qualifiersCapitalised = path.components.allSatisfy { component in
      component.unicodeScalars.first.map { $0.properties.isUppercase } ?? false
    }
    return qualifiersCapitalised ? name : nil
  }

  /// The construction calls inside an expression, not descending into closures that are not called on the spot.
  static func constructions(in node: SyntaxNode) -> [Call] {
    var result: [Call] = []
    if node.kind == .closureExpr { return [] }
    if node.kind == .callExpr { result.append(Call(node: node, site: .top)) }
    node.walk { child in
      if child == node { return .visitChildren }
      if child.kind == .closureExpr, child.parent?.kind != .callExpr || child.parent?.callee != child { return .skipChildren }
      if child.kind == .callExpr { result.append(Call(node: child, site: .top)) }
      return .visitChildren
    }
    return result.filter { constructedType($0) != nil }
  }

  // MARK: Parameters and the made object

  /// The name of a lifecycle method's `context` parameter (the second one), if it has one.
  static func contextName(_ function: FunctionDecl?) -> String? {
    guard let function else { return nil }
    let candidates = function.parameters.filter { $0.label == "context" || $0.name == "context" }
    let parameter = candidates.first ?? (function.parameters.count >= 2 ? function.parameters[1] : nil)
    guard let name = parameter?.name, name != "_", !name.isEmpty else { return nil }
    return name
  }

  /// Local names bound to `context.coordinator` in a body (`let coordinator = context.coordinator`).
  static func coordinatorLocals(_ facts: BodyFacts, contextName: String) -> Set<String> {
    var names: Set<String> = []
    for binding in facts.bindings {
      if let value = binding.value, MemberPath(value)?.components == [contextName, "coordinator"] { names.insert(binding.name) }
    }
    return names
  }

  /// Whether `value` is the Coordinator: `context.coordinator` or a local holding it.
  static func isCoordinator(_ value: SyntaxNode, contextName: String, locals: Set<String>) -> Bool {
    guard let path = MemberPath(value)?.withoutSelf else { return false }
    if path.components == [contextName, "coordinator"] { return true }
    return path.count == 1 && path.root.map(locals.contains) == true
  }

  /// make's made object when it is a local name: `return web` (one unconditional top-level return) or a
  /// single-expression body naming it, with the statement the made object is returned by.
  static func madeObjectName(_ context: AnalysisContext, _ representable: Representable) -> (name: String, returnStatement: SyntaxNode)? {
    guard let make = representable.make, let facts = context.facts(of: make) else { return nil }
    let returns = facts.returns.filter { !$0.site.inClosure }
    guard returns.count == 1, let only = returns.first, only.site.conditions.isEmpty,
      facts.statements.contains(where: { $0 == only.node }),
      let value = only.value, value.kind == .identifierExpr, let path = MemberPath(value), path.count == 1, let name = path.root
    else { return nil }
    return (name, only.node)
  }

  /// Whether a function body holds no statement but a comment (a documented no-op).
  static func isCommentOnly(_ function: FunctionDecl) -> Bool {
    guard let body = function.body, body.statements.isEmpty else { return false }
    var hasComment = false
    body.walkTokens { token in
      if token.leadingTriviaPieces.contains(where: { $0.kind.isComment }) || token.trailingTriviaPieces.contains(where: { $0.kind.isComment }) {
        hasComment = true
      }
    }
    return hasComment
  }

  /// Names a function binds itself (locals and parameters), which hide properties of the same name.
  static func localNames(_ facts: BodyFacts, _ function: FunctionDecl) -> Set<String> {
    Set(facts.bindings.map(\.name) + function.parameters.map(\.name))
  }

  /// The representable methods a body calls on itself (`configure(…)`, `self.apply(…)`), by name.
  static func selfCalls(_ facts: BodyFacts, _ representable: Representable) -> [FunctionDecl] {
    var result: [FunctionDecl] = []
    for call in facts.calls {
      guard let receiver = call.receiverPath, receiver.components.isEmpty || receiver.components == ["self"] else { continue }
      for function in representable.functions where function.name == call.name && function.keyword == "func" && !function.isStatic {
        if !result.contains(where: { $0 === function }) { result.append(function) }
      }
    }
    return result
  }
}
