import SwiftLiteParser

/// The checker (ruff's model): one pass over the file's interop model that calls, at each site, the enabled
/// rules subscribed to its kind (`RepresentableRule`, `CoordinatorRule`, `FunctionRule`,
/// `TypeDeclarationRule`, `FileRule`). Each rule's findings keep the order of its sites (representables,
/// Coordinators, functions, types, then the file), whatever the lanes.
enum RuleDispatch {
  /// One unit of work: a site and the rules that look at it.
  private enum Site: Sendable {
    case representable(Representable)
    case coordinator(Coordinator, Representable)
    case function(FunctionDecl, TypeDecl?)
    case type(TypeDecl)
    case file(Int)
  }

  /// The rules of one run, by site kind, each with its slot (its position in `rules`).
  private struct Subscribers: Sendable {
    var representable: [(slot: Int, rule: any RepresentableRule.Type)] = []
    var coordinator: [(slot: Int, rule: any CoordinatorRule.Type)] = []
    var function: [(slot: Int, rule: any FunctionRule.Type)] = []
    var type: [(slot: Int, rule: any TypeDeclarationRule.Type)] = []
    var file: [(slot: Int, rule: any FileRule.Type)] = []

    init(_ rules: [any Rule.Type]) {
      for (slot, rule) in rules.enumerated() {
        let kinds = RuleDispatch.registryKinds[ObjectIdentifier(rule)] ?? SiteKinds(rule)
        if let rule = kinds.representable { representable.append((slot, rule)) }
        if let rule = kinds.coordinator { coordinator.append((slot, rule)) }
        if let rule = kinds.function { function.append((slot, rule)) }
        if let rule = kinds.type { type.append((slot, rule)) }
        if let rule = kinds.file { file.append((slot, rule)) }
      }
    }
  }

  /// The site protocols one rule conforms to (the casts are worked out once per registry rule, not per file).
  private struct SiteKinds: Sendable {
    let representable: (any RepresentableRule.Type)?
    let coordinator: (any CoordinatorRule.Type)?
    let function: (any FunctionRule.Type)?
    let type: (any TypeDeclarationRule.Type)?
    let file: (any FileRule.Type)?

    init(_ rule: any Rule.Type) {
      representable = rule as? any RepresentableRule.Type
      coordinator = rule as? any CoordinatorRule.Type
      function = rule as? any FunctionRule.Type
      type = rule as? any TypeDeclarationRule.Type
      file = rule as? any FileRule.Type
    }
  }

  /// Works out `registryKinds` now (a few hundred dynamic casts, each a first-time scan of the conformance
  /// records: ~10 ms), so that a caller can do it while it does something else before the first analysis.
  static func prepare() {
    _ = registryKinds.count
  }

  private static let registryKinds: [ObjectIdentifier: SiteKinds] = {
    var kinds: [ObjectIdentifier: SiteKinds] = [:]
    for rule in RuleRegistry.all { kinds[ObjectIdentifier(rule)] = SiteKinds(rule) }
    return kinds
  }()

  /// The findings of each rule of `rules`, in that order.
  static func run(_ rules: [any Rule.Type], context fileContext: AnalysisContext) -> [[Finding]] {
    let subscribers = Subscribers(rules)
    let model = fileContext.interop
    // Nearly every representable and Coordinator rule reads the facts of their functions: built first, on the
    // lanes, and then read without the lock. Every other body's facts are built when a rule first asks.
    var bodies: [SyntaxNode] = []
    if !subscribers.representable.isEmpty || !subscribers.coordinator.isEmpty {
      for representable in model.representables {
        for function in representable.functions + (representable.coordinator?.functions ?? []) {
          if let body = function.body { bodies.append(body) }
        }
      }
    }
    let context = bodies.isEmpty ? fileContext : fileContext.prebuildingFacts(of: bodies)
    var sites: [Site] = []
    if !subscribers.representable.isEmpty { sites += model.representables.map { .representable($0) } }
    if !subscribers.coordinator.isEmpty {
      // One Coordinator type, by its class (else first) declaration, however many representables return it.
      var seen: Set<Int> = []
      for representable in model.representables {
        guard let coordinator = representable.coordinator else { continue }
        if let declaration = coordinator.primary ?? coordinator.declarations.first, !seen.insert(declaration.node.offset).inserted { continue }
        sites.append(.coordinator(coordinator, representable))
      }
    }
    // Function rules first read their file facts; a rule with none (nil) sees no function of the file.
    let checkers = InteropAnalyzer.mapInLanes(context.lanes, subscribers.function) { subscriber in
      subscriber.rule.functionChecker(context).map { (slot: subscriber.slot, check: $0) }
    }.compactMap { $0 ?? nil }
    if !checkers.isEmpty { sites += model.functions.map { .function($0.function, $0.owner) } }
    if !subscribers.type.isEmpty { sites += model.types.map { .type($0) } }
    // The file rules are few and long: they start first, so that the many short sites even out the lanes.
    let fileSites = subscribers.file.indices.map { Site.file($0) }
    sites = fileSites + sites
    let results = InteropAnalyzer.mapInLanes(context.lanes, sites) { site -> [(slot: Int, findings: [Finding])] in
      var found: [(slot: Int, findings: [Finding])] = []
      switch site {
      case .representable(let representable):
        for subscriber in subscribers.representable {
          let findings = subscriber.rule.check(representable, context)
          if !findings.isEmpty { found.append((subscriber.slot, findings)) }
        }
      case .coordinator(let coordinator, let representable):
        for subscriber in subscribers.coordinator {
          let findings = subscriber.rule.check(coordinator, of: representable, context)
          if !findings.isEmpty { found.append((subscriber.slot, findings)) }
        }
      case .function(let function, let owner):
        for checker in checkers {
          let findings = checker.check(function, owner)
          if !findings.isEmpty { found.append((checker.slot, findings)) }
        }
      case .type(let type):
        for subscriber in subscribers.type {
          let findings = subscriber.rule.check(type, context)
          if !findings.isEmpty { found.append((subscriber.slot, findings)) }
        }
      case .file(let index):
        let subscriber = subscribers.file[index]
        let findings = subscriber.rule.analyze(context)
        if !findings.isEmpty { found.append((subscriber.slot, findings)) }
      }
      return found
    }
    // Each rule's findings in site order: representables, Coordinators, functions, types, then the file.
    var byRule = Array(repeating: [Finding](), count: rules.count)
    for case let found? in results.dropFirst(fileSites.count) + results.prefix(fileSites.count) {
      for (slot, findings) in found { byRule[slot] += findings }
    }
    return byRule
  }
}
