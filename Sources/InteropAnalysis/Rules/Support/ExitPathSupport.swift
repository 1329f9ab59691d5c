import SwiftLiteParser

/// Path analysis over a Coordinator's exit methods (the delegate callbacks where a modal controller presented
/// from SwiftUI must be closed), on the tree: `if`/`guard`/`switch`/loops/`do`/`defer`/`#if`/`return`/`throw`.
/// Shared by `dismiss-missing-on-exit-path` and `missing-exit-delegate-method`.
final class ExitPaths {
  /// An exit method: its name and, when the name alone is ambiguous, the second parameter's label.
  struct ExitMethod: Sendable {
    let name: String
    let secondLabel: String?
    let signature: String
    /// Shown in the message (`picker(_:didFinishPicking:)`).
    var display: String { secondLabel.map { "\(name)(_:\($0):)" } ?? "\(name)(_:)" }

    func matches(_ function: FunctionDecl) -> Bool {
      guard function.keyword == "func", function.name == name else { return false }
      guard let secondLabel else { return true }
      return function.parameters.count > 1 && function.parameters[1].label == secondLabel
    }
  }

  static let picker = ExitMethod(name: "picker", secondLabel: "didFinishPicking",
    signature: "func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])")
  static let mail = ExitMethod(name: "mailComposeController", secondLabel: "didFinishWith",
    signature: "func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)")
  static let message = ExitMethod(name: "messageComposeViewController", secondLabel: "didFinishWith",
    signature: "func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)")
  static let scanFinish = ExitMethod(name: "documentCameraViewController", secondLabel: "didFinishWith",
    signature: "func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan)")
  static let scanCancel = ExitMethod(name: "documentCameraViewControllerDidCancel", secondLabel: nil,
    signature: "func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController)")
  static let scanFail = ExitMethod(name: "documentCameraViewController", secondLabel: "didFailWithError",
    signature: "func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error)")
  static let imageFinish = ExitMethod(name: "imagePickerController", secondLabel: "didFinishPickingMediaWithInfo",
    signature: "func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])")
  static let imageCancel = ExitMethod(name: "imagePickerControllerDidCancel", secondLabel: nil,
    signature: "func imagePickerControllerDidCancel(_ picker: UIImagePickerController)")

  /// Every exit method (Safari's and the document picker's callbacks are not: those controllers dismiss
  /// themselves).
  static let all = [picker, mail, message, scanFinish, scanCancel, scanFail, imageFinish, imageCancel]

  static func exitMethod(_ function: FunctionDecl) -> ExitMethod? { all.first { $0.matches(function) } }

  /// Functions called without a receiver that never close a sheet.
  static let plainGlobals: Set<String> = [
    "print", "debugPrint", "dump", "NSLog", "os_log", "assert", "assertionFailure", "precondition", "preconditionFailure",
    "min", "max", "abs", "withAnimation", "type", "zip", "stride",
  ]

  let context: AnalysisContext
  let representable: Representable
  let coordinator: Coordinator
  /// The Coordinator's property holding the representable (`parent`).
  let parentName: String?
  let bindings: Set<String>
  let ownClosures: Set<String>
  var helperCache: [Int: Bool] = [:]
  var inProgress: Set<Int> = []

  init(context: AnalysisContext, representable: Representable, coordinator: Coordinator) {
    self.context = context
    self.representable = representable
    self.coordinator = coordinator
    self.parentName = coordinator.parentProperty(representable: representable.name)?.name
    self.bindings = Set(representable.properties.filter { $0.hasAttribute("Binding") || $0.type?.hasPrefix("Binding<") == true }.map(\.name))
    self.ownClosures = Set(coordinator.properties.filter { ($0.type ?? "").contains("->") }.map(\.name))
  }

  // MARK: Closing

  /// `on…` callbacks (`onCancel`, `onFinish`).
  static func isCallbackName(_ name: String) -> Bool {
    guard name.hasPrefix("on"), let third = name.dropFirst(2).first else { return false }
    return third.isUppercase
  }

  /// Whether a call closes the sheet: a dismissal, a call on the representable the Coordinator holds (its
  /// callbacks and methods), an `on…` callback or a closure the Coordinator stores, a Coordinator method that
  /// closes on every path, or a function this file does not declare (it may close).
  func isClosingCall(_ call: SyntaxNode) -> Bool {
    guard let callee = ModalSupport.callee(call) else { return false }
    let name = callee.name
    if name.lowercased().contains("dismiss") { return true }
    guard let receiver = callee.receiver else { return false }
    if let parentName, receiver == [parentName] { return true }
    guard receiver.isEmpty else { return false }
    let methods = coordinator.functions(named: name).filter { $0.keyword == "func" }
    if !methods.isEmpty { return methods.contains { helperCloses($0) } }
    if ownClosures.contains(name) || ExitPaths.isCallbackName(name) { return true }
    if ExitPaths.plainGlobals.contains(name) || name.first?.isUppercase == true { return false }
    return true
  }

  /// `parent.isPresented = false`, `parent.item = nil` (also through `.wrappedValue`).
  func isClosingAssignment(_ assignment: SyntaxNode) -> Bool {
    guard let parentName, var path = assignment.lhs?.memberPath, let value = assignment.rhs.map(ModalSupport.unwrapped) else { return false }
    if path.first == "self" { path.removeFirst() }
    if path.last == "wrappedValue" { path.removeLast() }
    guard path.count == 2, path[0] == parentName, bindings.contains(path[1]), value.kind == .literalExpr,
      let token = value.firstToken, token.kind == .kw_false || token.kind == .kw_nil
    else { return false }
    return true
  }

  /// Whether the node holds a closing call or assignment anywhere (closures included: what runs there later
  /// still closes; nested function declarations excluded).
  func containsClosing(_ node: SyntaxNode) -> Bool {
    // `walk` visits descendants only: the node itself (a statement that is the call) first.
    if node.kind == .callExpr, isClosingCall(node) { return true }
    if node.kind == .assignmentExpr, isClosingAssignment(node) { return true }
    var found = false
    node.walk { child in
      if found { return .skipChildren }
      switch child.kind {
      case .funcDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl: return .skipChildren
      case .callExpr: if isClosingCall(child) { found = true }
      case .assignmentExpr: if isClosingAssignment(child) { found = true }
      default: break
      }
      return found ? .skipChildren : .visitChildren
    }
    return found
  }

  /// Whether the node writes one of the representable's bindings through the Coordinator's parent property
  /// (`parent.image = …`, `parent.images.append(…)`): the presenting view may close the sheet on that change.
  func writesBinding(_ node: SyntaxNode) -> Bool {
    guard let parentName else { return false }
    var found = false
    func visit(_ child: SyntaxNode) {
      var path: [String]?
      if child.kind == .assignmentExpr { path = child.lhs?.memberPath }
      if child.kind == .callExpr, let callee = child.callee, callee.kind == .memberAccessExpr { path = callee.base?.memberPath }
      if var path {
        if path.first == "self" { path.removeFirst() }
        if path.count >= 2, path[0] == parentName, bindings.contains(path[1]) { found = true }
      }
    }
    visit(node)
    node.walk { child in
      if found { return .skipChildren }
      visit(child)
      return found ? .skipChildren : .visitChildren
    }
    return found
  }

  /// A Coordinator helper closes when every path through it closes (bounded, cycles count as not closing).
  func helperCloses(_ function: FunctionDecl) -> Bool {
    guard let body = function.body else { return false }
    if let cached = helperCache[body.offset] { return cached }
    guard !inProgress.contains(body.offset), inProgress.count < 8 else { return false }
    inProgress.insert(body.offset)
    let result = analyze(body)
    inProgress.remove(body.offset)
    let closes = result.leaks.isEmpty && !result.fallsOffOpen
    helperCache[body.offset] = closes
    return closes
  }

  // MARK: Paths

  struct States: OptionSet {
    let rawValue: UInt8
    static let open = States(rawValue: 1)
    static let closed = States(rawValue: 2)
  }

  struct Result {
    /// `return`/`throw` statements reached while the sheet may still be open.
    var leaks: [SyntaxNode] = []
    /// The end of the body is reached while the sheet may still be open.
    var fallsOffOpen = false
  }

  /// The paths of a function body that leave without closing.
  func analyze(_ body: SyntaxNode) -> Result {
    var result = Result()
    let (exit, _) = block(body.statements, [.open], &result, depth: 0)
    result.fallsOffOpen = exit.contains(.open)
    return result
  }

  static let maximumDepth = 64

  func block(_ statements: [SyntaxNode], _ entry: States, _ result: inout Result, depth: Int) -> (exit: States, breaks: States) {
    var states = entry
    var breaks: States = []
    for statement in statements {
      guard states.contains(.open) else { break }
      let (exit, broken) = self.statement(statement, states, &result, depth: depth + 1)
      states = exit
      breaks.formUnion(broken)
    }
    return (states, breaks)
  }

  func statement(_ node: SyntaxNode, _ states: States, _ result: inout Result, depth: Int) -> (exit: States, breaks: States) {
    // Too deep to follow: assume it closes (never a finding from a guess).
    guard depth < ExitPaths.maximumDepth else { return ([.closed], []) }
    switch node.kind {
    case .returnStmt, .throwStmt:
      if states.contains(.open), !containsClosing(node) { result.leaks.append(node) }
      return ([], [])
    case .breakStmt, .continueStmt, .fallthroughStmt:
      return ([], states)
    case .deferStmt:
      return containsClosing(node) ? ([.closed], []) : (states, [])
    case .guardStmt:
      let (_, broken) = block(node.elseBlock?.statements ?? [], states, &result, depth: depth)
      return (states, broken)
    case .ifExpr:
      return ifStatement(node, states, &result, depth: depth)
    case .switchExpr:
      var exit: States = []
      let cases = node.cases
      for section in cases {
        let (end, broken) = block(section.statements, states, &result, depth: depth)
        exit.formUnion(end)
        exit.formUnion(broken)
      }
      return (cases.isEmpty ? states : exit, [])
    case .forStmt, .whileStmt:
      let body = node.childNodes.last { $0.kind == .codeBlock }
      let (end, broken) = block(body?.statements ?? [], states, &result, depth: depth)
      return (states.union(end).union(broken), [])
    case .repeatStmt:
      let body = node.childNodes.first { $0.kind == .codeBlock }
      let (end, broken) = block(body?.statements ?? [], states, &result, depth: depth)
      return (end.union(broken), [])
    case .doStmt:
      var exit: States = []
      var breaks: States = []
      for child in node.childNodes {
        if child.kind == .codeBlock {
          let (end, broken) = block(child.statements, states, &result, depth: depth)
          exit.formUnion(end)
          breaks.formUnion(broken)
        } else if child.kind == .catchClause, let body = child.body {
          let (end, broken) = block(body.statements, states, &result, depth: depth)
          exit.formUnion(end)
          breaks.formUnion(broken)
        }
      }
      return (exit, breaks)
    case .ifConfigStmt, .ifConfigDecl:
      var exit: States = []
      var breaks: States = []
      let clauses = node.children(.ifConfigClause)
      for clause in clauses {
        let (end, broken) = block(clause.statements, states, &result, depth: depth)
        exit.formUnion(end)
        breaks.formUnion(broken)
      }
      // Without `#else` no clause may be compiled.
      let hasElse = clauses.contains { $0.firstToken?.textEquals("#else") == true }
      if !hasElse { exit.formUnion(states) }
      return (exit, breaks)
    case .labeledStmt:
      // `outer: for …`: a `break outer` inside ends up after the statement.
      guard let inner = node.childNodes.last else { return (states, []) }
      let (end, broken) = statement(inner, states, &result, depth: depth + 1)
      return (end.union(broken), [])
    case .funcDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .typealiasDecl:
      return (states, [])
    default:
      return containsClosing(node) ? ([.closed], []) : (states, [])
    }
  }

  func ifStatement(_ node: SyntaxNode, _ states: States, _ result: inout Result, depth: Int) -> (exit: States, breaks: States) {
    guard depth < ExitPaths.maximumDepth else { return ([.closed], []) }
    let (thenExit, thenBreaks) = block(node.thenBlock?.statements ?? [], states, &result, depth: depth)
    var elseExit = states
    var elseBreaks: States = []
    if let elseBody = node.elseBody {
      if elseBody.kind == .ifExpr {
        (elseExit, elseBreaks) = ifStatement(elseBody, states, &result, depth: depth + 1)
      } else {
        (elseExit, elseBreaks) = block(elseBody.statements, states, &result, depth: depth)
      }
    }
    return (thenExit.union(elseExit), thenBreaks.union(elseBreaks))
  }

  // MARK: Fix text

  /// A closing statement of `function` that can move to the top of an exit method as it is: a dismissal or
  /// callback call without arguments (or with literal ones only) on the parent, `self` or nothing (or on one of
  /// the method's own parameters, when `allowParameters`), or a closing binding assignment; with its node.
  func movableClosings(in function: FunctionDecl, allowParameters: Bool) -> [(text: String, node: SyntaxNode)] {
    guard let facts = context.facts(of: function) else { return [] }
    let parameters = Set(function.parameters.map(\.name))
    var result: [(String, SyntaxNode)] = []
    for call in facts.calls where call.isStatement && !call.site.inClosure {
      guard isClosingCall(call.node), call.trailingClosures.isEmpty,
        call.arguments.allSatisfy({ ModalSupport.unwrapped($0.value).kind == .literalExpr }),
        let receiver = ModalSupport.callee(call.node)?.receiver
      else { continue }
      let root = receiver.first
      guard root == nil || root == parentName || (allowParameters && root.map(parameters.contains) == true) else { continue }
      guard let statement = call.site.statement else { continue }
      result.append((context.text(of: statement), statement))
    }
    for assignment in facts.assignments where !assignment.site.inClosure && isClosingAssignment(assignment.node) {
      guard let statement = assignment.site.statement, statement == assignment.node else { continue }
      result.append((context.text(of: statement), statement))
    }
    return result.sorted { $0.1.offset < $1.1.offset }
  }

  /// `parent.<dismiss>()` when the representable has `@Environment(\.dismiss)` (or `\.presentationMode`).
  var environmentDismissal: String? {
    guard let parentName else { return nil }
    for property in representable.properties where property.hasAttribute("Environment") {
      let attribute = property.node.attributes.first { $0.attributeName == "Environment" }.map { context.text(of: $0) } ?? ""
      if attribute.contains(".dismiss)") { return "\(parentName).\(property.name)()" }
      if attribute.contains(".presentationMode)") { return "\(parentName).\(property.name).wrappedValue.dismiss()" }
    }
    return nil
  }
}
