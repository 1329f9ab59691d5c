/// The syntactic role of the identifier under the cursor, as the hover resolver classifies it.
///
/// A topic claims a name only in the roles where the name means the Apple symbol; the same spelling in
/// any other role (a local variable, an unrelated method) is not a topic and hover stays silent.
public enum SymbolRole: String, Sendable, CaseIterable, Comparable {
  /// A type name used as a type: an inheritance clause, a type annotation, a return type, a generic
  /// argument, a constructor call `T(…)`, or the base of a static member `T.member`.
  case typeReference
  /// A representable protocol named in the inheritance clause of a type or extension declaration.
  /// Resolved before `typeReference`: this is where the live checklist is shown.
  case protocolConformance
  /// The name of a `func` declared in a representable (a type that conforms to a representable
  /// protocol directly or in an extension in the same file).
  case lifecycleMethodDeclaration
  /// A call of a lifecycle method inside a representable, or through `Self.` / the type's name.
  case lifecycleMethodCall
  /// `Coordinator` used as a type name inside a representable or one of its extensions.
  case coordinatorTypeName
  /// `coordinator` in `context.coordinator`.
  case contextCoordinator
  /// `parent` declared in, or read or written inside, a Coordinator.
  case parentInCoordinator
  /// The name of an attribute `@Name` on a stored property of a representable.
  case propertyWrapperAttribute
  /// The name of an attribute `@Name` on a stored property of a class.
  case propertyWrapperInClass
  /// A name after `expression.`: a property read or write, or a method call `x.name(…)`.
  case memberAccess
  /// A name after a leading dot with no base: `.PDFViewPageChanged`, `.intrinsicContentSize`.
  case implicitMember
  /// A bare name that is called: `addChild(host)`.
  case functionCall
  /// An argument label in a call: `rootView` in `UIHostingController(rootView: …)`.
  case argumentLabel
  /// The name of a property or method declaration: `override class var layerClass`.
  case memberDeclaration
  /// `environment` in `context.environment`.
  case contextEnvironment

  public static func < (lhs: SymbolRole, rhs: SymbolRole) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// One (name, role) pair a topic claims. `priority` breaks a tie when two topics claim the same pair:
/// the higher one wins. Pairs claimed twice at the same priority are a catalog error (a test checks it).
public struct SymbolMatch: Sendable, Hashable {
  public var name: String
  public var role: SymbolRole
  public var priority: Int

  public init(_ name: String, _ role: SymbolRole, priority: Int = 0) {
    self.name = name
    self.role = role
    self.priority = priority
  }
}

/// The areas of `HOVER.md`, one `Hover/Topics/<Area>.swift` file each, in the order the docs list them.
public enum HoverArea: String, Sendable, CaseIterable {
  case representableProtocols
  case lifecycleMethods
  case coordinator
  case propertyWrappers
  case wrappedTypes
  case hosting
  case gotchaAPIs

  public var title: String {
    switch self {
    case .representableProtocols: return "Representable protocols"
    case .lifecycleMethods: return "Lifecycle methods"
    case .coordinator: return "Coordinator"
    case .propertyWrappers: return "Property wrappers in a representable"
    case .wrappedTypes: return "Wrapped UIKit types"
    case .hosting: return "Hosting SwiftUI in UIKit"
    case .gotchaAPIs: return "APIs named in gotchas"
    }
  }
}

/// One hover topic: what the server says when the cursor rests on one of `matches`.
///
/// Topics are data. Adding a topic is adding an entry to one of the `Hover/Topics` files; the resolver
/// (token → role) and the renderer never name a topic.
public struct HoverTopic: Sendable, Hashable {
  /// Stable kebab-case identifier, used by tests and docs.
  public var id: String
  /// The title line: the symbol as a developer spells it.
  public var title: String
  public var area: HoverArea
  public var matches: [SymbolMatch]
  /// Markdown, at most `HoverTopic.maximumBodyLines` lines. Lists with `-`, inline code with
  /// backticks, bold with `**`, and at most one simple table; the plaintext renderer removes all of it.
  public var body: String
  /// The Apple documentation page of the symbol (https).
  public var docURL: String
  /// The seed section the facts come from (`SKILL.md: …`, `recipes: …`, `seeds/README.md`); internal
  /// provenance, never shown to users.
  public var seedSource: String
  /// Where each behavioural claim of the body is documented (Apple documentation, WWDC, Swift Evolution),
  /// besides `docURL`. Shown in docs/hover.md as the topic's `Sources:` line.
  public var sources: [String]
  /// Ids of rules from `RULES.md` that report problems with this symbol.
  public var relatedRules: [String]

  public static let maximumBodyLines = 12

  public init(
    id: String,
    title: String,
    area: HoverArea,
    matches: [SymbolMatch],
    body: String,
    docURL: String,
    seedSource: String,
    sources: [String] = [],
    relatedRules: [String] = []
  ) {
    self.id = id
    self.title = title
    self.area = area
    self.matches = matches
    self.body = body
    self.docURL = docURL
    self.seedSource = seedSource
    self.sources = sources
    self.relatedRules = relatedRules
  }

  /// The body's lines (a trailing newline does not count as a line).
  public var bodyLines: [Substring] {
    var lines = body.split(separator: "\n", omittingEmptySubsequences: false)
    while let last = lines.last, last.isEmpty { lines.removeLast() }
    return lines
  }
}

extension SymbolMatch {
  /// A type name in any type position.
  static func type(_ name: String) -> SymbolMatch { SymbolMatch(name, .typeReference) }
  /// A member read, write or call after a dot.
  static func member(_ name: String) -> SymbolMatch { SymbolMatch(name, .memberAccess) }
}
