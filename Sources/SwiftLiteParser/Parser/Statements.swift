extension Parser {
  // MARK: - Blocks

  mutating func parseCodeBlock() {
    parseBraceBlock(context: .code, kind: .codeBlock)
  }

  /// `{ items }` of a code or member block. Inside braces the expression-level restrictions of the
  /// enclosing construct (no trailing closure in an `if` condition, stop at a newline, pattern mode) are lifted.
  mutating func parseBraceBlock(context: ItemContext, kind: SyntaxKind) {
    let marker = start()
    if current.kind == .leftBrace {
      let saved = (noTrailingClosure, stopAtNewline, inPattern)
      noTrailingClosure = false
      stopAtNewline = false
      inPattern = false
      bump()
      parseItems(context: context, until: .rightBrace)
      expect(.rightBrace)
      (noTrailingClosure, stopAtNewline, inPattern) = saved
    } else {
      missing(.leftBrace)
      missing(.rightBrace)
    }
    finish(marker, kind)
  }

  // MARK: - Statements

  mutating func parseGuard() {
    let marker = start()
    bump()
    parseConditionList()
    expect(.kw_else)
    parseCodeBlock()
    finish(marker, .guardStmt)
  }

  mutating func parseFor() {
    let marker = start()
    bump()
    if current.kind == .kw_try { bump() }
    if current.kind == .kw_await { bump() }
    let saved = (noTrailingClosure, inPattern)
    noTrailingClosure = true
    if current.kind == .kw_case {
      bump()
      parseMatchingPattern()
    } else {
      parseBindingPattern()
    }
    if current.kind == .colon {
      let annotation = start()
      bump()
      parseType()
      finish(annotation, .typeAnnotation)
    }
    expect(.kw_in)
    parseExpression()
    if current.kind == .kw_where {
      let clause = start()
      bump()
      parseExpression()
      finish(clause, .whereClause)
    }
    (noTrailingClosure, inPattern) = saved
    parseCodeBlock()
    finish(marker, .forStmt)
  }

  mutating func parseWhile() {
    let marker = start()
    bump()
    parseConditionList()
    parseCodeBlock()
    finish(marker, .whileStmt)
  }

  mutating func parseRepeat() {
    let marker = start()
    bump()
    parseCodeBlock()
    expect(.kw_while)
    parseExpression()
    finish(marker, .repeatStmt)
  }

  mutating func parseDo() {
    let marker = start()
    bump()
    if current.kind == .kw_throws {
      let clause = start()
      bump()
      if current.kind == .leftParen && current.flags.contains(.leftBound) {
        bump()
        parseTypeOrMissing()
        expect(.rightParen)
      }
      finish(clause, .throwsClause)
    }
    parseCodeBlock()
    var progress = LoopProgress()
    while current.kind == .kw_catch && progressed(&progress) {
      let clause = start()
      bump()
      if current.kind != .leftBrace {
        let saved = noTrailingClosure
        noTrailingClosure = true
        parseCaseItemList()
        noTrailingClosure = saved
      }
      parseCodeBlock()
      finish(clause, .catchClause)
    }
    finish(marker, .doStmt)
  }

  /// Whether an expression can follow `return`/`throw` here.
  mutating func atExpressionStartAfterKeyword() -> Bool {
    switch current.kind {
    case .rightBrace, .semicolon, .eof, .kw_case, .kw_default, .poundEndif, .poundElse, .poundElseif, .rightParen,
      .rightSquare:
      return false
    case .at:
      // `return` at the end of a case, then `@unknown default:`.
      let next = peek()
      return !(next.kind == .identifier && next.textLength == 7 && lexer.matches(next.textStart, "unknown"))
    default:
      return true
    }
  }

  mutating func parseReturn() {
    let marker = start()
    bump()
    if atExpressionStartAfterKeyword() { parseExpression() }
    finish(marker, .returnStmt)
  }

  mutating func parseThrow() {
    let marker = start()
    bump()
    if atExpressionStartAfterKeyword() { parseExpression() } else { parseMissingExpression() }
    finish(marker, .throwStmt)
  }

  mutating func parseDefer() {
    let marker = start()
    bump()
    parseCodeBlock()
    finish(marker, .deferStmt)
  }

  mutating func parseBreakContinue(_ kind: SyntaxKind) {
    let marker = start()
    bump()
    if current.kind == .identifier && !atStartOfLine { bump() }
    finish(marker, kind)
  }

  // MARK: - Conditions

  mutating func parseConditionList() {
    let marker = start()
    let saved = noTrailingClosure
    noTrailingClosure = true
    var progress = LoopProgress()
    repeat {
      parseCondition()
      if !eat(.comma) { break }
    } while current.kind != .eof && progressed(&progress)
    noTrailingClosure = saved
    finish(marker, .conditionList)
  }

  mutating func parseCondition() {
    if tooDeep {
      skipTooDeep()
      return
    }
    switch current.kind {
    case .kw_let, .kw_var, .kw_inout:
      let marker = start()
      bump()
      parseBindingPattern()
      if current.kind == .colon {
        let annotation = start()
        bump()
        parseType()
        finish(annotation, .typeAnnotation)
      }
      if current.kind == .equal {
        let initializer = start()
        bump()
        parseExpression()
        finish(initializer, .initializerClause)
      }
      finish(marker, .optionalBindingCondition)
    case .kw_case:
      let marker = start()
      bump()
      parseMatchingPattern()
      if current.kind == .colon {
        let annotation = start()
        bump()
        parseType()
        finish(annotation, .typeAnnotation)
      }
      let initializer = start()
      expect(.equal)
      parseExpression()
      finish(initializer, .initializerClause)
      finish(marker, .matchingPatternCondition)
    case .poundAvailable, .poundUnavailable:
      let marker = start()
      bump()
      if current.kind == .leftParen {
        skipBalancedToken()
      } else {
        missing(.leftParen)
        missing(.rightParen)
      }
      finish(marker, .availabilityCondition)
    default:
      parseExpression()
    }
  }

  // MARK: - Patterns

  /// Patterns that bind names: identifiers, `_`, tuples (var/let declarations, closures, for-in).
  mutating func parseBindingPattern() {
    if tooDeep {
      skipTooDeep()
      return
    }
    let marker = start()
    switch current.kind {
    case .identifier where currentTextIs("_"):
      bump()
      finish(marker, .wildcardPattern)
    case .leftParen:
      bump()
      var progress = LoopProgress()
      while current.kind != .rightParen && current.kind != .eof && progressed(&progress) {
        let element = start()
        if Parser.isWord(current.kind) && peek().kind == .colon {
          bump()
          bump()
        }
        let before = tokenIndex
        parseBindingPattern()
        let hadComma = eat(.comma)
        finish(element, .tuplePatternElement)
        if !hadComma || tokenIndex == before { break }
      }
      expect(.rightParen)
      finish(marker, .tuplePattern)
    case .kw_let, .kw_var:
      bump()
      parseBindingPattern()
      finish(marker, .valueBindingPattern)
    default:
      if atIdentifierLike || current.kind == .kw_self {
        bump()
      } else {
        missing(.identifier)
      }
      finish(marker, .identifierPattern)
    }
  }

  /// Patterns in `case`, `catch` and `for case`: `let`/`var` bindings, `is T`, `_`, or an expression pattern.
  mutating func parseMatchingPattern() {
    if tooDeep {
      skipTooDeep()
      return
    }
    switch current.kind {
    case .kw_let, .kw_var:
      let marker = start()
      bump()
      let saved = inPattern
      inPattern = true
      if atSimpleBindingAhead() {
        parseBindingPattern()
      } else {
        parseExpressionPattern()
      }
      inPattern = saved
      finish(marker, .valueBindingPattern)
    case .kw_is:
      let marker = start()
      bump()
      parseType()
      finish(marker, .isTypePattern)
    default:
      parseExpressionPattern()
    }
  }

  /// After `let`: a plain name or tuple of names followed by a pattern terminator.
  mutating func atSimpleBindingAhead() -> Bool {
    guard atIdentifierLike else { return false }
    switch peek().kind {
    case .comma, .colon, .equal, .rightParen, .kw_where, .kw_in, .leftBrace, .eof:
      return true
    default:
      return false
    }
  }

  mutating func parseExpressionPattern() {
    let marker = start()
    let saved = inPattern
    inPattern = true
    parseExpression(allowAssignment: false)
    inPattern = saved
    finish(marker, .expressionPattern)
  }

  // MARK: - Switch

  mutating func parseSwitchExpression() {
    let marker = start()
    bump()  // switch
    let saved = noTrailingClosure
    noTrailingClosure = true
    parseExpression()
    noTrailingClosure = saved
    if current.kind == .leftBrace {
      let savedFlags = (noTrailingClosure, stopAtNewline, inPattern)
      noTrailingClosure = false
      stopAtNewline = false
      inPattern = false
      bump()
      parseSwitchCases()
      expect(.rightBrace)
      (noTrailingClosure, stopAtNewline, inPattern) = savedFlags
    } else {
      missing(.leftBrace)
      missing(.rightBrace)
    }
    finish(marker, .switchExpr)
  }

  mutating func parseSwitchCases() {
    var progress = LoopProgress()
    while current.kind != .rightBrace && current.kind != .eof && !isIfConfigEnd(current.kind)
      && progressed(&progress)
    {
      let before = tokenIndex
      if current.kind == .poundIf {
        let marker = start()
        var clauseProgress = LoopProgress()
        while progressed(&clauseProgress) {
          let clause = start()
          let directive = current.kind
          bump()
          if directive != .poundElse { parseIfConfigCondition() }
          parseSwitchCases()
          finish(clause, .ifConfigClause)
          if current.kind == .poundElseif || current.kind == .poundElse { continue }
          break
        }
        expect(.poundEndif)
        finish(marker, .ifConfigStmt)
      } else if current.kind == .kw_case || current.kind == .kw_default || current.kind == .at {
        parseSwitchCase()
      } else {
        // Statements before the first case: unexpected.
        let marker = start()
        parseItem(context: .code)
        if tokenIndex == before { bump() }
        finish(marker, .unexpected)
      }
      if tokenIndex == before {
        let marker = start()
        bump()
        finish(marker, .unexpected)
      }
    }
  }

  /// `pattern where condition, pattern, …` of a `case` label or a `catch` clause: one `caseItem` per
  /// pattern (its `whereClause` and comma inside).
  mutating func parseCaseItemList() {
    var progress = LoopProgress()
    repeat {
      let item = start()
      parseMatchingPattern()
      if current.kind == .kw_where {
        let whereClause = start()
        bump()
        parseExpression()
        finish(whereClause, .whereClause)
      }
      let hadComma = eat(.comma)
      finish(item, .caseItem)
      if !hadComma { break }
    } while current.kind != .eof && progressed(&progress)
  }

  mutating func parseSwitchCase() {
    let marker = start()
    if current.kind == .at {
      let list = start()
      while current.kind == .at { parseAttribute() }
      finish(list, .attributeList)
    }
    if current.kind == .kw_default {
      let label = start()
      bump()
      expect(.colon)
      finish(label, .switchDefaultLabel)
    } else {
      let label = start()
      expect(.kw_case)
      parseCaseItemList()
      expect(.colon)
      finish(label, .switchCaseLabel)
    }
    // Body: statements until the next case, default, `}` or a `#if` that holds cases.
    var progress = LoopProgress()
    while current.kind != .rightBrace && current.kind != .eof && current.kind != .kw_case
      && current.kind != .kw_default && !isIfConfigEnd(current.kind) && progressed(&progress)
    {
      if current.kind == .at && atUnknownDefaultAhead() { break }
      if current.kind == .poundIf && ifConfigHoldsCases() { break }
      let before = tokenIndex
      parseItem(context: .code)
      if tokenIndex == before {
        let unexpected = start()
        bump()
        finish(unexpected, .unexpected)
      }
    }
    finish(marker, .switchCase)
  }

  mutating func atUnknownDefaultAhead() -> Bool {
    var scan = lookahead()
    advance(&scan)
    advance(&scan)
    if scan.current.kind == .leftParen { _ = skipBalanced(&scan) }
    record(scan)
    return scan.current.kind == .kw_case || scan.current.kind == .kw_default
  }

  /// Whether the `#if` at `current` has `case`/`default` as the first token after its condition line.
  mutating func ifConfigHoldsCases() -> Bool {
    var scan = lookahead()
    advance(&scan)
    var count = 0
    while scan.current.kind != .eof && !scan.current.flags.contains(.atStartOfLine) && count < 256 {
      advance(&scan)
      count += 1
    }
    record(scan)
    let k = scan.current.kind
    return k == .kw_case || k == .kw_default || k == .at || k == .poundEndif
  }
}
