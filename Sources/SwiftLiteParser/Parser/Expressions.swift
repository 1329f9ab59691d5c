extension Parser {
  // MARK: - Sequences, assignment, ternary, casts

  mutating func parseMissingExpression() {
    let marker = start()
    missing(.identifier)
    finish(marker, .missingExpr)
  }

  /// Whether `current` is an infix operator here (binary operators need equal spacing on both sides).
  mutating func atInfixOperator() -> Bool {
    if stopAtNewline && atStartOfLine { return false }
    let k = current.kind
    switch k {
    case .operatorSymbol, .leftAngle, .rightAngle, .ampersand, .ellipsis:
      let left = current.flags.contains(.leftBound)
      let right = current.flags.contains(.rightBound)
      if left == right { return true }
      // `a+ b` style is unusual; `x...` or `-x` are postfix/prefix.
      return false
    case .exclaim:
      // `a ! b` is not Swift; leave it.
      return false
    default:
      return false
    }
  }

  /// Parses an expression: a sequence of operands joined by binary operators, casts, ternaries and
  /// (unless `allowAssignment` is false) an assignment, which takes everything to its right.
  mutating func parseExpression(allowAssignment: Bool = true) {
    if tooDeep {
      skipTooDeep()
      return
    }
    let begin = checkpoint
    let depthBefore = openCount
    _ = depthBefore
    var operators = 0
    var operandStart = checkpoint
    parseUnary()
    var progress = LoopProgress()
    while progressed(&progress) {
      if stopAtNewline && atStartOfLine { break }
      let k = current.kind
      if k == .equal || k == .assignOperator {
        if !allowAssignment || inPattern && k == .equal { break }
        if operators > 0 {
          let sequence = start(at: begin)
          finish(sequence, .sequenceExpr)
        }
        let assignment = start(at: begin)
        bump()
        parseExpression()
        finish(assignment, .assignmentExpr)
        return
      }
      if k == .question && !current.flags.contains(.leftBound) {
        // Ternary: the condition is everything so far.
        if operators > 0 {
          let sequence = start(at: begin)
          finish(sequence, .sequenceExpr)
          operators = 0
        }
        let ternary = start(at: begin)
        bump()
        parseExpression(allowAssignment: false)
        expect(.colon)
        parseExpression(allowAssignment: false)
        finish(ternary, .ternaryExpr)
        operandStart = begin
        continue
      }
      if k == .kw_as || k == .kw_is {
        if stopAtNewline && atStartOfLine { break }
        let cast = start(at: operandStart)
        bump()
        if k == .kw_as && (current.kind == .question || current.kind == .exclaim)
          && current.flags.contains(.leftBound)
        {
          bump()
        }
        parseType()
        finish(cast, .castExpr)
        continue
      }
      if atInfixOperator() {
        bump()
        operators += 1
        operandStart = checkpoint
        parseUnary()
        continue
      }
      break
    }
    if operators > 0 {
      let sequence = start(at: begin)
      finish(sequence, .sequenceExpr)
    }
  }

  // MARK: - Prefix

  mutating func parseUnary() {
    if tooDeep {
      skipTooDeep()
      return
    }
    switch current.kind {
    case .kw_try:
      let marker = start()
      bump()
      if (current.kind == .question || current.kind == .exclaim) && current.flags.contains(.leftBound) {
        bump()
      }
      if current.kind == .kw_await && !tooDeep {
        // After `try`, `await` is the keyword even with its operand on the next line.
        let awaitMarker = start()
        bump()
        parseUnary()
        finish(awaitMarker, .awaitExpr)
      } else {
        parseUnary()
      }
      finish(marker, .tryExpr)
    case .kw_await:
      if isContextualPrefixKeyword() {
        let marker = start()
        bump()
        parseUnary()
        finish(marker, .awaitExpr)
      } else {
        parsePostfix()
      }
    case .kw_consume, .kw_copy, .kw_each, .kw_repeat, .kw_borrow:
      if isContextualPrefixKeyword() {
        let marker = start()
        bump()
        parseUnary()
        finish(marker, .prefixOperatorExpr)
      } else {
        parsePostfix()
      }
    case .operatorSymbol, .ampersand, .exclaim, .leftAngle, .rightAngle, .ellipsis, .question, .assignOperator:
      if current.kind == .assignOperator && current.flags.contains(.rightBound) {
        parsePostfix()
        return
      }
      if current.kind == .question && current.flags.contains(.leftBound) {
        parsePostfix()
        return
      }
      let marker = start()
      if !current.flags.contains(.rightBound) {
        // An operator used as a value (`reduce(0, +)`, `self[...]`).
        bump()
        finish(marker, .identifierExpr)
        return
      }
      bump()
      parseUnary()
      finish(marker, .prefixOperatorExpr)
    default:
      parsePostfix()
    }
  }

  /// `await x` vs. a variable named `await`: a keyword if an operand follows on the same line.
  mutating func isContextualPrefixKeyword() -> Bool {
    let next = peek()
    if next.flags.contains(.atStartOfLine) { return false }
    switch next.kind {
    case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral, .leftParen,
      .leftSquare, .kw_self, .kw_Self, .kw_super, .kw_try, .kw_await, .period, .backslash, .poundIdentifier,
      .kw_true, .kw_false, .kw_nil, .leftBrace, .kw_if, .kw_switch:
      return true
    case .exclaim, .ampersand:
      // `await !ready`: a prefix operator.
      return next.flags.contains(.rightBound) && !next.flags.contains(.leftBound)
    default:
      return Parser.isIdentifierLike(next.kind) || next.kind == .operatorSymbol
    }
  }

  // MARK: - Postfix

  mutating func parsePostfix() {
    let begin = checkpoint
    parsePrimary()
    parsePostfixSuffixes(begin: begin)
  }

  mutating func parsePostfixSuffixes(begin: Checkpoint) {
    var guardCount = 0
    var progress = LoopProgress()
    while progressed(&progress) {
      guardCount += 1
      // Each suffix wraps the expression so far: keep the tree depth bounded too.
      if openCount + guardCount >= depthLimit {
        if atPostfixSuffix() { skipTooDeep() }
        return
      }
      let k = current.kind
      if stopAtNewline && atStartOfLine { return }
      switch k {
      case .period:
        let marker = start(at: begin)
        bump()
        parseMemberName()
        finish(marker, .memberAccessExpr)
      case .leftParen where !atStartOfLine:
        let marker = start(at: begin)
        parseArgumentList(open: .leftParen, close: .rightParen)
        if current.kind == .leftBrace && !atStartOfLine && atTrailingClosure() {
          parseTrailingClosures()
        }
        finish(marker, .callExpr)
      case .leftSquare where !atStartOfLine:
        let marker = start(at: begin)
        parseArgumentList(open: .leftSquare, close: .rightSquare)
        if current.kind == .leftBrace && !atStartOfLine && atTrailingClosure() {
          parseTrailingClosures()
        }
        finish(marker, .subscriptExpr)
      case .leftBrace where !atStartOfLine:
        guard atTrailingClosure() else { return }
        let marker = start(at: begin)
        parseTrailingClosures()
        finish(marker, .callExpr)
      case .question where current.flags.contains(.leftBound):
        let marker = start(at: begin)
        bump()
        finish(marker, .optionalChainingExpr)
      case .exclaim where current.flags.contains(.leftBound):
        let marker = start(at: begin)
        bump()
        finish(marker, .forceUnwrapExpr)
      case .operatorSymbol, .ellipsis, .rightAngle, .ampersand:
        // Postfix operator: bound on the left only.
        let flags = current.flags
        guard flags.contains(.leftBound) && !flags.contains(.rightBound) else { return }
        let marker = start(at: begin)
        bump()
        finish(marker, .postfixOperatorExpr)
      case .leftAngle where current.flags.contains(.leftBound):
        guard atGenericArgumentsAhead() else { return }
        let marker = start(at: begin)
        parseGenericArguments()
        finish(marker, .genericSpecializationExpr)
      case .poundIf where atStartOfLine:
        guard atPostfixIfConfigAhead() else { return }
        let marker = start(at: begin)
        parsePostfixIfConfig()
        finish(marker, .postfixIfConfigExpr)
      default:
        return
      }
    }
  }

  /// Whether `current` continues a postfix chain (used only at the depth limit).
  func atPostfixSuffix() -> Bool {
    switch current.kind {
    case .period: return true
    case .leftParen, .leftSquare, .leftBrace: return !atStartOfLine
    case .question, .exclaim: return current.flags.contains(.leftBound)
    default: return false
    }
  }

  /// After `.`: a member name, tuple index, `init`, `self`, or keyword.
  mutating func parseMemberName() {
    if Parser.isWord(current.kind) || current.kind == .integerLiteral || current.kind == .dollarIdentifier {
      bump()
      parseDeclNameArgumentsIfPresent()
      if current.kind == .leftAngle && current.flags.contains(.leftBound) && atGenericArgumentsAhead() {
        parseGenericArguments()
      }
    } else if current.kind == .floatLiteral {
      // `tuple.0.1` lexes `0.1` as a float.
      bump()
    } else {
      missing(.identifier)
    }
  }

  /// `name(label:other:)` compound names (as in `#selector(tap(_:))`).
  mutating func parseDeclNameArgumentsIfPresent() {
    guard current.kind == .leftParen && current.flags.contains(.leftBound) else { return }
    // Most `name(` are calls: decide from the token after `(` (peeked, so lexed once) and the byte after
    // it, which must be a `:` bound to it, before lexing ahead.
    let first = peek()
    guard Parser.isWord(first.kind) else { return }
    if lexer.at(first.textEnd) != UInt8(ascii: ":") {
      // The decision saw the start of the token after `first`: as a two-token scan records it.
      if tokenIndex + 3 > maxTokenIndex {
        maxTokenIndex = tokenIndex + 3
        chargeLookaheadToLastNode()
      }
      return
    }
    var scan = lookahead()
    advance(&scan)
    var labels = 0
    var valid = true
    while labels < 64 {
      if !Parser.isWord(scan.current.kind) { break }
      advance(&scan)
      if scan.current.kind != .colon || !scan.current.flags.contains(.leftBound) {
        valid = false
        break
      }
      advance(&scan)
      labels += 1
    }
    record(scan)
    guard valid && labels > 0 && scan.current.kind == .rightParen else { return }
    let marker = start()
    bump()
    var count = 0
    while count < labels {
      bump()
      bump()
      count += 1
    }
    bump()
    finish(marker, .declNameArguments)
  }

  /// Whether `{` at `current` is a trailing closure (not a `{ didSet` accessor block, not in a condition).
  mutating func atTrailingClosure() -> Bool {
    if noTrailingClosure { return trailingClosureInConditionAhead() }
    let next = peek().kind
    if next == .kw_didSet || next == .kw_willSet {
      return false
    }
    return true
  }

  /// In a condition (`if`, `guard`, `while`, `for … in`), `{` opens the body, unless (as SwiftParser
  /// decides) the braces close on the same line as they open and are followed by `{`, `where` or `,`, or, on
  /// the same line, by a postfix or infix continuation: `guard let v = a?.filter { $0 > 1 }.first else {`.
  mutating func trailingClosureInConditionAhead() -> Bool {
    var scan = lookahead()
    advance(&scan)
    if scan.current.flags.contains(.atStartOfLine) {
      record(scan)
      return false
    }
    var depth = 1
    while depth > 0 {
      let k = scan.current.kind
      // One line, and a bounded number of tokens (a long line of nested `if a {` must stay linear).
      if k == .eof || k == .poundElse || k == .poundElseif || k == .poundEndif
        || scan.current.flags.contains(.atStartOfLine) || scan.steps > 256
      {
        record(scan)
        return false
      }
      if k == .leftBrace { depth += 1 } else if k == .rightBrace { depth -= 1 }
      advance(&scan)
    }
    let after = scan.current
    record(scan)
    switch after.kind {
    case .leftBrace, .kw_where, .comma:
      return true
    case .leftSquare, .leftParen, .period, .kw_is, .kw_as, .question, .exclaim, .operatorSymbol, .leftAngle, .rightAngle,
      .ampersand:
      return !after.flags.contains(.atStartOfLine)
    default:
      return false
    }
  }

  mutating func parseTrailingClosures() {
    parseClosure()
    var progress = LoopProgress()
    while progressed(&progress) {
      // `label: { … }`
      guard Parser.isWord(current.kind) || current.kind == .identifier else { return }
      let next = peek()
      guard next.kind == .colon else { return }
      var scan = lookahead()
      advance(&scan)
      advance(&scan)
      record(scan)
      guard scan.current.kind == .leftBrace else { return }
      let marker = start()
      bump()
      bump()
      parseClosure()
      finish(marker, .labeledTrailingClosure)
    }
  }

  /// Parses `(…)` or `[…]` arguments into an `argumentList` node.
  mutating func parseArgumentList(open: TokenKind, close: TokenKind) {
    let marker = start()
    let saved = (noTrailingClosure, stopAtNewline, inPattern)
    noTrailingClosure = false
    stopAtNewline = false
    bump()
    var progress = LoopProgress()
    while current.kind != close && current.kind != .eof && !atListBreak && progressed(&progress) {
      let before = tokenIndex
      parseArgument(close: close)
      if tokenIndex == before || atListBreak { break }
    }
    (noTrailingClosure, stopAtNewline, inPattern) = saved
    expect(close)
    finish(marker, .argumentList)
  }

  /// One `label: expr,` element of an argument list or tuple.
  mutating func parseArgument(close: TokenKind) {
    let marker = start()
    if Parser.isWord(current.kind) {
      let next = peek()
      if next.kind == .colon {
        bump()
        bump()
      }
    }
    if current.kind == .comma || current.kind == close {
      // `f(x:)` style or an empty element.
      if lastTokenKind != .colon {
        parseMissingExpression()
      }
    } else {
      parseExpression()
    }
    eat(.comma)
    finish(marker, .argument)
  }

  // MARK: - Primary

  mutating func parsePrimary() {
    let marker = start()
    switch current.kind {
    case .identifier, .dollarIdentifier, .kw_self, .kw_Self, .kw_super, .kw_init, .kw_Any:
      if inPattern && current.kind == .identifier && currentTextIs("_") {
        bump()
        finish(marker, .wildcardPattern)
        return
      }
      bump()
      parseDeclNameArgumentsIfPresent()
      finish(marker, .identifierExpr)
    case .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral, .kw_true, .kw_false, .kw_nil:
      bump()
      finish(marker, .literalExpr)
    case .leftParen:
      parseArgumentList(open: .leftParen, close: .rightParen)
      finish(marker, .tupleExpr)
      if current.kind == .arrow
        || ((current.kind == .kw_async || current.kind == .kw_throws) && functionArrowAhead())
      {
        // A function type used as a value: `[() -> Void]()`, `((Int) -> Void).self`. The parameters
        // stay the tuple as parsed; the result is `typeExpr(functionType(tupleExpr, effects, ->, type))`.
        let begin = Checkpoint(index: marker.index, byteOffset: marker.byteOffset, errorCount: marker.errorCount)
        let type = start(at: begin)
        let function = start(at: begin)
        parseEffects()
        expect(.arrow)
        parseType()
        finish(function, .functionType)
        finish(type, .typeExpr)
      }
    case .leftSquare:
      abandon(marker)
      parseCollection()
    case .leftBrace:
      abandon(marker)
      parseClosure()
    case .period:
      // Implicit member `.foo`
      bump()
      parseMemberName()
      finish(marker, .memberAccessExpr)
    case .backslash:
      abandon(marker)
      parseKeyPath()
    case .poundIdentifier, .poundSourceLocation:
      parseMacroExpansionTail()
      finish(marker, .macroExpansionExpr)
    case .poundAvailable, .poundUnavailable:
      bump()
      if current.kind == .leftParen { skipBalancedToken() }
      finish(marker, .availabilityCondition)
    case .kw_if:
      abandon(marker)
      parseIf()
    case .kw_switch:
      abandon(marker)
      parseSwitchExpression()
    case .kw_let, .kw_var:
      if inPattern {
        bump()
        parseMatchingPatternInner()
        finish(marker, .valueBindingPattern)
      } else {
        missing(.identifier)
        finish(marker, .missingExpr)
      }
    case .kw_is where inPattern:
      bump()
      parseType()
      finish(marker, .isTypePattern)
    case .at:
      // Attributed closure or type in expression position (`@Sendable () -> Void`, `@MainActor in`).
      let list = start()
      while current.kind == .at { parseAttribute() }
      finish(list, .attributeList)
      if current.kind == .leftBrace {
        parseClosure()
      } else {
        parseType()
      }
      finish(marker, .typeExpr)
    case .kw_any, .kw_some:
      if peek().kind == .identifier && !peek().flags.contains(.atStartOfLine) {
        parseType()
        finish(marker, .typeExpr)
      } else {
        bump()
        finish(marker, .identifierExpr)
      }
    default:
      if Parser.isIdentifierLike(current.kind) {
        bump()
        parseDeclNameArgumentsIfPresent()
        finish(marker, .identifierExpr)
      } else if current.kind == .kw_inout && inPattern {
        bump()
        parseMatchingPatternInner()
        finish(marker, .valueBindingPattern)
      } else if current.kind == .kw_inout && !peek().flags.contains(.atStartOfLine) {
        // A parameter of a function type used as a value: `((inout State) -> Void).self`.
        parseType()
        finish(marker, .typeExpr)
      } else {
        missing(.identifier)
        finish(marker, .missingExpr)
      }
    }
  }

  mutating func parseMatchingPatternInner() {
    if atIdentifierLike {
      let begin = checkpoint
      let pattern = start()
      bump()
      finish(pattern, .identifierPattern)
      parsePostfixSuffixes(begin: begin)
    } else {
      parseUnary()
    }
  }

  /// `[a, b]`, `[k: v]`, `[:]`, `[]`.
  mutating func parseCollection() {
    let marker = start()
    let saved = (noTrailingClosure, stopAtNewline, inPattern)
    noTrailingClosure = false
    stopAtNewline = false
    inPattern = false
    bump()  // [
    if current.kind == .colon && peek().kind == .rightSquare {
      bump()
      expect(.rightSquare)
      (noTrailingClosure, stopAtNewline, inPattern) = saved
      finish(marker, .dictionaryExpr)
      return
    }
    var isDictionary = false
    var decided = false
    var progress = LoopProgress()
    while current.kind != .rightSquare && current.kind != .eof && progressed(&progress) {
      let before = tokenIndex
      if decided && reuse != nil, tryReuseListElement(kind: isDictionary ? .dictionaryElement : .arrayElement) {
        if atListBreak { break }
        continue
      }
      if decided {
        parseCollectionElement(isDictionary: isDictionary)
      } else {
        // The first element decides what the literal is.
        let element = start()
        parseExpression()
        isDictionary = current.kind == .colon
        decided = true
        if isDictionary {
          expect(.colon)
          parseExpression()
        }
        eat(.comma)
        finish(element, isDictionary ? .dictionaryElement : .arrayElement)
      }
      if tokenIndex == before || atListBreak { break }
    }
    (noTrailingClosure, stopAtNewline, inPattern) = saved
    expect(.rightSquare)
    finish(marker, isDictionary ? .dictionaryExpr : .arrayExpr)
  }

  /// An element after the first of an array or dictionary literal, with its comma.
  mutating func parseCollectionElement(isDictionary: Bool) {
    let element = start()
    parseExpression()
    if isDictionary {
      expect(.colon)
      parseExpression()
    }
    eat(.comma)
    finish(element, isDictionary ? .dictionaryElement : .arrayElement)
  }

  /// `\Root.path.to?.value`, `\.member`, `\.[index]`.
  mutating func parseKeyPath() {
    let marker = start()
    bump()  // backslash
    if atIdentifierLike || current.kind == .kw_Self {
      let root = start()
      bump()
      if current.kind == .leftAngle && current.flags.contains(.leftBound) { parseGenericArguments() }
      finish(root, .identifierType)
    }
    var progress = LoopProgress()
    while progressed(&progress) {
      switch current.kind {
      case .period:
        bump()
        if current.kind == .leftSquare {
          parseArgumentList(open: .leftSquare, close: .rightSquare)
        } else {
          parseMemberName()
        }
      case .question where current.flags.contains(.leftBound):
        bump()
      case .exclaim where current.flags.contains(.leftBound):
        bump()
      case .leftSquare where current.flags.contains(.leftBound):
        parseArgumentList(open: .leftSquare, close: .rightSquare)
      default:
        finish(marker, .keyPathExpr)
        return
      }
    }
    finish(marker, .keyPathExpr)
  }

  // MARK: - if

  mutating func parseIf() {
    let marker = start()
    bump()  // if
    parseConditionList()
    parseCodeBlock()
    if current.kind == .kw_else {
      let elseClause = start()
      bump()
      if current.kind == .kw_if {
        if tooDeep { skipTooDeep() } else { parseIf() }
      } else {
        parseCodeBlock()
      }
      finish(elseClause, .elseClause)
    }
    finish(marker, .ifExpr)
  }

  // MARK: - Closures

  mutating func parseClosure() {
    let marker = start()
    let saved = (noTrailingClosure, stopAtNewline, inPattern)
    noTrailingClosure = false
    stopAtNewline = false
    inPattern = false
    bump()  // {
    if atClosureSignatureAhead() { parseClosureSignature() }
    parseItems(context: .code, until: .rightBrace)
    expect(.rightBrace)
    (noTrailingClosure, stopAtNewline, inPattern) = saved
    finish(marker, .closureExpr)
  }

  /// Scans from `current` (after `{`) for `in` preceded only by signature-like tokens.
  mutating func atClosureSignatureAhead() -> Bool {
    // `{ $0 … }`: an anonymous argument is never a parameter name.
    if current.kind == .dollarIdentifier && Lexer.isDigit(lexer.at(current.textStart + 1)) { return false }
    var scan = lookahead()
    var count = 0
    while count < 512 {
      let k = scan.current.kind
      if k == .kw_in {
        record(scan)
        return count > 0
      }
      switch k {
      case .leftParen, .leftSquare:
        if !skipBalanced(&scan, limit: 4096) {
          record(scan)
          return false
        }
      case .identifier, .comma, .colon, .arrow, .period, .question, .exclaim, .leftAngle, .rightAngle, .at,
        .ampersand, .ellipsis, .kw_async, .kw_throws, .kw_rethrows, .kw_weak, .kw_unowned, .kw_Self,
        .kw_inout, .kw_some, .kw_any, .kw_Any, .kw_sending, .kw_isolated, .kw_nonisolated, .kw_each,
        .kw_borrowing, .kw_consuming, .dollarIdentifier, .kw_class:
        advance(&scan)
      case .operatorSymbol where Parser.closesGenericArguments(scan.current, in: lexer) != nil:
        // `-> Future<Box<T>>` or `-> Result<T, E>?`: the lexer glued `>>` / `>?` into one operator.
        advance(&scan)
      default:
        if Parser.isIdentifierLike(k) {
          advance(&scan)
        } else {
          record(scan)
          return false
        }
      }
      count += 1
    }
    record(scan)
    return false
  }

  mutating func parseClosureSignature() {
    let marker = start()
    if current.kind == .at {
      let list = start()
      while current.kind == .at { parseAttribute() }
      finish(list, .attributeList)
    }
    if current.kind == .leftSquare { parseCaptureList() }
    if current.kind == .leftParen {
      let clause = start()
      bump()
      var progress = LoopProgress()
      while current.kind != .rightParen && current.kind != .eof && progressed(&progress) {
        let parameter = start()
        let before = tokenIndex
        // `$item` names a parameter whose projected value is passed (`ForEach($items) { $item in … }`).
        if Parser.isWord(current.kind) || current.kind == .dollarIdentifier { bump() } else { missing(.identifier) }
        if Parser.isWord(current.kind) || current.kind == .dollarIdentifier { bump() }
        if current.kind == .colon {
          bump()
          parseType()
          if current.kind == .ellipsis { bump() }
        }
        let hadComma = eat(.comma)
        finish(parameter, .closureParameter)
        if !hadComma || tokenIndex == before { break }
      }
      expect(.rightParen)
      finish(clause, .closureParameterClause)
    } else if current.kind != .kw_in && current.kind != .arrow {
      let clause = start()
      var progress = LoopProgress()
      while (Parser.isWord(current.kind) || current.kind == .dollarIdentifier) && current.kind != .kw_in
        && current.kind != .kw_async
        && current.kind != .kw_throws && progressed(&progress)
      {
        let parameter = start()
        bump()
        let hadComma = eat(.comma)
        finish(parameter, .closureParameter)
        if !hadComma { break }
      }
      finish(clause, .closureParameterClause)
    }
    parseEffects()
    if current.kind == .arrow { parseReturnClause() }
    expect(.kw_in)
    finish(marker, .closureSignature)
  }

  mutating func parseCaptureList() {
    let marker = start()
    bump()  // [
    var progress = LoopProgress()
    while current.kind != .rightSquare && current.kind != .eof && progressed(&progress) {
      let item = start()
      let before = tokenIndex
      if current.kind == .kw_weak || current.kind == .kw_unowned {
        let specifier = start()
        bump()
        if current.kind == .leftParen && current.flags.contains(.leftBound) {
          bump()
          if Parser.isWord(current.kind) { bump() }
          expect(.rightParen)
        }
        finish(specifier, .modifier)
      }
      if atIdentifierLike || current.kind == .kw_self {
        if peek().kind == .equal {
          bump()
          bump()
          parseExpression(allowAssignment: false)
        } else {
          parseExpression(allowAssignment: false)
        }
      } else {
        parseExpression(allowAssignment: false)
      }
      let hadComma = eat(.comma)
      finish(item, .captureItem)
      if !hadComma || tokenIndex == before { break }
    }
    expect(.rightSquare)
    finish(marker, .captureList)
  }

  // MARK: - Generic arguments in expressions

  /// How many generic argument levels an operator token such as `>>`, `>?` or `>?>` closes, if it is made
  /// only of `>`, `?` and `!` starting with `>` (the lexer glues them); nil otherwise, or if it would
  /// close more than `depth` levels, or if a `>` follows the level that closes the last one.
  static func closesGenericArguments(_ token: Lexeme, in lexer: Lexer, depth: Int = Int.max) -> Int? {
    let length = token.textLength
    guard length > 0, lexer.at(token.textStart) == UInt8(ascii: ">") else { return nil }
    var closes = 0
    var index = 0
    while index < length {
      let byte = lexer.at(token.textStart + index)
      if byte == UInt8(ascii: ">") {
        if closes >= depth { return nil }
        closes += 1
      } else if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") {
        return nil
      }
      index += 1
    }
    return closes
  }

  /// Whether `<` at `current` starts generic arguments: balanced `<…>` with only type tokens inside,
  /// followed by a token that cannot continue a comparison.
  mutating func atGenericArgumentsAhead() -> Bool {
    var scan = lookahead()
    advance(&scan)
    var depth = 1
    var count = 0
    // Bounded: 128 tokens and 16 levels (far beyond real generic arguments) keep `a<a<a<…` linear and cheap.
    while count < 128 {
      count += 1
      let k = scan.current.kind
      switch k {
      case .leftAngle:
        depth += 1
        if depth > 16 {
          record(scan)
          return false
        }
        advance(&scan)
      case .rightAngle:
        depth -= 1
        advance(&scan)
        if depth == 0 {
          record(scan)
          let after = scan.current
          switch after.kind {
          case .leftParen, .period, .rightParen, .rightSquare, .comma, .colon, .semicolon, .eof, .rightBrace,
            .leftSquare, .question, .exclaim, .equal:
            return true
          case .leftBrace:
            return true
          default:
            return after.flags.contains(.atStartOfLine)
          }
        }
      case .operatorSymbol:
        // `>>` closes two levels, `>?>` closes one, marks it optional and closes another
        // (`Box<Result<T, E>?>(nil)`); nothing but `>`, `?` and `!` may follow the last `>`.
        guard let closes = Parser.closesGenericArguments(scan.current, in: lexer, depth: depth) else {
          record(scan)
          return false
        }
        depth -= closes
        advance(&scan)
        if depth == 0 {
          record(scan)
          return true
        }
      case .identifier, .comma, .period, .question, .exclaim, .leftSquare, .rightSquare, .colon, .leftParen,
        .rightParen, .arrow, .ampersand, .kw_Any, .kw_Self, .kw_some, .kw_any, .kw_inout, .kw_throws, .kw_async,
        .ellipsis, .at, .kw_each, .kw_repeat, .integerLiteral:
        advance(&scan)
      default:
        if Parser.isIdentifierLike(k) {
          advance(&scan)
        } else {
          record(scan)
          return false
        }
      }
    }
    record(scan)
    return false
  }

  // MARK: - Postfix #if

  mutating func atPostfixIfConfigAhead() -> Bool {
    var scan = lookahead()
    advance(&scan)
    var count = 0
    while scan.current.kind != .eof && !scan.current.flags.contains(.atStartOfLine) && count < 256 {
      advance(&scan)
      count += 1
    }
    record(scan)
    return scan.current.kind == .period
  }

  mutating func parsePostfixIfConfig() {
    var progress = LoopProgress()
    while progressed(&progress) {
      let clause = start()
      let directive = current.kind
      bump()
      if directive != .poundElse { parseIfConfigCondition() }
      // Postfix members: `.foo(…)` chains (parsed as implicit members with their suffixes).
      var innerProgress = LoopProgress()
      while current.kind == .period && progressed(&innerProgress) {
        let before = tokenIndex
        parsePostfix()
        if tokenIndex == before { break }
      }
      if current.kind == .poundIf && atStartOfLine && atPostfixIfConfigAhead() {
        let nested = start()
        parsePostfixIfConfig()
        finish(nested, .postfixIfConfigExpr)
      }
      finish(clause, .ifConfigClause)
      if current.kind == .poundElseif || current.kind == .poundElse { continue }
      break
    }
    expect(.poundEndif)
  }
}
