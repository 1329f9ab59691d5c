/// A child of a wide node replaced after the parse that built the node (see `WideOverlay`).
struct WidePatch: Sendable {
  var index: Int
  var element: GreenElement
  /// The replaced child's width in the base node (the replacement's width is `element.width`).
  var baseWidth: Int
  /// Sum of (new width - base width) over this patch and every patch before it: what the start of
  /// each later child moves by.
  var shift: Int
}

/// A wide node with a few children replaced, stored as the node it was made from plus the
/// replacements. An incremental reparse replaces one child on each level of the path from the edit
/// to the root; copying a wide level (the root of a large file, a long array literal) would cost a
/// copy of its whole child index per keystroke, while an overlay costs O(patches). The node it is made
/// from is never an overlay itself; past `maxPatches` the children are copied into a flat node again.
final class WideOverlay: Sendable {
  let base: GreenNode
  let refs: [GreenChildRef]
  /// Sorted by `index`, at most `maxPatches`.
  let patches: [WidePatch]

  static let maxPatches = 8

  init(base: GreenNode, refs: [GreenChildRef], patches: [WidePatch]) {
    self.base = base
    self.refs = refs
    self.patches = patches
  }
}

/// The children of a wide node, read through its child index: `refs` point into `base`'s storage,
/// `patches` (empty unless the node is an overlay) replace some of them. Every reader of a wide node's
/// children goes through this.
struct WideChildren {
  let base: GreenNode
  let refs: [GreenChildRef]
  let patches: [WidePatch]

  @inline(__always) var count: Int { refs.count }

  /// The child index entry of child `index` (which must be in range), with its start in this node;
  /// a replaced child gets its replacement's width, kind and flags, an `externalTag` (or `tokenTag`)
  /// and entry -1 (read it with `element(at:)`).
  @inline(__always)
  func ref(at index: Int) -> GreenChildRef {
    var ref = refs[index]
    if patches.isEmpty { return ref }
    var shift = 0
    for patch in patches {
      if patch.index > index { break }
      if patch.index == index {
        ref.start = Int32(truncatingIfNeeded: Int(ref.start) + shift)
        return WideChildren.ref(for: patch.element, start: Int(ref.start))
      }
      shift = patch.shift
    }
    ref.start = Int32(truncatingIfNeeded: Int(ref.start) + shift)
    return ref
  }

  static func ref(for element: GreenElement, start: Int) -> GreenChildRef {
    switch element {
    case .token(let token):
      return GreenChildRef(
        entry: -1, start: Int32(truncatingIfNeeded: start), width: Int32(truncatingIfNeeded: token.width),
        kind: token.kind.rawValue, tag: GreenEntry.tokenTag, flags: token.flags.rawValue)
    case .node(let node):
      return GreenChildRef(
        entry: -1, start: Int32(truncatingIfNeeded: start), width: Int32(truncatingIfNeeded: node.width),
        kind: node.kind.rawValue, tag: GreenEntry.externalTag, flags: node.hasError ? 1 : 0)
    }
  }

  /// Child `index` (nil out of range or for an unresolvable external entry).
  @inline(__always)
  func element(at index: Int) -> GreenElement? {
    guard index >= 0 && index < refs.count else { return nil }
    if !patches.isEmpty {
      for patch in patches {
        if patch.index > index { break }
        if patch.index == index { return patch.element }
      }
    }
    return base.element(of: refs[index])
  }

  /// Whether child `index` (in range) has an error, from the child index.
  @inline(__always)
  func hasError(at index: Int) -> Bool {
    let ref = self.ref(at: index)
    let errorTokenFlags = TokenFlags.missing.rawValue | TokenFlags.lexError.rawValue
    return ref.tag == GreenEntry.tokenTag ? ref.flags & errorTokenFlags != 0 : ref.flags & 1 != 0
  }

  /// Calls `body` for each child in order with its index and start; `body` returns false to stop.
  @inline(__always)
  func forEach(_ body: (_ index: Int, _ element: GreenElement, _ start: Int) -> Bool) {
    var start = 0
    var next = 0  // the next patch
    for index in 0..<refs.count {
      let element: GreenElement
      if next < patches.count && patches[next].index == index {
        element = patches[next].element
        next += 1
      } else {
        guard let resolved = base.element(of: refs[index]) else { continue }
        element = resolved
      }
      if !body(index, element, start) { return }
      start += element.width
    }
  }

  /// The last child starting at or before `target` (0 if none does).
  func lastIndex(startingAtOrBefore target: Int) -> Int {
    var low = 0
    var high = refs.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(ref(at: middle).start) <= target { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
