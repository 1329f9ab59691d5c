import SwiftLiteParser

/// A mail or message composer whose finish delegate is assigned to `delegate` (the navigation delegate).
public enum ComposerDelegatePropertyRule: FunctionRule {
  public static let description = RuleDescription(
    id: "composer-delegate-property",
    name: "Composer delegate on the wrong property",
    summary: "The Coordinator is assigned to a mail or message composer's `delegate` instead of `mailComposeDelegate` / `messageComposeDelegate`, so the finish callback never arrives.",
    rationale: """
      `MFMailComposeViewController` and `MFMessageComposeViewController` are navigation controllers: their \
      `delegate` property is the inherited `UINavigationController.delegate`, told about pushes and pops. The \
      callbacks that report Send and Cancel, `mailComposeController(_:didFinishWith:error:)` and \
      `messageComposeViewController(_:didFinishWith:)`, go to `mailComposeDelegate` and \
      `messageComposeDelegate`. Assigned to `delegate`, the Coordinator never hears that the user finished, \
      so nothing dismisses the composer and the user cannot leave it. The fix renames the property; it is \
      offered only when the assigned object declares the composer's delegate protocol in this file, so the \
      renamed assignment compiles.

      Never reported: a composer whose `mailComposeDelegate` / `messageComposeDelegate` is also set in the \
      file (then `delegate` is a deliberate navigation delegate); receivers whose type is not known to be a \
      composer; objects that do not declare the composer's delegate protocol in this file.

      Sources: https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/mailcomposedelegate, \
      https://developer.apple.com/documentation/messageui/mfmessagecomposeviewcontroller/messagecomposedelegate, \
      https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
      """,
    category: .modal, tier: 2, defaultSeverity: .error, seedSource: "recipes: MFMailCompose, MFMessageCompose gotchas",
    nonTriggering: ComposerDelegatePropertyRuleExamples.nonTriggering,
    triggering: ComposerDelegatePropertyRuleExamples.triggering,
    corrections: ComposerDelegatePropertyRuleExamples.corrections
  )

  struct Kind {
    let composer: String
    let property: String
    let protocolName: String
  }

  static let kinds = [
    Kind(composer: ModalSupport.mailComposer, property: "mailComposeDelegate", protocolName: "MFMailComposeViewControllerDelegate"),
    Kind(composer: ModalSupport.messageComposer, property: "messageComposeDelegate", protocolName: "MFMessageComposeViewControllerDelegate"),
  ]

  /// The composer delegate properties the file sets anywhere (`x.mailComposeDelegate`), walked once when first
  /// needed; nil when the file names no composer (then no receiver has a composer's type).
  static func fileFacts(_ context: AnalysisContext) -> LazyValue<Set<String>>? {
    guard context.fileMentions(anyOf: kinds.map(\.composer)) else { return nil }
    return LazyValue {
      var found: Set<String> = []
      context.tree.root.walk { node in
        if node.kind == .memberAccessExpr, let name = node.memberName, name == "mailComposeDelegate" || name == "messageComposeDelegate" {
          found.insert(name)
        }
        return .visitChildren
      }
      return found
    }
  }

  static func check(_ function: FunctionDecl, owner: TypeDecl?, _ delegatesSet: LazyValue<Set<String>>, _ context: AnalysisContext) -> [Finding] {
    let model = context.interop
    var findings: [Finding] = []
    guard context.mentions(function.node, anyOf: ["delegate"]), let facts = context.facts(of: function) else { return [] }
    let candidates = facts.assignments.filter { $0.isPlain && $0.targetPath?.withoutSelf.last == "delegate" }
    guard !candidates.isEmpty else { return [] }
    let representable = owner.flatMap { owner in model.representables.first { $0.declarations.contains { $0 === owner } } }
    var types = ModalSupport.knownTypes(function, facts: facts)
    if let representable, let made = representable.madeType {
      for (name, type) in types where type == representable.kind.madeTypeAlias { types[name] = made }
    }
    for assignment in candidates {
      guard let path = assignment.targetPath?.withoutSelf, path.count == 2, let receiver = path.root,
        let type = receiverType(receiver, types: types, owner: owner, model: model),
        let kind = kinds.first(where: { $0.composer == type }),
        !delegatesSet.value.contains(kind.property),
        let delegateObject = delegateObject(assignment.value, facts: facts, owner: owner, representable: representable, model: model),
        delegateObject.conforms(to: kind.protocolName)
      else { continue }
      let target = ModalSupport.unwrapped(assignment.target)
      guard target.kind == .memberAccessExpr, let token = target.nameToken else { continue }
      let message = "`\(receiver).delegate` is the navigation delegate of `\(kind.composer)`; the finish callback goes to "
        + "`\(kind.property)`, so it never arrives and the composer cannot be closed. Assign `\(kind.property)` instead."
      let fix = Fix(title: "Assign `\(kind.property)`", edits: [TextEdit(range: token.textRange, replacement: kind.property)])
      findings.append(finding((assignment.site.statement ?? assignment.node).range, message, fixes: [fix]))
    }
    return findings
  }

  /// The composer type of a receiver name: a parameter or local of known type, or a stored property of the
  /// declaring type (its declarations in this file) declared or initialised with it.
  static func receiverType(_ name: String, types: [String: String], owner: TypeDecl?, model: InteropModel) -> String? {
    if let type = types[name] { return type }
    guard let owner else { return nil }
    for declaration in model.types where declaration.qualifiedName == owner.qualifiedName {
      guard let property = declaration.properties.first(where: { $0.name == name && !$0.isStatic }) else { continue }
      if let type = property.type { return TypeName.simple(type) }
      return ModalSupport.constructedType(property.initializer)
    }
    return nil
  }

  /// What the assigned value is, when it is the Coordinator (`context.coordinator`, a local holding it, `self`
  /// in it) or `self` in another type of this file.
  struct DelegateObject {
    let declarations: [TypeDecl]
    func conforms(to name: String) -> Bool { declarations.contains { $0.inherits(name) } }
  }

  static func delegateObject(_ value: SyntaxNode, facts: BodyFacts, owner: TypeDecl?, representable: Representable?, model: InteropModel) -> DelegateObject? {
    guard let path = MemberPath(ModalSupport.unwrapped(value))?.components else { return nil }
    if path == ["self"] {
      guard let owner else { return nil }
      return DelegateObject(declarations: model.types.filter { $0.qualifiedName == owner.qualifiedName && $0.keyword != .protocol })
    }
    var isCoordinator = path.count == 2 && path[1] == "coordinator"
    if path.count == 1, let name = path.first,
      let binding = facts.bindings.first(where: { $0.name == name }), let bound = binding.value.flatMap({ MemberPath($0)?.components }),
      bound.count == 2, bound[1] == "coordinator"
    {
      isCoordinator = true
    }
    guard isCoordinator, let coordinator = representable?.coordinator else { return nil }
    return DelegateObject(declarations: coordinator.declarations)
  }
}
