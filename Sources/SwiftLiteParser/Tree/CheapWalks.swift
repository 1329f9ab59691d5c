/// Walks and child lookups that read the green storage and make a `SyntaxNode` only for the nodes a caller
/// asks for: no array of children, no red node for a sibling or a skipped subtree.
extension GreenNode {
  /// The last child with its index among the children and its start relative to this node (what the last
  /// call of `forEachChild` would pass), without visiting the other children.
  @inline(__always)
  func lastChildElement() -> (index: Int, element: GreenElement, start: Int)? {
    let entries = storage.entries
    guard storage.overlay == nil, index >= 0, index < entries.count else { return slowLastChild() }
    let header = entries[index]
    if Int(header.a) >= GreenStorage.wideThreshold, !storage.wide.isEmpty, storage.wide[index] != nil { return slowLastChild() }
    let first = index - Int(header.a)
    let last = index - 1
    guard last >= first, last >= 0 else { return nil }
    let entry = entries[last]
    let element: GreenElement
    switch entry.tag {
    case GreenEntry.tokenTag: element = .token(entry.token)
    case GreenEntry.nodeTag: element = .node(GreenNode(storage: storage, index: last))
    default:
      guard let node = storage.external(entry) else { return slowLastChild() }
      element = .node(node)
    }
    // The index counts the children (a back scan that skips each child's subtree).
    var count = 0
    var position = last
    while position >= first && position >= 0 {
      let child = entries[position]
      if child.tag == GreenEntry.externalTag, storage.external(child) == nil { return slowLastChild() }
      position -= child.tag == GreenEntry.nodeTag ? Int(child.a) + 1 : 1
      count += 1
    }
    return (count - 1, element, width - entry.width)
  }

  private func slowLastChild() -> (index: Int, element: GreenElement, start: Int)? {
    var found: (index: Int, element: GreenElement, start: Int)?
    forEachChild { index, element, start in
      found = (index, element, start)
      return true
    }
    return found
  }

  /// The first child with its index (0) and start (0), as `forEachChild` passes it first.
  @inline(__always)
  func firstChildElement() -> (index: Int, element: GreenElement, start: Int)? {
    var found: (index: Int, element: GreenElement, start: Int)?
    forEachChild { index, element, start in
      found = (index, element, start)
      return false
    }
    return found
  }

  /// The text range (no outer trivia) of this subtree relative to its start, as `SyntaxNode.range` computes it
  /// from its first and last tokens (down through first/last children; nil when that descent finds no token).
  func textBounds() -> (lower: Int, upper: Int)? {
    var node = self
    var start = 0
    var lower: Int?
    var steps = 0
    while steps < 100_000 {
      steps += 1
      guard let first = node.firstChildElement() else { return nil }
      switch first.element {
      case .token(let token):
        lower = start + first.start + Int(token.leadingLength)
      case .node(let child):
        node = child
        start += first.start
        continue
      }
      break
    }
    guard let lower else { return nil }
    node = self
    start = 0
    steps = 0
    while steps < 100_000 {
      steps += 1
      guard let last = node.lastChildElement() else { return nil }
      switch last.element {
      case .token(let token):
        return (lower, max(lower, start + last.start + Int(token.leadingLength) + Int(token.textLength)))
      case .node(let child):
        node = child
        start += last.start
      }
    }
    return nil
  }
}

extension SyntaxNode {
  /// Pre-order walk over descendant nodes (not self) that makes a `SyntaxNode` only for the nodes `enter`
  /// accepts: `enter` sees a child's kind and range with trivia before it is built; a rejected child's whole
  /// subtree is skipped. `visit` works as in `walk(_:)` on the accepted nodes.
  public func walk(entering enter: (_ kind: SyntaxKind, _ rangeWithTrivia: Range<Int>) -> Bool, _ visit: (SyntaxNode) -> WalkAction) {
    walk(entering: enter, visit, depth: 0)
  }

  private func walk(entering enter: (SyntaxKind, Range<Int>) -> Bool, _ visit: (SyntaxNode) -> WalkAction, depth: Int) {
    guard depth < 10_000 else { return }
    let base = offset
    green.forEachChild { index, child, start in
      guard case .node(let node) = child else { return true }
      let lower = base + start
      guard enter(node.kind, lower..<(lower + node.width)) else { return true }
      let made = SyntaxNode(tree: tree, green: node, offset: lower, parent: self, indexInParent: index)
      if visit(made) == .visitChildren { made.walk(entering: enter, visit, depth: depth + 1) }
      return true
    }
  }

  /// Pre-order walk over the descendant nodes whose range with trivia holds at least one of `offsets`
  /// (sorted ascending): the other subtrees are skipped without building their nodes. For finding the nodes
  /// around a few known tokens (found with `tokenOffsets(where:)` or a byte search).
  public func walk(holding offsets: [Int], _ visit: (SyntaxNode) -> WalkAction) {
    guard !offsets.isEmpty else { return }
    walk(entering: { _, range in SyntaxNode.holds(offsets, range) }, visit)
  }

  /// Whether sorted `offsets` holds a value in `range`.
  @inline(__always)
  static func holds(_ offsets: [Int], _ range: Range<Int>) -> Bool {
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    return low < offsets.count && offsets[low] < range.upperBound
  }

  /// The text start offsets (ascending) of the subtree's tokens that pass `predicate`, which sees each token's
  /// kind and text range; one pass over the flat storage, no token or node built.
  public func tokenOffsets(where predicate: (_ kind: TokenKind, _ textRange: Range<Int>) -> Bool) -> [Int] {
    var result: [Int] = []
    green.forEachToken(start: offset) { token, position in
      let lower = position + Int(token.leadingLength)
      if predicate(token.kind, lower..<(lower + Int(token.textLength))) { result.append(lower) }
    }
    return result
  }

  /// The last child node (no array; nil when the last child is a token or there is none).
  public var lastChildNode: SyntaxNode? {
    guard let last = green.lastChildElement(), case .node(let node) = last.element else {
      return nil
    }
    return SyntaxNode(tree: tree, green: node, offset: offset + last.start, parent: self, indexInParent: last.index)
  }

  /// The first child node (no array).
  public var firstChildNode: SyntaxNode? {
    firstChildNode { _ in true }
  }

  /// The `n`th direct child token (0-based, missing ones included), as `childTokens[n]` would give it.
  public func childToken(at n: Int) -> SyntaxToken? {
    var found: SyntaxToken?
    var seen = 0
    forEachChildToken { token in
      if seen == n {
        found = token
        return false
      }
      seen += 1
      return true
    }
    return found
  }

  /// The last direct child token passing `predicate` (no array).
  public func lastChildToken(where predicate: (SyntaxToken) -> Bool) -> SyntaxToken? {
    var found: SyntaxToken?
    forEachChildToken { token in
      if predicate(token) { found = token }
      return true
    }
    return found
  }

  /// The number of direct child nodes (no array, no node built).
  public var childNodeCount: Int {
    var count = 0
    green.forEachChild { _, child, _ in
      if case .node = child { count += 1 }
      return true
    }
    return count
  }
}

extension SyntaxTree {
  /// Whether the token text at `range` starts with a byte of `table` (a 256-entry lookup), or with a backtick
  /// followed by one. For cheap token prefilters.
  @inline(__always)
  public func textStarts(_ range: Range<Int>, in table: [Bool]) -> Bool {
    guard range.lowerBound >= 0, range.lowerBound < range.upperBound, range.upperBound <= bytes.count, table.count == 256 else {
      return false
    }
    let first = bytes[range.lowerBound]
    if first == UInt8(ascii: "`"), range.count >= 2 { return table[Int(bytes[range.lowerBound + 1])] }
    return table[Int(first)]
  }

  /// Whether the text at `range`, without surrounding backticks, equals one of `words` (byte comparison).
  public func text(_ range: Range<Int>, isOneOf words: [[UInt8]]) -> Bool {
    guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
    var lower = range.lowerBound
    var upper = range.upperBound
    if upper - lower >= 2, bytes[lower] == UInt8(ascii: "`"), bytes[upper - 1] == UInt8(ascii: "`") {
      lower += 1
      upper -= 1
    }
    let length = upper - lower
    for word in words where word.count == length {
      var same = true
      var index = 0
      while index < length {
        if bytes[lower + index] != word[index] {
          same = false
          break
        }
        index += 1
      }
      if same { return true }
    }
    return false
  }
}
