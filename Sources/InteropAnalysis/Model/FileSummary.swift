import SwiftLiteParser

/// What one file declares and what it needs from other files, as plain values (no nodes), so that a workspace
/// index can merge many files without keeping their trees: the types and extensions with their conformances
/// and members, the representables (and which of their pieces this file holds), Coordinators, presentation
/// sites of views, `canSend…` checks, hosting roots and root views' environment needs.
public struct FileSummary: Sendable, Hashable {
  /// A type or extension declaration.
  public struct TypeEntry: Sendable, Hashable {
    public var keyword: String
    /// Qualified name (`Outer.Inner`; an extension's extended type).
    public var qualifiedName: String
    public var inheritance: [String]
    public var attributes: [String]
    /// Function names with their argument labels (`updateUIView(_:context:)`), static ones prefixed `static `.
    public var functions: [String]
    public var properties: [PropertyEntry]
    /// `private` / `fileprivate`: no other file can extend it.
    public var isFilePrivate: Bool
    /// Byte range of the name token (an extension's last name component), for related information.
    public var nameRange: Range<Int>? = nil
    /// In a class: methods named like an effectful update call (`reloadData()`, …) whose body has no condition
    /// and passes the same call on to a stored property (`func reloadData() { preview.reloadData() }`).
    public var forwards: [Forward] = []
  }

  /// `func reloadData() { inner.reloadData() }`: a class method that does nothing but repeat the call on a
  /// stored property, so a call of it costs what the inner call costs.
  public struct Forward: Sendable, Hashable {
    /// The method's name (the same as the inner call's).
    public var method: String
    /// The stored property the call goes to, and its declared (or constructed) type.
    public var receiver: String
    public var receiverType: String?
    /// The inner call's byte range.
    public var range: Range<Int>
  }

  public struct PropertyEntry: Sendable, Hashable {
    public var name: String
    public var attributes: [String]
    public var type: String?
    public var isStatic: Bool
    /// The type its initial value constructs (`lazy var preview = QLPreviewController()`), when it has no declared type.
    public var initialType: String? = nil
  }

  /// A representable this file declares or extends, with the pieces found here.
  public struct RepresentableEntry: Sendable, Hashable {
    public var name: String
    public var kind: String
    /// Lifecycle members declared in this file: `make`, `update`, `dismantle`, `makeCoordinator`, `sizeThatFits`.
    public var members: Set<String>
    public var madeType: String?
    /// The Coordinator's simple name, when this file names it (makeCoordinator's return type or a nested type).
    public var coordinator: String?
    /// Byte range of the representable's name token in this file.
    public var nameRange: Range<Int>? = nil
  }

  /// Where a view type is placed in a SwiftUI body or builder.
  public struct PresentationSite: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
      case sheet, fullScreenCover, popover, inline
    }

    /// The constructed view type (`MailView` in `.sheet(isPresented: $show) { MailView(…) }`).
    public var view: String
    public var kind: Kind
    /// The type whose member holds the site (the presenting view).
    public var presenter: String?
    /// Line of the construction (1-based), for related information.
    public var line: Int
    /// Byte range of the construction.
    public var range: Range<Int> = 0..<0
  }

  /// A View struct that reads an `@EnvironmentObject` or a non-optional `@Environment(T.self)` property: a root
  /// of a hosting controller must be given that object.
  public struct EnvironmentNeed: Sendable, Hashable {
    public var view: String
    /// How the property is declared (`` `@EnvironmentObject var model` ``), for messages.
    public var need: String
    /// Byte range of the property's name token.
    public var range: Range<Int>
  }

  public var types: [TypeEntry]
  public var representables: [RepresentableEntry]
  public var presentationSites: [PresentationSite]
  /// Types whose members call `canSendMail()`, `canSendText()` or `canSendAttachments()`, with the calls.
  public var canSendChecks: [String: Set<String>]
  /// View types passed as a hosting root (`UIHostingController(rootView: V(…))`, `rootView = V(…)`,
  /// `UIHostingConfiguration { V(…) }`), and whether the expression applies any modifier.
  public var hostingRoots: [HostingRoot]

  public struct HostingRoot: Sendable, Hashable {
    public var view: String
    public var hasModifiers: Bool
    public var line: Int
  }

  /// View structs of this file that read an environment object (one entry per view: the first such property).
  public var environmentNeeds: [EnvironmentNeed] = []
  /// Names this file's `body` properties construct outside presentation content (`Text`, `MailView`) that no
  /// type of this file declares: a representable of another file placed inline here.
  public var inlineViews: Set<String> = []

  public init(tree: SyntaxTree, model: InteropModel, lineIndex: LineIndex) {
    self.types = model.types.map { type in
      TypeEntry(
        keyword: type.keyword.rawValue, qualifiedName: type.qualifiedName.joined(separator: "."),
        inheritance: type.inheritance.map(\.written), attributes: type.attributes,
        functions: type.functions.map { function in
          let labels = function.parameters.map { ($0.label ?? "_") + ":" }.joined()
          return (function.isStatic ? "static " : "") + function.name + "(" + labels + ")"
        },
        properties: type.properties.map { property in
          PropertyEntry(
            name: property.name, attributes: property.attributes, type: property.type, isStatic: property.isStatic,
            initialType: property.type == nil ? property.initializer.flatMap(FileSummary.constructedType) : nil)
        },
        isFilePrivate: type.modifiers.contains("private") || type.modifiers.contains("fileprivate"),
        nameRange: type.nameToken?.textRange,
        forwards: type.keyword == .class || type.keyword == .extension ? FileSummary.forwards(in: type) : [])
    }
    self.representables = model.representables.map { representable in
      var members: Set<String> = []
      if representable.make != nil { members.insert("make") }
      if representable.update != nil { members.insert("update") }
      if representable.dismantle != nil { members.insert("dismantle") }
      if representable.makeCoordinator != nil { members.insert("makeCoordinator") }
      if representable.sizeThatFits != nil { members.insert("sizeThatFits") }
      return RepresentableEntry(
        name: representable.name, kind: representable.kind.rawValue, members: members, madeType: representable.madeType,
        coordinator: representable.coordinator?.name ?? representable.makeCoordinator?.returnType.map(TypeName.simple),
        nameRange: representable.nameToken?.textRange)
    }
    var sites: [PresentationSite] = []
    var checks: [String: Set<String>] = [:]
    var roots: [HostingRoot] = []
    let root = tree.root
    // The calls that matter are found by their callee's name (a `Call` is built only for those). A file whose
    // text names none of them is not walked (most files); in the others only the nodes around a token that is
    // one of those names are built (every call and assignment the walk records holds such a token).
    if FileSummary.mentionsSummarisedCall(tree.bytes) {
      let needles = root.tokenOffsets { _, range in tree.text(range, isOneOf: FileSummary.walkedNames) }
      FileSummary.walkCalls(root, holding: needles, lineIndex: lineIndex, sites: &sites, checks: &checks, roots: &roots)
    }
    // Inline uses: a representable constructed in a `body` or `@ViewBuilder` member, outside presentation content.
    let representableNames = Set(model.representables.map(\.name))
    // By insertion, not from a mapped list: a file's types share few names (a set sized to the unique ones).
    var declared: Set<String> = []
    for type in model.types { declared.insert(type.name) }
    var inline: Set<String> = []
    for type in model.types {
      for property in type.properties where property.name == "body" {
        for view in FileSummary.constructedViews(in: property.binding, skippingPresentations: true) {
          if representableNames.contains(view.name) {
            sites.append(PresentationSite(view: view.name, kind: .inline, presenter: type.name, line: lineIndex.line(containing: view.offset) + 1, range: view.range))
          } else if !declared.contains(view.name) {
            inline.insert(view.name)
          }
        }
      }
    }
    self.inlineViews = inline
    self.presentationSites = sites
    self.canSendChecks = checks
    self.hostingRoots = roots
    self.environmentNeeds = FileSummary.environmentNeeds(model).map { need in
      EnvironmentNeed(view: need.view, need: need.need, range: need.property.nameToken.textRange)
    }
  }

  /// The presentation sites, `canSend…` calls and hosting roots of the whole file (one walk over the nodes that
  /// hold one of `needles`, the offsets of the tokens named as in `walkedNames`; nil walks every node).
  static func walkCalls(
    _ root: SyntaxNode, holding needles: [Int]? = nil, lineIndex: LineIndex, sites: inout [PresentationSite],
    checks: inout [String: Set<String>], roots: inout [HostingRoot]
  ) {
    func visit(_ node: SyntaxNode) -> SyntaxNode.WalkAction {
      if node.kind == .assignmentExpr {
        // `host.rootView = V(…)`.
        if let target = node.lhs, target.memberName == "rootView", let value = node.rhs, let view = FileSummary.rootView(of: value) {
          roots.append(HostingRoot(view: view.name, hasModifiers: view.hasModifiers, line: lineIndex.line(containing: node.range.lowerBound) + 1))
        }
        return .visitChildren
      }
      guard node.kind == .callExpr, let callee = FileSummary.calleeName(node), FileSummary.summarisedCalls.contains(callee.name) else {
        return .visitChildren
      }
      let call = Call(node: node, site: .top)
      let line = lineIndex.line(containing: node.range.lowerBound) + 1
      let presenter = node.enclosingTypeDeclaration.flatMap { $0.name.map(TypeName.simple) }
      switch call.name {
      case "sheet", "fullScreenCover", "popover":
        let kind = PresentationSite.Kind(rawValue: call.name) ?? .sheet
        for closure in call.closureArguments {
          for view in FileSummary.constructedViews(in: closure) {
            sites.append(PresentationSite(view: view.name, kind: kind, presenter: presenter, line: lineIndex.line(containing: view.offset) + 1, range: view.range))
          }
        }
      case "canSendMail", "canSendText", "canSendAttachments":
        if let presenter { checks[presenter, default: []].insert(call.name) }
      case "UIHostingController", "UIHostingConfiguration":
        let content = call.argument("rootView").map { [$0] } ?? call.closureArguments
        for expression in content {
          if let view = FileSummary.rootView(of: expression) {
            roots.append(HostingRoot(view: view.name, hasModifiers: view.hasModifiers, line: line))
          }
        }
      default:
        break
      }
      return .visitChildren
    }
    if let needles { root.walk(holding: needles, visit) } else { root.walk(visit) }
  }

  /// The callee names of `summarisedCalls` and `rootView`, as bytes: a token with another text cannot be the
  /// name that makes `walkCalls` record a call or an assignment.
  static let walkedNames: [[UInt8]] = (summarisedCalls.sorted() + ["rootView"]).map { Array($0.utf8) }

  /// What `mentionsSummarisedCall` looks for: a prefix of each name of `summarisedCalls` and of `rootView`.
  static let mentionNeedles: [String] = ["sheet", "fullScreenCover", "popover", "canSend", "UIHosting", "rootView"]

  /// Whether the bytes contain a name of `summarisedCalls` or `rootView` (a quick test before the walk): one
  /// `memchr`-driven search per needle (`ByteSearch`), on its rarest byte.
  static func mentionsSummarisedCall(_ bytes: [UInt8]) -> Bool {
    mentionNeedles.contains { ByteSearch.contains(bytes, 0..<bytes.count, $0) }
  }

  /// Calls of capitalised names (`MailView(…)`, `MailView { … }`) in `node`: view constructions, by syntax.
  /// Only the nodes around a token that may be such a name (or a presentation's name) are walked.
  static func constructedViews(
    in node: SyntaxNode, skippingPresentations: Bool = false, candidates known: [Int]? = nil
  ) -> [(name: String, offset: Int, range: Range<Int>)] {
    var result: [(name: String, offset: Int, range: Range<Int>)] = []
    let tree = node.tree
    let candidates =
      known
      ?? node.tokenOffsets { _, range in
        tree.textStarts(range, in: FileSummary.mayBeUppercase)
          || (skippingPresentations && tree.text(range, isOneOf: FileSummary.presentationNameBytes))
      }
    node.walk(holding: candidates) { child in
      guard child.kind == .callExpr, let callee = calleeName(child) else { return .visitChildren }
      if skippingPresentations, presentationNames.contains(callee.name) {
        // The receiver chain may hold inline content; the presented closures do not.
        if let receiver = Call(node: child, site: .top).receiver {
          result += constructedViews(in: receiver, skippingPresentations: true, candidates: candidates)
        }
        return .skipChildren
      }
      if !callee.hasReceiver, let first = callee.name.unicodeScalars.first, first.properties.isUppercase {
        result.append((callee.name, child.range.lowerBound, child.range))
      }
      return .visitChildren
    }
    return result
  }

  /// First bytes a name whose first scalar is uppercase can start with: `A`…`Z` and every non-ASCII byte.
  static let mayBeUppercase: [Bool] = (0..<256).map { byte in
    (byte >= Int(UInt8(ascii: "A")) && byte <= Int(UInt8(ascii: "Z"))) || byte >= 0x80
  }

  static let presentationNameBytes: [[UInt8]] = presentationNames.sorted().map { Array($0.utf8) }

  static let presentationNames: Set<String> = ["sheet", "fullScreenCover", "popover"]

  /// The calls the summary records something about.
  static let summarisedCalls: Set<String> = [
    "sheet", "fullScreenCover", "popover", "canSendMail", "canSendText", "canSendAttachments", "UIHostingController",
    "UIHostingConfiguration",
  ]

  /// A call's name and whether it has a receiver, as `Call` reads them, without building one (no arguments,
  /// no paths): the summary looks at every call of the file.
  static func calleeName(_ node: SyntaxNode) -> (name: String, hasReceiver: Bool)? {
    guard let callee = node.callee else { return nil }
    switch callee.kind {
    case .memberAccessExpr:
      return callee.memberName.map { ($0, callee.base != nil) }
    case .identifierExpr:
      return callee.nameToken.map { ($0.identifierText, false) }
    case .genericSpecializationExpr:
      let inner = callee.firstChildNode
      return inner?.nameToken.map { ($0.identifierText, inner?.kind == .memberAccessExpr && inner?.base != nil) }
    case .typeExpr:
      return callee.lastToken.map { ($0.identifierText, false) }
    default:
      return nil
    }
  }

  /// The view constructed at the root of a hosting expression, and whether modifiers follow it
  /// (`V(…).environmentObject(m)`).
  static func rootView(of expression: SyntaxNode) -> (name: String, hasModifiers: Bool)? {
    var node = expression
    if node.kind == .closureExpr {
      guard let only = node.statements.last else { return nil }
      node = only
    }
    var hasModifiers = false
    var steps = 0
    while node.kind == .callExpr, steps < 256 {
      steps += 1
      let call = Call(node: node, site: .top)
      if let receiver = call.receiver {
        hasModifiers = true
        node = receiver
        continue
      }
      guard let first = call.name.unicodeScalars.first, first.properties.isUppercase else { return nil }
      return (call.name, hasModifiers)
    }
    if node.kind == .memberAccessExpr { return nil }
    return nil
  }
}

extension FileSummary {
  /// Method names whose calls on a view cost something on every update (`unguarded-update-call`'s table): a
  /// class method of such a name that only passes the call on is recorded as a `Forward`.
  static let forwardedMethodNames: Set<String> = [
    "load", "loadHTMLString", "loadFileURL", "setRegion", "setVisibleMapRect", "setCamera", "becomeFirstResponder",
    "resignFirstResponder", "go", "reloadData", "refreshCurrentPreviewItem", "setContentOffset", "scrollToItem",
    "scrollToRow", "present",
  ]

  /// The class's methods of `forwardedMethodNames` whose body holds no condition at all and calls the method of
  /// the same name on one of the class's stored properties, outside closures.
  public static func forwards(in type: TypeDecl) -> [Forward] {
    var result: [Forward] = []
    for function in type.functions where forwardedMethodNames.contains(function.name) && !function.isStatic {
      guard let body = function.body else { continue }
      let facts = BodyFactsBuilder.facts(of: body)
      let sites = facts.calls.map(\.site) + facts.assignments.map(\.site) + facts.returns.map(\.site) + facts.bindings.map(\.site)
      guard !sites.contains(where: { !$0.conditions.isEmpty }) else { continue }
      for call in facts.calls where call.name == function.name && call.isStatement && !call.site.inClosure {
        guard let path = call.receiverPath?.withoutSelf, path.count == 1, let receiver = path.root,
          let property = type.properties.first(where: { $0.name == receiver && !$0.isStatic })
        else { continue }
        let receiverType = property.type.map { TypeName.simple(unwrappedOptional($0)) } ?? property.initializer.flatMap(constructedType)
        result.append(Forward(method: function.name, receiver: receiver, receiverType: receiverType, range: call.node.range))
      }
    }
    return result
  }

  /// The name of a `functions` entry (`static dismantleUIView(_:coordinator:)` → `dismantleUIView`).
  public static func functionName(_ entry: String) -> String {
    var text = Substring(entry)
    if text.hasPrefix("static ") { text = text.dropFirst(7) }
    return String(text.prefix { $0 != "(" })
  }

  /// `T?` / `T!` → `T`.
  static func unwrappedOptional(_ type: String) -> String {
    var result = Substring(type)
    while let last = result.last, last == "?" || last == "!" { result = result.dropLast() }
    return String(result)
  }

  /// The type an initial value constructs: `T(…)`, `T.init(…)`, or the last statement of an immediately called
  /// closure (`{ let c = T(); …; return c }()` is not followed: only `{ T(…) }()`).
  static func constructedType(_ node: SyntaxNode) -> String? {
    var current = node
    var steps = 0
    while steps < 8 {
      steps += 1
      if current.kind == .initializerClause, let value = current.childNodes.last {
        current = value
        continue
      }
      guard current.kind == .callExpr else { return nil }
      let call = Call(node: current, site: .top)
      if let receiver = call.receiver, call.name == "init" {
        guard let path = MemberPath(receiver), let last = path.last else { return nil }
        return last
      }
      guard call.receiver == nil, let first = call.name.unicodeScalars.first, first.properties.isUppercase else { return nil }
      return call.name
    }
    return nil
  }

  /// View structs of the model that declare and read an `@EnvironmentObject` or a non-optional
  /// `@Environment(T.self)` property, with a description of the first such property (a name declared by more
  /// than one struct of the file is left out: which one a root names is unknown).
  public static func environmentNeeds(_ model: InteropModel) -> [(view: String, need: String, property: PropertyDecl)] {
    var byName: [String: [TypeDecl]] = [:]
    for type in model.types where type.keyword == .struct { byName[type.name, default: []].append(type) }
    var result: [(view: String, need: String, property: PropertyDecl)] = []
    for name in byName.keys.sorted() {
      guard let types = byName[name], types.count == 1, let type = types.first, type.inheritance.contains(where: { $0.name == "View" })
      else { continue }
      for property in type.properties where !property.isStatic {
        let need: String
        if property.hasAttribute("EnvironmentObject") {
          need = "`@EnvironmentObject var \(property.name)`"
        } else if property.hasAttribute("Environment"),
          let attribute = property.node.attributes.first(where: { $0.attributeName == "Environment" }), endsWithSelfArgument(attribute),
          let declared = property.type, !declared.hasSuffix("?"), !declared.hasPrefix("Optional<")
        {
          need = "`@Environment(\(TypeName.simple(declared)).self) var \(property.name)`"
        } else {
          continue
        }
        if reads(property, in: type) {
          result.append((name, need, property))
          break
        }
      }
    }
    return result
  }

  /// `@Environment(Model.self)`: the attribute's tokens end in `self )`.
  static func endsWithSelfArgument(_ attribute: SyntaxNode) -> Bool {
    var last: [TokenKind] = []
    attribute.walkTokens { token in
      last.append(token.kind)
      if last.count > 2 { last.removeFirst() }
    }
    return last == [.kw_self, .rightParen]
  }

  /// Whether the type's code mentions the property (`name`, `$name`, `_name`) other than at its declaration.
  /// A mention inside a `#if` clause of the type does not count: the platform that compiles the hosting code
  /// may not compile that read (a read under `#if os(tvOS)` never runs on iOS), and an object never read
  /// never traps.
  static func reads(_ property: PropertyDecl, in type: TypeDecl) -> Bool {
    let names: Set<String> = [property.name, "$" + property.name, "_" + property.name]
    // Token scans over the flat storage (no node or token built): the names (`identifierText` or text in
    // `names`: a name of `names` has no backticks, so the text without them is what counts) and the string
    // literals; the `#if` clauses are looked for only when the type has a directive token.
    let tree = type.node.tree
    let nameBytes = names.sorted().map { Array($0.utf8) }
    let own = property.nameToken.textRange
    let mentions = type.node.tokenOffsets { kind, range in
      (kind == .identifier || kind == .dollarIdentifier) && range != own && tree.text(range, isOneOf: nameBytes)
    }
    var literals: [Range<Int>] = []
    var hasDirective = false
    _ = type.node.tokenOffsets { kind, range in
      if kind == .stringLiteral { literals.append(range) }
      if kind == .poundIf || kind == .poundElseif || kind == .poundElse || kind == .poundEndif { hasDirective = true }
      return false
    }
    var conditional: [Range<Int>] = []
    if hasDirective {
      type.node.walk { node in
        if node.kind == .ifConfigClause {
          conditional.append(node.range)
          return .skipChildren
        }
        return .visitChildren
      }
    }
    func unconditional(_ offset: Int) -> Bool {
      !conditional.contains { $0.contains(offset) }
    }
    if mentions.contains(where: unconditional) { return true }
    // Interpolations are inside string literal tokens.
    for range in literals {
      let lower = min(max(0, range.lowerBound), tree.bytes.count)
      let text = String(decoding: tree.bytes[lower..<min(max(lower, range.upperBound), tree.bytes.count)], as: UTF8.self)
      if names.contains(where: { text.contains("\\(" + $0) }), unconditional(range.lowerBound) { return true }
    }
    return false
  }
}

extension FileSummary {
  /// Whether the file's findings may depend on other files' facts: it holds a representable, a presentation
  /// site or a hosting root (every rule that reads `context.workspace` starts from one of those). A file
  /// without any has the same findings with and without a workspace, so `lint` analyses it at once and keeps
  /// no tree for it.
  public var needsWorkspace: Bool {
    !representables.isEmpty || !presentationSites.isEmpty || !hostingRoots.isEmpty
  }

  /// `needsWorkspace`, or a name the file places inline is a representable of another file of `facts`.
  public func needsWorkspace(in facts: WorkspaceFacts, path: String?) -> Bool {
    needsWorkspace || inlineViews.contains { !facts.representables(named: $0, excluding: path).isEmpty }
  }
}
