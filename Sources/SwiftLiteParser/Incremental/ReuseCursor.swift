/// Walks the old tree in step with a new parse and offers old nodes that start where the parser is.
///
/// A node is offered only if it is an item of the same kind of container (member block, code block,
/// array/dictionary literal) and the edit cannot have changed it: the edit does not touch the node's
/// bytes, the byte before it, or the tokens the parser looked at past its end (the node's `lookahead`).
/// The parser then checks that its own current token equals the node's first token.
struct ReuseCursor {
  struct Frame {
    var node: GreenNode
    var children: [GreenElement]
    /// The children of a wide node, read through its child index (widths, kinds and error flags
    /// without reading the children).
    var wide: WideChildren? = nil
    var nodeStart: Int
    var index: Int
    var childOffset: Int

    /// A frame over `node`: wide nodes are read through their child index (`children` stays empty, so
    /// entering the root of a large file builds no array); narrow nodes get their children array.
    init(node: GreenNode, nodeStart: Int) {
      self.node = node
      if let wide = node.wideChildren {
        self.wide = wide
        children = []
      } else {
        children = node.children
      }
      self.nodeStart = nodeStart
      index = 0
      childOffset = nodeStart
    }

    @inline(__always) var count: Int { wide?.count ?? children.count }

    /// The child at `index` (nil out of range or for an unresolvable external entry).
    func element(at index: Int) -> GreenElement? {
      if let wide { return wide.element(at: index) }
      guard index >= 0 && index < children.count else { return nil }
      return children[index]
    }

    @inline(__always) func width(at index: Int) -> Int {
      if let wide { return index >= 0 && index < wide.count ? Int(wide.ref(at: index).width) : 0 }
      return index >= 0 && index < children.count ? children[index].width : 0
    }

    /// Moves `index`/`childOffset` to the first child from `index` on that ends after `old`, or is
    /// empty and starts at `old` (a binary search over the child index for wide nodes).
    mutating func seek(to old: Int) {
      if let wide, index < wide.count {
        let target = old - nodeStart
        // First child (from `index`) whose end is at or past `target`: ends never decrease.
        var low = index
        var high = wide.count
        while low < high {
          let middle = (low + high) / 2
          let ref = wide.ref(at: middle)
          if Int(ref.start) + Int(ref.width) < target { low = middle + 1 } else { high = middle }
        }
        if low > index {
          index = low
          childOffset = low < wide.count ? nodeStart + Int(wide.ref(at: low).start) : nodeStart + node.width
        }
      }
      let total = count
      while index < total {
        let width = self.width(at: index)
        if childOffset + width > old || (width == 0 && childOffset == old) { break }
        childOffset += width
        index += 1
      }
    }
  }

  let root: GreenNode
  /// The edit in old-text coordinates.
  let editStart: Int
  let editOldEnd: Int
  let replacementCount: Int
  var stack: [Frame]
  var lastContainer: Container = .code

  init(root: GreenNode, edit: TextEdit) {
    self.root = root
    editStart = edit.range.lowerBound
    editOldEnd = edit.range.upperBound
    replacementCount = edit.replacement.count
    stack = [Frame(node: root, nodeStart: 0)]
  }

  var delta: Int { replacementCount - (editOldEnd - editStart) }

  /// Old offset for a new offset outside the edited bytes (nil inside them).
  func oldOffset(forNew offset: Int) -> Int? {
    if offset < editStart { return offset }
    if offset >= editStart + replacementCount { return offset - delta }
    return nil
  }

  enum Container {
    case member
    case code
    case arrayElements
    case dictionaryElements
  }

  /// The outermost acceptable old node starting at `newOffset`, with its parent's kind.
  mutating func candidate(atNew newOffset: Int, container: Container, accept: (GreenNode) -> Bool) -> GreenNode? {
    lastContainer = container
    guard let old = oldOffset(forNew: newOffset) else { return nil }
    // Pop frames that end before `old`.
    while let top = stack.last, old >= top.nodeStart + top.node.width, stack.count > 1 {
      stack.removeLast()
    }
    var steps = 0
    while steps < 100_000, !stack.isEmpty {
      steps += 1
      let last = stack.count - 1
      stack[last].seek(to: old)
      let frame = stack[last]
      guard frame.index < frame.count, case .node(let child) = frame.element(at: frame.index) else { return nil }
      if frame.childOffset > old { return nil }
      if frame.childOffset == old {
        if isItem(child, parent: frame.node, index: frame.index, container: container), accept(child),
          isUntouched(start: old, width: child.width)
        {
          return child
        }
      }
      // Descend: an acceptable node may start at the same offset deeper down, or inside this child.
      stack.append(Frame(node: child, nodeStart: frame.childOffset))
    }
    return nil
  }

  struct Sibling {
    var node: GreenNode
    var oldStart: Int
    var width: Int
    var kind: SyntaxKind
    var hasError: Bool
    var isItem: Bool
    /// From the child index when known (no read of the node).
    var knownLookahead: Int?

    var lookahead: Int { knownLookahead ?? Int(node.lookahead) }
  }

  /// The node right after the last candidate in the same parent (nil if a token or the end follows).
  func nextSibling(distance: Int = 1) -> Sibling? {
    guard let frame = stack.last, frame.index < frame.count else { return nil }
    var start = frame.childOffset
    var index = frame.index
    var step = 0
    while step < distance {
      start += frame.width(at: index)
      index += 1
      step += 1
      guard index < frame.count else { return nil }
    }
    guard case .node(let node) = frame.element(at: index) else { return nil }
    let kind: SyntaxKind
    let hasError: Bool
    let width: Int
    var lookahead: Int?
    if let wide = frame.wide, index < wide.count {
      let ref = wide.ref(at: index)
      kind = SyntaxKind(rawValue: ref.kind) ?? .unexpected
      hasError = ref.flags & 1 != 0
      width = Int(ref.width)
      if ref.lookahead != GreenChildRef.unknownLookahead { lookahead = Int(ref.lookahead) }
    } else {
      kind = node.kind
      hasError = node.hasError
      width = node.width
    }
    return Sibling(
      node: node, oldStart: start, width: width, kind: kind, hasError: hasError,
      isItem: isItem(kind: kind, hasError: hasError, parent: frame.node, index: index, container: lastContainer),
      knownLookahead: lookahead)
  }

  /// After the edit: appends every following element of the current array/dictionary literal (all
  /// unchanged) to `parser`, reading only the child index. Nil if the parent has no child index.
  /// Before the edit it stops where an element's lookahead could reach the edit (each taken element
  /// looked at most one token ahead, into a following element that ends well before the edit).
  mutating func takeRemainingElements(into parser: inout Parser, beforeEdit: Bool, previousLookahead: Int) -> (
    count: Int, width: Int, last: GreenNode?
  )? {
    guard let last = stack.indices.last, let wide = stack[last].wide else { return nil }
    let frame = stack[last]
    let parentKind = frame.node.kind
    let elementKind: SyntaxKind = parentKind == .arrayExpr ? .arrayElement : .dictionaryElement
    guard parentKind == .arrayExpr || parentKind == .dictionaryExpr else { return nil }
    var index = frame.index + 1
    var offset = frame.childOffset + frame.width(at: frame.index)
    var count = 0
    var total = 0
    var lastNode: GreenNode?
    var lookahead = previousLookahead
    while index < wide.count {
      let ref = wide.ref(at: index)
      guard ref.tag != GreenEntry.tokenTag, ref.flags & 1 == 0, ref.kind == elementKind.rawValue, ref.width > 0
      else { break }
      if beforeEdit {
        guard lookahead <= 1, ref.lookahead <= 1, index + 1 < wide.count else { break }
        let following = wide.ref(at: index + 1)
        // A zero-width following node holds no token, so the token looked at would lie further on.
        guard following.tag != GreenEntry.tokenTag, following.width > 0,
          offset + Int(ref.width) + Int(following.width) + 2 < editStart
        else { break }
        lookahead = Int(ref.lookahead)
      }
      guard case .node(let node) = wide.element(at: index) else { break }
      parser.append(external: node, width: Int(ref.width), kind: elementKind, hasError: false)
      parser.reusedNodes += 1
      parser.reusedBytes += Int(ref.width)
      offset += Int(ref.width)
      total += Int(ref.width)
      count += 1
      lastNode = node
      index += 1
    }
    stack[last].index = index - 1
    stack[last].childOffset = offset - frame.width(at: index - 1)
    return (count, total, lastNode)
  }

  /// Moves past the sibling returned by `nextSibling()`.
  mutating func advancePastNextSibling() {
    guard let last = stack.indices.last else { return }
    let frame = stack[last]
    guard frame.index < frame.count else { return }
    stack[last].childOffset += frame.width(at: frame.index)
    stack[last].index += 1
  }

  /// The edit (as a closed interval) does not touch `[start - 1, start + width]`. Bytes past the end
  /// that the parser looked at are checked by the parser (it lexes them from the new text).
  func isUntouched(start: Int, width: Int) -> Bool {
    editOldEnd < start - 1 || editStart > start + width
  }

  func isItem(_ node: GreenNode, parent: GreenNode, index: Int, container: Container) -> Bool {
    isItem(kind: node.kind, hasError: node.hasError, parent: parent, index: index, container: container)
  }

  func isItem(kind: SyntaxKind, hasError: Bool, parent: GreenNode, index: Int, container: Container) -> Bool {
    if hasError { return false }
    switch container {
    case .arrayElements:
      return kind == .arrayElement && parent.kind == .arrayExpr
    case .dictionaryElements:
      return kind == .dictionaryElement && parent.kind == .dictionaryExpr
    case .member:
      guard kind.isDeclaration, kind != .missingDecl else { return false }
      switch parent.kind {
      case .memberBlock: return true
      case .ifConfigClause: return clauseContainer(parent, index: index) == .member
      default: return false
      }
    case .code:
      guard IncrementalPath.isCodeItem(kind) else { return false }
      switch parent.kind {
      case .sourceFile, .codeBlock, .closureExpr, .switchCase: return true
      case .accessorBlock: return true
      case .ifConfigClause: return clauseContainer(parent, index: index) == .code
      default: return false
      }
    }
  }

  /// What the items of an `#if` clause are, judged from the enclosing `#if` node in the stack.
  func clauseContainer(_ clause: GreenNode, index: Int) -> Container? {
    // The condition of `#if`/`#elseif` is the node right after the directive.
    if index == 1, let directive = clause.firstToken, directive.kind != .poundElse {
      return nil
    }
    guard stack.count >= 2 else { return nil }
    switch stack[stack.count - 2].node.kind {
    case .ifConfigDecl: return .member
    case .ifConfigStmt:
      guard stack.count >= 3 else { return nil }
      // `#if` around switch cases holds cases, not statements.
      return stack[stack.count - 3].node.kind == .switchExpr ? nil : .code
    default: return nil
    }
  }
}

extension Parser {
  mutating func tryReuseListElement(kind: SyntaxKind) -> Bool {
    tryReuse(container: kind == .dictionaryElement ? .dictionaryElements : .arrayElements, bulk: true)
  }

  mutating func tryReuse(container: ReuseCursor.Container, bulk allowBulk: Bool) -> Bool {
    guard var cursor = reuse else { return false }
    reuse = nil  // mutate the cursor without copying its stack
    let depth = openCount
    let first = current
    let candidate = cursor.candidate(atNew: current.start, container: container) { node in
      // A depth at the clamp may be larger: such a node is not reused.
      guard Int(node.depth) == depth, node.depth < GreenNode.maximumDepth, let token = node.firstToken else { return false }
      return token.kind == first.kind && token.flags == first.flags
        && Int(token.leadingLength) == first.leadingLength && Int(token.textLength) == first.textLength
        && Int(token.trailingLength) == first.trailingLength
    }
    reuse = cursor
    guard let node = candidate, var last = node.lastToken else { return false }
    var end = current.start + node.width
    let isAfterEdit = cursor.oldOffset(forNew: current.start).map { $0 >= cursor.editOldEnd + 1 } ?? false
    if !isAfterEdit {
      // The tokens the old parse looked at past the node must lie before the edit (plus the two bytes
      // the lexer may look at to end a token).
      let lookahead = max(Int(node.lookahead), 1)
      var scan = Lexer(bytes: lexer.bytes, start: end)
      scan.reset(to: end, previousKind: last.kind, previousTrailingEmpty: last.trailingLength == 0)
      var count = 0
      var lookedAt = end
      while count < lookahead {
        let lexeme = scan.next()
        lookedAt = lexeme.end
        count += 1
        if lexeme.kind == .eof { break }
      }
      if lookedAt + 2 > cursor.editStart { return false }
    }
    append(external: node)
    reusedNodes += 1
    reusedBytes += node.width
    var lastLookahead = Int(node.lookahead)
    // Siblings that follow in the same old container are parsed identically too: before the edit as
    // long as the previous one looked at most one token ahead (the next sibling's first token) and the
    // next one ends well before the edit; after the edit always. Take them without per-item checks.
    // (Siblings in one old container were all parsed at the same depth.)
    var bulk = 0
    var lastNode = node
    if allowBulk && (container == .arrayElements || container == .dictionaryElements),
      let taken = cursor.takeRemainingElements(
        into: &self, beforeEdit: !isAfterEdit, previousLookahead: Int(node.lookahead))
    {
      // Fast path for long literals: every remaining element straight from the child index.
      bulk = taken.count
      end += taken.width
      lastNode = taken.last ?? node
    }
    while allowBulk, bulk < 1_000_000, let sibling = cursor.nextSibling() {
      guard !sibling.hasError, sibling.isItem, sibling.width > 0 else { break }
      if !isAfterEdit {
        // Its own lookahead (at most one token) must be the first token of a following node that
        // ends well before the edit. That node must hold a token: after a zero-width (missing) node the
        // token looked at lies further on, perhaps inside the edit.
        let siblingLookahead = sibling.lookahead
        guard lastLookahead <= 1, siblingLookahead <= 1, let following = cursor.nextSibling(distance: 2),
          following.width > 0, following.oldStart + following.width + 2 < cursor.editStart
        else { break }
        lastLookahead = siblingLookahead
      }
      cursor.advancePastNextSibling()
      append(external: sibling.node, width: sibling.width, kind: sibling.kind, hasError: false)
      reusedNodes += 1
      reusedBytes += sibling.width
      end += sibling.width
      lastNode = sibling.node
      bulk += 1
    }
    if bulk > 0 {
      if let token = lastNode.lastToken { last = token }
      lastLookahead = Int(lastNode.lookahead)
    }
    reuse = cursor
    let index = tokenIndex + bulk
    dropAhead()
    lexer.reset(to: end, previousKind: last.kind, previousTrailingEmpty: last.trailingLength == 0)
    current = lexer.next()
    tokenIndex += 1 + bulk
    maxTokenIndex = max(maxTokenIndex, index + lastLookahead, tokenIndex)
    return true
  }
}
