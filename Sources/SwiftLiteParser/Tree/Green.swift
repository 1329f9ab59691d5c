#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A token as stored in the tree: a value inside its parent's entries (no allocation per token).
/// It stores lengths only; its absolute position comes from the red layer (`SyntaxToken`).
public struct GreenToken: Sendable, Hashable {
  public var leadingLength: UInt32
  public var textLength: UInt32
  public var trailingLength: UInt32
  public var kind: TokenKind
  public var flags: TokenFlags

  @inlinable public init(kind: TokenKind, flags: TokenFlags, leading: Int, text: Int, trailing: Int) {
    self.kind = kind
    self.flags = flags
    self.leadingLength = UInt32(truncatingIfNeeded: leading)
    self.textLength = UInt32(truncatingIfNeeded: text)
    self.trailingLength = UInt32(truncatingIfNeeded: trailing)
  }

  @inlinable public var width: Int { Int(leadingLength) + Int(textLength) + Int(trailingLength) }
  @inlinable public var isMissing: Bool { flags.contains(.missing) }
}

/// One entry of a green storage: a token, a node header, or a reference to a node of another storage.
/// Plain data (no references), so building and freeing a tree touches one array. 12 bytes: three words holding
/// the fields `a` (27 bits), `b` (27 bits) and `c` (26 bits), and in their remaining 16 bits the kind (8), the
/// tag (2) and the flags (6). Every value a parse stores fits its field: token lengths and widths are at most
/// `SyntaxTree.maximumSourceSize` (2^26 - 1) bytes, entry counts and indices at most `maxEntries` (2^27 - 1), slots
/// at most `maxSlots` (2^26 - 1), depths are clamped to `maxDepth` and lookaheads to 0xFFFF (see
/// `SyntaxTree.parse`, which keeps a larger input out of the layout). The one exception is the root of a tree too
/// large to parse (`SyntaxTree.unparsedTree`): its `b` is `escapedWidth` and its width is its storage's.
struct GreenEntry: Sendable {
  static let tokenTag: UInt8 = 0
  static let nodeTag: UInt8 = 1
  static let externalTag: UInt8 = 2

  static let mask27: UInt32 = (1 << 27) - 1
  static let mask26: UInt32 = (1 << 26) - 1
  /// The most entries a storage may hold (node headers count the entries of their subtree in `a`, external
  /// entries name a header there in `a`).
  static let maxEntries = Int(mask27)
  /// The most storages a storage may point into (external entries name one in `c`).
  static let maxSlots = Int(mask26)
  /// Depths are clamped to this (10 bits): a stored `maxDepth` means "at least `maxDepth`".
  static let maxDepth = 1023
  /// The `b` of a node header whose width is too large for it (only the root of an unparsed tree).
  static let escapedWidth = mask27

  /// `a` in bits 0-26, the kind's low 5 bits in 27-31.
  private var word0: UInt32
  /// `b` in bits 0-26, the kind's high 3 bits in 27-29, the tag in 30-31.
  private var word1: UInt32
  /// `c` in bits 0-25, the flags in 26-31.
  private var word2: UInt32

  /// token: leading length; node: number of entries in the subtree before the header; external: header index there.
  @inline(__always) var a: UInt32 { word0 & GreenEntry.mask27 }
  /// token: text length; node/external: width in bytes.
  @inline(__always) var b: UInt32 { word1 & GreenEntry.mask27 }
  /// token: trailing length; node: depth (low 10 bits) and lookahead (high 16 bits); external: slot.
  @inline(__always) var c: UInt32 { word2 & GreenEntry.mask26 }
  /// `TokenKind` or `SyntaxKind` raw value.
  @inline(__always) var kind: UInt8 { UInt8(truncatingIfNeeded: (word0 >> 27) | ((word1 >> 22) & 0xE0)) }
  @inline(__always) var tag: UInt8 { UInt8(truncatingIfNeeded: word1 >> 30) }
  /// token: `TokenFlags`; node/external: 1 if the subtree has an error.
  @inline(__always) var flags: UInt8 { UInt8(truncatingIfNeeded: word2 >> 26) }

  @inline(__always) init(token: GreenToken) {
    self.init(
      a: token.leadingLength, b: token.textLength, c: token.trailingLength, kind: token.kind.rawValue,
      tag: GreenEntry.tokenTag, flags: token.flags.rawValue)
  }

  /// Each value is kept to its field's bits (callers store only values that fit, see the type's comment).
  @inline(__always) init(a: UInt32, b: UInt32, c: UInt32, kind: UInt8, tag: UInt8, flags: UInt8) {
    let kind = UInt32(kind)
    word0 = (a & GreenEntry.mask27) | (kind << 27)
    word1 = (b & GreenEntry.mask27) | ((kind >> 5) << 27) | (UInt32(tag & 3) << 30)
    word2 = (c & GreenEntry.mask26) | (UInt32(flags & 0x3F) << 26)
  }

  /// A node header's `c`: `depth` clamped to `maxDepth`, `lookahead` to 0xFFFF (as `UInt16(clamping:)`, with
  /// selects instead of branches).
  @inline(__always) static func nodeC(depth: Int, lookahead: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: min(max(depth, 0), maxDepth))
      | (UInt32(truncatingIfNeeded: min(max(lookahead, 0), 0xFFFF)) << 10)
  }

  /// A reference to the node whose header is at `index` in the storage at `slot` of the storage holding it.
  @inline(__always) static func external(slot: Int, index: Int, width: Int, kind: UInt8, hasError: Bool) -> GreenEntry {
    GreenEntry(
      a: UInt32(truncatingIfNeeded: index), b: UInt32(truncatingIfNeeded: width), c: UInt32(truncatingIfNeeded: slot),
      kind: kind, tag: externalTag, flags: hasError ? 1 : 0)
  }

  /// An external entry's slot and header index.
  @inline(__always) var externalSlot: Int { Int(c) }
  @inline(__always) var externalIndex: Int { Int(a) }

  /// A node header's depth (at most `maxDepth`) and lookahead.
  @inline(__always) var depth: Int { Int(c & 0x3FF) }
  @inline(__always) var lookahead: UInt32 { c >> 10 }

  /// Raises a node header's lookahead to `lookahead` (at most 0xFFFF) if it is larger.
  @inline(__always) mutating func raiseLookahead(to lookahead: UInt32) {
    let value = min(lookahead, 0xFFFF)
    if value > self.lookahead {
      word2 = (word2 & ~(0xFFFF << 10)) | (value << 10)
    }
  }

  @inline(__always) var token: GreenToken {
    var token = GreenToken(kind: TokenKind(rawValue: kind) ?? .unknown, flags: TokenFlags(rawValue: flags), leading: 0, text: 0, trailing: 0)
    token.leadingLength = a
    token.textLength = b
    token.trailingLength = c
    return token
  }

  @inline(__always) var width: Int {
    tag == GreenEntry.tokenTag ? Int(a) + Int(b) + Int(c) : Int(b)
  }
}

/// A block of entries: the parser writes into it (`EntryStack`), then a storage keeps it (`GreenEntries`). It only
/// frees its memory; who may write which entries is the owners' business: the one parser that fills it (and may
/// resize it, `resize`), and nobody once a storage holds it (a storage's entries are never written or moved).
/// The memory comes from `malloc` where the C library is at hand, so that growing and trimming is a `realloc`:
/// in place when the block can grow or shrink there (and for blocks the allocator maps on their own, a remapping
/// of pages), where a new buffer and a copy of every entry cost 4% of the instructions of a full parse.
final class EntryBuffer: @unchecked Sendable {
  private(set) var base: UnsafeMutablePointer<GreenEntry>
  private(set) var capacity: Int
  /// Whether `base` came from `malloc` (else from `UnsafeMutablePointer.allocate`).
  private var fromMalloc: Bool

  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    if let block = EntryBuffer.mallocBlock(count: self.capacity) {
      base = block
      fromMalloc = true
    } else {
      base = UnsafeMutablePointer<GreenEntry>.allocate(capacity: self.capacity)
      fromMalloc = false
    }
  }

  /// A buffer of exactly `count` entries (at least one slot) holding a copy of these.
  convenience init(copying entries: UnsafeBufferPointer<GreenEntry>) {
    self.init(capacity: entries.count)
    if let source = entries.baseAddress, entries.count > 0 { base.initialize(from: source, count: entries.count) }
  }

  /// Makes room for `newCapacity` entries (at least one), keeping the first `count` (`count <= capacity`, and
  /// `count <= newCapacity`: they are initialized). Only the owner that fills the buffer calls it, before any
  /// storage holds the buffer.
  func resize(to newCapacity: Int, keeping count: Int) {
    let target = max(newCapacity, 1)
    let kept = min(max(count, 0), min(capacity, target))
    if fromMalloc, let block = EntryBuffer.reallocBlock(base, count: target) {
      base = block
      capacity = target
      return
    }
    let next = UnsafeMutablePointer<GreenEntry>.allocate(capacity: target)
    next.initialize(from: base, count: kept)
    release()
    base = next
    capacity = target
    fromMalloc = false
  }

  private func release() {
    // `GreenEntry` is plain data: nothing to deinitialize.
    if fromMalloc {
      EntryBuffer.freeBlock(base)
    } else {
      base.deallocate()
    }
  }

  deinit { release() }

  /// The byte size of `count` entries, nil if it does not fit an `Int`.
  private static func byteCount(_ count: Int) -> Int? {
    let (bytes, overflow) = count.multipliedReportingOverflow(by: MemoryLayout<GreenEntry>.stride)
    return overflow ? nil : bytes
  }

  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    private static func mallocBlock(count: Int) -> UnsafeMutablePointer<GreenEntry>? {
      guard let bytes = byteCount(count), let raw = malloc(bytes) else { return nil }
      return raw.bindMemory(to: GreenEntry.self, capacity: count)
    }

    private static func reallocBlock(_ block: UnsafeMutablePointer<GreenEntry>, count: Int)
      -> UnsafeMutablePointer<GreenEntry>?
    {
      guard let bytes = byteCount(count), let raw = realloc(UnsafeMutableRawPointer(block), bytes) else { return nil }
      return raw.bindMemory(to: GreenEntry.self, capacity: count)
    }

    private static func freeBlock(_ block: UnsafeMutablePointer<GreenEntry>) {
      free(UnsafeMutableRawPointer(block))
    }
  #else
    private static func mallocBlock(count: Int) -> UnsafeMutablePointer<GreenEntry>? { nil }

    private static func reallocBlock(_ block: UnsafeMutablePointer<GreenEntry>, count: Int)
      -> UnsafeMutablePointer<GreenEntry>?
    { nil }

    private static func freeBlock(_ block: UnsafeMutablePointer<GreenEntry>) {}
  #endif
}

/// The entries of a storage: the first `count` of an `EntryBuffer` (which this keeps alive). Read like an array
/// (`count`, a bounds-checked subscript), without the copy an array built by appending would need at its end.
/// Unchecked Sendable for the pointer it reads through: every stored property is a constant, and the entries it
/// points to are never written, nor the buffer resized, once a storage holds them (see `EntryBuffer`).
struct GreenEntries: RandomAccessCollection, @unchecked Sendable {
  let buffer: EntryBuffer
  /// `buffer.base`, read once (the buffer is not resized once a storage holds it).
  let base: UnsafeMutablePointer<GreenEntry>
  let count: Int

  /// `count <= buffer.capacity`, and the first `count` entries of the buffer are initialized.
  init(buffer: EntryBuffer, count: Int) {
    self.buffer = buffer
    self.base = buffer.base
    self.count = Swift.min(Swift.max(count, 0), buffer.capacity)
  }

  init(_ entries: [GreenEntry]) {
    let buffer = entries.withUnsafeBufferPointer { EntryBuffer(copying: $0) }
    self.init(buffer: buffer, count: entries.count)
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  @inline(__always) subscript(position: Int) -> GreenEntry {
    // Checked as an array's subscript is (a reader that passes an index out of range has a bug).
    precondition(position >= 0 && position < count, "entry index out of range")
    return base[position]
  }

  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<GreenEntry>) throws -> R) rethrows -> R {
    try withExtendedLifetime(buffer) { try body(UnsafeBufferPointer(start: base, count: count)) }
  }
}

/// The parser's growing entries: appends write into an `EntryBuffer` through a pointer (no uniqueness check or
/// array bookkeeping per token and node); a full buffer is replaced by one twice its size. One parser owns it and
/// hands it to the storage it builds (`finish`): a copy of a stack (a copy of the parser) must not append.
struct EntryStack {
  private(set) var buffer: EntryBuffer
  private var base: UnsafeMutablePointer<GreenEntry>
  /// `buffer.capacity`, kept here (appends compare against it without reading the buffer).
  private(set) var capacity: Int
  private(set) var count = 0

  /// Spare entries a fresh parse's tree may keep whatever its size: the copy to size (a second buffer, its page
  /// faults and a move of every entry) was 4% of the instructions of parsing Alamofire and NIOPosix, whose trees
  /// are three in four within this spare; larger spares are still given back.
  static let keptSpare = 4096

  init(capacity: Int) {
    buffer = EntryBuffer(capacity: capacity)
    base = buffer.base
    self.capacity = buffer.capacity
  }

  var isEmpty: Bool { count == 0 }
  var last: GreenEntry? { count > 0 ? base[count &- 1] : nil }
  /// Whether an append needs no growth (the parser's fast paths, which then call no function).
  @inline(__always) var hasRoom: Bool { count < capacity }

  @inline(__always) mutating func append(_ entry: GreenEntry) {
    if count >= capacity { grow() }
    // `count < capacity` here: the slot is in the buffer.
    (base + count).initialize(to: entry)
    count &+= 1
  }

  @inline(never) private mutating func grow() {
    buffer.resize(to: max(capacity, 8) &* 2, keeping: count)
    base = buffer.base
    capacity = buffer.capacity
  }

  @inline(__always) subscript(position: Int) -> GreenEntry {
    get {
      precondition(position >= 0 && position < count, "entry index out of range")
      return base[position]
    }
    set {
      precondition(position >= 0 && position < count, "entry index out of range")
      base[position] = newValue
    }
  }

  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<GreenEntry>) throws -> R) rethrows -> R {
    try withExtendedLifetime(buffer) { try body(UnsafeBufferPointer(start: base, count: count)) }
  }

  /// The entries so far for a storage, and an empty stack in their place. The buffer is kept when at most a
  /// quarter of it is spare, or `fresh` (a full parse, see `Parser.makeRoot`) and it is large or at most
  /// `keptSpare` entries (64 KB) are spare; else it is trimmed to its size.
  mutating func finish(fresh: Bool) -> GreenEntries {
    let kept: GreenEntries
    let spare = buffer.capacity &- count
    let large = buffer.capacity >= Parser.largeBufferBytes / MemoryLayout<GreenEntry>.stride
    if spare > count / 4 && !(fresh && (large || spare <= EntryStack.keptSpare)) {
      // Trimmed to its size (in place where the allocator can).
      buffer.resize(to: count, keeping: count)
      kept = GreenEntries(buffer: buffer, count: count)
    } else {
      kept = GreenEntries(buffer: buffer, count: count)
    }
    buffer = EntryBuffer(capacity: 1)
    base = buffer.base
    capacity = buffer.capacity
    count = 0
    return kept
  }
}

/// The entries of one parse (or of one rebuilt node), in post-order: every node's children come
/// before its header. Nodes reused from another tree are `external` entries.
final class GreenStorage: Sendable {
  let entries: GreenEntries
  /// Storages that external entries point into (entry `a` is the slot here, `c` the header index there).
  let storages: [GreenStorage]
  /// For nodes with many children (by header index): where each child is, so finding the child at an
  /// offset is a binary search and replacing one child makes an overlay that copies no child.
  let wide: [Int: [GreenChildRef]]
  /// Set for the storage of an overlay node (see `WideOverlay`): its only entry is the node's header
  /// (index 0, no entries before it); its children are the overlay's.
  let overlay: WideOverlay?
  /// One bit per entry, set for the headers that have a child index in `wide` (empty when `wide` is): most
  /// nodes are narrow, and asking the bits spares them a dictionary lookup (hashing) on every child walk.
  let wideBits: [UInt64]
  /// The width of the node whose header's `b` is `GreenEntry.escapedWidth` (the root of an unparsed tree,
  /// `SyntaxTree.unparsedTree`); 0 in every other storage.
  let escapedWidth: Int

  static let wideThreshold = 32

  convenience init(entries: [GreenEntry], externals: ExternalTable, wide: [Int: [GreenChildRef]] = [:]) {
    self.init(entries: GreenEntries(entries), storages: externals.storages, wide: wide)
  }

  init(entries: GreenEntries, externals: ExternalTable, wide: [Int: [GreenChildRef]] = [:]) {
    self.entries = entries
    self.storages = externals.storages
    self.wide = wide
    self.overlay = nil
    self.wideBits = GreenStorage.bits(of: wide, count: entries.count)
    self.escapedWidth = 0
  }

  convenience init(entries: [GreenEntry], storages: [GreenStorage], wide: [Int: [GreenChildRef]]) {
    self.init(entries: GreenEntries(entries), storages: storages, wide: wide)
  }

  init(entries: GreenEntries, storages: [GreenStorage], wide: [Int: [GreenChildRef]], escapedWidth: Int = 0) {
    self.entries = entries
    self.storages = storages
    self.wide = wide
    self.overlay = nil
    self.wideBits = GreenStorage.bits(of: wide, count: entries.count)
    self.escapedWidth = escapedWidth
  }

  /// The storage of an overlay node with this header.
  init(overlay: WideOverlay, header: GreenEntry) {
    self.entries = GreenEntries([header])
    self.storages = []
    self.wide = [:]
    self.overlay = overlay
    self.wideBits = []
    self.escapedWidth = 0
  }

  static func bits(of wide: [Int: [GreenChildRef]], count: Int) -> [UInt64] {
    guard !wide.isEmpty, count > 0 else { return [] }
    var bits = [UInt64](repeating: 0, count: (count + 63) / 64)
    for header in wide.keys where header >= 0 && header < count {
      bits[header / 64] |= 1 << UInt64(header % 64)
    }
    return bits
  }

  /// The child index of the node whose header is at `header` (nil for a narrow node).
  @inline(__always) func childIndex(header: Int) -> [GreenChildRef]? {
    let word = header >> 6
    guard header >= 0, word < wideBits.count, wideBits[word] & (1 << UInt64(header & 63)) != 0 else { return nil }
    return wide[header]
  }

  /// The node an external entry stands for.
  @inline(__always) func external(_ entry: GreenEntry) -> GreenNode? {
    let slot = entry.externalSlot
    guard slot < storages.count else { return nil }
    return GreenNode(storage: storages[slot], index: entry.externalIndex)
  }

  /// Child references of the node whose header is at `header`, if it has at least `wideThreshold` children.
  /// The children are counted only up to `wideThreshold` before the refs are made: a node with very many children
  /// (the items of a 5 MB file, spread over its whole storage) is walked once, not twice.
  static func childRefs(entries: UnsafeBufferPointer<GreenEntry>, header: Int) -> [GreenChildRef]? {
    guard header >= 0 && header < entries.count else { return nil }
    let first = max(header - Int(entries[header].a), 0)
    var count = 0
    var position = header - 1
    while position >= first && count < wideThreshold {
      let entry = entries[position]
      position -= entry.tag == GreenEntry.nodeTag ? Int(entry.a) + 1 : 1
      count += 1
    }
    guard count >= wideThreshold else { return nil }
    var refs: [GreenChildRef] = []
    refs.reserveCapacity(2 * wideThreshold)
    position = header - 1
    var end = Int(entries[header].b)
    while position >= first {
      let entry = entries[position]
      let width = entry.width
      end -= width
      refs.append(
        GreenChildRef(
          entry: Int32(truncatingIfNeeded: position), start: Int32(truncatingIfNeeded: end),
          width: Int32(truncatingIfNeeded: width), kind: entry.kind, tag: entry.tag, flags: entry.flags,
          lookahead: entry.tag == GreenEntry.nodeTag ? UInt16(truncatingIfNeeded: entry.lookahead) : GreenChildRef.unknownLookahead))
      position -= entry.tag == GreenEntry.nodeTag ? Int(entry.a) + 1 : 1
    }
    // The index lives as long as the tree: grown by doubling, it is copied to its size when a quarter is spare.
    if refs.capacity - refs.count > refs.count / 4 { return Array(refs.reversed()) }
    refs.reverse()
    return refs
  }
}

/// The storages a tree under construction points into, and the entry for a node in one of them.
struct ExternalTable {
  var storages: [GreenStorage] = []
  var lastSlot = -1

  mutating func entry(for node: GreenNode, width: Int, kind: SyntaxKind, hasError: Bool) -> GreenEntry {
    var slot = -1
    if lastSlot >= 0 && lastSlot < storages.count && storages[lastSlot] === node.storage {
      slot = lastSlot
    } else if let found = storages.firstIndex(where: { $0 === node.storage }) {
      slot = found
    } else {
      storages.append(node.storage)
      slot = storages.count - 1
    }
    lastSlot = slot
    return GreenEntry.external(slot: slot, index: node.index, width: width, kind: kind.rawValue, hasError: hasError)
  }
}

/// Where one child of a wide node is: its entry (header, token or external) and its byte range.
/// 16 bytes: the tag (2 bits) and the flags (6 bits, as in `GreenEntry`) share a byte.
struct GreenChildRef: Sendable {
  var entry: Int32
  var start: Int32
  var width: Int32
  var kind: UInt8
  /// The tag in bits 0-1, the flags in 2-7.
  private var tagAndFlags: UInt8
  /// The child's lookahead for node headers; `unknownLookahead` for tokens and external entries.
  var lookahead: UInt16

  static let unknownLookahead = UInt16.max

  @inline(__always)
  init(entry: Int32, start: Int32, width: Int32, kind: UInt8, tag: UInt8, flags: UInt8, lookahead: UInt16 = GreenChildRef.unknownLookahead) {
    self.entry = entry
    self.start = start
    self.width = width
    self.kind = kind
    self.tagAndFlags = (tag & 3) | (flags << 2)
    self.lookahead = lookahead
  }

  @inline(__always) var tag: UInt8 { tagAndFlags & 3 }
  @inline(__always) var flags: UInt8 { tagAndFlags >> 2 }
}

/// A child of a green node.
public enum GreenElement: Sendable {
  case node(GreenNode)
  case token(GreenToken)

  /// A missing token, a lexer error, or a node with an error in it.
  var hasError: Bool {
    switch self {
    case .node(let node): return node.hasError
    case .token(let token): return token.flags.contains(.missing) || token.flags.contains(.lexError)
    }
  }

  @inlinable public var width: Int {
    switch self {
    case .node(let node): return node.width
    case .token(let token): return token.width
    }
  }
}

/// An immutable syntax node that stores only lengths, so an incremental reparse can share it between
/// the old and the new tree wherever the edit cannot have changed it. It is a position in a storage
/// shared by the whole parse (one allocation per parse, not per node).
public struct GreenNode: Sendable {
  let storage: GreenStorage
  let index: Int

  init(storage: GreenStorage, index: Int) {
    self.storage = storage
    self.index = index
  }

  /// A new node (in a storage of its own) with these children. Its width, as every token's lengths, must be at
  /// most `SyntaxTree.maximumSourceSize` (what a tree's entries hold; a parse never builds a larger node).
  public init(kind: SyntaxKind, children: [GreenElement], depth: Int = 0, lookahead: Int = 0) {
    var entries: [GreenEntry] = []
    entries.reserveCapacity(children.count + 1)
    var externals = ExternalTable()
    var width = 0
    var error = kind == .unexpected
    for child in children {
      switch child {
      case .token(let token):
        entries.append(GreenEntry(token: token))
        width += token.width
        if token.flags.contains(.missing) || token.flags.contains(.lexError) { error = true }
      case .node(let node):
        entries.append(externals.entry(for: node, width: node.width, kind: node.kind, hasError: node.hasError))
        width += node.width
        if node.hasError { error = true }
      }
    }
    // Every child's width is at most its tree's size: the sum is at most the size of the tree this node goes in.
    precondition(width <= SyntaxTree.maximumSourceSize, "a green node wider than SyntaxTree.maximumSourceSize")
    entries.append(
      GreenEntry(
        a: UInt32(children.count), b: UInt32(truncatingIfNeeded: width),
        c: GreenEntry.nodeC(depth: depth, lookahead: lookahead), kind: kind.rawValue,
        tag: GreenEntry.nodeTag, flags: error ? 1 : 0))
    let header = entries.count - 1
    var wide: [Int: [GreenChildRef]] = [:]
    if children.count >= GreenStorage.wideThreshold, let refs = entries.withUnsafeBufferPointer({ GreenStorage.childRefs(entries: $0, header: header) }) {
      wide[header] = refs
    }
    storage = GreenStorage(entries: entries, externals: externals, wide: wide)
    index = header
  }

  @inline(__always) var header: GreenEntry { storage.entries[index] }

  public var kind: SyntaxKind { SyntaxKind(rawValue: header.kind) ?? .unexpected }
  /// Total byte length including all trivia.
  public var width: Int {
    let width = header.b
    // Only the root of an unparsed tree has a width its header cannot hold (`SyntaxTree.unparsedTree`).
    return width != GreenEntry.escapedWidth ? Int(width) : storage.escapedWidth
  }
  /// This node or a descendant has a missing token, an unexpected node or a lexer error.
  public var hasError: Bool { header.flags & 1 != 0 }
  /// Number of nodes that were open in the parser when this node was started (the depth limit counts these),
  /// clamped to `GreenNode.maximumDepth` (a node there may be deeper; incremental reuse does not trust it).
  public var depth: UInt16 { UInt16(truncatingIfNeeded: header.depth) }
  /// How many tokens past its last token the parser had lexed when it finished this node (clamped to 0xFFFF).
  public var lookahead: UInt16 { UInt16(truncatingIfNeeded: header.lookahead) }

  /// The largest depth a node records: a node with this depth may be deeper.
  public static let maximumDepth = UInt16(GreenEntry.maxDepth)

  /// The same node (same storage and position): identity, not structure.
  public func isSameNode(as other: GreenNode) -> Bool {
    storage === other.storage && index == other.index
  }

  var identity: ObjectIdentifier { ObjectIdentifier(storage) }

  /// Number of children (without building them).
  var childCount: Int {
    if let wide = wideChildren { return wide.count }
    var iterator = reverseChildren
    var count = 0
    while iterator.next() != nil { count += 1 }
    return count
  }

  /// The children of a wide node (an overlay, or a node with a child index), nil for other nodes.
  @inline(__always)
  var wideChildren: WideChildren? {
    if let overlay = storage.overlay {
      return WideChildren(base: overlay.base, refs: overlay.refs, patches: overlay.patches)
    }
    guard let refs = storage.childIndex(header: index) else { return nil }
    return WideChildren(base: self, refs: refs, patches: [])
  }

  /// The child a child-index entry of this node points at (nil for an unresolvable external entry).
  @inline(__always)
  func element(of ref: GreenChildRef) -> GreenElement? {
    ref.tag == GreenEntry.nodeTag ? .node(GreenNode(storage: storage, index: Int(ref.entry))) : element(atEntry: Int(ref.entry))
  }

  /// The element an entry of this node's storage stands for.
  func element(atEntry position: Int) -> GreenElement? {
    guard position >= 0 && position < storage.entries.count else { return nil }
    let entry = storage.entries[position]
    switch entry.tag {
    case GreenEntry.tokenTag: return .token(entry.token)
    case GreenEntry.nodeTag: return .node(GreenNode(storage: storage, index: position))
    default:
      return storage.external(entry).map { .node($0) }
    }
  }

  /// Number of children, counted over the entries (an upper bound for wide nodes with an unresolvable child).
  var entryChildCount: Int {
    if let wide = wideChildren { return wide.count }
    let entries = storage.entries
    guard index >= 0 && index < entries.count else { return 0 }
    let first = index - Int(entries[index].a)
    var count = 0
    var position = index - 1
    while position >= first && position >= 0 {
      let entry = entries[position]
      position -= entry.tag == GreenEntry.nodeTag ? Int(entry.a) + 1 : 1
      count += 1
    }
    return count
  }

  /// Calls `body` for each child in order with its index and its start relative to this node; `body`
  /// returns false to stop. Builds no array (child positions go in a temporary buffer for narrow nodes).
  @inline(__always)
  func forEachChild(_ body: (_ index: Int, _ element: GreenElement, _ start: Int) -> Bool) {
    if let wide = wideChildren {
      wide.forEach(body)
      return
    }
    forEachNarrowEntry { childIndex, entry, position, start in
      switch entry.tag {
      case GreenEntry.tokenTag: return body(childIndex, .token(entry.token), start)
      case GreenEntry.nodeTag: return body(childIndex, .node(GreenNode(storage: storage, index: position)), start)
      default:
        // forEachNarrowEntry passes only external entries that resolve.
        guard let node = storage.external(entry) else { return true }
        return body(childIndex, .node(node), start)
      }
    }
  }

  /// The children of a narrow node (its entries in this storage), in order: each child's index, its entry (a
  /// token, a node header or a reference into another storage), the entry's position and the child's start
  /// relative to this node; `body` returns false to stop. An external entry that does not resolve is skipped and
  /// not numbered. Builds no array (child positions go in a temporary buffer). The one walk `forEachChild` and
  /// `forEachChildEntry` share.
  @inline(__always)
  func forEachNarrowEntry(_ body: (_ index: Int, _ entry: GreenEntry, _ position: Int, _ start: Int) -> Bool) {
    let entries = storage.entries
    guard index >= 0 && index < entries.count else { return }
    let first = index - Int(entries[index].a)
    var count = 0
    var position = index - 1
    while position >= first && position >= 0 {
      let entry = entries[position]
      position -= entry.tag == GreenEntry.nodeTag ? Int(entry.a) + 1 : 1
      count += 1
    }
    guard count > 0 else { return }
    withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { buffer in
      var slot = count - 1
      var position = index - 1
      while position >= first && position >= 0 && slot >= 0 {
        buffer[slot] = position
        let entry = entries[position]
        position -= entry.tag == GreenEntry.nodeTag ? Int(entry.a) + 1 : 1
        slot -= 1
      }
      var childIndex = 0
      var start = 0
      for slot in 0..<count {
        let position = buffer[slot]
        let entry = entries[position]
        if entry.tag == GreenEntry.externalTag, storage.external(entry) == nil { continue }
        if !body(childIndex, entry, position, start) { return }
        childIndex += 1
        start += entry.width
      }
    }
  }

  /// Calls `body` for every token of the subtree in order with its start offset (`start` is this node's
  /// start). Reads the flat storage directly: a subtree's entries are contiguous and in token order.
  public func forEachToken(start: Int = 0, _ body: (_ token: GreenToken, _ offset: Int) -> Void) {
    var position = start
    forEachToken(position: &position, depth: 0, body)
  }

  private func forEachToken(position: inout Int, depth: Int, _ body: (GreenToken, Int) -> Void) {
    if storage.overlay != nil, let wide = wideChildren {
      wide.forEach { _, element, _ in
        switch element {
        case .token(let token):
          body(token, position)
          position += token.width
        case .node(let node):
          if depth < 10_000 { node.forEachToken(position: &position, depth: depth + 1, body) }
        }
        return true
      }
      return
    }
    let entries = storage.entries
    guard index >= 0 && index < entries.count else { return }
    var cursor = max(index - Int(entries[index].a), 0)
    while cursor < index {
      let entry = entries[cursor]
      switch entry.tag {
      case GreenEntry.tokenTag:
        body(entry.token, position)
        position += Int(entry.a) + Int(entry.b) + Int(entry.c)
      case GreenEntry.nodeTag:
        break
      default:
        if depth < 10_000, let node = storage.external(entry) {
          node.forEachToken(position: &position, depth: depth + 1, body)
        }
      }
      cursor += 1
    }
  }

  /// The children in order.
  public var children: [GreenElement] {
    if let wide = wideChildren {
      var result: [GreenElement] = []
      result.reserveCapacity(wide.count)
      wide.forEach { _, element, _ in
        result.append(element)
        return true
      }
      return result
    }
    let entries = storage.entries
    var result: [GreenElement] = []
    var position = index - 1
    let first = index - Int(entries[index].a)
    while position >= first && position >= 0 {
      let entry = entries[position]
      switch entry.tag {
      case GreenEntry.tokenTag:
        result.append(.token(entry.token))
        position -= 1
      case GreenEntry.nodeTag:
        result.append(.node(GreenNode(storage: storage, index: position)))
        position -= Int(entry.a) + 1
      default:
        if let node = storage.external(entry) { result.append(.node(node)) }
        position -= 1
      }
    }
    result.reverse()
    return result
  }

  /// A copy of this node with the child at `index` (counted from the first) replaced. A wide node
  /// becomes an overlay of the node it was parsed as, which reads and copies none of its other
  /// children (see `WideOverlay`); narrow nodes are copied.
  func replacingChild(at index: Int, with element: GreenElement) -> GreenNode {
    guard let wide = wideChildren, index >= 0, index < wide.count else {
      var children = self.children
      if index >= 0 && index < children.count { children[index] = element }
      return GreenNode(kind: kind, children: children, depth: Int(depth), lookahead: Int(lookahead))
    }
    // The error flag changes only with the replaced child's; the other children are read only when
    // the replaced child was the one with an error.
    var error: Bool
    if element.hasError {
      error = true
    } else if !wide.hasError(at: index) {
      error = hasError
    } else {
      error = kind == .unexpected
      var other = 0
      while !error && other < wide.count {
        if other != index && wide.hasError(at: other) { error = true }
        other += 1
      }
    }
    var patches = wide.patches
    if let existing = patches.firstIndex(where: { $0.index == index }) {
      patches[existing].element = element
    } else {
      let position = patches.firstIndex(where: { $0.index > index }) ?? patches.count
      patches.insert(WidePatch(index: index, element: element, baseWidth: Int(wide.refs[index].width), shift: 0), at: position)
    }
    var shift = 0
    for position in patches.indices {
      shift += patches[position].element.width - patches[position].baseWidth
      patches[position].shift = shift
    }
    let header = self.header
    let patched = WideChildren(base: wide.base, refs: wide.refs, patches: patches)
    if patches.count <= WideOverlay.maxPatches {
      let entry = GreenEntry(
        a: 0, b: UInt32(truncatingIfNeeded: wide.base.width + shift), c: header.c, kind: header.kind,
        tag: GreenEntry.nodeTag, flags: error ? 1 : 0)
      let overlay = WideOverlay(base: wide.base, refs: wide.refs, patches: patches)
      return GreenNode(storage: GreenStorage(overlay: overlay, header: entry), index: 0)
    }
    if let node = GreenNode.flatten(patched, header: header, error: error) { return node }
    var children: [GreenElement] = []
    children.reserveCapacity(patched.count)
    patched.forEach { _, element, _ in
      children.append(element)
      return true
    }
    return GreenNode(kind: kind, children: children, depth: Int(depth), lookahead: Int(lookahead))
  }

  /// At most this many storages are kept by a wide node copied with `flatten`; past it the general
  /// copy keeps only the storages its children use.
  static let maxSharedStorages = 64

  /// The children of an overlay copied into a flat node with a child index (`header`'s kind, depth and
  /// lookahead), in one tight pass over the child index: the new storage keeps the base storage's
  /// storage list (so external children are copied entry for entry, no lookup) plus the base storage
  /// itself (for children that are headers there) and the replacements' storages. Nil when the list
  /// would grow past `maxSharedStorages` or an index is out of range (the caller copies the general way).
  static func flatten(_ wide: WideChildren, header: GreenEntry, error: Bool) -> GreenNode? {
    let old = wide.base.storage
    let oldEntries = old.entries
    let refs = wide.refs
    let patches = wide.patches
    guard old.storages.count + 1 + patches.count <= GreenNode.maxSharedStorages else { return nil }
    var storages = old.storages
    var oldSlot = -1
    if refs.contains(where: { $0.tag == GreenEntry.nodeTag }) {
      storages.append(old)
      oldSlot = storages.count - 1
    }
    var replacements: [GreenEntry] = []
    replacements.reserveCapacity(patches.count)
    for patch in patches {
      switch patch.element {
      case .token(let token):
        replacements.append(GreenEntry(token: token))
      case .node(let node):
        var slot = storages.count - 1
        while slot >= 0 && storages[slot] !== node.storage { slot -= 1 }
        if slot < 0 {
          storages.append(node.storage)
          slot = storages.count - 1
        }
        replacements.append(
          GreenEntry.external(slot: slot, index: node.index, width: node.width, kind: node.kind.rawValue, hasError: node.hasError))
      }
    }
    let count = refs.count
    var width = 0
    var outOfRange = false
    let slot = max(oldSlot, 0)
    var newRefs: [GreenChildRef] = []
    // One pass writing both arrays through buffers: `position` runs over 0..<count, the capacity of
    // both buffers and the count of `refs`; `ref.entry` is checked against `oldEntries` before use.
    var entries = [GreenEntry](unsafeUninitializedCapacity: count + 1) { entryBuffer, entryCount in
      newRefs = [GreenChildRef](unsafeUninitializedCapacity: count) { refBuffer, refCount in
        refs.withUnsafeBufferPointer { refs in
          oldEntries.withUnsafeBufferPointer { oldEntries in
            var next = 0  // the next patch
            for position in 0..<count {
              let ref = refs[position]
              let entry: GreenEntry
              var lookahead = ref.lookahead
              if next < patches.count && patches[next].index == position {
                entry = replacements[next]
                lookahead = GreenChildRef.unknownLookahead
                next += 1
              } else if ref.tag == GreenEntry.nodeTag {
                entry = GreenEntry.external(
                  slot: slot, index: Int(ref.entry), width: Int(ref.width), kind: ref.kind, hasError: ref.flags & 1 != 0)
              } else {
                // Tokens and external entries are copied as they are (same slot numbers: same storage list).
                let at = Int(ref.entry)
                guard at >= 0 && at < oldEntries.count else {
                  outOfRange = true
                  entryBuffer.initializeElement(at: position, to: GreenEntry(a: 0, b: 0, c: 0, kind: 0, tag: GreenEntry.tokenTag, flags: 0))
                  refBuffer.initializeElement(at: position, to: ref)
                  continue
                }
                entry = oldEntries[at]
              }
              let entryWidth = entry.width
              refBuffer.initializeElement(
                at: position,
                to: GreenChildRef(
                  entry: Int32(truncatingIfNeeded: position), start: Int32(truncatingIfNeeded: width),
                  width: Int32(truncatingIfNeeded: entryWidth), kind: entry.kind, tag: entry.tag, flags: entry.flags,
                  lookahead: lookahead))
              entryBuffer.initializeElement(at: position, to: entry)
              width += entryWidth
            }
          }
        }
        refCount = count
      }
      entryCount = count
    }
    if outOfRange { return nil }
    entries.append(
      GreenEntry(
        a: UInt32(truncatingIfNeeded: entries.count), b: UInt32(truncatingIfNeeded: width), c: header.c,
        kind: header.kind, tag: GreenEntry.nodeTag, flags: error ? 1 : 0))
    let headerIndex = entries.count - 1
    let newStorage = GreenStorage(entries: entries, storages: storages, wide: [headerIndex: newRefs])
    return GreenNode(storage: newStorage, index: headerIndex)
  }

  /// Iterates the children from last to first without building an array.
  struct ReverseChildren: IteratorProtocol {
    let storage: GreenStorage
    var position: Int
    let first: Int

    mutating func next() -> GreenElement? {
      guard position >= first && position >= 0 else { return nil }
      let entry = storage.entries[position]
      switch entry.tag {
      case GreenEntry.tokenTag:
        position -= 1
        return .token(entry.token)
      case GreenEntry.nodeTag:
        let node = GreenNode(storage: storage, index: position)
        position -= Int(entry.a) + 1
        return .node(node)
      default:
        position -= 1
        return storage.external(entry).map { .node($0) }
      }
    }
  }

  var reverseChildren: ReverseChildren {
    ReverseChildren(storage: storage, position: index - 1, first: index - Int(storage.entries[index].a))
  }

  /// The child whose range contains byte `target` (offsets relative to this node's start); with
  /// `allowEnd`, a target equal to the end selects the last child. Returns its index counted from the
  /// end, its start and the child before it.
  func child(containing target: Int, allowEnd: Bool = false) -> (reverseIndex: Int, start: Int, element: GreenElement, previous: GreenElement?)? {
    if let wide = wideChildren, wide.count > 0 {
      // Zero-width children: from the last child starting at or before `target`, take the first
      // non-empty one that contains the target.
      var index = wide.lastIndex(startingAtOrBefore: target)
      var ref = wide.ref(at: index)
      while true {
        let start = Int(ref.start)
        let end = start + Int(ref.width)
        let isLast = index == wide.count - 1
        if target >= start && (target < end || (allowEnd && isLast && target == end && ref.width > 0)) { break }
        if start > target { return nil }
        index += 1
        guard index < wide.count else { return nil }
        ref = wide.ref(at: index)
      }
      guard let element = wide.element(at: index) else { return nil }
      let previous = index > 0 ? wide.element(at: index - 1) : nil
      return (wide.count - 1 - index, Int(ref.start), element, previous)
    }
    var iterator = reverseChildren
    var end = width
    var reverseIndex = 0
    while let child = iterator.next() {
      let childWidth = child.width
      let start = end - childWidth
      if target >= start && (target < end || (allowEnd && reverseIndex == 0 && target == end && childWidth > 0)) {
        let previous = iterator.next()
        return (reverseIndex, start, child, previous)
      }
      end = start
      reverseIndex += 1
    }
    return nil
  }

  /// Structural equality: kinds, token kinds, flags, error flags and lengths (ignores depth/lookahead
  /// bookkeeping).
  public func isStructurallyEqual(to other: GreenNode) -> Bool {
    if isSameNode(as: other) { return true }
    guard kind == other.kind, width == other.width, hasError == other.hasError else { return false }
    let left = children
    let right = other.children
    guard left.count == right.count else { return false }
    for (l, r) in zip(left, right) {
      switch (l, r) {
      case (.node(let a), .node(let b)):
        if !a.isStructurallyEqual(to: b) { return false }
      case (.token(let a), .token(let b)):
        if a != b { return false }
      default:
        return false
      }
    }
    return true
  }

  /// Number of nodes in this subtree (including itself).
  public var nodeCount: Int {
    var count = 0
    var stack = [self]
    while let node = stack.popLast() {
      count += 1
      for child in node.children {
        if case .node(let inner) = child { stack.append(inner) }
      }
    }
    return count
  }

  /// The first token (possibly missing) of this subtree.
  public var firstToken: GreenToken? { edgeToken(last: false) }

  /// The last token (possibly missing) of this subtree.
  public var lastToken: GreenToken? { edgeToken(last: true) }

  /// The first or last token of this subtree: down through the first (last) child that holds a token. A
  /// child with width holds one; an empty one may not, and is skipped when it does not.
  private func edgeToken(last: Bool) -> GreenToken? {
    var node = self
    var guardCount = 0
    outer: while guardCount < 100_000 {
      guardCount += 1
      if node.storage.overlay != nil, let wide = node.wideChildren {
        for step in 0..<wide.count {
          switch wide.element(at: last ? wide.count - 1 - step : step) {
          case .token(let token)?:
            return token
          case .node(let child)?:
            if child.width > 0 {
              node = child
              continue outer
            }
            if let token = child.edgeToken(last: last) { return token }
          case nil:
            continue
          }
        }
        return nil
      }
      // A subtree's entries are contiguous and in token order; node headers hold no token.
      let entries = node.storage.entries
      let first = node.index - Int(entries[node.index].a)
      for position in stride(from: last ? node.index - 1 : first, through: last ? first : node.index - 1, by: last ? -1 : 1) {
        let entry = entries[position]
        switch entry.tag {
        case GreenEntry.tokenTag:
          return entry.token
        case GreenEntry.externalTag:
          guard let child = node.storage.external(entry) else { continue }
          if child.width > 0 {
            node = child
            continue outer
          }
          if let token = child.edgeToken(last: last) { return token }
        default:
          continue
        }
      }
      return nil
    }
    return nil
  }
}
