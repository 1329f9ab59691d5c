import SwiftLiteParser

/// What the declaration-shape lifecycle rules share on the typed model: the requirements of each kind with their
/// argument labels, view and controller type names, availability attributes, and whether every declaration of a
/// representable is in this file.
enum LifecycleSupport {
  // MARK: Requirements

  /// One method SwiftUI calls on a representable: its name, argument labels (nil for `_`) and whether it is static.
  struct Requirement: Hashable {
    let name: String
    let labels: [String?]
    let isStatic: Bool
  }

  /// The methods SwiftUI calls on `kind`, with their labels.
  static func requirements(of kind: RepresentableKind) -> [Requirement] {
    var result = [
      Requirement(name: kind.makeName, labels: ["context"], isStatic: false),
      Requirement(name: kind.updateName, labels: [nil, "context"], isStatic: false),
      Requirement(name: kind.dismantleName, labels: [nil, "coordinator"], isStatic: true),
    ]
    if kind == .uiGestureRecognizer {
      result.append(Requirement(name: "makeCoordinator", labels: ["converter"], isStatic: false))
      result.append(Requirement(name: "handleUIGestureRecognizerAction", labels: [nil, "context"], isStatic: false))
    } else {
      result.append(Requirement(name: "makeCoordinator", labels: [], isStatic: false))
      result.append(Requirement(name: "sizeThatFits", labels: [nil, kind.parameterName, "context"], isStatic: false))
    }
    return result
  }

  /// Every requirement name of every kind (`makeNSView` is no typo of `makeUIView`).
  static let allRequirementNames: Set<String> = Set(RepresentableKind.allCases.flatMap(\.requirementNames))

  /// Names of the methods the representable's own code calls without a receiver or on `self`/`Self`: such a
  /// method is a helper, whatever its name.
  static func selfCalledNames(_ representable: Representable, context: AnalysisContext) -> Set<String> {
    var names: Set<String> = []
    for declaration in representable.declarations {
      for function in declaration.functions {
        guard let facts = context.facts(of: function) else { continue }
        for call in facts.calls {
          guard let path = call.receiverPath else { continue }
          if path.components.isEmpty || path.components == ["self"] || path.components == ["Self"]
            || path.components == [representable.name]
          {
            names.insert(call.name)
          }
        }
      }
      // Computed properties and property initializers may call helpers too.
      for property in declaration.properties {
        let nodes = [property.initializer, property.binding.accessorBlock].compactMap { $0 }
        for node in nodes {
          for call in node.descendants(.callExpr) {
            guard let callee = call.callee else { continue }
            if callee.kind == .identifierExpr, let name = callee.nameToken?.identifierText { names.insert(name) }
            if callee.kind == .memberAccessExpr, callee.base?.firstToken?.kind == .kw_self, let name = callee.memberName { names.insert(name) }
          }
        }
      }
    }
    // The Coordinator calling through its `parent` copy of the representable.
    if let coordinator = representable.coordinator, let parent = coordinator.parentProperty(representable: representable.name) {
      for function in coordinator.functions {
        guard let facts = context.facts(of: function) else { continue }
        for call in facts.calls where call.receiverPath?.withoutSelf.components == [parent.name] { names.insert(call.name) }
      }
    }
    return names
  }

  // MARK: Kinds

  /// Typealias targets by name over the whole file, every declaration kept (`#if os(iOS)` and `#else` branches
  /// may alias one name to two protocols).
  static func aliasTargets(_ model: InteropModel) -> [String: Set<String>] { model.aliasTargets }

  /// The representable kinds one declaration conforms to; nil when one of them goes through a typealias that
  /// the file declares with different targets (the kind depends on the platform being compiled).
  static func conformedKinds(_ declaration: TypeDecl, model: InteropModel, aliases: [String: Set<String>]) -> Set<RepresentableKind>? {
    var kinds: Set<RepresentableKind> = []
    for inherited in declaration.inheritance {
      var name = inherited.name
      var steps = 0
      while let targets = aliases[name], steps < 8 {
        guard targets.count == 1, let only = targets.first, only != name else {
          if targets.contains(where: { RepresentableKind.named($0) != nil }) { return nil }
          break
        }
        name = only
        steps += 1
      }
      if let kind = RepresentableKind.named(name) { kinds.insert(kind) }
    }
    return kinds
  }

  /// The kind that decides the requirements of `function`: the kind its own declaration (the type or the
  /// extension holding it) conforms to, else the one kind the representable conforms to anywhere in the file;
  /// nil when that is ambiguous (`extension X: UIViewRepresentable` and `extension X: NSViewRepresentable` in
  /// `#if` branches, or a platform-dependent typealias).
  static func kind(of function: FunctionDecl, in representable: Representable, model: InteropModel) -> RepresentableKind? {
    kind(of: function, in: representable, model: model, aliases: aliasTargets(model))
  }

  static func kind(of function: FunctionDecl, in representable: Representable, model: InteropModel, aliases: [String: Set<String>]) -> RepresentableKind? {
    var all: Set<RepresentableKind> = []
    var own: Set<RepresentableKind>?
    for declaration in representable.declarations {
      guard let kinds = conformedKinds(declaration, model: model, aliases: aliases) else { return nil }
      all.formUnion(kinds)
      if declaration.functions.contains(where: { $0 === function }) { own = kinds }
    }
    if let own, own.count == 1 { return own.first }
    if let own, own.count > 1 { return nil }
    return all.count == 1 ? all.first : nil
  }

  /// The one kind the representable conforms to in this file, or nil when its declarations conform to several
  /// (platform branches) or through a platform-dependent typealias.
  static func singleKind(_ representable: Representable, model: InteropModel) -> RepresentableKind? {
    let aliases = aliasTargets(model)
    var all: Set<RepresentableKind> = []
    for declaration in representable.declarations {
      guard let kinds = conformedKinds(declaration, model: model, aliases: aliases) else { return nil }
      all.formUnion(kinds)
    }
    return all.count == 1 ? all.first : nil
  }

  // MARK: Where the declarations are

  /// Whether every declaration of the representable must be in this file: its type is `private`/`fileprivate`,
  /// or nested in a type that is (no other file can extend it).
  static func isFileScoped(_ representable: Representable) -> Bool {
    guard let primary = representable.primary else { return false }
    if representable.isFilePrivate { return true }
    for ancestor in primary.node.ancestors where ancestor.kind.isTypeLikeDeclaration {
      if ancestor.hasModifier("private") || ancestor.hasModifier("fileprivate") { return true }
    }
    return false
  }

  /// The type declarations (the primary, its extensions, and every type enclosing one of them) that hold `node`.
  static func enclosingTypes(of node: SyntaxNode) -> [SyntaxNode] {
    node.ancestors.filter(\.kind.isTypeLikeDeclaration)
  }

  // MARK: View and controller types (the lists: FrameworkTypes)

  enum MadeKind { case view, controller }

  /// Whether `name` is a view or a view controller: a workspace class by its superclass chain in this file, else
  /// a framework type by list or by name (`…ViewController` / `…Controller` with a framework prefix, `…View`);
  /// nil when unknown.
  static func madeKind(of name: String, in model: InteropModel) -> MadeKind? {
    var current = name
    for _ in 0..<16 {
      if let known = frameworkKind(current) { return known }
      let declared = model.classes(named: current)
      guard declared.count == 1, let only = declared.first, let superclass = only.inheritance.first?.name else {
        return declared.isEmpty ? patternKind(current) : nil
      }
      current = superclass
    }
    return nil
  }

  static func frameworkKind(_ name: String) -> MadeKind? {
    if FrameworkTypes.notViewsOrControllers.contains(name) { return nil }
    if FrameworkTypes.controllers.contains(name) { return .controller }
    if FrameworkTypes.views.contains(name) { return .view }
    return nil
  }

  /// A framework-looking name that is not declared in this file (`SFSafariViewController`, `MKMapView`).
  static func patternKind(_ name: String) -> MadeKind? {
    if FrameworkTypes.notViewsOrControllers.contains(name) { return nil }
    guard FrameworkTypes.prefixes.contains(where: { name.hasPrefix($0) }) else { return nil }
    if name.hasSuffix("ViewController") || name.hasSuffix("Controller") { return .controller }
    if name.hasSuffix("View") { return .view }
    return nil
  }

  /// The base class of a kind, used when the made type is unknown.
  static func baseType(of kind: RepresentableKind) -> String {
    switch kind {
    case .uiView: return "UIView"
    case .uiViewController: return "UIViewController"
    case .nsView: return "NSView"
    case .nsViewController: return "NSViewController"
    case .uiGestureRecognizer: return "UIGestureRecognizer"
    }
  }

  // MARK: Availability

  /// The platform whose deployment target decides a kind's API availability.
  static func platform(of kind: RepresentableKind) -> String {
    kind == .nsView || kind == .nsViewController ? "macOS" : "iOS"
  }

  /// The platform names an `@available` entry may use for `platform` (`iOS` also covers `iPadOS`, and Mac
  /// Catalyst builds take iOS availability unless `macCatalyst` is named).
  static func platformSpellings(_ platform: String) -> Set<String> {
    platform == "macOS" ? ["macOS", "OSX", "macOSApplicationExtension"] : ["iOS", "iPadOS", "iOSApplicationExtension"]
  }

  /// The version an `@available(…)` attribute node introduces for `platform` (`@available(iOS 16, *)`,
  /// `@available(iOS, introduced: 16.0)`), or nil when it names none.
  static func introducedVersion(_ attribute: SyntaxNode, platform: String) -> DeploymentTarget? {
    guard attribute.attributeName == "available" else { return nil }
    let spellings = platformSpellings(platform)
    // Split the argument tokens at commas.
    var groups: [[SyntaxToken]] = [[]]
    var inArguments = false
    var depth = 0
    for token in attribute.tokens {
      switch token.kind {
      case .leftParen:
        depth += 1
        if depth == 1 { inArguments = true; continue }
      case .rightParen:
        depth -= 1
        if depth == 0 { inArguments = false; continue }
      case .comma where depth == 1:
        groups.append([])
        continue
      default:
        break
      }
      if inArguments, let last = groups.indices.last { groups[last].append(token) }
    }
    guard let first = groups.first, let platformToken = first.first, spellings.contains(platformToken.text) else {
      // Shorthand lists name several platforms: `@available(macOS 13, iOS 16, *)`.
      for group in groups.dropFirst() {
        if let head = group.first, spellings.contains(head.text), group.count >= 2 {
          return DeploymentTarget(parsing: platform + " " + group.dropFirst().map(\.text).joined())
        }
      }
      return nil
    }
    if first.count >= 2 {
      return DeploymentTarget(parsing: platform + " " + first.dropFirst().map(\.text).joined())
    }
    // `@available(iOS, introduced: 16.0)`.
    for group in groups.dropFirst() {
      if let head = group.first, head.text == "introduced", group.count >= 3 {
        return DeploymentTarget(parsing: platform + " " + group.dropFirst(2).map(\.text).joined())
      }
    }
    return nil
  }

  /// Whether any `@available` attribute of `node` (a declaration) introduces `platform` at `major` or later.
  static func isAvailable(_ node: SyntaxNode, platform: String, major: Int) -> Bool {
    node.attributes.contains { attribute in
      guard let version = introducedVersion(attribute, platform: platform) else { return false }
      return !version.isBelow(major: major)
    }
  }
}
