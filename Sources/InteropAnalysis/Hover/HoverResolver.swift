import SwiftLiteParser

/// What the resolver found under the cursor.
public struct HoverResolution: Sendable, Hashable {
  /// The name looked up in the catalog. Usually the token's text; `Coordinator` when the token names the
  /// representable's Coordinator under another spelling (`makeCoordinator() -> WebCoordinator`).
  public var name: String
  public var role: SymbolRole
  /// The hovered token's UTF-8 byte range (the LSP response range).
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
public struct HoverAnswer: Sendable, Hashable {
  /// Markdown or plain text, as requested.
  public var text: String
  public var format: HoverFormat
  /// UTF-8 byte range of the hovered token (or of the diagnostic when no token topic applies).
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

/// Token under the cursor → syntactic role → topic.
///
/// Works on the same scanned file and interop model as the rules (`AnalysisContext`), so hover and
/// diagnostics agree on what is a representable and what is its Coordinator. Pure and cheap: one binary
/// search for the token, then a look at its neighbours and the enclosing declarations.
public enum HoverResolver {
  /// The full hover for `textDocument/hover`: the topic of the token at `utf8Offset`, the live checklist
  /// when the token is a representable protocol in a conformance, and the rationale of every finding
  /// whose range holds the offset. Nil when there is nothing to say (the server answers `null`).
  ///
  /// - Parameters:
  ///   - context: the document's analysis context (the one the server built for diagnostics).
  ///   - utf8Offset: the cursor as a UTF-8 byte offset into `context.text`.
  ///   - findings: the document's findings after configuration and suppressions (what was published).
  ///   - format: `.markdown`, or `.plaintext` when the client's `hover.contentFormat` lacks markdown.
  public static func hover(
    context: AnalysisContext,
    utf8Offset: Int,
    findings: [Finding],
    format: HoverFormat
  ) -> HoverAnswer? {
    let resolution = resolve(context: context, utf8Offset: utf8Offset)
    var content = HoverContent(topic: resolution?.topic)
    if let resolution, resolution.role == .protocolConformance, let name = resolution.representableName,
      let representable = context.model.representables.first(where: { candidate in candidate.name == name })
    {
      content.checklistTypeName = name
      content.checklist = RepresentableChecklist.lines(for: representable, context: context, findings: findings)
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
    let range = resolution?.byteRange ?? tokenRange(context: context, utf8Offset: utf8Offset) ?? diagnosticRange
    return HoverAnswer(
      text: text, format: format, byteRange: range ?? utf8Offset..<utf8Offset, topicID: resolution?.topic.id)
  }

  /// The topic of the token at `utf8Offset`, or nil when the token is not an interop topic in its role.
  public static func resolve(context: AnalysisContext, utf8Offset: Int) -> HoverResolution? {
    let file = context.file
    guard let index = tokenIndex(in: file, at: utf8Offset) else { return nil }
    let classifier = TokenClassifier(context: context, index: index)
    guard let classification = classifier.classify() else { return nil }
    guard let match = HoverCatalog.topic(name: classification.name, roles: classification.roles) else { return nil }
    return HoverResolution(
      name: classification.name,
      role: match.role,
      byteRange: file.byteRange(from: index, through: index),
      topic: match.topic,
      representableName: match.role == .protocolConformance ? classification.representableName : nil)
  }

  /// Convenience for tests and one-off callers: scans `text` with the default configuration.
  public static func resolve(text: SourceText, utf8Offset: Int) -> HoverResolution? {
    let context = AnalysisContext(text: text, path: nil, configuration: AnalysisConfiguration())
    return resolve(context: context, utf8Offset: utf8Offset)
  }

  /// The byte range of the identifier or attribute token at the offset, if any.
  static func tokenRange(context: AnalysisContext, utf8Offset: Int) -> Range<Int>? {
    guard let index = tokenIndex(in: context.file, at: utf8Offset) else { return nil }
    return context.file.byteRange(from: index, through: index)
  }

  /// The identifier or attribute token that holds `offset`, or that ends exactly at it (the cursor just
  /// after a word).
  static func tokenIndex(in file: ScannedFile, at offset: Int) -> Int? {
    let tokens = file.tokens
    guard !tokens.isEmpty, offset >= 0 else { return nil }
    // The last token starting at or before the offset.
    var low = 0
    var high = tokens.count - 1
    var found = -1
    while low <= high {
      let middle = low + (high - low) / 2
      if tokens[middle].start <= offset {
        found = middle
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    guard found >= 0 else { return nil }
    func isWord(_ candidate: Int) -> Bool {
      candidate >= 0 && candidate < tokens.count
        && (tokens[candidate].kind == .identifier || tokens[candidate].kind == .attribute)
    }
    let token = tokens[found]
    if offset < token.end, isWord(found) { return found }
    // The cursor just after a word: `WKWebView|()` or `WKWebView|` at the end of a line.
    if offset == token.start, isWord(found - 1), tokens[found - 1].end == offset { return found - 1 }
    if offset == token.end, token.end > token.start, isWord(found) { return found }
    return nil
  }
}

/// Classifies one identifier or attribute token: the name to look up and the roles it plays, most
/// specific first.
struct TokenClassifier {
  let context: AnalysisContext
  let index: Int
  var file: ScannedFile { context.file }
  var model: InteropModel { context.model }

  struct Classification {
    var name: String
    var roles: [SymbolRole]
    var representableName: String?
  }

  /// Words that end an expression position: a `.` after them starts an implicit member, not a member access.
  static let keywordsBeforeImplicitMember: Set<String> = [
    "return", "case", "in", "where", "throw", "throws", "try", "await", "if", "guard", "else", "switch", "is", "as",
    "let", "var", "some", "any", "defer", "repeat", "while", "for", "yield", "default", "do", "catch",
  ]

  static let typeDeclarationKeywords: Set<String> = [
    "struct", "class", "enum", "actor", "protocol", "typealias", "associatedtype",
  ]

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

  static let maximumAttributeScan = 64

  func classify() -> Classification? {
    guard index >= 0, index < file.count else { return nil }
    let token = file.tokens[index]
    if token.kind == .attribute { return classifyAttribute() }
    guard token.kind == .identifier else { return nil }
    var name = file.text(index)
    if name.hasPrefix("`") {
      name = String(name.dropFirst().prefix { character in character != "`" })
    }
    if name.isEmpty || name.hasPrefix("$") { return nil }
    // Skip the work for names no topic claims (nearly every token). A Coordinator may be spelled
    // differently (`makeCoordinator() -> WebCoordinator`): such names end in "Coordinator".
    let isCandidate = HoverCatalog.isCandidate(name)
    guard isCandidate || name.hasSuffix("Coordinator") else { return nil }
    var isCoordinatorSpelling = name == "Coordinator"
    if !isCoordinatorSpelling, name.hasSuffix("Coordinator") {
      isCoordinatorSpelling = model.representables.contains { representable in representable.coordinator?.name == name }
    }
    guard isCandidate || isCoordinatorSpelling else { return nil }

    let previous = index - 1
    if previous >= 0, file.is(previous, ".") {
      return classifyAfterDot(name: name, dot: previous, isCoordinatorSpelling: isCoordinatorSpelling)
    }
    return classifyBare(name: name, isCoordinatorSpelling: isCoordinatorSpelling)
  }

  // MARK: After a dot

  private func classifyAfterDot(name: String, dot: Int, isCoordinatorSpelling: Bool) -> Classification? {
    let base = dot - 1
    guard hasBase(dot: dot) else {
      return Classification(name: name, roles: [.implicitMember])
    }
    let baseText = file.text(base)
    let baseIsQualified = base - 1 >= 0 && file.is(base - 1, ".")
    if !baseIsQualified, baseText == "context" {
      if name == "coordinator" { return Classification(name: name, roles: [.contextCoordinator]) }
      if name == "environment" { return Classification(name: name, roles: [.contextEnvironment]) }
    }
    if name == "parent", baseText == "self", coordinatorContaining() != nil {
      return Classification(name: name, roles: [.parentInCoordinator])
    }
    if name == "parent", baseText == "coordinator", representableContaining() != nil {
      // `context.coordinator.parent = self` in update, `coordinator.parent` in dismantle.
      return Classification(name: name, roles: [.parentInCoordinator])
    }
    if TokenClassifier.lifecycleNames.contains(name), isCall(index), let representable = representableContaining(),
      baseText == "self" || baseText == "Self" || baseText == representable.name
    {
      return Classification(name: name, roles: [.lifecycleMethodCall])
    }
    if isCoordinatorSpelling, model.representables.contains(where: { representable in representable.name == baseText }) {
      // `extension SearchField.Coordinator`, `SearchField.Coordinator(…)`.
      return Classification(name: "Coordinator", roles: [.coordinatorTypeName])
    }
    if TokenClassifier.moduleNames.contains(baseText), !baseIsQualified, startsUppercase(name) {
      return classifyBare(name: name, isCoordinatorSpelling: isCoordinatorSpelling)
    }
    if TokenClassifier.containmentNames.contains(name), !isContainmentContext() { return nil }
    return Classification(name: name, roles: [.memberAccess])
  }

  /// Whether the `.` at `dot` follows an expression (member access) rather than starting an implicit member.
  private func hasBase(dot: Int) -> Bool {
    let base = dot - 1
    guard base >= 0 else { return false }
    let dotToken = file.tokens[dot]
    // `x == .zero`, `f(a, .b)`: a space before the dot that is not a line break means no base.
    if dotToken.spaceBefore && !dotToken.newlineBefore { return false }
    let baseToken = file.tokens[base]
    switch baseToken.kind {
    case .identifier:
      return !TokenClassifier.keywordsBeforeImplicitMember.contains(file.text(base))
    case .string, .number:
      return true
    case .punctuation:
      return file.is(base, ")") || file.is(base, "]") || file.is(base, "}")
    case .operator:
      if dotToken.spaceBefore { return false }
      let text = file.text(base)
      return text == "?" || text == "!" || text.hasSuffix(">")
    case .attribute, .poundKeyword:
      return false
    }
  }

  // MARK: Bare identifiers

  private func classifyBare(name: String, isCoordinatorSpelling: Bool) -> Classification? {
    let previous = index - 1
    let previousWord = previous >= 0 && file.isIdentifier(previous) ? file.text(previous) : ""
    let next = index + 1

    if TokenClassifier.typeDeclarationKeywords.contains(previousWord) {
      // The name of a type being declared: only the representable's own Coordinator is a topic.
      if isCoordinatorSpelling, isCoordinatorDeclarationName() {
        return Classification(name: "Coordinator", roles: [.coordinatorTypeName])
      }
      return nil
    }
    if previousWord == "func" {
      guard let memberOf = memberOwner() else { return nil }
      if TokenClassifier.lifecycleNames.contains(name), isRepresentableDeclaration(memberOf) {
        return Classification(name: name, roles: [.lifecycleMethodDeclaration])
      }
      return Classification(name: name, roles: [.memberDeclaration])
    }
    if previousWord == "var" || previousWord == "let" {
      guard let memberOf = memberOwner() else { return nil }
      if name == "parent", isCoordinatorDeclaration(memberOf) {
        return Classification(name: name, roles: [.parentInCoordinator])
      }
      return Classification(name: name, roles: [.memberDeclaration])
    }
    if previousWord == "case" || previousWord == "import" { return nil }
    if next < file.count, file.is(next, ":"), !isTernaryBranch() {
      // A label: in a call (`UIHostingController(rootView: …)`) or a declaration's parameter list.
      if isCallArgumentLabel() { return Classification(name: name, roles: [.argumentLabel]) }
      return nil
    }
    if isShadowedByLocal(name) { return nil }

    if startsUppercase(name) {
      if let conformance = conformance() {
        return Classification(name: name, roles: [.protocolConformance, .typeReference], representableName: conformance)
      }
      if isCoordinatorSpelling, representableContaining() != nil || coordinatorContaining() != nil {
        return Classification(name: "Coordinator", roles: [.coordinatorTypeName])
      }
      return Classification(name: name, roles: [.typeReference])
    }
    if name == "parent", coordinatorContaining() != nil {
      return Classification(name: name, roles: [.parentInCoordinator])
    }
    if isCall(index) {
      if TokenClassifier.containmentNames.contains(name), !isContainmentContext() { return nil }
      if TokenClassifier.lifecycleNames.contains(name), representableContaining() != nil {
        return Classification(name: name, roles: [.lifecycleMethodCall, .functionCall])
      }
      return Classification(name: name, roles: [.functionCall])
    }
    return nil
  }

  // MARK: Attributes

  private func classifyAttribute() -> Classification? {
    let name = String(file.text(index).dropFirst())
    guard !name.isEmpty, HoverCatalog.isCandidate(name) else { return nil }
    // Skip the rest of the attributes and modifiers up to the declaration keyword.
    var cursor = index
    var steps = 0
    while cursor < file.count, steps < TokenClassifier.maximumAttributeScan {
      steps += 1
      let token = file.tokens[cursor]
      if token.kind == .attribute {
        if cursor + 1 < file.count, file.is(cursor + 1, "("), !file.tokens[cursor + 1].spaceBefore {
          cursor = max(file.closing(cursor + 1), cursor) + 1
        } else {
          cursor += 1
        }
        continue
      }
      if token.kind == .identifier, DeclarationScanner.modifierWords.contains(file.text(cursor)) {
        cursor += 1
        if cursor < file.count, file.is(cursor, "("), !file.tokens[cursor].spaceBefore {
          cursor = max(file.closing(cursor), cursor) + 1
        }
        continue
      }
      break
    }
    guard cursor < file.count, file.isIdentifier(cursor, "var") || file.isIdentifier(cursor, "let") else { return nil }
    guard let owner = memberOwner() else { return nil }
    var roles: [SymbolRole] = []
    if isRepresentableDeclaration(owner) { roles.append(.propertyWrapperAttribute) }
    if owner.keyword == "class" { roles.append(.propertyWrapperInClass) }
    return roles.isEmpty ? nil : Classification(name: name, roles: roles)
  }

  // MARK: Scope queries

  /// The innermost type declaration whose body holds the token.
  private func innermostType() -> TypeDeclaration? {
    var best: TypeDeclaration?
    for type in model.allTypes where type.bodyOpen < index && index < type.bodyClose {
      if let current = best, current.bodyOpen > type.bodyOpen { continue }
      best = type
    }
    return best
  }

  /// The type whose body directly holds the token (not inside one of its methods or closures).
  private func memberOwner() -> TypeDeclaration? {
    guard let type = innermostType(), innermostOpenBrace() == type.bodyOpen else { return nil }
    return type
  }

  /// The nearest `{` before the token that is still open at the token.
  private func innermostOpenBrace() -> Int? {
    var cursor = index - 1
    while cursor >= 0 {
      let token = file.tokens[cursor]
      if token.kind == .punctuation {
        if file.is(cursor, "}") || file.is(cursor, ")") || file.is(cursor, "]") {
          let opener = file.match[cursor]
          cursor = (opener >= 0 && opener < cursor ? opener : cursor) - 1
          continue
        }
        if file.is(cursor, "{") { return cursor }
      }
      cursor -= 1
    }
    return nil
  }

  /// The nearest `(` or `[` or `{` before the token that is still open at the token.
  private func innermostOpenBracket() -> Int? {
    var cursor = index - 1
    while cursor >= 0 {
      let token = file.tokens[cursor]
      if token.kind == .punctuation {
        if file.is(cursor, "}") || file.is(cursor, ")") || file.is(cursor, "]") {
          let opener = file.match[cursor]
          cursor = (opener >= 0 && opener < cursor ? opener : cursor) - 1
          continue
        }
        if file.is(cursor, "{") || file.is(cursor, "(") || file.is(cursor, "[") { return cursor }
      }
      cursor -= 1
    }
    return nil
  }

  private func contains(_ type: TypeDeclaration) -> Bool {
    type.bodyOpen < index && index < type.bodyClose
  }

  private func representableContaining() -> Representable? {
    model.representables.first { representable in
      representable.declarations.contains { declaration in contains(declaration) }
    }
  }

  private func coordinatorContaining() -> Representable? {
    model.representables.first { representable in
      representable.coordinator?.declarations.contains { declaration in contains(declaration) } ?? false
    }
  }

  private func isRepresentableDeclaration(_ type: TypeDeclaration) -> Bool {
    model.representables.contains { representable in
      representable.declarations.contains { declaration in declaration.bodyOpen == type.bodyOpen }
    }
  }

  private func isCoordinatorDeclaration(_ type: TypeDeclaration) -> Bool {
    model.representables.contains { representable in
      representable.coordinator?.declarations.contains { declaration in declaration.bodyOpen == type.bodyOpen } ?? false
    }
  }

  /// Whether the token is the name of a representable's Coordinator declaration (`class Coordinator`).
  private func isCoordinatorDeclarationName() -> Bool {
    model.representables.contains { representable in
      representable.coordinator?.declarations.contains { declaration in declaration.nameToken == index } ?? false
    }
  }

  /// When the token is an entry of a type's inheritance clause: the representable's name if that type
  /// is one, else an empty string (a conformance, but not of a representable in this file).
  private func conformance() -> String? {
    for type in model.allTypes {
      guard type.inheritance.contains(where: { inherited in inherited.nameToken == index }) else { continue }
      let simple = InteropModel.simpleName(type.name)
      return model.representables.first { representable in representable.name == simple }?.name ?? ""
    }
    return nil
  }

  private func isCall(_ token: Int) -> Bool {
    let next = token + 1
    return next < file.count && file.is(next, "(") && !file.tokens[next].spaceBefore
  }

  /// `a ? b : c`: the `:` after `b` is not a label's.
  private func isTernaryBranch() -> Bool {
    let previous = index - 1
    return previous >= 0 && file.tokens[previous].kind == .operator && file.text(previous) == "?"
      && file.tokens[previous].spaceBefore
  }

  /// Whether the `name:` at the token is an argument label of a call (not a parameter of a declaration).
  private func isCallArgumentLabel() -> Bool {
    guard let open = innermostOpenBracket(), file.is(open, "(") else { return false }
    let callee = open - 1
    guard callee >= 0 else { return false }
    if file.isIdentifier(callee) {
      let word = file.text(callee)
      let calleeAfterDot = callee - 1 >= 0 && file.is(callee - 1, ".")
      if (word == "init" || word == "subscript") && !calleeAfterDot { return false }
      if callee - 1 >= 0, file.isIdentifier(callee - 1, "func") { return false }
      if TokenClassifier.keywordsBeforeImplicitMember.contains(word) { return false }
      return true
    }
    // A generic callee `Foo<Bar>(x: …)`, or a call on a call result.
    let text = file.text(callee)
    return text.hasSuffix(">") || file.is(callee, ")") || file.is(callee, "]")
  }

  /// Whether `name` is a parameter of the enclosing function or a local declared before the token in it.
  private func isShadowedByLocal(_ name: String) -> Bool {
    guard let function = enclosingFunction(), let open = function.bodyOpen else { return false }
    if function.parameters.contains(where: { parameter in parameter.name == name }) { return true }
    var cursor = open + 1
    while cursor < index {
      if file.isIdentifier(cursor), file.text(cursor) == name, cursor - 1 > open {
        let before = file.text(cursor - 1)
        if before == "let" || before == "var" || before == "for" { return true }
        // Closure parameters: `{ name in`, `{ name, other in`.
        if before == "{" || before == "," {
          var lookahead = cursor + 1
          while lookahead < index, lookahead < cursor + 16, file.isIdentifier(lookahead) || file.is(lookahead, ",") {
            if file.isIdentifier(lookahead, "in") { return true }
            lookahead += 1
          }
        }
      }
      cursor += 1
    }
    return false
  }

  /// The innermost function (member or top level) whose body holds the token.
  private func enclosingFunction() -> FunctionDeclaration? {
    var best: FunctionDeclaration?
    func consider(_ declarations: [Declaration]) {
      for declaration in declarations {
        guard case .function(let function) = declaration, let open = function.bodyOpen, let close = function.bodyClose,
          open < index, index < close
        else { continue }
        if let current = best, let currentOpen = current.bodyOpen, currentOpen > open { continue }
        best = function
      }
    }
    consider(context.declarations)
    for type in model.allTypes where contains(type) {
      consider(type.members)
    }
    return best
  }

  /// Containment topics only where UIKit containment is plausible.
  private func isContainmentContext() -> Bool {
    for type in model.allTypes where contains(type) && type.keyword == "class" {
      if let first = type.inheritance.first, first.name.hasSuffix("Controller") { return true }
    }
    for tokenIndex in 0..<file.count where file.tokens[tokenIndex].kind == .identifier {
      if file.is(tokenIndex, "UIHostingController") { return true }
    }
    return false
  }

  private func startsUppercase(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    return first.properties.isUppercase
  }
}

/// The live checklist of one representable, computed from the interop model and the published findings.
public enum RepresentableChecklist {
  /// - Parameter checkedRuleIDs: the rules that actually run; an item none of whose rules runs is shown
  ///   as not checked rather than as passing. Defaults to the implemented rules of `RuleRegistry`.
  public static func lines(
    for representable: Representable,
    context: AnalysisContext,
    findings: [Finding],
    checkedRuleIDs: Set<String>? = nil
  ) -> [ChecklistLine] {
    let ranges = (representable.declarations + (representable.coordinator?.declarations ?? [])).map { declaration in
      context.range(declaration.firstToken, declaration.bodyClose)
    }
    let ruleIDs = findings.filter { finding in
      ranges.contains { range in range.lowerBound <= finding.range.lowerBound && finding.range.upperBound <= range.upperBound }
    }.map { finding in finding.ruleID }
    let checked = checkedRuleIDs ?? Set(RuleRegistry.all.filter { rule in rule.description.isImplemented }.map { rule in rule.description.id })
    return HoverChecklist.evaluate(
      findingRuleIDs: ruleIDs, notApplicable: notApplicable(representable, context: context), checkedRuleIDs: checked)
  }

  /// Items that do not apply to this representable, as far as its declarations show.
  static func notApplicable(_ representable: Representable, context: AnalysisContext) -> Set<RepresentableChecklistItem> {
    var result: Set<RepresentableChecklistItem> = []
    if representable.make == nil && representable.update == nil { result.insert(.viewCreatedInMake) }
    if representable.update == nil { result.insert(.updateGuarded) }
    let coordinator = representable.coordinator
    let adoptsDelegate = coordinator?.conformances.contains { inherited in
      inherited.name.hasSuffix("Delegate") || inherited.name.hasSuffix("DataSource")
    } ?? false
    if !adoptsDelegate { result.insert(.delegateSetInMake) }
    if coordinator == nil { result.insert(.weakCoordinatorCaptures) }
    if !adoptsDelegate || context.configuration.effectiveSwiftLanguageMode < 6 { result.insert(.coordinatorMainActor) }
    if !(representable.kind.isController && adoptsDelegate) { result.insert(.exitPathsDismiss) }
    // Without a dismantle, the item matters only when a rule found something to clean up.
    if representable.dismantle == nil { result.insert(.dismantleCleansUp) }
    // Items whose every rule is switched off cannot be judged.
    for item in RepresentableChecklistItem.allCases
    where item.ruleIDs.allSatisfy({ ruleID in context.configuration.rules[ruleID] == .off }) {
      result.insert(item)
    }
    return result
  }
}
