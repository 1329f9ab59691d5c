import SwiftLiteParser

/// What the hosting rules share on the typed model: which names hold a `UIHostingController` in a function, the
/// containment calls made on them, and the types a function belongs to.
enum HostingSupport {
  /// `UIHostingController` and the classes of the file that inherit from it (through in-file chains).
  static func hostingClasses(_ model: InteropModel) -> Set<String> {
    var names: Set<String> = ["UIHostingController"]
    for _ in 0..<8 {
      var grew = false
      for type in model.types where type.keyword == .class && !names.contains(type.name) {
        if let superclass = type.inheritance.first.map({ TypeName.simple($0.name) }), names.contains(superclass) {
          names.insert(type.name)
          grew = true
        }
      }
      if !grew { break }
    }
    return names
  }

  /// The called name of a call expression (through `try`/`await`/force unwrap), if the node is a call.
  static func callName(_ node: SyntaxNode?) -> String? {
    var current = node
    var steps = 0
    while let inner = current, inner.kind == .tryExpr || inner.kind == .awaitExpr || inner.kind == .forceUnwrapExpr, steps < 8 {
      current = inner.childNodes.last
      steps += 1
    }
    guard let call = current, call.kind == .callExpr else { return nil }
    let name = Call(node: call, site: .top).name
    return name.isEmpty ? nil : name
  }

  /// Whether `node` constructs one of `classes` (`UIHostingController(rootView:)`, `UIHostingController<V>(…)`).
  static func constructs(_ node: SyntaxNode?, _ classes: Set<String>) -> Bool {
    guard let name = callName(node) else { return false }
    return classes.contains(name)
  }

  /// Every declaration (type and extensions) of the type named like `owner`.
  static func declarations(of owner: TypeDecl?, in model: InteropModel) -> [TypeDecl] {
    guard let owner else { return [] }
    return model.types.filter { $0.name == owner.name && $0.keyword != .protocol }
  }

  /// Stored properties of the type (all its declarations) that hold a hosting controller.
  static func hostingProperties(_ declarations: [TypeDecl], classes: Set<String>) -> Set<String> {
    var names: Set<String> = []
    for declaration in declarations {
      for property in declaration.properties {
        let typed = property.type.map { classes.contains(TypeName.simple($0)) } ?? false
        if typed || constructs(property.initializer, classes) { names.insert(property.name) }
      }
    }
    return names
  }

  /// The names that hold a hosting controller in `function`: properties of its type, parameters of a hosting
  /// type, locals made by a hosting construction, and `if let`/`guard let` aliases of any of them.
  static func hostingNames(_ function: FunctionDecl, owner: TypeDecl?, facts: BodyFacts, model: InteropModel, classes: Set<String>) -> Set<String> {
    var names = hostingProperties(declarations(of: owner, in: model), classes: classes)
    for parameter in function.parameters where classes.contains(TypeName.simple(parameter.type)) { names.insert(parameter.name) }
    for binding in facts.bindings where constructs(binding.value, classes) { names.insert(binding.name) }
    for condition in facts.body.descendants(.optionalBindingCondition) {
      guard let name = condition.boundNames.first else { continue }
      if let value = condition.initializerValue {
        if let path = MemberPath(value)?.withoutSelf, path.count == 1, let root = path.root, names.contains(root) { names.insert(name) }
        if constructs(value, classes) { names.insert(name) }
      } else if names.contains(name) {
        names.insert(name)
      }
    }
    return names
  }

  /// The hosting name a receiver or argument path designates (`host`, `self.host`, `host?`).
  static func host(_ path: MemberPath?, in names: Set<String>) -> String? {
    guard let path = path?.withoutSelf, path.count == 1, let root = path.root, names.contains(root) else { return nil }
    return root
  }

  /// The hosting name whose view an expression is (`host.view`, `self.host.view`, `host?.view`).
  static func hostView(_ node: SyntaxNode?, in names: Set<String>) -> String? {
    guard let path = MemberPath(node)?.withoutSelf, path.count == 2, path.last == "view", let root = path.root, names.contains(root) else { return nil }
    return root
  }

  /// The calls that add a view to a view hierarchy.
  static let addViewCalls: Set<String> = ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview"]

  /// Whether the type is a view controller by its superclass name (ends in ViewController or Controller).
  static func isViewController(_ declarations: [TypeDecl], classes: Set<String>) -> Bool {
    declarations.contains { declaration in
      guard declaration.keyword == .class, let superclass = declaration.inheritance.first.map({ TypeName.simple($0.name) }) else { return false }
      return (superclass.hasSuffix("ViewController") || superclass.hasSuffix("Controller")) && !classes.contains(superclass)
    }
  }

  /// Whether `name` is handed to a window as its root (`window.rootViewController = host`) anywhere in the type.
  static func isWindowRoot(_ name: String, declarations: [TypeDecl], context: AnalysisContext) -> Bool {
    for declaration in declarations {
      for function in declaration.functions {
        guard let facts = context.facts(of: function) else { continue }
        if facts.assignments.contains(where: { $0.targetPath?.last == "rootViewController" && host($0.valuePath, in: [name]) != nil }) { return true }
        if facts.calls.contains(where: { call in
          call.arguments.contains { $0.label == "rootViewController" && host(MemberPath($0.value), in: [name]) != nil }
        }) { return true }
      }
    }
    return false
  }

  /// The functions of the type (all declarations) by name.
  static func functions(named name: String, in declarations: [TypeDecl]) -> [FunctionDecl] {
    declarations.flatMap(\.functions).filter { $0.name == name }
  }

  /// The layout-pass methods: a frame set there follows every size change.
  static let layoutPassMethods: Set<String> = ["layoutSubviews", "viewDidLayoutSubviews", "viewWillLayoutSubviews", "layoutSublayers", "layout", "viewDidLayout", "viewWillLayout"]

  /// A call on `name` or with it as an argument that is not a UIKit call this family of rules knows: a helper
  /// that may do the containment or layout itself.
  static func passesToHelper(_ facts: BodyFacts, _ name: String, known: Set<String>) -> Bool {
    facts.calls.contains { call in
      guard !known.contains(call.name) else { return false }
      return call.arguments.contains { argument in
        host(MemberPath(argument.value), in: [name]) != nil || hostView(argument.value, in: [name]) != nil
      }
    }
  }

  /// The statement that holds a fact, else the node itself.
  static func statement(_ site: Site, _ node: SyntaxNode) -> SyntaxNode { site.statement ?? node }
}
