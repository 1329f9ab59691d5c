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

  public init(files: [String: FileSummary], isComplete: Bool) {
    self.files = files
    self.isComplete = isComplete
    var types: [String: [Located<FileSummary.TypeEntry>]] = [:]
    var representables: [String: [Located<FileSummary.RepresentableEntry>]] = [:]
    var sites: [String: [Located<FileSummary.PresentationSite>]] = [:]
    var roots: [String: [Located<FileSummary.HostingRoot>]] = [:]
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
    }
    self.typesBySimpleName = types
    self.representablesByName = representables
    self.sitesByView = sites
    self.rootsByView = roots
  }

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
      keys.insert(TypeName.simple(type.qualifiedName))
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
    return keys
  }
}

/// The live workspace: one summary per file, updated as files change, read through immutable snapshots.
/// Thread-safe (the server's scan fills it off the message loop while requests read snapshots).
public final class WorkspaceIndex: Sendable {
  private struct State: Sendable {
    var files: [String: FileSummary] = [:]
    /// `files[path].keys`, kept so that finding the affected files does not rebuild every file's keys.
    var keys: [String: Set<String>] = [:]
    var isComplete = false
    var snapshot: WorkspaceFacts?
  }

  private let state = Locked(State())

  public init() {}

  /// Records `summary` for `path`. Returns the paths of the other files whose findings may have used a fact that
  /// changed (empty when the summary is unchanged), so the caller analyses those again.
  @discardableResult
  public func update(path: String, summary: FileSummary) -> Set<String> {
    state.withLock { state in
      if state.files[path] == summary { return [] }
      let oldKeys = state.keys[path] ?? []
      let newKeys = summary.keys
      state.files[path] = summary
      state.keys[path] = newKeys
      state.snapshot = nil
      return Self.affected(by: oldKeys.union(newKeys), excluding: path, in: state.keys)
    }
  }

  /// Forgets `path` (deleted, renamed, or no longer under a root). Returns the files affected, as `update`.
  @discardableResult
  public func remove(path: String) -> Set<String> {
    state.withLock { state in
      guard state.files.removeValue(forKey: path) != nil else { return [] }
      let oldKeys = state.keys.removeValue(forKey: path) ?? []
      state.snapshot = nil
      return Self.affected(by: oldKeys, excluding: path, in: state.keys)
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

  private static func affected(by changed: Set<String>, excluding path: String, in keys: [String: Set<String>]) -> Set<String> {
    guard !changed.isEmpty else { return [] }
    var result: Set<String> = []
    for (other, otherKeys) in keys where other != path && !otherKeys.isDisjoint(with: changed) {
      result.insert(other)
    }
    return result
  }
}
