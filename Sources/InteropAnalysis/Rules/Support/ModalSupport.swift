import SwiftLiteParser

/// What the modal-controller rules share, on the typed model: which expression constructs which type, the
/// declared types of locals and parameters, presentation modifiers around a node, file-local types.
enum ModalSupport {
  static let mailComposer = "MFMailComposeViewController"
  static let messageComposer = "MFMessageComposeViewController"
  static let presenters: Set<String> = ["sheet", "fullScreenCover", "popover"]

  /// The expression without `try`/`await`/parentheses/force unwraps around it.
  static func unwrapped(_ node: SyntaxNode) -> SyntaxNode {
    var current = node
    for _ in 0..<16 {
      switch current.kind {
      case .tryExpr, .awaitExpr, .forceUnwrapExpr, .optionalChainingExpr:
        guard let inner = current.childNodes.first(where: { $0.kind.isExpression }) else { return current }
        current = inner
      case .tupleExpr:
        let arguments = current.arguments
        guard arguments.count == 1, arguments[0].label == nil, let inner = arguments[0].value else { return current }
        current = inner
      default:
        return current
      }
    }
    return current
  }

  /// The type a call constructs: `T(…)`, `T.init(…)`, `Module.T(…)` (an upper-case callee); `.init(…)` gives
  /// `implicitType`, the declared type around it.
  static func constructedType(_ node: SyntaxNode?, implicitType: String? = nil) -> String? {
    guard let node else { return nil }
    let expression = unwrapped(node)
    guard expression.kind == .callExpr, let callee = expression.callee else { return nil }
    switch callee.kind {
    case .identifierExpr, .typeExpr:
      guard let name = callee.lastToken?.identifierText, name.first?.isUppercase == true else { return nil }
      return name
    case .memberAccessExpr:
      guard let member = callee.memberName else { return nil }
      if member == "init" {
        guard let base = callee.base else { return implicitType }
        return base.memberPath.flatMap(\.last)
      }
      guard member.first?.isUppercase == true, let path = callee.memberPath, path.first != "" else { return nil }
      return member
    default:
      return nil
    }
  }

  /// Names with a known type in a function: parameters (declared type), locals (annotation, else the type their
  /// value constructs).
  static func knownTypes(_ function: FunctionDecl, facts: BodyFacts?) -> [String: String] {
    var result: [String: String] = [:]
    for parameter in function.parameters where !parameter.name.isEmpty {
      result[parameter.name] = TypeName.simple(parameter.type)
    }
    for binding in facts?.bindings ?? [] {
      let annotated = binding.node.typeNode.map { TypeName.simple($0.compactText) }
      if let type = annotated ?? constructedType(binding.value) {
        result[binding.name] = type
      } else if let value = binding.value, let type = constructedType(value, implicitType: annotated) {
        result[binding.name] = type
      }
    }
    return result
  }

  /// The callee name of a call, through optional chaining (`parent.onDone?()` → `onDone`), with the receiver
  /// path (`["parent"]`), `self.` dropped.
  static func callee(_ call: SyntaxNode) -> (name: String, receiver: [String]?)? {
    guard var callee = call.callee else { return nil }
    for _ in 0..<4 where callee.kind == .optionalChainingExpr || callee.kind == .forceUnwrapExpr {
      guard let inner = callee.childNodes.first else { break }
      callee = inner
    }
    switch callee.kind {
    case .identifierExpr:
      guard let name = callee.nameToken?.identifierText else { return nil }
      return (name, [])
    case .memberAccessExpr:
      guard let name = callee.memberName else { return nil }
      var receiver = callee.base?.memberPath
      if receiver?.first == "self" { receiver?.removeFirst() }
      return (name, callee.base == nil ? nil : receiver)
    default:
      return nil
    }
  }

  /// Whether `node` sits in the content of a `.sheet`/`.fullScreenCover`/`.popover` modifier (a closure passed
  /// to it, trailing or labeled `content:`), stopping at the enclosing declaration.
  static func isInsidePresentation(_ node: SyntaxNode) -> Bool {
    var current = node.parent
    var steps = 0
    while let ancestor = current, steps < 256 {
      steps += 1
      if ancestor.kind.isDeclaration { return false }
      if ancestor.kind == .closureExpr, let call = presentingCall(of: ancestor),
        let name = callee(call)?.name, presenters.contains(name)
      {
        return true
      }
      current = ancestor.parent
    }
    return false
  }

  /// The call a closure is passed to (trailing, labeled trailing, or as an argument).
  static func presentingCall(of closure: SyntaxNode) -> SyntaxNode? {
    guard let parent = closure.parent else { return nil }
    switch parent.kind {
    case .callExpr: return parent
    case .labeledTrailingClosure: return parent.parent
    case .argument:
      if let list = parent.parent, list.kind == .argumentList, let owner = list.parent, owner.kind == .callExpr { return owner }
      return nil
    default: return nil
    }
  }

  /// Whether the type (or a type around it) is `private`/`fileprivate`: then no other file can extend it or,
  /// for a view, use it.
  static func isFileLocal(_ type: TypeDecl) -> Bool {
    if type.modifiers.contains("private") || type.modifiers.contains("fileprivate") { return true }
    var current = type.node.parent
    var steps = 0
    while let ancestor = current, steps < 128 {
      steps += 1
      if ancestor.kind.isTypeLikeDeclaration, ancestor.hasModifier("private") || ancestor.hasModifier("fileprivate") { return true }
      current = ancestor.parent
    }
    return false
  }

  /// Whether every declaration of the Coordinator is in this file for sure (a file-local Coordinator or one
  /// nested in a file-local representable).
  static func isFileLocal(_ coordinator: Coordinator, of representable: Representable) -> Bool {
    if representable.isFilePrivate { return true }
    guard let primary = coordinator.primary else { return false }
    return isFileLocal(primary)
  }

  /// The declaration (type or extension) whose body holds `node`.
  static func owner(of function: FunctionDecl, in model: InteropModel) -> TypeDecl? {
    model.functions.first { $0.function === function }?.owner
  }

  /// The function of the model whose body holds `node` (innermost).
  static func enclosingFunction(of node: SyntaxNode, in model: InteropModel) -> FunctionDecl? {
    var current = node.parent
    var steps = 0
    while let ancestor = current, steps < 512 {
      steps += 1
      if ancestor.kind == .funcDecl || ancestor.kind == .initDecl || ancestor.kind == .deinitDecl {
        return model.functions.first { $0.function.node == ancestor }?.function
      }
      current = ancestor.parent
    }
    return nil
  }

  /// A `{ … }` around consecutive statements `first`…`last` of one block, re-indented one step.
  static func wrap(_ editor: SourceEditor, first: SyntaxNode, last: SyntaxNode, header: String) -> TextEdit {
    let range = first.range.lowerBound..<max(first.range.lowerBound, last.range.upperBound)
    let indentation = editor.indentation(ofLineAt: range.lowerBound)
    let statements = editor.text(range)
    let reindented = editor.reindent(statements)
    let lineBreak = editor.lineBreak
    let inner = indentation + editor.indentUnit
    let text = "\(header) {\(lineBreak)\(inner)\(reindented)\(lineBreak)\(indentation)}"
    return TextEdit(range: range, replacement: text)
  }

  /// Whether a class declaration is a view controller by name (its superclass ends in `ViewController` or
  /// `Controller`), or an extension of such a class declared in this file.
  static func isViewController(_ type: TypeDecl?, in model: InteropModel) -> Bool {
    guard let type else { return false }
    func byName(_ decl: TypeDecl) -> Bool {
      guard decl.keyword == .class, let superclass = decl.inheritance.first?.name else { return false }
      return superclass.hasSuffix("ViewController") || superclass.hasSuffix("Controller")
    }
    if byName(type) { return true }
    if type.isExtension {
      return model.classes(named: type.name).contains(where: byName)
    }
    return false
  }
}
