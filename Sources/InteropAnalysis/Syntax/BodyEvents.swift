/// What `BodyEventBuilder` records about a statement position: the conditions guarding it and whether it sits
/// inside a closure.
public struct StatementContext: Sendable, Hashable {
  /// Token ranges of every enclosing `if`/`guard`/`while`/`switch` condition, outermost first (a `guard` covers
  /// the statements after it in the same block).
  public var conditions: [ClosedRange<Int>]
  /// How many closure literals (or nested functions) enclose the position.
  public var closureDepth: Int
  /// The `{` of the innermost enclosing closure, if any.
  public var closureOpen: Int?
  /// Whether an enclosing block is inside `defer { }`.
  public var inDefer: Bool
  /// The `{` tokens of every enclosing block, outermost (the function body) first; inside a `switch`, the
  /// `case`/`default` token of the current case follows the switch's `{`.
  public var blocks: [Int] = []

  public var isGuarded: Bool { !conditions.isEmpty }
}

public struct AssignmentEvent: Sendable, Hashable {
  public var lhsFirst: Int
  public var lhsLast: Int
  /// Identifier components of the assigned path (`uiView.layer.cornerRadius` → three names).
  public var lhsPath: [String]
  public var lhsPathTokens: [Int]
  public var operatorToken: Int
  public var rhsFirst: Int
  public var rhsLast: Int
  public var context: StatementContext
}

public struct CallEvent: Sendable, Hashable {
  public var chainFirst: Int
  /// The called name (`load` in `webView.load(…)`).
  public var nameToken: Int
  /// Identifier components before the name (`webView` in `webView.load(…)`).
  public var receiverPath: [String]
  public var openParen: Int?
  /// Last token of the call, including a trailing closure.
  public var lastToken: Int
  /// Whether the call begins a statement.
  public var isStatement: Bool
  public var context: StatementContext
}

public struct ClosureEvent: Sendable, Hashable {
  public var open: Int
  public var close: Int
  /// The call the closure is passed to (its name token), if any.
  public var calleeToken: Int?
  /// The argument label it is passed under, if any.
  public var label: String?
  /// Capture-list names such as `weak self`, `unowned coordinator`.
  public var captures: [String]
  /// The context around the closure (not inside it).
  public var context: StatementContext
}

/// An `if` statement: its then-block, and its `else` block or `else if` (the nested `if` keyword token).
public struct IfEvent: Sendable, Hashable {
  public var keyword: Int
  public var thenOpen: Int
  public var elseOpen: Int?
  public var elseIf: Int?
  /// The last token of the whole statement (including else branches).
  public var lastToken: Int
  public var context: StatementContext
}

/// A `switch` statement and the tokens starting its cases.
public struct SwitchEvent: Sendable, Hashable {
  public var keyword: Int
  public var open: Int
  public var cases: [Int]
  public var lastToken: Int
  public var context: StatementContext
}

public struct ReturnEvent: Sendable, Hashable {
  public var token: Int
  public var expressionFirst: Int?
  public var expressionLast: Int?
  public var context: StatementContext
}

/// The recorded statements of one function body. A class so that the context's cache and the rules share one
/// instance: a copy is one retain.
public final class BodyEvents: Sendable {
  public let assignments: [AssignmentEvent]
  public let calls: [CallEvent]
  public let closures: [ClosureEvent]
  public let returns: [ReturnEvent]
  public let ifs: [IfEvent]
  public let switches: [SwitchEvent]
  /// `throw` statements, which also leave the function.
  public let throwTokens: [(token: Int, context: StatementContext)]
  /// `let`/`var` bindings: name token and initializer range.
  public let bindings: [(name: Int, first: Int, last: Int, context: StatementContext)]

  public init(
    assignments: [AssignmentEvent] = [], calls: [CallEvent] = [], closures: [ClosureEvent] = [], returns: [ReturnEvent] = [],
    ifs: [IfEvent] = [], switches: [SwitchEvent] = [], throwTokens: [(token: Int, context: StatementContext)] = [],
    bindings: [(name: Int, first: Int, last: Int, context: StatementContext)] = []
  ) {
    self.assignments = assignments
    self.calls = calls
    self.closures = closures
    self.returns = returns
    self.ifs = ifs
    self.switches = switches
    self.throwTokens = throwTokens
    self.bindings = bindings
  }
}
