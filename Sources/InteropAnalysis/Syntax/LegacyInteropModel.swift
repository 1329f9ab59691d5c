import SwiftLiteParser

/// A Coordinator type with all its declarations in the file.
public final class LegacyCoordinator: Sendable {
  public let name: String
  /// The declaring `class`/`struct`/`enum`/`actor`, if found.
  public let primary: TypeDeclaration?
  public let extensions: [TypeDeclaration]
  public let declarations: [TypeDeclaration]
  public let conformances: [InheritedType]
  public let functions: [FunctionDeclaration]
  public let variables: [VariableDeclaration]

  public init(name: String, primary: TypeDeclaration?, extensions: [TypeDeclaration]) {
    self.name = name
    self.primary = primary
    self.extensions = extensions
    let declarations = (primary.map { [$0] } ?? []) + extensions
    self.declarations = declarations
    self.conformances = declarations.flatMap(\.inheritance)
    self.functions = declarations.flatMap { $0.members.compactMap(\.function) }
    self.variables = declarations.flatMap { $0.members.compactMap(\.variable) }
  }

  public var nameToken: Int? { primary?.nameToken ?? extensions.first?.nameToken }
}

/// One representable: its type and every extension in the file, with the lifecycle methods found.
public final class LegacyRepresentable: Sendable {
  public let name: String
  public let kind: RepresentableKind
  public let primary: TypeDeclaration?
  public let extensions: [TypeDeclaration]
  /// The token of the protocol name in the conformance.
  public let conformanceToken: Int
  public let conformanceDeclaration: TypeDeclaration
  public let coordinator: LegacyCoordinator?
  /// The primary declaration and the extensions, in that order.
  public let declarations: [TypeDeclaration]
  /// Member functions of every declaration.
  public let functions: [FunctionDeclaration]
  /// Member variables of every declaration.
  public let variables: [VariableDeclaration]
  public let make: FunctionDeclaration?
  public let update: FunctionDeclaration?
  public let dismantle: FunctionDeclaration?
  public let makeCoordinator: FunctionDeclaration?
  public let sizeThatFits: FunctionDeclaration?

  public init(
    name: String, kind: RepresentableKind, primary: TypeDeclaration?, extensions: [TypeDeclaration], conformanceToken: Int,
    conformanceDeclaration: TypeDeclaration, candidatesByName: [String: [TypeDeclaration]]
  ) {
    self.name = name
    self.kind = kind
    self.primary = primary
    self.extensions = extensions
    self.conformanceToken = conformanceToken
    self.conformanceDeclaration = conformanceDeclaration
    let declarations = (primary.map { [$0] } ?? []) + extensions
    self.declarations = declarations
    let functions = declarations.flatMap { $0.members.compactMap(\.function) }
    self.functions = functions
    self.variables = declarations.flatMap { $0.members.compactMap(\.variable) }
    func named(_ name: String) -> FunctionDeclaration? { functions.first { $0.name == name && $0.keyword == "func" } }
    self.make = named(kind.makeName)
    self.update = named(kind.updateName)
    self.dismantle = named(kind.dismantleName)
    self.makeCoordinator = named("makeCoordinator")
    self.sizeThatFits = named("sizeThatFits")
    self.coordinator = LegacyInteropModel.findCoordinator(owner: name, makeCoordinator: makeCoordinator, candidatesByName: candidatesByName)
  }

  /// The Coordinator's name: the found Coordinator's, else the type `makeCoordinator()` returns, else `Coordinator`.
  public var coordinatorName: String {
    if let coordinator { return coordinator.name }
    if let returnType = makeCoordinator?.returnType { return LegacyInteropModel.simpleName(returnType.trimmingSpaces) }
    return "Coordinator"
  }

  /// The name token of the primary declaration, else of the declaration carrying the conformance.
  public var nameToken: Int { primary?.nameToken ?? conformanceDeclaration.nameToken }

  public func function(named name: String) -> FunctionDeclaration? { functions.first { $0.name == name && $0.keyword == "func" } }
  /// make's declared return type (`WKWebView`).
  public var madeType: String? { make?.returnType }
  /// The update method's first parameter name (`uiView`, or whatever the author chose).
  public var updateParameter: String? {
    guard let first = update?.parameters.first, first.name != "_" else { return nil }
    return first.name
  }

  /// Stored properties with the given property wrapper (`Binding`, `State`).
  public func properties(wrappedBy wrappers: Set<String>) -> [VariableDeclaration] {
    variables.filter { variable in variable.attributes.contains { wrappers.contains($0.name) } }
  }
}

/// Classes in the file whose superclass name ends in `ViewController` or `Controller`.
public struct ViewControllerSubclass: Sendable {
  public var declaration: TypeDeclaration
}

/// What the file contains for interop purposes.
public struct LegacyInteropModel: Sendable {
  public var representables: [LegacyRepresentable]
  /// Every type declaration in the file, nested ones included, in source order.
  public var allTypes: [TypeDeclaration]
  public var typeAliases: [String: String]
  public var viewControllerSubclasses: [ViewControllerSubclass]
  /// Every function in the file with the type (or extension) declaring it; nil for free functions.
  public var allFunctions: [(function: FunctionDeclaration, owner: TypeDeclaration?)]

  public static let maximumAliasChain = 8

  /// The model of a parsed file (declarations only; no function body is walked).
  public init(tree: SyntaxTree) {
    let file = ScannedFile(tree: tree)
    self.init(file: file, declarations: DeclarationBuilder.declarations(in: tree, file: file))
  }

  public init(file: ScannedFile, declarations: [Declaration]) {
    var types: [TypeDeclaration] = []
    var aliases: [String: String] = [:]
    LegacyInteropModel.collect(declarations, into: &types, aliases: &aliases, depth: 0)
    self.allTypes = types
    var functions: [(function: FunctionDeclaration, owner: TypeDeclaration?)] = declarations.compactMap { declaration in
      declaration.function.map { (function: $0, owner: nil) }
    }
    for type in types {
      for member in type.members {
        if let function = member.function { functions.append((function: function, owner: type)) }
      }
    }
    self.allFunctions = functions
    self.typeAliases = aliases
    self.viewControllerSubclasses = types.filter { type in
      type.keyword == "class" && (type.inheritance.first.map { $0.name.hasSuffix("ViewController") || $0.name.hasSuffix("Controller") } ?? false)
    }.map { ViewControllerSubclass(declaration: $0) }

    var bySimpleName: [String: [TypeDeclaration]] = [:]
    for type in types where type.keyword != "protocol" {
      bySimpleName[LegacyInteropModel.simpleName(type.name), default: []].append(type)
    }
    var representables: [LegacyRepresentable] = []
    var seen: Set<String> = []
    for type in types where type.keyword != "protocol" && !type.inheritance.isEmpty {
      let simple = LegacyInteropModel.simpleName(type.name)
      guard !seen.contains(simple) else { continue }
      for inherited in type.inheritance {
        guard let kind = RepresentableKind.named(LegacyInteropModel.resolve(inherited.name, aliases: aliases)) else { continue }
        seen.insert(simple)
        let group = bySimpleName[simple] ?? []
        let primary = group.first { $0.keyword != "extension" }
        let extensions = group.filter { $0.keyword == "extension" }
        representables.append(LegacyRepresentable(
          name: simple, kind: kind, primary: primary, extensions: extensions, conformanceToken: inherited.nameToken,
          conformanceDeclaration: type, candidatesByName: bySimpleName))
        break
      }
    }
    self.representables = representables
  }

  static func collect(_ declarations: [Declaration], into types: inout [TypeDeclaration], aliases: inout [String: String], depth: Int) {
    guard depth < 64 else { return }
    for declaration in declarations {
      switch declaration {
      case .type(let type):
        types.append(type)
        collect(type.members, into: &types, aliases: &aliases, depth: depth + 1)
      case .typeAlias(let alias):
        aliases[alias.name] = simpleName(alias.target.trimmingSpaces)
      default:
        break
      }
    }
  }

  public static func simpleName(_ name: String) -> String {
    // Plain ASCII without carriage returns (one byte per character): the same cut on the bytes.
    let fast: String?? = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      var end = bytes.count
      for (index, byte) in bytes.enumerated() {
        if byte >= 0x80 || byte == 0x0D { return nil }
        if byte == UInt8(ascii: "<") && end == bytes.count { end = index }
      }
      var segmentEnd = end
      while segmentEnd > 0 && bytes[segmentEnd - 1] == UInt8(ascii: ".") { segmentEnd -= 1 }
      guard segmentEnd > 0 else { return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self) }
      var segmentStart = segmentEnd
      while segmentStart > 0 && bytes[segmentStart - 1] != UInt8(ascii: ".") { segmentStart -= 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[segmentStart..<segmentEnd]), as: UTF8.self)
    }
    if let fast, let result = fast { return result }
    var base = name
    if let angle = base.firstIndex(of: "<") { base = String(base[..<angle]) }
    return base.split(separator: ".").last.map(String.init) ?? base
  }

  /// Follows a typealias chain in the file (bounded).
  public static func resolve(_ name: String, aliases: [String: String]) -> String {
    var current = name
    var steps = 0
    while let next = aliases[current], steps < maximumAliasChain, next != current {
      current = next
      steps += 1
    }
    return current
  }

  static func findCoordinator(owner: String, makeCoordinator: FunctionDeclaration?, candidatesByName: [String: [TypeDeclaration]]) -> LegacyCoordinator? {
    var name = "Coordinator"
    if let returnType = makeCoordinator?.returnType {
      name = simpleName(returnType.trimmingSpaces)
    }
    let candidates = candidatesByName[name] ?? []
    // Nested in the representable or one of its extensions, or an extension of `Owner.Coordinator`.
    let qualified = owner + "." + name
    let nested = candidates.filter { type in
      (type.keyword != "extension" && type.outerNames.last == owner)
        || (type.keyword == "extension" && (type.name == qualified))
    }
    var primary = nested.first { $0.keyword != "extension" }
    var extensions = nested.filter { $0.keyword == "extension" }
    if primary == nil && (makeCoordinator != nil || nested.isEmpty) {
      // A top-level type of that name, used only when it is unambiguous.
      let topLevel = candidates.filter { $0.keyword != "extension" && $0.outerNames.isEmpty }
      if topLevel.count == 1, let only = topLevel.first, makeCoordinator != nil || name != "Coordinator" {
        primary = only
        extensions += candidates.filter { $0.keyword == "extension" && $0.name == name }
      }
    }
    guard primary != nil || !extensions.isEmpty else { return nil }
    return LegacyCoordinator(name: name, primary: primary, extensions: extensions)
  }

  /// Whether the made type or another type name is a class the file declares as a Coordinator of some representable.
  public func isCoordinatorType(_ declaration: TypeDeclaration) -> Bool {
    representables.contains { representable in
      guard let primary = representable.coordinator?.primary else { return false }
      return primary.nameToken == declaration.nameToken
    }
  }
}

extension Declaration {
  public var function: FunctionDeclaration? {
    if case .function(let function) = self { return function }
    return nil
  }

  public var variable: VariableDeclaration? {
    if case .variable(let variable) = self { return variable }
    return nil
  }

  public var type: TypeDeclaration? {
    if case .type(let type) = self { return type }
    return nil
  }
}

extension String {
  var trimmingSpaces: String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" || first == "\n" || first == "\r" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" || last == "\n" || last == "\r" { scalars.removeLast() }
    return String(scalars)
  }
}
