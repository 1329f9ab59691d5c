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
  /// Identifies a node within one tree without keeping it.
  struct NodeKey: Hashable {
    var offset: Int
    var endOffset: Int
    var kind: SyntaxKind

    init(_ node: SyntaxNode) {
      offset = node.offset
      endOffset = node.endOffset
      kind = node.kind
    }
  }

  struct RepresentableInfo {
    var name: String
    /// The representable protocol it conforms to (`UIViewRepresentable` …).
    var protocolName: String
    /// Every type declaration and extension of the representable in the file.
    var declarations: [SyntaxNode]
    var coordinatorName: String
    var coordinatorDeclarations: [SyntaxNode]
    /// Precomputed for the queries: keys and member-block ranges of both lists.
    var declarationKeys: Set<NodeKey> = []
    var bodyRanges: [Range<Int>] = []
    var coordinatorKeys: Set<NodeKey> = []
    var coordinatorBodyRanges: [Range<Int>] = []

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

  private struct TypeEntry {
    var node: SyntaxNode
    var simpleName: String
    var fullName: String
  }

  init(tree: SyntaxTree) {
    self.tree = tree
    var entries: [TypeEntry] = []
    var aliases: [String: String] = [:]
    tree.root.walk { node in
      switch node.kind {
      case .sourceFile, .memberBlock, .ifConfigDecl, .ifConfigStmt, .ifConfigClause:
        return .visitChildren
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
        let fullName = node.name ?? ""
        entries.append(TypeEntry(node: node, simpleName: HoverScope.simpleName(fullName), fullName: fullName))
        // Only the member block can hold nested types.
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
    var byName: [String: [TypeEntry]] = [:]
    for entry in entries where !entry.simpleName.isEmpty {
      byName[entry.simpleName, default: []].append(entry)
    }

    var found: [RepresentableInfo] = []
    var seen: Set<String> = []
    for entry in entries where !entry.simpleName.isEmpty && !seen.contains(entry.simpleName) {
      guard let protocolName = HoverScope.representableProtocol(of: entry.node, aliases: aliases) else { continue }
      seen.insert(entry.simpleName)
      let declarations = (byName[entry.simpleName] ?? []).map { candidate in candidate.node }
      var info = RepresentableInfo(
        name: entry.simpleName, protocolName: protocolName, declarations: declarations,
        coordinatorName: "Coordinator", coordinatorDeclarations: [])
      let makeCoordinator = info.function(named: "makeCoordinator")
      if let returned = makeCoordinator?.returnType?.compactText {
        info.coordinatorName = HoverScope.simpleName(returned)
      }
      info.declarationKeys = Set(declarations.map(NodeKey.init))
      info.coordinatorDeclarations = HoverScope.coordinatorDeclarations(
        of: info, hasMakeCoordinator: makeCoordinator != nil, candidates: byName[info.coordinatorName] ?? [])
      info.bodyRanges = declarations.compactMap { declaration in declaration.memberBlock?.rangeWithTrivia }
      info.coordinatorKeys = Set(info.coordinatorDeclarations.map(NodeKey.init))
      info.coordinatorBodyRanges = info.coordinatorDeclarations.compactMap { declaration in
        declaration.memberBlock?.rangeWithTrivia
      }
      found.append(info)
    }
    self.representables = found
  }

  /// The representable protocol a type declaration names in its inheritance clause, if any. Looks at
  /// the identifier tokens only (`SwiftUI.UIViewRepresentable` and aliases count), without building text.
  private static func representableProtocol(of declaration: SyntaxNode, aliases: [String: String]) -> String? {
    guard let clause = declaration.child(.inheritanceClause) else { return nil }
    var found: String?
    clause.walkTokens { token in
      guard found == nil, token.kind == .identifier else { return }
      let text = token.identifierText
      let resolved = aliases.isEmpty ? text : resolve(text, aliases: aliases)
      if representableProtocols.contains(resolved) { found = resolved }
    }
    return found
  }

  private static func coordinatorDeclarations(
    of representable: RepresentableInfo,
    hasMakeCoordinator: Bool,
    candidates: [TypeEntry]
  ) -> [SyntaxNode] {
    let coordinator = representable.coordinatorName
    let nested = candidates.filter { entry in
      if entry.node.kind == .extensionDecl {
        return entry.fullName == representable.name + "." + coordinator
      }
      guard let owner = entry.node.enclosingTypeDeclaration else { return false }
      return representable.declarationKeys.contains(NodeKey(owner))
    }
    if !nested.isEmpty || !hasMakeCoordinator { return nested.map { entry in entry.node } }
    let topLevel = candidates.filter { entry in
      entry.node.kind != .extensionDecl && entry.node.enclosingTypeDeclaration == nil
    }
    guard topLevel.count == 1 else { return [] }
    let extensions = candidates.filter { entry in entry.node.kind == .extensionDecl && entry.fullName == coordinator }
    return (topLevel + extensions).map { entry in entry.node }
  }

  // MARK: Queries

  /// The representable one of whose declarations holds `offset` in its member block.
  func representable(containing offset: Int) -> RepresentableInfo? {
    representables.first { info in info.bodyRanges.contains { range in range.contains(offset) } }
  }

  /// The representable whose Coordinator holds `offset` in its member block.
  func representable(withCoordinatorContaining offset: Int) -> RepresentableInfo? {
    representables.first { info in info.coordinatorBodyRanges.contains { range in range.contains(offset) } }
  }

  func representable(declaredBy type: SyntaxNode) -> RepresentableInfo? {
    let key = NodeKey(type)
    return representables.first { info in info.declarationKeys.contains(key) }
  }

  func isCoordinatorDeclaration(_ type: SyntaxNode) -> Bool {
    let key = NodeKey(type)
    return representables.contains { info in info.coordinatorKeys.contains(key) }
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
