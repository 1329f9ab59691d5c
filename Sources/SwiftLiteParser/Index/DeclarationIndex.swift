/// The declarations of one file, read from its tree once: types (nested ones included), their functions and
/// stored or computed properties, typealiases and free functions. Every entry keeps its node, so callers read
/// anything else straight from the tree. The outline, `documentSymbol`, the interop model and hover all start
/// here.
public struct DeclarationIndex: Sendable {
  /// Top-level declarations in source order (types, functions, properties, typealiases).
  public let topLevel: [DeclarationEntry]
  /// Every type, extension and protocol declaration, nested ones included, in source order.
  public let types: [TypeDecl]
  /// Functions declared outside any type.
  public let freeFunctions: [FunctionDecl]
  /// `typealias Name = Target` anywhere in the file, by name (the target as written, without spaces).
  public let typeAliases: [String: String]

  /// Nesting deeper than this is not indexed (the parser caps nesting too; this keeps every walk bounded).
  public static let maximumDepth = 64

  public init(tree: SyntaxTree) {
    var builder = Builder()
    let top = builder.entries(in: tree.root, outer: [], depth: 0)
    self.topLevel = top
    self.types = builder.types
    self.freeFunctions = top.compactMap(\.function)
    self.typeAliases = builder.aliases
  }

  struct Builder {
    var types: [TypeDecl] = []
    var aliases: [String: String] = [:]

    mutating func entries(in container: SyntaxNode, outer: [String], depth: Int) -> [DeclarationEntry] {
      guard depth < DeclarationIndex.maximumDepth else { return [] }
      var result: [DeclarationEntry] = []
      let nodes = container.kind == .sourceFile ? Self.topLevelDeclarations(container) : container.members
      for node in nodes {
        switch node.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
          let placeholder = types.count
          let type = typeDecl(node, outer: outer, depth: depth)
          // Source order: the outer type comes before its nested types.
          types.insert(type, at: min(placeholder, types.count))
          result.append(.type(type))
        case .funcDecl, .initDecl, .deinitDecl, .subscriptDecl:
          result.append(.function(FunctionDecl(node, parts: DeclarationParts(node))))
        case .variableDecl:
          let parts = DeclarationParts(node)
          let shared = PropertyDecl.Shared(parts)
          for binding in parts.bindings {
            let bindingParts = DeclarationParts(binding)
            for nameToken in binding.boundNameTokens {
              result.append(.property(PropertyDecl(declaration: node, binding: binding, bindingParts: bindingParts, shared: shared, nameToken: nameToken)))
            }
          }
        case .typealiasDecl:
          if let name = node.name,
            let target = node.child(.initializerClause)?.typeNode ?? node.child(.initializerClause)?.firstChildNode
              ?? node.firstChildNode(where: { $0.kind.isType })
          {
            let alias = TypeAliasDecl(node: node, name: name, target: target.compactText)
            aliases[name] = alias.target
            result.append(.typeAlias(alias))
          }
        default:
          continue
        }
      }
      return result
    }

    /// Declarations at the top level of a file, through `#if` clauses.
    static func topLevelDeclarations(_ file: SyntaxNode) -> [SyntaxNode] {
      var result: [SyntaxNode] = []
      collectDeclarations(file, into: &result, depth: 0)
      return result
    }

    /// The declarations among `container`'s children, in order, through `#if` clauses; statements and
    /// expressions at the top level are not built.
    static func collectDeclarations(_ container: SyntaxNode, into result: inout [SyntaxNode], depth: Int) {
      container.forEachChildNode(including: { $0.isDeclaration || $0 == .ifConfigStmt || $0 == .ifConfigClause }) { node in
        if node.kind == .ifConfigDecl || node.kind == .ifConfigStmt || node.kind == .ifConfigClause {
          if depth < 1_000 { collectDeclarations(node, into: &result, depth: depth + 1) }
        } else {
          result.append(node)
        }
        return true
      }
    }

    mutating func typeDecl(_ node: SyntaxNode, outer: [String], depth: Int) -> TypeDecl {
      let parts = DeclarationParts(node)
      // `node.name`: an extension's extended type as written, else the name token's identifier.
      let written =
        node.kind == .extensionDecl
        ? parts.firstType.map(DeclarationParts.compactText) ?? "" : parts.secondToken.map(DeclarationParts.identifierText) ?? ""
      let name = TypeName.simple(written)
      let inner = node.kind == .extensionDecl ? TypeName.components(written) : outer + [name]
      let members = entries(in: node, outer: inner, depth: depth + 1)
      return TypeDecl(node: node, parts: parts, writtenName: written, outer: outer, members: members)
    }
  }
}

/// One declaration of a file or a type body.
public enum DeclarationEntry: Sendable {
  case type(TypeDecl)
  case function(FunctionDecl)
  case property(PropertyDecl)
  case typeAlias(TypeAliasDecl)

  public var function: FunctionDecl? {
    if case .function(let function) = self { return function }
    return nil
  }

  public var property: PropertyDecl? {
    if case .property(let property) = self { return property }
    return nil
  }

  public var type: TypeDecl? {
    if case .type(let type) = self { return type }
    return nil
  }
}

/// Type-name spelling helpers shared by the index and its users.
public enum TypeName {
  /// The last component of a written type name, without generic arguments or optionality
  /// (`SwiftUI.View` → `View`, `Outer.Inner<T>` → `Inner`, `WKWebView?` → `WKWebView`).
  /// A type node as written, spaces kept only where they separate words (`some View`, `any Delegate`,
  /// `[String: Int]` → `[String:Int]`).
  public static func written(_ node: SyntaxNode) -> String {
    var result: [UInt8] = []
    var previousWasWord = false
    let bytes = node.tree.bytes
    node.green.forEachToken(start: node.offset) { token, offset in
      guard !token.isMissing else { return }
      let lower = offset + Int(token.leadingLength)
      let range = lower..<(lower + Int(token.textLength))
      guard range.lowerBound >= 0, range.upperBound <= bytes.count, !range.isEmpty else { return }
      let first = bytes[range.lowerBound]
      let isWord = first == UInt8(ascii: "_") || first >= 0x80 || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
      if isWord && previousWasWord { result.append(UInt8(ascii: " ")) }
      result.append(contentsOf: bytes[range])
      previousWasWord = isWord || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
    }
    return String(decoding: result, as: UTF8.self)
  }

  public static func simple(_ written: String) -> String {
    // A plain name (no `.`, generic arguments, spaces, `?`, `!` or parentheses) is its own only component.
    let isPlain = written.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "."), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"),
        UInt8(ascii: "\r"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "("), UInt8(ascii: ")"):
        return false
      default:
        return true
      }
    }
    if isPlain { return written }
    return components(written).last ?? ""
  }

  /// Dot-separated components without generic arguments (`Outer<T>.Inner` → `["Outer", "Inner"]`), spaces,
  /// `?`, `!` and parentheses dropped, a leading `some`/`any` removed. One pass over the UTF-8 bytes.
  public static func components(_ written: String) -> [String] {
    var result: [String] = []
    var current: [UInt8] = []
    var angle = 0
    var afterKeyword = false
    for byte in written.utf8 {
      switch byte {
      case UInt8(ascii: "<"):
        angle += 1
      case UInt8(ascii: ">"):
        angle = max(0, angle - 1)
      case UInt8(ascii: ".") where angle == 0:
        if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
        current.removeAll(keepingCapacity: true)
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        // `some View`, `any Delegate`: the keyword before the first space is not a component.
        if angle == 0, result.isEmpty, !afterKeyword, current == Array("some".utf8) || current == Array("any".utf8) {
          current.removeAll(keepingCapacity: true)
          afterKeyword = true
        }
      case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "("), UInt8(ascii: ")"):
        continue
      default:
        if angle == 0 { current.append(byte) }
      }
    }
    if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
    return result
  }
}

/// A struct, class, enum, actor, protocol or extension declaration.
public final class TypeDecl: Sendable {
  public enum Keyword: String, Sendable {
    case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
  }

  public let node: SyntaxNode
  public let keyword: Keyword
  /// The simple name: the declared name, or for an extension the last component of the extended type.
  public let name: String
  /// The name as written after the keyword (`Outer.Inner` for `extension Outer.Inner`).
  public let writtenName: String
  /// Outer type names then this one (`["Outer", "Inner"]`); for an extension, the extended type's components.
  public let qualifiedName: [String]
  /// Names of the lexically enclosing types, outermost first.
  public let outer: [String]
  public let nameToken: SyntaxToken?
  /// Entries of the inheritance clause.
  public let inheritance: [InheritedTypeRef]
  /// Attribute names without `@` (`MainActor`, `available`).
  public let attributes: [String]
  public let modifiers: [String]
  public let members: [DeclarationEntry]
  public let functions: [FunctionDecl]
  public let properties: [PropertyDecl]
  public let nestedTypes: [TypeDecl]

  init(node: SyntaxNode, parts: DeclarationParts, writtenName: String, outer: [String], members: [DeclarationEntry]) {
    self.node = node
    switch node.kind {
    case .structDecl: keyword = .struct
    case .classDecl: keyword = .class
    case .enumDecl: keyword = .enum
    case .actorDecl: keyword = .actor
    case .protocolDecl: keyword = .protocol
    default: keyword = .extension
    }
    self.writtenName = writtenName
    self.name = TypeName.simple(writtenName)
    self.outer = outer
    self.qualifiedName = node.kind == .extensionDecl ? TypeName.components(writtenName) : outer + [TypeName.simple(writtenName)]
    self.nameToken = node.kind == .extensionDecl ? parts.firstType?.lastToken : parts.secondToken
    // `node.inheritedTypes`: the first child node of each `inheritedType` entry.
    var inheritance: [InheritedTypeRef] = []
    parts.inheritanceClause?.forEachChildNode(including: { $0 == .inheritedType }) { entry in
      if let type = DeclarationParts.firstChildNode(of: entry) { inheritance.append(InheritedTypeRef(type)) }
      return true
    }
    self.inheritance = inheritance
    self.attributes = parts.attributeNames
    self.modifiers = parts.modifierTexts
    self.members = members
    self.functions = members.compactMap(\.function)
    self.properties = members.compactMap(\.property)
    self.nestedTypes = members.compactMap(\.type)
  }

  public var isExtension: Bool { keyword == .extension }

  /// Whether an inherited entry's simple name is `name` (`SwiftUI.UIViewRepresentable` counts as
  /// `UIViewRepresentable`).
  public func inherits(_ name: String) -> Bool { inheritance.contains { $0.name == name } }

  public func hasAttribute(_ name: String) -> Bool { attributes.contains(name) }

  public func functions(named name: String) -> [FunctionDecl] { functions.filter { $0.name == name } }
}

/// One entry of an inheritance clause.
public struct InheritedTypeRef: Sendable {
  /// The simple name (`UIViewRepresentable` for `SwiftUI.UIViewRepresentable`).
  public let name: String
  /// As written without spaces.
  public let written: String
  /// Attribute names on the entry (`@preconcurrency`, `@MainActor`, `@unchecked`).
  public let attributes: [String]
  public let node: SyntaxNode

  init(_ node: SyntaxNode) {
    self.node = node
    var written: String
    var attributes: [String] = []
    if node.kind == .attributedType {
      written = DeclarationParts.compactText(node)
      attributes = node.attributes.compactMap(\.attributeName)
      if let inner = node.childNodes.last(where: { $0.kind.isType }) { written = DeclarationParts.compactText(inner) }
    } else {
      written = DeclarationParts.compactText(node)
    }
    self.written = written
    self.attributes = attributes
    self.name = TypeName.simple(written)
  }
}

/// A function, initializer, deinitializer or subscript.
public final class FunctionDecl: Sendable {
  public let node: SyntaxNode
  /// `func`, `init`, `deinit` or `subscript`.
  public let keyword: String
  public let name: String
  public let nameToken: SyntaxToken?
  public let parameters: [ParameterDecl]
  /// The return type as written without spaces, `some`/`any` removed (`WKWebView`), or nil.
  public let returnType: String?
  public let returnTypeNode: SyntaxNode?
  public let attributes: [String]
  public let modifiers: [String]
  /// The `{ … }` holding the statements (a subscript's accessor block), or nil for a requirement.
  public let body: SyntaxNode?

  init(_ node: SyntaxNode, parts: DeclarationParts) {
    self.node = node
    switch node.kind {
    case .initDecl: keyword = "init"
    case .deinitDecl: keyword = "deinit"
    case .subscriptDecl: keyword = "subscript"
    default: keyword = "func"
    }
    // `node.nameToken`: the token after `func`; `init`, `deinit` and `subscript` are their own name.
    let nameToken = node.kind == .funcDecl ? parts.secondToken : parts.firstToken
    self.name = nameToken.map(DeclarationParts.identifierText) ?? ""
    self.nameToken = nameToken
    self.parameters = parts.parameters.map(ParameterDecl.init)
    let returnNode = parts.returnClause.flatMap(DeclarationParts.firstType(of:))
    self.returnTypeNode = returnNode
    self.returnType = returnNode.map { TypeName.components(TypeName.written($0)).joined(separator: ".") }
    self.attributes = parts.attributeNames
    self.modifiers = parts.modifierTexts
    self.body = node.kind == .subscriptDecl ? parts.accessorBlock : parts.codeBlock
  }

  public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
  public func hasAttribute(_ name: String) -> Bool { attributes.contains(name) }
  /// Argument labels as callers write them (`nil` for `_`).
  public var labels: [String?] { parameters.map(\.label) }
}

public struct ParameterDecl: Sendable {
  /// The argument label callers write (nil for `_`).
  public let label: String?
  /// The name used inside the body.
  public let name: String
  /// The type as written without spaces.
  public let type: String
  public let node: SyntaxNode

  init(_ node: SyntaxNode) {
    self.node = node
    let parts = DeclarationParts.parameterParts(node)
    // `firstName` / `secondName` / `localName` / `argumentLabelText` of a parameter, from the first two tokens.
    var firstName: SyntaxToken?
    if let first = parts.first, first.kind != .colon, !first.isMissing { firstName = first }
    var secondName: SyntaxToken?
    if let second = parts.second, second.kind != .colon, second.kind != .comma, second.kind != .ellipsis {
      secondName = second
    }
    if let firstName, !firstName.textEquals("_") { self.label = DeclarationParts.identifierText(firstName) } else { self.label = nil }
    self.name = (secondName ?? firstName).map(DeclarationParts.identifierText) ?? ""
    self.type = parts.type.map { TypeName.written($0) } ?? ""
  }
}

/// One name bound by a `var`/`let` member or top-level declaration.
public final class PropertyDecl: Sendable {
  /// The `var`/`let` declaration.
  public let node: SyntaxNode
  /// The pattern binding that holds this name.
  public let binding: SyntaxNode
  public let name: String
  public let nameToken: SyntaxToken
  public let isLet: Bool
  /// Attribute names without `@` (`Binding`, `State`, `Environment`).
  public let attributes: [String]
  public let modifiers: [String]
  /// The type annotation as written without spaces, or nil.
  public let type: String?
  /// The value after `=`, or nil.
  public let initializer: SyntaxNode?
  /// Whether the binding has an accessor block (computed, or with observers).
  public let hasAccessors: Bool

  /// What every name of one `var`/`let` declaration shares.
  struct Shared {
    let isLet: Bool
    let attributes: [String]
    let modifiers: [String]

    init(_ parts: DeclarationParts) {
      isLet = parts.firstToken?.kind == .kw_let
      attributes = parts.attributeNames
      modifiers = parts.modifierTexts
    }
  }

  init(declaration: SyntaxNode, binding: SyntaxNode, bindingParts: DeclarationParts, shared: Shared, nameToken: SyntaxToken) {
    self.node = declaration
    self.binding = binding
    self.nameToken = nameToken
    self.name = DeclarationParts.identifierText(nameToken)
    self.isLet = shared.isLet
    self.attributes = shared.attributes
    self.modifiers = shared.modifiers
    self.type = bindingParts.typeAnnotation.flatMap(DeclarationParts.firstType(of:)).map { TypeName.written($0) }
    self.initializer = bindingParts.initializerClause.flatMap(DeclarationParts.firstChildNode(of:))
    self.hasAccessors = bindingParts.accessorBlock != nil
  }

  public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
  /// Computed: accessors and no initial value, and no observers (`willSet`/`didSet` keep it stored).
  public var isComputed: Bool {
    guard hasAccessors, initializer == nil else { return false }
    let accessors = binding.accessors
    if accessors.isEmpty { return true }
    return !accessors.contains { accessor in
      accessor.nameToken.map { $0.textEquals("willSet") || $0.textEquals("didSet") } ?? false
    }
  }

  public func hasAttribute(_ name: String) -> Bool { attributes.contains(name) }
  /// Whether any of `wrappers` is an attribute of the property (`["Binding"]`).
  public func isWrapped(by wrappers: Set<String>) -> Bool { attributes.contains { wrappers.contains($0) } }
  /// Whether it has any property-wrapper-like attribute (an attribute other than `available`, `objc`, …).
  public var hasPropertyWrapper: Bool {
    attributes.contains { !PropertyDecl.nonWrapperAttributes.contains($0) }
  }

  static let nonWrapperAttributes: Set<String> = [
    "available", "objc", "nonobjc", "IBOutlet", "IBInspectable", "NSManaged", "MainActor", "preconcurrency",
    "discardableResult", "inline", "usableFromInline", "inlinable", "frozen", "nonexhaustive", "_spi", "backDeployed",
    "GKInspectable", "Sendable", "unchecked", "nonisolated", "exclusivity", "dynamicReplacement", "warn_unqualified_access",
  ]
}

public struct TypeAliasDecl: Sendable {
  public let node: SyntaxNode
  public let name: String
  /// The target as written without spaces.
  public let target: String
}
