/// The source bytes the index reads, through one buffer pointer for the whole build (`DeclarationIndex.init`
/// holds the tree, and so its bytes, while it builds), and the strings the build made from them.
struct SourceBytes {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Lives as long as the build (`with`); a pointer, so that passing this copies no reference.
  let strings: UnsafeMutablePointer<StringTable>

  var count: Int { bytes.count }

  @inline(__always)
  subscript(position: Int) -> UInt8 { bytes[position] }

  @inline(__always)
  subscript(range: Range<Int>) -> Slice<UnsafeBufferPointer<UInt8>> { bytes[range] }

  /// `body` with the bytes of `source` and a string table for the call.
  static func with<R>(_ source: [UInt8], _ body: (SourceBytes) -> R) -> R {
    source.withUnsafeBufferPointer { bytes in
      let strings = UnsafeMutablePointer<StringTable>.allocate(capacity: 1)
      strings.initialize(to: StringTable(capacity: min(bytes.count / 64, 1 << 14)))
      defer {
        strings.pointee.destroy()
        strings.deinitialize(count: 1)
        strings.deallocate()
      }
      return body(SourceBytes(bytes: bytes, strings: strings))
    }
  }

  /// The text of `lower..<upper` (in the bytes, `lower <= upper`): a text the file repeats (a name, a type) is
  /// made once and shared.
  @inline(__always)
  func string(_ lower: Int, _ upper: Int) -> String {
    strings.pointee.string(bytes, lower, upper)
  }
}

/// The strings made from one source, by their bytes (open addressing on an FNV-1a hash; a slot keeps where its
/// text first was, so a lookup compares source bytes, never a string). The slots are plain data; the strings
/// are in a list of their own, so that making and freeing the table touches only the strings made.
struct StringTable {
  struct Slot {
    var hash: UInt64
    /// Where the text is in the source; -1 for an empty slot.
    var start: Int
    var length: Int
    /// The string's position in `strings`.
    var string: Int
  }

  private var slots: UnsafeMutablePointer<Slot>
  private var capacity: Int
  /// `capacity / 2` strings at most (the table grows past that), the first `count` initialized.
  private var strings: UnsafeMutablePointer<String>
  private var count = 0

  init(capacity wanted: Int) {
    var capacity = 256
    while capacity < wanted { capacity &*= 2 }
    self.capacity = capacity
    slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
    slots.initialize(repeating: Slot(hash: 0, start: -1, length: 0, string: 0), count: capacity)
    strings = UnsafeMutablePointer<String>.allocate(capacity: capacity / 2 + 1)
  }

  func destroy() {
    slots.deallocate()
    strings.deinitialize(count: count)
    strings.deallocate()
  }

  @inline(__always)
  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, _ lower: Int, _ upper: Int) -> String {
    guard let base = bytes.baseAddress, lower < upper else { return "" }
    let length = upper &- lower
    // FNV-1a over 8-byte words, then the remaining bytes (a name is one or two words).
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var position = lower
    while position &+ 8 <= upper {
      hash = (hash ^ UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)) &* 0x100_0000_01b3
      hash ^= hash >> 32
      position &+= 8
    }
    while position < upper {
      hash = (hash ^ UInt64(base[position])) &* 0x100_0000_01b3
      position &+= 1
    }
    let mask = capacity &- 1
    var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
    while slots[slot].start >= 0 {
      if slots[slot].hash == hash && slots[slot].length == length && StringTable.equal(base + slots[slot].start, base + lower, length) {
        return strings[slots[slot].string]
      }
      slot = (slot &+ 1) & mask
    }
    let made = String(decoding: UnsafeBufferPointer(start: base + lower, count: length), as: UTF8.self)
    (strings + count).initialize(to: made)
    slots[slot] = Slot(hash: hash, start: lower, length: length, string: count)
    count &+= 1
    if count &* 2 >= capacity { grow() }
    return made
  }

  @inline(__always)
  private static func equal(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ length: Int) -> Bool {
    var index = 0
    while index &+ 8 <= length {
      if UnsafeRawPointer(left + index).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(right + index).loadUnaligned(as: UInt64.self) {
        return false
      }
      index &+= 8
    }
    while index < length {
      if left[index] != right[index] { return false }
      index &+= 1
    }
    return true
  }

  private mutating func grow() {
    let old = slots
    let oldCapacity = capacity
    capacity = oldCapacity &* 2
    slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
    slots.initialize(repeating: Slot(hash: 0, start: -1, length: 0, string: 0), count: capacity)
    let mask = capacity &- 1
    for index in 0..<oldCapacity where old[index].start >= 0 {
      let hash = old[index].hash
      var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
      while slots[slot].start >= 0 { slot = (slot &+ 1) & mask }
      slots[slot] = old[index]
    }
    old.deallocate()
    let oldStrings = strings
    strings = UnsafeMutablePointer<String>.allocate(capacity: capacity / 2 + 1)
    strings.moveInitialize(from: oldStrings, count: count)
    oldStrings.deallocate()
  }
}

/// A child of a green node and where it sits (absolute offset, index among its parent's children): all a
/// `SyntaxNode` needs but its parent, so the index keeps the place and makes the red node only when a caller
/// asks for it (`node(parent:)`), with the same parent chain the eager walk gave.
///
/// Its storage is held unretained (no retain or release per child the walk passes): a `GreenChild` lives only
/// while the index is built, from nodes of the tree the build holds (`DeclarationIndex.init` keeps the tree alive,
/// and the tree every storage its nodes are in); entries keep `DeclarationPlace`s, whose green node is retained,
/// and child indices, never a `GreenChild`.
struct GreenChild {
  let storage: Unmanaged<GreenStorage>
  /// The node's header in `storage`.
  let header: Int
  let offset: Int
  let index: Int
  let kind: SyntaxKind

  @inline(__always)
  init(green: GreenNode, offset: Int, index: Int) {
    self.storage = .passUnretained(green.storage)
    self.header = green.index
    self.offset = offset
    self.index = index
    self.kind = green.kind
  }

  @inline(__always)
  init(storage: Unmanaged<GreenStorage>, header: Int, kind: SyntaxKind, offset: Int, index: Int) {
    self.storage = storage
    self.header = header
    self.offset = offset
    self.index = index
    self.kind = kind
  }

  /// The green node (retained by the value made).
  var green: GreenNode { GreenNode(storage: storage.takeUnretainedValue(), index: header) }

  /// The red node, as `parent`'s child (`parent` must be the red node of the green node this is a child of).
  @inline(__always)
  func node(parent: SyntaxNode) -> SyntaxNode {
    SyntaxNode(tree: parent.tree, green: green, offset: offset, parent: parent, indexInParent: index)
  }

  /// The first child node whose kind passes `include` (`firstChildNode(where:)` on the kind, no node built).
  @inline(__always)
  func firstChild(where include: (SyntaxKind) -> Bool) -> GreenChild? {
    var found: GreenChild?
    forEachChild(where: include) { child in
      found = child
      return false
    }
    return found
  }

  /// How many child nodes `forEachChild(where: include)` passes (a count to size an array).
  func countChildren(where include: (SyntaxKind) -> Bool) -> Int {
    let header = self.header
    // A narrow node: one backward pass over its children's entries (the order does not matter for a count).
    let counted = storage._withUnsafeGuaranteedRef { storage -> Int? in
      guard storage.overlay == nil, storage.childIndex(header: header) == nil else { return nil }
      let entries = storage.entries.base
      guard header >= 0 && header < storage.entries.count else { return 0 }
      let first = header - Int(entries[header].a)
      guard first >= 0 else { return 0 }
      var count = 0
      var position = header - 1
      while position >= first {
        let entry = entries[position]
        switch entry.tag {
        case GreenEntry.tokenTag:
          position -= 1
        case GreenEntry.nodeTag:
          if include(SyntaxKind(rawValue: entry.kind) ?? .unexpected) { count += 1 }
          position -= Int(entry.a) + 1
        default:
          if entry.externalSlot < storage.storages.count, include(SyntaxKind(rawValue: entry.kind) ?? .unexpected) { count += 1 }
          position -= 1
        }
      }
      return count
    }
    if let counted { return counted }
    var count = 0
    forEachItem { _, item in
      if case .node(let child) = item, include(child.kind) { count += 1 }
      return true
    }
    return count
  }

  /// The child nodes whose kind passes `include`, in order, for `body` (false stops).
  @inline(__always)
  func forEachChild(where include: (SyntaxKind) -> Bool, _ body: (GreenChild) -> Bool) {
    forEachItem { _, item in
      guard case .node(let child) = item, include(child.kind) else { return true }
      return body(child)
    }
  }

  /// The children in order (as `GreenNode.forEachChild` numbers them), with their index; `body` returns false to
  /// stop. A narrow node of a flat storage (nearly every node) is read straight from the entries, without a retain
  /// or a green node per child; a wide node or an overlay goes through `GreenNode.forEachChild`.
  @inline(__always)
  func forEachItem(_ body: (_ index: Int, _ item: GreenItem) -> Bool) {
    let header = self.header
    let base = self.offset
    let storage = self.storage
    let narrow = storage._withUnsafeGuaranteedRef { storage -> Bool in
      guard storage.overlay == nil, storage.childIndex(header: header) == nil else { return false }
      let entries = storage.entries.base
      let count = storage.entries.count
      guard header >= 0 && header < count else { return true }
      let first = header - Int(entries[header].a)
      guard first >= 0 else { return true }
      // Every position below is in first..<header, so in the entries. Nearly every node has at most 16 children:
      // their positions go into a small buffer in one backward pass; a larger node is counted first.
      withUnsafeTemporaryAllocation(of: Int.self, capacity: 16) { small in
        guard let positions = small.baseAddress else { return }
        var slot = 16
        var position = header - 1
        while position >= first && slot > 0 {
          slot -= 1
          positions[slot] = position
          let entry = entries[position]
          position -= entry.tag == GreenEntry.nodeTag ? Int(entry.a) + 1 : 1
        }
        if position < first {
          GreenChild.visit(positions + slot, count: 16 - slot, entries: entries, storage: storage, base: base, body)
          return
        }
        var children = 0
        position = header - 1
        while position >= first {
          let entry = entries[position]
          position -= entry.tag == GreenEntry.nodeTag ? Int(entry.a) + 1 : 1
          children += 1
        }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: children) { buffer in
          guard let positions = buffer.baseAddress else { return }
          var slot = children
          var position = header - 1
          while position >= first && slot > 0 {
            slot -= 1
            positions[slot] = position
            let entry = entries[position]
            position -= entry.tag == GreenEntry.nodeTag ? Int(entry.a) + 1 : 1
          }
          GreenChild.visit(positions + slot, count: children - slot, entries: entries, storage: storage, base: base, body)
        }
      }
      return true
    }
    guard !narrow else { return }
    green.forEachChild { index, child, start in
      switch child {
      case .token(let token): return body(index, .token(token, offset: base + start))
      case .node(let node): return body(index, .node(GreenChild(green: node, offset: base + start, index: index)))
      }
    }
  }
}

extension GreenChild {
  /// The children at `positions` (entries of `storage`, in order) for `body`, numbered and placed from `base`.
  @inline(__always)
  static func visit(
    _ positions: UnsafeMutablePointer<Int>, count: Int, entries: UnsafeMutablePointer<GreenEntry>, storage: GreenStorage, base: Int,
    _ body: (_ index: Int, _ item: GreenItem) -> Bool
  ) {
    var childIndex = 0
    var start = base
    for slot in 0..<count {
      let position = positions[slot]
      let entry = entries[position]
      let item: GreenItem
      switch entry.tag {
      case GreenEntry.tokenTag:
        item = .token(entry.token, offset: start)
      case GreenEntry.nodeTag:
        item = .node(
          GreenChild(
            storage: Unmanaged.passUnretained(storage), header: position, kind: SyntaxKind(rawValue: entry.kind) ?? .unexpected,
            offset: start, index: childIndex))
      default:
        // An external entry that does not resolve is skipped and not numbered (as `forEachChild` does).
        let external = entry.externalSlot
        guard external < storage.storages.count else { continue }
        item = .node(
          GreenChild(
            storage: Unmanaged.passUnretained(storage.storages[external]), header: entry.externalIndex,
            kind: SyntaxKind(rawValue: entry.kind) ?? .unexpected, offset: start, index: childIndex))
      }
      if !body(childIndex, item) { return }
      childIndex += 1
      start += entry.width
    }
  }
}

/// A child as `GreenChild.forEachItem` passes it: a token with its absolute offset, or a node.
enum GreenItem {
  case token(GreenToken, offset: Int)
  case node(GreenChild)
}

/// Where an index entry's declaration sits: its container (the file or an `#if` clause as a red node shared by
/// every declaration in it, or a type's member block made on demand from the type's place), its green node,
/// offset and index among the container's children. An entry keeps this instead of the declaration's red node
/// and makes the node on demand, with the same parent chain the walk gave (the container's node and its parents).
struct DeclarationPlace: Sendable {
  let container: DeclarationContainer
  /// The declaration's green node, unretained: the container holds its tree (a red node does, and a type's
  /// place holds its own container), and the tree every storage its nodes are in. One reference counted per
  /// place, not two.
  private let storage: Unmanaged<GreenStorage>
  /// Fits 32 bits: a tree with declarations is at most `SyntaxTree.maximumSourceSize` (64 MiB) long (a larger
  /// source is one unparsed node). With it a place is 28 bytes.
  private let storedOffset: Int32
  private let header: Int32
  let index: Int32

  var offset: Int { Int(storedOffset) }

  @inline(__always)
  init(container: DeclarationContainer, child: GreenChild) {
    self.container = container
    self.storage = child.storage
    self.header = Int32(truncatingIfNeeded: child.header)
    self.storedOffset = Int32(truncatingIfNeeded: child.offset)
    self.index = Int32(truncatingIfNeeded: child.index)
  }

  /// The green node (retained by the value made).
  var green: GreenNode { GreenNode(storage: storage.takeUnretainedValue(), index: Int(header)) }
  var kind: SyntaxKind {
    let header = Int(self.header)
    return storage._withUnsafeGuaranteedRef { GreenNode(storage: $0, index: header).kind }
  }
  var tree: SyntaxTree { container.tree }
  /// The declaration as a child of its container, for the build (unretained, as the place holds it).
  @inline(__always)
  var child: GreenChild { GreenChild(storage: storage, header: Int(header), kind: kind, offset: offset, index: Int(index)) }

  /// The declaration's red node, as its container's child.
  @inline(__always)
  var node: SyntaxNode {
    let parent = container.node
    return SyntaxNode(tree: parent.tree, green: green, offset: offset, parent: parent, indexInParent: Int(index))
  }
}

/// The parent of a declaration the index lists: a red node it holds (the file, an `#if` clause), or the member
/// block of a type, made on demand with the type's node (a type keeps no red node of its own or its block's).
enum DeclarationContainer: Sendable {
  case node(SyntaxNode)
  case memberBlock(TypePlace)

  var tree: SyntaxTree {
    switch self {
    case .node(let node): return node.tree
    case .memberBlock(let type): return type.declaration.tree
    }
  }

  var node: SyntaxNode {
    switch self {
    case .node(let node): return node
    case .memberBlock(let type): return type.memberBlock
    }
  }
}

/// A type declaration's place and the child index of its member block: the type's node and its block's are
/// made from it on demand. One per type, shared by the type's entry, its inheritance entries and its members.
final class TypePlace: Sendable {
  let declaration: DeclarationPlace
  let blockIndex: Int32

  init(declaration: DeclarationPlace, blockIndex: Int32) {
    self.declaration = declaration
    self.blockIndex = blockIndex
  }

  var node: SyntaxNode { declaration.node }

  /// The member block's node (the type's node when it has none: no member is placed in it then).
  var memberBlock: SyntaxNode {
    let node = declaration.node
    return blockIndex < 0 ? node : node.childNode(atIndex: blockIndex) ?? node
  }
}

extension SyntaxNode {
  /// The child node at `index` (as `indexInParent` counts children), nil when that child is a token or there is
  /// none: the cheap re-walk the index uses for the nodes it makes on demand.
  func childNode(atIndex target: Int32) -> SyntaxNode? {
    var found: SyntaxNode?
    let base = offset
    let wanted = Int(target)
    green.forEachChild { index, child, start in
      guard index == wanted else { return index < wanted }
      if case .node(let green) = child {
        found = SyntaxNode(tree: tree, green: green, offset: base + start, parent: self, indexInParent: index)
      }
      return false
    }
    return found
  }
}

extension SyntaxNode {
  /// The child token at `index` (as `indexInParent` counts children), nil when that child is a node or there is
  /// none.
  func childToken(atIndex target: Int32) -> SyntaxToken? {
    var found: SyntaxToken?
    let base = offset
    let wanted = Int(target)
    green.forEachChild { index, child, start in
      guard index == wanted else { return index < wanted }
      if case .token(let token) = child {
        found = SyntaxToken(parent: self, indexInParent: index, offset: base + start, green: token)
      }
      return false
    }
    return found
  }
}

/// A direct child token and where it sits, made into a `SyntaxToken` with its parent's red node on demand.
struct GreenTokenChild: Sendable {
  let green: GreenToken
  let offset: Int
  let index: Int

  var textRange: Range<Int> {
    let start = offset + Int(green.leadingLength)
    return start..<(start + Int(green.textLength))
  }

  @inline(__always)
  func token(parent: SyntaxNode) -> SyntaxToken {
    SyntaxToken(parent: parent, indexInParent: index, offset: offset, green: green)
  }
}

/// The direct children of a declaration (or parameter, pattern binding) that the index reads, found in one
/// pass over the green children, without a red node for any of them: the index makes `SyntaxNode`s only for
/// what its entries keep (the declaration, a body, a binding, an initial value), and the rest on demand.
/// (The typed accessors `nameToken`, `parameters`, `attributes`, `modifiers`, `body`, … each scan the children
/// again, build arrays and a red node per child, which made the index several times slower than the parse.)
/// Each field is what the accessor of the same meaning returns (first child of that kind, tokens in order).
/// A struct of plain values (its `GreenChild`s hold no reference) but for three arrays, nearly always empty:
/// it lives on the stack of the build and is passed borrowed.
struct DeclarationParts {
  /// The first two direct child tokens (missing ones included), as `childTokens` would list them.
  var firstToken: GreenTokenChild?
  var secondToken: GreenTokenChild?
  /// Attribute names without `@`, as `node.attributes.compactMap(\.attributeName)` gives them for a
  /// declaration.
  var attributeNames: [String] = []
  /// Modifier keywords, as `node.modifiers.map(\.text)` gives them.
  var modifierTexts: [String] = []
  var parameterClause: GreenChild?
  var returnClause: GreenChild?
  /// The child indices of the first code block and accessor block, -1 for none.
  var codeBlockIndex: Int32 = -1
  var accessorBlockIndex: Int32 = -1
  var inheritanceClause: GreenChild?
  var memberBlock: GreenChild?
  /// The first child node whose kind is a type (an extension's extended type, a parameter's type).
  var firstType: GreenChild?
  /// The pattern bindings: the first (nearly always the only one) without an array.
  var firstBinding: GreenChild?
  var moreBindings: [GreenChild] = []

  /// The pattern bindings in order.
  @inline(__always)
  func forEachBinding(_ body: (GreenChild) -> Void) {
    guard let firstBinding else { return }
    body(firstBinding)
    for binding in moreBindings { body(binding) }
  }

  init() {}

  /// Fills the parts of `declaration` in (into a value of the caller's, so that the value is never copied).
  mutating func read(_ declaration: GreenChild, bytes: SourceBytes) {
    var tokenCount = 0
    declaration.forEachItem { index, item in
      switch item {
      case .token(let token, let offset):
        if tokenCount < 2 {
          let made = GreenTokenChild(green: token, offset: offset, index: index)
          if tokenCount == 0 { firstToken = made } else { secondToken = made }
        }
        tokenCount += 1
      case .node(let child):
        switch child.kind {
        case .attributeList: DeclarationParts.appendAttributeNames(of: child, bytes: bytes, to: &attributeNames)
        case .modifierList: DeclarationParts.appendModifierTexts(of: child, bytes: bytes, to: &modifierTexts)
        case .parameterClause: if parameterClause == nil { parameterClause = child }
        case .returnClause: if returnClause == nil { returnClause = child }
        case .codeBlock: if codeBlockIndex < 0 { codeBlockIndex = Int32(truncatingIfNeeded: child.index) }
        case .accessorBlock: if accessorBlockIndex < 0 { accessorBlockIndex = Int32(truncatingIfNeeded: child.index) }
        case .inheritanceClause: if inheritanceClause == nil { inheritanceClause = child }
        case .memberBlock: if memberBlock == nil { memberBlock = child }
        case .patternBinding:
          if firstBinding == nil { firstBinding = child } else { moreBindings.append(child) }
        default:
          if firstType == nil && child.kind.isType { firstType = child }
        }
      }
      return true
    }
  }

  /// The names of the `.attribute` children of an attribute list (the first token that is not `@`).
  static func appendAttributeNames(of list: GreenChild, bytes: SourceBytes, to result: inout [String]) {
    appendWords(of: list, kind: .attribute, skipAt: true, bytes: bytes, to: &result)
  }

  /// The first token of each `.modifier` child of a modifier list.
  static func appendModifierTexts(of list: GreenChild, bytes: SourceBytes, to result: inout [String]) {
    appendWords(of: list, kind: .modifier, skipAt: false, bytes: bytes, to: &result)
  }

  /// For each `kind` child of `list`, the text of its first token (the first that is not `@` with `skipAt`).
  /// The first word into an empty list that is one known word (`private`, `@MainActor`: most lists) is a shared
  /// one-element array, not an allocation of its own.
  @inline(__always)
  static func appendWords(of list: GreenChild, kind: SyntaxKind, skipAt: Bool, bytes: SourceBytes, to result: inout [String]) {
    var known = -1
    var count = 0
    list.forEachChild(where: { $0 == kind }) { child in
      guard let token = firstToken(of: child, where: { !skipAt || $0 != .at }) else { return true }
      if count == 0 && result.isEmpty, let index = KnownWords.index(slice(bytes, token.textRange)) {
        known = index
        count = 1
        return true
      }
      if count == 1 && known >= 0 {
        result.reserveCapacity(4)
        result.append(KnownWords.words[known])
        known = -1
      }
      result.append(word(bytes, token.textRange))
      count += 1
      return true
    }
    if known >= 0 { result = KnownWords.lists[known] }
  }

  /// The bytes at `range`, clamped.
  @inline(__always)
  static func slice(_ bytes: SourceBytes, _ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    let lower = min(max(range.lowerBound, 0), bytes.count)
    let upper = min(max(range.upperBound, lower), bytes.count)
    return UnsafeBufferPointer(rebasing: bytes.bytes[lower..<upper])
  }

  /// The first direct child token of `node` whose kind passes `include`.
  @inline(__always)
  static func firstToken(of node: GreenChild, where include: (TokenKind) -> Bool) -> GreenTokenChild? {
    var found: GreenTokenChild?
    node.forEachItem { index, item in
      guard case .token(let token, let offset) = item, include(token.kind) else { return true }
      found = GreenTokenChild(green: token, offset: offset, index: index)
      return false
    }
    return found
  }

  /// The text at `range`, clamped to the bytes (as `SyntaxToken.text` reads it).
  @inline(__always)
  static func string(_ bytes: SourceBytes, _ range: Range<Int>) -> String {
    let lower = min(max(range.lowerBound, 0), bytes.count)
    let upper = min(max(range.upperBound, lower), bytes.count)
    return bytes.string(lower, upper)
  }

  /// `string(bytes, range)` for a word that is often a modifier or attribute: a known word is a literal (no
  /// validation, no allocation).
  @inline(__always)
  static func word(_ bytes: SourceBytes, _ range: Range<Int>) -> String {
    if let known = KnownWords.index(slice(bytes, range)) { return KnownWords.words[known] }
    return string(bytes, range)
  }

  /// A parameter's first two direct child tokens and its first type child, in one pass (what `firstName`,
  /// `secondName` and `typeNode` read).
  static func parameterParts(_ node: GreenChild) -> (first: GreenTokenChild?, second: GreenTokenChild?, type: GreenChild?) {
    var first: GreenTokenChild?
    var second: GreenTokenChild?
    var type: GreenChild?
    var tokenCount = 0
    // Past the first two tokens and the type nothing is read: the walk stops there.
    node.forEachItem { index, item in
      switch item {
      case .token(let token, let offset):
        if tokenCount < 2 {
          let made = GreenTokenChild(green: token, offset: offset, index: index)
          if tokenCount == 0 { first = made } else { second = made }
        }
        tokenCount += 1
      case .node(let child):
        if type == nil && child.kind.isType { type = child }
      }
      return tokenCount < 2 || type == nil
    }
    return (first, second, type)
  }

  /// `token.identifierText` on bytes: the token text, without the backticks of a backticked name.
  static func identifierText(_ token: GreenTokenChild, bytes: SourceBytes) -> String {
    let range = token.textRange
    guard range.lowerBound >= 0, range.upperBound <= bytes.count, !range.isEmpty else { return string(bytes, range) }
    if bytes[range.lowerBound] != UInt8(ascii: "`") { return string(bytes, range) }
    if range.count >= 2, bytes[range.upperBound - 1] == UInt8(ascii: "`") {
      return string(bytes, (range.lowerBound + 1)..<(range.upperBound - 1))
    }
    return string(bytes, range)
  }

  /// Whether the token text is `word`.
  @inline(__always)
  static func textEquals(_ token: GreenTokenChild, _ word: StaticString, bytes: SourceBytes) -> Bool {
    let range = token.textRange
    guard range.lowerBound >= 0, range.upperBound <= bytes.count, range.count == word.utf8CodeUnitCount else { return false }
    var index = 0
    let pointer = word.utf8Start
    while index < range.count {
      if bytes[range.lowerBound + index] != pointer[index] { return false }
      index += 1
    }
    return true
  }

  /// `node.compactText` without building a token array: the token texts (missing ones skipped) joined.
  static func compactText(_ node: SyntaxNode) -> String {
    SourceBytes.with(node.tree.bytes) { bytes in
      compactText(GreenChild(green: node.green, offset: node.offset, index: node.indexInParent), bytes: bytes)
    }
  }

  static func compactText(_ node: GreenChild, bytes: SourceBytes) -> String {
    if let single = singleTokenText(node, bytes: bytes) { return single }
    let green = node.green
    var result: [UInt8] = []
    result.reserveCapacity(green.width)
    green.forEachToken(start: node.offset) { token, offset in
      guard !token.isMissing else { return }
      let start = offset + Int(token.leadingLength)
      let lower = min(max(start, 0), bytes.count)
      let upper = min(max(start + Int(token.textLength), lower), bytes.count)
      result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lower..<upper]))
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The text of a subtree that is one present token (most written types: `Int`, `WKWebView`), without the
  /// byte buffer the general spelling builds; nil when it has more tokens or a missing one.
  static func singleTokenText(_ node: GreenChild, bytes: SourceBytes) -> String? {
    // A node whose subtree is one entry, a token (`identifierType` of `Int`): read from the header, no walk.
    let header = node.header
    let single = node.storage._withUnsafeGuaranteedRef { storage -> GreenToken? in
      let entries = storage.entries
      guard header >= 1 && header < entries.count && entries[header].a == 1 && entries[header - 1].tag == GreenEntry.tokenTag else {
        return nil
      }
      return entries[header - 1].token
    }
    if let token = single {
      guard !token.isMissing else { return nil }
      let lower = node.offset + Int(token.leadingLength)
      let upper = lower + Int(token.textLength)
      guard lower >= 0, upper <= bytes.count, lower <= upper else { return nil }
      return string(bytes, lower..<upper)
    }
    var count = 0
    var range = 0..<0
    var missing = false
    node.green.forEachToken(start: node.offset) { token, position in
      count += 1
      if token.isMissing { missing = true }
      let lower = position + Int(token.leadingLength)
      range = lower..<(lower + Int(token.textLength))
    }
    guard count == 1, !missing, range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
    return string(bytes, range)
  }
}

/// The words declarations repeat most (modifiers, attributes), as literals: a word read from the source that is
/// one of them is the literal (no UTF-8 validation, no copy), and a list of just that word a shared array.
enum KnownWords {
  static let words: [String] = [
    "private", "public", "preconcurrency", "final", "fileprivate", "static", "override", "objc", "open", "optional",
    "internal", "inlinable", "nonisolated", "nonmutating", "mutating", "class", "convenience", "required", "lazy",
    "weak", "available", "discardableResult", "dynamic", "MainActor", "State", "StateObject", "Binding", "Environment",
    "EnvironmentObject", "ObservedObject", "Published", "IBOutlet", "IBAction", "escaping", "unowned",
  ]

  /// `[word]` for each of `words`.
  static let lists: [[String]] = words.map { [$0] }

  /// The indices in `words` of the words that start with each byte, with their UTF-8 spellings (the lookup compares
  /// only those).
  private static let byFirstByte: [[(index: Int, spelling: [UInt8])]] = {
    var buckets = [[(index: Int, spelling: [UInt8])]](repeating: [], count: 256)
    for (index, word) in words.enumerated() {
      let spelling = Array(word.utf8)
      if let first = spelling.first { buckets[Int(first)].append((index, spelling)) }
    }
    return buckets
  }()

  /// The index in `words` of the word `bytes` spell, nil for another.
  static func index(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let first = bytes.first else { return nil }
    candidates: for candidate in byFirstByte[Int(first)] where candidate.spelling.count == bytes.count {
      var position = 1
      while position < bytes.count {
        if candidate.spelling[position] != bytes[position] { continue candidates }
        position += 1
      }
      return candidate.index
    }
    return nil
  }
}
