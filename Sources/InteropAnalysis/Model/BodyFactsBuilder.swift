import SwiftLiteParser

/// Builds the `BodyFacts` of one function body in one walk of its tree. Conditions of `if`/`guard`/`while`/
/// `switch`/`for` headers are not statements, but closures inside them are looked into. Nested type
/// declarations are skipped; a nested function's body counts like a closure.
struct BodyFactsBuilder {
  static let maximumDepth = 512

  var assignments: [Assignment] = []
  var calls: [Call] = []
  var closures: [Closure] = []
  var returns: [Return] = []
  var bindings: [LocalBinding] = []
  var throwStatements: [(node: SyntaxNode, site: Site)] = []

  /// The mutable form of `Site` during the walk.
  struct State {
    var conditions: [Condition] = []
    var closures: [SyntaxNode] = []
    var inDefer = false
    var statement: SyntaxNode?

    var site: Site { Site(conditions: conditions, closures: closures, inDefer: inDefer, statement: statement) }
  }

  /// `body` is a function's `{ … }` code block (or a subscript's accessor block).
  static func facts(of body: SyntaxNode) -> BodyFacts {
    var builder = BodyFactsBuilder()
    builder.block(body, state: State(), depth: 0)
    return BodyFacts(
      body: body, assignments: builder.assignments, calls: builder.calls, closures: builder.closures,
      returns: builder.returns, bindings: builder.bindings, throwStatements: builder.throwStatements)
  }

  /// A `{ … }` block (or closure, switch case): its items in order, a `guard` covering the items after it.
  mutating func block(_ node: SyntaxNode, state outer: State, depth: Int) {
    var state = outer
    for item in node.statements {
      state.statement = item
      statement(item, state: &state, depth: depth + 1)
    }
  }

  /// One item of a block. `state` may grow (a `guard` adds its condition for what follows).
  mutating func statement(_ node: SyntaxNode, state: inout State, depth: Int) {
    guard depth < BodyFactsBuilder.maximumDepth else { return }
    switch node.kind {
    case .guardStmt:
      let condition = Condition(kind: .guard, node: node, clauses: Self.clauses(of: node.child(.conditionList)), inElse: false)
      conditionClosures(node.child(.conditionList), state: state, depth: depth)
      if let elseBlock = node.elseBlock { block(elseBlock, state: state, depth: depth) }
      state.conditions.append(condition)
    case .labeledStmt:
      for child in node.childNodes { statement(child, state: &state, depth: depth + 1) }
    case .ifConfigStmt, .ifConfigDecl:
      for clause in node.children(.ifConfigClause) {
        for item in clause.statements {
          var inner = state
          inner.statement = item
          statement(item, state: &inner, depth: depth + 1)
        }
      }
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .typealiasDecl:
      return
    case .funcDecl, .initDecl, .deinitDecl:
      guard let body = node.body else { return }
      var inner = state
      inner.closures.append(node)
      block(body, state: inner, depth: depth)
    case .variableDecl:
      for binding in node.bindings {
        if let token = binding.boundNameTokens.first, binding.pattern?.kind == .identifierPattern {
          bindings.append(LocalBinding(node: binding, nameToken: token, value: binding.initializerValue, site: state.site))
        }
        if let value = binding.initializerValue { expression(value, state: state, depth: depth + 1) }
        if let accessors = binding.accessorBlock { expression(accessors, state: state, depth: depth + 1) }
      }
    case .returnStmt:
      returns.append(Return(node: node, site: state.site))
      if let value = node.firstChildNode { expression(value, state: state, depth: depth + 1) }
    case .throwStmt:
      throwStatements.append((node, state.site))
      if let value = node.firstChildNode { expression(value, state: state, depth: depth + 1) }
    case .deferStmt:
      var inner = state
      inner.inDefer = true
      if let body = node.body { block(body, state: inner, depth: depth) }
    default:
      expression(node, state: state, depth: depth)
    }
  }

  /// Any other node: statements with blocks (`if`, `switch`, loops, `do`) and expressions.
  mutating func expression(_ node: SyntaxNode, state: State, depth: Int) {
    guard depth < BodyFactsBuilder.maximumDepth else { return }
    switch node.kind {
    case .codeBlock:
      block(node, state: state, depth: depth)
    case .ifExpr:
      ifStatement(node, state: state, depth: depth)
    case .switchExpr:
      if let subject = node.subject { expression(subject, state: state, depth: depth + 1) }
      for section in node.cases {
        var inner = state
        let clauses = section.caseItems.map { item in
          ConditionClause(kind: .pattern, node: item, comparisons: [], boundNames: item.boundNameTokens.map(\.identifierText))
        }
        inner.conditions.append(Condition(kind: .switchCase, node: node, clauses: clauses, inElse: false))
        block(section, state: inner, depth: depth + 1)
      }
    case .whileStmt:
      let list = node.child(.conditionList)
      conditionClosures(list, state: state, depth: depth)
      var inner = state
      inner.conditions.append(Condition(kind: .while, node: node, clauses: Self.clauses(of: list), inElse: false))
      if let body = node.body { block(body, state: inner, depth: depth) }
    case .repeatStmt:
      var inner = state
      inner.conditions.append(Condition(kind: .repeat, node: node, clauses: [], inElse: false))
      for child in node.childNodes {
        if child.kind == .codeBlock { block(child, state: inner, depth: depth) } else { conditionClosures(child, state: state, depth: depth) }
      }
    case .forStmt:
      var inner = state
      inner.conditions.append(Condition(kind: .for, node: node, clauses: [], inElse: false))
      for child in node.childNodes {
        if child.kind == .codeBlock { block(child, state: inner, depth: depth) } else if !child.kind.isPattern { expression(child, state: state, depth: depth + 1) }
      }
    case .doStmt:
      for child in node.childNodes {
        if child.kind == .codeBlock {
          block(child, state: state, depth: depth)
        } else if child.kind == .catchClause, let body = child.body {
          var inner = state
          inner.conditions.append(Condition(kind: .catch, node: child, clauses: [], inElse: false))
          block(body, state: inner, depth: depth)
        }
      }
    case .closureExpr:
      closures.append(Closure(node: node, site: state.site))
      var inner = state
      inner.closures.append(node)
      block(node, state: inner, depth: depth)
    case .ternaryExpr:
      let parts = node.childNodes
      guard let first = parts.first else { return }
      expression(first, state: state, depth: depth + 1)
      var inner = state
      inner.conditions.append(Condition(kind: .ternary, node: node, clauses: [Self.clause(first)], inElse: false))
      for branch in parts.dropFirst() { expression(branch, state: inner, depth: depth + 1) }
    case .assignmentExpr:
      if let target = node.lhs, let value = node.rhs, let op = node.operatorToken, !isInsideArgument(node) {
        assignments.append(Assignment(node: node, target: target, op: op.text, value: value, site: state.site))
      }
      descend(node, state: state, depth: depth)
    case .callExpr:
      calls.append(Call(node: node, site: state.site))
      descend(node, state: state, depth: depth)
    case .identifierExpr, .literalExpr:
      return
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .typealiasDecl:
      return
    case .funcDecl, .initDecl, .deinitDecl, .variableDecl, .guardStmt, .returnStmt, .throwStmt, .deferStmt, .labeledStmt,
      .ifConfigStmt, .ifConfigDecl:
      var copy = state
      statement(node, state: &copy, depth: depth + 1)
    default:
      descend(node, state: state, depth: depth)
    }
  }

  mutating func descend(_ node: SyntaxNode, state: State, depth: Int) {
    node.forEachChildNode(including: { !($0 == .identifierExpr || $0 == .literalExpr || $0.isType || $0.isPattern) }) { child in
      expression(child, state: state, depth: depth + 1)
      return true
    }
  }

  mutating func ifStatement(_ node: SyntaxNode, state: State, depth: Int) {
    guard depth < BodyFactsBuilder.maximumDepth else { return }
    let list = node.child(.conditionList)
    conditionClosures(list, state: state, depth: depth)
    let clauses = Self.clauses(of: list)
    var then = state
    then.conditions.append(Condition(kind: .if, node: node, clauses: clauses, inElse: false))
    if let thenBlock = node.thenBlock { block(thenBlock, state: then, depth: depth) }
    guard let elseBody = node.elseBody else { return }
    var otherwise = state
    otherwise.conditions.append(Condition(kind: .if, node: node, clauses: clauses, inElse: true))
    if elseBody.kind == .ifExpr {
      ifStatement(elseBody, state: otherwise, depth: depth + 1)
    } else {
      block(elseBody, state: otherwise, depth: depth)
    }
  }

  /// Closures inside a condition: their bodies still hold facts (with the site around the statement).
  mutating func conditionClosures(_ node: SyntaxNode?, state: State, depth: Int) {
    guard let node else { return }
    // A closure holds its `{`: only the nodes around a `{` are walked (a condition without one costs a token scan).
    let braces = node.tokenOffsets { kind, _ in kind == .leftBrace }
    guard !braces.isEmpty else { return }
    var found: [SyntaxNode] = []
    node.walk(holding: braces) { child in
      if child.kind == .closureExpr {
        found.append(child)
        return .skipChildren
      }
      return .visitChildren
    }
    for closure in found { expression(closure, state: state, depth: depth + 1) }
  }

  /// An assignment inside parentheses or brackets of its statement (`f(a = b)` does not parse as Swift,
  /// `(a, b) = …` is a tuple): not recorded.
  func isInsideArgument(_ node: SyntaxNode) -> Bool {
    var current = node.parent
    var steps = 0
    while let ancestor = current, steps < 64 {
      steps += 1
      switch ancestor.kind {
      case .closureExpr, .codeBlock, .sourceFile, .memberBlock, .switchCase, .ifConfigClause: return false
      case .argumentList, .tupleExpr, .arrayExpr, .dictionaryExpr: return true
      default: current = ancestor.parent
      }
    }
    return false
  }

  // MARK: Conditions

  static func clauses(of list: SyntaxNode?) -> [ConditionClause] {
    guard let list else { return [] }
    return list.childNodes.map(clause)
  }

  static let comparisonOperators: Set<String> = ["==", "!=", "===", "!==", "<", "<=", ">", ">="]

  static func clause(_ node: SyntaxNode) -> ConditionClause {
    switch node.kind {
    case .optionalBindingCondition:
      return ConditionClause(kind: .unwrap, node: node, comparisons: [], boundNames: node.boundNameTokens.map(\.identifierText))
    case .availabilityCondition:
      return ConditionClause(kind: .availability, node: node, comparisons: [], boundNames: [])
    case .matchingPatternCondition:
      return ConditionClause(kind: .pattern, node: node, comparisons: [], boundNames: node.boundNameTokens.map(\.identifierText))
    default:
      return ConditionClause(kind: .expression, node: node, comparisons: comparisons(in: node), boundNames: [])
    }
  }

  /// The comparisons at the top of a boolean expression: the operands of `&&`/`||` chains, each split at its
  /// comparison operator. Parenthesised sub-expressions are looked into.
  static func comparisons(in node: SyntaxNode) -> [Comparison] {
    var result: [Comparison] = []
    var stack: [SyntaxNode] = [node]
    var steps = 0
    while let current = stack.popLast(), steps < 4_096 {
      steps += 1
      switch current.kind {
      case .tupleExpr:
        let arguments = current.arguments
        if arguments.count == 1, arguments[0].label == nil, let inner = arguments[0].value { stack.append(inner) }
      case .prefixOperatorExpr:
        continue
      case .sequenceExpr:
        // Operands and operator tokens alternate; split at && and ||, then find a comparison in each segment.
        var segment: [SyntaxElement] = []
        func flush() {
          defer { segment = [] }
          let operators = segment.enumerated().compactMap { index, element -> (Int, String)? in
            guard case .token(let token) = element, token.kind == .operatorSymbol else { return nil }
            return (index, token.text)
          }
          if operators.isEmpty, segment.count == 1, case .node(let only) = segment[0] {
            stack.append(only)
            return
          }
          guard operators.count == 1, let (index, op) = operators.first, comparisonOperators.contains(op) else { return }
          let left = segment[..<index]
          let right = segment[(index + 1)...]
          func single(_ part: ArraySlice<SyntaxElement>) -> SyntaxNode? {
            guard part.count == 1, let first = part.first, case .node(let node) = first else { return nil }
            return node
          }
          result.append(Comparison(op: op, lhs: single(left), rhs: single(right)))
        }
        current.forEachChild { element in
          if case .token(let token) = element, token.kind == .operatorSymbol, token.textEquals("&&") || token.textEquals("||") {
            flush()
          } else {
            segment.append(element)
          }
          return true
        }
        flush()
      default:
        continue
      }
    }
    return result
  }
}
