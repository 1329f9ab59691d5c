import SwiftLiteParser

/// A code action that is not a fix: an edit the developer asks for while writing a representable.
public struct EditingAction: Sendable, Hashable {
  public var title: String
  /// An LSP code action kind (`refactor.rewrite`, `refactor.extract`).
  public var kind: String
  public var edits: [TextEdit]
}

/// "Add Coordinator" and "Add dismantle for registrations", offered on a representable's declaration header, and
/// "Extract UIKit setup into make", offered inside update.
public enum EditingActions {
  public static let rewrite = "refactor.rewrite"
  public static let extract = "refactor.extract"

  public enum Title {
    public static let addCoordinator = "Add Coordinator"
    public static let addDismantle = "Add dismantle for registrations"
    public static let extractSetup = "Extract UIKit setup into make"
  }

  public static func actions(context: AnalysisContext, range: Range<Int>) -> [EditingAction] {
    var result: [EditingAction] = []
    for representable in context.interop.representables where representable.kind != .uiGestureRecognizer {
      // Type-level actions on a declaration's header (attributes to `{`), like the compiler's "add stubs".
      let onHeader = representable.declarations.contains { declaration in
        let node = declaration.node
        let end = node.memberBlock?.firstToken?.textRange.upperBound ?? node.range.upperBound
        return node.range.lowerBound <= range.upperBound && range.lowerBound <= end
      }
      if onHeader, let action = addCoordinator(context, representable) { result.append(action) }
      if onHeader, let action = addDismantle(context, representable) { result.append(action) }
      if let action = extractSetup(context, representable, range: range) { result.append(action) }
    }
    return result
  }

  // MARK: Add Coordinator

  /// Delegate protocols of made types whose methods are all optional (an empty conformance compiles), with the
  /// property that takes the delegate. Protocols with required methods or an exit the Coordinator must handle
  /// (mail, message, photo picker, image picker, script handlers) are left to the recipes; Safari and the
  /// document picker dismiss themselves and are left out too.
  static let delegateWiring: [String: [(protocolName: String, property: String)]] = [
    "WKWebView": [("WKNavigationDelegate", "navigationDelegate")],
    "MKMapView": [("MKMapViewDelegate", "delegate")],
    "UITextView": [("UITextViewDelegate", "delegate")],
    "UITextField": [("UITextFieldDelegate", "delegate")],
    "UISearchBar": [("UISearchBarDelegate", "delegate")],
    "UIScrollView": [("UIScrollViewDelegate", "delegate")],
    "PDFView": [("PDFViewDelegate", "delegate")],
  ]

  static func addCoordinator(_ context: AnalysisContext, _ representable: Representable) -> EditingAction? {
    guard representable.coordinator == nil, representable.makeCoordinator == nil,
      let primary = representable.primary, let block = primary.node.memberBlock,
      let close = block.lastToken, close.kind == .rightBrace, !close.isMissing
    else { return nil }
    let editor = context.editor
    let unit = editor.indentUnit
    let wiring = representable.madeType.flatMap { delegateWiring[$0] } ?? []
    let conformances = (["NSObject"] + wiring.map(\.protocolName)).joined(separator: ", ")
    let member = [
      "func makeCoordinator() -> Coordinator {",
      unit + "Coordinator(self)",
      "}",
      "",
      "final class Coordinator: \(conformances) {",
      unit + "var parent: \(representable.name)",
      "",
      unit + "init(_ parent: \(representable.name)) {",
      unit + unit + "self.parent = parent",
      unit + "}",
      "}",
    ]
    var edits: [TextEdit] = []
    // Before the first method, else at the end of the type's body.
    if let first = primary.functions.first?.node {
      edits.append(editor.insert(member + [""], before: first))
    } else {
      let indentation = editor.indentation(ofLineAt: close.textRange.lowerBound) + unit
      let start = editor.lineStart(at: close.textRange.lowerBound)
      let text = member.map { ($0.isEmpty ? "" : indentation + $0) + editor.lineBreak }.joined()
      edits.append(TextEdit(range: start..<start, replacement: text))
    }
    if !wiring.isEmpty, let make = representable.make, let made = madeLocal(context, make) {
      let contextName = make.parameters.last?.name ?? "context"
      let lines = wiring.map { "\(made.name).\($0.property) = \(contextName).coordinator" }
      edits.append(editor.insert(lines, before: made.returnStatement))
    }
    return EditingAction(title: Title.addCoordinator, kind: rewrite, edits: edits)
  }

  /// The local that make returns (`let view = …; return view`), with the return statement.
  static func madeLocal(_ context: AnalysisContext, _ make: FunctionDecl) -> (name: String, returnStatement: SyntaxNode)? {
    guard let body = make.body, let last = body.statements.last else { return nil }
    var value: SyntaxNode?
    if last.kind == .returnStmt {
      value = last.childNodes.first
    } else if body.statements.count > 1 {
      value = last
    }
    guard let value, value.kind == .identifierExpr, let name = value.firstToken?.identifierText else { return nil }
    let declared = body.statements.contains { $0.kind == .variableDecl && $0.boundNames.contains(name) }
    return declared ? (name, last) : nil
  }

  // MARK: Add dismantle

  static func addDismantle(_ context: AnalysisContext, _ representable: Representable) -> EditingAction? {
    guard representable.dismantle == nil, let anchor = representable.update ?? representable.make else { return nil }
    let scan = RegistrationSupport.scan(context, representable)
    let open = scan.registrations.filter { !RegistrationSupport.isRemovedElsewhere($0, context, representable) }
    let editor = context.editor
    let view = representable.kind.parameterName
    var lines: [String] = []
    for registration in open {
      if let line = RegistrationSupport.cleanupLine(registration, coordinator: "coordinator", editor: editor), !lines.contains(line) {
        lines.append(line)
      }
    }
    lines += RegistrationSupport.scriptHandlerLines(scan, view: view, madeType: representable.madeType, editor: editor)
    guard !lines.isEmpty else { return nil }
    let madeType = representable.make?.returnTypeNode.map { context.text(of: $0) } ?? representable.madeType ?? representable.kind.madeTypeAlias
    let coordinatorType = representable.makeCoordinator?.returnTypeNode.map { context.text(of: $0) }
      ?? (representable.coordinator != nil ? "Coordinator" : "Void")
    let header = "static func \(representable.kind.dismantleName)(_ \(view): \(madeType), coordinator: \(coordinatorType)) {"
    let body = [""] + [header] + lines.map { editor.indentUnit + $0 } + ["}"]
    let edit = editor.insert(body, after: anchor.node, indentation: editor.indentation(of: anchor.node))
    return EditingAction(title: Title.addDismantle, kind: rewrite, edits: [edit])
  }

  // MARK: Extract UIKit setup into make

  /// Statements directly in update's body that configure the update parameter with values that never change
  /// between updates: the parameter, `context.coordinator`, type names and literals only (no input, no local,
  /// no closure, no interpolated string). They belong in make, which runs once per view identity.
  static func extractSetup(_ context: AnalysisContext, _ representable: Representable, range: Range<Int>) -> EditingAction? {
    guard let update = representable.update, let updateBody = update.body, let make = representable.make,
      let parameter = representable.updateParameter, let made = madeLocal(context, make)
    else { return nil }
    let span = update.node.range
    guard span.lowerBound <= range.upperBound, range.lowerBound <= span.upperBound else { return nil }
    let updateContext = update.parameters.last?.name ?? "context"
    let makeContext = make.parameters.last?.name ?? "context"
    let candidates = updateBody.statements.filter { statement in
      isSetup(statement, parameter: parameter, contextName: updateContext)
    }
    guard !candidates.isEmpty else { return nil }
    let editor = context.editor
    var moved: [String] = []
    for statement in candidates {
      moved.append(renamed(statement, parameter: parameter, to: made.name, contextName: updateContext, to: makeContext))
    }
    var edits = [editor.insert(moved, before: made.returnStatement)]
    edits += candidates.map { editor.delete($0) }
    return EditingAction(title: Title.extractSetup, kind: extract, edits: edits.sorted { $0.range.lowerBound < $1.range.lowerBound })
  }

  static func isSetup(_ statement: SyntaxNode, parameter: String, contextName: String) -> Bool {
    let target: SyntaxNode?
    switch statement.kind {
    case .assignmentExpr:
      guard statement.operatorToken?.text == "=" else { return false }
      target = statement.lhs
    case .callExpr:
      target = statement.callee
    default:
      return false
    }
    guard let path = target?.memberPath, path.count >= 2, path.first == parameter else { return false }
    if statement.descendants(.closureExpr).first != nil { return false }
    var allowed = true
    var previous: SyntaxToken?
    statement.walkTokens { token in
      defer { previous = token }
      guard allowed else { return }
      switch token.kind {
      case .identifier:
        if previous?.kind == .period { return }
        let name = token.identifierText
        if name == parameter || name == contextName { return }
        if let initial = name.unicodeScalars.first, initial.properties.isUppercase { return }
        // An argument label (`x(animated: true)`) is followed by a colon.
        if let next = token.nextToken, next.kind == .colon { return }
        allowed = false
      case .stringLiteral:
        if token.text.contains("\\(") { allowed = false }
      case .kw_self, .dollarIdentifier, .kw_super:
        allowed = false
      default:
        return
      }
    }
    // `context` only as `context.coordinator`: the environment and transaction change between updates.
    if allowed, statement.mentions(path: [contextName]) {
      var onlyCoordinator = true
      statement.walk { node in
        if let memberPath = node.memberPath, memberPath.first == contextName {
          if memberPath.count < 2 || memberPath[1] != "coordinator" { onlyCoordinator = false }
          return .skipChildren
        }
        return .visitChildren
      }
      allowed = onlyCoordinator
    }
    return allowed
  }

  /// The statement's text with the update parameter and context renamed to make's names.
  static func renamed(_ statement: SyntaxNode, parameter: String, to local: String, contextName: String, to makeContext: String) -> String {
    let bytes = statement.range
    var text = ""
    var cursor = bytes.lowerBound
    let source = statement.tokens
    var previous: SyntaxToken?
    for token in source {
      defer { previous = token }
      guard token.kind == .identifier, previous?.kind != .period else { continue }
      let replacement: String?
      switch token.identifierText {
      case parameter: replacement = local
      case contextName where contextName != makeContext: replacement = makeContext
      default: replacement = nil
      }
      guard let replacement else { continue }
      text += sourceText(statement, cursor..<token.textRange.lowerBound)
      text += replacement
      cursor = token.textRange.upperBound
    }
    text += sourceText(statement, cursor..<bytes.upperBound)
    return text
  }

  static func sourceText(_ statement: SyntaxNode, _ range: Range<Int>) -> String {
    let text = statement.text
    let start = statement.range.lowerBound
    let utf8 = Array(text.utf8)
    let lower = min(max(range.lowerBound - start, 0), utf8.count)
    let upper = min(max(range.upperBound - start, lower), utf8.count)
    return String(decoding: utf8[lower..<upper], as: UTF8.self)
  }
}

extension HoverIndex {
  /// Whether a declaration of a representable (or of its Coordinator) overlaps `range`: the refactorings apply.
  public func representableDeclarations(touching range: Range<Int>) -> Bool {
    scope.representables.contains { info in
      (info.declarations + info.coordinatorDeclarations).contains { declaration in
        let span = declaration.range
        return span.lowerBound <= range.upperBound && range.lowerBound <= span.upperBound
      }
    }
  }
}
