/// What `BodyScanner` records about a statement position: the conditions guarding it and whether it sits
/// inside a closure.
public struct StatementContext: Sendable, Hashable {
  /// Token ranges of every enclosing `if`/`guard`/`while`/`switch` condition, outermost first (a `guard` covers
  /// the statements after it in the same block).
  public var conditions: [ClosedRange<Int>]
  /// How many closure literals (or nested functions) enclose the position.
  public var closureDepth: Int
  /// The `{` of the innermost enclosing closure, if any.
  public var closureOpen: Int?
  /// Whether an enclosing block is inside `defer { }`.
  public var inDefer: Bool
  /// The `{` tokens of every enclosing block, outermost (the function body) first; inside a `switch`, the
  /// `case`/`default` token of the current case follows the switch's `{`.
  public var blocks: [Int] = []

  public var isGuarded: Bool { !conditions.isEmpty }
}

public struct AssignmentEvent: Sendable, Hashable {
  public var lhsFirst: Int
  public var lhsLast: Int
  /// Identifier components of the assigned path (`uiView.layer.cornerRadius` → three names).
  public var lhsPath: [String]
  public var lhsPathTokens: [Int]
  public var operatorToken: Int
  public var rhsFirst: Int
  public var rhsLast: Int
  public var context: StatementContext
}

public struct CallEvent: Sendable, Hashable {
  public var chainFirst: Int
  /// The called name (`load` in `webView.load(…)`).
  public var nameToken: Int
  /// Identifier components before the name (`webView` in `webView.load(…)`).
  public var receiverPath: [String]
  public var openParen: Int?
  /// Last token of the call, including a trailing closure.
  public var lastToken: Int
  /// Whether the call begins a statement.
  public var isStatement: Bool
  public var context: StatementContext
}

public struct ClosureEvent: Sendable, Hashable {
  public var open: Int
  public var close: Int
  /// The call the closure is passed to (its name token), if any.
  public var calleeToken: Int?
  /// The argument label it is passed under, if any.
  public var label: String?
  /// Capture-list names such as `weak self`, `unowned coordinator`.
  public var captures: [String]
  /// The context around the closure (not inside it).
  public var context: StatementContext
}

/// An `if` statement: its then-block, and its `else` block or `else if` (the nested `if` keyword token).
public struct IfEvent: Sendable, Hashable {
  public var keyword: Int
  public var thenOpen: Int
  public var elseOpen: Int?
  public var elseIf: Int?
  /// The last token of the whole statement (including else branches).
  public var lastToken: Int
  public var context: StatementContext
}

/// A `switch` statement and the tokens starting its cases.
public struct SwitchEvent: Sendable, Hashable {
  public var keyword: Int
  public var open: Int
  public var cases: [Int]
  public var lastToken: Int
  public var context: StatementContext
}

public struct ReturnEvent: Sendable, Hashable {
  public var token: Int
  public var expressionFirst: Int?
  public var expressionLast: Int?
  public var context: StatementContext
}

public struct BodyEvents: Sendable {
  public var assignments: [AssignmentEvent] = []
  public var calls: [CallEvent] = []
  public var closures: [ClosureEvent] = []
  public var returns: [ReturnEvent] = []
  public var ifs: [IfEvent] = []
  public var switches: [SwitchEvent] = []
  /// `throw` statements, which also leave the function.
  public var throwTokens: [(token: Int, context: StatementContext)] = []
  /// `let`/`var` bindings: name token and initializer range.
  public var bindings: [(name: Int, first: Int, last: Int, context: StatementContext)] = []
}

/// Walks one function body and records assignments, calls, closures and returns with their guarding
/// conditions. Unknown syntax is skipped token by token; recursion is depth-limited.
public struct BodyScanner {
  public static let maximumDepth = 64

  let file: ScannedFile
  var events = BodyEvents()

  public static func scan(_ file: ScannedFile, open: Int, close: Int) -> BodyEvents {
    var scanner = BodyScanner(file: file)
    let context = StatementContext(conditions: [], closureDepth: 0, closureOpen: nil, inDefer: false)
    scanner.scanBlock(from: open + 1, to: min(close, file.count), context: context, depth: 0)
    return scanner.events
  }

  static let blockKeywords: Set<String> = ["do", "defer", "repeat", "else", "catch", "for"]

  mutating func scanBlock(from start: Int, to end: Int, context outerContext: StatementContext, depth: Int, switchKeyword: Int? = nil) {
    guard depth < BodyScanner.maximumDepth else { return }
    var context = outerContext
    context.blocks.append(start - 1)
    let blockContext = context
    var cases: [Int] = []
    defer {
      if let switchKeyword {
        events.switches.append(SwitchEvent(keyword: switchKeyword, open: start - 1, cases: cases, lastToken: min(end, file.count - 1), context: outerContext))
      }
    }
    var index = start
    var parenStack: [(open: Int, callee: Int?)] = []
    var pendingBinding = false
    var statementStart = true
    while index < end {
      let before = index
      defer { index = max(index, before + 1) }
      let token = file.tokens[index]
      if token.newlineBefore || (index > 0 && file.is(index - 1, ";")) { statementStart = true }
      if file.isConditionalDirective(index) {
        index = file.skipDirective(index)
        statementStart = true
        continue
      }
      let atStatementStart = statementStart
      statementStart = false
      switch token.kind {
      case .identifier:
        if switchKeyword != nil, atStatementStart || file.is(index - 1, "{"), file.is(index, "case") || file.is(index, "default") {
          context = blockContext
          context.blocks.append(index)
          cases.append(index)
          index += 1
          continue
        }
        // An argument label or member named like a keyword (`for:`, `.default`) is not a keyword.
        let isKeyword = !file.is(index + 1, ":") && !(index > 0 && file.is(index - 1, "."))
        if isKeyword, file.is(index, "throw") {
          events.throwTokens.append((token: index, context: context))
        }
        if isKeyword, file.is(index, "if") || file.is(index, "while") || file.is(index, "switch") || file.is(index, "guard") {
          index = scanConditional(at: index, end: end, context: &context, depth: depth)
          statementStart = true
          continue
        }
        if isKeyword, parenStack.isEmpty, file.is(index, "let") || file.is(index, "var") {
          pendingBinding = true
          if file.isIdentifier(index + 1), file.is(index + 2, "=") || file.is(index + 2, ":") {
            var equals = index + 2
            if file.is(equals, ":") {
              while equals < end, !file.is(equals, "="), !file.tokens[equals].newlineBefore || equals == index + 3 { equals += 1 }
            }
            if equals < end, file.is(equals, "=") {
              let last = BodyScanner.expressionEnd(file, from: equals + 1, end: end)
              events.bindings.append((name: index + 1, first: equals + 1, last: last, context: context))
            }
          }
          index += 1
          continue
        }
        if isKeyword, file.is(index, "func") {
          // A nested function: its body counts like a closure body.
          var open = index + 1
          while open < end, !file.is(open, "{") {
            if file.is(open, "(") { open = file.closing(open) }
            open += 1
          }
          if open < end {
            let close = min(file.closing(open), end)
            var inner = context
            inner.closureDepth += 1
            inner.closureOpen = open
            scanBlock(from: open + 1, to: close, context: inner, depth: depth + 1)
            index = close + 1
          } else {
            index = open
          }
          continue
        }
        if isKeyword, BodyScanner.blockKeywords.contains(file.text(index)) {
          let isDefer = file.is(index, "defer")
          var open = index + 1
          while open < end, !file.is(open, "{") {
            if file.is(open, "(") || file.is(open, "[") { open = file.closing(open) }
            open += 1
          }
          if open < end {
            let close = min(file.closing(open), end)
            var inner = context
            if isDefer { inner.inDefer = true }
            scanBlock(from: open + 1, to: close, context: inner, depth: depth + 1)
            index = close + 1
            statementStart = true
          } else {
            index = open
          }
          continue
        }
        if isKeyword, file.is(index, "return") {
          var first: Int?
          var last: Int?
          if index + 1 < end, !file.tokens[index + 1].newlineBefore, !file.is(index + 1, "}") {
            first = index + 1
            last = BodyScanner.expressionEnd(file, from: index + 1, end: end)
          }
          events.returns.append(ReturnEvent(token: index, expressionFirst: first, expressionLast: last, context: context))
          continue
        }
        // A call: `name(` or `name {` (trailing closure only).
        if index + 1 < end, file.is(index + 1, "("), !file.tokens[index + 1].spaceBefore {
          recordCall(nameToken: index, openParen: index + 1, end: end, context: context, atStatementStart: atStatementStart)
          parenStack.append((open: index + 1, callee: index))
          index += 2
          continue
        }
        if index + 1 < end, file.is(index + 1, "{"), !file.tokens[index + 1].newlineBefore, index > 0, file.is(index - 1, "."),
          parenStack.isEmpty || true
        {
          recordCall(nameToken: index, openParen: nil, end: end, context: context, atStatementStart: atStatementStart)
        }
      case .punctuation:
        if file.is(index, "(") || file.is(index, "[") {
          parenStack.append((open: index, callee: nil))
        } else if file.is(index, ")") || file.is(index, "]") {
          if !parenStack.isEmpty { parenStack.removeLast() }
        } else if file.is(index, "{") {
          let close = min(file.closing(index), end)
          var calleeToken: Int?
          var label: String?
          if index > 0, file.is(index - 1, ":"), file.isIdentifier(index - 2) {
            label = file.text(index - 2)
            calleeToken = parenStack.last?.callee
          } else if index > 0, file.is(index - 1, ")") {
            let opener = file.match[index - 1]
            if opener > 0, file.isIdentifier(opener - 1) { calleeToken = opener - 1 }
          } else if index > 0, file.isIdentifier(index - 1), !file.tokens[index].newlineBefore {
            calleeToken = index - 1
          } else if !parenStack.isEmpty {
            calleeToken = parenStack.last?.callee
          }
          var captures: [String] = []
          if index + 1 < close, file.is(index + 1, "[") {
            let captureClose = file.closing(index + 1)
            var words: [String] = []
            var position = index + 2
            while position < captureClose {
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
          events.closures.append(ClosureEvent(open: index, close: close, calleeToken: calleeToken, label: label, captures: captures, context: context))
          var inner = context
          inner.closureDepth += 1
          inner.closureOpen = index
          scanBlock(from: index + 1, to: close, context: inner, depth: depth + 1)
          index = close + 1
          continue
        } else if file.is(index, ";") {
          pendingBinding = false
          statementStart = true
        }
      case .operator:
        let text = file.text(index)
        let isAssignment = text == "=" || (text.count >= 2 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text))
        if isAssignment {
          if pendingBinding || !parenStack.isEmpty {
            pendingBinding = false
          } else {
            recordAssignment(operatorToken: index, start: start, end: end, context: context)
          }
        }
      default:
        break
      }
      if token.newlineBefore && !atStatementStart { pendingBinding = false }
      index += 1
    }
  }

  /// Scans `if`/`while`/`switch`/`guard` and its blocks; returns the index after them.
  mutating func scanConditional(at keyword: Int, end: Int, context: inout StatementContext, depth: Int) -> Int {
    let isGuard = file.is(keyword, "guard")
    var index = keyword + 1
    let conditionStart = index
    while index < end {
      if file.is(index, "{") { break }
      if isGuard, file.isIdentifier(index, "else") { break }
      if file.is(index, "(") || file.is(index, "[") { index = file.closing(index) }
      index += 1
    }
    let condition = conditionStart...max(conditionStart, index - 1)
    scanConditionClosures(from: conditionStart, to: index, context: context, depth: depth)
    if isGuard {
      var open = index
      while open < end, !file.is(open, "{") { open += 1 }
      guard open < end else { return open }
      let close = min(file.closing(open), end)
      var inner = context
      inner.conditions.append(condition)
      scanBlock(from: open + 1, to: close, context: inner, depth: depth + 1)
      context.conditions.append(condition)
      return close + 1
    }
    guard index < end else { return index }
    let close = min(file.closing(index), end)
    var inner = context
    inner.conditions.append(condition)
    let isSwitch = file.is(keyword, "switch")
    scanBlock(from: index + 1, to: close, context: inner, depth: depth + 1, switchKeyword: isSwitch ? keyword : nil)
    var next = close + 1
    var elseOpen: Int?
    var elseIf: Int?
    if next < end, file.isIdentifier(next, "else") {
      if file.isIdentifier(next + 1, "if") {
        var elseContext = inner
        elseIf = next + 1
        next = scanConditional(at: next + 1, end: end, context: &elseContext, depth: depth + 1)
      } else if file.is(next + 1, "{") {
        let elseClose = min(file.closing(next + 1), end)
        elseOpen = next + 1
        scanBlock(from: next + 2, to: elseClose, context: inner, depth: depth + 1)
        next = elseClose + 1
      }
    }
    if file.is(keyword, "if") {
      events.ifs.append(IfEvent(keyword: keyword, thenOpen: index, elseOpen: elseOpen, elseIf: elseIf, lastToken: max(next - 1, index), context: context))
    }
    return next
  }

  /// Closures inside a condition (`if items.contains(where: { … })`) still get scanned.
  mutating func scanConditionClosures(from start: Int, to end: Int, context: StatementContext, depth: Int) {
    var index = start
    while index < end {
      if file.is(index, "{") {
        let close = min(file.closing(index), end)
        var inner = context
        inner.closureDepth += 1
        inner.closureOpen = index
        scanBlock(from: index + 1, to: close, context: inner, depth: depth + 1)
        index = close + 1
        continue
      }
      index += 1
    }
  }

  /// Walks back from `last` over a postfix chain (`a.b?.c[0].d`) and returns its first token and identifiers.
  static func chainStart(_ file: ScannedFile, last: Int, limit: Int) -> (first: Int, names: [Int])? {
    var position = last
    var first = -1
    var names: [Int] = []
    var steps = 0
    while position >= limit, steps < 256 {
      steps += 1
      if file.is(position, "]") || file.is(position, ")") {
        let opener = file.match[position]
        guard opener >= limit else { break }
        first = opener
        if opener - 1 >= limit, file.isIdentifier(opener - 1), !file.tokens[opener].spaceBefore {
          position = opener - 1
          continue
        }
        break
      }
      if file.tokens[position].kind == .operator, file.is(position, "?") || file.is(position, "!") {
        position -= 1
        continue
      }
      if file.isIdentifier(position) {
        first = position
        names.insert(position, at: 0)
        if position - 1 >= limit, file.is(position - 1, ".") {
          if position - 2 >= limit, file.isIdentifier(position - 2) || file.is(position - 2, ")") || file.is(position - 2, "]")
            || file.is(position - 2, "?") || file.is(position - 2, "!")
          {
            position -= 2
            continue
          }
          first = position - 1
        }
        break
      }
      break
    }
    guard first >= 0 else { return nil }
    return (first, names)
  }

  mutating func recordAssignment(operatorToken: Int, start: Int, end: Int, context: StatementContext) {
    guard operatorToken - 1 >= start, let chain = BodyScanner.chainStart(file, last: operatorToken - 1, limit: start) else { return }
    let rhsFirst = operatorToken + 1
    guard rhsFirst < end else { return }
    let rhsLast = BodyScanner.expressionEnd(file, from: rhsFirst, end: end)
    events.assignments.append(AssignmentEvent(
      lhsFirst: chain.first, lhsLast: operatorToken - 1, lhsPath: chain.names.map { file.text($0) }, lhsPathTokens: chain.names,
      operatorToken: operatorToken, rhsFirst: rhsFirst, rhsLast: max(rhsLast, rhsFirst), context: context))
  }

  mutating func recordCall(nameToken: Int, openParen: Int?, end: Int, context: StatementContext, atStatementStart: Bool) {
    let chain = BodyScanner.chainStart(file, last: nameToken, limit: 0)
    let first = chain?.first ?? nameToken
    var receiver = (chain?.names ?? []).map { file.text($0) }
    if !receiver.isEmpty { receiver.removeLast() }
    var last = nameToken
    if let openParen {
      last = min(file.closing(openParen), end - 1)
    }
    if last + 1 < end, file.is(last + 1, "{"), !file.tokens[last + 1].newlineBefore {
      last = min(file.closing(last + 1), end - 1)
    }
    let startsStatement = first == 0 || file.tokens[first].newlineBefore || file.is(first - 1, "{") || file.is(first - 1, ";")
      || file.is(first - 1, "try") || file.is(first - 1, "await")
    events.calls.append(CallEvent(
      chainFirst: first, nameToken: nameToken, receiverPath: receiver, openParen: openParen, lastToken: max(last, nameToken),
      isStatement: startsStatement && atStatementStart || startsStatement, context: context))
  }

  static func isContinuationOperator(_ file: ScannedFile, _ index: Int) -> Bool {
    guard index >= 0, index < file.count else { return false }
    let token = file.tokens[index]
    if token.kind == .punctuation { return file.is(index, ".") }
    if token.kind == .operator {
      return !file.is(index, "!") && !file.is(index, "&")
    }
    return false
  }

  /// The last token of the expression that starts at `start` (see `DeclarationScanner.expressionEnd`).
  public static func expressionEnd(_ file: ScannedFile, from start: Int, end: Int) -> Int {
    var index = start
    var last = start - 1
    let limit = min(end, file.count)
    while index < limit {
      let token = file.tokens[index]
      if index > start, token.newlineBefore {
        let continues = isContinuationOperator(file, index) || (last >= 0 && file.tokens[last].kind == .operator && !file.is(last, "?") && !file.is(last, "!"))
          || (last >= 0 && file.is(last, "."))
        if !continues { break }
      }
      if token.kind == .punctuation {
        if file.is(index, "(") || file.is(index, "[") || file.is(index, "{") {
          let close = file.closing(index)
          last = min(close, limit - 1)
          index = close + 1
          continue
        }
        if file.is(index, ")") || file.is(index, "]") || file.is(index, "}") || file.is(index, ";") || file.is(index, ",") { break }
      }
      if token.kind == .identifier, index > start, file.is(index, "else") { break }
      last = index
      index += 1
    }
    return max(last, start - 1)
  }
}
