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

  /// What the hosting rules read once per file: the hosting classes and the type table over them. nil when the
  /// file never names `UIHostingController`: then no class, property, parameter or local holds a hosting
  /// controller, and no hosting rule can report.
  struct FileTables: Sendable {
    let classes: Set<String>
    let table: TypeTable

    init?(_ context: AnalysisContext) {
      guard context.fileMentions("UIHostingController") else { return nil }
      classes = HostingSupport.hostingClasses(context.interop)
      table = TypeTable(context.interop, classes: classes)
    }
  }

  /// The file's types by simple name with what the hosting rules ask of each name, built once per rule run: a
  /// rule asks for every function, and a filter over every type per function is quadratic in a file holding
  /// many declarations of one name (thousands of extensions of one type). Thread-safe: a rule's functions may be
  /// checked on two lanes.
  final class TypeTable: Sendable {
    private let byName: [String: [TypeDecl]]
    private let hostingByName: [String: Set<String>]
    private let controllerNames: Set<String>
    private let summaries = Locked<[String: TypeSummary]>([:])

    init(_ model: InteropModel, classes: Set<String>) {
      var byName: [String: [TypeDecl]] = [:]
      for type in model.types where type.keyword != .protocol { byName[type.name, default: []].append(type) }
      self.byName = byName
      var hostingByName: [String: Set<String>] = [:]
      var controllerNames: Set<String> = []
      for (name, declarations) in byName {
        let properties = HostingSupport.hostingProperties(declarations, classes: classes)
        if !properties.isEmpty { hostingByName[name] = properties }
        if HostingSupport.isViewController(declarations, classes: classes) { controllerNames.insert(name) }
      }
      self.hostingByName = hostingByName
      self.controllerNames = controllerNames
    }

    /// Every declaration (type and extensions) of the type named like `owner`, protocols excluded.
    func declarations(of owner: TypeDecl?) -> [TypeDecl] {
      guard let owner else { return [] }
      return byName[owner.name] ?? []
    }

    /// `hostingProperties` of every declaration named like `owner`.
    func hostingProperties(of owner: TypeDecl?) -> Set<String> {
      guard let owner else { return [] }
      return hostingByName[owner.name] ?? []
    }

    /// `isViewController` of every declaration named like `owner`.
    func isViewController(_ owner: TypeDecl?) -> Bool {
      guard let owner else { return false }
      return controllerNames.contains(owner.name)
    }

    /// What the functions of every declaration named like `owner` do with hosting names (built on first use).
    func summary(of owner: TypeDecl?, context: AnalysisContext) -> TypeSummary {
      guard let owner else { return TypeSummary() }
      if let known = summaries.withLock({ $0[owner.name] }) { return known }
      let built = TypeSummary(byName[owner.name] ?? [], context: context)
      return summaries.withLock { cache in
        if let first = cache[owner.name] { return first }
        cache[owner.name] = built
        return built
      }
    }
  }

  /// Per type (all its declarations): the one-component names (`host`, `self.host`) its functions use in the
  /// ways the hosting rules ask about "anywhere in the type" or "in another method", read once per type instead
  /// of once per function and host.
  struct TypeSummary {
    /// Names handed to a window as its root (`isWindowRoot`).
    private(set) var windowRoots: Set<String> = []
    /// Per name, the functions calling `addChild(name)`, `name.didMove(toParent:)` with a non-nil argument,
    /// `name.willMove(toParent: nil)`.
    private(set) var addChild: [String: Set<ObjectIdentifier>] = [:]
    private(set) var didMove: [String: Set<ObjectIdentifier>] = [:]
    private(set) var willMoveNil: [String: Set<ObjectIdentifier>] = [:]
    /// Names whose `name.view.translatesAutoresizingMaskIntoConstraints` is assigned.
    private(set) var clearsTranslation: Set<String> = []
    /// Names whose `name.view.autoresizingMask` or `.translatesAutoresizingMaskIntoConstraints` is assigned.
    private(set) var resizes: Set<String> = []
    /// Names whose `name.view.frame`, `.bounds` or `.center` is assigned in a function that follows size changes.
    private(set) var sizedInLayout: Set<String> = []

    init() {}

    init(_ declarations: [TypeDecl], context: AnalysisContext) {
      for declaration in declarations {
        for function in declaration.functions {
          guard let facts = context.facts(of: function) else { continue }
          let id = ObjectIdentifier(function)
          for assignment in facts.assignments {
            if assignment.targetPath?.last == "rootViewController", let root = HostingSupport.single(assignment.valuePath) { windowRoots.insert(root) }
            guard let path = assignment.targetPath?.withoutSelf, path.count == 3, path.components[1] == "view", let root = path.root else { continue }
            switch path.last {
            case "translatesAutoresizingMaskIntoConstraints":
              clearsTranslation.insert(root)
              resizes.insert(root)
            case "autoresizingMask": resizes.insert(root)
            case "frame", "bounds", "center": if HostingSupport.followsSize(function.name) { sizedInLayout.insert(root) }
            default: break
            }
          }
          for call in facts.calls {
            for argument in call.arguments where argument.label == "rootViewController" {
              if let root = HostingSupport.single(MemberPath(argument.value)) { windowRoots.insert(root) }
            }
            switch call.name {
            case "addChild":
              if let root = HostingSupport.single(MemberPath(call.arguments.first?.value)) { addChild[root, default: []].insert(id) }
            case "didMove":
              if let root = HostingSupport.single(call.receiverPath), !(call.arguments.first?.value.isNilLiteral ?? true) { didMove[root, default: []].insert(id) }
            case "willMove":
              if let root = HostingSupport.single(call.receiverPath), call.arguments.first?.value.isNilLiteral ?? false { willMoveNil[root, default: []].insert(id) }
            default: break
            }
          }
        }
      }
    }

    /// Whether a function other than `function` is in `functions`.
    static func other(than function: FunctionDecl, in functions: Set<ObjectIdentifier>?) -> Bool {
      guard let functions else { return false }
      return functions.count > (functions.contains(ObjectIdentifier(function)) ? 1 : 0)
    }
  }

  /// The one name a path designates without `self` (`host`, `self.host`, `host?`), as `host(_:in:)` reads it.
  static func single(_ path: MemberPath?) -> String? {
    guard let path = path?.withoutSelf, path.count == 1 else { return nil }
    return path.root
  }

  /// Stored properties of the type (all its declarations) that hold a hosting controller.
  static func hostingProperties(_ declarations: [TypeDecl], classes: Set<String>) -> Set<String> {
    var names: Set<String> = []
    for declaration in declarations {
      for property in declaration.properties {
        let typed = property.type.map { classes.contains(TypeName.simple($0)) } ?? false
        // `constructs` builds a call's facts; the byte search rules most initializers out first.
        if typed || (property.initializer.map { mentionsAny(classes, in: $0) } ?? false && constructs(property.initializer, classes)) {
          names.insert(property.name)
        }
      }
    }
    return names
  }

  /// The names that hold a hosting controller in `function`: properties of its type, parameters of a hosting
  /// type, locals made by a hosting construction, and `if let`/`guard let` aliases of any of them.
  /// `table` is built with the same `classes`.
  static func hostingNames(_ function: FunctionDecl, owner: TypeDecl?, facts: BodyFacts, table: TypeTable, classes: Set<String>) -> Set<String> {
    var names = table.hostingProperties(of: owner)
    for parameter in function.parameters where classes.contains(TypeName.simple(parameter.type)) { names.insert(parameter.name) }
    // A hosting construction names a hosting class, so a body whose bytes name none constructs none: a byte
    // search is far cheaper than building call facts per binding or walking the body (5 rules ask per function).
    let mentions = mentionsAny(classes, in: facts.body)
    if mentions {
      for binding in facts.bindings where constructs(binding.value, classes) { names.insert(binding.name) }
    }
    // With no name yet, a binding condition adds one only by constructing a hosting class.
    if names.isEmpty && !mentions { return names }
    for condition in facts.body.descendants(.optionalBindingCondition) {
      guard let name = condition.boundNames.first else { continue }
      if let value = condition.initializerValue {
        if let path = MemberPath(value)?.withoutSelf, path.count == 1, let root = path.root, names.contains(root) { names.insert(name) }
        if mentions && constructs(value, classes) { names.insert(name) }
      } else if names.contains(name) {
        names.insert(name)
      }
    }
    return names
  }

  /// Whether the source bytes of `node` contain any of `names`.
  static func mentionsAny(_ names: Set<String>, in node: SyntaxNode) -> Bool {
    let bytes = node.tree.bytes
    let range = node.rangeWithTrivia.clamped(to: 0..<bytes.count)
    for name in names {
      let pattern = Array(name.utf8)
      guard let first = pattern.first, pattern.count <= range.count else { continue }
      var index = range.lowerBound
      let last = range.upperBound - pattern.count
      while index <= last {
        if bytes[index] == first {
          var matched = 1
          while matched < pattern.count && bytes[index + matched] == pattern[matched] { matched += 1 }
          if matched == pattern.count { return true }
        }
        index += 1
      }
    }
    return false
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


  /// A layout pass, or the size-transition callback (`viewWillTransition(to:with:)`): a frame set there follows
  /// every size change of the container.
  static func followsSize(_ name: String) -> Bool {
    layoutPassMethods.contains(name) || name == "viewWillTransition"
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
