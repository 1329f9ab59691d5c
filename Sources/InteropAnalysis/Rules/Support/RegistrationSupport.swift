import SwiftLiteParser

/// Registrations made in make or the Coordinator that outlive the view, shared by `missing-dismantle` and
/// `dismantle-incomplete`: what each registers, where its handle is kept, whether it retains the Coordinator,
/// whether the type already removes it, and the cleanup line a dismantle needs for it.
enum RegistrationSupport {
  enum Kind: Hashable {
    /// A repeating `Timer`, scheduled or added to a run loop.
    case timer
    case displayLink
    /// `addObserver(forName:object:queue:using:)`.
    case blockObserver
    /// A KVO `.observe(` token kept outside the Coordinator.
    case keyValue
    /// A Combine `.sink`/`.assign(to:on:)` subscription kept outside the Coordinator.
    case subscription

    /// The calls that undo a registration of this kind.
    var cleanupNames: Set<String> {
      switch self {
      case .timer, .displayLink: return ["invalidate"]
      case .blockObserver: return ["removeObserver"]
      case .keyValue: return ["invalidate"]
      case .subscription: return ["cancel", "removeAll"]
      }
    }
  }

  /// Where a registration's handle (the timer, link, token or cancellable) is kept.
  enum Storage {
    /// A stored property of the Coordinator.
    case coordinator(PropertyDecl)
    /// A static or global property, by its path (`Self.observation`, `sharedToken`), with its declaration if found.
    case global(MemberPath, PropertyDecl?)
    /// Another object outside the Coordinator (a passed-in object, the representable's copy of a model).
    case outside(MemberPath)
    /// A collection, or a place that cannot be named from dismantle.
    case elsewhere
    /// Not stored at all (discarded).
    case none
  }

  struct Registration {
    let kind: Kind
    let call: Call
    /// The statement holding the registration (the finding's range).
    let statement: SyntaxNode
    let inCoordinator: Bool
    let storage: Storage
    /// The registration keeps the Coordinator alive (a target-based timer or display link aimed at it, or a
    /// closure that captures it strongly), so its `deinit` never runs while the registration lives.
    let retainsCoordinator: Bool

    /// The stored handle's property name, when it has one.
    var handleName: String? {
      switch storage {
      case .coordinator(let property): return property.name
      case .global(let path, _), .outside(let path): return path.last
      case .elsewhere, .none: return nil
      }
    }
  }

  /// `userContentController.add(handler, name:)` and its variants: never reported here
  /// (`script-handler-after-webview` owns them), but a dismantle this rule inserts removes them.
  struct ScriptHandler {
    let call: Call
    let name: SyntaxNode?
    let contentWorld: SyntaxNode?
  }

  struct Scan {
    var registrations: [Registration] = []
    var scriptHandlers: [ScriptHandler] = []
  }

  /// The functions whose registrations count: make and every Coordinator method (its `init` included).
  static func scannedFunctions(_ representable: Representable) -> [(FunctionDecl, inCoordinator: Bool)] {
    var result: [(FunctionDecl, inCoordinator: Bool)] = []
    if let make = representable.make { result.append((make, false)) }
    for function in representable.coordinator?.functions ?? [] where function.keyword != "deinit" {
      result.append((function, true))
    }
    return result
  }

  static func scan(_ context: AnalysisContext, _ representable: Representable) -> Scan {
    var scan = Scan()
    for (function, inCoordinator) in scannedFunctions(representable) {
      guard let facts = context.facts(of: function) else { continue }
      for call in facts.calls {
        if let handler = scriptHandler(call) {
          scan.scriptHandlers.append(handler)
          continue
        }
        guard let kind = kind(of: call, facts: facts) else { continue }
        let storage = self.storage(of: call, kind: kind, facts: facts, function: function, inCoordinator: inCoordinator,
          representable: representable, context: context)
        // Tokens that end with the Coordinator, or are released at once, do not outlive the view; a timer,
        // link or observer kept by another object may be ended by that object.
        switch (kind, storage) {
        case (.keyValue, .global), (.keyValue, .outside), (.subscription, .global), (.subscription, .outside): break
        case (.timer, .coordinator), (.timer, .global), (.timer, .none), (.displayLink, .coordinator), (.displayLink, .global),
          (.displayLink, .none), (.blockObserver, .coordinator), (.blockObserver, .global), (.blockObserver, .none):
          break
        default: continue
        }
        let statement = call.site.statement ?? call.node
        let registration = Registration(
          kind: kind, call: call, statement: statement, inCoordinator: inCoordinator, storage: storage,
          retainsCoordinator: retainsCoordinator(call, kind: kind, function: function, inCoordinator: inCoordinator, facts: facts))
        scan.registrations.append(registration)
      }
    }
    return scan
  }

  // MARK: Classification

  static func scriptHandler(_ call: Call) -> ScriptHandler? {
    guard call.name == "add" || call.name == "addScriptMessageHandler",
      call.receiverPath?.last == "userContentController" || call.name == "addScriptMessageHandler"
    else { return nil }
    return ScriptHandler(call: call, name: call.argument("name"), contentWorld: call.argument("contentWorld"))
  }

  static func kind(of call: Call, facts: BodyFacts) -> Kind? {
    switch call.name {
    case "scheduledTimer":
      guard call.receiverPath?.last == "Timer", isTrue(call.argument("repeats")) else { return nil }
      return .timer
    case "add":
      // `RunLoop.main.add(timer, forMode:)` with a repeating `Timer(…)`.
      guard call.receiverPath?.root == "RunLoop", call.labels.count == 2, call.labels.last == "forMode",
        let argument = call.arguments.first?.value, repeatingTimer(argument, facts: facts)
      else { return nil }
      return .timer
    case "CADisplayLink":
      guard call.receiverPath?.components.isEmpty == true || call.receiverPath?.components == ["QuartzCore"] else { return nil }
      return .displayLink
    case "displayLink":
      guard call.labels.contains("target") || call.labels.contains("withTarget") else { return nil }
      return .displayLink
    case "addObserver":
      guard call.labels.first == "forName" else { return nil }
      return .blockObserver
    case "observe":
      guard call.arguments.first?.value.kind == .keyPathExpr else { return nil }
      return .keyValue
    case "sink":
      return .subscription
    case "assign":
      guard call.labels == ["to", "on"] else { return nil }
      return .subscription
    default:
      return nil
    }
  }

  static func isTrue(_ node: SyntaxNode?) -> Bool { node?.kind == .literalExpr && node?.firstToken?.kind == .kw_true }

  /// `Timer(…, repeats: true …)`, directly or through a local bound to one.
  static func repeatingTimer(_ node: SyntaxNode, facts: BodyFacts) -> Bool {
    func isTimer(_ candidate: SyntaxNode?) -> Bool {
      guard let candidate, candidate.kind == .callExpr else { return false }
      let call = Call(node: candidate, site: .top)
      return (call.name == "Timer" || (call.name == "init" && call.receiverPath?.last == "Timer")) && isTrue(call.argument("repeats"))
    }
    if isTimer(node) { return true }
    guard let path = MemberPath(node), path.count == 1, let name = path.root else { return false }
    return facts.bindings.contains { $0.name == name && isTimer($0.value) }
  }

  // MARK: Storage

  /// The expression that carries the registration's result: the call itself, or a chain built on it
  /// (`publisher.sink { … }.store(in: &bag)` is stored where `store(in:)` puts it).
  static func storage(
    of call: Call, kind: Kind, facts: BodyFacts, function: FunctionDecl, inCoordinator: Bool, representable: Representable,
    context: AnalysisContext
  ) -> Storage {
    var top = call.node
    // `RunLoop.main.add(timer, forMode:)`: the handle is the timer argument.
    if call.name == "add", let argument = call.arguments.first?.value {
      if let path = MemberPath(argument), path.count == 1, let name = path.root {
        return storageOfLocal(name, facts: facts, function: function, inCoordinator: inCoordinator, representable: representable, context: context)
      }
      return .none
    }
    var steps = 0
    while let parent = top.parent, steps < 64 {
      steps += 1
      switch parent.kind {
      case .optionalChainingExpr, .forceUnwrapExpr, .tryExpr, .awaitExpr:
        top = parent
        continue
      case .memberAccessExpr where parent.base == top:
        guard let outer = parent.parent, outer.kind == .callExpr, outer.callee == parent else { return .elsewhere }
        let chained = Call(node: outer, site: .top)
        if chained.name == "store", let target = chained.argument("in") {
          let inner = target.kind == .prefixOperatorExpr ? target.childNodes.first : target
          guard let path = inner.flatMap({ MemberPath($0) }) else { return .elsewhere }
          return classify(path, collection: true, function: function, inCoordinator: inCoordinator, representable: representable, context: context)
        }
        top = outer
        continue
      default:
        break
      }
      break
    }
    guard let parent = top.parent else { return .elsewhere }
    switch parent.kind {
    case .assignmentExpr where parent.rhs == top:
      guard let target = parent.lhs, let path = MemberPath(target) else { return .elsewhere }
      if path.components == ["_"] { return .none }
      return classify(path, collection: false, function: function, inCoordinator: inCoordinator, representable: representable, context: context)
    case .initializerClause:
      guard let binding = parent.parent, binding.kind == .patternBinding, let name = binding.boundNames.first else { return .elsewhere }
      return storageOfLocal(name, facts: facts, function: function, inCoordinator: inCoordinator, representable: representable, context: context)
    default:
      // A statement on its own discards the result; anything else (an argument, a return) is not followed.
      if let statement = call.site.statement, statement == top || statement.range == top.range { return .none }
      return .elsewhere
    }
  }

  /// Where a local holding the handle is kept: assigned to a property, stored, appended, or nowhere.
  static func storageOfLocal(
    _ name: String, facts: BodyFacts, function: FunctionDecl, inCoordinator: Bool, representable: Representable, context: AnalysisContext
  ) -> Storage {
    for assignment in facts.assignments where assignment.valuePath?.components == [name] {
      guard let path = assignment.targetPath else { return .elsewhere }
      return classify(path, collection: false, function: function, inCoordinator: inCoordinator, representable: representable, context: context)
    }
    for call in facts.calls where call.arguments.contains(where: { MemberPath($0.value)?.components == [name] }) {
      // Passed on (`append(token)`, `keep(token)`): kept somewhere this rule does not follow.
      if call.name == "add" && call.receiverPath?.root == "RunLoop" { continue }
      return .elsewhere
    }
    if facts.calls.contains(where: { $0.name == "store" && $0.receiverPath?.components == [name] }) { return .elsewhere }
    if facts.closures.contains(where: { $0.uses(name) }) { return .elsewhere }
    return .none
  }

  /// Classifies a storage path by where it lives.
  static func classify(
    _ written: MemberPath, collection: Bool, function: FunctionDecl, inCoordinator: Bool, representable: Representable,
    context: AnalysisContext
  ) -> Storage {
    let path = written.withoutSelf
    guard let root = path.root, !root.isEmpty else { return .elsewhere }
    let coordinatorProperties = representable.coordinator?.properties ?? []
    let parentName = representable.coordinator?.parentProperty(representable: representable.name)?.name ?? "parent"
    func capitalised(_ text: String) -> Bool { text.unicodeScalars.first.map { $0.properties.isUppercase } ?? false }
    // Statics and globals.
    if capitalised(root) {
      return collection ? .outside(path) : .global(path, staticProperty(path, representable: representable, context: context))
    }
    if written.root != "self", let global = context.interop.declarations.topLevel.compactMap(\.property).first(where: { $0.name == root }) {
      return collection || path.count > 1 ? .outside(path) : .global(path, global)
    }
    if inCoordinator {
      if root == parentName { return .outside(path) }
      if let property = coordinatorProperties.first(where: { $0.name == root }) {
        return collection || path.count > 1 ? .elsewhere : .coordinator(property)
      }
      if function.parameters.contains(where: { $0.name == root }) { return .outside(path) }
      return .elsewhere
    }
    // In make.
    let contextName = LifecycleBodySupport.contextName(function) ?? "context"
    if path.count >= 3, path.components[0] == contextName, path.components[1] == "coordinator" {
      let member = path.components[2]
      if member == parentName { return .outside(path) }
      if path.count == 3, !collection, let property = coordinatorProperties.first(where: { $0.name == member }) { return .coordinator(property) }
      return .elsewhere
    }
    if representable.properties.contains(where: { $0.name == root }) { return .outside(path) }
    return .elsewhere
  }

  /// The declaration of `Self.x` / `Owner.x` when it is a static property of the representable or its Coordinator.
  static func staticProperty(_ path: MemberPath, representable: Representable, context: AnalysisContext) -> PropertyDecl? {
    guard path.count == 2, let owner = path.root, let name = path.last else { return nil }
    var declarations: [TypeDecl] = []
    if owner == "Self" || owner == representable.name { declarations = representable.declarations }
    if let coordinator = representable.coordinator, owner == coordinator.name || owner == "Self" { declarations += coordinator.declarations }
    return declarations.flatMap(\.properties).first { $0.name == name && $0.isStatic }
  }

  // MARK: Retaining the Coordinator

  static func retainsCoordinator(_ call: Call, kind: Kind, function: FunctionDecl, inCoordinator: Bool, facts: BodyFacts) -> Bool {
    let contextName = LifecycleBodySupport.contextName(function) ?? "context"
    let locals = LifecycleBodySupport.coordinatorLocals(facts, contextName: contextName)
    func isCoordinatorReference(_ node: SyntaxNode) -> Bool {
      if inCoordinator, node.kind == .identifierExpr, node.firstToken?.kind == .kw_self { return true }
      return LifecycleBodySupport.isCoordinator(node, contextName: contextName, locals: locals)
    }
    // `RunLoop.main.add(timer, forMode:)`: the timer's own construction decides (directly or through a local).
    var registering = call
    if call.name == "add", let argument = call.arguments.first?.value {
      var construction: SyntaxNode? = argument.kind == .callExpr ? argument : nil
      if construction == nil, let path = MemberPath(argument), path.count == 1, let name = path.root {
        construction = facts.bindings.first { $0.name == name }?.value
      }
      if let construction, construction.kind == .callExpr { registering = Call(node: construction, site: .top) }
    }
    // A target-based timer or display link keeps its target.
    let targets = [registering.argument("target"), registering.argument("withTarget")].compactMap { $0 }
    if targets.contains(where: isCoordinatorReference) { return true }
    // A closure that captures the Coordinator strongly.
    for closure in registering.closureArguments {
      let facts = Closure(node: closure, site: .top)
      if inCoordinator {
        if facts.usesSelf && !facts.capturesWeakly("self") { return true }
      } else {
        if facts.uses(contextName) && !facts.capturesWeakly(contextName) { return true }
        if locals.contains(where: { facts.uses($0) && !facts.capturesWeakly($0) }) { return true }
      }
    }
    return false
  }

  // MARK: Removal elsewhere in the type

  /// Whether a method of the representable or the Coordinator already undoes this registration: invalidates or
  /// removes its stored handle (in `deinit` only when the registration does not keep the Coordinator alive), or,
  /// for a handle that is not stored, a timer that invalidates itself.
  static func isRemovedElsewhere(_ registration: Registration, _ context: AnalysisContext, _ representable: Representable) -> Bool {
    var functions: [(FunctionDecl, isDeinit: Bool)] = representable.functions.map { ($0, false) }
    for function in representable.coordinator?.functions ?? [] { functions.append((function, function.keyword == "deinit")) }
    guard let handle = registration.handleName else {
      // A timer whose own block or target method invalidates it.
      if registration.kind == .timer || registration.kind == .displayLink {
        if registration.call.closureArguments.contains(where: { Closure(node: $0, site: .top).uses("invalidate") }) { return true }
        if registration.retainsCoordinator, let coordinator = representable.coordinator {
          return coordinator.functions.contains { function in
            context.facts(of: function)?.calls.contains { $0.name == "invalidate" } ?? false
          }
        }
      }
      return false
    }
    for (function, isDeinit) in functions {
      if isDeinit && registration.retainsCoordinator { continue }
      guard let facts = context.facts(of: function) else { continue }
      if undoes(facts, handle: handle, kind: registration.kind, excluding: registration.statement) { return true }
    }
    return false
  }

  /// Whether a body undoes the handle `handle`: a cleanup call on a path ending in it (or taking it as its
  /// argument), or, for tokens that end when released, setting it to `nil`.
  static func undoes(_ facts: BodyFacts, handle: String, kind: Kind, excluding statement: SyntaxNode?) -> Bool {
    for call in facts.calls where kind.cleanupNames.contains(call.name) || call.name == "removeObserver" {
      if let statement, call.site.statement == statement { continue }
      if call.receiverPath?.last == handle { return true }
      if call.name == "removeObserver", let argument = call.arguments.first?.value, argument.mentions(path: [handle])
        || MemberPath(argument)?.last == handle
      {
        return true
      }
    }
    if kind == .keyValue || kind == .subscription || kind == .blockObserver {
      for assignment in facts.assignments where assignment.targetPath?.last == handle && assignment.value.isNilLiteral {
        // Releasing a KVO token or a cancellable ends it; releasing a block observer's token does not remove it.
        if kind != .blockObserver { return true }
      }
    }
    return false
  }

  // MARK: Cleanup lines

  /// The cleanup line a dismantle needs for one registration, with dismantle's parameter names; nil when the
  /// handle cannot be reached from dismantle (not stored, or kept in another object).
  static func cleanupLine(_ registration: Registration, coordinator: String, editor: SourceEditor) -> String? {
    switch registration.storage {
    case .coordinator(let property):
      let optional = isOptional(property)
      let path = "\(coordinator).\(property.name)"
      switch registration.kind {
      case .timer, .displayLink:
        return optional ? "\(path)?.invalidate()" : "\(path).invalidate()"
      case .blockObserver:
        guard let center = centerText(registration.call, editor: editor) else { return nil }
        return optional ? "if let \(property.name) = \(path) { \(center).removeObserver(\(property.name)) }" : "\(center).removeObserver(\(path))"
      case .keyValue:
        return optional ? "\(path)?.invalidate()" : "\(path).invalidate()"
      case .subscription:
        return optional ? "\(path)?.cancel()" : "\(path).cancel()"
      }
    case .global(let path, let declaration):
      guard let declaration else { return nil }
      let optional = isOptional(declaration)
      let text = path.description
      switch registration.kind {
      case .timer, .displayLink, .keyValue: return optional ? "\(text)?.invalidate()" : "\(text).invalidate()"
      case .subscription: return optional ? "\(text)?.cancel()" : "\(text).cancel()"
      case .blockObserver:
        guard let center = centerText(registration.call, editor: editor) else { return nil }
        return optional ? "if let token = \(text) { \(center).removeObserver(token) }" : "\(center).removeObserver(\(text))"
      }
    case .outside, .elsewhere, .none:
      return nil
    }
  }

  /// The removal of each script handler found, on the web view dismantle receives.
  static func scriptHandlerLines(_ scan: Scan, view: String, madeType: String?, editor: SourceEditor) -> [String] {
    guard madeType == "WKWebView" else { return [] }
    var lines: [String] = []
    for handler in scan.scriptHandlers {
      guard let name = handler.name, name.kind == .literalExpr || MemberPath(name) != nil else { continue }
      var line = "\(view).configuration.userContentController.removeScriptMessageHandler(forName: \(editor.text(of: name))"
      if let world = handler.contentWorld {
        guard let path = MemberPath(world), path.root == "" || path.root == "WKContentWorld" else { continue }
        line += ", contentWorld: \(editor.text(of: world))"
      }
      line += ")"
      if !lines.contains(line) { lines.append(line) }
    }
    return lines
  }

  static func isOptional(_ property: PropertyDecl) -> Bool {
    guard let type = property.type else { return property.initializer?.isNilLiteral ?? false }
    return type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
  }

  /// The notification center a block observer was added to, when dismantle can name it.
  static func centerText(_ call: Call, editor: SourceEditor) -> String? {
    guard let receiver = call.receiver, let path = call.receiverPath?.withoutSelf, let root = path.root,
      root.unicodeScalars.first.map({ $0.properties.isUppercase }) == true
    else { return nil }
    return editor.text(of: receiver)
  }

  // MARK: Messages

  static func describe(_ registration: Registration) -> String {
    switch registration.kind {
    case .timer:
      return "starts a repeating timer: the run loop keeps it firing (and keeps its target or block) after SwiftUI removes the view"
    case .displayLink:
      return "creates a display link: it keeps its target, and once added to a run loop it keeps firing after SwiftUI removes the view"
    case .blockObserver:
      if case .none = registration.storage {
        return "adds a block observer and discards its token: the notification center keeps the block, and without the token it can never be removed"
      }
      return "adds a block observer: the notification center keeps the block until the token is removed"
    case .keyValue:
      return "stores a key-value observation outside the Coordinator, so it keeps observing after SwiftUI removes the view"
    case .subscription:
      return "stores a Combine subscription outside the Coordinator, so it keeps running after SwiftUI removes the view"
    }
  }

  /// `Timer.scheduledTimer(…)`, `addObserver(forName:…)`: how a registration call is named in messages.
  static func callText(_ call: Call) -> String {
    if let receiver = call.receiverPath, !receiver.components.isEmpty, receiver.count <= 2 {
      return "\(receiver).\(call.name)(…)"
    }
    return "\(call.name)(…)"
  }
}
