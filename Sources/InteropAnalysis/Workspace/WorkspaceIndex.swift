import SwiftLiteParser

/// The merged facts of every Swift file of a workspace (RULES.md "Workspace (cross-file) facts"), as the rules
/// read them: an immutable snapshot, shared by every analysis that runs while it is current.
///
/// A rule that needs a fact from another file asks `context.workspace`. It is nil when a file is analysed alone
/// (no workspace) and `isComplete` is false while the initial scan runs: in both cases a rule that would report
/// a *missing* X stays silent unless X can only be in this file (a `private`/`fileprivate` type).
public struct WorkspaceFacts: Sendable {
  /// Every file's summary, by path (the server's open documents replace their file's summary on disk).
  public let files: [String: FileSummary]
  /// False until the scan has read every file under the roots.
  public let isComplete: Bool

  /// Where a summarised declaration sits.
  public struct Located<Value: Sendable>: Sendable {
    public var path: String
    public var value: Value
  }

  /// Type and extension entries by simple name (the last component of the qualified name), every file.
  private let typesBySimpleName: [String: [Located<FileSummary.TypeEntry>]]
  /// Representable entries by name, every file.
  private let representablesByName: [String: [Located<FileSummary.RepresentableEntry>]]
  /// Presentation sites by presented view name, every file.
  private let sitesByView: [String: [Located<FileSummary.PresentationSite>]]
  /// Hosting roots by root view name, every file.
  private let rootsByView: [String: [Located<FileSummary.HostingRoot>]]
  /// Environment needs of View structs by view name, every file.
  private let needsByView: [String: [Located<FileSummary.EnvironmentNeed>]]
  /// `canSend…` calls by the type whose members make them, every file.
  private let checksByType: [String: [Located<Set<String>>]]

  public init(files: [String: FileSummary], isComplete: Bool) {
    self.files = files
    self.isComplete = isComplete
    var types: [String: [Located<FileSummary.TypeEntry>]] = [:]
    var representables: [String: [Located<FileSummary.RepresentableEntry>]] = [:]
    var sites: [String: [Located<FileSummary.PresentationSite>]] = [:]
    var roots: [String: [Located<FileSummary.HostingRoot>]] = [:]
    var needs: [String: [Located<FileSummary.EnvironmentNeed>]] = [:]
    var checks: [String: [Located<Set<String>>]] = [:]
    // Sorted paths: lookups return entries in a fixed order, whatever the order files were read in.
    for path in files.keys.sorted() {
      guard let summary = files[path] else { continue }
      for type in summary.types {
        types[TypeName.simple(type.qualifiedName), default: []].append(Located(path: path, value: type))
      }
      for representable in summary.representables {
        representables[representable.name, default: []].append(Located(path: path, value: representable))
      }
      for site in summary.presentationSites {
        sites[site.view, default: []].append(Located(path: path, value: site))
      }
      for root in summary.hostingRoots {
        roots[root.view, default: []].append(Located(path: path, value: root))
      }
      for need in summary.environmentNeeds {
        needs[need.view, default: []].append(Located(path: path, value: need))
      }
      for (type, calls) in summary.canSendChecks.sorted(by: { $0.key < $1.key }) {
        checks[type, default: []].append(Located(path: path, value: calls))
      }
    }
    self.typesBySimpleName = types
    self.representablesByName = representables
    self.sitesByView = sites
    self.rootsByView = roots
    self.needsByView = needs
    self.checksByType = checks
  }

  /// The facts when the scan has finished (a rule may then count a fact as missing when no file has it); nil
  /// while it runs.
  public var ifComplete: WorkspaceFacts? { isComplete ? self : nil }

  /// Type and extension declarations whose simple name is `name`, in every file but `path`.
  public func types(named name: String, excluding path: String?) -> [Located<FileSummary.TypeEntry>] {
    (typesBySimpleName[name] ?? []).filter { $0.path != path }
  }

  /// The representable `name`'s entries in every file but `path`.
  public func representables(named name: String, excluding path: String?) -> [Located<FileSummary.RepresentableEntry>] {
    (representablesByName[name] ?? []).filter { $0.path != path }
  }

  /// Where the view `name` is presented or used inline, in every file but `path`.
  public func presentationSites(of name: String, excluding path: String?) -> [Located<FileSummary.PresentationSite>] {
    (sitesByView[name] ?? []).filter { $0.path != path }
  }

  /// Classes (not extensions) whose simple name is `name`, in every file but `path`.
  public func classes(named name: String, excluding path: String?) -> [Located<FileSummary.TypeEntry>] {
    types(named: name, excluding: path).filter { $0.value.keyword == "class" }
  }

  /// The environment needs of View structs named `name`, in every file but `path`.
  public func environmentNeeds(of name: String, excluding path: String?) -> [Located<FileSummary.EnvironmentNeed>] {
    (needsByView[name] ?? []).filter { $0.path != path }
  }

  /// The `canSend…` calls that members of the type `name` make, in every file but `path`.
  public func canSendChecks(in name: String, excluding path: String?) -> Set<String> {
    var result: Set<String> = []
    for entry in checksByType[name] ?? [] where entry.path != path { result.formUnion(entry.value) }
    return result
  }

  /// Where the view `name` is the root of a hosting controller or configuration, in every file but `path`.
  public func hostingRoots(of name: String, excluding path: String?) -> [Located<FileSummary.HostingRoot>] {
    (rootsByView[name] ?? []).filter { $0.path != path }
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
public final class WorkspaceIndex: Sendable {
  private struct State: Sendable {
    var files: [String: FileSummary] = [:]
    /// `files[path].keys`, kept so that finding the affected files does not rebuild every file's keys.
    var keys: [String: Set<String>] = [:]
    /// How many files declare each type name: a key no file declares (`View`, `NSObject`) links no files.
    var declaredCount: [String: Int] = [:]
    var isComplete = false
    var snapshot: WorkspaceFacts?
  }

  private let state = Locked(State())

  public init() {}

  /// Records `summary` for `path`. Returns the paths of the other files whose findings may have used a fact that
  /// changed (empty when the summary is unchanged), so the caller analyses those again.
  @discardableResult
  public func update(path: String, summary: FileSummary) -> Set<String> {
    state.withLock { state in Self.update(&state, path: path, summary: summary) }
  }

  /// Records many summaries at once (the initial scan): one lock, and the affected files computed once against
  /// every changed key. The batch's own paths are not in the result.
  @discardableResult
  public func update(_ batch: [(path: String, summary: FileSummary)]) -> Set<String> {
    state.withLock { state in
      var changed: Set<String> = []
      var wasDeclared: Set<String> = []
      var paths: Set<String> = []
      for (path, summary) in batch {
        paths.insert(path)
        if state.files[path] == summary { continue }
        let oldKeys = state.keys[path] ?? []
        let oldDeclared = state.files[path]?.declaredNames ?? []
        let newKeys = summary.keys
        Self.count(oldDeclared, by: -1, in: &state.declaredCount)
        Self.count(summary.declaredNames, by: 1, in: &state.declaredCount)
        changed.formUnion(oldKeys)
        changed.formUnion(newKeys)
        wasDeclared.formUnion(oldDeclared)
        state.files[path] = summary
        state.keys[path] = newKeys
        state.snapshot = nil
      }
      let declared = state.declaredCount
      return Self.affected(by: changed.filter { wasDeclared.contains($0) || declared[$0] != nil }, excluding: paths, in: state)
    }
  }

  private static func update(_ state: inout State, path: String, summary: FileSummary) -> Set<String> {
    if state.files[path] == summary { return [] }
    let oldKeys = state.keys[path] ?? []
    let oldDeclared = state.files[path]?.declaredNames ?? []
    let newKeys = summary.keys
    count(oldDeclared, by: -1, in: &state.declaredCount)
    count(summary.declaredNames, by: 1, in: &state.declaredCount)
    state.files[path] = summary
    state.keys[path] = newKeys
    state.snapshot = nil
    // A name counts when some file declares it now or the file declared it before the change.
    let changed = oldKeys.union(newKeys).filter { oldDeclared.contains($0) || state.declaredCount[$0] != nil }
    return affected(by: changed, excluding: path, in: state)
  }

  private static func count(_ names: Set<String>, by delta: Int, in counts: inout [String: Int]) {
    for name in names {
      let value = (counts[name] ?? 0) + delta
      counts[name] = value > 0 ? value : nil
    }
  }

  /// Forgets `path` (deleted, renamed, or no longer under a root). Returns the files affected, as `update`.
  @discardableResult
  public func remove(path: String) -> Set<String> {
    state.withLock { state in
      guard let old = state.files.removeValue(forKey: path) else { return [] }
      let oldKeys = state.keys.removeValue(forKey: path) ?? []
      let oldDeclared = old.declaredNames
      Self.count(oldDeclared, by: -1, in: &state.declaredCount)
      state.snapshot = nil
      let changed = oldKeys.filter { oldDeclared.contains($0) || state.declaredCount[$0] != nil }
      return Self.affected(by: changed, excluding: path, in: state)
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
  public var paths: Set<String> { state.withLock { Set($0.files.keys) } }

  /// The current facts (built once per change, then shared).
  public func snapshot() -> WorkspaceFacts {
    state.withLock { state in
      if let snapshot = state.snapshot { return snapshot }
      let snapshot = WorkspaceFacts(files: state.files, isComplete: state.isComplete)
      state.snapshot = snapshot
      return snapshot
    }
  }

  private static func affected(by changed: Set<String>, excluding path: String, in state: State) -> Set<String> {
    affected(by: changed, excluding: [path], in: state)
  }

  /// The files whose keys meet `changed`, or the name of a class whose superclass chain reaches a changed name
  /// (a finding about `Bar: Foo` depends on `Foo`'s file too).
  private static func affected(by changed: Set<String>, excluding paths: Set<String>, in state: State) -> Set<String> {
    guard !changed.isEmpty else { return [] }
    var names = changed
    // Subclasses of changed names, to a fixed point (bounded by the number of class names).
    var subclasses: [String: Set<String>] = [:]
    for summary in state.files.values {
      for type in summary.types where type.keyword == "class" || type.keyword == "extension" {
        guard let superclass = type.inheritance.first else { continue }
        subclasses[TypeName.simple(superclass), default: []].insert(TypeName.simple(type.qualifiedName))
      }
    }
    var frontier = Array(changed)
    while let name = frontier.popLast() {
      for subclass in subclasses[name] ?? [] where names.insert(subclass).inserted { frontier.append(subclass) }
    }
    var result: Set<String> = []
    for (other, otherKeys) in state.keys where !paths.contains(other) && !otherKeys.isDisjoint(with: names) {
      result.insert(other)
    }
    return result
  }
}
