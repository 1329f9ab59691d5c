/// A token as stored in the tree: a value inside its parent's child array (no allocation per token).
/// It stores lengths only; its absolute position comes from the red layer (`SyntaxToken`).
public struct GreenToken: Sendable, Hashable {
  public var leadingLength: UInt32
  public var textLength: UInt32
  public var trailingLength: UInt32
  public var kind: TokenKind
  public var flags: TokenFlags

  @inlinable public init(kind: TokenKind, flags: TokenFlags, leading: Int, text: Int, trailing: Int) {
    self.kind = kind
    self.flags = flags
    self.leadingLength = UInt32(truncatingIfNeeded: leading)
    self.textLength = UInt32(truncatingIfNeeded: text)
    self.trailingLength = UInt32(truncatingIfNeeded: trailing)
  }

  @inlinable public var width: Int { Int(leadingLength) + Int(textLength) + Int(trailingLength) }
  @inlinable public var isMissing: Bool { flags.contains(.missing) }
}

/// A child of a green node.
public enum GreenElement: Sendable {
  case node(GreenNode)
  case token(GreenToken)

  @inlinable public var width: Int {
    switch self {
    case .node(let node): return node.width
    case .token(let token): return token.width
    }
  }
}

/// An immutable syntax node that stores only lengths, so an incremental reparse can share it
/// between the old and the new tree wherever the edit cannot have changed it.
public final class GreenNode: Sendable {
  public let kind: SyntaxKind
  /// This node or a descendant has a missing token, an unexpected node or a lexer error.
  public let hasError: Bool
  /// Number of nodes that were open in the parser when this node was started (the depth limit counts these).
  public let depth: UInt16
  /// How many tokens past its last token the parser had lexed when it finished this node.
  public let lookahead: UInt16
  /// Total byte length including all trivia.
  public let width: Int
  public let children: [GreenElement]

  public init(kind: SyntaxKind, children: [GreenElement], depth: Int = 0, lookahead: Int = 0) {
    self.kind = kind
    self.children = children
    self.depth = UInt16(clamping: depth)
    self.lookahead = UInt16(clamping: lookahead)
    var width = 0
    var error = kind == .unexpected
    for child in children {
      switch child {
      case .node(let node):
        width += node.width
        if node.hasError { error = true }
      case .token(let token):
        width += token.width
        if token.flags.contains(.missing) || token.flags.contains(.lexError) { error = true }
      }
    }
    self.width = width
    self.hasError = error
  }

  init(kind: SyntaxKind, children: [GreenElement], width: Int, hasError: Bool, depth: UInt16, lookahead: UInt16) {
    self.kind = kind
    self.children = children
    self.width = width
    self.hasError = hasError
    self.depth = depth
    self.lookahead = lookahead
  }

  /// A copy with one child replaced (width and error flag recomputed).
  func replacingChild(at index: Int, with element: GreenElement) -> GreenNode {
    var newChildren = children
    guard index >= 0 && index < newChildren.count else { return self }
    newChildren[index] = element
    return GreenNode(kind: kind, children: newChildren, depth: Int(depth), lookahead: Int(lookahead))
  }

  /// Structural equality: kinds, token kinds, flags and lengths (ignores depth/lookahead bookkeeping).
  public func isStructurallyEqual(to other: GreenNode) -> Bool {
    if self === other { return true }
    guard kind == other.kind, width == other.width, children.count == other.children.count else { return false }
    var index = 0
    while index < children.count {
      switch (children[index], other.children[index]) {
      case (.node(let left), .node(let right)):
        if !left.isStructurallyEqual(to: right) { return false }
      case (.token(let left), .token(let right)):
        if left != right { return false }
      default:
        return false
      }
      index += 1
    }
    return true
  }

  /// Number of nodes in this subtree (including itself).
  public var nodeCount: Int {
    var count = 1
    for child in children {
      if case .node(let node) = child { count += node.nodeCount }
    }
    return count
  }

  /// The first token (possibly missing) of this subtree.
  public var firstToken: GreenToken? {
    for child in children {
      switch child {
      case .token(let token): return token
      case .node(let node): if let token = node.firstToken { return token }
      }
    }
    return nil
  }

  /// The last token of this subtree.
  public var lastToken: GreenToken? {
    var index = children.count - 1
    while index >= 0 {
      switch children[index] {
      case .token(let token): return token
      case .node(let node): if let token = node.lastToken { return token }
      }
      index -= 1
    }
    return nil
  }
}
