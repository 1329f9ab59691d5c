/// The direct children of a declaration (or parameter, pattern binding) that the index reads, found in one
/// pass over the green children. Only the children it keeps get a `SyntaxNode`; the typed accessors
/// (`nameToken`, `parameters`, `attributes`, `modifiers`, `body`, …) each scan the children again and build
/// arrays of every child, which made the index several times slower than the parse. Each field is what the
/// accessor of the same meaning returns (first child of that kind, tokens in order). A class: the value is
/// large (a dozen references) and a struct was copied and destroyed on every hand-over.
final class DeclarationParts {
  /// The first two direct child tokens (missing ones included), as `childTokens` would list them.
  var firstToken: SyntaxToken?
  var secondToken: SyntaxToken?
  var attributeLists: [SyntaxNode] = []
  var modifierLists: [SyntaxNode] = []
  var parameterClause: SyntaxNode?
  var returnClause: SyntaxNode?
  var codeBlock: SyntaxNode?
  var accessorBlock: SyntaxNode?
  var inheritanceClause: SyntaxNode?
  var initializerClause: SyntaxNode?
  var typeAnnotation: SyntaxNode?
  /// The first child node whose kind is a type (an extension's extended type, a parameter's type).
  var firstType: SyntaxNode?
  var bindings: [SyntaxNode] = []

  init(_ node: SyntaxNode) {
    let base = node.offset
    var tokenCount = 0
    node.green.forEachChild { index, child, start in
      switch child {
      case .token(let token):
        if tokenCount < 2 {
          let made = SyntaxToken(parent: node, indexInParent: index, offset: base + start, green: token)
          if tokenCount == 0 { firstToken = made } else { secondToken = made }
        }
        tokenCount += 1
      case .node(let green):
        let kind = green.kind
        func make() -> SyntaxNode {
          SyntaxNode(tree: node.tree, green: green, offset: base + start, parent: node, indexInParent: index)
        }
        switch kind {
        case .attributeList: attributeLists.append(make())
        case .modifierList: modifierLists.append(make())
        case .parameterClause: if parameterClause == nil { parameterClause = make() }
        case .returnClause: if returnClause == nil { returnClause = make() }
        case .codeBlock: if codeBlock == nil { codeBlock = make() }
        case .accessorBlock: if accessorBlock == nil { accessorBlock = make() }
        case .inheritanceClause: if inheritanceClause == nil { inheritanceClause = make() }
        case .initializerClause: if initializerClause == nil { initializerClause = make() }
        case .typeAnnotation: if typeAnnotation == nil { typeAnnotation = make() }
        case .patternBinding: bindings.append(make())
        default:
          if firstType == nil && kind.isType { firstType = make() }
        }
      }
      return true
    }
  }

  /// Attribute names without `@`, as `node.attributes.compactMap(\.attributeName)` gives them for a
  /// declaration.
  var attributeNames: [String] {
    var result: [String] = []
    for list in attributeLists {
      list.forEachChildNode(including: { $0 == .attribute }) { attribute in
        if let name = attribute.firstChildToken(where: { $0.kind != .at }) { result.append(name.text) }
        return true
      }
    }
    return result
  }

  /// Modifier keywords, as `node.modifiers.map(\.text)` gives them.
  var modifierTexts: [String] {
    var result: [String] = []
    for list in modifierLists {
      list.forEachChildNode(including: { $0 == .modifier }) { modifier in
        if let token = modifier.firstChildToken(where: { _ in true }) { result.append(token.text) }
        return true
      }
    }
    return result
  }

  /// The parameter nodes of `parameterClause`.
  var parameters: [SyntaxNode] {
    guard let parameterClause else { return [] }
    var result: [SyntaxNode] = []
    parameterClause.forEachChildNode(including: { $0 == .parameter }) { parameter in
      result.append(parameter)
      return true
    }
    return result
  }

  /// A parameter's first two direct child tokens and its first type child, in one pass (what `firstName`,
  /// `secondName` and `typeNode` read).
  static func parameterParts(_ node: SyntaxNode) -> (first: SyntaxToken?, second: SyntaxToken?, type: SyntaxNode?) {
    var first: SyntaxToken?
    var second: SyntaxToken?
    var type: SyntaxNode?
    var tokenCount = 0
    let base = node.offset
    node.green.forEachChild { index, child, start in
      switch child {
      case .token(let token):
        if tokenCount < 2 {
          let made = SyntaxToken(parent: node, indexInParent: index, offset: base + start, green: token)
          if tokenCount == 0 { first = made } else { second = made }
        }
        tokenCount += 1
      case .node(let green):
        if type == nil && green.kind.isType {
          type = SyntaxNode(tree: node.tree, green: green, offset: base + start, parent: node, indexInParent: index)
        }
      }
      return true
    }
    return (first, second, type)
  }

  /// `token.identifierText` without counting characters for the common case (no opening backtick: the
  /// identifier is the token text).
  static func identifierText(_ token: SyntaxToken) -> String {
    let range = token.textRange
    let bytes = token.parent.tree.bytes
    guard range.lowerBound >= 0, range.upperBound <= bytes.count, !range.isEmpty else { return token.identifierText }
    if bytes[range.lowerBound] != UInt8(ascii: "`") { return String(decoding: bytes[range], as: UTF8.self) }
    return token.identifierText
  }

  /// The first child node of `node` whose kind is a type (`typeNode` of a type annotation or return clause).
  static func firstType(of node: SyntaxNode) -> SyntaxNode? {
    var found: SyntaxNode?
    node.forEachChildNode(including: { $0.isType }) { type in
      found = type
      return false
    }
    return found
  }

  /// The first child node of any kind (`childNodes.first`).
  static func firstChildNode(of node: SyntaxNode) -> SyntaxNode? {
    var found: SyntaxNode?
    node.forEachChildNode { child in
      found = child
      return false
    }
    return found
  }

  /// `node.compactText` without building a token array: the token texts (missing ones skipped) joined.
  static func compactText(_ node: SyntaxNode) -> String {
    var result: [UInt8] = []
    let bytes = node.tree.bytes
    node.green.forEachToken(start: node.offset) { token, offset in
      guard !token.isMissing else { return }
      let start = offset + Int(token.leadingLength)
      let lower = min(max(start, 0), bytes.count)
      let upper = min(max(start + Int(token.textLength), lower), bytes.count)
      result.append(contentsOf: bytes[lower..<upper])
    }
    return String(decoding: result, as: UTF8.self)
  }
}
