extension Parser {
  // MARK: - Items

  mutating func parseMemberItem() {
    switch current.kind {
    case .semicolon:
      bump()
    case .poundIf:
      parseIfConfig(kind: .ifConfigDecl, context: .member)
    default:
      if isDeclarationStart(context: .member) {
        parseDeclaration(context: .member)
      } else {
        // Not a member: skip to the next plausible member start.
        let marker = start()
        var progress = LoopProgress()
        repeat {
          skipBalancedToken()
        } while current.kind != .eof && current.kind != .rightBrace && !isIfConfigEnd(current.kind)
          && current.kind != .poundIf && !isDeclarationStart(context: .member) && progressed(&progress)
        finish(marker, .unexpected)
      }
    }
  }

  mutating func parseCodeItem() {
    switch current.kind {
    case .semicolon:
      bump()
    case .poundIf:
      parseIfConfig(kind: .ifConfigStmt, context: .code)
    case .kw_guard: parseGuard()
    case .kw_for: parseFor()
    case .kw_while: parseWhile()
    case .kw_repeat:
      if peek().kind == .leftBrace { parseRepeat() } else { parseExpressionItem() }
    case .kw_do: parseDo()
    case .kw_return: parseReturn()
    case .kw_throw: parseThrow()
    case .kw_defer: parseDefer()
    case .kw_break: parseBreakContinue(.breakStmt)
    case .kw_continue: parseBreakContinue(.continueStmt)
    case .kw_fallthrough:
      let marker = start()
      bump()
      finish(marker, .fallthroughStmt)
    case .kw_discard:
      if peek().kind == .kw_self && !peek().flags.contains(.atStartOfLine) {
        let marker = start()
        bump()
        parseExpression()
        finish(marker, .discardStmt)
      } else {
        parseExpressionItem()
      }
    case .kw_case, .kw_default, .kw_catch, .kw_else, .rightParen, .rightSquare:
      // Cannot start an item here; the caller consumes it as unexpected.
      let marker = start()
      bump()
      finish(marker, .unexpected)
    case .identifier where peek().kind == .colon:
      let next = peekSecond()
      switch next {
      case .kw_for, .kw_while, .kw_repeat, .kw_do, .kw_if, .kw_switch, .leftBrace:
        let marker = start()
        bump()
        bump()
        parseCodeItem()
        finish(marker, .labeledStmt)
      default:
        parseExpressionItem()
      }
    default:
      if isDeclarationStart(context: .code) {
        parseDeclaration(context: .code)
      } else {
        parseExpressionItem()
      }
    }
  }

  mutating func peekSecond() -> TokenKind {
    var scan = lookahead()
    advance(&scan)
    advance(&scan)
    record(scan)
    return scan.current.kind
  }

  mutating func parseExpressionItem() {
    parseExpression()
  }

  // MARK: - Declaration starts

  static func isDeclarationKeyword(_ kind: TokenKind) -> Bool {
    switch kind {
    case .kw_import, .kw_struct, .kw_class, .kw_enum, .kw_protocol, .kw_extension, .kw_typealias, .kw_func,
      .kw_init, .kw_deinit, .kw_subscript, .kw_var, .kw_let, .kw_associatedtype, .kw_operator,
      .kw_precedencegroup:
      return true
    default:
      return false
    }
  }

  /// Modifiers that are reserved words (always modifiers where they appear before a declaration).
  static func isReservedModifier(_ kind: TokenKind) -> Bool {
    switch kind {
    case .kw_public, .kw_private, .kw_fileprivate, .kw_internal, .kw_static:
      return true
    default:
      return false
    }
  }

  static func isContextualModifier(_ kind: TokenKind) -> Bool {
    switch kind {
    case .kw_open, .kw_package, .kw_final, .kw_override, .kw_mutating, .kw_nonmutating, .kw_convenience,
      .kw_required, .kw_optional, .kw_lazy, .kw_dynamic, .kw_weak, .kw_unowned, .kw_indirect, .kw_prefix,
      .kw_postfix, .kw_infix, .kw_nonisolated, .kw_distributed, .kw_consuming, .kw_borrowing, .kw_isolated:
      return true
    default:
      return false
    }
  }

  /// Identifiers that are modifiers in interfaces (`__consuming`, `_const`, …).
  /// Inlined: a call of a non-mutating method from a mutating one copied the whole parser (344 bytes) first, at
  /// every identifier where a modifier may stand; only a word that starts with `_` takes the call below.
  @inline(__always) func currentIsUnderscoredModifier() -> Bool {
    current.kind == .identifier && lexer.at(current.textStart) == UInt8(ascii: "_")
      && Parser.isUnderscoredModifierWord(lexer.bytes, start: current.textStart, length: current.textLength)
  }

  /// Whether `bytes[start..<start + length]` is one of the underscored modifiers. Static, with the bytes as its
  /// argument: a method of the parser called from a mutating one made a copy of the whole parser (352 bytes) on
  /// each call, where most modifiers and types are checked.
  static func isUnderscoredModifierWord(_ bytes: [UInt8], start: Int, length: Int) -> Bool {
    func equals(_ text: StaticString) -> Bool {
      guard length == text.utf8CodeUnitCount, start >= 0, start <= bytes.count - length else { return false }
      return text.withUTF8Buffer { buffer in
        var index = 0
        while index < buffer.count {
          if bytes[start + index] != buffer[index] { return false }
          index += 1
        }
        return true
      }
    }
    return equals("__consuming") || equals("_const") || equals("__owned") || equals("__shared")
      || equals("_compilerInitialized") || equals("__setter_access")
  }

  /// Whether the tokens at `current` start a declaration (attributes and modifiers followed by a
  /// declaration keyword, or a declaration keyword).
  mutating func isDeclarationStart(context: ItemContext) -> Bool {
    let k = current.kind
    if Parser.isDeclarationKeyword(k) { return true }
    switch k {
    case .kw_case:
      return context == .member
    case .at, .kw_public, .kw_private, .kw_fileprivate, .kw_internal, .kw_static:
      return true
    case .poundIdentifier, .poundSourceLocation:
      return context == .member
    case .kw_actor, .kw_macro:
      let next = peek()
      return Parser.isIdentifierLike(next.kind) && !next.flags.contains(.atStartOfLine)
    default:
      if Parser.isContextualModifier(k) || currentIsUnderscoredModifier() {
        return scanModifiersReachDeclaration(context: context)
      }
      return false
    }
  }

  /// Looks past contextual modifiers (and their `(…)` arguments) for a declaration keyword.
  mutating func scanModifiersReachDeclaration(context: ItemContext) -> Bool {
    var scan = lookahead()
    var count = 0
    while count < 16 {
      let k = scan.current.kind
      if Parser.isDeclarationKeyword(k) || k == .at || Parser.isReservedModifier(k) {
        record(scan)
        return true
      }
      if k == .kw_case && context == .member {
        record(scan)
        return true
      }
      if k == .kw_actor || k == .kw_macro {
        advance(&scan)
        record(scan)
        return Parser.isIdentifierLike(scan.current.kind)
      }
      if Parser.isContextualModifier(k) || k == .identifier {
        if k == .identifier && lexer.at(scan.current.textStart) != UInt8(ascii: "_") {
          record(scan)
          return false
        }
        advance(&scan)
        if scan.current.kind == .leftParen && scan.current.flags.contains(.leftBound) {
          _ = skipBalanced(&scan, limit: 8)
        }
        count += 1
        continue
      }
      break
    }
    record(scan)
    return false
  }

  // MARK: - Declarations

  mutating func parseDeclaration(context: ItemContext) {
    let marker = start()
    parseAttributesAndModifiers(context: context)
    let kind: SyntaxKind
    switch current.kind {
    case .kw_import: kind = parseImport()
    case .kw_struct: kind = parseNominal(.structDecl)
    case .kw_class: kind = parseNominal(.classDecl)
    case .kw_enum: kind = parseNominal(.enumDecl)
    case .kw_actor: kind = parseNominal(.actorDecl)
    case .kw_protocol: kind = parseNominal(.protocolDecl)
    case .kw_extension: kind = parseExtension()
    case .kw_typealias: kind = parseTypealias()
    case .kw_associatedtype: kind = parseAssociatedtype()
    case .kw_func: kind = parseFunc()
    case .kw_init: kind = parseInit()
    case .kw_deinit: kind = parseDeinit()
    case .kw_subscript: kind = parseSubscript()
    case .kw_var, .kw_let: kind = parseVariable()
    case .kw_case where context == .member: kind = parseEnumCase()
    case .kw_operator: kind = parseOperator()
    case .kw_precedencegroup: kind = parsePrecedenceGroup()
    case .kw_macro: kind = parseMacro()
    case .poundIdentifier, .poundSourceLocation:
      parseMacroExpansionTail()
      kind = .macroExpansionDecl
    default:
      // Attributes/modifiers with nothing after them. Before `#endif`/`#else` (an attribute
      // guarded by `#if`) this is fine; elsewhere a declaration is missing.
      if !isIfConfigEnd(current.kind) {
        missing(.identifier)
      }
      kind = .missingDecl
    }
    finish(marker, kind)
  }

  mutating func parseAttributesAndModifiers(context: ItemContext) {
    var progress = LoopProgress()
    var first = true
    while progressed(&progress) {
      defer { first = false }
      if current.kind == .at {
        let list = start()
        while current.kind == .at { parseAttribute() }
        finish(list, .attributeList)
        continue
      }
      if current.kind == .poundIf && !first && ifConfigHoldsAttributes() {
        parseAttributeIfConfig()
        continue
      }
      if atModifier(context: context) {
        let list = start()
        var innerProgress = LoopProgress()
        while atModifier(context: context) && progressed(&innerProgress) {
          parseModifier()
        }
        finish(list, .modifierList)
        continue
      }
      break
    }
  }

  /// Whether the `#if` at `current` (after a declaration's attributes) holds attributes: `@` starts the line
  /// after its condition.
  mutating func ifConfigHoldsAttributes() -> Bool {
    var scan = lookahead()
    advance(&scan)
    var count = 0
    while scan.current.kind != .eof && !scan.current.flags.contains(.atStartOfLine) && count < 256 {
      advance(&scan)
      count += 1
    }
    record(scan)
    return scan.current.kind == .at
  }

  /// `#if cond @a #elseif cond @b #else @c #endif` among a declaration's attributes:
  /// `ifConfigDecl(ifConfigClause(#if, condition, attributeList)…, #endif)`.
  mutating func parseAttributeIfConfig() {
    let marker = start()
    var progress = LoopProgress()
    while progressed(&progress) {
      let clause = start()
      let directive = current.kind
      bump()  // #if / #elseif / #else
      if directive != .poundElse { parseIfConfigCondition() }
      if current.kind == .at {
        let list = start()
        while current.kind == .at { parseAttribute() }
        finish(list, .attributeList)
      }
      finish(clause, .ifConfigClause)
      if current.kind != .poundElseif && current.kind != .poundElse { break }
    }
    expect(.poundEndif)
    finish(marker, .ifConfigDecl)
  }

  mutating func atModifier(context: ItemContext) -> Bool {
    let k = current.kind
    if Parser.isReservedModifier(k) { return true }
    if k == .kw_class {
      // `class func`, `class var`, `class override …` (a modifier), not `class Name`.
      let next = peek().kind
      return Parser.isDeclarationKeyword(next) || Parser.isReservedModifier(next) || Parser.isContextualModifier(next)
        || next == .at
    }
    if Parser.isContextualModifier(k) || currentIsUnderscoredModifier() {
      let next = peek()
      if next.kind == .leftParen && next.flags.contains(.leftBound) { return true }
      let nk = next.kind
      if Parser.isDeclarationKeyword(nk) || Parser.isReservedModifier(nk) || Parser.isContextualModifier(nk)
        || nk == .at || nk == .kw_actor || nk == .kw_macro || (nk == .kw_case && context == .member)
      {
        return true
      }
      if nk == .identifier && next.textLength > 1 && lexer.at(next.textStart) == UInt8(ascii: "_")
        && lexer.at(next.textStart + 1) == UInt8(ascii: "_")
      {
        return true
      }
      return false
    }
    return false
  }

  mutating func parseModifier() {
    let marker = start()
    bump()
    if current.kind == .leftParen && current.flags.contains(.leftBound) {
      // `private(set)`, `unowned(safe)`, `nonisolated(unsafe)`
      bump()
      var progress = LoopProgress()
      while current.kind != .rightParen && current.kind != .eof && progressed(&progress) {
        if Parser.precedence(current.kind) >= 50 { break }
        bump()
      }
      expect(.rightParen)
    }
    finish(marker, .modifier)
  }

  /// `@name`, `@Module.Name`, `@Wrapper<T>.Nested`, with `(…)` arguments. In a type (`inType`), only the
  /// attributes that take arguments there get them: `@Sendable () -> Void` is also written `@Sendable() -> Void`.
  mutating func parseAttribute(inType: Bool = false) {
    let marker = start()
    bump()  // @
    var takesArguments = true
    if Parser.isWord(current.kind) {
      if inType {
        takesArguments = currentTextIs("convention") || currentTextIs("differentiable") || currentTextIs("isolated")
          || currentTextIs("_opaqueReturnTypeOf") || currentTextIs("lifetime") || currentTextIs("_lifetime")
          || currentTextIs("_noMetadata") || currentTextIs("available")
      }
      bump()
      // Qualified attribute names (`@Foo.Bar`).
      while current.kind == .period && current.flags.contains(.leftBound) && Parser.isWord(peek().kind) {
        bump()
        bump()
      }
    } else {
      missing(.identifier)
    }
    if current.kind == .leftAngle && current.flags.contains(.leftBound) {
      parseGenericArguments()
      // A member of a generic wrapper type (`@FocusState<Field?>.Binding`).
      while current.kind == .period && current.flags.contains(.leftBound) && Parser.isWord(peek().kind) {
        bump()
        bump()
      }
    }
    if takesArguments && current.kind == .leftParen && current.flags.contains(.leftBound) {
      let arguments = start()
      skipBalancedToken()
      finish(arguments, .attributeArguments)
    }
    finish(marker, .attribute)
  }

  mutating func parseImport() -> SyntaxKind {
    bump()
    switch current.kind {
    case .kw_typealias, .kw_struct, .kw_class, .kw_enum, .kw_protocol, .kw_var, .kw_let, .kw_func:
      bump()
    default:
      break
    }
    let path = start()
    if Parser.isWord(current.kind) || Parser.isOperatorLike(current.kind) {
      bump()
    } else {
      missing(.identifier)
    }
    while current.kind == .period {
      bump()
      if Parser.isWord(current.kind) || Parser.isOperatorLike(current.kind) {
        bump()
      } else {
        missing(.identifier)
      }
    }
    finish(path, .importPath)
    return .importDecl
  }

  mutating func parseNominal(_ kind: SyntaxKind) -> SyntaxKind {
    bump()
    expectName()
    if current.kind == .leftAngle { parseGenericParameters() }
    if current.kind == .colon { parseInheritance() }
    if current.kind == .kw_where { parseWhereClause() }
    parseMemberBlock()
    return kind
  }

  mutating func parseExtension() -> SyntaxKind {
    bump()
    parseType()
    if current.kind == .colon { parseInheritance() }
    if current.kind == .kw_where { parseWhereClause() }
    parseMemberBlock()
    return .extensionDecl
  }

  mutating func parseMemberBlock() {
    parseBraceBlock(context: .member, kind: .memberBlock)
  }

  mutating func parseTypealias() -> SyntaxKind {
    bump()
    expectName()
    if current.kind == .leftAngle { parseGenericParameters() }
    let initializer = start()
    expect(.equal)
    parseType()
    finish(initializer, .initializerClause)
    if current.kind == .kw_where { parseWhereClause() }
    return .typealiasDecl
  }

  mutating func parseAssociatedtype() -> SyntaxKind {
    bump()
    expectName()
    if current.kind == .colon { parseInheritance() }
    if current.kind == .equal {
      let initializer = start()
      bump()
      parseType()
      finish(initializer, .initializerClause)
    }
    if current.kind == .kw_where { parseWhereClause() }
    return .associatedtypeDecl
  }

  mutating func parseFunc() -> SyntaxKind {
    bump()
    // Name: identifier, `$name` (a projection), or operator.
    if atIdentifierLike || current.kind == .dollarIdentifier {
      bump()
    } else if Parser.isOperatorLike(current.kind) || current.kind == .period {
      // `func +=<S: Sequence>(…)`: the lexer glued the generic clause's `<` to the operator name.
      let length = current.textLength
      if length > 1 && lexer.at(current.textStart + length - 1) == UInt8(ascii: "<")
        && current.flags.contains(.rightBound)
      {
        splitCurrent(firstLength: length - 1, as: length == 2 && currentTextFirstByte() == UInt8(ascii: "=") ? .equal : .operatorSymbol)
      } else {
        bump()
      }
      // `func < <T>(…)`: the generic clause after an operator name.
    } else {
      missing(.identifier)
    }
    if current.kind == .leftAngle { parseGenericParameters() }
    parseParameterClause()
    parseEffects()
    if current.kind == .arrow { parseReturnClause() }
    if current.kind == .kw_where { parseWhereClause() }
    if current.kind == .leftBrace { parseCodeBlock() }
    return .funcDecl
  }

  mutating func parseInit() -> SyntaxKind {
    bump()
    if (current.kind == .question || current.kind == .exclaim) && current.flags.contains(.leftBound) {
      bump()
    }
    if current.kind == .leftAngle { parseGenericParameters() }
    parseParameterClause()
    parseEffects()
    if current.kind == .kw_where { parseWhereClause() }
    if current.kind == .leftBrace { parseCodeBlock() }
    return .initDecl
  }

  mutating func parseDeinit() -> SyntaxKind {
    bump()
    parseEffects()
    if current.kind == .leftBrace { parseCodeBlock() }
    return .deinitDecl
  }

  mutating func parseSubscript() -> SyntaxKind {
    bump()
    if current.kind == .leftAngle { parseGenericParameters() }
    parseParameterClause()
    parseEffects()
    if current.kind == .arrow {
      parseReturnClause()
    } else {
      let clause = start()
      missing(.arrow)
      parseTypeOrMissing()
      finish(clause, .returnClause)
    }
    if current.kind == .kw_where { parseWhereClause() }
    if current.kind == .leftBrace { parseAccessorBlock() }
    return .subscriptDecl
  }

  mutating func parseMacro() -> SyntaxKind {
    bump()
    expectName()
    if current.kind == .leftAngle { parseGenericParameters() }
    parseParameterClause()
    if current.kind == .arrow { parseReturnClause() }
    if current.kind == .equal {
      let initializer = start()
      bump()
      parseExpression()
      finish(initializer, .initializerClause)
    }
    if current.kind == .kw_where { parseWhereClause() }
    return .macroDecl
  }

  mutating func parseVariable() -> SyntaxKind {
    bump()
    var progress = LoopProgress()
    repeat {
      let binding = start()
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
      if current.kind == .leftBrace && (isAccessorBlockAhead() || !lastBindingHadInitializer()) {
        parseAccessorBlock()
      }
      if current.kind == .comma {
        bump()
        finish(binding, .patternBinding)
      } else {
        finish(binding, .patternBinding)
        break
      }
    } while current.kind != .eof && progressed(&progress)
    return .variableDecl
  }

  /// Whether the pattern binding being built has `= …` (then `{` starts accessors only if it is `{ willSet`/`{ didSet`).
  func lastBindingHadInitializer() -> Bool {
    lastNodeKind == .initializerClause
  }

  /// Whether `{` starts an accessor block with observers or accessors (`{ get`, `{ didSet`, …).
  mutating func isAccessorBlockAhead() -> Bool {
    var scan = lookahead()
    advance(&scan)
    var count = 0
    while count < 8 {
      let k = scan.current.kind
      if k == .at {
        advance(&scan)
        _ = skipBalanced(&scan)
        if scan.current.kind == .leftParen && scan.current.flags.contains(.leftBound) { _ = skipBalanced(&scan) }
        count += 1
        continue
      }
      if k == .kw_mutating || k == .kw_nonmutating || k == .kw_consuming || k == .kw_borrowing
        || (k == .identifier && count < 7 && lexer.matches(scan.current.textStart, "__consuming")
          && scan.current.textLength == 11)
      {
        advance(&scan)
        count += 1
        continue
      }
      record(scan)
      return k == .kw_willSet || k == .kw_didSet || k == .kw_get || k == .kw_set || k == .kw__modify
        || k == .kw__read || k == .kw_unsafeAddress || k == .kw_unsafeMutableAddress
        || (k == .kw_init && !scan.current.flags.contains(.rightBound))
        || (k == .identifier && (lexer.matches(scan.current.textStart, "modify") && scan.current.textLength == 6
          || lexer.matches(scan.current.textStart, "read") && scan.current.textLength == 4))
    }
    record(scan)
    return false
  }

  mutating func parseAccessorBlock() {
    let marker = start()
    let accessors = isAccessorBlockAhead()
    let saved = (noTrailingClosure, stopAtNewline, inPattern)
    noTrailingClosure = false
    stopAtNewline = false
    inPattern = false
    defer { (noTrailingClosure, stopAtNewline, inPattern) = saved }
    bump()  // {
    if accessors {
      var progress = LoopProgress()
      while current.kind != .rightBrace && current.kind != .eof && progressed(&progress) {
        let before = tokenIndex
        if current.kind == .poundIf {
          parseIfConfig(kind: .ifConfigDecl, context: .member)
        } else {
          parseAccessor()
        }
        if tokenIndex == before {
          let unexpected = start()
          skipBalancedToken()
          finish(unexpected, .unexpected)
        }
      }
    } else {
      parseItems(context: .code, until: .rightBrace)
    }
    expect(.rightBrace)
    finish(marker, .accessorBlock)
  }

  mutating func parseAccessor() {
    let marker = start()
    if current.kind == .at {
      let list = start()
      while current.kind == .at { parseAttribute() }
      finish(list, .attributeList)
    }
    if current.kind == .kw_mutating || current.kind == .kw_nonmutating || current.kind == .kw_consuming
      || current.kind == .kw_borrowing || currentIsUnderscoredModifier()
    {
      let list = start()
      var progress = LoopProgress()
      while (current.kind == .kw_mutating || current.kind == .kw_nonmutating || current.kind == .kw_consuming
        || current.kind == .kw_borrowing || currentIsUnderscoredModifier()) && progressed(&progress)
      {
        parseModifier()
      }
      finish(list, .modifierList)
    }
    if Parser.isWord(current.kind) {
      bump()
    } else {
      missing(.kw_get)
    }
    if current.kind == .leftParen {
      // `set(newValue)`
      let parameters = start()
      bump()
      expectName()
      expect(.rightParen)
      finish(parameters, .parameterClause)
    }
    parseEffects()
    if current.kind == .leftBrace { parseCodeBlock() }
    finish(marker, .accessor)
  }

  mutating func parseEnumCase() -> SyntaxKind {
    bump()
    var progress = LoopProgress()
    repeat {
      let element = start()
      expectName()
      if current.kind == .leftParen { parseParameterClause(enumCase: true) }
      if current.kind == .equal {
        let initializer = start()
        bump()
        parseExpression()
        finish(initializer, .initializerClause)
      }
      if current.kind == .comma {
        bump()
        finish(element, .enumCaseElement)
      } else {
        finish(element, .enumCaseElement)
        break
      }
    } while current.kind != .eof && progressed(&progress)
    return .enumCaseDecl
  }

  mutating func parseOperator() -> SyntaxKind {
    bump()
    if Parser.isOperatorLike(current.kind) || current.kind == .period || current.kind == .identifier {
      bump()
    } else {
      missing(.operatorSymbol)
    }
    if current.kind == .colon {
      let clause = start()
      bump()
      expectName()
      var progress = LoopProgress()
      while current.kind == .comma && progressed(&progress) {
        bump()
        expectName()
      }
      finish(clause, .operatorPrecedenceClause)
    } else if current.kind == .leftBrace {
      let block = start()
      skipBalancedToken()
      finish(block, .unexpected)
    }
    return .operatorDecl
  }

  mutating func parsePrecedenceGroup() -> SyntaxKind {
    bump()
    expectName()
    let block = start()
    if current.kind == .leftBrace {
      bump()
      var progress = LoopProgress()
      while current.kind != .rightBrace && current.kind != .eof && progressed(&progress) {
        let attribute = start()
        if Parser.isWord(current.kind) {
          bump()
        } else {
          let unexpected = start()
          skipBalancedToken()
          finish(unexpected, .unexpected)
          abandon(attribute)
          continue
        }
        expect(.colon)
        var innerProgress = LoopProgress()
        while Parser.isWord(current.kind) && progressed(&innerProgress) {
          bump()
          if current.kind == .comma { bump() } else { break }
        }
        finish(attribute, .precedenceGroupAttribute)
      }
      expect(.rightBrace)
    } else {
      missing(.leftBrace)
      missing(.rightBrace)
    }
    finish(block, .memberBlock)
    return .precedenceGroupDecl
  }

  /// After `#name` at `current`: generic arguments, arguments, trailing closures.
  mutating func parseMacroExpansionTail() {
    bump()
    if current.kind == .leftAngle && current.flags.contains(.leftBound) { parseGenericArguments() }
    if current.kind == .leftParen && current.flags.contains(.leftBound) {
      parseArgumentList(open: .leftParen, close: .rightParen)
    }
    if current.kind == .leftBrace && !atStartOfLine && !noTrailingClosure {
      parseTrailingClosures()
    }
  }

  // MARK: - Generic parameters, inheritance, where

  mutating func parseGenericParameters() {
    let marker = start()
    bump()  // <
    var progress = LoopProgress()
    while current.kind != .eof && progressed(&progress) {
      if atRightAngle() { break }
      let parameter = start()
      if current.kind == .at {
        let list = start()
        while current.kind == .at { parseAttribute() }
        finish(list, .attributeList)
      }
      if current.kind == .kw_each || current.kind == .kw_let { bump() }
      expectName()
      if current.kind == .colon {
        bump()
        parseType()
      }
      if current.kind == .equal {
        bump()
        parseType()
      }
      let hadComma = eat(.comma)
      finish(parameter, .genericParameter)
      if !hadComma { break }
    }
    if current.kind == .kw_where { parseWhereClause() }
    expectRightAngle()
    finish(marker, .genericParameterClause)
  }

  func atRightAngle() -> Bool {
    if current.kind == .rightAngle { return true }
    if current.kind == .operatorSymbol || current.kind == .assignOperator {
      return currentTextFirstByte() == UInt8(ascii: ">")
    }
    return false
  }

  /// Appends the first `firstLength` bytes of `current` as a token of `kind` and lexes the rest anew.
  mutating func splitCurrent(firstLength: Int, as kind: TokenKind) {
    let token = GreenToken(
      kind: kind, flags: current.flags, leading: current.leadingLength, text: firstLength, trailing: 0)
    append(token)
    dropAhead()
    lexer.reset(to: current.textStart + firstLength, previousKind: kind, previousTrailingEmpty: true)
    current = lexer.next()
    tokenIndex += 1
    if tokenIndex > maxTokenIndex { maxTokenIndex = tokenIndex }
  }

  /// Consumes `>`; splits `>>`, `>=`, `>>>` and similar operators so their first `>` closes the clause.
  mutating func expectRightAngle() {
    if current.kind == .rightAngle {
      bump()
      return
    }
    if (current.kind == .operatorSymbol || current.kind == .assignOperator) && currentTextFirstByte() == UInt8(ascii: ">") {
      splitCurrent(firstLength: 1, as: .rightAngle)
      return
    }
    if canRecover(to: .rightAngle) {
      let marker = start()
      var progress = LoopProgress()
      while current.kind != .rightAngle && current.kind != .eof && progressed(&progress) {
        skipBalancedToken()
      }
      finish(marker, .unexpected)
      if eat(.rightAngle) { return }
    }
    missing(.rightAngle)
  }

  mutating func parseInheritance() {
    let marker = start()
    bump()  // :
    var progress = LoopProgress()
    repeat {
      let inherited = start()
      parseType()
      let hadComma = eat(.comma)
      finish(inherited, .inheritedType)
      if !hadComma { break }
    } while current.kind != .eof && progressed(&progress)
    finish(marker, .inheritanceClause)
  }

  mutating func parseWhereClause() {
    let marker = start()
    bump()  // where
    var progress = LoopProgress()
    repeat {
      let requirement = start()
      parseType()
      if current.kind == .colon {
        bump()
        parseType()
      } else if current.kind == .operatorSymbol && currentTextIs("==") {
        bump()
        parseType()
      } else {
        missing(.colon)
      }
      let hadComma = eat(.comma)
      finish(requirement, .genericRequirement)
      if !hadComma { break }
    } while current.kind != .eof && progressed(&progress)
    finish(marker, .genericWhereClause)
  }

  // MARK: - Parameters, effects, return

  mutating func parseParameterClause(enumCase: Bool = false) {
    let marker = start()
    if current.kind != .leftParen {
      missing(.leftParen)
      missing(.rightParen)
      finish(marker, .parameterClause)
      return
    }
    bump()
    var progress = LoopProgress()
    while current.kind != .rightParen && current.kind != .eof && !atListBreak && progressed(&progress) {
      let before = tokenIndex
      parseParameter(enumCase: enumCase)
      if tokenIndex == before || atListBreak { break }
    }
    expect(.rightParen)
    finish(marker, .parameterClause)
  }

  mutating func parseParameter(enumCase: Bool) {
    let marker = start()
    if current.kind == .at {
      let list = start()
      while current.kind == .at { parseAttribute() }
      finish(list, .attributeList)
    }
    // Names: `label name:`, `name:`, `_ name:`; enum cases may have only a type.
    let first = current.kind
    let next = peek()
    let nameLike = Parser.isWord(first) && first != .kw_inout && first != .kw_Self && first != .kw_Any
    if nameLike && next.kind == .colon {
      bump()
    } else if nameLike && Parser.isWord(next.kind) && next.kind != .kw_inout && peekSecond() == .colon {
      bump()
      bump()
    } else if !enumCase {
      if nameLike && !(first == .identifier && (next.kind == .comma || next.kind == .rightParen)) {
        bump()
        if Parser.isWord(current.kind) { bump() }
      } else {
        missing(.identifier)
      }
    }
    if current.kind == .colon {
      bump()
      parseType()
    } else if enumCase {
      parseType()
    } else {
      missing(.colon)
      parseTypeOrMissing()
    }
    if current.kind == .ellipsis { bump() }
    if current.kind == .equal {
      let initializer = start()
      bump()
      parseExpression()
      finish(initializer, .initializerClause)
    }
    eat(.comma)
    finish(marker, .parameter)
  }

  mutating func parseEffects() {
    guard current.kind == .kw_async || current.kind == .kw_throws || current.kind == .kw_rethrows
      || current.kind == .kw_await || (current.kind == .identifier && currentTextIs("reasync"))
    else { return }
    let marker = start()
    var progress = LoopProgress()
    while progressed(&progress) {
      if current.kind == .kw_async || current.kind == .kw_await || current.kind == .kw_rethrows
        || (current.kind == .identifier && currentTextIs("reasync"))
      {
        bump()
      } else if current.kind == .kw_throws {
        if peek().kind == .leftParen && peek().flags.contains(.leftBound) {
          let clause = start()
          bump()
          bump()
          parseTypeOrMissing()
          expect(.rightParen)
          finish(clause, .throwsClause)
        } else {
          bump()
        }
      } else {
        break
      }
    }
    finish(marker, .effectSpecifiers)
  }

  mutating func parseReturnClause() {
    let marker = start()
    bump()  // ->
    parseType()
    finish(marker, .returnClause)
  }

  // MARK: - #if

  mutating func parseIfConfig(kind: SyntaxKind, context: ItemContext) {
    let marker = start()
    var progress = LoopProgress()
    while progressed(&progress) {
      let clause = start()
      let directive = current.kind
      bump()  // #if / #elseif / #else
      if directive != .poundElse { parseIfConfigCondition() }
      parseItems(context: context, until: .eof)
      finish(clause, .ifConfigClause)
      if current.kind == .poundElseif || current.kind == .poundElse { continue }
      break
    }
    expect(.poundEndif)
    finish(marker, kind)
  }

  mutating func parseIfConfigCondition() {
    if atStartOfLine || current.kind == .eof {
      let expression = start()
      missing(.identifier)
      finish(expression, .missingExpr)
      return
    }
    let saved = (stopAtNewline, noTrailingClosure)
    stopAtNewline = true
    noTrailingClosure = true
    parseExpression()
    stopAtNewline = saved.0
    noTrailingClosure = saved.1
  }
}
