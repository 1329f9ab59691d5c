import SwiftLiteParser

/// Builds the model's `Declaration`s from the parse tree: types, functions, variables and typealiases at file
/// level and in type bodies (declarations of every `#if` clause included). Positions are indices into the
/// `ScannedFile` view of the same tree, which the rules' token queries work on.
struct DeclarationBuilder {
  static let maximumNesting = 48

  let file: ScannedFile

  static func declarations(in tree: SyntaxTree, file: ScannedFile) -> [Declaration] {
    var items: [SyntaxNode] = []
    collectTopLevel(tree.root, into: &items, depth: 0)
    return DeclarationBuilder(file: file).build(items, outer: [], depth: 0)
  }

  /// Top-level declarations, through `#if` clauses.
  static func collectTopLevel(_ container: SyntaxNode, into result: inout [SyntaxNode], depth: Int) {
    guard depth < maximumNesting else { return }
    for node in container.childNodes {
      if node.kind == .ifConfigDecl || node.kind == .ifConfigStmt {
        for clause in node.children(.ifConfigClause) { collectTopLevel(clause, into: &result, depth: depth + 1) }
      } else if node.kind.isDeclaration {
        result.append(node)
      }
    }
  }

  func index(_ token: SyntaxToken?) -> Int? { file.index(of: token) }
  func firstIndex(_ node: SyntaxNode) -> Int? { file.firstIndex(of: node) }
  func lastIndex(_ node: SyntaxNode) -> Int? { file.lastIndex(of: node) }

  func build(_ nodes: [SyntaxNode], outer: [String], depth: Int) -> [Declaration] {
    var result: [Declaration] = []
    for node in nodes {
      switch node.kind {
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
        if let type = type(node, outer: outer, depth: depth) { result.append(.type(type)) }
      case .funcDecl, .initDecl, .deinitDecl, .subscriptDecl:
        if let function = function(node) { result.append(.function(function)) }
      case .variableDecl:
        result += variables(node).map { Declaration.variable($0) }
      case .typealiasDecl:
        if let alias = typeAlias(node) { result.append(.typeAlias(alias)) }
      default:
        break
      }
    }
    return result
  }

  /// The parts of a declaration node, gathered in one pass over its children.
  struct Parts {
    var keyword: SyntaxToken?
    var name: SyntaxToken?
    var attributeLists: [SyntaxNode] = []
    var modifierLists: [SyntaxNode] = []
    var typeNode: SyntaxNode?
    var inheritance: SyntaxNode?
    var memberBlock: SyntaxNode?
    var parameterClause: SyntaxNode?
    var returnClause: SyntaxNode?
    var body: SyntaxNode?
    var accessorBlock: SyntaxNode?
    var initializer: SyntaxNode?
    var bindings: [SyntaxNode] = []

    init(_ node: SyntaxNode) {
      node.forEachChild { element in
        switch element {
        case .token(let token):
          if keyword == nil {
            keyword = token
          } else if name == nil {
            name = token
          }
        case .node(let child):
          switch child.kind {
          case .attributeList: attributeLists.append(child)
          case .modifierList: modifierLists.append(child)
          case .inheritanceClause: inheritance = child
          case .memberBlock: memberBlock = child
          case .parameterClause: parameterClause = child
          case .returnClause: returnClause = child
          case .codeBlock: body = child
          case .accessorBlock: accessorBlock = child
          case .initializerClause: initializer = child
          case .patternBinding: bindings.append(child)
          default:
            if typeNode == nil, child.kind.isType { typeNode = child }
          }
        }
        return true
      }
    }
  }

  func attributes(_ parts: Parts) -> [AttributeSyntax] {
    var result: [AttributeSyntax] = []
    for list in parts.attributeLists {
      for attribute in list.childNodes where attribute.kind == .attribute {
        guard let token = firstIndex(attribute), let last = lastIndex(attribute), file.tokens[token].kind == .attribute else { continue }
        let text = file.text(token)
        result.append(AttributeSyntax(name: String(text.dropFirst()), token: token, lastToken: max(last, token)))
      }
    }
    return result
  }

  func modifiers(_ parts: Parts) -> (words: [String], tokens: [Int]) {
    var words: [String] = []
    var tokens: [Int] = []
    for list in parts.modifierLists {
      for modifier in list.childNodes where modifier.kind == .modifier {
        guard let position = firstIndex(modifier) else { continue }
        words.append(file.text(position))
        tokens.append(position)
      }
    }
    return (words, tokens)
  }

  /// The first token of `node` with the given text among tokens `from...through`.
  func find(_ text: StaticString, from: Int, through: Int) -> Int? {
    guard from >= 0 else { return nil }
    var index = from
    while index <= through, index < file.count {
      if file.is(index, text) { return index }
      index += 1
    }
    return nil
  }

  func type(_ node: SyntaxNode, outer: [String], depth: Int) -> TypeDeclaration? {
    let parts = Parts(node)
    guard let keyword = parts.keyword, let keywordToken = index(keyword) else { return nil }
    let nameToken: Int
    var name: String
    if node.kind == .extensionDecl {
      guard let extended = parts.typeNode, let first = firstIndex(extended), let last = lastIndex(extended) else { return nil }
      nameToken = first
      name = ""
      for position in first...last { name += file.text(position) }
      if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
    } else {
      guard let position = index(parts.name), file.isIdentifier(position) else { return nil }
      nameToken = position
      name = file.text(position)
    }
    guard let block = parts.memberBlock, let open = firstIndex(block), file.is(open, "{") else { return nil }
    let close = file.closing(open)
    let (modifierWords, modifierTokens) = modifiers(parts)
    var inheritance: [InheritedType] = []
    var colon: Int?
    if let clause = parts.inheritance, let clauseFirst = firstIndex(clause), let clauseLast = lastIndex(clause) {
      if file.is(clauseFirst, ":") { colon = clauseFirst }
      for entry in clause.childNodes where entry.kind == .inheritedType {
        guard let first = firstIndex(entry), var last = lastIndex(entry) else { continue }
        if file.is(last, ","), last > first { last -= 1 }
        inheritance += inheritedTypes(from: first, through: min(last, clauseLast))
      }
    }
    var members: [SyntaxNode] = []
    SyntaxNode.collectMembers(block, into: &members, depth: 0)
    let built = depth < DeclarationBuilder.maximumNesting ? build(members, outer: outer + [name], depth: depth + 1) : []
    return TypeDeclaration(
      keyword: keyword.text, keywordToken: keywordToken, firstToken: firstIndex(node) ?? keywordToken, name: name,
      nameToken: nameToken, attributes: attributes(parts), modifiers: modifierWords, modifierTokens: modifierTokens,
      inheritance: inheritance, colonToken: colon, bodyOpen: open, bodyClose: close, members: built, outerNames: outer,
      node: node)
  }

  /// One inherited entry, split at top-level `&` (`A & B`).
  func inheritedTypes(from first: Int, through last: Int) -> [InheritedType] {
    guard first <= last else { return [] }
    var result: [InheritedType] = []
    var entryStart = first
    var angle = 0
    var index = first
    while index <= last {
      if file.tokens[index].kind == .operator {
        if file.is(index, "<") { angle += 1 }
        if file.is(index, ">") { angle = max(0, angle - 1) }
        if file.is(index, "&"), angle == 0 {
          if let entry = inheritedType(from: entryStart, through: index - 1) { result.append(entry) }
          entryStart = index + 1
        }
      }
      index += 1
    }
    if let entry = inheritedType(from: entryStart, through: last) { result.append(entry) }
    return result
  }

  /// The last name of a dotted type (`SwiftUI.View` → `View`), skipping attributes and `~`.
  func inheritedType(from start: Int, through last: Int) -> InheritedType? {
    var index = start
    var lastName: Int?
    var firstToken: Int?
    while index <= last {
      if file.tokens[index].kind == .attribute {
        if firstToken == nil { firstToken = index }
        index += 1
        continue
      }
      if file.isIdentifier(index) {
        if firstToken == nil { firstToken = index }
        lastName = index
        if index + 1 <= last, file.is(index + 1, ".") {
          index += 2
          continue
        }
        break
      }
      index += 1
    }
    guard let nameToken = lastName, let firstToken else { return nil }
    return InheritedType(name: file.text(nameToken), nameToken: nameToken, firstToken: firstToken, lastToken: max(last, nameToken))
  }

  func function(_ node: SyntaxNode) -> FunctionDeclaration? {
    let parts = Parts(node)
    guard let keyword = parts.keyword, let keywordToken = index(keyword) else { return nil }
    var name = keyword.text
    var nameToken = keywordToken
    if node.kind == .funcDecl {
      guard let position = index(parts.name) else { return nil }
      name = file.text(position)
      nameToken = position
    }
    var parameters: [ParameterSyntax] = []
    var parameterOpen = nameToken + 1
    var parameterClose = nameToken + 1
    if let clause = parts.parameterClause, let open = firstIndex(clause), file.is(open, "(") {
      parameterOpen = open
      parameterClose = file.closing(open)
      for child in clause.childNodes where child.kind == .parameter {
        if let parameter = parameter(child) { parameters.append(parameter) }
      }
    }
    var returnType: String?
    var returnTypeToken: Int?
    if let clause = parts.returnClause, let arrow = firstIndex(clause), file.is(arrow, "->"), let last = lastIndex(clause) {
      var typeStart = arrow + 1
      while typeStart <= last, file.isIdentifier(typeStart, "some") || file.isIdentifier(typeStart, "any") || file.tokens[typeStart].kind == .attribute {
        typeStart += 1
      }
      if typeStart <= last {
        returnType = file.text(from: typeStart, through: last)
        returnTypeToken = typeStart
      }
    }
    var bodyOpen: Int?
    var bodyClose: Int?
    if let body = node.kind == .subscriptDecl ? parts.accessorBlock : parts.body, let open = firstIndex(body), file.is(open, "{") {
      bodyOpen = open
      bodyClose = file.closing(open)
    }
    let (modifierWords, modifierTokens) = modifiers(parts)
    return FunctionDeclaration(
      keyword: keyword.text, keywordToken: keywordToken, firstToken: firstIndex(node) ?? keywordToken, name: name,
      nameToken: nameToken, attributes: attributes(parts), modifiers: modifierWords, modifierTokens: modifierTokens,
      parameters: parameters, parameterOpen: parameterOpen, parameterClose: parameterClose, returnType: returnType,
      returnTypeToken: returnTypeToken, bodyOpen: bodyOpen, bodyClose: bodyClose, node: node)
  }

  /// `label name: Type = default`: label and name are the tokens before the colon.
  func parameter(_ node: SyntaxNode) -> ParameterSyntax? {
    guard let first = firstIndex(node), var last = lastIndex(node) else { return nil }
    if file.is(last, ","), last > first { last -= 1 }
    guard let colon = find(":", from: first, through: last), colon > first else { return nil }
    let nameToken = colon - 1
    var typeEnd = last
    var position = colon + 1
    while position <= last {
      if file.is(position, "(") || file.is(position, "[") {
        position = file.closing(position) + 1
        continue
      }
      if file.is(position, "=") {
        typeEnd = position - 1
        break
      }
      position += 1
    }
    let type = typeEnd > colon ? file.text(from: colon + 1, through: typeEnd) : ""
    return ParameterSyntax(label: file.text(first), name: file.text(nameToken), type: type, firstToken: first, nameToken: nameToken)
  }

  func variables(_ node: SyntaxNode) -> [VariableDeclaration] {
    let parts = Parts(node)
    guard let keyword = parts.keyword, let keywordToken = index(keyword) else { return [] }
    let isLet = keyword.kind == .kw_let
    let firstToken = firstIndex(node) ?? keywordToken
    let attributes = attributes(parts)
    let (modifierWords, modifierTokens) = modifiers(parts)
    var result: [VariableDeclaration] = []
    for binding in parts.bindings {
      // Tuple and other patterns end the list, as the declarations the rules look at are simple names.
      let children = binding.childNodes
      guard let pattern = children.first, pattern.kind == .identifierPattern, let nameToken = firstIndex(pattern),
        file.isIdentifier(nameToken)
      else { break }
      var last = lastIndex(binding) ?? nameToken
      if file.is(last, ","), last > nameToken { last -= 1 }
      var type: String?
      var initializer: ClosedRange<Int>?
      var hasAccessors = false
      for child in children {
        switch child.kind {
        case .typeAnnotation:
          if let colon = firstIndex(child), let end = lastIndex(child), end > colon { type = file.text(from: colon + 1, through: end) }
        case .initializerClause:
          if let equals = firstIndex(child), let end = lastIndex(child), end > equals { initializer = (equals + 1)...end }
        case .accessorBlock:
          hasAccessors = true
        default:
          break
        }
      }
      result.append(VariableDeclaration(
        isLet: isLet, keywordToken: keywordToken, firstToken: firstToken, name: file.text(nameToken), nameToken: nameToken,
        attributes: attributes, modifiers: modifierWords, modifierTokens: modifierTokens, type: type,
        initializer: initializer, hasAccessors: hasAccessors, lastToken: last, node: node, binding: binding))
    }
    return result
  }

  func typeAlias(_ node: SyntaxNode) -> TypeAliasDeclaration? {
    let parts = Parts(node)
    guard let nameToken = index(parts.name), let clause = parts.initializer, let equals = firstIndex(clause),
      let last = lastIndex(clause), last > equals
    else { return nil }
    return TypeAliasDeclaration(name: file.text(nameToken), nameToken: nameToken, target: file.text(from: equals + 1, through: last))
  }
}

extension SyntaxNode {
  /// Member declarations of a member block, through `#if` clauses (bounded).
  static func collectMembers(_ container: SyntaxNode, into result: inout [SyntaxNode], depth: Int) {
    guard depth < DeclarationBuilder.maximumNesting else { return }
    for node in container.childNodes {
      if node.kind == .ifConfigDecl || node.kind == .ifConfigStmt {
        for clause in node.childNodes where clause.kind == .ifConfigClause { collectMembers(clause, into: &result, depth: depth + 1) }
      } else if node.kind.isDeclaration {
        result.append(node)
      }
    }
  }
}
