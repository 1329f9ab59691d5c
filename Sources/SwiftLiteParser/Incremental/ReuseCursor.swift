/// Walks the old tree in step with a new parse and offers old nodes that start where the parser is.
///
/// A node is offered only if it is an item of the same kind of container (member block, code block,
/// array/dictionary literal) and the edit cannot have changed it: the edit does not touch the node's
/// bytes, the byte before it, or the tokens the parser looked at past its end (the node's `lookahead`).
/// The parser then checks that its own current token equals the node's first token.
struct ReuseCursor {
  struct Frame {
    var node: GreenNode
    var nodeStart: Int
    var index: Int
    var childOffset: Int
  }

  let root: GreenNode
  /// The edit in old-text coordinates.
  let editStart: Int
  let editOldEnd: Int
  let replacementCount: Int
  var stack: [Frame]

  init(root: GreenNode, edit: TextEdit) {
    self.root = root
    editStart = edit.range.lowerBound
    editOldEnd = edit.range.upperBound
    replacementCount = edit.replacement.count
    stack = [Frame(node: root, nodeStart: 0, index: 0, childOffset: 0)]
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
    guard let old = oldOffset(forNew: newOffset) else { return nil }
    // Pop frames that end before `old`.
    while let top = stack.last, old >= top.nodeStart + top.node.width, stack.count > 1 {
      stack.removeLast()
    }
    var steps = 0
    while steps < 100_000, !stack.isEmpty {
      steps += 1
      let last = stack.count - 1
      var frame = stack[last]
      let children = frame.node.children
      while frame.index < children.count {
        let width = children[frame.index].width
        if frame.childOffset + width > old || (width == 0 && frame.childOffset == old) { break }
        frame.childOffset += width
        frame.index += 1
      }
      stack[last] = frame
      guard frame.index < children.count else { return nil }
      guard case .node(let child) = children[frame.index] else { return nil }
      if frame.childOffset > old { return nil }
      if frame.childOffset == old {
        if isItem(child, parent: frame.node, index: frame.index, container: container), accept(child),
          isUntouched(start: old, width: child.width)
        {
          return child
        }
      }
      // Descend: an acceptable node may start at the same offset deeper down, or inside this child.
      stack.append(Frame(node: child, nodeStart: frame.childOffset, index: 0, childOffset: frame.childOffset))
    }
    return nil
  }

  /// The edit (as a closed interval) does not touch `[start - 1, start + width]`. Bytes past the end
  /// that the parser looked at are checked by the parser (it lexes them from the new text).
  func isUntouched(start: Int, width: Int) -> Bool {
    editOldEnd < start - 1 || editStart > start + width
  }

  func isItem(_ node: GreenNode, parent: GreenNode, index: Int, container: Container) -> Bool {
    if node.hasError { return false }
    switch container {
    case .arrayElements:
      return node.kind == .arrayElement && parent.kind == .arrayExpr
    case .dictionaryElements:
      return node.kind == .dictionaryElement && parent.kind == .dictionaryExpr
    case .member:
      guard node.kind.isDeclaration, node.kind != .missingDecl else { return false }
      switch parent.kind {
      case .memberBlock: return true
      case .ifConfigClause: return clauseContainer(parent, index: index) == .member
      default: return false
      }
    case .code:
      switch node.kind {
      case .enumCaseDecl, .ifConfigDecl, .missingDecl, .switchCase, .accessor, .closureSignature, .switchCaseLabel,
        .switchDefaultLabel, .attributeList, .unexpected:
        return false
      default:
        break
      }
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
    if index == 1, case .token(let directive) = clause.children.first, directive.kind != .poundElse {
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
  mutating func tryReuse(context: ItemContext) -> Bool {
    tryReuse(container: context == .member ? .member : .code)
  }

  mutating func tryReuseListElement(kind: SyntaxKind) -> Bool {
    tryReuse(container: kind == .dictionaryElement ? .dictionaryElements : .arrayElements)
  }

  mutating func tryReuse(container: ReuseCursor.Container) -> Bool {
    guard var cursor = reuse else { return false }
    reuse = nil  // mutate the cursor without copying its stack
    let depth = openCount
    let first = current
    let candidate = cursor.candidate(atNew: current.start, container: container) { node in
      guard Int(node.depth) == depth, let token = node.firstToken else { return false }
      return token.kind == first.kind && token.flags == first.flags
        && Int(token.leadingLength) == first.leadingLength && Int(token.textLength) == first.textLength
        && Int(token.trailingLength) == first.trailingLength
    }
    reuse = cursor
    guard let node = candidate, let last = node.lastToken else { return false }
    let end = current.start + node.width
    // The tokens the old parse looked at past the node must be unchanged too.
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
    // Bytes up to `lookedAt` (and the one after, for token flags) must lie before the edit, or the
    // node must start after the edit.
    if let old = cursor.oldOffset(forNew: current.start), old >= cursor.editOldEnd + 1 {
      // after the edit: its own bytes and lookahead are unchanged
    } else if lookedAt + 2 > cursor.editStart {
      return false
    }
    children.append(.node(node))
    reusedNodes += 1
    reusedBytes += node.width
    let index = tokenIndex
    peekedLexeme = nil
    lexerAfterPeek = nil
    lexer.reset(to: end, previousKind: last.kind, previousTrailingEmpty: last.trailingLength == 0)
    current = lexer.next()
    tokenIndex += 1
    maxTokenIndex = max(maxTokenIndex, index + Int(node.lookahead), tokenIndex)
    return true
  }
}
