/// The recursive-descent parser. It builds green nodes directly: tokens are appended to a flat
/// stack of children, and finishing a node moves the children since its marker into a new node.
///
/// Robustness: every loop checks progress, recursion is bounded by `depthLimit` open nodes
/// (deeper input becomes one `unexpected` node, skipped without recursion), and nothing traps on input.
struct Parser {
  struct Marker {
    var index: Int
    var depth: Int
    var byteOffset: Int
    var errorCount: Int
  }

  /// A position in the entries to wrap later (`start(at:)`).
  struct Checkpoint {
    var index: Int
    var byteOffset: Int
    var errorCount: Int
  }

  enum ItemContext {
    /// Source file, code block, closure, accessor body, case body: statements and declarations.
    case code
    /// Type, extension and protocol bodies: declarations only.
    case member
  }

  static let defaultDepthLimit = 128

  var lexer: Lexer
  var current: Lexeme
  /// The tree being built, in post-order (children, then their node's header).
  var entries: EntryStack
  var externals = ExternalTable()
  /// Child indexes of nodes with many children (see `GreenStorage.wide`).
  var wide: [Int: [GreenChildRef]] = [:]
  /// Bytes covered by the entries so far, and how many of them are errors.
  var byteOffset = 0
  var errorCount = 0
  var openCount = 0
  /// Index of `current` in the token stream.
  var tokenIndex = 0
  /// Furthest token index lexed so far (for the lookahead recorded in nodes).
  var maxTokenIndex = 0
  let depthLimit: Int
  var hitDepthLimit = false
  /// The entries of the storage `makeRoot` made (its stack is empty after it).
  var keptEntries = 0
  /// Tokens lexed twice: by a lookahead scan whose tokens were dropped (see `ParseStatistics.lookaheadTokens`).
  var lookaheadTokens = 0

  // Context flags.
  var noTrailingClosure = false
  var stopAtNewline = false
  var inPattern = false

  // Incremental reuse.
  var reuse: ReuseCursor?
  var reusedNodes = 0
  /// Set by the plain item loop: a reused item may take its following siblings along.
  var bulkReuseAllowed = false
  var reusedBytes = 0

  /// The tokens after `current` that `peek` or a lookahead scan lexed already, in order:
  /// `ahead[aheadHead..<aheadEnd]` (`lexer` is past the last of them; slots from `aheadEnd` on are free). `advance`
  /// takes them from here, so that look-ahead never lexes a token twice. Emptied when the lexer is moved
  /// (`dropAhead`).
  var ahead: [Lexeme] = []
  var aheadHead = 0
  var aheadEnd = 0

  init(
    bytes: [UInt8], start: Int = 0, end: Int? = nil, depthLimit: Int = Parser.defaultDepthLimit,
    previous: (kind: TokenKind, trailingEmpty: Bool)? = nil, capacity: Int? = nil
  ) {
    entries = EntryStack(capacity: Parser.reservedEntries(width: capacity ?? ((end ?? bytes.count) - start)))
    lexer = Lexer(bytes: bytes, start: start, end: end)
    if let previous {
      lexer.reset(to: start, previousKind: previous.kind, previousTrailingEmpty: previous.trailingEmpty)
    }
    current = lexer.next()
    self.depthLimit = depthLimit
  }

  /// The capacity the entries array starts with for `width` bytes of input (`capacity` is the expected width
  /// when only a part is parsed). About one entry per five bytes in real code (0.22 over the field corpus; its
  /// files over 100 KB up to 0.45, byte-array literals 1.2, the lspdrive 5 MB probe 0.53): a quarter keeps most
  /// trees in their first buffer. An input of about 1 MB or more gets room for 0.6 entries per byte at once
  /// instead, and at least a large buffer (`largeBufferBytes`): its pages cost no memory until they are written,
  /// while growing by doubling would hold the old buffer and the new one together and write every entry once per
  /// growth (and `makeRoot` would copy the result again).
  static func reservedEntries(width: Int) -> Int {
    let dense = width / 10 * denseEntriesPerTenBytes
    let large = largeBufferBytes / MemoryLayout<GreenEntry>.stride
    if dense >= large / 4 { return max(dense, large) }
    return max(64, width / 4)
  }

  static let denseEntriesPerTenBytes = 6

  /// From this size on an array's buffer is mapped by `malloc` on its own (glibc maps every block of 32 MB or
  /// more; macOS's allocator maps large blocks too): pages of it that are never written take no memory.
  static let largeBufferBytes = 32 << 20

  // MARK: - Tokens

  @inline(__always) var kind: TokenKind { current.kind }

  @inline(__always) func at(_ kind: TokenKind) -> Bool { current.kind == kind }

  @inline(__always) var atStartOfLine: Bool { current.flags.contains(.atStartOfLine) }

  @inline(__always) mutating func advance() {
    if aheadHead < aheadEnd {
      current = ahead[aheadHead]
      aheadHead &+= 1
      if aheadHead == aheadEnd {
        aheadHead = 0
        aheadEnd = 0
      }
    } else {
      // Empty (`aheadHead == aheadEnd == 0`): lex a batch.
      aheadEnd = lexer.next(into: &ahead, at: 0, maxTokens: Parser.batchTokens, maxBytes: Parser.batchBytes)
      current = ahead[0]
      aheadHead = aheadEnd > 1 ? 1 : 0
      if aheadHead == 0 { aheadEnd = 0 }
    }
    // Token indexes and byte offsets below are bounded by the input's size: wrapping arithmetic never wraps.
    tokenIndex &+= 1
    // A select, not a branch: whether the parser is past its furthest look-ahead varies token by token.
    maxTokenIndex = max(maxTokenIndex, tokenIndex)
  }

  /// Tokens are lexed in batches of up to this many, or of this many bytes (a few tokens more than the
  /// parser needs at the end of a partial reparse, never a scan of the rest of the file).
  static let batchTokens = 32
  static let batchBytes = 256

  /// Lexes the token after the last one lexed ahead (and a batch after it), and keeps them for `advance`.
  @inline(__always) mutating func lexAhead() -> Lexeme {
    let index = aheadEnd
    aheadEnd &+= lexer.next(into: &ahead, at: index, maxTokens: Parser.batchTokens, maxBytes: Parser.batchBytes)
    return ahead[index]
  }

  /// Forgets the tokens lexed ahead (before moving the lexer elsewhere); they count as lexed twice.
  mutating func dropAhead() {
    lookaheadTokens &+= aheadEnd - aheadHead
    aheadHead = 0
    aheadEnd = 0
  }

  /// Appends `current` to the tree and moves on. The common case (room in the entries, the next token lexed
  /// ahead) calls no function, so it needs no registers saved: `bumpSlow` does the rest (and all of it).
  mutating func bump() {
    if current.kind == .eof { return }
    guard entries.hasRoom && aheadHead < aheadEnd else { return bumpSlow() }
    entries.append(
      GreenEntry(
        a: current.storedLeading, b: current.storedText, c: current.storedTrailing, kind: current.kind.rawValue,
        tag: GreenEntry.tokenTag, flags: current.flags.rawValue))
    byteOffset &+= current.width
    if current.flags.rawValue & (TokenFlags.missing.rawValue | TokenFlags.lexError.rawValue) != 0 { errorCount &+= 1 }
    current = ahead[aheadHead]
    aheadHead &+= 1
    if aheadHead == aheadEnd {
      aheadHead = 0
      aheadEnd = 0
    }
    tokenIndex &+= 1
    // A select, not a branch: whether the parser is past its furthest look-ahead varies token by token.
    maxTokenIndex = max(maxTokenIndex, tokenIndex)
  }

  @inline(never) mutating func bumpSlow() {
    entries.append(
      GreenEntry(
        a: current.storedLeading, b: current.storedText, c: current.storedTrailing, kind: current.kind.rawValue,
        tag: GreenEntry.tokenTag, flags: current.flags.rawValue))
    byteOffset &+= current.width
    if current.flags.rawValue & (TokenFlags.missing.rawValue | TokenFlags.lexError.rawValue) != 0 { errorCount &+= 1 }
    advance()
  }

  /// Appends `current` with another kind (a contextual keyword used as a name keeps its kind; this is
  /// for splitting, where the kind really differs).
  mutating func bump(as kind: TokenKind) {
    current.kind = kind
    bump()
  }

  mutating func missing(_ kind: TokenKind) {
    append(GreenToken(kind: kind, flags: .missing, leading: 0, text: 0, trailing: 0))
  }

  @inline(__always) mutating func append(_ token: GreenToken) {
    entries.append(GreenEntry(token: token))
    byteOffset &+= token.width
    if token.flags.rawValue & (TokenFlags.missing.rawValue | TokenFlags.lexError.rawValue) != 0 { errorCount &+= 1 }
  }

  /// Appends a node of another tree (incremental reuse).
  mutating func append(external node: GreenNode) {
    append(external: node, width: node.width, kind: node.kind, hasError: node.hasError)
  }

  mutating func append(external node: GreenNode, width: Int, kind: SyntaxKind, hasError: Bool) {
    entries.append(externals.entry(for: node, width: width, kind: kind, hasError: hasError))
    byteOffset += width
    if hasError { errorCount += 1 }
  }

  /// The node whose header is the last entry, if the last entry is a header or an external node.
  var lastNodeKind: SyntaxKind? {
    guard let last = entries.last, last.tag != GreenEntry.tokenTag else { return nil }
    return SyntaxKind(rawValue: last.kind)
  }

  var lastTokenKind: TokenKind? {
    guard let last = entries.last, last.tag == GreenEntry.tokenTag else { return nil }
    return TokenKind(rawValue: last.kind)
  }

  @discardableResult
  mutating func eat(_ kind: TokenKind) -> Bool {
    if current.kind == kind {
      bump()
      return true
    }
    return false
  }

  /// Consumes `kind` or recovers: skips a few low-precedence tokens to reach it, else synthesises it missing.
  mutating func expect(_ kind: TokenKind) {
    if current.kind == kind {
      bump()
      return
    }
    if canRecover(to: kind) {
      let marker = start()
      var progress = LoopProgress()
      while current.kind != kind && current.kind != .eof && progressed(&progress) {
        skipBalancedToken()
      }
      finish(marker, .unexpected)
      if current.kind == kind {
        bump()
        return
      }
    }
    missing(kind)
  }

  /// The next token after `current` (cached).
  mutating func peek() -> Lexeme {
    maxTokenIndex = max(maxTokenIndex, tokenIndex &+ 1)
    if aheadHead < aheadEnd { return ahead[aheadHead] }
    return lexAhead()
  }

  /// A scan over the tokens ahead (does not change what the parser reads next; `record` notes how far it
  /// looked). It moves with `advance(&scan)`: the tokens come from those the parser lexed ahead already, and
  /// those it lexes are kept there for the parser, so that no token is lexed twice. The parser does not move
  /// while a scan is in use.
  struct Lookahead {
    var current: Lexeme
    /// Token index of `current` (the parser's `tokenIndex` counts the same way).
    var index: Int
    var steps = 0
  }

  mutating func lookahead() -> Lookahead {
    Lookahead(current: current, index: tokenIndex)
  }

  @inline(__always) mutating func advance(_ scan: inout Lookahead) {
    // 1 for the token after the parser's `current`.
    let distance = scan.index &+ 1 &- tokenIndex
    let pending = aheadEnd &- aheadHead
    if distance >= 1 && distance <= pending {
      scan.current = ahead[aheadHead &+ distance &- 1]
    } else if distance == pending &+ 1 {
      scan.current = lexAhead()
    } else {
      // Not reached: the parser does not move while a scan is in use. Stay safe anyway: an end of file.
      scan.current = Lexeme(
        kind: .eof, flags: [], start: lexer.end, leadingLength: 0, textLength: 0, trailingLength: 0)
    }
    scan.index &+= 1
    scan.steps += 1
  }

  /// Skips one token, or a whole balanced bracket group if at an opener. Returns false at eof or
  /// after `limit` tokens without closing the group (a lookahead's cost stays bounded, so that a
  /// lookahead at each of many nested openers costs linear time, not the rest of the file each).
  mutating func skipBalanced(_ scan: inout Lookahead, limit: Int = 512) -> Bool {
    let open = scan.current.kind
    let close: TokenKind
    switch open {
    case .leftParen: close = .rightParen
    case .leftSquare: close = .rightSquare
    case .leftBrace: close = .rightBrace
    case .eof: return false
    default:
      advance(&scan)
      return true
    }
    var depth = 0
    let stop = scan.steps + limit
    while scan.current.kind != .eof && scan.steps < stop {
      let k = scan.current.kind
      if k == .leftParen || k == .leftSquare || k == .leftBrace {
        depth += 1
      } else if k == .rightParen || k == .rightSquare || k == .rightBrace {
        depth -= 1
        if depth == 0 {
          advance(&scan)
          return k == close
        }
      }
      advance(&scan)
    }
    return false
  }

  mutating func record(_ scan: Lookahead) {
    if tokenIndex + scan.steps + 1 > maxTokenIndex {
      maxTokenIndex = tokenIndex + scan.steps + 1
      chargeLookaheadToLastNode()
    }
  }

  /// A lookahead decides about what follows the nodes finished so far (`{` after `list.filter` in a
  /// condition: trailing closure or body?), but each node's lookahead was recorded when it finished.
  /// Charge it to the last finished node, the sibling that incremental reparse checks before reusing
  /// what follows (more lookahead only makes reuse more cautious). Bounded: only when at most 16 tokens
  /// were appended after that node.
  mutating func chargeLookaheadToLastNode() {
    var index = entries.count - 1
    var tokensAfter = 0
    while index >= 0 && entries[index].tag == GreenEntry.tokenTag {
      if entries[index].flags & TokenFlags.missing.rawValue == 0 { tokensAfter += 1 }
      if tokensAfter > 16 { return }
      index -= 1
    }
    guard index >= 0, entries[index].tag == GreenEntry.nodeTag else { return }
    let lookahead = UInt32(UInt16(clamping: maxTokenIndex - (tokenIndex - 1) + tokensAfter))
    entries[index].raiseLookahead(to: lookahead)
  }

  /// Text of the current token (only used for rare checks; allocation-free comparisons preferred).
  func currentTextIs(_ text: StaticString) -> Bool {
    let length = current.textLength
    if length != text.utf8CodeUnitCount { return false }
    return lexer.matches(current.textStart, text)
  }

  func currentTextFirstByte() -> UInt8 {
    lexer.at(current.textStart)
  }

  // MARK: - Nodes

  @inline(__always) mutating func start() -> Marker {
    let marker = Marker(index: entries.count, depth: openCount, byteOffset: byteOffset, errorCount: errorCount)
    openCount += 1
    return marker
  }

  /// Starts a node that will take the children appended since `checkpoint` (wrapping what was parsed).
  @inline(__always) mutating func start(at checkpoint: Checkpoint) -> Marker {
    let marker = Marker(
      index: checkpoint.index, depth: openCount, byteOffset: checkpoint.byteOffset,
      errorCount: checkpoint.errorCount)
    openCount += 1
    return marker
  }

  @inline(__always) var checkpoint: Checkpoint {
    Checkpoint(index: entries.count, byteOffset: byteOffset, errorCount: errorCount)
  }

  /// Number of entries appended so far (to tell whether an item added exactly one node).
  @inline(__always) var entryCount: Int { entries.count }

  mutating func finish(_ marker: Marker, _ kind: SyntaxKind) {
    // The common case (room in the entries, a narrow node) calls no function (see `bump`).
    let header = entries.count
    guard entries.hasRoom && header &- marker.index < GreenStorage.wideThreshold else {
      return finishSlow(marker, kind)
    }
    appendHeader(marker, kind, header: header)
  }

  @inline(never) mutating func finishSlow(_ marker: Marker, _ kind: SyntaxKind) {
    let header = entries.count
    appendHeader(marker, kind, header: header)
    if header &- marker.index >= GreenStorage.wideThreshold {
      if let refs = entries.withUnsafeBufferPointer({ GreenStorage.childRefs(entries: $0, header: header) }) {
        wide[header] = refs
      }
    }
  }

  /// Closes the node `marker` opened: appends its header entry (`header` is the entries' count) and counts an
  /// `unexpected` node as an error. Inlined into both `finish` paths, so the fast one still calls no function.
  @inline(__always) private mutating func appendHeader(_ marker: Marker, _ kind: SyntaxKind, header: Int) {
    // Counts, offsets and token indexes are bounded by the input's size (markers come from this parse and are
    // at or before the current counts): the wrapping arithmetic never wraps.
    openCount &-= 1
    let lookahead = maxTokenIndex &- (tokenIndex &- 1)
    let hasError = errorCount > marker.errorCount || kind == .unexpected
    entries.append(
      GreenEntry(
        a: UInt32(truncatingIfNeeded: max(header &- marker.index, 0)),
        b: UInt32(truncatingIfNeeded: byteOffset &- marker.byteOffset),
        c: GreenEntry.nodeC(depth: marker.depth, lookahead: lookahead), kind: kind.rawValue,
        tag: GreenEntry.nodeTag, flags: hasError ? 1 : 0))
    if kind == .unexpected { errorCount &+= 1 }
  }

  /// The tree built so far, whose last entry is the header of the root node.
  mutating func makeRoot() -> GreenNode {
    // The tree keeps its entries as long as the document lives: a buffer grown by doubling can hold up to twice
    // what it needs, so one with more than a quarter spare is copied to its size (the growing one is freed).
    // Up to a quarter is kept: the copy (a second buffer's page faults and a move of every entry) was ~6% of
    // `parser-bench` on general/ when every tree was copied. A fresh parse keeps its buffer also when the spare is
    // at most 64 KB (`EntryStack.keptSpare`), and its large buffer whatever its spare: its unwritten pages take no
    // memory (`largeBufferBytes`), and a copy would double the tree while it runs. An incremental parse's is
    // copied as before: reusing old nodes, it writes a small part of its buffer, and the trees of later edits may
    // keep it (and its address space) alive through their references.
    let kept = entries.finish(fresh: reuse == nil)
    keptEntries = kept.count
    return GreenNode(storage: GreenStorage(entries: kept, externals: externals, wide: wide), index: kept.count - 1)
  }

  /// Whether every entry count, index and slot of the storage this parse built fit its field (`GreenEntry`):
  /// at most `maximumEntries` entries (at most `GreenEntry.maxEntries`) and `GreenEntry.maxSlots` storages.
  /// Lengths and widths fit when the input is at most `SyntaxTree.maximumSourceSize` bytes.
  func entriesFit(maximumEntries: Int = GreenEntry.maxEntries) -> Bool {
    max(entries.count, keptEntries) <= min(maximumEntries, GreenEntry.maxEntries)
      && externals.storages.count <= GreenEntry.maxSlots
  }

  /// Drops an open marker without making a node (its children stay in the parent).
  mutating func abandon(_ marker: Marker) {
    openCount -= 1
  }

  /// The one progress condition of every parsing loop (as swift-syntax's `LoopProgressCondition`): a loop
  /// runs another iteration only if the previous one consumed input (appended bytes to the tree: a token
  /// or a reused node). No loop has a count cap, so no input is ever dropped for being large; a loop whose
  /// iteration made no progress ends instead of spinning.
  struct LoopProgress {
    var lastOffset = -1
  }

  @inline(__always) func progressed(_ progress: inout LoopProgress) -> Bool {
    if byteOffset <= progress.lastOffset { return false }
    progress.lastOffset = byteOffset
    return true
  }

  /// Whether a new node would exceed the depth limit; if so, the caller skips input instead.
  @inline(__always) var tooDeep: Bool { openCount >= depthLimit }

  /// Consumes a balanced run of tokens into one `unexpected` node without recursion. Stops before a
  /// closing bracket that it did not open, or at `,`/`;` at its own level. Used at the depth limit.
  mutating func skipTooDeep() {
    hitDepthLimit = true
    let marker = start()
    var depth = 0
    var guardCount = 0
    while current.kind != .eof {
      let k = current.kind
      if k == .leftParen || k == .leftSquare || k == .leftBrace {
        depth += 1
      } else if k == .rightParen || k == .rightSquare || k == .rightBrace {
        if depth == 0 { break }
        depth -= 1
      } else if depth == 0 && (k == .comma || k == .semicolon) && guardCount > 0 {
        break
      }
      bump()
      guardCount += 1
    }
    if guardCount == 0 && current.kind != .eof && !isClosing(current.kind) { bump() }
    finish(marker, .unexpected)
  }

  @inline(__always) func isClosing(_ kind: TokenKind) -> Bool {
    kind == .rightParen || kind == .rightSquare || kind == .rightBrace
  }

  /// Consumes one token, or a whole balanced bracket group (iteratively) if at an opener.
  mutating func skipBalancedToken() {
    let k = current.kind
    guard k == .leftParen || k == .leftSquare || k == .leftBrace else {
      bump()
      return
    }
    var depth = 0
    while current.kind != .eof {
      let inner = current.kind
      if inner == .leftParen || inner == .leftSquare || inner == .leftBrace {
        depth += 1
      } else if inner == .rightParen || inner == .rightSquare || inner == .rightBrace {
        depth -= 1
        if depth <= 0 {
          bump()
          return
        }
      }
      bump()
    }
  }

  // MARK: - Recovery

  /// Token precedence for recovery: a token may be skipped only to reach a token of higher rank.
  static func precedence(_ kind: TokenKind) -> Int {
    switch kind {
    case .eof: return 100
    case .kw_func, .kw_class, .kw_struct, .kw_enum, .kw_protocol, .kw_extension, .kw_import, .kw_typealias,
      .kw_init, .kw_deinit, .kw_subscript, .kw_var, .kw_let, .kw_associatedtype, .kw_operator,
      .kw_precedencegroup, .poundIf, .poundElse, .poundElseif, .poundEndif:
      return 90
    case .kw_if, .kw_guard, .kw_for, .kw_while, .kw_repeat, .kw_do, .kw_return, .kw_throw, .kw_defer,
      .kw_break, .kw_continue, .kw_switch, .kw_case, .kw_default, .kw_catch, .kw_fallthrough:
      return 80
    case .leftBrace, .rightBrace:
      return 70
    case .leftParen, .rightParen, .leftSquare, .rightSquare:
      return 50
    case .comma, .colon, .semicolon, .arrow, .kw_in, .kw_where, .equal:
      return 30
    default:
      return 10
    }
  }

  mutating func canRecover(to target: TokenKind) -> Bool {
    let targetRank = Parser.precedence(target)
    var scan = lookahead()
    var skipped = 0
    while scan.current.kind != .eof && skipped < 8 {
      if scan.current.kind == target {
        record(scan)
        return true
      }
      if Parser.precedence(scan.current.kind) >= targetRank { break }
      if !skipBalanced(&scan) { break }
      skipped += 1
    }
    record(scan)
    return false
  }

  /// Where a comma-separated list gives up after an element without progress-worthy input:
  /// a `}` or a declaration keyword at the start of a line, unless it is an argument label
  /// (`protocol: p`, `operator: op`) or, in a pattern, a binding (`case .a(\n let x,\n let y)`).
  var atListBreak: Bool {
    mutating get {
      if current.kind == .rightBrace { return true }
      guard Parser.isDeclarationKeyword(current.kind) && atStartOfLine else { return false }
      if inPattern && (current.kind == .kw_let || current.kind == .kw_var) { return false }
      // Through `peek`, so that the token after is part of the recorded lookahead (incremental reuse).
      return peek().kind != .colon
    }
  }

  // MARK: - Token classes

  /// Identifiers and contextual keywords usable as names.
  @inline(__always) static func isIdentifierLike(_ kind: TokenKind) -> Bool {
    kind == .identifier || (kind.isKeyword && !kind.isReservedKeyword)
  }

  @inline(__always) var atIdentifierLike: Bool { Parser.isIdentifierLike(current.kind) }

  /// Any word (identifier or keyword): valid as an argument label or member name after `.`.
  @inline(__always) static func isWord(_ kind: TokenKind) -> Bool {
    kind == .identifier || kind.isKeyword
  }

  static func isOperatorLike(_ kind: TokenKind) -> Bool {
    switch kind {
    case .operatorSymbol, .assignOperator, .leftAngle, .rightAngle, .ampersand, .ellipsis, .exclaim, .question, .equal,
      .arrow:
      return true
    default:
      return false
    }
  }

  /// Eats a name (identifier or contextual keyword); synthesises a missing identifier otherwise.
  mutating func expectName() {
    if atIdentifierLike {
      bump()
    } else {
      missing(.identifier)
    }
  }

  // MARK: - Entry points

  mutating func parseSourceFile() -> GreenNode {
    let marker = start()
    parseItems(context: .code, until: .eof)
    // Anything left (stray closing brackets) is unexpected.
    var progress = LoopProgress()
    while current.kind != .eof && progressed(&progress) {
      let unexpected = start()
      bump()
      finish(unexpected, .unexpected)
      parseItems(context: .code, until: .eof)
    }
    append(GreenToken(kind: .eof, flags: current.flags, leading: current.leadingLength, text: 0, trailing: 0))
    finish(marker, .sourceFile)
    return makeRoot()
  }

  /// Parses items until `terminator` (not consumed), `}` or eof. Progress guarded.
  mutating func parseItems(context: ItemContext, until terminator: TokenKind) {
    while current.kind != .eof && current.kind != terminator && current.kind != .rightBrace {
      if isIfConfigEnd(current.kind) { return }
      let before = tokenIndex
      bulkReuseAllowed = true
      parseItem(context: context)
      if tokenIndex == before {
        // No progress: consume one token as unexpected.
        let marker = start()
        bump()
        finish(marker, .unexpected)
      }
    }
  }

  @inline(__always) func isIfConfigEnd(_ kind: TokenKind) -> Bool {
    kind == .poundElse || kind == .poundElseif || kind == .poundEndif
  }

  mutating func parseItem(context: ItemContext) {
    let bulk = bulkReuseAllowed
    bulkReuseAllowed = false
    if reuse != nil, tryReuse(container: context == .member ? .member : .code, bulk: bulk) { return }
    if tooDeep {
      skipTooDeep()
      return
    }
    let before = entries.count
    switch context {
    case .member:
      parseMemberItem()
    case .code:
      parseCodeItem()
    }
    refreshLookahead(itemStart: before)
  }

  /// The caller may have peeked past an item after finishing its node (to decide where it ends):
  /// record that in the item's lookahead, which decides when it may be reused.
  mutating func refreshLookahead(itemStart: Int) {
    let last = entries.count - 1
    guard last >= itemStart, entries[last].tag == GreenEntry.nodeTag,
      Int(entries[last].a) == last - itemStart
    else { return }
    let lookahead = UInt32(UInt16(clamping: maxTokenIndex - (tokenIndex - 1)))
    entries[last].raiseLookahead(to: lookahead)
  }
}
