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
  }

  public struct PropertyEntry: Sendable, Hashable {
    public var name: String
    public var attributes: [String]
    public var type: String?
    public var isStatic: Bool
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

  public init(tree: SyntaxTree, model: InteropModel, lineIndex: LineIndex) {
    self.types = model.types.map { type in
      TypeEntry(
        keyword: type.keyword.rawValue, qualifiedName: type.qualifiedName.joined(separator: "."),
        inheritance: type.inheritance.map(\.written), attributes: type.attributes,
        functions: type.functions.map { function in
          let labels = function.parameters.map { ($0.label ?? "_") + ":" }.joined()
          return (function.isStatic ? "static " : "") + function.name + "(" + labels + ")"
        },
        properties: type.properties.map { PropertyEntry(name: $0.name, attributes: $0.attributes, type: $0.type, isStatic: $0.isStatic) },
        isFilePrivate: type.modifiers.contains("private") || type.modifiers.contains("fileprivate"))
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
        coordinator: representable.coordinator?.name ?? representable.makeCoordinator?.returnType.map(TypeName.simple))
    }
    var sites: [PresentationSite] = []
    var checks: [String: Set<String>] = [:]
    var roots: [HostingRoot] = []
    let root = tree.root
    root.walk { node in
      guard node.kind == .callExpr else { return .visitChildren }
      let call = Call(node: node, site: .top)
      let line = lineIndex.line(containing: node.range.lowerBound) + 1
      let presenter = node.enclosingTypeDeclaration.flatMap { $0.name.map(TypeName.simple) }
      switch call.name {
      case "sheet", "fullScreenCover", "popover":
        let kind = PresentationSite.Kind(rawValue: call.name) ?? .sheet
        for closure in call.closureArguments {
          for view in FileSummary.constructedViews(in: closure) {
            sites.append(PresentationSite(view: view.name, kind: kind, presenter: presenter, line: lineIndex.line(containing: view.offset) + 1))
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
    // `host.rootView = V(…)`.
    root.walk { node in
      guard node.kind == .assignmentExpr else { return .visitChildren }
      if let target = node.lhs, target.memberName == "rootView", let value = node.rhs, let view = FileSummary.rootView(of: value) {
        roots.append(HostingRoot(view: view.name, hasModifiers: view.hasModifiers, line: lineIndex.line(containing: node.range.lowerBound) + 1))
      }
      return .visitChildren
    }
    // Inline uses: a representable constructed in a `body` or `@ViewBuilder` member, outside presentation content.
    let representableNames = Set(model.representables.map(\.name))
    for type in model.types {
      for property in type.properties where property.name == "body" {
        for view in FileSummary.constructedViews(in: property.binding, skippingPresentations: true) where representableNames.contains(view.name) {
          sites.append(PresentationSite(view: view.name, kind: .inline, presenter: type.name, line: lineIndex.line(containing: view.offset) + 1))
        }
      }
    }
    self.presentationSites = sites
    self.canSendChecks = checks
    self.hostingRoots = roots
  }

  /// Calls of capitalised names (`MailView(…)`, `MailView { … }`) in `node`: view constructions, by syntax.
  static func constructedViews(in node: SyntaxNode, skippingPresentations: Bool = false) -> [(name: String, offset: Int)] {
    var result: [(name: String, offset: Int)] = []
    node.walk { child in
      guard child.kind == .callExpr else { return .visitChildren }
      let call = Call(node: child, site: .top)
      if skippingPresentations, ["sheet", "fullScreenCover", "popover"].contains(call.name) {
        // The receiver chain may hold inline content; the presented closures do not.
        if let receiver = call.receiver { result += constructedViews(in: receiver, skippingPresentations: true) }
        return .skipChildren
      }
      if call.receiver == nil, let first = call.name.unicodeScalars.first, first.properties.isUppercase {
        result.append((call.name, child.range.lowerBound))
      }
      return .visitChildren
    }
    return result
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
