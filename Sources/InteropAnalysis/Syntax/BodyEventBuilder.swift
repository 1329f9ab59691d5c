import SwiftLiteParser

/// Records the assignments, calls, closures, returns, `if`s and `switch`es of one function body by walking its
/// tree, each with the conditions guarding it (`StatementContext`). Conditions of `if`/`guard`/`while`/`switch`
/// and `for` headers are not statements: only closures inside a condition are looked into. Positions are token
/// indices into the `ScannedFile` view of the same tree.
struct BodyEventBuilder {
  static let maximumDepth = 512

  /// The lists being filled, turned into one `BodyEvents` at the end.
  struct Lists {
    var assignments: [AssignmentEvent] = []
    var calls: [CallEvent] = []
    var closures: [ClosureEvent] = []
    var returns: [ReturnEvent] = []
    var ifs: [IfEvent] = []
    var switches: [SwitchEvent] = []
    var throwTokens: [(token: Int, context: StatementContext)] = []
    var bindings: [(name: Int, first: Int, last: Int, context: StatementContext)] = []
  }

  let file: ScannedFile
  var events = Lists()

  /// `body` is a function's `{ … }` code block (or a subscript's accessor block).
  static func events(of body: SyntaxNode, file: ScannedFile) -> BodyEvents {
    var builder = BodyEventBuilder(file: file)
    builder.block(body, context: StatementContext(conditions: [], closureDepth: 0, closureOpen: nil, inDefer: false), depth: 0)
    let lists = builder.events
    return BodyEvents(
      assignments: lists.assignments, calls: lists.calls, closures: lists.closures, returns: lists.returns, ifs: lists.ifs,
      switches: lists.switches, throwTokens: lists.throwTokens, bindings: lists.bindings)
  }

  /// The body a function declaration's statements live in.
  static func body(of function: FunctionDeclaration) -> SyntaxNode? {
    function.node.kind == .subscriptDecl ? function.node.child(.accessorBlock) : function.node.body
  }

  /// A `{ … }` block: its items in order, a `guard` covering the items after it.
  mutating func block(_ node: SyntaxNode, context outer: StatementContext, depth: Int) {
    var context = outer
    if let open = file.firstIndex(of: node), file.is(open, "{") { context.blocks.append(open) }
    node.forEachChildNode { item in
      visit(item, context: &context, depth: depth + 1)
      return true
    }
  }

  mutating func visit(_ node: SyntaxNode, context: inout StatementContext, depth: Int) {
    guard depth < BodyEventBuilder.maximumDepth else { return }
    switch node.kind {
    case .codeBlock:
      block(node, context: context, depth: depth)
    case .guardStmt:
      var conditions: SyntaxNode?
      var elseBlock: SyntaxNode?
      for child in node.childNodes {
        if child.kind == .conditionList { conditions = child } else if child.kind == .codeBlock { elseBlock = child }
      }
      conditionClosures(conditions, context: context, depth: depth)
      guard let keyword = file.firstIndex(of: node) else { return }
      var conditionEnd = keyword + 1
      if let conditions, let last = file.lastIndex(of: conditions) { conditionEnd = max(last, keyword + 1) }
      let condition = (keyword + 1)...conditionEnd
      var inner = context
      inner.conditions.append(condition)
      if let elseBlock { block(elseBlock, context: inner, depth: depth) }
      context.conditions.append(condition)
    case .ifExpr:
      ifStatement(node, context: context, depth: depth)
    case .switchExpr:
      switchStatement(node, context: context, depth: depth)
    case .whileStmt:
      var conditions: SyntaxNode?
      var body: SyntaxNode?
      for child in node.childNodes {
        if child.kind == .conditionList { conditions = child } else if child.kind == .codeBlock { body = child }
      }
      conditionClosures(conditions, context: context, depth: depth)
      var inner = context
      if let keyword = file.firstIndex(of: node), let body, let open = file.firstIndex(of: body) {
        inner.conditions.append((keyword + 1)...max(keyword + 1, open - 1))
      }
      if let body { block(body, context: inner, depth: depth) }
    case .repeatStmt:
      for child in node.childNodes {
        if child.kind == .codeBlock { block(child, context: context, depth: depth) } else { conditionClosures(child, context: context, depth: depth) }
      }
    case .forStmt, .doStmt, .catchClause:
      // A `for` header and `catch` patterns are not statements.
      for child in node.childNodes where child.kind == .codeBlock || child.kind == .catchClause {
        var inner = context
        visit(child, context: &inner, depth: depth + 1)
      }
    case .deferStmt:
      var inner = context
      inner.inDefer = true
      for child in node.childNodes where child.kind == .codeBlock { block(child, context: inner, depth: depth) }
    case .ifConfigStmt, .ifConfigDecl:
      for clause in node.childNodes where clause.kind == .ifConfigClause {
        // A clause's first node after `#if`/`#elseif` is its condition.
        var items = clause.childNodes
        if let first = file.firstIndex(of: clause), file.is(first, "#if") || file.is(first, "#elseif"), !items.isEmpty { items.removeFirst() }
        for item in items { visit(item, context: &context, depth: depth + 1) }
      }
    case .labeledStmt:
      for child in node.childNodes { visit(child, context: &context, depth: depth + 1) }
    case .funcDecl, .initDecl, .deinitDecl:
      // A nested function: its body counts like a closure body.
      guard let body = node.childNodes.first(where: { child in child.kind == .codeBlock }), let open = file.firstIndex(of: body) else { return }
      var inner = context
      inner.closureDepth += 1
      inner.closureOpen = open
      block(body, context: inner, depth: depth)
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .typealiasDecl:
      return
    case .variableDecl:
      recordBinding(node, context: context)
      descend(node, context: context, depth: depth)
    case .returnStmt:
      if let token = file.firstIndex(of: node) {
        let expression = node.childNodes.first
        events.returns.append(ReturnEvent(
          token: token, expressionFirst: expression.flatMap(file.firstIndex(of:)), expressionLast: expression.flatMap(file.lastIndex(of:)),
          context: context))
      }
      descend(node, context: context, depth: depth)
    case .throwStmt:
      if let token = file.firstIndex(of: node) { events.throwTokens.append((token: token, context: context)) }
      descend(node, context: context, depth: depth)
    case .closureExpr:
      closure(node, context: context, depth: depth, record: true)
    case .assignmentExpr:
      // The child nodes are built once, for the record and for the walk below.
      let children = node.childNodes
      recordAssignment(node, parts: children, context: context)
      descend(children, context: context, depth: depth)
    case .callExpr:
      let children = node.childNodes
      recordCall(node, children: children, context: context)
      descend(children, context: context, depth: depth)
    default:
      descend(node, context: context, depth: depth)
    }
  }

  /// Child nodes of an expression or declaration, which cannot change the context of what follows.
  mutating func descend(_ node: SyntaxNode, context: StatementContext, depth: Int) {
    // Names, literals, types and patterns hold no statements: their nodes are not even built.
    node.forEachChildNode(including: BodyEventBuilder.mayHoldStatements) { child in
      var inner = context
      visit(child, context: &inner, depth: depth + 1)
      return true
    }
  }

  /// The same over child nodes already built.
  mutating func descend(_ children: [SyntaxNode], context: StatementContext, depth: Int) {
    for child in children where BodyEventBuilder.mayHoldStatements(child.kind) {
      var inner = context
      visit(child, context: &inner, depth: depth + 1)
    }
  }

  static func mayHoldStatements(_ kind: SyntaxKind) -> Bool {
    !(kind == .identifierExpr || kind == .literalExpr || kind.isType || kind.isPattern)
  }

  mutating func closure(_ node: SyntaxNode, context: StatementContext, depth: Int, record: Bool) {
    guard let open = file.firstIndex(of: node), file.is(open, "{") else { return }
    var signature: SyntaxNode?
    var items: [SyntaxNode] = []
    for child in node.childNodes {
      if child.kind == .closureSignature { signature = child } else if child.kind != .attributeList { items.append(child) }
    }
    if record {
      var callee: Int?
      var label: String?
      let previous = open - 1
      if previous >= 1, file.is(previous, ":"), file.isIdentifier(previous - 1) {
        label = file.text(previous - 1)
        callee = parenCallee(node)
      } else if previous >= 0, file.is(previous, ")") {
        let opener = file.match[previous]
        if opener > 0, file.isIdentifier(opener - 1) { callee = opener - 1 }
      } else if previous >= 0, file.isIdentifier(previous), !file.tokens[open].newlineBefore {
        callee = previous
      } else {
        callee = parenCallee(node)
      }
      var captures: [String] = []
      if let list = signature?.child(.captureList), let first = file.firstIndex(of: list), let last = file.lastIndex(of: list) {
        var words: [String] = []
        var position = first + 1
        while position < last {
          if file.is(position, ",") {
            captures.append(words.joined(separator: " "))
            words = []
          } else if file.isIdentifier(position) {
            words.append(file.text(position))
          }
          position += 1
        }
        if !words.isEmpty { captures.append(words.joined(separator: " ")) }
      }
      events.closures.append(ClosureEvent(open: open, close: file.closing(open), calleeToken: callee, label: label, captures: captures, context: context))
    }
    var inner = context
    inner.closureDepth += 1
    inner.closureOpen = open
    inner.blocks.append(open)
    for item in items { visit(item, context: &inner, depth: depth + 1) }
  }

  /// The call whose parentheses directly hold `node` (the name before its `(`), if any.
  func parenCallee(_ node: SyntaxNode) -> Int? {
    var current = node.parent
    var steps = 0
    while let ancestor = current, steps < 64 {
      steps += 1
      switch ancestor.kind {
      case .closureExpr, .codeBlock, .sourceFile, .memberBlock:
        return nil
      case .tupleExpr, .arrayExpr, .dictionaryExpr:
        return nil
      case .argumentList:
        guard let parent = ancestor.parent, parent.kind == .callExpr,
          let opener = file.index(of: ancestor.token(.leftParen) ?? parent.token(.leftParen)),
          opener > 0, file.isIdentifier(opener - 1), !file.tokens[opener].spaceBefore
        else { return nil }
        return opener - 1
      default:
        current = ancestor.parent
      }
    }
    return nil
  }

  /// Closures inside a condition still get their bodies looked into (they are not recorded as closures).
  mutating func conditionClosures(_ node: SyntaxNode?, context: StatementContext, depth: Int) {
    guard let node else { return }
    var closures: [SyntaxNode] = []
    if node.kind == .closureExpr {
      closures.append(node)
    } else {
      node.walk { child in
        if child.kind == .closureExpr {
          closures.append(child)
          return .skipChildren
        }
        return .visitChildren
      }
    }
    for closure in closures { self.closure(closure, context: context, depth: depth + 1, record: false) }
  }

  mutating func ifStatement(_ node: SyntaxNode, context: StatementContext, depth: Int) {
    guard depth < BodyEventBuilder.maximumDepth else { return }
    var conditions: SyntaxNode?
    var thenBlock: SyntaxNode?
    var elseBody: SyntaxNode?
    for child in node.childNodes {
      switch child.kind {
      case .conditionList: conditions = child
      case .codeBlock: thenBlock = child
      case .elseClause: elseBody = child.childNodes.first
      default: break
      }
    }
    conditionClosures(conditions, context: context, depth: depth)
    guard let keyword = file.firstIndex(of: node), let then = thenBlock, let thenOpen = file.firstIndex(of: then), file.is(thenOpen, "{") else {
      descend(node, context: context, depth: depth)
      return
    }
    var inner = context
    inner.conditions.append((keyword + 1)...max(keyword + 1, thenOpen - 1))
    block(then, context: inner, depth: depth)
    var elseOpen: Int?
    var elseIf: Int?
    if let elseBody {
      if elseBody.kind == .ifExpr {
        elseIf = file.firstIndex(of: elseBody)
        ifStatement(elseBody, context: inner, depth: depth + 1)
      } else {
        elseOpen = file.firstIndex(of: elseBody)
        block(elseBody, context: inner, depth: depth)
      }
    }
    let last = file.lastIndex(of: node) ?? thenOpen
    events.ifs.append(IfEvent(keyword: keyword, thenOpen: thenOpen, elseOpen: elseOpen, elseIf: elseIf, lastToken: max(last, thenOpen), context: context))
  }

  mutating func switchStatement(_ node: SyntaxNode, context: StatementContext, depth: Int) {
    let subject = node.childNodes.first
    conditionClosures(subject, context: context, depth: depth)
    guard let keyword = file.firstIndex(of: node), let subject, let subjectLast = file.lastIndex(of: subject), subjectLast + 1 < file.count,
      file.is(subjectLast + 1, "{")
    else { return }
    let open = subjectLast + 1
    var inner = context
    inner.conditions.append((keyword + 1)...max(keyword + 1, open - 1))
    inner.blocks.append(open)
    var cases: [Int] = []
    for section in node.cases {
      guard let first = file.firstIndex(of: section) else { continue }
      cases.append(first)
      var caseContext = inner
      caseContext.blocks.append(first)
      for item in section.statements { visit(item, context: &caseContext, depth: depth + 1) }
    }
    events.switches.append(SwitchEvent(keyword: keyword, open: open, cases: cases, lastToken: file.closing(open), context: context))
  }

  mutating func recordBinding(_ node: SyntaxNode, context: StatementContext) {
    guard let binding = node.childNodes.first(where: { child in child.kind == .patternBinding }) else { return }
    let parts = binding.childNodes
    guard let pattern = parts.first, pattern.kind == .identifierPattern, let name = file.firstIndex(of: pattern),
      let clause = parts.first(where: { child in child.kind == .initializerClause }), let equals = file.firstIndex(of: clause),
      let last = file.lastIndex(of: clause), last > equals
    else { return }
    events.bindings.append((name: name, first: equals + 1, last: last, context: context))
  }

  /// Whether `node` sits in parentheses or brackets of its statement (an argument, a tuple).
  func isInParentheses(_ node: SyntaxNode) -> Bool {
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

  mutating func recordAssignment(_ node: SyntaxNode, parts: [SyntaxNode], context: StatementContext) {
    guard parts.count >= 2, let lhs = parts.first, let rhs = parts.last, !isInParentheses(node), let limit = file.firstIndex(of: lhs),
      let lhsLast = file.lastIndex(of: lhs), lhsLast + 1 < file.count, lhsLast >= limit
    else { return }
    let operatorToken = lhsLast + 1
    guard file.tokens[operatorToken].kind == .operator,
      let chain = file.chainStart(last: operatorToken - 1, limit: limit), let rhsLast = file.lastIndex(of: rhs), rhsLast > operatorToken
    else { return }
    events.assignments.append(AssignmentEvent(
      lhsFirst: chain.first, lhsLast: operatorToken - 1, lhsPath: chain.names.map { file.text($0) }, lhsPathTokens: chain.names,
      operatorToken: operatorToken, rhsFirst: operatorToken + 1, rhsLast: rhsLast, context: context))
  }

  mutating func recordCall(_ node: SyntaxNode, children: [SyntaxNode], context: StatementContext) {
    let nameToken: Int
    var openParen: Int?
    var last: Int
    let trailing = children.dropFirst().first { child in child.kind == .closureExpr }
    var parenthesis: Int?
    if let callee = children.first, let calleeLast = file.lastIndex(of: callee), calleeLast + 1 < file.count,
      file.is(calleeLast + 1, "("), calleeLast + 1 < (trailing.flatMap(file.firstIndex(of:)) ?? file.count)
    {
      parenthesis = calleeLast + 1
    }
    if let opener = parenthesis {
      guard opener > 0, file.isIdentifier(opener - 1), !file.tokens[opener].spaceBefore else { return }
      nameToken = opener - 1
      openParen = opener
      last = file.closing(opener)
    } else {
      // Trailing closure only: `name {` after a `.` (`DispatchQueue.main.async { … }`).
      guard let closure = trailing, let open = file.firstIndex(of: closure), file.is(open, "{"),
        open >= 2, file.isIdentifier(open - 1), file.is(open - 2, "."), !file.tokens[open].newlineBefore
      else { return }
      nameToken = open - 1
      last = nameToken
    }
    if last + 1 < file.count, file.is(last + 1, "{"), !file.tokens[last + 1].newlineBefore {
      last = file.closing(last + 1)
    }
    let chain = file.chainStart(last: nameToken, limit: 0)
    let first = chain?.first ?? nameToken
    var receiver = (chain?.names ?? []).map { file.text($0) }
    if !receiver.isEmpty { receiver.removeLast() }
    let startsStatement = first == 0 || file.tokens[first].newlineBefore || file.is(first - 1, "{") || file.is(first - 1, ";")
      || file.is(first - 1, "try") || file.is(first - 1, "await")
    events.calls.append(CallEvent(
      chainFirst: first, nameToken: nameToken, receiverPath: receiver, openParen: openParen, lastToken: max(last, nameToken),
      isStatement: startsStatement, context: context))
  }
}
