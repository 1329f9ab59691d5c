import SwiftLiteParser

/// A plain reference path as written: `uiView.text`, `self.parent.text`, `context.coordinator.parent`
/// (optional chaining and force unwraps are looked through; an implicit member `.red` starts with "").
public struct MemberPath: Sendable, Hashable, CustomStringConvertible {
  public let components: [String]

  public init(_ components: [String]) { self.components = components }

  /// The path of a reference expression; nil when it holds anything else (a call, a subscript, a literal).
  public init?(_ node: SyntaxNode?) {
    guard let node, let components = node.memberPath, !components.isEmpty else { return nil }
    self.components = components
  }

  public var root: String? { components.first }
  public var last: String? { components.last }
  public var count: Int { components.count }
  /// The path without a leading `self`.
  public var withoutSelf: MemberPath {
    components.first == "self" ? MemberPath(Array(components.dropFirst())) : self
  }

  public func hasPrefix(_ prefix: [String]) -> Bool {
    components.count >= prefix.count && Array(components.prefix(prefix.count)) == prefix
  }

  public var description: String { components.joined(separator: ".") }
}

/// One clause of a condition list (`if a != b, let x = y, #available(iOS 17, *)`), or a `case` pattern.
public struct ConditionClause: Sendable {
  public enum Kind: Sendable, Hashable {
    /// `let x`, `var x = y`, `let x = y as? T`: only unwraps an optional.
    case unwrap
    /// `#available` / `#unavailable`.
    case availability
    /// `case .x = y`, a switch case pattern, a `for` pattern.
    case pattern
    /// Any boolean expression (comparisons are listed in `comparisons`).
    case expression
  }

  public let kind: Kind
  public let node: SyntaxNode
  /// The comparisons joined by `&&`/`||` at the top of the expression (`a != b && c == d` gives two).
  public let comparisons: [Comparison]
  /// Names bound by an unwrap or pattern (`url` in `guard let url`).
  public let boundNames: [String]

  /// Whether the clause mentions the reference path `path` (or a longer one starting with it).
  public func mentions(_ path: [String]) -> Bool { node.mentions(path: path) }
}

/// `lhs op rhs` with a comparison operator (`==`, `!=`, `===`, `!==`, `<`, `<=`, `>`, `>=`).
public struct Comparison: Sendable {
  public let op: String
  /// The operand on each side when it is one expression (`uiView.text`), else nil.
  public let lhs: SyntaxNode?
  public let rhs: SyntaxNode?

  public var lhsPath: MemberPath? { MemberPath(lhs) }
  public var rhsPath: MemberPath? { MemberPath(rhs) }
  /// `x != nil`, `nil == x`: an optional check, not a change check.
  public var isNilCheck: Bool { lhs?.isNilLiteral == true || rhs?.isNilLiteral == true }
  public var isInequality: Bool { op == "!=" || op == "!==" }
  /// The path compared on either side, when it is a path.
  public func compares(_ path: [String]) -> Bool {
    (lhsPath?.withoutSelf.hasPrefix(path) ?? false) || (rhsPath?.withoutSelf.hasPrefix(path) ?? false)
      || (lhsPath?.hasPrefix(path) ?? false) || (rhsPath?.hasPrefix(path) ?? false)
  }
}

/// An enclosing condition of a statement: the `if`/`guard`/`while`/`switch`/ternary/loop that decides whether
/// it runs.
public struct Condition: Sendable {
  public enum Kind: Sendable, Hashable {
    case `if`, `guard`, `while`, `repeat`, `for`, switchCase, ternary, `catch`
  }

  public let kind: Kind
  /// The `if`/`guard`/`while`/`for`/`repeat`/`switch` statement or ternary expression.
  public let node: SyntaxNode
  public let clauses: [ConditionClause]
  /// For an `if`: whether the statement sits in its `else` branch.
  public let inElse: Bool

  /// Every clause only unwraps an optional (`if let x`, `guard let url else { return }`): by RULES.md such a
  /// condition does not make a statement conditional.
  public var isUnwrapOnly: Bool {
    (kind == .if || kind == .guard) && !clauses.isEmpty && clauses.allSatisfy { $0.kind == .unwrap }
  }

  /// Every comparison in every clause.
  public var comparisons: [Comparison] { clauses.flatMap(\.comparisons) }

  public func mentions(_ path: [String]) -> Bool { clauses.contains { $0.mentions(path) } }
}

/// Where a fact sits in its function body: the conditions around it and the closures it is inside.
public struct Site: Sendable {
  /// Enclosing conditions, outermost first (a `guard` covers the statements after it in the same block).
  public let conditions: [Condition]
  /// Enclosing closure literals and nested functions inside the body, outermost first.
  public let closures: [SyntaxNode]
  /// Inside a `defer { }` block.
  public let inDefer: Bool
  /// The statement (an item of a code block) that holds the fact.
  public let statement: SyntaxNode?

  /// By RULES.md: inside an `if`/`else`, a switch case, a ternary branch or a loop body, or after a `guard`,
  /// where at least one such condition does more than unwrap optionals.
  public var isConditional: Bool { conditions.contains { !$0.isUnwrapOnly } }
  public var inClosure: Bool { !closures.isEmpty }
  public var innermostClosure: SyntaxNode? { closures.last }

  static let top = Site(conditions: [], closures: [], inDefer: false, statement: nil)
}

/// `target op value` (`=`, `+=`, …).
public final class Assignment: Sendable {
  public let node: SyntaxNode
  public let target: SyntaxNode
  /// The assigned path, when the target is a plain reference (`uiView.text`).
  public let targetPath: MemberPath?
  public let op: String
  public let value: SyntaxNode
  public let site: Site

  init(node: SyntaxNode, target: SyntaxNode, op: String, value: SyntaxNode, site: Site) {
    self.node = node
    self.target = target
    self.targetPath = MemberPath(target)
    self.op = op
    self.value = value
    self.site = site
  }

  public var isPlain: Bool { op == "=" }
  /// The value as a plain reference path (`text`, `self.text`), if it is one.
  public var valuePath: MemberPath? { MemberPath(value) }
}

/// One argument of a call.
public struct Argument: Sendable {
  public let label: String?
  public let value: SyntaxNode
}

/// A call: `receiver.name(label: value, …) { trailing }`.
public final class Call: Sendable {
  public let node: SyntaxNode
  /// The called name (`load` in `webView.load(request)`, `UITextView` in `UITextView(frame: .zero)`).
  public let name: String
  public let nameToken: SyntaxToken?
  /// The expression before `.name`, if any (`webView`).
  public let receiver: SyntaxNode?
  /// The receiver as a path, when it is one (`["uiView", "scrollView"]`); `[]` for a call without receiver.
  public let receiverPath: MemberPath?
  public let arguments: [Argument]
  public let trailingClosures: [SyntaxNode.TrailingClosure]
  /// Whether the call is its statement's whole expression (through `try`/`await`).
  public let isStatement: Bool
  public let site: Site

  init(node: SyntaxNode, site: Site) {
    self.node = node
    self.site = site
    let callee = node.callee
    var name = ""
    var nameToken: SyntaxToken?
    var receiver: SyntaxNode?
    if let callee {
      switch callee.kind {
      case .memberAccessExpr:
        nameToken = callee.nameToken
        name = callee.memberName ?? ""
        receiver = callee.base
      case .identifierExpr:
        nameToken = callee.nameToken
        name = nameToken?.identifierText ?? ""
      case .genericSpecializationExpr:
        let inner = callee.firstChildNode
        nameToken = inner?.nameToken
        name = nameToken?.identifierText ?? ""
        if inner?.kind == .memberAccessExpr { receiver = inner?.base }
      case .typeExpr:
        nameToken = callee.lastToken
        name = callee.lastToken?.identifierText ?? ""
      default:
        break
      }
    }
    self.name = name
    self.nameToken = nameToken
    self.receiver = receiver
    self.receiverPath = receiver == nil ? MemberPath([]) : MemberPath(receiver)
    var arguments: [Argument] = []
    node.forEachArgument { label, value in
      if let value { arguments.append(Argument(label: label, value: value)) }
    }
    self.arguments = arguments
    self.trailingClosures = node.trailingClosures
    var statementNode: SyntaxNode = node
    while let parent = statementNode.parent, parent.kind == .tryExpr || parent.kind == .awaitExpr { statementNode = parent }
    self.isStatement = site.statement.map { $0 == statementNode } ?? false
  }

  public var labels: [String?] { arguments.map(\.label) }
  public func argument(_ label: String?) -> SyntaxNode? { arguments.first { $0.label == label }?.value }
  /// Whether the receiver path starts with `path` (`uiView` for `uiView.scrollView.setContentOffset`).
  public func isCalled(on path: [String]) -> Bool { receiverPath?.withoutSelf.hasPrefix(path) ?? false }
  /// Every closure passed to the call, as an argument or trailing.
  public var closureArguments: [SyntaxNode] {
    arguments.map(\.value).filter { $0.kind == .closureExpr } + trailingClosures.map(\.closure)
  }
}

/// A closure literal.
public final class Closure: Sendable {
  public struct Capture: Sendable {
    /// `weak`, `unowned`, `unowned(unsafe)`, or nil for a strong capture.
    public let specifier: String?
    public let name: String
  }

  public let node: SyntaxNode
  public let captures: [Capture]
  /// The call it is passed to (as an argument or a trailing closure), and the label it is passed under.
  public let call: SyntaxNode?
  public let calleeName: String?
  public let label: String?
  /// The path it is assigned to (`button.action = { … }`), or the local name it initialises.
  public let assignedTo: MemberPath?
  public let site: Site

  init(node: SyntaxNode, site: Site) {
    self.node = node
    self.site = site
    self.captures = node.captureItems.compactMap { item in
      guard let name = item.capturedName else { return nil }
      return Capture(specifier: item.captureSpecifier?.text, name: name)
    }
    var call: SyntaxNode?
    var label: String?
    var assigned: MemberPath?
    if let parent = node.parent {
      switch parent.kind {
      case .callExpr:
        call = parent
      case .labeledTrailingClosure:
        call = parent.parent
        label = parent.label
      case .argument:
        label = parent.label
        if let list = parent.parent, list.kind == .argumentList, let owner = list.parent, owner.kind == .callExpr { call = owner }
      case .assignmentExpr:
        if parent.rhs == node { assigned = MemberPath(parent.lhs) }
      case .initializerClause:
        if let binding = parent.parent, binding.kind == .patternBinding, let name = binding.boundNames.first { assigned = MemberPath([name]) }
      default:
        break
      }
    }
    self.call = call
    self.label = label
    self.assignedTo = assigned
    if let call {
      let callee = call.callee
      self.calleeName = callee?.kind == .memberAccessExpr ? callee?.memberName : callee?.nameToken?.identifierText
    } else {
      self.calleeName = nil
    }
  }

  /// Whether the capture list holds `weak name` or `unowned name`.
  public func capturesWeakly(_ name: String) -> Bool {
    captures.contains { $0.name == name && $0.specifier != nil }
  }

  /// Whether the body refers to `self` (explicitly; implicit self cannot be seen without types).
  public var usesSelf: Bool { node.containsToken { $0.kind == .kw_self } }

  /// Whether the body refers to the identifier `name`.
  public func uses(_ name: String) -> Bool {
    node.containsToken { $0.kind == .identifier && $0.textEquals(name) }
  }
}

/// `return value`.
public final class Return: Sendable {
  public let node: SyntaxNode
  public let value: SyntaxNode?
  public let site: Site

  init(node: SyntaxNode, site: Site) {
    self.node = node
    self.value = node.firstChildNode
    self.site = site
  }
}

/// A local `let`/`var name = value`.
public final class LocalBinding: Sendable {
  public let node: SyntaxNode
  public let name: String
  public let nameToken: SyntaxToken
  public let value: SyntaxNode?
  public let site: Site

  init(node: SyntaxNode, nameToken: SyntaxToken, value: SyntaxNode?, site: Site) {
    self.node = node
    self.nameToken = nameToken
    self.name = nameToken.identifierText
    self.value = value
    self.site = site
  }
}

/// The facts of one function body: every assignment, call, closure, return and local binding, each with its
/// site. A class so that the context's cache and the rules share one instance.
public final class BodyFacts: Sendable {
  public let body: SyntaxNode
  public let assignments: [Assignment]
  public let calls: [Call]
  public let closures: [Closure]
  public let returns: [Return]
  public let bindings: [LocalBinding]
  /// `throw` statements with their sites.
  public let throwStatements: [(node: SyntaxNode, site: Site)]

  init(body: SyntaxNode, assignments: [Assignment], calls: [Call], closures: [Closure], returns: [Return], bindings: [LocalBinding], throwStatements: [(node: SyntaxNode, site: Site)]) {
    self.body = body
    self.assignments = assignments
    self.calls = calls
    self.closures = closures
    self.returns = returns
    self.bindings = bindings
    self.throwStatements = throwStatements
  }

  /// Calls named `name` (any receiver).
  public func calls(named name: String) -> [Call] { calls.filter { $0.name == name } }

  /// The top-level statements of the body, in order.
  public var statements: [SyntaxNode] { body.statements }
}

extension SyntaxNode {
  /// `nil`.
  var isNilLiteral: Bool { kind == .literalExpr && (firstToken?.kind == .kw_nil) }

  /// Whether any token of the node satisfies `predicate` (stops at the first).
  func containsToken(_ predicate: (SyntaxToken) -> Bool) -> Bool {
    var found = false
    walkTokens { token in
      if !found && predicate(token) { found = true }
    }
    return found
  }
}
