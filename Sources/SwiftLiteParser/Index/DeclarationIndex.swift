/// The declarations of one file, read from its tree once: types (nested ones included), their functions and
/// stored or computed properties, typealiases and free functions. Every entry keeps its declaration node, so
/// callers read anything else straight from the tree; the other nodes an entry hands out (parameters, return and
/// inherited types, bodies, initial values) are made on demand from child indices. The outline, `documentSymbol`, the interop model and hover all start
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
    // The build reads the bytes through one pointer and the tree's nodes through unretained `GreenChild`s: the
    // tree (and with it every storage and its bytes) lives until the end of this call.
    let (top, types, aliases) = withExtendedLifetime(tree) {
      SourceBytes.with(tree.bytes) { bytes in
        var builder = Builder(bytes: bytes)
        let top = builder.entries(in: tree.root, outer: [], depth: 0)
        return (top, builder.types, builder.aliases)
      }
    }
    self.topLevel = top.entries
    self.types = types
    self.freeFunctions = top.functions
    self.typeAliases = aliases
  }

  struct Builder {
    let bytes: SourceBytes
    var types: [TypeDecl] = []
    var aliases: [String: String] = [:]

    init(bytes: SourceBytes) {
      self.bytes = bytes
    }

    mutating func entries(in container: SyntaxNode, outer: [String], depth: Int) -> MemberLists {
      guard depth < DeclarationIndex.maximumDepth else { return MemberLists() }
      var found = FoundDeclarations()
      Self.collectDeclarations(container, clause: -1, into: &found, depth: 0)
      return entries(of: found, in: .node(container), outer: outer, depth: depth)
    }

    /// The entries of the declarations `found` in `primary` (and its `#if` clauses).
    /// The lists are made in one pass: the entries, and the functions and properties among them.
    mutating func entries(of found: FoundDeclarations, in primary: DeclarationContainer, outer: [String], depth: Int) -> MemberLists {
      var lists = MemberLists()
      guard depth < DeclarationIndex.maximumDepth else { return lists }
      var result: [DeclarationEntry] = []
      result.reserveCapacity(found.items.count)
      // Each list allocated once at its size (a `var`/`let` nearly always binds one name); the file's properties
      // are not listed (only a type's are).
      let keepProperties = depth > 0
      var counts = (functions: 0, properties: 0)
      for item in found.items {
        switch item.child.kind {
        case .funcDecl, .initDecl, .deinitDecl, .subscriptDecl: counts.functions += 1
        case .variableDecl: counts.properties += 1
        default: break
        }
      }
      if counts.functions > 0 { lists.functions.reserveCapacity(counts.functions) }
      if keepProperties && counts.properties > 0 { lists.properties.reserveCapacity(counts.properties) }
      let bytes = self.bytes
      for item in found.items {
        let declaration = DeclarationPlace(container: found.container(item, primary: primary), child: item.child)
        switch item.child.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
          let placeholder = types.count
          // A type keeps its place (`TypePlace`), its members the type's: no red node for either.
          let type = typeDecl(declaration, outer: outer, depth: depth)
          // Source order: the outer type comes before its nested types.
          // (An append when it has none: `insert` at the end goes through the general `replaceSubrange`.)
          if placeholder >= types.count { types.append(type) } else { types.insert(type, at: placeholder) }
          result.append(.type(type))
          lists.typeCount += 1
        case .funcDecl, .initDecl, .deinitDecl, .subscriptDecl:
          var parts = DeclarationParts()
          parts.read(declaration.child, bytes: bytes)
          let function = FunctionDecl(declaration, parts: parts, bytes: bytes)
          result.append(.function(function))
          lists.functions.append(function)
        case .variableDecl:
          var parts = DeclarationParts()
          parts.read(declaration.child, bytes: bytes)
          let shared = PropertyDecl.Shared(parts, bytes: bytes)
          parts.forEachBinding { place in
            let details = PropertyDecl.BindingDetails(binding: place, bytes: bytes)
            // Plain names (nearly always): the binding, pattern and name token are made on demand from child
            // indices; other patterns (tuples) keep the tokens the general walk gives.
            let plain = Self.forEachPlainNameToken(place) { pattern, token in
              let property: PropertyDecl
              if place.index <= PropertyDecl.maximumBindingIndex && pattern.index <= PropertyDecl.maximumPatternIndex {
                property = PropertyDecl(
                  declaration: declaration, bindingIndex: place.index, pattern: pattern, token: token, details: details, shared: shared,
                  bytes: bytes)
              } else {
                // Past the child indices an entry keeps (a declaration of thousands of names): the nodes are made now.
                let binding = place.node(parent: declaration.node)
                property = PropertyDecl(
                  declaration: declaration, binding: binding, details: details, shared: shared,
                  nameToken: token.token(parent: pattern.node(parent: binding)), bytes: bytes)
              }
              result.append(.property(property))
              if keepProperties { lists.properties.append(property) }
            }
            guard !plain else { return }
            let binding = place.node(parent: declaration.node)
            for nameToken in binding.boundNameTokens {
              let property = PropertyDecl(
                declaration: declaration, binding: binding, details: details, shared: shared, nameToken: nameToken, bytes: bytes)
              result.append(.property(property))
              if keepProperties { lists.properties.append(property) }
            }
          }
        case .typealiasDecl:
          let node = declaration.node
          if let name = node.name,
            let target = node.child(.initializerClause)?.typeNode ?? node.child(.initializerClause)?.firstChildNode
              ?? node.firstChildNode(where: { $0.kind.isType })
          {
            let alias = TypeAliasDecl(place: declaration, name: name, target: target.compactText)
            aliases[name] = alias.target
            result.append(.typeAlias(alias))
            lists.aliasCount += 1
          }
        default:
          continue
        }
      }
      lists.entries = result
      return lists
    }

    /// The kinds the index makes entries of.
    @inline(__always)
    static func isIndexed(_ kind: SyntaxKind) -> Bool {
      switch kind {
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .funcDecl, .initDecl, .deinitDecl,
        .subscriptDecl, .variableDecl, .typealiasDecl:
        return true
      default:
        return false
      }
    }

    /// The declarations the index reads among `container`'s children (the file, a member block), in order,
    /// through `#if` clauses; no red node is made for the other children (statements and expressions at the top
    /// level, enum cases, imports), nor for the declarations (their places keep the container's node).
    /// `clause`: where `container` is in `found.clauses` (-1: it is the primary container).
    static func collectDeclarations(_ container: SyntaxNode, clause: Int32, into found: inout FoundDeclarations, depth: Int) {
      GreenChild(green: container.green, offset: container.offset, index: container.indexInParent).forEachChild(
        where: { isIndexed($0) || $0 == .ifConfigDecl || $0 == .ifConfigStmt || $0 == .ifConfigClause }
      ) { child in
        if child.kind == .ifConfigDecl || child.kind == .ifConfigStmt || child.kind == .ifConfigClause {
          if depth < 1_000 {
            let node = child.node(parent: container)
            collectDeclarations(node, clause: found.add(clause: node), into: &found, depth: depth + 1)
          }
        } else {
          found.items.append(FoundDeclaration(child: child, clause: clause))
        }
        return true
      }
    }

    /// The member declarations of a type (what `node.members` lists, only the kinds the index reads): the member
    /// block's declarations, and through `#if`, each clause's.
    static func members(of type: TypePlace, block: GreenChild?) -> FoundDeclarations {
      var found = FoundDeclarations()
      guard let block else { return found }
      found.items.reserveCapacity(16)
      collectMembers(block, container: .memberBlock(type), clause: -1, into: &found, depth: 0)
      return found
    }

    /// `container` is `green`'s place: the member block (made on demand) or an `#if` clause's red node
    /// (`found.clauses[clause]`; -1 for the member block).
    static func collectMembers(
      _ green: GreenChild, container: DeclarationContainer, clause: Int32, into found: inout FoundDeclarations, depth: Int
    ) {
      green.forEachChild(
        where: { isIndexed($0) || $0 == .ifConfigDecl || $0 == .ifConfigStmt }
      ) { child in
        if child.kind == .ifConfigDecl || child.kind == .ifConfigStmt {
          if depth < 1_000 {
            child.node(parent: container.node).forEachChildNode(including: { $0 == .ifConfigClause }) { node in
              collectMembers(
                GreenChild(green: node.green, offset: node.offset, index: node.indexInParent), container: .node(node),
                clause: found.add(clause: node), into: &found, depth: depth + 1)
              return true
            }
          }
        } else {
          found.items.append(FoundDeclaration(child: child, clause: clause))
        }
        return true
      }
    }

    /// `binding.boundNameTokens`, in order, for `body` with each name's `identifierPattern` child, when the
    /// binding's patterns are plain names (nearly always one): no red node and no array. Returns false without
    /// calling `body` when a pattern is anything else (the caller takes the general walk).
    static func forEachPlainNameToken(_ binding: GreenChild, _ body: (GreenChild, GreenTokenChild) -> Void) -> Bool {
      var plain = true
      // One pass: the first pattern (nearly always the only one) without an array.
      var first: GreenChild?
      var more: [GreenChild] = []
      binding.forEachChild(where: { $0.isPattern || $0 == .patternBinding || $0 == .tuplePatternElement }) { pattern in
        guard pattern.kind == .identifierPattern else {
          plain = false
          return false
        }
        if first == nil { first = pattern } else { more.append(pattern) }
        return true
      }
      guard plain else { return false }
      guard let first else { return true }
      // `pattern.childToken(at: 0)`, present.
      if let token = DeclarationParts.firstToken(of: first, where: { _ in true }), !token.green.isMissing { body(first, token) }
      for pattern in more {
        if let token = DeclarationParts.firstToken(of: pattern, where: { _ in true }), !token.green.isMissing { body(pattern, token) }
      }
      return true
    }

    mutating func typeDecl(_ declaration: DeclarationPlace, outer: [String], depth: Int) -> TypeDecl {
      let bytes = self.bytes
      var parts = DeclarationParts()
      parts.read(declaration.child, bytes: bytes)
      let place = TypePlace(declaration: declaration, blockIndex: parts.memberBlock.map { Int32(truncatingIfNeeded: $0.index) } ?? -1)
      let kind = declaration.kind
      // `node.name`: an extension's extended type as written, else the name token's identifier.
      let written =
        kind == .extensionDecl
        ? parts.firstType.map { DeclarationParts.compactText($0, bytes: bytes) } ?? ""
        : parts.secondToken.map { DeclarationParts.identifierText($0, bytes: bytes) } ?? ""
      let name = TypeName.simple(written)
      let inner: [String]
      if kind == .extensionDecl {
        inner = TypeName.components(written)
      } else {
        // `outer + [name]` in one allocation.
        var path: [String] = []
        path.reserveCapacity(outer.count + 1)
        path.append(contentsOf: outer)
        path.append(name)
        inner = path
      }
      let members =
        depth + 1 < DeclarationIndex.maximumDepth
        ? entries(of: Self.members(of: place, block: parts.memberBlock), in: .memberBlock(place), outer: inner, depth: depth + 1) : MemberLists()
      return TypeDecl(place: place, parts: parts, bytes: bytes, writtenName: written, name: name, qualifiedName: inner, outer: outer, members: members)
    }
  }
}

/// The entries of one container in order, with the functions and properties among them (made in the same pass)
/// and how many types and typealiases it holds.
struct MemberLists {
  var entries: [DeclarationEntry] = []
  var functions: [FunctionDecl] = []
  var properties: [PropertyDecl] = []
  var typeCount = 0
  var aliasCount = 0
}

/// A declaration found among a container's children, before its entry is made: its green child (held
/// unretained: the build holds the tree) and the `#if` clause it is in, so that collecting counts no reference.
struct FoundDeclaration {
  let child: GreenChild
  /// Its position in `FoundDeclarations.clauses`, -1 when it is directly in the primary container.
  let clause: Int32
}

/// The declarations of one container (the file, a member block) in order, and the `#if` clauses they are in
/// (nearly always none: no allocation).
struct FoundDeclarations {
  var items: [FoundDeclaration] = []
  var clauses: [SyntaxNode] = []

  /// Keeps `node` (an `#if` clause's, or the `#if`'s) and returns its position.
  mutating func add(clause node: SyntaxNode) -> Int32 {
    clauses.append(node)
    return Int32(truncatingIfNeeded: clauses.count - 1)
  }

  /// The container of `item`: `primary`, or its clause's node.
  @inline(__always)
  func container(_ item: FoundDeclaration, primary: DeclarationContainer) -> DeclarationContainer {
    guard item.clause >= 0, Int(item.clause) < clauses.count else { return primary }
    return .node(clauses[Int(item.clause)])
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
    SourceBytes.with(node.tree.bytes) { bytes in
      written(GreenChild(green: node.green, offset: node.offset, index: node.indexInParent), bytes: bytes)
    }
  }

  static func written(_ node: GreenChild, bytes: SourceBytes) -> String {
    // One present token is written as it is (the spacing below only separates words).
    if let single = DeclarationParts.singleTokenText(node, bytes: bytes) { return single }
    let green = node.green
    let offset = node.offset
    var result: [UInt8] = []
    result.reserveCapacity(green.width)
    var previousWasWord = false
    green.forEachToken(start: offset) { token, offset in
      guard !token.isMissing else { return }
      let lower = offset + Int(token.leadingLength)
      let range = lower..<(lower + Int(token.textLength))
      guard range.lowerBound >= 0, range.upperBound <= bytes.count, !range.isEmpty else { return }
      let first = bytes[range.lowerBound]
      let isWord = first == UInt8(ascii: "_") || first >= 0x80 || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
      if isWord && previousWasWord { result.append(UInt8(ascii: " ")) }
      result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
      previousWasWord = isWord || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
    }
    return String(decoding: result, as: UTF8.self)
  }

  public static func simple(_ written: String) -> String {
    if isPlain(written) { return written }
    return components(written).last ?? ""
  }

  /// A plain name (no `.`, generic arguments, spaces, `?`, `!` or parentheses) is its own only component, and
  /// not empty: `components(written) == [written]`.
  public static func isPlain(_ written: String) -> Bool {
    guard !written.isEmpty else { return false }
    @inline(__always) func plain(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "."), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"),
        UInt8(ascii: "\r"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "("), UInt8(ascii: ")"):
        return false
      default:
        return true
      }
    }
    // Over the contiguous bytes (every native string, small ones included), not the UTF-8 view's iterator.
    if let result = written.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(plain) }) { return result }
    return written.utf8.allSatisfy(plain)
  }

  /// Dot-separated components without generic arguments (`Outer<T>.Inner` → `["Outer", "Inner"]`), spaces,
  /// `?`, `!` and parentheses dropped, a leading `some`/`any` removed. One pass over the UTF-8 bytes.
  public static func components(_ written: String) -> [String] {
    if isPlain(written) { return [written] }
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

  // Stored fields in this order (the one-byte and four-byte fields together after `place`): 136 bytes, a
  // 144-byte heap block.
  /// Where the declaration sits (its node and its member block's are made on demand).
  private let place: TypePlace
  public let keyword: Keyword
  /// Whether `members` holds a type, a typealias (`nestedTypes` and `typeAliases` are filtered from `members`
  /// on demand: nearly every type has none).
  private let hasNestedTypes: Bool
  private let hasTypeAliases: Bool
  /// Where the name token is: the declaration's direct child token after the keyword, or for an extension the
  /// child index of the extended type (its last token is the name); the token is made on demand.
  private let namePlace: NamePlace
  /// The simple name: the declared name, or for an extension the last component of the extended type.
  public let name: String
  /// The name as written after the keyword (`Outer.Inner` for `extension Outer.Inner`).
  public let writtenName: String
  /// Outer type names then this one (`["Outer", "Inner"]`); for an extension, the extended type's components.
  public let qualifiedName: [String]
  /// Names of the lexically enclosing types, outermost first.
  public let outer: [String]

  enum NamePlace {
    case token(Int32)
    case lastTokenOfChild(Int32)
    case none
  }

  /// The declaration, made on demand with its parents.
  public var node: SyntaxNode { place.node }

  /// The name token (for an extension, the extended type's last token), made on demand with its parents.
  public var nameToken: SyntaxToken? {
    let node = self.node
    switch namePlace {
    case .token(let index): return node.childToken(atIndex: index)
    case .lastTokenOfChild(let index): return node.childNode(atIndex: index)?.lastToken
    case .none: return nil
    }
  }
  /// Entries of the inheritance clause.
  public let inheritance: [InheritedTypeRef]
  /// Attribute names without `@` (`MainActor`, `available`).
  public let attributes: [String]
  public let modifiers: [String]
  public let members: [DeclarationEntry]
  public let functions: [FunctionDecl]
  public let properties: [PropertyDecl]

  /// The member types, in order.
  public var nestedTypes: [TypeDecl] {
    guard hasNestedTypes else { return [] }
    return members.compactMap(\.type)
  }

  /// The member typealiases, in order.
  public var typeAliases: [TypeAliasDecl] {
    guard hasTypeAliases else { return [] }
    return members.compactMap { member in
      if case .typeAlias(let alias) = member { return alias }
      return nil
    }
  }

  /// - Parameters: name: `TypeName.simple(writtenName)`; qualifiedName: for an extension the components of
  ///   `writtenName`, else `outer + [name]`.
  init(
    place: TypePlace, parts: borrowing DeclarationParts, bytes: SourceBytes, writtenName: String, name: String, qualifiedName: [String],
    outer: [String], members: MemberLists
  ) {
    self.place = place
    let kind = place.declaration.kind
    switch kind {
    case .structDecl: keyword = .struct
    case .classDecl: keyword = .class
    case .enumDecl: keyword = .enum
    case .actorDecl: keyword = .actor
    case .protocolDecl: keyword = .protocol
    default: keyword = .extension
    }
    self.writtenName = writtenName
    self.name = name
    self.outer = outer
    self.qualifiedName = qualifiedName
    if kind == .extensionDecl {
      self.namePlace = parts.firstType.map { .lastTokenOfChild(Int32(truncatingIfNeeded: $0.index)) } ?? .none
    } else {
      self.namePlace = parts.secondToken.map { .token(Int32(truncatingIfNeeded: $0.index)) } ?? .none
    }
    // `node.inheritedTypes`: the first child node of each `inheritedType` entry.
    var inheritance: [InheritedTypeRef] = []
    if let clause = parts.inheritanceClause {
      inheritance.reserveCapacity(clause.countChildren(where: { $0 == .inheritedType }))
      clause.forEachChild(where: { $0 == .inheritedType }) { entry in
        if let type = entry.firstChild(where: { _ in true }) {
          inheritance.append(InheritedTypeRef(owner: place, clause: clause, entry: entry, type: type, bytes: bytes))
        }
        return true
      }
    }
    self.inheritance = inheritance
    self.attributes = parts.attributeNames
    self.modifiers = parts.modifierTexts
    self.members = members.entries
    self.functions = members.functions
    self.properties = members.properties
    self.hasNestedTypes = members.typeCount > 0
    self.hasTypeAliases = members.aliasCount > 0
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
  /// The declaration, and the child indices of the clause, the entry and its type under it (`node` is made on
  /// demand).
  private let owner: TypePlace
  private let path: (clause: Int32, entry: Int32, type: Int32)

  /// The entry's type node (the first child node of the `inheritedType`), made on demand with its parents.
  public var node: SyntaxNode {
    let owner = self.owner.node
    return owner.childNode(atIndex: path.clause)?.childNode(atIndex: path.entry)?.childNode(atIndex: path.type) ?? owner
  }

  init(owner: TypePlace, clause: GreenChild, entry: GreenChild, type: GreenChild, bytes: SourceBytes) {
    self.owner = owner
    self.path = (Int32(truncatingIfNeeded: clause.index), Int32(truncatingIfNeeded: entry.index), Int32(truncatingIfNeeded: type.index))
    var written: String
    var attributes: [String] = []
    if type.kind == .attributedType {
      written = DeclarationParts.compactText(type, bytes: bytes)
      // `node.attributes.compactMap(\.attributeName)`: the attribute lists' attributes, then direct ones.
      var direct: [String] = []
      var inner: GreenChild?
      type.forEachItem { _, child in
        guard case .node(let place) = child else { return true }
        switch place.kind {
        case .attributeList:
          DeclarationParts.appendAttributeNames(of: place, bytes: bytes, to: &attributes)
        case .attribute:
          if let name = DeclarationParts.firstToken(of: place, where: { $0 != .at }) {
            direct.append(DeclarationParts.word(bytes, name.textRange))
          }
        default:
          break
        }
        if place.kind.isType { inner = place }
        return true
      }
      attributes += direct
      if let inner { written = DeclarationParts.compactText(inner, bytes: bytes) }
    } else {
      written = DeclarationParts.compactText(type, bytes: bytes)
    }
    self.written = written
    self.attributes = attributes
    self.name = TypeName.simple(written)
  }
}

/// A function, initializer, deinitializer or subscript.
public final class FunctionDecl: Sendable {
  // Stored fields in this order (the 28-byte place, the body's Int32 child index beside it, the references): 104
  // bytes, a 112-byte heap block. The name token and the return type's node are found on demand among the
  // declaration's children, as the index found them (with their child indices it was 112 bytes, a 128-byte block).
  /// Where the declaration is (its red node is made on demand).
  private let place: DeclarationPlace
  /// The child index of the body (`body` is made on demand), -1 when there is none.
  private let bodyIndex: Int32
  public let name: String
  public let parameters: [ParameterDecl]
  /// The return type as written without spaces, `some`/`any` removed (`WKWebView`), or nil.
  public let returnType: String?
  public let attributes: [String]
  public let modifiers: [String]
  /// `static` or `class` among the modifiers.
  public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

  /// The declaration, made on demand with its parent.
  public var node: SyntaxNode { place.node }
  /// `func`, `init`, `deinit` or `subscript`.
  public var keyword: String {
    switch place.kind {
    case .initDecl: return "init"
    case .deinitDecl: return "deinit"
    case .subscriptDecl: return "subscript"
    default: return "func"
    }
  }
  /// Whether `keyword` is `func` (without making the string).
  public var isFunc: Bool { place.kind == .funcDecl }
  /// The token after `func` (`init`, `deinit`, `subscript` are their own name), made on demand with its parent.
  public var nameToken: SyntaxToken? { node.childToken(at: place.kind == .funcDecl ? 1 : 0) }

  /// The `{ … }` holding the statements (a subscript's accessor block), or nil for a requirement; made on demand
  /// with its parent (`node`).
  public var body: SyntaxNode? {
    bodyIndex < 0 ? nil : node.childNode(atIndex: bodyIndex)
  }

  /// The return clause's type node, made on demand with its parents.
  public var returnTypeNode: SyntaxNode? {
    // The return clause's first type child, as the index read it.
    node.child(.returnClause)?.firstChildNode { $0.kind.isType }
  }

  init(_ place: DeclarationPlace, parts: borrowing DeclarationParts, bytes: SourceBytes) {
    self.place = place
    // `node.nameToken`: the token after `func`; `init`, `deinit` and `subscript` are their own name.
    let namePlace = place.kind == .funcDecl ? parts.secondToken : parts.firstToken
    self.name = namePlace.map { DeclarationParts.identifierText($0, bytes: bytes) } ?? ""
    var parameters: [ParameterDecl] = []
    if let clause = parts.parameterClause {
      parameters.reserveCapacity(clause.countChildren(where: { $0 == .parameter }))
      clause.forEachChild(where: { $0 == .parameter }) { parameter in
        parameters.append(ParameterDecl(parameter: parameter, bytes: bytes))
        return true
      }
    }
    self.parameters = parameters
    if let clause = parts.returnClause, let type = clause.firstChild(where: { $0.isType }) {
      // A plain name (most return types: `UIView`, `Coordinator`) is its own only component.
      let written = TypeName.written(type, bytes: bytes)
      self.returnType = TypeName.isPlain(written) ? written : TypeName.components(written).joined(separator: ".")
    } else {
      self.returnType = nil
    }
    self.attributes = parts.attributeNames
    let modifiers = parts.modifierTexts
    self.modifiers = modifiers
    self.bodyIndex = place.kind == .subscriptDecl ? parts.accessorBlockIndex : parts.codeBlockIndex
  }

  /// The node of `parameter` (one of `parameters`), made on demand with its parents: the parameter clause's child
  /// the index read it from.
  public func node(of parameter: ParameterDecl) -> SyntaxNode? {
    node.child(.parameterClause)?.childNode(atIndex: parameter.indexInClause)
  }

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
  /// The parameter's index among its parameter clause's children: `FunctionDecl.node(of:)` makes its node on
  /// demand. A parameter keeps no reference to its function (a list of them is plain strings to copy).
  let indexInClause: Int32

  init(parameter: GreenChild, bytes: SourceBytes) {
    self.indexInClause = Int32(truncatingIfNeeded: parameter.index)
    let parts = DeclarationParts.parameterParts(parameter)
    // `firstName` / `secondName` / `localName` / `argumentLabelText` of a parameter, from the first two tokens.
    var firstName: GreenTokenChild?
    if let first = parts.first, first.green.kind != .colon, !first.green.isMissing { firstName = first }
    var secondName: GreenTokenChild?
    if let second = parts.second, second.green.kind != .colon, second.green.kind != .comma, second.green.kind != .ellipsis {
      secondName = second
    }
    // The first name's text is made once: it is the label and, without a second name, the name too.
    let firstText = firstName.map { DeclarationParts.identifierText($0, bytes: bytes) }
    if let firstName, !DeclarationParts.textEquals(firstName, "_", bytes: bytes) {
      self.label = firstText
    } else {
      self.label = nil
    }
    if let secondName {
      self.name = DeclarationParts.identifierText(secondName, bytes: bytes)
    } else {
      self.name = firstText ?? ""
    }
    self.type = parts.type.map { TypeName.written($0, bytes: bytes) } ?? ""
  }
}

/// One name bound by a `var`/`let` member or top-level declaration.
///
/// The stored fields are laid out to fit 88 bytes (a 96-byte heap block; a big file has one per bound name):
/// the place first, the child indices and the flags in the 4 bytes next to it, then the references. The name
/// token and the initial value are found on demand from the pattern and the binding.
public final class PropertyDecl: Sendable {
  /// Where the `var`/`let` declaration is (its red node is made on demand).
  private let declaration: DeclarationPlace
  /// Where the name is: the child indices of the pattern binding in `node` and of the `identifierPattern` in the
  /// binding (the nodes are made on demand; the name is the pattern's first token); for a name inside another
  /// pattern (a tuple), or past the indices kept (`maximumBindingIndex`, `maximumPatternIndex`), `extras` holds
  /// the binding and token made at build time, and these are 0. With the flags they fill the 4 bytes after the
  /// 28-byte place: the object is 88 bytes, a 96-byte heap block (it was 104, a 112-byte block).
  private let bindingIndex: UInt16
  private let patternIndex: UInt8
  /// `Flags` bits.
  private let flags: UInt8
  public let name: String
  /// The type annotation as written without spaces, or nil.
  public let type: String?
  /// The attributes and modifiers (shared by every name of the declaration; nil when both are empty) and the
  /// binding and token of a name inside a tuple pattern.
  private let extras: PropertyExtras?

  /// The largest child indices of the binding in the declaration and of the pattern in the binding an entry keeps
  /// (in 16 and 8 bits, so that with the flags they take 4 bytes); a name past them keeps its nodes (`extras`).
  public static let maximumBindingIndex = Int(UInt16.max)
  static let maximumPatternIndex = Int(UInt8.max)

  enum Flags {
    static let isLet: UInt8 = 1
    static let hasAccessors: UInt8 = 2
    static let isStatic: UInt8 = 4
    static let hasInitializer: UInt8 = 8
  }

  public var isLet: Bool { flags & Flags.isLet != 0 }
  /// Whether the binding has an accessor block (computed, or with observers).
  public var hasAccessors: Bool { flags & Flags.hasAccessors != 0 }
  /// `static` or `class` among the modifiers.
  public var isStatic: Bool { flags & Flags.isStatic != 0 }

  /// The `var`/`let` declaration, made on demand with its parent.
  public var node: SyntaxNode { declaration.node }

  /// Attribute names without `@` (`Binding`, `State`, `Environment`).
  public var attributes: [String] { extras?.attributes ?? [] }
  public var modifiers: [String] { extras?.modifiers ?? [] }

  /// The pattern binding that holds this name, made on demand with its parent (`node`).
  public var binding: SyntaxNode {
    if let made = extras?.made { return made.binding }
    let node = self.node
    return node.childNode(atIndex: Int32(bindingIndex)) ?? node
  }

  /// The name token, made on demand with its parents (the pattern, the binding, `node`).
  public var nameToken: SyntaxToken {
    if let made = extras?.made { return made.token }
    let node = self.node
    // The pattern's first direct token: the one the index read the name from.
    if let pattern = node.childNode(atIndex: Int32(bindingIndex))?.childNode(atIndex: Int32(patternIndex)),
      let made = pattern.firstChildToken(where: { _ in true })
    {
      return made
    }
    // Unreachable for a tree the index was built from: the indices came from it.
    if let first = node.firstToken { return first }
    return SyntaxToken(parent: node, indexInParent: 0, offset: node.offset, green: GreenToken(kind: .unknown, flags: [], leading: 0, text: 0, trailing: 0))
  }

  /// The value after `=`, or nil; made on demand with its parents.
  public var initializer: SyntaxNode? {
    // The binding's first initializer clause and its first child node, as the index read them.
    guard hasInitializer else { return nil }
    return binding.child(.initializerClause)?.firstChildNode
  }
  /// Whether the binding has a value after `=` (`initializer != nil` without making the node).
  public var hasInitializer: Bool { flags & Flags.hasInitializer != 0 }

  /// What every name of one `var`/`let` declaration shares.
  struct Shared {
    let isLet: Bool
    let isStatic: Bool
    /// Nil when the declaration has neither attributes nor modifiers (nearly always for a top-level `let`).
    let extras: PropertyExtras?

    init(_ parts: borrowing DeclarationParts, bytes: SourceBytes) {
      isLet = parts.firstToken?.green.kind == .kw_let
      let attributes = parts.attributeNames
      let modifiers = parts.modifierTexts
      isStatic = modifiers.contains("static") || modifiers.contains("class")
      extras = attributes.isEmpty && modifiers.isEmpty ? nil : PropertyExtras(attributes: attributes, modifiers: modifiers, made: nil)
    }
  }

  /// What every name of one pattern binding shares.
  struct BindingDetails {
    let type: String?
    /// Whether the first initializer clause has a value.
    let hasInitializer: Bool
    let hasAccessors: Bool

    /// What `DeclarationParts` of the binding would give (its first type annotation and initializer clause, and
    /// whether it has an accessor block), in one pass over the binding's child nodes and without the parts.
    init(binding: GreenChild, bytes: SourceBytes) {
      var annotation: GreenChild?
      var initializer: GreenChild?
      var accessors = false
      binding.forEachChild(where: { $0 == .typeAnnotation || $0 == .initializerClause || $0 == .accessorBlock }) { child in
        switch child.kind {
        case .typeAnnotation: if annotation == nil { annotation = child }
        case .initializerClause: if initializer == nil { initializer = child }
        default: accessors = true
        }
        return true
      }
      type = annotation?.firstChild(where: { $0.isType }).map { TypeName.written($0, bytes: bytes) }
      hasInitializer = initializer.map { $0.firstChild(where: { _ in true }) != nil } ?? false
      hasAccessors = accessors
    }
  }

  init(declaration: DeclarationPlace, binding: SyntaxNode, details: BindingDetails, shared: Shared, nameToken: SyntaxToken, bytes: SourceBytes) {
    self.declaration = declaration
    self.bindingIndex = 0
    self.patternIndex = 0
    self.flags = PropertyDecl.flags(details, shared)
    self.name = DeclarationParts.identifierText(GreenTokenChild(green: nameToken.green, offset: nameToken.offset, index: nameToken.indexInParent), bytes: bytes)
    self.type = details.type
    self.extras = PropertyExtras(
      attributes: shared.extras?.attributes ?? [], modifiers: shared.extras?.modifiers ?? [], made: PropertyExtras.Made(binding: binding, token: nameToken))
  }

  init(
    declaration: DeclarationPlace, bindingIndex: Int, pattern: GreenChild, token: GreenTokenChild, details: BindingDetails,
    shared: Shared, bytes: SourceBytes
  ) {
    self.declaration = declaration
    // The caller checked both against `maximumBindingIndex` and `maximumPatternIndex`.
    self.bindingIndex = UInt16(truncatingIfNeeded: bindingIndex)
    self.patternIndex = UInt8(truncatingIfNeeded: pattern.index)
    self.flags = PropertyDecl.flags(details, shared)
    self.name = DeclarationParts.identifierText(token, bytes: bytes)
    self.type = details.type
    self.extras = shared.extras
  }

  static func flags(_ details: BindingDetails, _ shared: Shared) -> UInt8 {
    (shared.isLet ? Flags.isLet : 0) | (details.hasAccessors ? Flags.hasAccessors : 0) | (shared.isStatic ? Flags.isStatic : 0)
      | (details.hasInitializer ? Flags.hasInitializer : 0)
  }

  /// Computed: accessors and no initial value, and no observers (`willSet`/`didSet` keep it stored).
  public var isComputed: Bool {
    guard hasAccessors, !hasInitializer else { return false }
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

/// What a `PropertyDecl` holds out of line: the declaration's attributes and modifiers (one box per
/// declaration, shared by its names), and for a name inside a tuple pattern the binding and token the general
/// walk made.
final class PropertyExtras: Sendable {
  let attributes: [String]
  let modifiers: [String]
  let made: Made?

  struct Made: Sendable {
    let binding: SyntaxNode
    let token: SyntaxToken
  }

  init(attributes: [String], modifiers: [String], made: Made?) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.made = made
  }
}

/// A class, so that a `DeclarationEntry` is one reference (a struct payload made every entry as large as it).
public final class TypeAliasDecl: Sendable {
  /// Where the declaration is (its red node is made on demand).
  private let place: DeclarationPlace
  /// The declaration, made on demand with its parent.
  public var node: SyntaxNode { place.node }
  public let name: String
  /// The target as written without spaces.
  public let target: String

  init(place: DeclarationPlace, name: String, target: String) {
    self.place = place
    self.name = name
    self.target = target
  }
}
