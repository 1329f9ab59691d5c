/// How an incremental reparse produced its tree, and how much it reused.
public struct ParseStatistics: Sendable, Hashable {
  public enum Strategy: String, Sendable, Hashable {
    case full
    case relexToken
    case reparseItem
    case reparseBlock
    case fullWithReuse
  }

  public var strategy: Strategy = .full
  /// Old nodes put into the new tree unchanged (subtrees count once, at their root).
  public var reusedNodes = 0
  /// Bytes covered by those reused nodes.
  public var reusedBytes = 0
  /// The depth limit cut the tree somewhere (that part is one `unexpected` node).
  public var hitDepthLimit = false
  /// Tokens the parser consumed, and tokens lexed twice: the parser keeps the tokens its lookahead scans
  /// and its batches lex for when it gets there, and drops them only when the lexer moves (a `>>` split in
  /// two, a reused node), so this is the lexing beyond one pass.
  public var tokens = 0
  public var lookaheadTokens = 0
  /// The input was not parsed: it is larger than `SyntaxTree.maximumSourceSize`, or its tree would have more
  /// entries than a storage holds. The tree is `SyntaxTree.unparsedTree` (lossless, no declarations).
  public var unparsed = false

  public init() {}
}

/// A parsed file: the bytes, the green root and the statistics of the parse that made it.
public final class SyntaxTree: Sendable {
  public let bytes: [UInt8]
  public let green: GreenNode
  public let statistics: ParseStatistics

  public init(bytes: [UInt8], green: GreenNode, statistics: ParseStatistics = ParseStatistics()) {
    self.bytes = bytes
    self.green = green
    self.statistics = statistics
  }

  /// The largest input a parse stores as a tree: 64 MiB less one byte (67,108,863 bytes). A tree's entries are
  /// 12 bytes (token lengths and node widths in 26 or 27 bits, `GreenEntry`). A larger input, or one whose tree
  /// would have more than 2^27 - 1 entries (about twice as many as real code has at this size), is not parsed:
  /// `parse` returns `unparsedTree`, which keeps the text exactly (`statistics.unparsed` says so).
  public static let maximumSourceSize = (1 << 26) - 1

  /// Parses `bytes` from scratch.
  public static func parse(_ bytes: [UInt8]) -> SyntaxTree {
    parse(bytes, maximumSize: maximumSourceSize, maximumEntries: GreenEntry.maxEntries)
  }

  /// `parse` with the limits a test may lower (`maximumSize` at most `maximumSourceSize`, `maximumEntries` at
  /// most `GreenEntry.maxEntries`), and the chunk size of the unparsed tree.
  static func parse(_ bytes: [UInt8], maximumSize: Int, maximumEntries: Int, chunkSize: Int = unparsedChunkSize) -> SyntaxTree {
    guard bytes.count <= maximumSize else { return unparsedTree(bytes, chunkSize: chunkSize) }
    var parser = Parser(bytes: bytes)
    let root = parser.parseSourceFile()
    guard parser.entriesFit(maximumEntries: maximumEntries) else { return unparsedTree(bytes, chunkSize: chunkSize) }
    var statistics = ParseStatistics()
    statistics.hitDepthLimit = parser.hitDepthLimit
    statistics.tokens = parser.tokenIndex
    statistics.lookaheadTokens = parser.lookaheadTokens
    return SyntaxTree(bytes: bytes, green: root, statistics: statistics)
  }

  /// The bytes of one token of an unparsed tree (at most; a chunk ends before a UTF-8 continuation byte).
  static let unparsedChunkSize = 1 << 26

  /// The tree of an input too large to parse: a `sourceFile` whose children are `unexpected` nodes, each holding
  /// one `unknown` token of at most `chunkSize` bytes (no trivia; a chunk ends at a UTF-8 scalar's start when one is
  /// at most 3 bytes back), then the end-of-file token. It round-trips exactly, whatever the size: above what a
  /// header's 27 bits hold, the root's width is kept in its storage. `statistics.unparsed` is set.
  static func unparsedTree(_ bytes: [UInt8], chunkSize: Int = unparsedChunkSize) -> SyntaxTree {
    let chunk = min(max(chunkSize, 4), unparsedChunkSize)
    var entries: [GreenEntry] = []
    entries.reserveCapacity(2 * (bytes.count / chunk + 2))
    var start = 0
    while start < bytes.count {
      var end = bytes.count - start > chunk ? start + chunk : bytes.count
      var back = 0
      while end < bytes.count && back < 3 && bytes[end] & 0xC0 == 0x80 {
        end -= 1
        back += 1
      }
      if end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += back }
      let length = UInt32(truncatingIfNeeded: end - start)
      entries.append(
        GreenEntry(
          a: 0, b: length, c: 0, kind: TokenKind.unknown.rawValue, tag: GreenEntry.tokenTag,
          flags: start == 0 ? TokenFlags.atStartOfLine.rawValue : 0))
      entries.append(
        GreenEntry(
          a: 1, b: length, c: GreenEntry.nodeC(depth: 1, lookahead: 0), kind: SyntaxKind.unexpected.rawValue,
          tag: GreenEntry.nodeTag, flags: 1))
      start = end
    }
    entries.append(GreenEntry(token: GreenToken(kind: .eof, flags: bytes.isEmpty ? .atStartOfLine : [], leading: 0, text: 0, trailing: 0)))
    let escaped = bytes.count >= Int(GreenEntry.escapedWidth)
    entries.append(
      GreenEntry(
        a: UInt32(truncatingIfNeeded: entries.count),
        b: escaped ? GreenEntry.escapedWidth : UInt32(truncatingIfNeeded: bytes.count),
        c: GreenEntry.nodeC(depth: 0, lookahead: 0), kind: SyntaxKind.sourceFile.rawValue, tag: GreenEntry.nodeTag,
        flags: bytes.isEmpty ? 0 : 1))
    let storage = GreenStorage(
      entries: GreenEntries(entries), storages: [], wide: [:], escapedWidth: escaped ? bytes.count : 0)
    var statistics = ParseStatistics()
    statistics.unparsed = true
    return SyntaxTree(bytes: bytes, green: GreenNode(storage: storage, index: entries.count - 1), statistics: statistics)
  }

  public static func parse(_ text: String) -> SyntaxTree {
    parse(Array(text.utf8))
  }

  public static func parse(_ text: SourceText) -> SyntaxTree {
    parse(text.bytes)
  }

  /// The root `sourceFile` node.
  public var root: SyntaxNode { SyntaxNode(tree: self, green: green, offset: 0, parent: nil, indexInParent: 0) }

  /// Any missing token, unexpected node or lexer error anywhere.
  public var hasErrors: Bool { green.hasError }

  /// The text of the tree (equals `bytes`: the tree is lossless).
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Prints the tree back from its tokens and trivia (for round-trip checks).
  public func reconstructedBytes() -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var offset = 0
    var stack: [([GreenElement], Int)] = [(green.children, 0)]
    while let (children, index) = stack.popLast() {
      if index >= children.count { continue }
      stack.append((children, index + 1))
      switch children[index] {
      case .node(let child):
        stack.append((child.children, 0))
      case .token(let token):
        let end = min(offset + token.width, bytes.count)
        if offset < end { output.append(contentsOf: bytes[offset..<end]) }
        offset += token.width
      }
    }
    return output
  }

  /// The deepest node whose range (with trivia) contains `offset`.
  public func node(at offset: Int) -> SyntaxNode {
    var node = root
    var guardCount = 0
    while guardCount < 100_000 {
      guardCount += 1
      // The first child node whose range holds `offset`, found on the green children: only that child's red
      // node is made (children are in order, so the walk stops at the first one past `offset`).
      var found: SyntaxNode?
      let parent = node
      let base = parent.offset
      parent.green.forEachChild { index, child, start in
        let lower = base + start
        guard lower <= offset else { return false }
        guard case .node(let green) = child, offset < lower + green.width else { return true }
        found = SyntaxNode(tree: self, green: green, offset: lower, parent: parent, indexInParent: index)
        return false
      }
      guard let found else { return node }
      node = found
    }
    return node
  }

  /// The token whose range (with trivia) contains `offset` (the end-of-file token at the end).
  public func token(at offset: Int) -> SyntaxToken? {
    let node = self.node(at: offset)
    if let token = node.firstChildToken(where: { $0.offset <= offset && offset < $0.endOffset }) { return token }
    return node.lastToken
  }

  /// Every comment in the file, in order (from the trivia of every token).
  public var comments: [TriviaPiece] {
    var result: [TriviaPiece] = []
    for token in root.tokens {
      for piece in token.leadingTriviaPieces where piece.kind.isComment { result.append(piece) }
      for piece in token.trailingTriviaPieces where piece.kind.isComment { result.append(piece) }
    }
    return result
  }
}

/// A node with its absolute position and parent (the "red" view over a green node).
public final class SyntaxNode: Sendable, Hashable, CustomStringConvertible {
  public let tree: SyntaxTree
  public let green: GreenNode
  /// Offset of the node's first byte, leading trivia included.
  public let offset: Int
  public let parent: SyntaxNode?
  public let indexInParent: Int

  init(tree: SyntaxTree, green: GreenNode, offset: Int, parent: SyntaxNode?, indexInParent: Int) {
    self.tree = tree
    self.green = green
    self.offset = offset
    self.parent = parent
    self.indexInParent = indexInParent
  }

  public static func == (lhs: SyntaxNode, rhs: SyntaxNode) -> Bool {
    lhs.tree === rhs.tree && lhs.green.isSameNode(as: rhs.green) && lhs.offset == rhs.offset
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(offset)
    hasher.combine(green.identity)
    hasher.combine(green.index)
  }

  public var kind: SyntaxKind { green.kind }
  public var width: Int { green.width }
  public var endOffset: Int { offset + green.width }
  public var hasError: Bool { green.hasError }

  /// Byte range including leading and trailing trivia.
  public var rangeWithTrivia: Range<Int> { offset..<endOffset }

  /// Byte range from the first token's text to the last token's text (no outer trivia).
  public var range: Range<Int> {
    // From the green storage: the same first and last tokens, without building the nodes on the way.
    guard let bounds = green.textBounds() else { return offset..<offset }
    return (offset + bounds.lower)..<(offset + bounds.upper)
  }

  /// Source text without the outer trivia (inner trivia and comments kept).
  public var text: String {
    let r = range
    return String(decoding: tree.bytes[clamped(r)], as: UTF8.self)
  }

  /// Source text with all trivia.
  public var textWithTrivia: String {
    String(decoding: tree.bytes[clamped(rangeWithTrivia)], as: UTF8.self)
  }

  /// The token texts joined with nothing between them (no whitespace, no comments): `uiView . text` → `uiView.text`.
  public var compactText: String {
    var result: [UInt8] = []
    for token in tokens where !token.isMissing {
      result.append(contentsOf: tree.bytes[clamped(token.textRange)])
    }
    return String(decoding: result, as: UTF8.self)
  }

  func clamped(_ r: Range<Int>) -> Range<Int> {
    let lower = min(max(r.lowerBound, 0), tree.bytes.count)
    let upper = min(max(r.upperBound, lower), tree.bytes.count)
    return lower..<upper
  }

  public var description: String { text }

  // MARK: Children

  /// Calls `body` for each child in order (nodes and tokens, with absolute offsets); `body` returns false
  /// to stop. Builds no array.
  @inline(__always)
  public func forEachChild(_ body: (SyntaxElement) -> Bool) {
    let base = offset
    green.forEachChild { index, child, start in
      switch child {
      case .node(let node):
        return body(.node(SyntaxNode(tree: tree, green: node, offset: base + start, parent: self, indexInParent: index)))
      case .token(let token):
        return body(.token(SyntaxToken(parent: self, indexInParent: index, offset: base + start, green: token)))
      }
    }
  }

  /// Calls `body` for each child node in order; `body` returns false to stop.
  @inline(__always)
  public func forEachChildNode(_ body: (SyntaxNode) -> Bool) {
    let base = offset
    green.forEachChild { index, child, start in
      guard case .node(let node) = child else { return true }
      return body(SyntaxNode(tree: tree, green: node, offset: base + start, parent: self, indexInParent: index))
    }
  }

  /// Calls `body` for each child node whose kind passes `include`, in order (nodes filtered out are not
  /// built); `body` returns false to stop.
  @inline(__always)
  public func forEachChildNode(including include: (SyntaxKind) -> Bool, _ body: (SyntaxNode) -> Bool) {
    let base = offset
    green.forEachChild { index, child, start in
      guard case .node(let node) = child, include(node.kind) else { return true }
      return body(SyntaxNode(tree: tree, green: node, offset: base + start, parent: self, indexInParent: index))
    }
  }

  /// Calls `body` for each direct child token in order; `body` returns false to stop.
  @inline(__always)
  public func forEachChildToken(_ body: (SyntaxToken) -> Bool) {
    let base = offset
    green.forEachChild { index, child, start in
      guard case .token(let token) = child else { return true }
      return body(SyntaxToken(parent: self, indexInParent: index, offset: base + start, green: token))
    }
  }

  /// The first child node satisfying `predicate` (no array built).
  public func firstChildNode(where predicate: (SyntaxNode) -> Bool) -> SyntaxNode? {
    var found: SyntaxNode?
    forEachChildNode { node in
      if predicate(node) {
        found = node
        return false
      }
      return true
    }
    return found
  }

  /// The first direct child token satisfying `predicate` (no array built).
  public func firstChildToken(where predicate: (SyntaxToken) -> Bool) -> SyntaxToken? {
    var found: SyntaxToken?
    forEachChildToken { token in
      if predicate(token) {
        found = token
        return false
      }
      return true
    }
    return found
  }

  /// Children in order: nodes and tokens, with absolute offsets.
  public var children: [SyntaxElement] {
    var result: [SyntaxElement] = []
    result.reserveCapacity(green.entryChildCount)
    forEachChild { element in
      result.append(element)
      return true
    }
    return result
  }

  /// Child nodes only.
  public var childNodes: [SyntaxNode] {
    var result: [SyntaxNode] = []
    result.reserveCapacity(green.entryChildCount)
    forEachChildNode { node in
      result.append(node)
      return true
    }
    return result
  }

  /// Direct child tokens only.
  public var childTokens: [SyntaxToken] {
    var result: [SyntaxToken] = []
    forEachChildToken { token in
      result.append(token)
      return true
    }
    return result
  }

  /// First child node of `kind`.
  public func child(_ kind: SyntaxKind) -> SyntaxNode? {
    var found: SyntaxNode?
    let base = offset
    green.forEachChild { index, child, start in
      guard case .node(let node) = child, node.kind == kind else { return true }
      found = SyntaxNode(tree: tree, green: node, offset: base + start, parent: self, indexInParent: index)
      return false
    }
    return found
  }

  /// All child nodes of `kind`.
  public func children(_ kind: SyntaxKind) -> [SyntaxNode] {
    var result: [SyntaxNode] = []
    let base = offset
    green.forEachChild { index, child, start in
      if case .node(let node) = child, node.kind == kind {
        result.append(SyntaxNode(tree: tree, green: node, offset: base + start, parent: self, indexInParent: index))
      }
      return true
    }
    return result
  }

  /// First direct child token of `kind` (missing tokens included).
  public func token(_ kind: TokenKind) -> SyntaxToken? {
    var found: SyntaxToken?
    let base = offset
    green.forEachChild { index, child, start in
      guard case .token(let token) = child, token.kind == kind else { return true }
      found = SyntaxToken(parent: self, indexInParent: index, offset: base + start, green: token)
      return false
    }
    return found
  }

  /// The first child (node or token), if any.
  public var firstChild: SyntaxElement? {
    var found: SyntaxElement?
    forEachChild { element in
      found = element
      return false
    }
    return found
  }

  /// The first token of the subtree (may be missing/zero-width).
  public var firstToken: SyntaxToken? {
    var node = self
    var guardCount = 0
    while guardCount < 100_000 {
      guardCount += 1
      guard let first = node.firstChild else { return nil }
      switch first {
      case .token(let token): return token
      case .node(let child): node = child
      }
    }
    return nil
  }

  /// The last child (node or token), if any.
  public var lastChild: SyntaxElement? {
    // Read from the end of the storage: no node is built for the other children.
    guard let last = green.lastChildElement() else { return nil }
    switch last.element {
    case .node(let node):
      return .node(SyntaxNode(tree: tree, green: node, offset: offset + last.start, parent: self, indexInParent: last.index))
    case .token(let token):
      return .token(SyntaxToken(parent: self, indexInParent: last.index, offset: offset + last.start, green: token))
    }
  }

  /// The last token of the subtree.
  public var lastToken: SyntaxToken? {
    var node = self
    var guardCount = 0
    while guardCount < 100_000 {
      guardCount += 1
      guard let last = node.lastChild else { return nil }
      switch last {
      case .token(let token): return token
      case .node(let child): node = child
      }
    }
    return nil
  }

  /// All tokens of the subtree in order (missing ones included).
  public var tokens: [SyntaxToken] {
    var result: [SyntaxToken] = []
    walkTokens { result.append($0) }
    return result
  }

  /// Calls `body` for each token of the subtree in order (no array per node).
  public func walkTokens(_ body: (SyntaxToken) -> Void) {
    walkTokens(depth: 0, body)
  }

  private func walkTokens(depth: Int, _ body: (SyntaxToken) -> Void) {
    forEachChild { element in
      switch element {
      case .token(let token): body(token)
      case .node(let node):
        if depth < 2_000 { node.walkTokens(depth: depth + 1, body) }
      }
      return true
    }
  }

  public enum WalkAction {
    case visitChildren
    case skipChildren
  }

  /// Pre-order walk over descendant nodes (not self); return `.skipChildren` to prune.
  public func walk(_ visit: (SyntaxNode) -> WalkAction) {
    var stack: [SyntaxNode] = []
    appendChildNodesReversed(to: &stack)
    while let node = stack.popLast() {
      if visit(node) == .visitChildren {
        node.appendChildNodesReversed(to: &stack)
      }
    }
  }

  /// Pushes the child nodes, last first (so popping visits them in order).
  private func appendChildNodesReversed(to stack: inout [SyntaxNode]) {
    let mark = stack.count
    forEachChildNode { node in
      stack.append(node)
      return true
    }
    stack[mark...].reverse()
  }

  /// Descendant nodes (pre-order, not self) satisfying `predicate`.
  public func descendants(where predicate: (SyntaxNode) -> Bool) -> [SyntaxNode] {
    var result: [SyntaxNode] = []
    walk { node in
      if predicate(node) { result.append(node) }
      return .visitChildren
    }
    return result
  }

  /// Descendant nodes of `kind`.
  public func descendants(_ kind: SyntaxKind) -> [SyntaxNode] {
    descendants { $0.kind == kind }
  }

  /// Parent, grandparent, … up to the root.
  public var ancestors: [SyntaxNode] {
    var result: [SyntaxNode] = []
    var node = parent
    while let current = node {
      result.append(current)
      node = current.parent
    }
    return result
  }

  /// The nearest ancestor satisfying `predicate`.
  public func ancestor(where predicate: (SyntaxNode) -> Bool) -> SyntaxNode? {
    var node = parent
    while let current = node {
      if predicate(current) { return current }
      node = current.parent
    }
    return nil
  }

  public func ancestor(_ kind: SyntaxKind) -> SyntaxNode? {
    ancestor { $0.kind == kind }
  }

  /// Whether `other` is this node or inside it.
  public func contains(_ other: SyntaxNode) -> Bool {
    tree === other.tree && offset <= other.offset && other.endOffset <= endOffset
  }
}

/// A child of a `SyntaxNode`.
public enum SyntaxElement: Sendable {
  case node(SyntaxNode)
  case token(SyntaxToken)

  public var node: SyntaxNode? {
    if case .node(let node) = self { return node }
    return nil
  }

  public var token: SyntaxToken? {
    if case .token(let token) = self { return token }
    return nil
  }
}

/// A token with its absolute position.
public struct SyntaxToken: Sendable, Hashable, CustomStringConvertible {
  public let parent: SyntaxNode
  public let indexInParent: Int
  /// Offset of the first byte of the leading trivia.
  public let offset: Int
  public let green: GreenToken

  public static func == (lhs: SyntaxToken, rhs: SyntaxToken) -> Bool {
    lhs.parent == rhs.parent && lhs.indexInParent == rhs.indexInParent
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(offset)
    hasher.combine(indexInParent)
  }

  public var kind: TokenKind { green.kind }
  public var flags: TokenFlags { green.flags }
  public var isMissing: Bool { green.flags.contains(.missing) }
  public var tree: SyntaxTree { parent.tree }

  public var endOffset: Int { offset + green.width }
  public var rangeWithTrivia: Range<Int> { offset..<endOffset }
  /// The token's own text, no trivia.
  public var textRange: Range<Int> {
    let start = offset + Int(green.leadingLength)
    return start..<(start + Int(green.textLength))
  }
  public var leadingTriviaRange: Range<Int> { offset..<(offset + Int(green.leadingLength)) }
  public var trailingTriviaRange: Range<Int> { textRange.upperBound..<endOffset }

  public var text: String { parent.tree.string(textRange) }
  public var leadingTrivia: String { parent.tree.string(leadingTriviaRange) }
  public var trailingTrivia: String { parent.tree.string(trailingTriviaRange) }

  public var description: String { text }

  /// Compares the token text with `string` without allocating.
  public func textEquals(_ string: String) -> Bool {
    let r = textRange
    let bytes = parent.tree.bytes
    guard r.upperBound <= bytes.count else { return false }
    var index = r.lowerBound
    for byte in string.utf8 {
      if index >= r.upperBound || bytes[index] != byte { return false }
      index += 1
    }
    return index == r.upperBound
  }

  /// The name as written without backticks (`` `default` `` → `default`).
  public var identifierText: String {
    // Bytes, not characters: a backticked name is at least two bytes that start and end with a backtick.
    let r = textRange
    let bytes = parent.tree.bytes
    if r.count >= 2, r.lowerBound >= 0, r.upperBound <= bytes.count, bytes[r.lowerBound] == UInt8(ascii: "`"),
      bytes[r.upperBound - 1] == UInt8(ascii: "`")
    {
      return parent.tree.string((r.lowerBound + 1)..<(r.upperBound - 1))
    }
    return text
  }

  public var leadingTriviaPieces: [TriviaPiece] {
    TriviaPiece.split(parent.tree.bytes, leadingTriviaRange)
  }

  public var trailingTriviaPieces: [TriviaPiece] {
    TriviaPiece.split(parent.tree.bytes, trailingTriviaRange)
  }

  /// The token before this one in the file (nil at the start).
  public var previousToken: SyntaxToken? {
    guard offset > 0 else { return nil }
    return parent.tree.token(at: offset - 1)
  }

  /// The token after this one in the file (nil after the end-of-file token).
  public var nextToken: SyntaxToken? {
    guard endOffset < parent.tree.bytes.count || kind != .eof else { return nil }
    return parent.tree.token(at: endOffset)
  }
}

extension SyntaxTree {
  func string(_ range: Range<Int>) -> String {
    let lower = min(max(range.lowerBound, 0), bytes.count)
    let upper = min(max(range.upperBound, lower), bytes.count)
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }
}

/// One piece of trivia: whitespace, a line break or a comment.
public struct TriviaPiece: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    case whitespace
    case newline
    /// `// …`
    case lineComment
    /// `/// …`
    case docLineComment
    /// `/* … */`
    case blockComment
    /// `/** … */`
    case docBlockComment
    /// `#!` line at the start of the file, byte order mark, or anything else.
    case other

    public var isComment: Bool {
      switch self {
      case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
      default: return false
      }
    }
  }

  public var kind: Kind
  public var range: Range<Int>
  /// The piece's text.
  public var text: String

  static func split(_ bytes: [UInt8], _ range: Range<Int>) -> [TriviaPiece] {
    var pieces: [TriviaPiece] = []
    let end = min(range.upperBound, bytes.count)
    var index = max(range.lowerBound, 0)
    func at(_ i: Int) -> UInt8 { i < end ? bytes[i] : 0 }
    func add(_ kind: Kind, _ start: Int, _ stop: Int) {
      pieces.append(TriviaPiece(kind: kind, range: start..<stop, text: String(decoding: bytes[start..<stop], as: UTF8.self)))
    }
    while index < end {
      let start = index
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        while index < end, [UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C].contains(bytes[index]) { index += 1 }
        add(.whitespace, start, index)
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        while index < end, bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { index += 1 }
        add(.newline, start, index)
      case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
        let doc = at(index + 2) == UInt8(ascii: "/") && at(index + 3) != UInt8(ascii: "/")
        while index < end, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
        add(doc ? .docLineComment : .lineComment, start, index)
      case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
        let doc = at(index + 2) == UInt8(ascii: "*") && at(index + 3) != UInt8(ascii: "/")
        index += 2
        var depth = 1
        while index < end && depth > 0 {
          if bytes[index] == UInt8(ascii: "*") && at(index + 1) == UInt8(ascii: "/") {
            depth -= 1
            index += 2
          } else if bytes[index] == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") {
            depth += 1
            index += 2
          } else {
            index += 1
          }
        }
        index = min(index, end)
        add(doc ? .docBlockComment : .blockComment, start, index)
      default:
        if byte == UInt8(ascii: "#") && at(index + 1) == UInt8(ascii: "!") {
          while index < end, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
        } else {
          index += 1
          while index < end, bytes[index] & 0xC0 == 0x80 { index += 1 }
        }
        add(.other, start, index)
      }
    }
    return pieces
  }
}
