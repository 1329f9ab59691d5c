import SwiftLiteParser

/// The representables of one file and their Coordinators, found from the syntax tree: what the hover
/// resolver needs to know whether a token sits in a representable, in its Coordinator, or elsewhere.
///
/// A representable is a struct, class, enum or extension that conforms to a representable protocol
/// directly, in an extension in the file, or through a typealias in the file; all type declarations and
/// extensions of that name in the file belong to it. Its Coordinator is the type `makeCoordinator()`
/// returns (else `Coordinator`): nested in one of its declarations, an extension `Name.Coordinator`,
/// or a top-level type of that name when `makeCoordinator()` exists and the name is unambiguous.
struct HoverScope {
  struct RepresentableInfo {
    var name: String
    /// The representable protocol it conforms to (`UIViewRepresentable` …).
    var protocolName: String
    /// Every type declaration and extension of the representable in the file.
    var declarations: [SyntaxNode]
    var coordinatorName: String
    var coordinatorDeclarations: [SyntaxNode]

    var isController: Bool { protocolName.hasSuffix("ControllerRepresentable") }

    /// The member `func`s of all its declarations.
    var functions: [SyntaxNode] {
      declarations.flatMap { declaration in declaration.members.filter { member in member.kind == .funcDecl } }
    }

    func function(named name: String) -> SyntaxNode? {
      functions.first { function in function.name == name }
    }

    /// The `make…` / `update…` / `dismantle…` spelling of its kind (`UIView`, `UIViewController` …).
    var stem: String {
      protocolName.hasSuffix("Representable") ? String(protocolName.dropLast("Representable".count)) : protocolName
    }
  }

  static let representableProtocols: Set<String> = [
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    "UIGestureRecognizerRepresentable",
  ]

  static let maximumAliasChain = 8

  let tree: SyntaxTree
  let representables: [RepresentableInfo]

  init(tree: SyntaxTree) {
    self.tree = tree
    var types: [SyntaxNode] = []
    var aliases: [String: String] = [:]
    tree.root.walk { node in
      switch node.kind {
      case .sourceFile, .memberBlock, .ifConfigDecl, .ifConfigStmt, .ifConfigClause:
        return .visitChildren
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
        types.append(node)
        return .visitChildren
      case .typealiasDecl:
        if let name = node.name, let target = node.initializerValue?.compactText {
          aliases[name] = HoverScope.simpleName(target)
        }
        return .skipChildren
      default:
        return .skipChildren
      }
    }

    var found: [RepresentableInfo] = []
    var seen: Set<String> = []
    for type in types {
      let name = HoverScope.simpleName(type.name ?? "")
      guard !name.isEmpty, !seen.contains(name) else { continue }
      var protocolName: String?
      for inherited in type.inheritedTypeNames {
        let resolved = HoverScope.resolve(HoverScope.simpleName(inherited), aliases: aliases)
        if HoverScope.representableProtocols.contains(resolved) {
          protocolName = resolved
          break
        }
      }
      guard let protocolName else { continue }
      seen.insert(name)
      let declarations = types.filter { candidate in HoverScope.simpleName(candidate.name ?? "") == name }
      var info = RepresentableInfo(
        name: name, protocolName: protocolName, declarations: declarations, coordinatorName: "Coordinator",
        coordinatorDeclarations: [])
      let makeCoordinator = info.function(named: "makeCoordinator")
      if let returned = makeCoordinator?.returnType?.compactText {
        info.coordinatorName = HoverScope.simpleName(returned)
      }
      info.coordinatorDeclarations = HoverScope.coordinatorDeclarations(
        of: info, hasMakeCoordinator: makeCoordinator != nil, types: types)
      found.append(info)
    }
    self.representables = found
  }

  private static func coordinatorDeclarations(
    of representable: RepresentableInfo,
    hasMakeCoordinator: Bool,
    types: [SyntaxNode]
  ) -> [SyntaxNode] {
    let coordinator = representable.coordinatorName
    let candidates = types.filter { type in simpleName(type.name ?? "") == coordinator }
    let nested = candidates.filter { type in
      if type.kind == .extensionDecl {
        return type.name == representable.name + "." + coordinator
      }
      guard let owner = type.enclosingTypeDeclaration else { return false }
      return representable.declarations.contains { declaration in same(declaration, owner) }
    }
    if !nested.isEmpty || !hasMakeCoordinator { return nested }
    let topLevel = candidates.filter { type in type.kind != .extensionDecl && type.enclosingTypeDeclaration == nil }
    guard topLevel.count == 1 else { return [] }
    let extensions = candidates.filter { type in type.kind == .extensionDecl && type.name == coordinator }
    return topLevel + extensions
  }

  // MARK: Queries

  /// The representable one of whose declarations holds `offset` in its member block.
  func representable(containing offset: Int) -> RepresentableInfo? {
    representables.first { info in
      info.declarations.contains { declaration in HoverScope.bodyContains(declaration, offset) }
    }
  }

  /// The representable whose Coordinator holds `offset` in its member block.
  func representable(withCoordinatorContaining offset: Int) -> RepresentableInfo? {
    representables.first { info in
      info.coordinatorDeclarations.contains { declaration in HoverScope.bodyContains(declaration, offset) }
    }
  }

  func representable(declaredBy type: SyntaxNode) -> RepresentableInfo? {
    representables.first { info in info.declarations.contains { declaration in HoverScope.same(declaration, type) } }
  }

  func isCoordinatorDeclaration(_ type: SyntaxNode) -> Bool {
    representables.contains { info in
      info.coordinatorDeclarations.contains { declaration in HoverScope.same(declaration, type) }
    }
  }

  func isCoordinatorName(_ name: String) -> Bool {
    representables.contains { info in info.coordinatorName == name }
  }

  /// Whether the file names `UIHostingController` anywhere (a byte search; no allocation per token).
  var mentionsHostingController: Bool {
    let needle = Array("UIHostingController".utf8)
    let bytes = tree.bytes
    guard bytes.count >= needle.count, let first = needle.first else { return false }
    var index = 0
    while index + needle.count <= bytes.count {
      if bytes[index] == first {
        var matched = true
        var offset = 1
        while offset < needle.count {
          if bytes[index + offset] != needle[offset] {
            matched = false
            break
          }
          offset += 1
        }
        if matched { return true }
      }
      index += 1
    }
    return false
  }

  // MARK: Helpers

  static func bodyContains(_ declaration: SyntaxNode, _ offset: Int) -> Bool {
    guard let block = declaration.memberBlock else { return false }
    return block.offset <= offset && offset < block.endOffset
  }

  static func same(_ left: SyntaxNode, _ right: SyntaxNode) -> Bool {
    left.offset == right.offset && left.endOffset == right.endOffset && left.kind == right.kind
  }

  /// `SwiftUI.UIViewRepresentable` → `UIViewRepresentable`; `Box<T>` → `Box`.
  static func simpleName(_ name: String) -> String {
    var base = Substring(name)
    if let angle = base.firstIndex(of: "<") { base = base[..<angle] }
    let last = base.split(separator: ".").last.map(String.init) ?? String(base)
    return last.filter { character in character != " " && character != "?" && character != "!" }
  }

  static func resolve(_ name: String, aliases: [String: String]) -> String {
    var current = name
    var steps = 0
    while let next = aliases[current], next != current, steps < maximumAliasChain {
      current = next
      steps += 1
    }
    return current
  }
}
