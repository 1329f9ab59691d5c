import SwiftLiteParser

/// The representables of one file and their Coordinators as the interop model (`InteropModel`) finds them, the
/// same model the rules run on, so hover and diagnostics always agree on what is a representable and which
/// type is its Coordinator. Keeps what the hover resolver asks: whether a token sits in a representable, in its
/// Coordinator, or elsewhere.
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

  let tree: SyntaxTree
  let representables: [RepresentableInfo]

  /// Builds the interop model of `tree` (declarations only; no function body is walked).
  init(tree: SyntaxTree) {
    self.init(tree: tree, model: InteropModel(tree: tree))
  }

  /// Uses a model already built from `tree` (by the analysis of the same document version).
  init(tree: SyntaxTree, model: InteropModel) {
    self.tree = tree
    self.representables = model.representables.map { representable in
      let declarations = representable.declarations.map(\.node)
      let coordinatorDeclarations = representable.coordinator?.declarations.map(\.node) ?? []
      var info = RepresentableInfo(
        name: representable.name, protocolName: representable.kind.protocolName, declarations: declarations,
        coordinatorName: representable.coordinator?.name ?? representable.makeCoordinator?.returnType.map(TypeName.simple) ?? "Coordinator",
        coordinatorDeclarations: coordinatorDeclarations)
      info.declarationKeys = Set(declarations.map(NodeKey.init))
      info.bodyRanges = declarations.compactMap { declaration in declaration.memberBlock?.rangeWithTrivia }
      info.coordinatorKeys = Set(coordinatorDeclarations.map(NodeKey.init))
      info.coordinatorBodyRanges = coordinatorDeclarations.compactMap { declaration in declaration.memberBlock?.rangeWithTrivia }
      return info
    }
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
}
