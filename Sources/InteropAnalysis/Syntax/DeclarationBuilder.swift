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

  func attributes(_ node: SyntaxNode) -> [AttributeSyntax] {
    node.attributes.compactMap { attribute in
      guard let name = attribute.attributeName, let token = firstIndex(attribute), let last = lastIndex(attribute) else { return nil }
      return AttributeSyntax(name: name, token: token, lastToken: max(last, token))
    }
  }

  func modifiers(_ node: SyntaxNode) -> (words: [String], tokens: [Int]) {
    var words: [String] = []
    var tokens: [Int] = []
    for token in node.modifiers {
      guard let position = index(token) else { continue }
      words.append(token.text)
      tokens.append(position)
    }
    return (words, tokens)
  }

  func type(_ node: SyntaxNode, outer: [String], depth: Int) -> TypeDeclaration? {
    guard let keyword = node.declarationKeyword, let keywordToken = index(keyword) else { return nil }
    let nameToken: Int
    var name: String
    if node.kind == .extensionDecl {
      guard let extended = node.extendedType, let first = firstIndex(extended) else { return nil }
      nameToken = first
      name = extended.compactText
      if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
    } else {
      guard let token = node.nameToken, let position = index(token), file.isIdentifier(position) else { return nil }
      nameToken = position
      name = token.text
    }
    guard let block = node.memberBlock, let openToken = block.token(.leftBrace), let open = index(openToken) else { return nil }
    let close = file.closing(open)
    let (modifierWords, modifierTokens) = modifiers(node)
    var inheritance: [InheritedType] = []
    var colon: Int?
    if let clause = node.child(.inheritanceClause) {
      colon = index(clause.token(.colon))
      for entry in clause.children(.inheritedType) {
        guard let first = firstIndex(entry), var last = lastIndex(entry) else { continue }
        if file.is(last, ",") { last -= 1 }
        inheritance += inheritedTypes(from: first, through: last)
      }
    }
    let members = depth < DeclarationBuilder.maximumNesting ? build(node.members, outer: outer + [name], depth: depth + 1) : []
    return TypeDeclaration(
      keyword: keyword.text, keywordToken: keywordToken, firstToken: firstIndex(node) ?? keywordToken, name: name,
      nameToken: nameToken, attributes: attributes(node), modifiers: modifierWords, modifierTokens: modifierTokens,
      inheritance: inheritance, colonToken: colon, bodyOpen: open, bodyClose: close, members: members, outerNames: outer,
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
    guard let keyword = node.declarationKeyword, let keywordToken = index(keyword) else { return nil }
    var name = keyword.text
    var nameToken = keywordToken
    if node.kind == .funcDecl {
      guard let token = node.nameToken, let position = index(token) else { return nil }
      name = token.text
      nameToken = position
    }
    var parameters: [ParameterSyntax] = []
    var parameterOpen = nameToken + 1
    var parameterClose = nameToken + 1
    if let clause = node.child(.parameterClause), let open = index(clause.token(.leftParen)) {
      parameterOpen = open
      parameterClose = file.closing(open)
      parameters = clause.children(.parameter).compactMap(parameter)
    }
    var returnType: String?
    var returnTypeToken: Int?
    if let clause = node.child(.returnClause), let arrow = index(clause.token(.arrow)), let last = lastIndex(clause) {
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
    let body = node.kind == .subscriptDecl ? node.child(.accessorBlock) : node.body
    if let body, let open = index(body.token(.leftBrace)) {
      bodyOpen = open
      bodyClose = file.closing(open)
    }
    let (modifierWords, modifierTokens) = modifiers(node)
    return FunctionDeclaration(
      keyword: keyword.text, keywordToken: keywordToken, firstToken: firstIndex(node) ?? keywordToken, name: name,
      nameToken: nameToken, attributes: attributes(node), modifiers: modifierWords, modifierTokens: modifierTokens,
      parameters: parameters, parameterOpen: parameterOpen, parameterClose: parameterClose, returnType: returnType,
      returnTypeToken: returnTypeToken, bodyOpen: bodyOpen, bodyClose: bodyClose, node: node)
  }

  func parameter(_ node: SyntaxNode) -> ParameterSyntax? {
    guard let firstName = node.firstName, let first = index(firstName) else { return nil }
    let second = node.secondName.flatMap(index)
    let nameToken = second ?? first
    var type = ""
    if let colon = index(node.token(.colon)), var last = lastIndex(node) {
      if let value = node.child(.initializerClause), let valueStart = firstIndex(value) { last = valueStart - 1 }
      if file.is(last, ",") { last -= 1 }
      if last > colon { type = file.text(from: colon + 1, through: last) }
    }
    return ParameterSyntax(label: file.text(first), name: file.text(nameToken), type: type, firstToken: first, nameToken: nameToken)
  }

  func variables(_ node: SyntaxNode) -> [VariableDeclaration] {
    guard let keyword = node.declarationKeyword, let keywordToken = index(keyword) else { return [] }
    let isLet = keyword.kind == .kw_let
    let firstToken = firstIndex(node) ?? keywordToken
    let attributes = attributes(node)
    let (modifierWords, modifierTokens) = modifiers(node)
    var result: [VariableDeclaration] = []
    for binding in node.bindings {
      // Tuple and other patterns end the list, as the declarations the rules look at are simple names.
      guard let pattern = binding.pattern, pattern.kind == .identifierPattern, let nameSyntax = pattern.nameToken,
        let nameToken = index(nameSyntax)
      else { break }
      var type: String?
      if let annotation = binding.child(.typeAnnotation), let colon = index(annotation.token(.colon)), let last = lastIndex(annotation), last > colon {
        type = file.text(from: colon + 1, through: last)
      }
      var initializer: ClosedRange<Int>?
      if let clause = binding.child(.initializerClause), let equals = index(clause.token(.equal)), let last = lastIndex(clause), last > equals {
        initializer = (equals + 1)...last
      }
      let accessorBlock = binding.accessorBlock
      var last = lastIndex(binding) ?? nameToken
      if file.is(last, ","), last > nameToken { last -= 1 }
      result.append(VariableDeclaration(
        isLet: isLet, keywordToken: keywordToken, firstToken: firstToken, name: nameSyntax.text, nameToken: nameToken,
        attributes: attributes, modifiers: modifierWords, modifierTokens: modifierTokens, type: type,
        initializer: initializer, hasAccessors: accessorBlock != nil, lastToken: last, node: node, binding: binding))
    }
    return result
  }

  func typeAlias(_ node: SyntaxNode) -> TypeAliasDeclaration? {
    guard let token = node.nameToken, let nameToken = index(token), let clause = node.child(.initializerClause),
      let equals = index(clause.token(.equal)), let last = lastIndex(clause), last > equals
    else { return nil }
    return TypeAliasDeclaration(name: token.text, nameToken: nameToken, target: file.text(from: equals + 1, through: last))
  }
}
