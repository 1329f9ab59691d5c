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
    let base = offset
    green.forEachChild { index, child, start in
      guard case .node(let node) = child, include(node.kind) else { return true }
      found = GreenChild(green: node, offset: base + start, index: index)
      return false
    }
    return found
  }

  /// The child nodes whose kind passes `include`, in order, for `body` (false stops).
  @inline(__always)
  func forEachChild(where include: (SyntaxKind) -> Bool, _ body: (GreenChild) -> Bool) {
    let base = offset
    green.forEachChild { index, child, start in
      guard case .node(let node) = child, include(node.kind) else { return true }
      return body(GreenChild(green: node, offset: base + start, index: index))
    }
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
  var bindings: [GreenChild] = []

  init(green: GreenNode, offset base: Int, bytes: [UInt8]) {
    var tokenCount = 0
    green.forEachChild { index, child, start in
      switch child {
      case .token(let token):
        if tokenCount < 2 {
          let made = GreenTokenChild(green: token, offset: base + start, index: index)
          if tokenCount == 0 { firstToken = made } else { secondToken = made }
        }
        tokenCount += 1
      case .node(let green):
        let kind = green.kind
        let made = GreenChild(green: green, offset: base + start, index: index)
        switch kind {
        case .attributeList: DeclarationParts.appendAttributeNames(of: made, bytes: bytes, to: &attributeNames)
        case .modifierList: DeclarationParts.appendModifierTexts(of: made, bytes: bytes, to: &modifierTexts)
        case .parameterClause: if parameterClause == nil { parameterClause = made }
        case .returnClause: if returnClause == nil { returnClause = made }
        case .codeBlock: if codeBlock == nil { codeBlock = made }
        case .accessorBlock: if accessorBlock == nil { accessorBlock = made }
        case .inheritanceClause: if inheritanceClause == nil { inheritanceClause = made }
        case .initializerClause: if initializerClause == nil { initializerClause = made }
        case .typeAnnotation: if typeAnnotation == nil { typeAnnotation = made }
        case .memberBlock: if memberBlock == nil { memberBlock = made }
        case .patternBinding: bindings.append(made)
        default:
          if firstType == nil && kind.isType { firstType = made }
        }
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
