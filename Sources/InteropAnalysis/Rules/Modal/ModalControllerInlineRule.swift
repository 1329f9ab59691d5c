import SwiftLiteParser

/// A modal system controller embedded inline instead of presented.
public enum ModalControllerInlineRule: FunctionRule, FileRule {
  public static let description = RuleDescription(
    id: "modal-controller-inline",
    name: "Modal controller shown inline",
    summary: "Safari, share, mail, message or photo picker controllers are added as children, or their wrappers placed in a view body outside `.sheet`/`.fullScreenCover`/`.popover`.",
    rationale: """
      `SFSafariViewController`, `UIActivityViewController`, `MFMailComposeViewController` and \
      `MFMessageComposeViewController` are built to be presented modally: the share sheet and the composers \
      are system sheets, and Safari's Done button dismisses the controller, which does nothing sensible for a \
      child or a view placed in a layout. `PHPickerViewController` can be embedded from iOS 17 (configured \
      with `disabledCapabilities`, `edgesWithoutContentMargins` and `mode`); below that it too is modal-only.

      Reported: `addChild(x)` of such a controller, and a representable wrapping one placed in a view body \
      outside `.sheet`/`.fullScreenCover`/`.popover` content when that view is known not to be presented: an \
      `App` or `Scene` body, or a `private`/`fileprivate` view every use of which in the file is inline in \
      such a view. Present the controller instead (`.sheet`, or `present(_:animated:)` in UIKit).

      Never reported: a photo picker at an iOS 17+ or unknown deployment target, or configured for \
      embedding; a view whose presentation sites are not all known (a view that other files may present); \
      the wrapper's own declarations.

      Sources: https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller/dismissbuttonstyle-swift.property, \
      https://developer.apple.com/documentation/uikit/uiactivityviewcontroller, \
      https://developer.apple.com/documentation/photosui/phpickerconfiguration-swift.struct/disabledcapabilities, \
      https://developer.apple.com/videos/play/wwdc2023/10107/
      """,
    category: .modal, tier: 2, defaultSeverity: .warning, seedSource: "recipes: Safari, share, mail, message, PHPicker; DO/DON'T",
    nonTriggering: ModalControllerInlineRuleExamples.nonTriggering,
    triggering: ModalControllerInlineRuleExamples.triggering
  )

  static let modalTypes: Set<String> = ["SFSafariViewController", "UIActivityViewController", ModalSupport.mailComposer,
    ModalSupport.messageComposer, "PHPickerViewController"]
  static let embeddingProperties: Set<String> = ["mode", "disabledCapabilities", "edgesWithoutContentMargins"]

  /// PHPicker can be embedded from iOS 17: only below a known older target is it modal-only.
  static func pickerIsModalOnly(_ context: AnalysisContext) -> Bool {
    context.configuration.deploymentTarget.map { $0.isBelow(major: 17) } ?? false
  }

  /// A file that names none of the modal controller types adds none as a child.
  static func fileFacts(_ context: AnalysisContext) -> Void? {
    context.fileMentions(anyOf: modalTypes.sorted()) ? () : nil
  }

  /// UIKit: `addChild` of a modal controller.
  static func check(_ function: FunctionDecl, owner: TypeDecl?, _: Void, _ context: AnalysisContext) -> [Finding] {
    guard context.mentions(function.node, anyOf: ["addChild"]), let facts = context.facts(of: function) else { return [] }
    let children = facts.calls.filter { $0.name == "addChild" && $0.arguments.count == 1 }
    guard !children.isEmpty else { return [] }
    let pickerIsModalOnly = pickerIsModalOnly(context)
    var findings: [Finding] = []
    let types = ModalSupport.knownTypes(function, facts: facts)
    let configured = facts.assignments.contains { embeddingProperties.contains($0.targetPath?.last ?? "") }
    for call in children {
      guard let argument = call.arguments.first?.value else { continue }
      var type = ModalSupport.constructedType(argument)
      if type == nil, let path = MemberPath(argument), path.count == 1, let name = path.root { type = types[name] }
      guard let type, modalTypes.contains(type) else { continue }
      if type == "PHPickerViewController", !pickerIsModalOnly || configured { continue }
      let message = "`\(type)` is added as a child view controller; it is built to be presented modally (\(reason(type))). Present it instead."
      findings.append(finding((call.site.statement ?? call.node).range, message))
    }
    return findings
  }

  /// SwiftUI: a wrapper placed inline (the file, after the functions).
  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let model = context.interop
    let pickerIsModalOnly = pickerIsModalOnly(context)
    // SwiftUI: a wrapper placed inline in a body whose view is known not to be presented.
    let wrappers = model.representables.filter { representable in
      guard let made = representable.madeType, modalTypes.contains(made) else { return false }
      if made == "PHPickerViewController" {
        guard pickerIsModalOnly else { return false }
        let configured = representable.functions.contains { function in
          context.facts(of: function)?.assignments.contains { embeddingProperties.contains($0.targetPath?.last ?? "") } ?? false
        }
        if configured { return false }
      }
      return true
    }
    var targets = wrappers.map { (name: $0.name, made: $0.madeType ?? "", declarations: $0.declarations, related: RelatedLocation?.none) }
    // Wrappers of other files (one declaration of the name in the workspace; a photo picker's embedding
    // configuration is not summarised, so it is left out).
    let fromWorkspace = workspaceWrappers(context)
    targets += fromWorkspace.map { (name: $0.name, made: $0.made, declarations: [], related: $0.related) }
    guard !targets.isEmpty else { return findings }
    // Looked up: the wrappers' names and the file's type names (a view whose presentation is asked about).
    let names = Set(targets.map(\.name)).union(model.types.lazy.filter { !$0.isExtension }.map(\.name))
    let constructions = constructionsByName(names, in: context)
    for wrapper in targets {
      for site in constructions[wrapper.name] ?? [] where !ModalSupport.isInsidePresentation(site) {
        guard let view = owner(of: site, in: model), !wrapper.declarations.contains(where: { $0 === view }),
          isKnownNotPresented(view, in: context, constructions: constructions, depth: 0)
        else { continue }
        let made = wrapper.made
        let message = "`\(wrapper.name)` wraps `\(made)` but is placed inline in a view that is not presented; "
          + "show it with `.sheet`, `.fullScreenCover` or `.popover` (\(reason(made)))."
        findings.append(finding(site.range, message, related: wrapper.related.map { [$0] } ?? []))
      }
    }
    return findings
  }

  static func reason(_ type: String) -> String {
    switch type {
    case "SFSafariViewController": return "its Done button dismisses it"
    case "PHPickerViewController": return "below iOS 17 it cannot be embedded"
    default: return "the system shows it only as a modal sheet"
    }
  }

  /// The first bytes a type-like name may start with: an ASCII capital, or any byte of a non-ASCII letter.
  static let typeLikeStart: [Bool] = (0..<256).map { byte in (65...90).contains(byte) || byte >= 0x80 }

  /// Calls `Name(…)` in the file of the type-like `names` (first letter uppercase), each name's in tree order:
  /// one pass over the token storage for tokens spelled like one of the names, then a walk of only the subtrees
  /// around them (a walk of every node of the file was the most expensive part of the rules; a walk per wrapper
  /// and per view was 0.8 s on a 10,000-line file).
  static func constructionsByName(_ names: Set<String>, in context: AnalysisContext) -> [String: [SyntaxNode]] {
    let words = names.filter { $0.unicodeScalars.first?.properties.isUppercase ?? false }.map { Array($0.utf8) }
    var result: [String: [SyntaxNode]] = [:]
    guard !words.isEmpty else { return result }
    let tree = context.tree
    let offsets = tree.root.tokenOffsets { _, range in tree.textStarts(range, in: typeLikeStart) && tree.text(range, isOneOf: words) }
    tree.root.walk(holding: offsets) { node in
      if node.kind == .callExpr, let callee = node.callee, callee.kind == .identifierExpr, let name = callee.nameToken?.identifierText,
        names.contains(name), let first = name.unicodeScalars.first, first.properties.isUppercase
      {
        result[name, default: []].append(node)
      }
      return .visitChildren
    }
    return result
  }

  /// The type declaration whose members hold `node`.
  static func owner(of node: SyntaxNode, in model: InteropModel) -> TypeDecl? {
    guard let declaration = node.enclosingTypeDeclaration else { return nil }
    return model.types.first { $0.node == declaration }
  }

  /// A view whose presentation is known: an `App` or `Scene` (never presented), or a file-local view every
  /// use of which (in this file) sits inline in such a view. Anything else is unknown.
  /// Representables of other files (the scan complete) that this file constructs and that wrap a modal-only
  /// controller (not a photo picker), when exactly one other file declares a type of that name.
  static func workspaceWrappers(_ context: AnalysisContext) -> [(name: String, made: String, related: RelatedLocation?)] {
    guard let workspace = WorkspaceSupport.complete(context) else { return [] }
    let declaredHere = Set(context.interop.types.map(\.name))
    var result: [(name: String, made: String, related: RelatedLocation?)] = []
    var seen: Set<String> = []
    for name in context.summary.inlineViews.sorted()
    where !declaredHere.contains(name) && seen.insert(name).inserted {
      let declarations = workspace.types(named: name, excluding: context.path).filter { $0.value.keyword != "extension" }
      let entries = workspace.representables(named: name, excluding: context.path)
      let made = Set(entries.compactMap(\.value.madeType))
      guard declarations.count == 1, made.count == 1, let type = made.first, modalTypes.contains(type), type != "PHPickerViewController",
        let entry = entries.first(where: { $0.value.madeType != nil })
      else { continue }
      result.append((name, type, entry.value.nameRange.map { RelatedLocation(range: $0, message: "`\(name)` wraps `\(type)` here", path: entry.path) }))
    }
    return result
  }

  static func isKnownNotPresented(_ view: TypeDecl, in context: AnalysisContext, constructions: [String: [SyntaxNode]], depth: Int) -> Bool {
    guard depth < 4 else { return false }
    if view.inherits("App") || view.inherits("Scene") { return true }
    guard !view.isExtension, ModalSupport.isFileLocal(view) else { return false }
    let uses = constructions[view.name] ?? []
    guard !uses.isEmpty else { return false }
    for use in uses {
      if ModalSupport.isInsidePresentation(use) { return false }
      guard let user = owner(of: use, in: context.interop), user !== view,
        isKnownNotPresented(user, in: context, constructions: constructions, depth: depth + 1)
      else { return false }
    }
    return true
  }
}
