/// Read-only accessors over the tree, by node kind. Each returns nil/empty when it does not apply,
/// so rules can chain them without checking kinds first.
extension SyntaxNode {
  // MARK: - Declarations

  /// The introducer keyword of a declaration (`struct`, `func`, `var`, `case`, …): its first own token,
  /// after any attributes and modifiers.
  public var declarationKeyword: SyntaxToken? {
    guard kind.isDeclaration else { return nil }
    return childToken(at: 0)
  }

  /// The declared name token (the token after the keyword), an enum case element's or a generic
  /// parameter's name, an identifier expression's or pattern's token, a member access's member.
  public var nameToken: SyntaxToken? {
    switch kind {
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .typealiasDecl, .associatedtypeDecl,
      .funcDecl, .operatorDecl, .precedenceGroupDecl, .macroDecl:
      return childToken(at: 1)
    case .initDecl, .deinitDecl, .subscriptDecl:
      return childToken(at: 0)
    case .enumCaseElement, .identifierExpr, .identifierPattern:
      return childToken(at: 0)
    case .attribute:
      return firstChildToken { $0.kind != .at }
    case .genericParameter:
      let tokens = childTokens
      guard let first = tokens.first else { return nil }
      if (first.kind == .kw_each || first.kind == .kw_let) && tokens.count > 1 { return tokens[1] }
      return first
    case .memberAccessExpr:
      return lastChildToken { $0.kind != .period }
    case .accessor:
      return childToken(at: 0)
    default:
      return nil
    }
  }

  /// The declared name without backticks (`init`, `deinit` and `subscript` give the keyword).
  public var name: String? {
    if kind == .importDecl { return child(.importPath)?.compactText }
    if kind == .extensionDecl { return extendedType?.compactText }
    return nameToken?.identifierText
  }

  /// `@Name(…)` attribute nodes of a declaration, parameter type, accessor or closure.
  public var attributes: [SyntaxNode] {
    var result: [SyntaxNode] = []
    for list in children(.attributeList) { result.append(contentsOf: list.children(.attribute)) }
    if kind == .attributedType { result.append(contentsOf: children(.attribute)) }
    return result
  }

  /// The attribute's name without `@` (`MainActor`, `available`, `State`).
  public var attributeName: String? {
    guard kind == .attribute else { return nil }
    return nameToken?.text
  }

  public func hasAttribute(_ name: String) -> Bool {
    attributes.contains { $0.attributeName == name }
  }

  /// Modifier keyword tokens (`public`, `static`, `private`, `weak`, …); `private(set)` gives `private`.
  public var modifiers: [SyntaxToken] {
    var result: [SyntaxToken] = []
    for list in children(.modifierList) {
      for modifier in list.children(.modifier) {
        if let token = modifier.childToken(at: 0) { result.append(token) }
      }
    }
    return result
  }

  public func hasModifier(_ text: String) -> Bool {
    modifiers.contains { $0.textEquals(text) }
  }

  public var genericParameters: [SyntaxNode] {
    child(.genericParameterClause)?.children(.genericParameter) ?? []
  }

  public var genericWhereClause: SyntaxNode? { child(.genericWhereClause) }

  /// The types after `:` in a type, extension, protocol or associated type declaration.
  public var inheritedTypes: [SyntaxNode] {
    guard let clause = child(.inheritanceClause) else { return [] }
    return clause.children(.inheritedType).compactMap { $0.firstChildNode }
  }

  /// Inherited type names as written without spaces (`SwiftUI.UIViewRepresentable`).
  public var inheritedTypeNames: [String] { inheritedTypes.map(\.compactText) }

  /// Whether an inherited type is `name`, qualified or not (`UIViewRepresentable` matches
  /// `SwiftUI.UIViewRepresentable`).
  public func inherits(from name: String) -> Bool {
    inheritedTypeNames.contains { $0 == name || $0.hasSuffix("." + name) }
  }

  /// The extended type of an extension.
  public var extendedType: SyntaxNode? {
    guard kind == .extensionDecl else { return nil }
    return firstChildNode { $0.kind.isType }
  }

  public var memberBlock: SyntaxNode? { child(.memberBlock) }

  /// Member declarations of a type/extension/protocol (or of a member block), including those inside
  /// `#if` clauses (flattened, in source order).
  public var members: [SyntaxNode] {
    guard let block = kind == .memberBlock ? self : memberBlock else { return [] }
    var result: [SyntaxNode] = []
    Self.collectDeclarations(block, into: &result)
    return result
  }

  static func collectDeclarations(_ container: SyntaxNode, into result: inout [SyntaxNode]) {
    container.forEachChildNode { node in
      if node.kind == .ifConfigDecl || node.kind == .ifConfigStmt {
        for clause in node.children(.ifConfigClause) { collectDeclarations(clause, into: &result) }
      } else if node.kind.isDeclaration {
        result.append(node)
      }
      return true
    }
  }

  // MARK: - Functions, initializers, subscripts, closures

  /// Parameter nodes of a function, initializer, subscript, macro or enum case element.
  public var parameters: [SyntaxNode] {
    child(.parameterClause)?.children(.parameter) ?? []
  }

  /// The first name of a parameter (the argument label, or `_`).
  public var firstName: SyntaxToken? {
    guard kind == .parameter || kind == .closureParameter else { return nil }
    guard let first = childToken(at: 0), first.kind != .colon, !first.isMissing else { return nil }
    return first
  }

  /// The second name of a parameter (`uiView` in `_ uiView: UITextView`), if written.
  public var secondName: SyntaxToken? {
    guard kind == .parameter || kind == .closureParameter else { return nil }
    guard let second = childToken(at: 1), second.kind != .colon, second.kind != .comma, second.kind != .ellipsis
    else { return nil }
    return second
  }

  /// The name used inside the body: the second name if present, else the first.
  public var localName: String? {
    (secondName ?? firstName)?.identifierText
  }

  /// The argument label callers write (nil for `_`).
  public var argumentLabelText: String? {
    guard let first = firstName, !first.textEquals("_") else { return nil }
    return first.identifierText
  }

  /// The type of a parameter, pattern binding, type annotation, tuple type element or generic argument.
  public var typeNode: SyntaxNode? {
    switch kind {
    case .parameter, .closureParameter, .tupleTypeElement, .genericArgument, .inheritedType, .typeAnnotation,
      .returnClause:
      return firstChildNode { $0.kind.isType }
    case .patternBinding, .optionalBindingCondition:
      return child(.typeAnnotation)?.typeNode
    case .initializerClause:
      return firstChildNode { $0.kind.isType }
    default:
      return nil
    }
  }

  /// The default value of a parameter.
  public var defaultValue: SyntaxNode? {
    guard kind == .parameter else { return nil }
    return child(.initializerClause)?.firstChildNode
  }

  public var returnType: SyntaxNode? { child(.returnClause)?.typeNode }

  public var effects: SyntaxNode? { child(.effectSpecifiers) }
  public var isAsync: Bool { effects?.token(.kw_async) != nil }
  public var isThrowing: Bool {
    guard let effects else { return false }
    return effects.token(.kw_throws) != nil || effects.token(.kw_rethrows) != nil
      || effects.child(.throwsClause) != nil
  }

  /// The `{ … }` body: of a function, initializer, deinitializer, accessor, `defer`, `do`, loop,
  /// `guard` (its else block), `catch`, or the `then` block of an `if`.
  public var body: SyntaxNode? { child(.codeBlock) }

  /// Statements (and local declarations) in order: of a code block, closure, source file, switch
  /// case, `#if` clause, an accessor block without accessors, or the body of a declaration/statement.
  public var statements: [SyntaxNode] {
    switch kind {
    case .codeBlock, .closureExpr, .sourceFile, .switchCase, .ifConfigClause:
      var result: [SyntaxNode] = []
      let kind = self.kind
      forEachChildNode { node in
        if node.kind != .closureSignature && node.kind != .switchCaseLabel && node.kind != .switchDefaultLabel
          && node.kind != .attributeList && !(kind == .ifConfigClause && node.indexInParent == 1)
        {
          result.append(node)
        }
        return true
      }
      return result
    case .accessorBlock:
      if !children(.accessor).isEmpty { return [] }
      return childNodes
    default:
      return body?.statements ?? []
    }
  }

  /// Accessors (`get`, `set`, `didSet`, …) of a variable binding or subscript.
  public var accessors: [SyntaxNode] {
    let block = kind == .accessorBlock ? self : (accessorBlock ?? child(.accessorBlock))
    return block?.children(.accessor) ?? []
  }

  // MARK: - Variables

  /// Pattern bindings of a `var`/`let` (one per `name = value` separated by commas).
  public var bindings: [SyntaxNode] { children(.patternBinding) }

  /// The pattern of a pattern binding, optional binding condition or `for` loop.
  public var pattern: SyntaxNode? { firstChildNode { $0.kind.isPattern } }

  /// The value after `=` of a pattern binding, optional binding condition, enum case element or
  /// parameter, or the default of a typealias.
  public var initializerValue: SyntaxNode? { child(.initializerClause)?.firstChildNode }

  public var accessorBlock: SyntaxNode? { child(.accessorBlock) }

  /// Identifier tokens bound by a `var`/`let`, a pattern binding or a pattern, in source order,
  /// through tuple patterns (`_` binds nothing).
  public var boundNameTokens: [SyntaxToken] {
    var result: [SyntaxToken] = []
    var stack: [SyntaxNode] = [self]
    while let node = stack.popLast() {
      switch node.kind {
      case .identifierPattern:
        if let token = node.childToken(at: 0), !token.isMissing { result.append(token) }
      case .variableDecl, .patternBinding, .tuplePattern, .tuplePatternElement, .valueBindingPattern,
        .optionalBindingCondition:
        // Only the pattern children are built (not the type annotation or the initial value).
        let mark = stack.count
        node.forEachChildNode(including: { $0.isPattern || $0 == .patternBinding || $0 == .tuplePatternElement }) { child in
          stack.append(child)
          return true
        }
        stack[mark...].reverse()
      default:
        break
      }
    }
    return result
  }

  public var boundNames: [String] { boundNameTokens.map(\.identifierText) }

  // MARK: - Expressions

  /// Left side of an assignment (`a.b = c`, `x += 1`).
  public var lhs: SyntaxNode? {
    guard kind == .assignmentExpr else { return nil }
    return firstChildNode
  }

  /// Right side of an assignment.
  public var rhs: SyntaxNode? {
    guard kind == .assignmentExpr else { return nil }
    var count = 0
    var last: SyntaxNode?
    forEachChildNode { node in
      count += 1
      last = node
      return true
    }
    return count >= 2 ? last : nil
  }

  /// The operator token of an assignment (`=`, `+=`, …).
  public var operatorToken: SyntaxToken? {
    switch kind {
    case .assignmentExpr, .prefixOperatorExpr, .postfixOperatorExpr:
      return childToken(at: 0)
    default:
      return nil
    }
  }

  /// The called expression of a call or subscript (`view.addSubview` in `view.addSubview(x)`).
  public var callee: SyntaxNode? {
    guard kind == .callExpr || kind == .subscriptExpr || kind == .macroExpansionExpr else { return nil }
    return firstChildNode
  }

  /// Argument nodes (`label: value`) of a call, subscript, tuple, macro expansion or attribute-less list.
  public var arguments: [SyntaxNode] {
    switch kind {
    case .argumentList:
      return children(.argument)
    case .callExpr, .subscriptExpr, .tupleExpr, .macroExpansionExpr, .macroExpansionDecl:
      return child(.argumentList)?.children(.argument) ?? []
    default:
      return []
    }
  }

  /// The label of an argument (nil if unlabeled).
  public var label: String? {
    switch kind {
    case .argument, .labeledTrailingClosure:
      guard let second = childToken(at: 1), second.kind == .colon, let first = childToken(at: 0) else { return nil }
      return first.identifierText
    default:
      return nil
    }
  }

  /// The label and the expression of each argument, in order, as `arguments.map { ($0.label, $0.value) }`
  /// gives them, reading each argument's children once.
  public func forEachArgument(_ body: (_ label: String?, _ value: SyntaxNode?) -> Void) {
    let list: SyntaxNode?
    switch kind {
    case .argumentList:
      list = self
    case .callExpr, .subscriptExpr, .tupleExpr, .macroExpansionExpr, .macroExpansionDecl:
      list = child(.argumentList)
    default:
      list = nil
    }
    list?.forEachChildNode(including: { $0 == .argument }) { argument in
      let parts = argument.argumentParts
      body(parts.label, parts.value)
      return true
    }
  }

  /// `label` and `value` of an argument in one pass over its first children.
  var argumentParts: (label: String?, value: SyntaxNode?) {
    var tokens = 0
    var first: SyntaxToken?
    var secondIsColon = false
    var value: SyntaxNode?
    forEachChild { element in
      switch element {
      case .token(let token):
        if tokens == 0 { first = token } else if tokens == 1 { secondIsColon = token.kind == .colon }
        tokens += 1
      case .node(let node):
        if value == nil { value = node }
      }
      return tokens < 2 || value == nil
    }
    return (secondIsColon ? first?.identifierText : nil, value)
  }

  /// The expression of an argument, array element or initializer clause.
  public var value: SyntaxNode? {
    switch kind {
    case .argument, .arrayElement, .initializerClause, .labeledTrailingClosure:
      return firstChildNode
    default:
      return nil
    }
  }

  public struct TrailingClosure: Sendable {
    /// nil for the first (unlabeled) trailing closure.
    public var label: String?
    public var closure: SyntaxNode
  }

  /// Trailing closures of a call, in order.
  public var trailingClosures: [TrailingClosure] {
    guard kind == .callExpr || kind == .subscriptExpr || kind == .macroExpansionExpr else { return [] }
    var result: [TrailingClosure] = []
    // Every child node but the first (the callee, `childNodes.dropFirst()`); only closures are built.
    var calleeIndex = -1
    green.forEachChild { index, child, _ in
      guard case .node = child else { return true }
      calleeIndex = index
      return false
    }
    forEachChildNode(including: { $0 == .closureExpr || $0 == .labeledTrailingClosure }) { node in
      guard node.indexInParent != calleeIndex else { return true }
      if node.kind == .closureExpr {
        result.append(TrailingClosure(label: nil, closure: node))
      } else if node.kind == .labeledTrailingClosure, let closure = node.child(.closureExpr) {
        result.append(TrailingClosure(label: node.label, closure: closure))
      }
      return true
    }
    return result
  }

  /// The base of a member access (`uiView` in `uiView.text`; nil for `.implicit`).
  public var base: SyntaxNode? {
    guard kind == .memberAccessExpr else { return nil }
    let first = firstChildNode
    return first.flatMap { $0.indexInParent == 0 ? $0 : nil }
  }

  /// The member name of a member access.
  public var memberName: String? {
    guard kind == .memberAccessExpr else { return nil }
    return nameToken?.identifierText
  }

  /// A plain reference path: `uiView.text` → ["uiView", "text"], `self.a?.b` → ["self", "a", "b"],
  /// `.red` → ["", "red"]; nil if it contains anything else (calls, subscripts, literals).
  public var memberPath: [String]? {
    var components: [String] = []
    var node: SyntaxNode? = self
    var guardCount = 0
    while let current = node, guardCount < 10_000 {
      guardCount += 1
      switch current.kind {
      case .identifierExpr:
        guard let token = current.nameToken else { return nil }
        components.append(token.identifierText)
        return components.reversed()
      case .memberAccessExpr:
        guard let member = current.memberName else { return nil }
        components.append(member)
        node = current.base
        if node == nil {
          components.append("")
          return components.reversed()
        }
      case .optionalChainingExpr, .forceUnwrapExpr:
        node = current.firstChildNode
      default:
        return nil
      }
    }
    return nil
  }

  /// `memberPath` joined with dots (`uiView.text`).
  public var pathText: String? { memberPath?.joined(separator: ".") }

  /// Whether this node or a descendant is a reference whose path starts with `path`
  /// (`uiView.text` mentions ["uiView", "text"] and ["uiView"]).
  public func mentions(path: [String]) -> Bool {
    if let own = memberPath, own.count >= path.count, own.prefix(path.count).elementsEqual(path) { return true }
    var found = false
    walk { node in
      if found { return .skipChildren }
      if let own = node.memberPath, own.count >= path.count, own.prefix(path.count).elementsEqual(path) {
        found = true
        return .skipChildren
      }
      return .visitChildren
    }
    return found
  }

  // MARK: - Control flow

  /// Conditions of an `if`, `guard` or `while` (expressions, optional bindings, `case` patterns,
  /// availability checks), without the commas.
  public var conditions: [SyntaxNode] {
    child(.conditionList)?.childNodes ?? []
  }

  /// The block after the conditions of an `if`.
  public var thenBlock: SyntaxNode? {
    guard kind == .ifExpr else { return nil }
    return child(.codeBlock)
  }

  /// After `else` of an `if`: another `ifExpr` or a `codeBlock`.
  public var elseBody: SyntaxNode? {
    guard kind == .ifExpr else { return nil }
    return child(.elseClause)?.firstChildNode
  }

  /// The `else { … }` block of a `guard`.
  public var elseBlock: SyntaxNode? {
    guard kind == .guardStmt else { return nil }
    return child(.codeBlock)
  }

  /// The value switched on.
  public var subject: SyntaxNode? {
    guard kind == .switchExpr else { return nil }
    return firstChildNode
  }

  /// `case`/`default` sections of a switch, including those inside `#if` clauses.
  public var cases: [SyntaxNode] {
    guard kind == .switchExpr else { return [] }
    var result: [SyntaxNode] = []
    var stack: [SyntaxNode] = Array(childNodes.reversed())
    while let node = stack.popLast() {
      if node.kind == .switchCase {
        result.append(node)
      } else if node.kind == .ifConfigStmt || node.kind == .ifConfigClause {
        stack.append(contentsOf: node.childNodes.reversed())
      }
    }
    return result
  }

  /// Patterns of a switch case's `case` label (empty for `default`).
  public var caseItems: [SyntaxNode] {
    guard kind == .switchCase else { return [] }
    return child(.switchCaseLabel)?.children(.caseItem) ?? []
  }

  public var isDefaultCase: Bool { kind == .switchCase && child(.switchDefaultLabel) != nil }

  // MARK: - Closures

  public var closureSignature: SyntaxNode? {
    guard kind == .closureExpr else { return nil }
    return child(.closureSignature)
  }

  /// Capture list items (`[weak self, x = y]`).
  public var captureItems: [SyntaxNode] {
    closureSignature?.child(.captureList)?.children(.captureItem) ?? []
  }

  /// `weak`/`unowned` of a capture item.
  public var captureSpecifier: SyntaxToken? {
    guard kind == .captureItem else { return nil }
    return child(.modifier)?.childToken(at: 0)
  }

  /// The captured name of a capture item (`self` in `weak self`, `x` in `x = y`).
  public var capturedName: String? {
    guard kind == .captureItem else { return nil }
    if let token = firstChildToken(where: { Parser.isWord($0.kind) }) { return token.identifierText }
    return firstChildNode { $0.kind != .modifier }?.compactText
  }

  /// Parameter nodes of a closure signature (`x` in `{ x in … }`, `(a: Int)` …).
  public var closureParameters: [SyntaxNode] {
    closureSignature?.child(.closureParameterClause)?.children(.closureParameter) ?? []
  }

  // MARK: - Context

  /// The nearest enclosing declaration.
  public var enclosingDeclaration: SyntaxNode? { ancestor { $0.kind.isDeclaration } }

  /// The nearest enclosing struct/class/enum/actor/protocol/extension.
  public var enclosingTypeDeclaration: SyntaxNode? { ancestor { $0.kind.isTypeLikeDeclaration } }

  /// The nearest enclosing function-like scope: function, initializer, deinitializer, accessor,
  /// subscript or closure.
  public var enclosingFunction: SyntaxNode? {
    ancestor { node in
      switch node.kind {
      case .funcDecl, .initDecl, .deinitDecl, .accessor, .subscriptDecl, .closureExpr: return true
      default: return false
      }
    }
  }

  /// Comments in the leading trivia of the node's first token (doc comments, suppression comments).
  public var leadingComments: [TriviaPiece] {
    firstToken?.leadingTriviaPieces.filter { $0.kind.isComment } ?? []
  }

  /// Comments in the trailing trivia of the node's last token (same-line comments after it).
  public var trailingComments: [TriviaPiece] {
    lastToken?.trailingTriviaPieces.filter { $0.kind.isComment } ?? []
  }
}
