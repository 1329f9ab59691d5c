/// A child of a green node and where it sits (absolute offset, index among its parent's children): all a
/// `SyntaxNode` needs but its parent, so the index keeps the place and makes the red node only when a caller
/// asks for it (`node(parent:)`), with the same parent chain the eager walk gave.
struct GreenChild: Sendable {
  let green: GreenNode
  let offset: Int
  let index: Int

  var kind: SyntaxKind { green.kind }

  /// The red node, as `parent`'s child (`parent` must be the red node of the green node this is a child of).
  @inline(__always)
  func node(parent: SyntaxNode) -> SyntaxNode {
    SyntaxNode(tree: parent.tree, green: green, offset: offset, parent: parent, indexInParent: index)
  }

  /// The first child node whose kind passes `include` (`firstChildNode(where:)` on the kind, no node built).
  @inline(__always)
  func firstChild(where include: (SyntaxKind) -> Bool) -> GreenChild? {
    var found: GreenChild?
    forEachChild(where: include) { child in
      found = child
      return false
    }
    return found
  }

  /// How many child nodes `forEachChild(where: include)` passes, without a green node for any of them (a count
  /// to size an array).
  func countChildren(where include: (SyntaxKind) -> Bool) -> Int {
    var count = 0
    let read = green.forEachChildEntry { _, entry, _, _ in
      if entry.tag == GreenEntry.nodeTag || entry.tag == GreenEntry.externalTag, include(SyntaxKind(rawValue: entry.kind) ?? .unexpected) {
        count += 1
      }
      return true
    }
    guard !read else { return count }
    green.forEachChild { _, child, _ in
      if case .node(let node) = child, include(node.kind) { count += 1 }
      return true
    }
    return count
  }

  /// The child nodes whose kind passes `include`, in order, for `body` (false stops); no green node is made for
  /// the others.
  @inline(__always)
  func forEachChild(where include: (SyntaxKind) -> Bool, _ body: (GreenChild) -> Bool) {
    let base = offset
    let green = self.green
    let read = green.forEachChildEntry { index, entry, position, start in
      guard entry.tag != GreenEntry.tokenTag, include(SyntaxKind(rawValue: entry.kind) ?? .unexpected),
        let node = green.node(atEntry: position)
      else { return true }
      return body(GreenChild(green: node, offset: base + start, index: index))
    }
    guard !read else { return }
    green.forEachChild { index, child, start in
      guard case .node(let node) = child, include(node.kind) else { return true }
      return body(GreenChild(green: node, offset: base + start, index: index))
    }
  }
}

/// Where an index entry's declaration sits: its container (the file or an `#if` clause as a red node shared by
/// every declaration in it, or a type's member block made on demand from the type's place), its green node,
/// offset and index among the container's children. An entry keeps this instead of the declaration's red node
/// and makes the node on demand, with the same parent chain the walk gave (the container's node and its parents).
struct DeclarationPlace: Sendable {
  let container: DeclarationContainer
  let green: GreenNode
  let offset: Int
  let index: Int32

  @inline(__always)
  init(parent: SyntaxNode, child: GreenChild) {
    self.init(container: .node(parent), child: child)
  }

  @inline(__always)
  init(container: DeclarationContainer, child: GreenChild) {
    self.container = container
    self.green = child.green
    self.offset = child.offset
    self.index = Int32(truncatingIfNeeded: child.index)
  }

  var kind: SyntaxKind { green.kind }
  var tree: SyntaxTree { container.tree }

  /// The declaration's red node, as its container's child.
  @inline(__always)
  var node: SyntaxNode {
    let parent = container.node
    return SyntaxNode(tree: parent.tree, green: green, offset: offset, parent: parent, indexInParent: Int(index))
  }
}

/// The parent of a declaration the index lists: a red node it holds (the file, an `#if` clause), or the member
/// block of a type, made on demand with the type's node (a type keeps no red node of its own or its block's).
enum DeclarationContainer: Sendable {
  case node(SyntaxNode)
  case memberBlock(TypePlace)

  var tree: SyntaxTree {
    switch self {
    case .node(let node): return node.tree
    case .memberBlock(let type): return type.declaration.tree
    }
  }

  var node: SyntaxNode {
    switch self {
    case .node(let node): return node
    case .memberBlock(let type): return type.memberBlock
    }
  }
}

/// A type declaration's place and the child index of its member block: the type's node and its block's are
/// made from it on demand. One per type, shared by the type's entry, its inheritance entries and its members.
final class TypePlace: Sendable {
  let declaration: DeclarationPlace
  let blockIndex: Int32

  init(declaration: DeclarationPlace, blockIndex: Int32) {
    self.declaration = declaration
    self.blockIndex = blockIndex
  }

  var node: SyntaxNode { declaration.node }

  /// The member block's node (the type's node when it has none: no member is placed in it then).
  var memberBlock: SyntaxNode {
    let node = declaration.node
    return blockIndex < 0 ? node : node.childNode(atIndex: blockIndex) ?? node
  }
}

extension SyntaxNode {
  /// The child node at `index` (as `indexInParent` counts children), nil when that child is a token or there is
  /// none: the cheap re-walk the index uses for the nodes it makes on demand.
  func childNode(atIndex target: Int32) -> SyntaxNode? {
    var found: SyntaxNode?
    let base = offset
    let wanted = Int(target)
    green.forEachChild { index, child, start in
      guard index == wanted else { return index < wanted }
      if case .node(let green) = child {
        found = SyntaxNode(tree: tree, green: green, offset: base + start, parent: self, indexInParent: index)
      }
      return false
    }
    return found
  }
}

extension SyntaxNode {
  /// The child token at `index` (as `indexInParent` counts children), nil when that child is a node or there is
  /// none.
  func childToken(atIndex target: Int32) -> SyntaxToken? {
    var found: SyntaxToken?
    let base = offset
    let wanted = Int(target)
    green.forEachChild { index, child, start in
      guard index == wanted else { return index < wanted }
      if case .token(let token) = child {
        found = SyntaxToken(parent: self, indexInParent: index, offset: base + start, green: token)
      }
      return false
    }
    return found
  }
}

extension GreenNode {
  /// `forEachChild` without a green node per child, for a narrow node of a flat storage (the common case):
  /// `body` gets each child's index, its entry (a token, a node header or a reference into another storage), the
  /// entry's position in this node's storage and the child's start, and builds a node child with
  /// `node(atEntry:)` only when it keeps it. Returns false without calling `body` for a wide node or an overlay
  /// (the caller uses `forEachChild`). Children are numbered as `forEachChild` numbers them (an external entry
  /// that does not resolve is skipped there, so here too).
  @inline(__always)
  func forEachChildEntry(_ body: (_ index: Int, _ entry: GreenEntry, _ position: Int, _ start: Int) -> Bool) -> Bool {
    guard storage.overlay == nil, storage.childIndex(header: index) == nil else { return false }
    forEachNarrowEntry(body)
    return true
  }

  /// The node an entry of this node's storage holds (a header, or a reference into another storage).
  @inline(__always)
  func node(atEntry position: Int) -> GreenNode? {
    let entries = storage.entries
    guard position >= 0 && position < entries.count else { return nil }
    let entry = entries[position]
    switch entry.tag {
    case GreenEntry.nodeTag: return GreenNode(storage: storage, index: position)
    case GreenEntry.externalTag: return storage.external(entry)
    default: return nil
    }
  }
}

/// A direct child token and where it sits, made into a `SyntaxToken` with its parent's red node on demand.
struct GreenTokenChild: Sendable {
  let green: GreenToken
  let offset: Int
  let index: Int

  var textRange: Range<Int> {
    let start = offset + Int(green.leadingLength)
    return start..<(start + Int(green.textLength))
  }

  @inline(__always)
  func token(parent: SyntaxNode) -> SyntaxToken {
    SyntaxToken(parent: parent, indexInParent: index, offset: offset, green: green)
  }
}

/// The direct children of a declaration (or parameter, pattern binding) that the index reads, found in one
/// pass over the green children, without a red node for any of them: the index makes `SyntaxNode`s only for
/// what its entries keep (the declaration, a body, a binding, an initial value), and the rest on demand.
/// (The typed accessors `nameToken`, `parameters`, `attributes`, `modifiers`, `body`, … each scan the children
/// again, build arrays and a red node per child, which made the index several times slower than the parse.)
/// Each field is what the accessor of the same meaning returns (first child of that kind, tokens in order).
/// A class: the value holds a dozen references, and a struct was copied (each reference retained) while it was
/// filled in and on every hand-over.
final class DeclarationParts {
  /// The first two direct child tokens (missing ones included), as `childTokens` would list them.
  var firstToken: GreenTokenChild?
  var secondToken: GreenTokenChild?
  /// Attribute names without `@`, as `node.attributes.compactMap(\.attributeName)` gives them for a
  /// declaration.
  var attributeNames: [String] = []
  /// Modifier keywords, as `node.modifiers.map(\.text)` gives them.
  var modifierTexts: [String] = []
  var parameterClause: GreenChild?
  var returnClause: GreenChild?
  var codeBlock: GreenChild?
  var accessorBlock: GreenChild?
  var inheritanceClause: GreenChild?
  var initializerClause: GreenChild?
  var typeAnnotation: GreenChild?
  var memberBlock: GreenChild?
  /// The first child node whose kind is a type (an extension's extended type, a parameter's type).
  var firstType: GreenChild?
  /// The pattern bindings: the first (nearly always the only one) without an array.
  var firstBinding: GreenChild?
  var moreBindings: [GreenChild] = []

  /// The pattern bindings in order.
  @inline(__always)
  func forEachBinding(_ body: (GreenChild) -> Void) {
    guard let firstBinding else { return }
    body(firstBinding)
    for binding in moreBindings { body(binding) }
  }

  init(green: GreenNode, offset base: Int, bytes: [UInt8]) {
    var tokenCount = 0
    func token(_ token: GreenToken, index: Int, start: Int) {
      if tokenCount < 2 {
        let made = GreenTokenChild(green: token, offset: base + start, index: index)
        if tokenCount == 0 { firstToken = made } else { secondToken = made }
      }
      tokenCount += 1
    }
    /// `make` builds the child's green node: only for the children kept.
    func node(_ kind: SyntaxKind, index: Int, start: Int, make: () -> GreenNode?) {
      func place() -> GreenChild? { make().map { GreenChild(green: $0, offset: base + start, index: index) } }
      switch kind {
      case .attributeList:
        if let list = place() { DeclarationParts.appendAttributeNames(of: list, bytes: bytes, to: &attributeNames) }
      case .modifierList:
        if let list = place() { DeclarationParts.appendModifierTexts(of: list, bytes: bytes, to: &modifierTexts) }
      case .parameterClause: if parameterClause == nil { parameterClause = place() }
      case .returnClause: if returnClause == nil { returnClause = place() }
      case .codeBlock: if codeBlock == nil { codeBlock = place() }
      case .accessorBlock: if accessorBlock == nil { accessorBlock = place() }
      case .inheritanceClause: if inheritanceClause == nil { inheritanceClause = place() }
      case .initializerClause: if initializerClause == nil { initializerClause = place() }
      case .typeAnnotation: if typeAnnotation == nil { typeAnnotation = place() }
      case .memberBlock: if memberBlock == nil { memberBlock = place() }
      case .patternBinding:
        if let binding = place() {
          if firstBinding == nil { firstBinding = binding } else { moreBindings.append(binding) }
        }
      default:
        if firstType == nil && kind.isType { firstType = place() }
      }
    }
    let read = green.forEachChildEntry { index, entry, position, start in
      if entry.tag == GreenEntry.tokenTag {
        token(entry.token, index: index, start: start)
      } else {
        node(SyntaxKind(rawValue: entry.kind) ?? .unexpected, index: index, start: start) { green.node(atEntry: position) }
      }
      return true
    }
    guard !read else { return }
    green.forEachChild { index, child, start in
      switch child {
      case .token(let green): token(green, index: index, start: start)
      case .node(let green): node(green.kind, index: index, start: start) { green }
      }
      return true
    }
  }

  /// The names of the `.attribute` children of an attribute list (the first token that is not `@`).
  static func appendAttributeNames(of list: GreenChild, bytes: [UInt8], to result: inout [String]) {
    list.forEachChild(where: { $0 == .attribute }) { attribute in
      if let name = firstToken(of: attribute, where: { $0 != .at }) { result.append(string(bytes, name.textRange)) }
      return true
    }
  }

  /// The first token of each `.modifier` child of a modifier list.
  static func appendModifierTexts(of list: GreenChild, bytes: [UInt8], to result: inout [String]) {
    list.forEachChild(where: { $0 == .modifier }) { modifier in
      if let token = firstToken(of: modifier, where: { _ in true }) { result.append(string(bytes, token.textRange)) }
      return true
    }
  }

  /// The first direct child token of `node` whose kind passes `include`.
  @inline(__always)
  static func firstToken(of node: GreenChild, where include: (TokenKind) -> Bool) -> GreenTokenChild? {
    var found: GreenTokenChild?
    let base = node.offset
    node.green.forEachChild { index, child, start in
      guard case .token(let token) = child, include(token.kind) else { return true }
      found = GreenTokenChild(green: token, offset: base + start, index: index)
      return false
    }
    return found
  }

  /// The text at `range`, clamped to the bytes (as `SyntaxToken.text` reads it).
  @inline(__always)
  static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    let lower = min(max(range.lowerBound, 0), bytes.count)
    let upper = min(max(range.upperBound, lower), bytes.count)
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  /// A parameter's first two direct child tokens and its first type child, in one pass (what `firstName`,
  /// `secondName` and `typeNode` read).
  static func parameterParts(_ node: GreenChild) -> (first: GreenTokenChild?, second: GreenTokenChild?, type: GreenChild?) {
    var first: GreenTokenChild?
    var second: GreenTokenChild?
    var type: GreenChild?
    var tokenCount = 0
    let base = node.offset
    let green = node.green
    // Past the first two tokens and the type nothing is read: the walk stops there.
    let read = green.forEachChildEntry { index, entry, position, start in
      if entry.tag == GreenEntry.tokenTag {
        if tokenCount < 2 {
          let made = GreenTokenChild(green: entry.token, offset: base + start, index: index)
          if tokenCount == 0 { first = made } else { second = made }
        }
        tokenCount += 1
      } else if type == nil, (SyntaxKind(rawValue: entry.kind) ?? .unexpected).isType, let child = green.node(atEntry: position) {
        type = GreenChild(green: child, offset: base + start, index: index)
      }
      return tokenCount < 2 || type == nil
    }
    if read { return (first, second, type) }
    node.green.forEachChild { index, child, start in
      switch child {
      case .token(let token):
        if tokenCount < 2 {
          let made = GreenTokenChild(green: token, offset: base + start, index: index)
          if tokenCount == 0 { first = made } else { second = made }
        }
        tokenCount += 1
      case .node(let green):
        if type == nil && green.kind.isType { type = GreenChild(green: green, offset: base + start, index: index) }
      }
      return true
    }
    return (first, second, type)
  }

  /// `token.identifierText` on bytes: the token text, without the backticks of a backticked name.
  static func identifierText(_ token: GreenTokenChild, bytes: [UInt8]) -> String {
    let range = token.textRange
    guard range.lowerBound >= 0, range.upperBound <= bytes.count, !range.isEmpty else { return string(bytes, range) }
    if bytes[range.lowerBound] != UInt8(ascii: "`") { return String(decoding: bytes[range], as: UTF8.self) }
    if range.count >= 2, bytes[range.upperBound - 1] == UInt8(ascii: "`") {
      return String(decoding: bytes[(range.lowerBound + 1)..<(range.upperBound - 1)], as: UTF8.self)
    }
    return String(decoding: bytes[range], as: UTF8.self)
  }

  /// Whether the token text is `word`.
  @inline(__always)
  static func textEquals(_ token: GreenTokenChild, _ word: StaticString, bytes: [UInt8]) -> Bool {
    let range = token.textRange
    guard range.lowerBound >= 0, range.upperBound <= bytes.count, range.count == word.utf8CodeUnitCount else { return false }
    var index = 0
    let pointer = word.utf8Start
    while index < range.count {
      if bytes[range.lowerBound + index] != pointer[index] { return false }
      index += 1
    }
    return true
  }

  /// `node.compactText` without building a token array: the token texts (missing ones skipped) joined.
  static func compactText(_ node: SyntaxNode) -> String {
    compactText(node.green, offset: node.offset, bytes: node.tree.bytes)
  }

  static func compactText(_ green: GreenNode, offset: Int, bytes: [UInt8]) -> String {
    if let single = singleTokenText(green, offset: offset, bytes: bytes) { return single }
    var result: [UInt8] = []
    result.reserveCapacity(green.width)
    green.forEachToken(start: offset) { token, offset in
      guard !token.isMissing else { return }
      let start = offset + Int(token.leadingLength)
      let lower = min(max(start, 0), bytes.count)
      let upper = min(max(start + Int(token.textLength), lower), bytes.count)
      result.append(contentsOf: bytes[lower..<upper])
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The text of a subtree that is one present token (most written types: `Int`, `WKWebView`), without the
  /// byte buffer the general spelling builds; nil when it has more tokens or a missing one.
  static func singleTokenText(_ green: GreenNode, offset: Int, bytes: [UInt8]) -> String? {
    // A node whose subtree is one entry, a token (`identifierType` of `Int`): read from the header, no walk.
    let entries = green.storage.entries
    let header = green.index
    if header >= 1 && header < entries.count && entries[header].a == 1 && entries[header - 1].tag == GreenEntry.tokenTag {
      let token = entries[header - 1].token
      guard !token.isMissing else { return nil }
      let lower = offset + Int(token.leadingLength)
      let upper = lower + Int(token.textLength)
      guard lower >= 0, upper <= bytes.count else { return nil }
      return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
    var count = 0
    var range = 0..<0
    var missing = false
    green.forEachToken(start: offset) { token, position in
      count += 1
      if token.isMissing { missing = true }
      let lower = position + Int(token.leadingLength)
      range = lower..<(lower + Int(token.textLength))
    }
    guard count == 1, !missing, range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
    return String(decoding: bytes[range], as: UTF8.self)
  }
}
