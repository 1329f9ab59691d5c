import SwiftLiteParser

/// The kinds of representable protocols and their method spellings.
public enum RepresentableKind: String, Sendable, Hashable, CaseIterable {
  case uiView = "UIViewRepresentable"
  case uiViewController = "UIViewControllerRepresentable"
  case nsView = "NSViewRepresentable"
  case nsViewController = "NSViewControllerRepresentable"
  case uiGestureRecognizer = "UIGestureRecognizerRepresentable"

  public var protocolName: String { rawValue }

  /// The middle of every method name: `UIView` in `makeUIView`.
  public var stem: String {
    switch self {
    case .uiView: return "UIView"
    case .uiViewController: return "UIViewController"
    case .nsView: return "NSView"
    case .nsViewController: return "NSViewController"
    case .uiGestureRecognizer: return "UIGestureRecognizer"
    }
  }

  // Literals, not `"make" + stem`: the model and the rules ask for these per representable and per function.
  public var makeName: String {
    switch self {
    case .uiView: return "makeUIView"
    case .uiViewController: return "makeUIViewController"
    case .nsView: return "makeNSView"
    case .nsViewController: return "makeNSViewController"
    case .uiGestureRecognizer: return "makeUIGestureRecognizer"
    }
  }

  public var updateName: String {
    switch self {
    case .uiView: return "updateUIView"
    case .uiViewController: return "updateUIViewController"
    case .nsView: return "updateNSView"
    case .nsViewController: return "updateNSViewController"
    case .uiGestureRecognizer: return "updateUIGestureRecognizer"
    }
  }

  public var dismantleName: String {
    switch self {
    case .uiView: return "dismantleUIView"
    case .uiViewController: return "dismantleUIViewController"
    case .nsView: return "dismantleNSView"
    case .nsViewController: return "dismantleNSViewController"
    case .uiGestureRecognizer: return "dismantleUIGestureRecognizer"
    }
  }
  /// The conventional name of update's first parameter (`uiView`).
  public var parameterName: String {
    switch self {
    case .uiView: return "uiView"
    case .uiViewController: return "uiViewController"
    case .nsView: return "nsView"
    case .nsViewController: return "nsViewController"
    case .uiGestureRecognizer: return "recognizer"
    }
  }

  /// The associated type that names the made type (`UIViewType`).
  public var madeTypeAlias: String {
    switch self {
    case .uiView: return "UIViewType"
    case .uiViewController: return "UIViewControllerType"
    case .nsView: return "NSViewType"
    case .nsViewController: return "NSViewControllerType"
    case .uiGestureRecognizer: return "UIGestureRecognizerType"
    }
  }

  /// `Self.` and the made-type alias (`Self.UIViewType`): a literal, not a concatenation per representable.
  public var qualifiedMadeTypeAlias: String {
    switch self {
    case .uiView: return "Self.UIViewType"
    case .uiViewController: return "Self.UIViewControllerType"
    case .nsView: return "Self.NSViewType"
    case .nsViewController: return "Self.NSViewControllerType"
    case .uiGestureRecognizer: return "Self.UIGestureRecognizerType"
    }
  }

  /// Every method name SwiftUI calls on this kind.
  public var requirementNames: [String] {
    var names = [makeName, updateName, dismantleName, "makeCoordinator", "sizeThatFits"]
    if self == .uiGestureRecognizer { names.append("handleUIGestureRecognizerAction") }
    return names
  }

  public var isController: Bool { self == .uiViewController || self == .nsViewController }

  /// The same family with the other view/controller flavour, if any.
  public var counterpart: RepresentableKind? {
    switch self {
    case .uiView: return .uiViewController
    case .uiViewController: return .uiView
    case .nsView: return .nsViewController
    case .nsViewController: return .nsView
    case .uiGestureRecognizer: return nil
    }
  }

  public static func named(_ name: String) -> RepresentableKind? { RepresentableKind(rawValue: name) }
}

/// A Coordinator type with every declaration of it the file holds (the class and its extensions).
public final class Coordinator: Sendable {
  public let name: String
  /// The declaring `class`/`struct`/`enum`/`actor`, if found.
  public let primary: TypeDecl?
  public let extensions: [TypeDecl]
  public let declarations: [TypeDecl]
  public let conformances: [InheritedTypeRef]
  public let functions: [FunctionDecl]
  public let properties: [PropertyDecl]

  init(name: String, primary: TypeDecl?, extensions: [TypeDecl]) {
    self.name = name
    self.primary = primary
    self.extensions = extensions
    var declarations: [TypeDecl] = []
    declarations.reserveCapacity(extensions.count + 1)
    if let primary { declarations.append(primary) }
    declarations.append(contentsOf: extensions)
    self.declarations = declarations
    if declarations.count == 1, let only = declarations.first {
      self.conformances = only.inheritance
    } else {
      self.conformances = declarations.flatMap(\.inheritance)
    }
    (self.functions, self.properties) = Members.collect(declarations)
  }

  public var nameToken: SyntaxToken? { primary?.nameToken ?? extensions.first?.nameToken }

  public func functions(named name: String) -> [FunctionDecl] { functions.filter { $0.name == name } }

  /// Whether the Coordinator (any of its declarations) conforms to `name`.
  public func conforms(to name: String) -> Bool { conformances.contains { $0.name == name } }

  /// The stored property that holds the representable (`parent`, or whatever its type names), if any.
  public func parentProperty(representable: String) -> PropertyDecl? {
    properties.first { property in property.type.map(TypeName.simple) == representable && !property.isComputed }
  }
}

/// One representable: its type and every extension in the file, with the lifecycle methods found.
public final class Representable: Sendable {
  public let name: String
  public let kind: RepresentableKind
  public let primary: TypeDecl?
  public let extensions: [TypeDecl]
  /// The declaration that lists the conformance, and the conformance entry.
  public let conformingDeclaration: TypeDecl
  public let conformance: InheritedTypeRef
  /// The primary declaration and the extensions, in that order.
  public let declarations: [TypeDecl]
  public let functions: [FunctionDecl]
  /// Instance properties of every declaration (static ones excluded).
  public let properties: [PropertyDecl]
  public let make: FunctionDecl?
  public let update: FunctionDecl?
  public let dismantle: FunctionDecl?
  public let makeCoordinator: FunctionDecl?
  public let sizeThatFits: FunctionDecl?
  public let coordinator: Coordinator?
  /// make's return type with the kind's `…Type` typealias resolved (`WKWebView`), without module prefix.
  public let madeType: String?

  init(name: String, kind: RepresentableKind, group: [TypeDecl], conformingDeclaration: TypeDecl, conformance: InheritedTypeRef, index: TypeIndex) {
    self.name = name
    self.kind = kind
    let primary = group.first { !$0.isExtension }
    self.primary = primary
    let extensions = group.filter(\.isExtension)
    self.extensions = extensions
    self.conformingDeclaration = conformingDeclaration
    self.conformance = conformance
    let declarations: [TypeDecl]
    if extensions.isEmpty, group.count == 1, let primary, group.first === primary {
      // The group is the one declaration (nearly always): its array is the list.
      declarations = group
    } else {
      var list: [TypeDecl] = []
      list.reserveCapacity(extensions.count + 1)
      if let primary { list.append(primary) }
      list.append(contentsOf: extensions)
      declarations = list
    }
    self.declarations = declarations
    let (functions, properties) = Members.collect(declarations)
    var localAliases: [TypeAliasDecl] = []
    for declaration in declarations {
      let aliases = declaration.typeAliases
      if !aliases.isEmpty { localAliases.append(contentsOf: aliases) }
    }
    self.functions = functions
    self.properties = properties
    // The first `func` of each lifecycle name, in one pass over the functions.
    let makeName = kind.makeName
    let updateName = kind.updateName
    let dismantleName = kind.dismantleName
    var make: FunctionDecl?
    var update: FunctionDecl?
    var dismantle: FunctionDecl?
    var makeCoordinator: FunctionDecl?
    var sizeThatFits: FunctionDecl?
    for function in functions where function.isFunc {
      let name = function.name
      if make == nil && name == makeName {
        make = function
      } else if update == nil && name == updateName {
        update = function
      } else if dismantle == nil && name == dismantleName {
        dismantle = function
      } else if makeCoordinator == nil && name == "makeCoordinator" {
        makeCoordinator = function
      } else if sizeThatFits == nil && name == "sizeThatFits" {
        sizeThatFits = function
      }
    }
    self.make = make
    self.update = update
    self.dismantle = dismantle
    self.makeCoordinator = makeCoordinator
    self.sizeThatFits = sizeThatFits
    self.coordinator = index.coordinator(owner: name, qualifiedOwner: primary?.qualifiedName ?? [name], makeCoordinator: makeCoordinator)
    // The made type: make's return type, through `typealias UIViewType = X` in the representable or the file.
    var made = make?.returnType.map(TypeName.simple)
    if made == nil || made == kind.madeTypeAlias || made == kind.qualifiedMadeTypeAlias {
      if let alias = localAliases.first(where: { $0.name == kind.madeTypeAlias }) { made = TypeName.simple(alias.target) }
    }
    if let current = made, let target = localAliases.first(where: { $0.name == current })?.target {
      made = TypeName.simple(target)
    }
    self.madeType = made.map { index.resolveAlias($0) }
  }

  /// The name token of the primary declaration, else of the declaration carrying the conformance.
  public var nameToken: SyntaxToken? { primary?.nameToken ?? conformingDeclaration.nameToken }

  public func function(named name: String) -> FunctionDecl? { functions.first { $0.name == name && $0.isFunc } }

  /// The update method's first parameter name (`uiView`, or whatever the author chose).
  public var updateParameter: String? {
    guard let first = update?.parameters.first, first.name != "_", !first.name.isEmpty else { return nil }
    return first.name
  }

  public func property(named name: String) -> PropertyDecl? { properties.first { $0.name == name } }

  /// Stored properties with one of the given property wrappers (`Binding`, `State`).
  public func properties(wrappedBy wrappers: Set<String>) -> [PropertyDecl] {
    properties.filter { $0.isWrapped(by: wrappers) }
  }

  /// Whether every declaration of the type is `private`/`fileprivate` (no other file can extend it).
  public var isFilePrivate: Bool {
    guard let primary else { return false }
    return primary.modifiers.contains("private") || primary.modifiers.contains("fileprivate")
  }
}

/// The functions and the instance properties of a type's declarations (the type and its extensions), in order.
enum Members {
  /// A single declaration's own lists are shared, not copied (nearly every representable and Coordinator is
  /// one declaration); the properties are copied only when some are static.
  static func collect(_ declarations: [TypeDecl]) -> (functions: [FunctionDecl], properties: [PropertyDecl]) {
    if declarations.count == 1, let only = declarations.first {
      let properties = only.properties
      if !properties.contains(where: \.isStatic) { return (only.functions, properties) }
      return (only.functions, properties.filter { !$0.isStatic })
    }
    var functions: [FunctionDecl] = []
    var properties: [PropertyDecl] = []
    // Sized first, so each list is allocated once.
    var counts = (functions: 0, properties: 0)
    for declaration in declarations {
      counts.functions += declaration.functions.count
      counts.properties += declaration.properties.count
    }
    functions.reserveCapacity(counts.functions)
    properties.reserveCapacity(counts.properties)
    for declaration in declarations {
      functions.append(contentsOf: declaration.functions)
      for property in declaration.properties where !property.isStatic { properties.append(property) }
    }
    return (functions, properties)
  }
}

/// Types of one file by simple name, for Coordinator lookup and alias resolution.
struct TypeIndex {
  let aliases: [String: String]
  /// Nested types by their owner's simple name and their own (`Outer.Coordinator`, and `extension
  /// Outer.Coordinator`), in source order.
  let byOwner: [OwnerKey: [TypeDecl]]
  /// Every type but protocols by simple name, in source order (the model's table, shared): the top-level
  /// declarations and the unqualified extensions of a name are filtered from it when asked.
  let byName: [String: [TypeDecl]]

  struct OwnerKey: Hashable {
    let owner: String
    let name: String
  }

  /// - Parameters: byName: the types (no protocols) by simple name, in source order; types: the file's types
  ///   (protocols are skipped).
  init(byName: [String: [TypeDecl]], types: [TypeDecl], aliases: [String: String]) {
    self.aliases = aliases
    self.byName = byName
    var byOwner: [OwnerKey: [TypeDecl]] = [:]
    // One pass in source order: each list keeps the order of `types`.
    for type in types where type.keyword != .protocol {
      let qualified = type.qualifiedName
      guard qualified.count >= 2 else { continue }
      byOwner[OwnerKey(owner: qualified[qualified.count - 2], name: type.name), default: []].append(type)
    }
    self.byOwner = byOwner
  }

  /// The top-level declarations (not extensions) named `name`.
  func topLevel(named name: String) -> [TypeDecl] {
    (byName[name] ?? []).filter { !$0.isExtension && $0.outer.isEmpty }
  }

  /// The extensions of exactly `name` (`extension Name`, not `extension Outer.Name`).
  func plainExtensions(of name: String) -> [TypeDecl] {
    (byName[name] ?? []).filter { type in
      guard type.isExtension else { return false }
      let qualified = type.qualifiedName
      return qualified.count == 1 && qualified[0] == type.name
    }
  }

  static let maximumAliasChain = 8

  func resolveAlias(_ name: String) -> String {
    var current = name
    var steps = 0
    while let next = aliases[current].map(TypeName.simple), steps < TypeIndex.maximumAliasChain, next != current {
      current = next
      steps += 1
    }
    return current
  }

  /// The Coordinator of a representable: the type makeCoordinator returns, else a type named `Coordinator`,
  /// nested in the representable (also declared as `extension Owner.Coordinator` or in
  /// `extension Outer.Owner { class Coordinator … }`), else an unambiguous top-level type of that name.
  func coordinator(owner: String, qualifiedOwner: [String], makeCoordinator: FunctionDecl?) -> Coordinator? {
    var written = "Coordinator"
    if let returnType = makeCoordinator?.returnType { written = returnType }
    let name: String
    if TypeName.isPlain(written) {
      // `components(written) == [written]`, without the array.
      name = written == "Self" || written == owner ? "Coordinator" : written
    } else {
      var components = TypeName.components(written)
      if components.first == "Self" || components.first == owner { components.removeFirst() }
      name = components.last ?? "Coordinator"
    }
    // The nested declarations of that name but protocols, in order: the first that is not an extension, and the
    // extensions (one pass, no filtered copies).
    var primary: TypeDecl?
    var extensions: [TypeDecl] = []
    var nestedIsEmpty = true
    if let nested = byOwner[OwnerKey(owner: owner, name: name)] {
      for type in nested where type.keyword != .protocol {
        nestedIsEmpty = false
        if type.isExtension {
          extensions.append(type)
        } else if primary == nil {
          primary = type
        }
      }
    }
    if primary == nil && (makeCoordinator != nil || nestedIsEmpty) {
      // The top-level declarations of that name (protocols are not in the index), and its unqualified extensions.
      let topLevel = topLevel(named: name)
      if topLevel.count == 1, let only = topLevel.first, makeCoordinator != nil || name != "Coordinator" {
        primary = only
        extensions += plainExtensions(of: name)
      }
    }
    guard primary != nil || !extensions.isEmpty else { return nil }
    return Coordinator(name: name, primary: primary, extensions: extensions)
  }
}

/// What one file declares for interop purposes: every type with its members, the representables (with their
/// extensions and Coordinators), typealiases. Built from the declaration index; no function body is walked.
public struct InteropModel: Sendable {
  public let declarations: DeclarationIndex
  public let representables: [Representable]
  /// Every type declaration in the file, nested ones included, in source order.
  public var types: [TypeDecl] { declarations.types }
  /// Every function of the file with the type (or extension) that declares it; nil for free functions.
  public let functions: [(function: FunctionDecl, owner: TypeDecl?)]
  /// Every type declaration but protocols, by simple name, in source order (rules look names up per function
  /// or per call: a filter over `types` there is quadratic in a large file).
  public let typesByName: [String: [TypeDecl]]
  /// Typealias targets (simple names) by alias name over the whole file, top level and members, every
  /// declaration kept (`#if os(iOS)` and `#else` branches may alias one name to two types).
  public let aliasTargets: [String: Set<String>]

  public init(tree: SyntaxTree) {
    self.init(declarations: DeclarationIndex(tree: tree))
  }

  public init(declarations: DeclarationIndex) {
    self.declarations = declarations
    let types = declarations.types
    var functions: [(function: FunctionDecl, owner: TypeDecl?)] = []
    var functionCount = declarations.freeFunctions.count
    for type in types { functionCount += type.functions.count }
    functions.reserveCapacity(functionCount)
    for function in declarations.freeFunctions { functions.append((function, nil)) }
    var bySimpleName: [String: [TypeDecl]] = [:]
    // Sized for one name per type in an ordinary file; past 4,096 types (generated code, often repeating names) it
    // grows with the distinct names instead of being allocated for all of them.
    bySimpleName.reserveCapacity(types.count <= 4_096 ? types.count : 4_096)
    var aliasTargets: [String: Set<String>] = [:]
    // `typeAliases` lists every typealias of the file: without any, no entry needs a look.
    let hasAliases = !declarations.typeAliases.isEmpty
    if hasAliases {
      for member in declarations.topLevel {
        if case .typeAlias(let alias) = member { aliasTargets[alias.name, default: []].insert(TypeName.simple(alias.target)) }
      }
    }
    // One pass over the types: their functions, the name table, member typealiases.
    for type in types {
      for function in type.functions { functions.append((function, type)) }
      if type.keyword != .protocol { bySimpleName[type.name, default: []].append(type) }
      if hasAliases {
        for alias in type.typeAliases { aliasTargets[alias.name, default: []].insert(TypeName.simple(alias.target)) }
      }
    }
    self.functions = functions
    self.typesByName = bySimpleName
    self.aliasTargets = aliasTargets
    var representables: [Representable] = []
    var seen: Set<[String]> = []
    var lazyIndex: TypeIndex?
    for type in types where type.keyword != .protocol && !type.inheritance.isEmpty {
      // By position: an entry is copied (five references retained) only when it makes a representable.
      let inheritance = type.inheritance
      for position in inheritance.indices {
        // Every kind's name ends in `Representable`; any other name counts only through a typealias.
        let inheritedName = inheritance[position].name
        if !hasAliases && !inheritedName.hasSuffix("Representable") { continue }
        let index = lazyIndex ?? TypeIndex(byName: bySimpleName, types: types, aliases: declarations.typeAliases)
        lazyIndex = index
        guard let kind = RepresentableKind.named(index.resolveAlias(inheritedName)) else { continue }
        // The representable's declarations: same qualified name (`Outer.Inner` and `extension Outer.Inner`),
        // or, when unqualified, same simple name.
        let qualified = type.qualifiedName
        // One hash of the name path: `insert` answers whether it was there.
        guard seen.insert(qualified).inserted else { break }
        let group = (bySimpleName[type.name] ?? []).filter { other in
          other.qualifiedName == qualified || other.qualifiedName.count == 1 || qualified.count == 1
        }
        representables.append(Representable(
          name: type.name, kind: kind, group: group, conformingDeclaration: type, conformance: inheritance[position], index: index))
        break
      }
    }
    self.representables = representables
  }

  /// The classes of the file named `name` (declarations, not extensions: `class` keyword only).
  public func classes(named name: String) -> [TypeDecl] {
    (typesByName[name] ?? []).filter { $0.keyword == .class }
  }

  /// The representable whose Coordinator is `type`, if any.
  public func representable(coordinatedBy type: TypeDecl) -> Representable? {
    representables.first { representable in
      representable.coordinator?.declarations.contains { $0 === type } ?? false
    }
  }
}
