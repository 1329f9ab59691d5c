import SwiftLiteParser

/// Mail/message composers used without checking that the device can send.
public enum CanSendCheckMissingRule: FunctionRule, FileRule {
  public static let description = RuleDescription(
    id: "can-send-check-missing",
    name: "Missing canSendMail / canSendText check",
    summary: "A mail or message composer is presented without asking `canSendMail()` / `canSendText()` first, or message attachments are added without `canSendAttachments()`.",
    rationale: """
      `MFMailComposeViewController.canSendMail()` is false on a device without a configured Mail account, and \
      `MFMessageComposeViewController.canSendText()` is false where Messages cannot send; Apple's documentation \
      says the composer must not be shown then. Check before presenting it and offer another way (a \
      `mailto:` link, copying the address). `canSendAttachments()` says whether the device can send \
      attachments at all; without the check `addAttachmentData` may add nothing and the message goes out \
      without them.

      Reported at a UIKit function that constructs and presents a composer, and at a SwiftUI presentation site \
      of a representable that makes one (declared in this file or, once the workspace scan is complete, in \
      one other file), when the presentation flag is the presenting view's \
      own `@State private` property set only to literal values (then every place that could check is in this \
      file). The fix inserts `guard … else { return }` at the start of the presenting Void function.

      Never reported: a representable whose presentation sites are unknown (a library wrapper, a sheet in a \
      file not read: the check belongs to the caller); a check anywhere in the file, or in the presenting \
      view's extensions in other files; a flag set from a \
      function's result or passed on as a binding (the check may sit there); the mail composer's \
      `addAttachmentData(_:mimeType:fileName:)`, which needs no check.

      Sources: https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/cansendmail(), \
      https://developer.apple.com/documentation/messageui/mfmessagecomposeviewcontroller/cansendtext(), \
      https://developer.apple.com/documentation/messageui/mfmessagecomposeviewcontroller/cansendattachments()
      """,
    category: .modal, tier: 1, defaultSeverity: .warning, seedSource: "recipes: MFMailCompose, MFMessageCompose gotchas",
    nonTriggering: CanSendCheckMissingRuleExamples.nonTriggering,
    triggering: CanSendCheckMissingRuleExamples.triggering,
    corrections: CanSendCheckMissingRuleExamples.corrections
  )

  struct Composer {
    var type: String
    var check: String
  }

  static let composers = [
    Composer(type: ModalSupport.mailComposer, check: "canSendMail"),
    Composer(type: ModalSupport.messageComposer, check: "canSendText"),
  ]

  /// The check before `addAttachmentData`.
  static let attachmentsCheck = "canSendAttachments"
  /// Every `canSend…` check the rule reads (the one list: the composers' checks and the attachments').
  static let checkNames: Set<String> = Set(composers.map(\.check)).union([attachmentsCheck])
  static let checkWords: [[UInt8]] = checkNames.sorted().map { Array($0.utf8) }

  /// The `canSend…` checks the file makes (member accesses anywhere in it), walked once when first needed.
  static func fileChecks(_ context: AnalysisContext) -> LazyValue<Set<String>> {
    LazyValue {
      var found: Set<String> = []
      // Only the subtrees around a token spelled like one of the checks: a member access named so holds one.
      let tree = context.tree
      let offsets = tree.root.tokenOffsets { _, range in tree.text(range, isOneOf: checkWords) }
      tree.root.walk(holding: offsets) { node in
        if node.kind == .memberAccessExpr, let name = node.memberName, checkNames.contains(name) {
          found.insert(name)
        }
        return .visitChildren
      }
      return found
    }
  }

  /// A file that names neither composer nor `addAttachmentData` presents none and adds no attachment.
  static func fileFacts(_ context: AnalysisContext) -> LazyValue<Set<String>>? {
    guard context.fileMentions(anyOf: composers.map(\.type) + ["addAttachmentData"]) else { return nil }
    return fileChecks(context)
  }

  /// UIKit: a composer presented, or attachments added, in a function.
  static func check(_ function: FunctionDecl, owner: TypeDecl?, _ checks: LazyValue<Set<String>>, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []

    guard context.mentions(function.node, anyOf: ["present", "addAttachmentData"]), let facts = context.facts(of: function) else { return [] }
    let presents = facts.calls.filter { $0.name == "present" && $0.arguments.first?.label == nil }
    let attachments = facts.calls.filter { $0.name == "addAttachmentData" && $0.labels == [nil, "typeIdentifier", "filename"] }
    guard !presents.isEmpty || !attachments.isEmpty else { return [] }
    let types = ModalSupport.knownTypes(function, facts: facts)
    var reported: Set<String> = []
    for call in presents {
      guard let argument = call.arguments.first?.value else { continue }
      var site: SyntaxNode = argument
      var type = ModalSupport.constructedType(argument)
      if type == nil, let path = MemberPath(argument), path.count == 1, let name = path.root, let known = types[name] {
        // The construction in this function, when there is one.
        guard let binding = facts.bindings.first(where: { $0.name == name }), let value = binding.value,
          ModalSupport.constructedType(value, implicitType: known) == known
        else { continue }
        type = known
        site = ModalSupport.unwrapped(value)
      }
      guard let type, let composer = composers.first(where: { $0.type == type }), !reported.contains(type),
        !checks.value.contains(composer.check)
      else { continue }
      reported.insert(type)
      let message = "`\(type)` is constructed and presented here, but nothing in this file calls `\(type).\(composer.check)()`; "
        + "on a device that cannot send, the composer must not be shown. Check it first and offer another way (a `mailto:` link, copying the address)."
      var fixes: [Fix] = []
      if function.keyword == "func", function.returnType == nil, !call.site.inClosure, let body = function.body {
        let edit = context.editor.insertAtStart(of: body, ["guard \(type).\(composer.check)() else { return }"])
        fixes.append(Fix(title: "Return early when `\(composer.check)()` is false", edits: [edit], isPreferred: true, safeForFixAll: false))
      }
      findings.append(finding(site.range, message, fixes: fixes))
    }
    if let first = attachments.first(where: { $0.isStatement }), let firstStatement = first.site.statement,
      !checks.value.contains(attachmentsCheck)
    {
      // The run of attachment statements that follows the first one in the same block.
      var last = firstStatement
      let siblings = firstStatement.parent?.statements ?? []
      if let index = siblings.firstIndex(of: firstStatement) {
        for next in siblings[index...].dropFirst() {
          guard attachments.contains(where: { $0.isStatement && $0.site.statement == next }) else { break }
          last = next
        }
      }
      let message = "`addAttachmentData` is called without checking `\(ModalSupport.messageComposer).canSendAttachments()`; "
        + "where attachments are not supported the message goes out without them."
      let edit = ModalSupport.wrap(context.editor, first: firstStatement, last: last, header: "if \(ModalSupport.messageComposer).canSendAttachments()")
      let fix = Fix(title: "Add attachments only when supported", edits: [edit], isPreferred: true, safeForFixAll: false)
      findings.append(finding(firstStatement.range, message, fixes: [fix]))
    }
    return findings
  }

  /// SwiftUI: a sheet showing a composer (the file, after the functions).
  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let checks = fileChecks(context)
    for site in sheetSites(context) where !checks.value.contains(site.composer.check) {
      // The presenting view's extensions in other files may check.
      if let workspace = context.workspace, workspace.canSendChecks(in: site.presenter, excluding: context.path).contains(site.composer.check) {
        continue
      }
      let message = "`\(site.name)` shows a `\(site.composer.type)`, but this view never calls `\(site.composer.type).\(site.composer.check)()` "
        + "before presenting it; on a device that cannot send, the composer must not be shown. Check it before setting `\(site.state)`."
      findings.append(finding(site.node.range, message, related: site.related.map { [$0] } ?? []))
    }
    return findings
  }

  static func isBoolLiteral(_ node: SyntaxNode?) -> Bool {
    guard let node else { return false }
    let value = ModalSupport.unwrapped(node)
    guard value.kind == .literalExpr, let token = value.firstToken else { return false }
    return token.kind == .kw_true || token.kind == .kw_false
  }

  struct SheetSite {
    let node: SyntaxNode
    let name: String
    let composer: Composer
    let state: String
    /// The presenting view.
    let presenter: String
    /// The representable's declaration in another file.
    let related: RelatedLocation?
  }

  /// Presentation sites in this file of a representable (of this file) that makes a composer, where the
  /// presentation state is the presenting view's own `@State private` flag, set only to literal values, and
  /// its binding is passed nowhere else: then every place that could check is in this file.
  static func sheetSites(_ context: AnalysisContext) -> [SheetSite] {
    var wrappers = context.interop.representables.compactMap { representable -> (String, Composer, RelatedLocation?)? in
      guard let made = representable.madeType, let composer = composers.first(where: { $0.type == made }) else { return nil }
      return (representable.name, composer, nil)
    }
    if let workspace = WorkspaceSupport.complete(context) {
      // Wrappers of other files presented here: a name that one other file declares, made a composer there.
      let declaredHere = Set(context.interop.types.map(\.name))
      for site in context.summary.presentationSites
      where site.kind != .inline && !declaredHere.contains(site.view) && !wrappers.contains(where: { $0.0 == site.view }) {
        let declarations = workspace.types(named: site.view, excluding: context.path).filter { $0.value.keyword != "extension" }
        let entries = workspace.representables(named: site.view, excluding: context.path)
        let made = Set(entries.compactMap(\.value.madeType))
        guard declarations.count == 1, made.count == 1, let type = made.first, let composer = composers.first(where: { $0.type == type }),
          let entry = entries.first(where: { $0.value.madeType != nil })
        else { continue }
        let related = entry.value.nameRange.map {
          RelatedLocation(range: $0, message: "`\(site.view)` makes a `\(type)` here", path: entry.path)
        }
        wrappers.append((site.view, composer, related))
      }
    }
    guard !wrappers.isEmpty else { return [] }
    var result: [SheetSite] = []
    for type in context.interop.types where type.keyword == .struct {
      guard type.properties.contains(where: { $0.name == "body" }) else { continue }
      type.node.walk { node in
        guard node.kind == .callExpr, let callee = node.callee, callee.kind == .identifierExpr,
          let name = callee.nameToken?.identifierText, let wrapper = wrappers.first(where: { $0.0 == name })
        else { return .visitChildren }
        guard let state = presentationState(of: node, in: type) else { return .visitChildren }
        result.append(SheetSite(node: node, name: name, composer: wrapper.1, state: state, presenter: type.name, related: wrapper.2))
        return .skipChildren
      }
    }
    return result
  }

  /// The `@State private` flag of `type` that the `.sheet(isPresented: $flag)` around `node` uses, when every
  /// write of it in the type assigns a literal and `$flag` is passed nowhere else.
  static func presentationState(of node: SyntaxNode, in type: TypeDecl) -> String? {
    var current = node.parent
    var sheet: SyntaxNode?
    var steps = 0
    while let ancestor = current, steps < 256, sheet == nil {
      steps += 1
      if ancestor.kind.isDeclaration { return nil }
      if ancestor.kind == .closureExpr, let call = ModalSupport.presentingCall(of: ancestor),
        let name = ModalSupport.callee(call)?.name, ModalSupport.presenters.contains(name)
      {
        sheet = call
      }
      current = ancestor.parent
    }
    guard let sheet, let argument = sheet.arguments.first(where: { $0.label == "isPresented" })?.value,
      let text = MemberPath(argument)?.components, text.count == 1, let projected = text.first, projected.hasPrefix("$")
    else { return nil }
    let state = String(projected.dropFirst())
    guard let property = type.properties.first(where: { $0.name == state }), property.hasAttribute("State"),
      property.modifiers.contains("private") || property.modifiers.contains("fileprivate")
    else { return nil }
    var unknownWrite = false
    var otherUses = 0
    type.node.walk { child in
      if child.kind == .assignmentExpr, let lhs = child.lhs?.memberPath, lhs == [state] || lhs == ["self", state] {
        if !isBoolLiteral(child.rhs) { unknownWrite = true }
      }
      if child.kind == .identifierExpr, child.nameToken?.identifierText == projected, !argument.contains(child) { otherUses += 1 }
      return .visitChildren
    }
    return unknownWrite || otherUses > 0 ? nil : state
  }
}
