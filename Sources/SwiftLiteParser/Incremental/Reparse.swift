extension SyntaxTree {
  /// The tree for the text after `edit` (applied to this tree's bytes).
  public func reparse(edit: TextEdit) -> SyntaxTree {
    let lower = min(max(edit.range.lowerBound, 0), bytes.count)
    let upper = min(max(edit.range.upperBound, lower), bytes.count)
    var newBytes = bytes
    newBytes.replaceSubrange(lower..<upper, with: edit.replacement)
    return reparse(edit: TextEdit(range: lower..<upper, replacement: edit.replacement), newBytes: newBytes)
  }

  /// The tree for `newBytes`, which are this tree's bytes with `edit` applied. The result is always
  /// equal to a full parse of `newBytes`; old subtrees the edit cannot affect are shared.
  ///
  /// Strategies, cheapest first: relex the one token the edit falls in; reparse the innermost item
  /// (declaration or statement of a file, code block or type body, element of a collection literal)
  /// holding the edit; reparse the
  /// smallest enclosing `{ }` code or member block; parse the whole file reusing untouched items.
  public func reparse(edit: TextEdit, newBytes: [UInt8]) -> SyntaxTree {
    let lower = edit.range.lowerBound
    let upper = edit.range.upperBound
    guard lower >= 0, lower <= upper, upper <= bytes.count,
      newBytes.count == bytes.count - (upper - lower) + edit.replacement.count,
      !statistics.hitDepthLimit, !statistics.unparsed, newBytes.count <= SyntaxTree.maximumSourceSize
    else {
      return SyntaxTree.parse(newBytes)
    }
    // A lone backtick (an error token) looked for its closing backtick up to the end of its line, so an
    // edit later on that line can turn it into a backticked identifier. Only a tree with errors holds one.
    if green.hasError && SyntaxTree.lineHasBacktick(bytes, before: lower) {
      return SyntaxTree.parse(newBytes)
    }
    // Whether `/` starts a regex literal depends on the rest of its line; keep such lines simple.
    if SyntaxTree.mayContainRegex(bytes, around: lower..<upper)
      || SyntaxTree.mayContainRegex(newBytes, around: lower..<(lower + edit.replacement.count))
    {
      return SyntaxTree.parse(newBytes)
    }
    let path = IncrementalPath(editStart: lower, editEnd: upper)
    if let tree = relexToken(path: path, edit: edit, newBytes: newBytes) { return tree }
    let (item, block) = IncrementalPath.findEnclosing(root: green, editStart: lower, editEnd: upper)
    if let item, let tree = reparseItem(item: item, edit: edit, newBytes: newBytes) { return tree }
    if let block, let tree = reparseBlock(block: block, edit: edit, newBytes: newBytes) { return tree }
    return parseWithReuse(edit: edit, newBytes: newBytes)
  }

  /// Whole-file parse that reuses untouched items (members, statements, array elements) of this tree.
  func parseWithReuse(edit: TextEdit, newBytes: [UInt8]) -> SyntaxTree {
    var parser = Parser(bytes: newBytes)
    parser.reuse = ReuseCursor(root: green, edit: edit)
    let root = parser.parseSourceFile()
    guard parser.entriesFit() else { return SyntaxTree.unparsedTree(newBytes) }
    var statistics = ParseStatistics()
    statistics.strategy = .fullWithReuse
    statistics.reusedNodes = parser.reusedNodes
    statistics.reusedBytes = parser.reusedBytes
    statistics.hitDepthLimit = parser.hitDepthLimit
    return SyntaxTree(bytes: newBytes, green: root, statistics: statistics)
  }

  // MARK: - Relex one token

  func relexToken(path: IncrementalPath, edit: TextEdit, newBytes: [UInt8]) -> SyntaxTree? {
    let delta = edit.replacement.count - edit.range.count
    // Candidates are looked up one at a time: the second only when the first cannot be relexed.
    for target in path.candidateTargets {
      guard
        let candidate = IncrementalPath.findToken(
          root: green, at: target, editStart: path.editStart, editEnd: path.editEnd)
      else { continue }
      guard let previous = candidate.previousToken ?? (candidate.offset == 0 ? GreenToken(kind: .eof, flags: [], leading: 0, text: 0, trailing: 0) : nil)
      else { continue }
      let old = candidate.token
      if old.isMissing || previous.isMissing { continue }
      let start = candidate.offset
      // An edit at the very start of a token's range could belong to the previous token's trailing
      // trivia, and the lexer looks up to two bytes past a token's text to end it.
      if edit.range.lowerBound <= start && start > 0 { continue }
      if previous.trailingLength == 0 && edit.range.lowerBound < start + 2 && start > 0 { continue }
      let newEnd = start + old.width + delta
      guard newEnd >= start, newEnd <= newBytes.count else { continue }
      var lexer = Lexer(bytes: newBytes, start: start)
      lexer.reset(to: start, previousKind: previous.kind, previousTrailingEmpty: previous.trailingLength == 0)
      let lexeme = lexer.next()
      // Same kind and flags, same end, and trailing trivia still empty or not (the next token's flags
      // depend on it).
      guard lexeme.kind == old.kind, lexeme.flags == old.flags, lexeme.end == newEnd,
        (lexeme.trailingLength == 0) == (old.trailingLength == 0),
        SyntaxTree.bindsRight(bytes, start + old.width - 1) == SyntaxTree.bindsRight(newBytes, newEnd - 1)
      else { continue }
      if !SyntaxTree.textInsensitive(kind: old.kind, oldText: bytes, oldRange: start + Int(old.leadingLength)..<(start + Int(old.leadingLength) + Int(old.textLength)), newText: newBytes, newRange: lexeme.textStart..<lexeme.textEnd) {
        continue
      }
      let token = GreenToken(
        kind: lexeme.kind, flags: lexeme.flags, leading: lexeme.leadingLength, text: lexeme.textLength,
        trailing: lexeme.trailingLength)
      let (root, reused) = candidate.path.rebuild(with: .token(token))
      var statistics = ParseStatistics()
      statistics.strategy = .relexToken
      statistics.reusedNodes = reused
      statistics.reusedBytes = root.width - token.width
      return SyntaxTree(bytes: newBytes, green: root, statistics: statistics)
    }
    return nil
  }

  /// Whether the line holding `offset` has a backtick before it.
  static func lineHasBacktick(_ bytes: [UInt8], before offset: Int) -> Bool {
    var index = min(max(offset, 0), bytes.count)
    while index > 0 {
      index -= 1
      switch bytes[index] {
      case UInt8(ascii: "`"): return true
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return false
      default: continue
      }
    }
    return false
  }

  /// Whether the lines touched by `range` contain a `/` that could open a regex literal (not `//`,
  /// `/*`, `*/` or a spaced `/`), or `#/`.
  static func mayContainRegex(_ bytes: [UInt8], around range: Range<Int>) -> Bool {
    var start = min(max(range.lowerBound, 0), bytes.count)
    while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") && bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
    var end = min(max(range.upperBound, start), bytes.count)
    while end < bytes.count && bytes[end] != UInt8(ascii: "\n") && bytes[end] != UInt8(ascii: "\r") { end += 1 }
    var index = start
    while index < end {
      if bytes[index] == UInt8(ascii: "/") {
        let before: UInt8 = index > 0 ? bytes[index - 1] : 0
        let after: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0
        if after == UInt8(ascii: "/") {
          // A line comment: the rest of the line is trivia, unless it is inside a string.
          if before != UInt8(ascii: "*") { index = end; break }
        }
        if before == UInt8(ascii: "#") { return true }
        if after != UInt8(ascii: "*") && after != UInt8(ascii: " ") && after != UInt8(ascii: "\t")
          && after != UInt8(ascii: "=") && before != UInt8(ascii: "*") && before != UInt8(ascii: "/")
        {
          return true
        }
      }
      index += 1
    }
    return false
  }

  /// Whether the byte at `index` lets the next token be left-bound (the lexer's rule).
  static func bindsRight(_ bytes: [UInt8], _ index: Int) -> Bool {
    guard index >= 0 && index < bytes.count else { return false }
    switch bytes[index] {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0:
      return false
    default:
      return true
    }
  }

  /// Identifier and operator texts the parser looks at (built once, not per edit).
  static let sensitiveIdentifiers: [[UInt8]] = ["_", "Type", "Protocol", "reasync", "modify", "read"].map { Array($0.utf8) }
  static let sensitiveOperators: [[UInt8]] = ["==", "~"].map { Array($0.utf8) }

  /// Whether the parser's decisions cannot depend on this token's text (only on its kind and flags).
  static func textInsensitive(kind: TokenKind, oldText: [UInt8], oldRange: Range<Int>, newText: [UInt8], newRange: Range<Int>) -> Bool {
    func text(_ bytes: [UInt8], _ range: Range<Int>) -> ArraySlice<UInt8> {
      let lower = min(max(range.lowerBound, 0), bytes.count)
      return bytes[lower..<min(max(range.upperBound, lower), bytes.count)]
    }
    let sensitiveIdentifiers = SyntaxTree.sensitiveIdentifiers
    let sensitiveOperators = SyntaxTree.sensitiveOperators
    for slice in [text(oldText, oldRange), text(newText, newRange)] {
      switch kind {
      case .identifier:
        if slice.first == UInt8(ascii: "_") { return false }
        if sensitiveIdentifiers.contains(where: { $0.elementsEqual(slice) }) { return false }
      case .operatorSymbol, .assignOperator:
        if slice.first == UInt8(ascii: ">") { return false }
        if sensitiveOperators.contains(where: { $0.elementsEqual(slice) }) { return false }
      case .unknown:
        return false
      default:
        break
      }
    }
    return true
  }

  // MARK: - Reparse one item

  /// Parses the item again where it starts, as the item loop of its container would, and keeps it if
  /// a full parse would take the same path: no node before it saw the edit, the new item is one node
  /// that ends where the old one did (moved by the edit), starts with a token that does not end the
  /// loop, ends with a (present) token of the same kind after which the next token lexes as before,
  /// and looked no further past its end than the old one (its ancestors' lookahead still covers it).
  func reparseItem(item: IncrementalPath.Item, edit: TextEdit, newBytes: [UInt8]) -> SyntaxTree? {
    let delta = edit.replacement.count - edit.range.count
    let node = item.node
    // The token before the item looked up to two bytes into it to end its trailing trivia.
    guard node.width > 0, edit.range.lowerBound >= item.offset + 2, edit.range.upperBound <= item.offset + node.width,
      let oldLast = node.lastToken, !oldLast.isMissing,
      IncrementalPath.nodesBeforeAreClear(item.path, oldBytes: bytes, newBytes: newBytes),
      IncrementalPath.nextSiblingIsItem(item)
    else { return nil }
    let previous: (kind: TokenKind, trailingEmpty: Bool)?
    if let token = item.previousToken {
      guard !token.isMissing else { return nil }
      previous = (token.kind, token.trailingLength == 0)
    } else {
      guard item.offset == 0 else { return nil }
      previous = nil
    }
    var parser = Parser(bytes: newBytes, start: item.offset, previous: previous, capacity: node.width + delta)
    // A depth at the clamp may be larger: the item would not parse as it did.
    guard node.depth < GreenNode.maximumDepth else { return nil }
    parser.openCount = Int(node.depth)
    parser.reuse = ReuseCursor(root: green, edit: edit)
    // The loop of the list goes on to parse an item here only if the first token allows it.
    switch item.list {
    case .items(let context):
      switch parser.current.kind {
      case .eof, .rightBrace, .poundElse, .poundElseif, .poundEndif: return nil
      default: parser.parseItem(context: context)
      }
    case .elements(let isDictionary):
      guard parser.current.kind != .rightSquare, parser.current.kind != .eof, !parser.atListBreak else { return nil }
      parser.parseCollectionElement(isDictionary: isDictionary)
    }
    guard parser.tokenIndex > 0, let lastEntry = parser.entries.last, lastEntry.tag == GreenEntry.nodeTag,
      Int(lastEntry.a) == parser.entries.count - 1, !parser.hitDepthLimit
    else { return nil }
    let newNode = parser.makeRoot()
    guard parser.entriesFit(), newNode.width == node.width + delta, parser.current.start == item.offset + newNode.width,
      newNode.lookahead <= node.lookahead, let newLast = newNode.lastToken, !newLast.isMissing,
      newLast.kind == oldLast.kind,
      (newLast.trailingLength == 0) == (oldLast.trailingLength == 0)
    else { return nil }
    // The token after the item lexes as before (its flags depend on the trivia before it).
    let oldEnd = item.offset + node.width
    var lexer = Lexer(bytes: bytes, start: oldEnd)
    lexer.reset(to: oldEnd, previousKind: oldLast.kind, previousTrailingEmpty: oldLast.trailingLength == 0)
    guard IncrementalPath.sameToken(lexer.next(), in: bytes, parser.current, in: newBytes) else { return nil }
    let (root, reused) = item.path.rebuild(with: .node(newNode))
    var statistics = ParseStatistics()
    statistics.strategy = .reparseItem
    statistics.reusedNodes = reused + parser.reusedNodes
    statistics.reusedBytes = root.width - newNode.width + parser.reusedBytes
    return SyntaxTree(bytes: newBytes, green: root, statistics: statistics)
  }

  // MARK: - Reparse a block

  func reparseBlock(block: IncrementalPath.Block, edit: TextEdit, newBytes: [UInt8]) -> SyntaxTree? {
    let delta = edit.replacement.count - edit.range.count
    let node = block.node
    let blockChildren = node.children
    guard let open = blockChildren.first, case .token(let openToken) = open, openToken.kind == .leftBrace,
      !openToken.isMissing, let close = blockChildren.last, case .token(let closeToken) = close,
      closeToken.kind == .rightBrace, !closeToken.isMissing
    else { return nil }
    // Strictly between the braces' texts.
    let openTextEnd = block.offset + Int(openToken.leadingLength) + Int(openToken.textLength)
    let closeTextStart = block.offset + node.width - Int(closeToken.trailingLength) - Int(closeToken.textLength)
    guard edit.range.lowerBound >= openTextEnd, edit.range.upperBound <= closeTextStart else { return nil }
    guard let previous = block.previousToken, !previous.isMissing,
      IncrementalPath.nodesBeforeAreClear(block.path, oldBytes: bytes, newBytes: newBytes)
    else { return nil }
    var parser = Parser(
      bytes: newBytes, start: block.offset, previous: (previous.kind, previous.trailingLength == 0),
      capacity: node.width + delta)
    guard node.depth < GreenNode.maximumDepth else { return nil }
    parser.openCount = Int(node.depth)
    parser.reuse = ReuseCursor(root: green, edit: edit)
    switch node.kind {
    case .codeBlock: parser.parseCodeBlock()
    case .memberBlock: parser.parseMemberBlock()
    default: return nil
    }
    guard let lastEntry = parser.entries.last, lastEntry.tag == GreenEntry.nodeTag,
      Int(lastEntry.a) == parser.entries.count - 1
    else { return nil }
    let newNode = parser.makeRoot()
    // The new block may not look further past its end than the old one did (its ancestors' lookahead
    // must still cover it).
    guard parser.entriesFit(), newNode.kind == node.kind, newNode.lookahead <= node.lookahead,
      newNode.width == node.width + delta, parser.current.start == block.offset + newNode.width,
      !parser.hitDepthLimit, let last = newNode.lastToken, last.kind == .rightBrace, !last.isMissing
    else { return nil }
    let (root, reused) = block.path.rebuild(with: .node(newNode))
    var statistics = ParseStatistics()
    statistics.strategy = .reparseBlock
    statistics.reusedNodes = reused + parser.reusedNodes
    statistics.reusedBytes = root.width - newNode.width + parser.reusedBytes
    return SyntaxTree(bytes: newBytes, green: root, statistics: statistics)
  }
}

/// The chain of nodes from the root down to a child, to rebuild it with one child replaced.
struct GreenPath {
  /// (node, index of the child on the path counted from the last child)
  var steps: [(GreenNode, Int)]
  /// Where the child on the path starts, for each step (filled by the item and block searches).
  var starts: [Int] = []

  /// New root with the element at the end of the path replaced; returns it and the number of
  /// untouched sibling subtrees shared with the old tree.
  func rebuild(with element: GreenElement) -> (GreenNode, Int) {
    var replacement = element
    var shared = 0
    for (node, reverseIndex) in steps.reversed() {
      let count = node.childCount
      let index = count - 1 - reverseIndex
      shared += max(count - 1, 0)
      replacement = .node(node.replacingChild(at: index, with: replacement))
    }
    if case .node(let root) = replacement { return (root, max(shared, 0)) }
    return (GreenNode(kind: .sourceFile, children: [replacement]), 0)
  }
}

/// Where an edit falls in the old tree: candidate tokens for relexing, the innermost item and block.
struct IncrementalPath {
  struct TokenCandidate {
    var token: GreenToken
    var offset: Int
    var path: GreenPath
    var previousToken: GreenToken?
  }

  struct Block {
    var node: GreenNode
    var offset: Int
    var path: GreenPath
    var previousToken: GreenToken?
  }

  let editStart: Int
  let editEnd: Int

  /// Where to look for tokens to relex: the token whose range contains the edit, and for an edit at
  /// a token boundary also the token before it.
  var candidateTargets: [Int] { editStart > 0 ? [editStart, editStart - 1] : [editStart] }

  /// The token containing byte `target` whose full range also contains [editStart, editEnd].
  static func findToken(root: GreenNode, at target: Int, editStart: Int, editEnd: Int) -> TokenCandidate? {
    var node = root
    var offset = 0
    var steps: [(GreenNode, Int)] = []
    var previousElement: GreenElement?
    var guardCount = 0
    while guardCount < 100_000 {
      guardCount += 1
      guard let found = node.child(containing: target - offset, allowEnd: node.isSameNode(as: root)) else { return nil }
      if let previous = found.previous { previousElement = previous }
      steps.append((node, found.reverseIndex))
      let position = offset + found.start
      switch found.element {
      case .token(let token):
        guard editStart >= position, editEnd <= position + token.width else { return nil }
        return TokenCandidate(
          token: token, offset: position, path: GreenPath(steps: steps), previousToken: previousToken(of: previousElement))
      case .node(let inner):
        node = inner
        offset = position
      }
    }
    return nil
  }

  static func previousToken(of element: GreenElement?) -> GreenToken? {
    guard let element else { return nil }
    switch element {
    case .token(let token): return token
    case .node(let node): return node.lastToken
    }
  }

  /// A declaration or statement in the item list of a source file, code block or type body, or an
  /// element (not the first) of an array or dictionary literal.
  struct Item {
    enum List {
      case items(Parser.ItemContext)
      case elements(isDictionary: Bool)
    }

    var node: GreenNode
    var offset: Int
    /// Ends with (container, the item's index counted from the container's last child).
    var path: GreenPath
    var previousToken: GreenToken?
    var list: List
  }

  /// In one walk down the nodes holding the edit: the innermost item whose range contains it, and the
  /// innermost code/member block whose range strictly contains it.
  static func findEnclosing(root: GreenNode, editStart: Int, editEnd: Int) -> (item: Item?, block: Block?) {
    var node = root
    var offset = 0
    var parentKind = SyntaxKind.sourceFile
    var steps: [(GreenNode, Int)] = []
    var starts: [Int] = []
    var item: Item?
    var block: Block?
    var previousElement: GreenElement?
    var guardCount = 0
    while guardCount < 100_000 {
      guardCount += 1
      guard let found = node.child(containing: editStart - offset) else { break }
      let position = offset + found.start
      guard case .node(let inner) = found.element, editStart >= position, editEnd <= position + inner.width else {
        break
      }
      if let previous = found.previous { previousElement = previous }
      steps.append((node, found.reverseIndex))
      starts.append(position)
      let list: Item.List?
      switch node.kind {
      case .sourceFile, .codeBlock: list = isCodeItem(inner.kind) ? .items(.code) : nil
      case .memberBlock:
        list =
          parentKind.isTypeLikeDeclaration && inner.kind.isDeclaration && inner.kind != .missingDecl
          ? .items(.member) : nil
      case .arrayExpr, .dictionaryExpr:
        // The first element (after the `[` token) decides the literal's kind: not on its own.
        let isElement = inner.kind == (node.kind == .arrayExpr ? .arrayElement : .dictionaryElement)
        if isElement, case .node? = found.previous {
          list = .elements(isDictionary: node.kind == .dictionaryExpr)
        } else {
          list = nil
        }
      default: list = nil
      }
      if let list {
        item = Item(
          node: inner, offset: position, path: GreenPath(steps: steps, starts: starts),
          previousToken: previousToken(of: previousElement), list: list)
      }
      // A node the edit only touches at an edge holds no block strictly containing it either.
      if editStart > position && editEnd < position + inner.width
        && (inner.kind == .codeBlock || (inner.kind == .memberBlock && node.kind.isTypeLikeDeclaration))
      {
        block = Block(
          node: inner, offset: position, path: GreenPath(steps: steps, starts: starts),
          previousToken: previousToken(of: previousElement))
      }
      parentKind = node.kind
      node = inner
      offset = position
    }
    return (item, block)
  }

  /// Node kinds the code item loop produces as one item (for item reparse and the reuse cursor).
  static func isCodeItem(_ kind: SyntaxKind) -> Bool {
    switch kind {
    case .enumCaseDecl, .ifConfigDecl, .missingDecl, .switchCase, .accessor, .closureSignature, .switchCaseLabel,
      .switchDefaultLabel, .attributeList, .unexpected:
      return false
    default:
      return true
    }
  }

  /// No node before the path saw the edit when it was parsed, so a full parse makes the same decisions
  /// up to the reparsed node. Every such node is a sibling before the path on some level (or inside
  /// one, and then its lookahead is covered by that sibling's). A sibling looked `lookahead` tokens
  /// past its end; when the siblings between it and the path hold at least that many tokens (every
  /// sibling with width holds one), it did not reach the path. Any other sibling's lookahead tokens are
  /// lexed again in the old and the new text and must be the same (kind, flags, lengths and text). A
  /// lookahead at the recorded maximum is unbounded: no.
  static func nodesBeforeAreClear(_ path: GreenPath, oldBytes: [UInt8], newBytes: [UInt8]) -> Bool {
    guard path.starts.count == path.steps.count else { return false }
    var between = 0
    func isClear(_ node: GreenNode, end: Int) -> Bool {
      let lookahead = Int(node.lookahead)
      guard lookahead < Int(UInt16.max) else { return false }
      let count = max(lookahead, 1)
      guard count > between else { return true }
      // The lexer continues from the last real token (a missing one was never lexed).
      guard let last = node.lastToken, !last.isMissing else { return false }
      var old = Lexer(bytes: oldBytes, start: end)
      old.reset(to: end, previousKind: last.kind, previousTrailingEmpty: last.trailingLength == 0)
      var new = Lexer(bytes: newBytes, start: end)
      new.reset(to: end, previousKind: last.kind, previousTrailingEmpty: last.trailingLength == 0)
      for _ in 0..<count {
        let before = old.next()
        guard IncrementalPath.sameToken(before, in: oldBytes, new.next(), in: newBytes) else { return false }
        if before.kind == .eof { break }
      }
      return true
    }
    for (level, (container, reverseIndex)) in path.steps.enumerated() {
      between = 0
      var end = path.starts[level]
      if let wide = container.wideChildren {
        var index = wide.count - 1 - reverseIndex - 1
        while index >= 0 {
          let ref = wide.ref(at: index)
          // The child index knows the lookahead of nodes parsed with the container; others are read.
          if ref.tag != GreenEntry.tokenTag
            && (ref.lookahead == GreenChildRef.unknownLookahead || max(Int(ref.lookahead), 1) > between)
          {
            guard case .node(let sibling) = wide.element(at: index), isClear(sibling, end: end) else { return false }
          }
          if ref.width > 0 { between += 1 }
          end -= Int(ref.width)
          index -= 1
        }
        continue
      }
      var children = container.reverseChildren
      var skipped = 0
      while let child = children.next() {
        if skipped <= reverseIndex {
          skipped += 1
          continue
        }
        if case .node(let sibling) = child, !isClear(sibling, end: end) { return false }
        if child.width > 0 { between += 1 }
        end -= child.width
      }
    }
    return true
  }

  /// Two lexemes the parser cannot tell apart: kind, flags, trivia and text lengths, and text.
  static func sameToken(_ before: Lexeme, in oldBytes: [UInt8], _ after: Lexeme, in newBytes: [UInt8]) -> Bool {
    guard before.kind == after.kind, before.flags == after.flags, before.leadingLength == after.leadingLength,
      before.textLength == after.textLength, before.trailingLength == after.trailingLength,
      before.textEnd <= oldBytes.count, after.textEnd <= newBytes.count
    else { return false }
    return oldBytes[before.textStart..<before.textEnd].elementsEqual(newBytes[after.textStart..<after.textEnd])
  }

  /// The sibling after `item` is a node the item loop could have started (not an `unexpected` node
  /// that the old item's parse may have produced along with it), a token, or nothing.
  static func nextSiblingIsItem(_ item: Item) -> Bool {
    guard let (container, reverseIndex) = item.path.steps.last, reverseIndex > 0 else { return true }
    let next: GreenElement?
    if let wide = container.wideChildren {
      next = wide.element(at: wide.count - reverseIndex)
    } else {
      var children = container.reverseChildren
      var skipped = 0
      while skipped < reverseIndex - 1, children.next() != nil { skipped += 1 }
      next = children.next()
    }
    guard case .node(let node)? = next else { return true }
    return node.kind != .unexpected
  }
}
