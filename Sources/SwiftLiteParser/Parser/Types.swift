extension Parser {
  mutating func parseTypeOrMissing() {
    switch current.kind {
    case .rightParen, .rightBrace, .rightSquare, .comma, .eof, .leftBrace, .equal:
      let marker = start()
      missing(.identifier)
      finish(marker, .missingType)
    default:
      parseType()
    }
  }

  static func isTypeSpecifier(_ kind: TokenKind) -> Bool {
    switch kind {
    case .kw_inout, .kw_some, .kw_any, .kw_each, .kw_repeat, .kw_borrowing, .kw_consuming, .kw_sending,
      .kw_isolated:
      return true
    default:
      return false
    }
  }

  /// A type, including attributes/specifiers, compositions and function types.
  mutating func parseType() {
    if tooDeep {
      skipTooDeep()
      return
    }
    let begin = checkpoint
    let k = current.kind
    if k == .at || Parser.isTypeSpecifier(k) || currentIsUnderscoredModifier()
      || (k == .kw_nonisolated && (peek().kind == .leftParen || nonisolatedConformanceAhead()))
    {
      // Specifiers apply to the whole (possibly function) type that follows.
      if (k == .kw_some || k == .kw_any || k == .kw_each || k == .kw_repeat) && !typeFollowsSpecifier() {
        parseSimpleTypeWithSuffixes()
      } else {
        let marker = start()
        var progress = LoopProgress()
        while progressed(&progress) {
          if current.kind == .at {
            parseAttribute(inType: true)
          } else if Parser.isTypeSpecifier(current.kind) || currentIsUnderscoredModifier() {
            bump()
          } else if current.kind == .kw_nonisolated && peek().kind == .leftParen {
            bump()
            skipBalancedToken()
          } else if current.kind == .kw_nonisolated && nonisolatedConformanceAhead() {
            bump()
          } else {
            break
          }
        }
        parseType()
        finish(marker, .attributedType)
        return
      }
    } else {
      parseSimpleTypeWithSuffixes()
    }
    // Composition `A & B & C`
    if current.kind == .ampersand {
      var progress = LoopProgress()
      let marker = start(at: begin)
      while current.kind == .ampersand && progressed(&progress) {
        bump()
        parseSimpleTypeWithSuffixes()
      }
      finish(marker, .compositionType)
    }
    // Function type `(A) async throws -> B`
    if current.kind == .arrow || current.kind == .kw_async || current.kind == .kw_throws
      || current.kind == .kw_rethrows
    {
      if current.kind != .arrow && !functionArrowAhead() { return }
      let marker = start(at: begin)
      parseEffects()
      expect(.arrow)
      parseType()
      finish(marker, .functionType)
    }
  }

  /// `nonisolated P` in an inheritance clause (a conformance that is not isolated to the type's actor).
  mutating func nonisolatedConformanceAhead() -> Bool {
    let next = peek()
    return Parser.isIdentifierLike(next.kind) && !next.flags.contains(.atStartOfLine)
  }

  mutating func typeFollowsSpecifier() -> Bool {
    let next = peek()
    if next.flags.contains(.atStartOfLine) && !stopAtNewline {
      return Parser.isIdentifierLike(next.kind) || next.kind == .leftParen || next.kind == .leftSquare
    }
    switch next.kind {
    case .leftParen, .leftSquare, .at, .kw_Any, .kw_Self:
      return true
    default:
      return Parser.isIdentifierLike(next.kind) || Parser.isTypeSpecifier(next.kind)
    }
  }

  /// `async`/`throws` followed (after effects) by `->`.
  mutating func functionArrowAhead() -> Bool {
    var scan = lookahead()
    var count = 0
    while count < 8 {
      let k = scan.current.kind
      if k == .arrow {
        record(scan)
        return true
      }
      if k == .kw_async || k == .kw_throws || k == .kw_rethrows {
        advance(&scan)
        if scan.current.kind == .leftParen && scan.current.flags.contains(.leftBound) {
          _ = skipBalanced(&scan, limit: 64)
        }
        count += 1
        continue
      }
      break
    }
    record(scan)
    return false
  }

  mutating func parseSimpleTypeWithSuffixes() {
    if tooDeep {
      skipTooDeep()
      return
    }
    let begin = checkpoint
    parseSimpleType()
    var guardCount = 0
    var progress = LoopProgress()
    while progressed(&progress) {
      guardCount += 1
      if openCount + guardCount >= depthLimit {
        if current.kind == .period || (current.kind == .question || current.kind == .exclaim)
          && current.flags.contains(.leftBound)
        {
          skipTooDeep()
        }
        return
      }
      switch current.kind {
      case .period:
        let next = peek()
        let marker = start(at: begin)
        bump()
        if next.kind == .identifier
          && (lexer.matches(next.textStart, "Type") && next.textLength == 4
            || lexer.matches(next.textStart, "Protocol") && next.textLength == 8)
        {
          bump()
          finish(marker, .metatypeType)
        } else {
          if Parser.isWord(current.kind) { bump() } else { missing(.identifier) }
          if current.kind == .leftAngle && current.flags.contains(.leftBound) { parseGenericArguments() }
          finish(marker, .memberType)
        }
      case .question where current.flags.contains(.leftBound):
        let marker = start(at: begin)
        bump()
        finish(marker, .optionalType)
      case .exclaim where current.flags.contains(.leftBound):
        let marker = start(at: begin)
        bump()
        finish(marker, .implicitlyUnwrappedOptionalType)
      default:
        return
      }
    }
  }

  mutating func parseSimpleType() {
    let marker = start()
    switch current.kind {
    case .leftParen:
      bump()
      var progress = LoopProgress()
      while current.kind != .rightParen && current.kind != .eof && progressed(&progress) {
        let element = start()
        let before = tokenIndex
        // Labels: `name: T`, `_ name: T`
        if Parser.isWord(current.kind) && current.kind != .kw_inout {
          let next = peek()
          if next.kind == .colon {
            bump()
            bump()
          } else if Parser.isWord(next.kind) && peekSecond() == .colon {
            bump()
            bump()
            bump()
          }
        }
        parseType()
        if current.kind == .ellipsis { bump() }
        if current.kind == .equal {
          // Default values appear in some interface tuple types; keep them.
          let initializer = start()
          bump()
          parseExpression()
          finish(initializer, .initializerClause)
        }
        let hadComma = eat(.comma)
        finish(element, .tupleTypeElement)
        if !hadComma || tokenIndex == before || atListBreak { break }
      }
      expect(.rightParen)
      finish(marker, .tupleType)
    case .leftSquare:
      bump()
      parseType()
      if current.kind == .colon {
        bump()
        parseType()
        expect(.rightSquare)
        finish(marker, .dictionaryType)
      } else {
        if current.kind == .semicolon {
          // InlineArray sugar `[N of T]`-like forms: keep tokens.
          bump()
          parseType()
        }
        expect(.rightSquare)
        finish(marker, .arrayType)
      }
    default:
      if Parser.isWord(current.kind) && current.kind != .kw_inout && !Parser.isTypeSpecifier(current.kind)
        || current.kind == .kw_Any || current.kind == .kw_Self || current.kind == .kw_class
        || current.kind == .kw_some || current.kind == .kw_any
      {
        if current.kind.isReservedKeyword && current.kind != .kw_Any && current.kind != .kw_Self
          && current.kind != .kw_class && current.kind != .kw_init && current.kind != .kw_self
        {
          missing(.identifier)
          finish(marker, .missingType)
          return
        }
        bump()
        if current.kind == .leftAngle && (current.flags.contains(.leftBound) || true) {
          parseGenericArguments()
        }
        finish(marker, .identifierType)
      } else if current.kind == .operatorSymbol && currentTextIs("~") {
        // Suppressed conformance `~Copyable`.
        bump()
        parseSimpleTypeWithSuffixes()
        finish(marker, .attributedType)
      } else if current.kind == .integerLiteral {
        // Value generics (`InlineArray<3, Int>`).
        bump()
        finish(marker, .identifierType)
      } else if current.kind == .operatorSymbol && currentTextIs("_") {
        bump()
        finish(marker, .identifierType)
      } else {
        missing(.identifier)
        finish(marker, .missingType)
      }
    }
  }

  mutating func parseGenericArguments() {
    let marker = start()
    bump()  // <
    var progress = LoopProgress()
    while !atRightAngle() && current.kind != .eof && progressed(&progress) {
      let argument = start()
      let before = tokenIndex
      parseType()
      let hadComma = eat(.comma)
      finish(argument, .genericArgument)
      if !hadComma || tokenIndex == before || atListBreak { break }
    }
    expectRightAngle()
    finish(marker, .genericArgumentClause)
  }
}
