import SwiftLiteParser

/// What the resolver found under the cursor.
public struct HoverResolution: Sendable, Hashable {
  /// The name looked up in the catalog. Usually the token's text; `Coordinator` when the token names the
  /// representable's Coordinator under another spelling (`makeCoordinator() -> WebCoordinator`).
  public var name: String
  public var role: SymbolRole
  /// The hovered token's UTF-8 byte range (the LSP response range); `@` included for an attribute.
  public var byteRange: Range<Int>
  public var topic: HoverTopic
  /// For `.protocolConformance`: the name of the representable whose conformance this is.
  public var representableName: String?

  public init(name: String, role: SymbolRole, byteRange: Range<Int>, topic: HoverTopic, representableName: String? = nil) {
    self.name = name
    self.role = role
    self.byteRange = byteRange
    self.topic = topic
    self.representableName = representableName
  }
}

/// One hover answer, ready for the server to wrap in an LSP `Hover`.
public struct HoverResult: Sendable, Hashable {
  /// Markdown or plain text, as requested.
  public var text: String
  public var format: HoverFormat
  /// UTF-8 byte range of the hovered token (or of the diagnostic when the cursor is on no word).
  public var byteRange: Range<Int>
  /// The topic shown, if any (for tests and logs).
  public var topicID: String?

  public init(text: String, format: HoverFormat, byteRange: Range<Int>, topicID: String?) {
    self.text = text
    self.format = format
    self.byteRange = byteRange
    self.topicID = topicID
  }
}

/// One document's tree with its representables and Coordinators collected: build it once per document
/// version (a few milliseconds for 5,000 lines) and every hover on that version costs microseconds.
public final class HoverIndex: Sendable {
  public let tree: SyntaxTree
  let scope: HoverScope

  public init(tree: SyntaxTree) {
    self.tree = tree
    self.scope = HoverScope(tree: tree)
  }

  /// Reuses the interop model the analysis of the same document version built (no second pass over the tree).
  public init(context: AnalysisContext) {
    self.tree = context.tree
    self.scope = HoverScope(tree: context.tree, model: context.interop)
  }

  /// Parses `text` and indexes it.
  public convenience init(text: SourceText) {
    self.init(tree: SyntaxTree.parse(text))
  }
}

/// Token under the cursor → syntactic role → topic, over the `SwiftLiteParser` tree.
///
/// Pure and cheap: the token is found by descending the tree; names no topic claims stop there. Only
/// for candidate names are the file's representables and Coordinators collected (declarations only,
/// function bodies are skipped).
public enum HoverResolver {
  /// The full hover for `textDocument/hover`: the topic of the token at `utf8Offset`, the live checklist
  /// when the token is a representable protocol in a conformance, and the rationale of every finding
  /// whose range holds the offset. Nil when there is nothing to say (the server answers `null`).
  ///
  /// - Parameters:
  ///   - index: the document's current tree with its representables (`HoverIndex(tree:)`, one per version).
  ///   - utf8Offset: the cursor as a UTF-8 byte offset into the tree's text.
  ///   - findings: the document's findings after configuration and suppressions (what was published).
  ///   - configuration: the effective configuration (rules switched off make checklist items n/a).
  ///   - format: `.markdown`, or `.plaintext` when the client's `hover.contentFormat` lacks markdown.
  public static func hover(
    index: HoverIndex,
    utf8Offset: Int,
    findings: [Finding],
    configuration: AnalysisConfiguration = AnalysisConfiguration(),
    format: HoverFormat
  ) -> HoverResult? {
    hover(tree: index.tree, scope: index.scope, utf8Offset: utf8Offset, findings: findings,
      configuration: configuration, format: format)
  }

  /// The same without a prebuilt index: the file's representables are collected only when the token
  /// needs them. Convenient for tests and one-off calls; a server should keep a `HoverIndex` per version.
  public static func hover(
    tree: SyntaxTree,
    utf8Offset: Int,
    findings: [Finding],
    configuration: AnalysisConfiguration = AnalysisConfiguration(),
    format: HoverFormat
  ) -> HoverResult? {
    hover(tree: tree, scope: nil, utf8Offset: utf8Offset, findings: findings, configuration: configuration, format: format)
  }

  private static func hover(
    tree: SyntaxTree,
    scope prebuilt: HoverScope?,
    utf8Offset: Int,
    findings: [Finding],
    configuration: AnalysisConfiguration,
    format: HoverFormat
  ) -> HoverResult? {
    let word = wordToken(in: tree, at: utf8Offset)
    var resolution: HoverResolution?
    var scope = prebuilt
    if let word {
      let classifier = TokenClassifier(tree: tree, token: word, scope: prebuilt)
      resolution = classifier.resolve()
      scope = classifier.scopeIfBuilt
    }
    var content = HoverContent(topic: resolution?.topic)
    if let resolution, resolution.role == .protocolConformance, let name = resolution.representableName {
      let fileScope = scope ?? HoverScope(tree: tree)
      if let representable = fileScope.representables.first(where: { info in info.name == name }) {
        content.checklistTypeName = name
        content.checklist = RepresentableChecklist.lines(
          for: representable, findings: findings, configuration: configuration)
      }
    }
    var seenRules: Set<String> = []
    var diagnosticRange: Range<Int>?
    for finding in findings where finding.range.lowerBound <= utf8Offset && utf8Offset <= finding.range.upperBound {
      guard seenRules.insert(finding.ruleID).inserted else { continue }
      let rationale = RuleRegistry.rule(id: finding.ruleID)?.description.rationale ?? finding.message
      content.diagnostics.append(HoverDiagnosticNote(ruleID: finding.ruleID, rationale: rationale))
      if diagnosticRange == nil { diagnosticRange = finding.range }
    }
    guard let text = content.render(format) else { return nil }
    let range = resolution?.byteRange ?? word.map(TokenClassifier.hoverRange) ?? diagnosticRange
    return HoverResult(
      text: text, format: format, byteRange: range ?? utf8Offset..<utf8Offset, topicID: resolution?.topic.id)
  }

  /// The topic of the token at `utf8Offset`, or nil when the token is not an interop topic in its role.
  public static func resolve(tree: SyntaxTree, utf8Offset: Int) -> HoverResolution? {
    guard let word = wordToken(in: tree, at: utf8Offset) else { return nil }
    return TokenClassifier(tree: tree, token: word, scope: nil).resolve()
  }

  public static func resolve(index: HoverIndex, utf8Offset: Int) -> HoverResolution? {
    guard let word = wordToken(in: index.tree, at: utf8Offset) else { return nil }
    return TokenClassifier(tree: index.tree, token: word, scope: index.scope).resolve()
  }

  /// The identifier (or attribute `@`) token whose text holds `offset`, or that ends exactly at it (the
  /// cursor just after a word). Nil in whitespace, comments, literals and punctuation.
  static func wordToken(in tree: SyntaxTree, at offset: Int) -> SyntaxToken? {
    guard offset >= 0, offset <= tree.bytes.count else { return nil }
    func isWord(_ token: SyntaxToken) -> Bool {
      !token.isMissing && (token.kind == .identifier || token.kind == .at)
    }
    guard let token = tree.token(at: offset) ?? (offset > 0 ? tree.token(at: offset - 1) : nil) else { return nil }
    let range = token.textRange
    if isWord(token), range.lowerBound <= offset, offset < range.upperBound { return token }
    if isWord(token), offset == range.upperBound, !range.isEmpty { return token }
    if offset == range.lowerBound, offset > 0, let previous = tree.token(at: offset - 1), isWord(previous),
      previous.textRange.upperBound == offset, !previous.textRange.isEmpty
    {
      return previous
    }
    return nil
  }
}

/// Classifies one word token: the name to look up and the roles it plays, most specific first.
final class TokenClassifier {
  let tree: SyntaxTree
  let token: SyntaxToken
  private var builtScope: HoverScope?

  init(tree: SyntaxTree, token: SyntaxToken, scope: HoverScope?) {
    self.tree = tree
    self.token = token
    self.builtScope = scope
  }

  struct Classification {
    var name: String
    var roles: [SymbolRole]
    var representableName: String?
  }

  /// Module names that may qualify an Apple type (`UIKit.UITextView`).
  static let moduleNames: Set<String> = [
    "UIKit", "SwiftUI", "WebKit", "MapKit", "PDFKit", "AVFoundation", "PhotosUI", "MessageUI", "SafariServices",
    "VisionKit", "AppKit", "Foundation",
  ]

  /// Names whose topic is about UIKit view controller containment: only inside a controller subclass or
  /// in a file that hosts SwiftUI (SpriteKit's `addChild` is another thing).
  static let containmentNames: Set<String> = ["addChild", "didMove"]

  static let lifecycleNames: Set<String> = [
    "makeUIView", "updateUIView", "dismantleUIView", "makeUIViewController", "updateUIViewController",
    "dismantleUIViewController", "makeNSView", "updateNSView", "dismantleNSView", "makeNSViewController",
    "updateNSViewController", "dismantleNSViewController", "sizeThatFits", "makeCoordinator",
  ]

  /// How far up the tree the resolver looks (a nesting bound for pathological input).
  static let maximumAncestors = 512

  /// The range shown for a word: an attribute's `@` through its name.
  static func hoverRange(_ token: SyntaxToken) -> Range<Int> {
    if token.parent.kind == .attribute {
      let attribute = token.parent
      let at = attribute.childTokens.first { candidate in candidate.kind == .at }
      let name = attribute.nameToken
      if let at, let name, at.textRange.lowerBound <= name.textRange.lowerBound {
        return at.textRange.lowerBound..<name.textRange.upperBound
      }
    }
    return token.textRange
  }

  /// The file's representables, collected on first use.
  var scope: HoverScope {
    if let builtScope { return builtScope }
    let made = HoverScope(tree: tree)
    builtScope = made
    return made
  }

  var scopeIfBuilt: HoverScope? { builtScope }

  func resolve() -> HoverResolution? {
    guard let classification = classify() else { return nil }
    guard let match = HoverCatalog.topic(name: classification.name, roles: classification.roles) else { return nil }
    return HoverResolution(
      name: classification.name,
      role: match.role,
      byteRange: TokenClassifier.hoverRange(token),
      topic: match.topic,
      representableName: match.role == .protocolConformance ? classification.representableName : nil)
  }

  func classify() -> Classification? {
    let node = token.parent
    if node.kind == .attribute { return classifyAttribute(node) }
    guard token.kind == .identifier else { return nil }
    let name = token.identifierText
    guard !name.isEmpty else { return nil }
    // Names no topic claims stop here (nearly every token). A Coordinator may be spelled differently
    // (`makeCoordinator() -> WebCoordinator`); such names end in "Coordinator".
    let isCandidate = HoverCatalog.isCandidate(name)
    guard isCandidate || name.hasSuffix("Coordinator") else { return nil }
    let isCoordinatorSpelling = name == "Coordinator" || (name.hasSuffix("Coordinator") && scope.isCoordinatorName(name))
    guard isCandidate || isCoordinatorSpelling else { return nil }

    switch node.kind {
    case .identifierType:
      return classifyTypeName(name, node: node, isCoordinatorSpelling: isCoordinatorSpelling)
    case .memberType:
      // `Owner.Name` in a type position: the token is the member.
      guard let base = node.childNodes.first?.compactText else { return nil }
      if isCoordinatorSpelling, scope.representables.contains(where: { info in info.name == base }) {
        return Classification(name: "Coordinator", roles: [.coordinatorTypeName])
      }
      if TokenClassifier.moduleNames.contains(base) {
        return classifyTypeName(name, node: node, isCoordinatorSpelling: isCoordinatorSpelling)
      }
      return nil
    case .identifierExpr:
      return classifyIdentifierExpression(name, node: node, isCoordinatorSpelling: isCoordinatorSpelling)
    case .memberAccessExpr:
      return classifyMember(name, node: node, isCoordinatorSpelling: isCoordinatorSpelling)
    case .funcDecl:
      guard let nameToken = node.nameToken, nameToken.offset == token.offset else { return nil }
      guard let owner = memberOwner(of: node) else { return nil }
      if TokenClassifier.lifecycleNames.contains(name), scope.representable(declaredBy: owner) != nil {
        return Classification(name: name, roles: [.lifecycleMethodDeclaration])
      }
      return Classification(name: name, roles: [.memberDeclaration])
    case .identifierPattern:
      guard let declaration = variableDeclaration(of: node), let owner = memberOwner(of: declaration) else { return nil }
      if name == "parent", scope.isCoordinatorDeclaration(owner) {
        return Classification(name: name, roles: [.parentInCoordinator])
      }
      return Classification(name: name, roles: [.memberDeclaration])
    case .structDecl, .classDecl, .enumDecl, .actorDecl:
      guard let nameToken = node.nameToken, nameToken.offset == token.offset else { return nil }
      if isCoordinatorSpelling, scope.isCoordinatorDeclaration(node) {
        return Classification(name: "Coordinator", roles: [.coordinatorTypeName])
      }
      return nil
    case .argument:
      // `UIHostingController(rootView: …)`: a label of a call's argument.
      guard node.label != nil, node.childTokens.first?.offset == token.offset,
        let list = node.parent, list.kind == .argumentList, let call = list.parent, call.kind == .callExpr
      else { return nil }
      return Classification(name: name, roles: [.argumentLabel])
    default:
      return nil
    }
  }

  // MARK: Roles by node kind

  private func classifyTypeName(_ name: String, node: SyntaxNode, isCoordinatorSpelling: Bool) -> Classification? {
    let offset = token.textRange.lowerBound
    // An entry of an inheritance clause: `struct V: UIViewRepresentable`, `extension V: …`.
    if let inherited = node.parent, inherited.kind == .inheritedType, let clause = inherited.parent,
      clause.kind == .inheritanceClause, let declaration = clause.parent, declaration.kind.isTypeLikeDeclaration
    {
      let conforming = scope.representable(declaredBy: declaration)?.name
      if isCoordinatorSpelling, conforming == nil, isInsideInteropType(offset) {
        return Classification(name: "Coordinator", roles: [.coordinatorTypeName])
      }
      return Classification(name: name, roles: [.protocolConformance, .typeReference], representableName: conforming)
    }
    if isCoordinatorSpelling {
      guard isInsideInteropType(offset) else { return nil }
      return Classification(name: "Coordinator", roles: [.coordinatorTypeName])
    }
    return Classification(name: name, roles: [.typeReference])
  }

  private func classifyIdentifierExpression(_ name: String, node: SyntaxNode, isCoordinatorSpelling: Bool) -> Classification? {
    let offset = token.textRange.lowerBound
    if isShadowedByLocal(name, from: node) { return nil }
    let isCallee = node.parent.map { parent in parent.kind == .callExpr && (parent.callee.map { callee in HoverScope.same(callee, node) } ?? false) } ?? false
    if startsUppercase(name) {
      if isCoordinatorSpelling {
        guard isInsideInteropType(offset) else { return nil }
        return Classification(name: "Coordinator", roles: [.coordinatorTypeName])
      }
      return Classification(name: name, roles: [.typeReference])
    }
    if name == "parent" {
      return scope.representable(withCoordinatorContaining: offset) != nil
        ? Classification(name: name, roles: [.parentInCoordinator]) : nil
    }
    guard isCallee else { return nil }
    if TokenClassifier.containmentNames.contains(name), !isContainmentContext(node) { return nil }
    if TokenClassifier.lifecycleNames.contains(name), scope.representable(containing: offset) != nil {
      return Classification(name: name, roles: [.lifecycleMethodCall, .functionCall])
    }
    return Classification(name: name, roles: [.functionCall])
  }

  private func classifyMember(_ name: String, node: SyntaxNode, isCoordinatorSpelling: Bool) -> Classification? {
    let offset = token.textRange.lowerBound
    guard let member = node.nameToken, member.offset == token.offset else { return nil }
    guard let base = node.base else {
      return Classification(name: name, roles: [.implicitMember])
    }
    let basePath = base.memberPath ?? []
    if basePath == ["context"] {
      if name == "coordinator" { return Classification(name: name, roles: [.contextCoordinator]) }
      if name == "environment" { return Classification(name: name, roles: [.contextEnvironment]) }
    }
    if name == "parent" {
      if basePath == ["self"], scope.representable(withCoordinatorContaining: offset) != nil {
        return Classification(name: name, roles: [.parentInCoordinator])
      }
      // `context.coordinator.parent = self` in update, `coordinator.parent` in dismantle.
      if basePath.last == "coordinator", scope.representable(containing: offset) != nil {
        return Classification(name: name, roles: [.parentInCoordinator])
      }
    }
    if TokenClassifier.lifecycleNames.contains(name), let call = node.parent, call.kind == .callExpr,
      let representable = scope.representable(containing: offset),
      basePath == ["self"] || basePath == ["Self"] || basePath == [representable.name]
    {
      return Classification(name: name, roles: [.lifecycleMethodCall])
    }
    if isCoordinatorSpelling, basePath.count == 1, let owner = basePath.first,
      scope.representables.contains(where: { info in info.name == owner })
    {
      return Classification(name: "Coordinator", roles: [.coordinatorTypeName])
    }
    if basePath.count == 1, let module = basePath.first, TokenClassifier.moduleNames.contains(module), startsUppercase(name) {
      return Classification(name: name, roles: [.typeReference])
    }
    if TokenClassifier.containmentNames.contains(name), !isContainmentContext(node) { return nil }
    return Classification(name: name, roles: [.memberAccess])
  }

  private func classifyAttribute(_ attribute: SyntaxNode) -> Classification? {
    guard let name = attribute.attributeName, HoverCatalog.isCandidate(name) else { return nil }
    // attribute → attributeList → declaration.
    guard let list = attribute.parent, list.kind == .attributeList, let declaration = list.parent,
      declaration.kind == .variableDecl, let owner = memberOwner(of: declaration)
    else { return nil }
    var roles: [SymbolRole] = []
    if scope.representable(declaredBy: owner) != nil { roles.append(.propertyWrapperAttribute) }
    if owner.kind == .classDecl { roles.append(.propertyWrapperInClass) }
    return roles.isEmpty ? nil : Classification(name: name, roles: roles)
  }

  // MARK: Scope queries

  /// The type declaration whose member block directly holds `declaration` (through `#if` clauses).
  private func memberOwner(of declaration: SyntaxNode) -> SyntaxNode? {
    var current = declaration.parent
    var steps = 0
    while let node = current, steps < TokenClassifier.maximumAncestors {
      steps += 1
      switch node.kind {
      case .ifConfigClause, .ifConfigDecl:
        current = node.parent
      case .memberBlock:
        guard let owner = node.parent, owner.kind.isTypeLikeDeclaration else { return nil }
        return owner
      default:
        return nil
      }
    }
    return nil
  }

  /// identifierPattern → (tuple patterns) → patternBinding → variableDecl.
  private func variableDeclaration(of pattern: SyntaxNode) -> SyntaxNode? {
    var current = pattern.parent
    var steps = 0
    while let node = current, steps < TokenClassifier.maximumAncestors {
      steps += 1
      switch node.kind {
      case .variableDecl: return node
      case .patternBinding, .tuplePattern, .tuplePatternElement, .valueBindingPattern: current = node.parent
      default: return nil
      }
    }
    return nil
  }

  /// Inside a representable (any of its declarations) or inside its Coordinator.
  private func isInsideInteropType(_ offset: Int) -> Bool {
    scope.representable(containing: offset) != nil || scope.representable(withCoordinatorContaining: offset) != nil
  }

  /// Containment topics only where UIKit containment is plausible: in a class whose superclass name ends
  /// in `Controller`, or in a file that uses `UIHostingController`.
  private func isContainmentContext(_ node: SyntaxNode) -> Bool {
    var current: SyntaxNode? = node
    var steps = 0
    while let candidate = current, steps < TokenClassifier.maximumAncestors {
      steps += 1
      if candidate.kind == .classDecl, let first = candidate.inheritedTypeNames.first, first.hasSuffix("Controller") {
        return true
      }
      current = candidate.parent
    }
    return scope.mentionsHostingController
  }

  /// Whether `name` is a parameter, closure parameter, or local declared before the token in an
  /// enclosing function, closure or block (so `let WKWebView = 3; print(WKWebView)` is not the type).
  private func isShadowedByLocal(_ name: String, from node: SyntaxNode) -> Bool {
    let offset = token.textRange.lowerBound
    var current = node.parent
    var steps = 0
    while let scopeNode = current, steps < TokenClassifier.maximumAncestors {
      steps += 1
      switch scopeNode.kind {
      case .codeBlock, .closureExpr:
        for statement in scopeNode.statements where statement.endOffset <= offset {
          if statement.kind == .variableDecl, statement.boundNames.contains(name) { return true }
          if statement.kind == .guardStmt, bindsName(name, in: statement) { return true }
        }
        if scopeNode.kind == .closureExpr {
          for parameter in scopeNode.closureParameters where parameter.childTokens.contains(where: { part in part.identifierText == name }) {
            return true
          }
          if scopeNode.captureItems.contains(where: { item in item.capturedName == name }) { return true }
        }
      case .funcDecl, .initDecl, .subscriptDecl:
        if scopeNode.parameters.contains(where: { parameter in parameter.localName == name }) { return true }
      case .ifExpr, .whileStmt:
        if bindsName(name, in: scopeNode) { return true }
      case .forStmt:
        if let pattern = scopeNode.pattern, pattern.boundNames.contains(name) { return true }
      case .memberBlock, .sourceFile:
        // Members and globals are not locals; stop at the type or file level.
        return false
      default:
        break
      }
      current = scopeNode.parent
    }
    return false
  }

  /// Whether an `if`/`guard`/`while` condition binds `name` (`if let name`, `guard let name = …`).
  private func bindsName(_ name: String, in statement: SyntaxNode) -> Bool {
    statement.conditions.contains { condition in
      condition.kind == .optionalBindingCondition && condition.boundNames.contains(name)
    }
  }

  private func startsUppercase(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    return first.properties.isUppercase
  }
}

/// The live checklist of one representable, computed from its declarations and the published findings.
enum RepresentableChecklist {
  /// - Parameter checkedRuleIDs: the rules that actually run; an item none of whose rules runs is shown
  ///   as not checked rather than as passing. Defaults to the implemented, enabled rules of `RuleRegistry`.
  static func lines(
    for representable: HoverScope.RepresentableInfo,
    findings: [Finding],
    configuration: AnalysisConfiguration,
    checkedRuleIDs: Set<String>? = nil
  ) -> [ChecklistLine] {
    let ranges = (representable.declarations + representable.coordinatorDeclarations).map { declaration in
      declaration.rangeWithTrivia
    }
    let ruleIDs = findings.filter { finding in
      ranges.contains { range in range.lowerBound <= finding.range.lowerBound && finding.range.upperBound <= range.upperBound }
    }.map { finding in finding.ruleID }
    let checked = checkedRuleIDs ?? Set(
      RuleRegistry.all.filter { rule in
        rule.description.isImplemented && configuration.rules[rule.description.id] != .off
      }.map { rule in rule.description.id })
    return HoverChecklist.evaluate(
      findingRuleIDs: ruleIDs, notApplicable: notApplicable(representable, configuration: configuration),
      checkedRuleIDs: checked)
  }

  /// Items that do not apply to this representable, as far as its declarations show.
  static func notApplicable(
    _ representable: HoverScope.RepresentableInfo,
    configuration: AnalysisConfiguration
  ) -> Set<RepresentableChecklistItem> {
    var result: Set<RepresentableChecklistItem> = []
    let stem = representable.stem
    let make = representable.function(named: "make" + stem)
    let update = representable.function(named: "update" + stem)
    let dismantle = representable.function(named: "dismantle" + stem)
    if make == nil && update == nil { result.insert(.viewCreatedInMake) }
    if update == nil { result.insert(.updateGuarded) }
    let hasCoordinator = !representable.coordinatorDeclarations.isEmpty
    let adoptsDelegate = representable.coordinatorDeclarations.contains { declaration in
      declaration.inheritedTypeNames.contains { name in name.hasSuffix("Delegate") || name.hasSuffix("DataSource") }
    }
    if !adoptsDelegate { result.insert(.delegateSetInMake) }
    if !hasCoordinator { result.insert(.weakCoordinatorCaptures) }
    // Isolation matters only in the one Swift 6 case of `coordinator-not-main-actor`: a delegate conformance
    // declared in an extension of the Coordinator, without default MainActor isolation.
    let conformsInExtension = representable.coordinatorDeclarations.contains { declaration in
      declaration.kind == .extensionDecl
        && declaration.inheritedTypeNames.contains { name in name.hasSuffix("Delegate") || name.hasSuffix("DataSource") }
    }
    if !conformsInExtension || configuration.swiftLanguageMode != 6 || configuration.defaultIsolation != .nonisolated {
      result.insert(.coordinatorMainActor)
    }
    // Safari and the document picker dismiss themselves.
    let selfDismissing: Set<String> = ["SFSafariViewControllerDelegate", "UIDocumentPickerDelegate"]
    let exitDelegates = representable.coordinatorDeclarations.flatMap(\.inheritedTypeNames).filter { name in
      (name.hasSuffix("Delegate") || name.hasSuffix("DataSource")) && !name.hasPrefix("UINavigationController")
    }
    if !(representable.isController && adoptsDelegate) || exitDelegates.allSatisfy({ selfDismissing.contains(TypeName.simple($0)) }) {
      result.insert(.exitPathsDismiss)
    }
    // Without a dismantle the item matters only when a rule found something to clean up (a finding
    // still marks it ✗).
    if dismantle == nil { result.insert(.dismantleCleansUp) }
    return result
  }
}
