import SwiftLiteParser

/// The merged facts of every Swift file of a workspace (RULES.md "Workspace (cross-file) facts"), as the rules
/// read them: an immutable snapshot, shared by every analysis that runs while it is current.
///
/// A rule that needs a fact from another file asks `context.workspace`. It is nil when a file is analysed alone
/// (no workspace) and `isComplete` is false while the initial scan runs: in both cases a rule that would report
/// a *missing* X stays silent unless X can only be in this file (a `private`/`fileprivate` type).
///
/// A snapshot is a large shared `base` (every file's summary and the lookup tables over them, built once) and a
/// small `overlay`: the files changed since the base was built, with tables over those files only. A keystroke
/// builds a new overlay (O(changed files)), never new tables over the whole workspace; the index folds the
/// overlay into a new base when it grows (see `WorkspaceIndex`).
public struct WorkspaceFacts: Sendable {
  /// False until the scan has read every file under the roots.
  public let isComplete: Bool
  private let base: FactBase
  private let overlay: FactOverlay?

  /// Where a summarised declaration sits.
  public struct Located<Value: Sendable>: Sendable {
    public var path: String
    public var value: Value
  }

  public init(files: [String: FileSummary], isComplete: Bool) {
    self.init(base: FactBase(files: files), overlay: nil, isComplete: isComplete)
  }

  init(base: FactBase, overlay: FactOverlay?, isComplete: Bool) {
    self.base = base
    self.overlay = overlay
    self.isComplete = isComplete
  }

  /// Every file's summary, by path (the server's open documents replace their file's summary on disk). Built on
  /// each call (O(files)): lookups by name and `summary(at:)` are the cheap way in.
  public var files: [String: FileSummary] {
    guard let overlay else { return base.files }
    var files = base.files
    for (path, summary) in overlay.changes { files[path] = summary }
    return files
  }

  /// The summary of the file at `path`, if the workspace holds it.
  public func summary(at path: String) -> FileSummary? {
    if let overlay, let change = overlay.changes[path] { return change }
    return base.files[path]
  }

  /// The facts when the scan has finished (a rule may then count a fact as missing when no file has it); nil
  /// while it runs.
  public var ifComplete: WorkspaceFacts? { isComplete ? self : nil }

  /// The entries of `name` in `table`, every file but `path`, in path order: the base's entries of files the
  /// overlay does not replace, merged with the overlay's.
  private func lookup<Value>(
    _ name: String, excluding path: String?, _ table: (FactTables) -> [String: [Located<Value>]]
  ) -> [Located<Value>] {
    let fromBase = table(base.tables)[name] ?? []
    guard let overlay else { return path == nil ? fromBase : fromBase.filter { $0.path != path } }
    let fromOverlay = table(overlay.tables)[name] ?? []
    var result: [Located<Value>] = []
    result.reserveCapacity(fromBase.count + fromOverlay.count)
    var next = 0
    for entry in fromBase where entry.path != path && overlay.changes[entry.path] == nil {
      while next < fromOverlay.count, fromOverlay[next].path < entry.path {
        if fromOverlay[next].path != path { result.append(fromOverlay[next]) }
        next += 1
      }
      result.append(entry)
    }
    while next < fromOverlay.count {
      if fromOverlay[next].path != path { result.append(fromOverlay[next]) }
      next += 1
    }
    return result
  }

  /// Type and extension declarations whose simple name is `name`, in every file but `path`.
  public func types(named name: String, excluding path: String?) -> [Located<FileSummary.TypeEntry>] {
    lookup(name, excluding: path) { $0.typesBySimpleName }
  }

  /// The representable `name`'s entries in every file but `path`.
  public func representables(named name: String, excluding path: String?) -> [Located<FileSummary.RepresentableEntry>] {
    lookup(name, excluding: path) { $0.representablesByName }
  }

  /// Where the view `name` is presented or used inline, in every file but `path`.
  public func presentationSites(of name: String, excluding path: String?) -> [Located<FileSummary.PresentationSite>] {
    lookup(name, excluding: path) { $0.sitesByView }
  }

  /// Classes (not extensions) whose simple name is `name`, in every file but `path`.
  public func classes(named name: String, excluding path: String?) -> [Located<FileSummary.TypeEntry>] {
    types(named: name, excluding: path).filter { $0.value.keyword == "class" }
  }

  /// The environment needs of View structs named `name`, in every file but `path`.
  public func environmentNeeds(of name: String, excluding path: String?) -> [Located<FileSummary.EnvironmentNeed>] {
    lookup(name, excluding: path) { $0.needsByView }
  }

  /// The `canSend…` calls that members of the type `name` make, in every file but `path`.
  public func canSendChecks(in name: String, excluding path: String?) -> Set<String> {
    var result: Set<String> = []
    for entry in lookup(name, excluding: path, { $0.checksByType }) { result.formUnion(entry.value) }
    return result
  }

  /// Where the view `name` is the root of a hosting controller or configuration, in every file but `path`.
  public func hostingRoots(of name: String, excluding path: String?) -> [Located<FileSummary.HostingRoot>] {
    lookup(name, excluding: path) { $0.rootsByView }
  }
}

/// Lookup tables over some files' summaries: entries by name, each list in path order.
struct FactTables: Sendable {
  typealias Located = WorkspaceFacts.Located
  /// Type and extension entries by simple name (the last component of the qualified name).
  var typesBySimpleName: [String: [Located<FileSummary.TypeEntry>]] = [:]
  /// Representable entries by name.
  var representablesByName: [String: [Located<FileSummary.RepresentableEntry>]] = [:]
  /// Presentation sites by presented view name.
  var sitesByView: [String: [Located<FileSummary.PresentationSite>]] = [:]
  /// Hosting roots by root view name.
  var rootsByView: [String: [Located<FileSummary.HostingRoot>]] = [:]
  /// Environment needs of View structs by view name.
  var needsByView: [String: [Located<FileSummary.EnvironmentNeed>]] = [:]
  /// `canSend…` calls by the type whose members make them.
  var checksByType: [String: [Located<Set<String>>]] = [:]

  /// The tables of `files`, given in path order (lookups return entries in a fixed order, whatever the order
  /// files were read in).
  init(sorted files: [(path: String, summary: FileSummary)]) {
    for (path, summary) in files { add(path: path, summary: summary) }
  }

  init() {}

  /// Adds one file's entries at the end of each list (files come in path order).
  mutating func add(path: String, summary: FileSummary) {
    for type in summary.types {
      typesBySimpleName[TypeName.simple(type.qualifiedName), default: []].append(Located(path: path, value: type))
    }
    for representable in summary.representables {
      representablesByName[representable.name, default: []].append(Located(path: path, value: representable))
    }
    for site in summary.presentationSites {
      sitesByView[site.view, default: []].append(Located(path: path, value: site))
    }
    for root in summary.hostingRoots {
      rootsByView[root.view, default: []].append(Located(path: path, value: root))
    }
    for need in summary.environmentNeeds {
      needsByView[need.view, default: []].append(Located(path: path, value: need))
    }
    for (type, calls) in summary.canSendChecks {
      checksByType[type, default: []].append(Located(path: path, value: calls))
    }
  }
}

/// Builds `WorkspaceFacts` from summaries that arrive in path order (`lint` adds each file as soon as every file
/// before it is in, on whichever core finished it), so the tables are ready when the last file is: the same
/// facts as `WorkspaceFacts(files:isComplete:)` of the same files.
public struct WorkspaceFactsBuilder: Sendable {
  private var files: [String: FileSummary] = [:]
  private var tables = FactTables()
  private var lastPath: String?
  /// False once a path came that does not sort after the one before (or came twice): `facts` then sorts.
  private var inOrder = true

  public init(expectedCount: Int = 0) {
    files.reserveCapacity(expectedCount)
  }

  public mutating func add(path: String, summary: FileSummary) {
    if inOrder, lastPath.map({ $0 < path }) ?? true {
      tables.add(path: path, summary: summary)
    } else {
      inOrder = false
    }
    lastPath = path
    files[path] = summary
  }

  /// The facts of every file added (their tables built once more, in path order, if they came out of order).
  public func facts(isComplete: Bool) -> WorkspaceFacts {
    guard inOrder else { return WorkspaceFacts(files: files, isComplete: isComplete) }
    return WorkspaceFacts(base: FactBase(files: files, tables: tables), overlay: nil, isComplete: isComplete)
  }
}

/// Every file's summary at the time the base was built, and the tables over them (immutable, shared).
final class FactBase: Sendable {
  let files: [String: FileSummary]
  let tables: FactTables

  init(files: [String: FileSummary]) {
    self.files = files
    self.tables = FactTables(sorted: files.sorted { $0.key < $1.key }.map { (path: $0.key, summary: $0.value) })
  }

  /// `files` with the tables built from them in path order.
  init(files: [String: FileSummary], tables: FactTables) {
    self.files = files
    self.tables = tables
  }

  static let empty = FactBase(files: [:])
}

/// The files changed since the base (a nil summary: removed), and the tables over the ones present, built on the
/// first lookup: an open document's analysis makes the snapshot, and a large document (39,000 types of one name)
/// would otherwise hold tables of its own entries, which its lookups exclude, at its peak.
final class FactOverlay: Sendable {
  let changes: [String: FileSummary?]
  private let lazyTables: LazyValue<FactTables>

  var tables: FactTables { lazyTables.value }

  init(changes: [String: FileSummary?]) {
    self.changes = changes
    lazyTables = LazyValue {
      var present: [(path: String, summary: FileSummary)] = []
      for (path, summary) in changes { if let summary { present.append((path, summary)) } }
      present.sort { $0.path < $1.path }
      return FactTables(sorted: present)
    }
  }
}

extension FileSummary {
  /// The summary of one file's text (a parse and the declaration model; no body facts).
  public static func of(_ text: SourceText) -> FileSummary {
    let tree = SyntaxTree.parse(text)
    return FileSummary(tree: tree, model: InteropModel(tree: tree), lineIndex: LineIndex(text))
  }

  /// The type names this summary's facts are about or depend on: the names it declares, extends, inherits,
  /// presents, hosts, makes or coordinates. A changed file's old and new keys name the facts that changed; a
  /// file whose keys meet them may have findings that used them.
  public var keys: Set<String> {
    var keys: Set<String> = []
    for type in types {
      for component in TypeName.components(type.qualifiedName) { keys.insert(component) }
      for inherited in type.inheritance { keys.insert(TypeName.simple(inherited)) }
      for property in type.properties { if let type = property.type { keys.insert(TypeName.simple(type)) } }
    }
    for representable in representables {
      keys.insert(representable.name)
      if let made = representable.madeType { keys.insert(TypeName.simple(made)) }
      if let coordinator = representable.coordinator { keys.insert(coordinator) }
    }
    for site in presentationSites {
      keys.insert(site.view)
      if let presenter = site.presenter { keys.insert(presenter) }
    }
    for presenter in canSendChecks.keys { keys.insert(presenter) }
    for root in hostingRoots { keys.insert(root.view) }
    for need in environmentNeeds { keys.insert(need.view) }
    keys.formUnion(inlineViews)
    return keys
  }

  /// The type names this file declares or extends (what another file's keys can refer to).
  public var declaredNames: Set<String> {
    var names: Set<String> = []
    for type in types { names.insert(TypeName.simple(type.qualifiedName)) }
    for representable in representables { names.insert(representable.name) }
    return names
  }
}

/// The live workspace: one summary per file, updated as files change, read through immutable snapshots.
/// Thread-safe (the server's scan fills it off the message loop while requests read snapshots).
///
/// Every derived table is kept up to date per file, so a change costs O(size of the changed summaries), not
/// O(workspace): the keys of each file and the files by key (for the affected set), how many files declare each
/// name, and the subclass edges. Snapshots share one `FactBase`; the files changed since it was built are the
/// overlay, folded into a new base by the first snapshot after they pass `overlayLimit` files (or by
/// `consolidate()`, which the scan calls off the loop once every file is in).
public final class WorkspaceIndex: Sendable {
  struct State: Sendable {
    var base = FactBase.empty
    /// Files changed since `base` was built, by path (nil: removed).
    var overlay: [String: FileSummary?] = [:]
    /// How many files the index holds.
    var fileCount = 0
    /// Each file's `keys`.
    var keys: [String: Set<String>] = [:]
    /// The files whose keys hold each name (the inverse of `keys`).
    var filesByKey: [String: Set<String>] = [:]
    /// How many files declare each type name: a key no file declares (`View`, `NSObject`) links no files.
    var declaredCount: [String: Int] = [:]
    /// Subclass edges, superclass simple name → subclass simple name → how many declarations give the edge
    /// (a class or extension whose first inherited name is the superclass).
    var subclasses: [String: [String: Int]] = [:]
    /// The same edges the other way: subclass simple name → its superclasses' simple names.
    var superclasses: [String: Set<String>] = [:]
    var isComplete = false
    var snapshot: WorkspaceFacts?
    /// Counts the recorded changes (`consolidate` installs a base only if none came while it built it).
    var version = 0

    func summary(at path: String) -> FileSummary? {
      if let change = overlay[path] { return change }
      return base.files[path]
    }
  }

  private let state = Locked(State())
  /// Overlay size (files) past which the next snapshot folds the overlay into a new base.
  private let overlayLimit: Int?

  public init() {
    overlayLimit = nil
  }

  /// An index that folds its overlay once it holds more than `overlayLimit` files (tests use small limits).
  init(overlayLimit: Int) {
    self.overlayLimit = overlayLimit
  }

  /// A file's summary with what the index derives from it per file (keys, declared names, subclass edges),
  /// computed where the summary was made (a scan lane), so that filing it under the index's lock is only
  /// dictionary updates.
  public struct Entry: Sendable {
    public let summary: FileSummary
    let keys: Set<String>
    let declaredNames: Set<String>
    let edges: [(superclass: String, subclass: String)]

    public init(_ summary: FileSummary) {
      self.summary = summary
      keys = summary.keys
      declaredNames = summary.declaredNames
      edges = WorkspaceIndex.subclassEdges(of: summary)
    }
  }

  /// Records `summary` for `path`. Returns the paths of the other files whose findings may have used a fact that
  /// changed (empty when the summary is unchanged), so the caller analyses those again. With `candidates`, only
  /// those paths are considered (the server asks about its open documents: a change of a widely used name then
  /// costs O(candidates), not O(files using it)).
  @discardableResult
  public func update(path: String, summary: FileSummary, among candidates: Set<String>? = nil) -> Set<String> {
    update(path: path, entry: Entry(summary), among: candidates)
  }

  /// `update(path:summary:among:)` with the entry made already.
  @discardableResult
  public func update(path: String, entry: Entry, among candidates: Set<String>? = nil) -> Set<String> {
    state.withLock { state in
      guard let change = Self.record(&state, path: path, entry: entry) else { return [] }
      // A name counts when some file declares it now or the file declared it before the change.
      let changed = change.keys.filter { change.wasDeclared.contains($0) || state.declaredCount[$0] != nil }
      return Self.affected(by: changed, excluding: [path], among: candidates, in: state)
    }
  }

  /// Records many summaries at once: one lock, and the affected files computed once against every changed key.
  /// The batch's own paths are not in the result.
  @discardableResult
  public func update(_ batch: [(path: String, summary: FileSummary)], among candidates: Set<String>? = nil) -> Set<String> {
    let entries = batch.map { (path: $0.path, entry: Entry($0.summary)) }
    return state.withLock { state in
      var changed: Set<String> = []
      var wasDeclared: Set<String> = []
      var paths: Set<String> = []
      for (path, entry) in entries {
        paths.insert(path)
        guard let change = Self.record(&state, path: path, entry: entry) else { continue }
        changed.formUnion(change.keys)
        wasDeclared.formUnion(change.wasDeclared)
      }
      let declared = state.declaredCount
      return Self.affected(
        by: changed.filter { wasDeclared.contains($0) || declared[$0] != nil }, excluding: paths, among: candidates, in: state)
    }
  }

  /// Records many entries and asks for no affected files (the initial scan: the server analyses every open
  /// document again when it ends). Under the lock, only the tables are filed: the entries were made on the lanes.
  public func load(_ entries: [(path: String, entry: Entry)]) {
    state.withLock { state in
      for (path, entry) in entries { _ = Self.record(&state, path: path, entry: entry) }
    }
  }

  /// Forgets `path` (deleted, renamed, or no longer under a root). Returns the files affected, as `update`.
  @discardableResult
  public func remove(path: String, among candidates: Set<String>? = nil) -> Set<String> {
    state.withLock { state in
      guard let change = Self.record(&state, path: path, entry: nil) else { return [] }
      let changed = change.keys.filter { change.wasDeclared.contains($0) || state.declaredCount[$0] != nil }
      return Self.affected(by: changed, excluding: [path], among: candidates, in: state)
    }
  }

  /// What one recorded change touched: the file's old and new keys, and the names it declared before.
  private struct Change {
    var keys: Set<String>
    var wasDeclared: Set<String>
  }

  /// Puts the entry's summary (nil: removes the file) in the overlay and updates the derived tables by the
  /// difference between the file's old and new summary. Nil when nothing changed.
  private static func record(_ state: inout State, path: String, entry: Entry?) -> Change? {
    let old = state.summary(at: path)
    let summary = entry?.summary
    guard old != summary else { return nil }
    let oldKeys = state.keys[path] ?? []
    let newKeys = entry?.keys ?? []
    let oldDeclared = old?.declaredNames ?? []
    count(oldDeclared, by: -1, in: &state.declaredCount)
    count(entry?.declaredNames ?? [], by: 1, in: &state.declaredCount)
    if old == nil {
      // A new file (every file of a first scan): its keys are all new.
      for key in newKeys { state.filesByKey[key, default: []].insert(path) }
    } else {
      for key in oldKeys.subtracting(newKeys) {
        state.filesByKey[key]?.remove(path)
        if state.filesByKey[key]?.isEmpty == true { state.filesByKey[key] = nil }
      }
      for key in newKeys.subtracting(oldKeys) { state.filesByKey[key, default: []].insert(path) }
    }
    if let old { countEdges(subclassEdges(of: old), by: -1, in: &state) }
    if let entry { countEdges(entry.edges, by: 1, in: &state) }
    state.keys[path] = summary == nil ? nil : newKeys
    if old == nil { state.fileCount += 1 }
    if summary == nil { state.fileCount -= 1 }
    // Back to what the base holds: the overlay drops the path.
    if state.base.files[path] == summary {
      state.overlay[path] = nil
    } else {
      state.overlay[path] = .some(summary)
    }
    state.snapshot = nil
    state.version &+= 1
    return Change(keys: old == nil ? newKeys : oldKeys.union(newKeys), wasDeclared: oldDeclared)
  }

  private static func count(_ names: Set<String>, by delta: Int, in counts: inout [String: Int]) {
    for name in names {
      let value = (counts[name] ?? 0) + delta
      counts[name] = value > 0 ? value : nil
    }
  }

  /// The subclass edges a summary gives: a class or extension's first inherited name → its simple name.
  static func subclassEdges(of summary: FileSummary) -> [(superclass: String, subclass: String)] {
    summary.types.compactMap { type in
      guard type.keyword == "class" || type.keyword == "extension", let superclass = type.inheritance.first else { return nil }
      return (TypeName.simple(superclass), TypeName.simple(type.qualifiedName))
    }
  }

  private static func countEdges(_ edges: [(superclass: String, subclass: String)], by delta: Int, in state: inout State) {
    for (superclass, subclass) in edges {
      let value = (state.subclasses[superclass]?[subclass] ?? 0) + delta
      if value > 0 {
        state.subclasses[superclass, default: [:]][subclass] = value
        state.superclasses[subclass, default: []].insert(superclass)
      } else {
        state.subclasses[superclass]?[subclass] = nil
        if state.subclasses[superclass]?.isEmpty == true { state.subclasses[superclass] = nil }
        state.superclasses[subclass]?.remove(superclass)
        if state.superclasses[subclass]?.isEmpty == true { state.superclasses[subclass] = nil }
      }
    }
  }

  /// Whether the overlay holds more files than the limit (by default 64, or 1/16 of the workspace when that is
  /// more): the next snapshot folds it into a new base, so lookups never merge a large overlay.
  private func overlayIsLarge(_ state: State) -> Bool {
    state.overlay.count > (overlayLimit ?? max(64, state.fileCount / 16))
  }

  private static func fold(_ state: inout State) {
    guard !state.overlay.isEmpty else { return }
    var files = state.base.files
    for (path, summary) in state.overlay { files[path] = summary }
    state.base = FactBase(files: files)
    state.overlay = [:]
    state.snapshot = nil
  }

  /// Folds every change so far into a new base (O(workspace)): the scan calls it off the loop once every file is
  /// in, so the loop's next snapshot is cheap. The base is built outside the lock (the loop, which may be
  /// marking the scan complete meanwhile, never waits for it) and installed only if no change came in the
  /// meantime (else it is built again, at most three times; a later snapshot folds what is left).
  public func consolidate() {
    for _ in 0..<3 {
      let taken = state.withLock { (files: $0.base.files, overlay: $0.overlay, version: $0.version) }
      guard !taken.overlay.isEmpty else { return }
      var files = taken.files
      for (path, summary) in taken.overlay { files[path] = summary }
      let base = FactBase(files: files)
      // The old base (and its snapshot) are let go here, outside the lock.
      let replaced = state.withLock { state -> (FactBase, WorkspaceFacts?)? in
        guard state.version == taken.version else { return nil }
        defer {
          state.base = base
          state.overlay = [:]
          state.snapshot = nil
        }
        return (state.base, state.snapshot)
      }
      if replaced != nil { return }
    }
  }

  /// Marks the initial scan finished (or, with false, restarted: roots changed).
  public func setComplete(_ complete: Bool) {
    state.withLock { state in
      if state.isComplete != complete {
        state.isComplete = complete
        state.snapshot = nil
      }
    }
  }

  /// The paths the index holds.
  public var paths: Set<String> {
    state.withLock { state in
      var paths = Set(state.base.files.keys)
      for (path, summary) in state.overlay {
        if summary == nil { paths.remove(path) } else { paths.insert(path) }
      }
      return paths
    }
  }

  /// How many files the index holds.
  public var count: Int { state.withLock { $0.fileCount } }

  /// The current facts (built once per change, then shared): the shared base and a new overlay of the changed files.
  public func snapshot() -> WorkspaceFacts {
    state.withLock { state in
      if let snapshot = state.snapshot { return snapshot }
      if overlayIsLarge(state) { Self.fold(&state) }
      let overlay = state.overlay.isEmpty ? nil : FactOverlay(changes: state.overlay)
      let snapshot = WorkspaceFacts(base: state.base, overlay: overlay, isComplete: state.isComplete)
      state.snapshot = snapshot
      return snapshot
    }
  }

  /// The files whose keys meet `changed`, or the name of a class whose superclass chain reaches a changed name
  /// (a finding about `Bar: Foo` depends on `Foo`'s file too).
  private static func affected(
    by changed: Set<String>, excluding paths: Set<String>, among candidates: Set<String>?, in state: State
  ) -> Set<String> {
    guard !changed.isEmpty else { return [] }
    if let candidates { return affected(by: changed, excluding: paths, among: candidates, in: state) }
    var names = changed
    // Subclasses of changed names, to a fixed point (bounded by the number of class names).
    var frontier = Array(changed)
    while let name = frontier.popLast() {
      guard let subclasses = state.subclasses[name] else { continue }
      for subclass in subclasses.keys where names.insert(subclass).inserted { frontier.append(subclass) }
    }
    var result: Set<String> = []
    for name in names {
      guard let files = state.filesByKey[name] else { continue }
      result.formUnion(files)
    }
    return result.subtracting(paths)
  }

  /// `affected` for a few candidate files: a candidate is affected when one of its keys is a changed name or a
  /// class whose superclass chain reaches one (walked up from the candidate's keys, each name once per call).
  private static func affected(
    by changed: Set<String>, excluding paths: Set<String>, among candidates: Set<String>, in state: State
  ) -> Set<String> {
    var reaches: [String: Bool] = [:]
    var result: Set<String> = []
    for candidate in candidates where !paths.contains(candidate) {
      guard let keys = state.keys[candidate] else { continue }
      for key in keys where reachesChanged(key, changed: changed, memo: &reaches, in: state) {
        result.insert(candidate)
        break
      }
    }
    return result
  }

  /// Whether `name` is a changed name or a class whose superclass chain reaches one (breadth first up the edges;
  /// every name visited once, so cycles end). `memo` keeps the answers of one call.
  private static func reachesChanged(_ name: String, changed: Set<String>, memo: inout [String: Bool], in state: State) -> Bool {
    if let known = memo[name] { return known }
    var seen: Set<String> = [name]
    var frontier = [name]
    var found = false
    while !found, let next = frontier.popLast() {
      if changed.contains(next) || memo[next] == true {
        found = true
      } else {
        for superclass in state.superclasses[next] ?? [] where seen.insert(superclass).inserted { frontier.append(superclass) }
      }
    }
    memo[name] = found
    return found
  }

  /// The derived tables as they stand (tests compare them with `derived(from:)` of the same files).
  var derivedForTesting: Derived {
    state.withLock {
      Derived(
        keys: $0.keys, filesByKey: $0.filesByKey, declaredCount: $0.declaredCount, subclasses: $0.subclasses,
        superclasses: $0.superclasses, fileCount: $0.fileCount)
    }
  }

  /// The same tables computed from scratch over `files`.
  static func derived(from files: [String: FileSummary]) -> Derived {
    var result = Derived(keys: [:], filesByKey: [:], declaredCount: [:], subclasses: [:], superclasses: [:], fileCount: files.count)
    for (path, summary) in files {
      let keys = summary.keys
      result.keys[path] = keys
      for key in keys { result.filesByKey[key, default: []].insert(path) }
      for name in summary.declaredNames { result.declaredCount[name, default: 0] += 1 }
      for (superclass, subclass) in subclassEdges(of: summary) {
        result.subclasses[superclass, default: [:]][subclass, default: 0] += 1
        result.superclasses[subclass, default: []].insert(superclass)
      }
    }
    return result
  }

  struct Derived: Equatable {
    var keys: [String: Set<String>]
    var filesByKey: [String: Set<String>]
    var declaredCount: [String: Int]
    var subclasses: [String: [String: Int]]
    var superclasses: [String: Set<String>]
    var fileCount: Int
  }
}
