@testable import InteropAnalysis
import SwiftLiteParser
import Testing

/// Incremental = fresh: random sequences of file edits, creations, deletions and renames in a workspace of
/// fixture files. After every step the index's snapshot holds exactly the facts of an index built from scratch
/// over the same files, every file whose findings changed is in the set the step returned, and a file that
/// does not need the workspace has the same findings with and without it. The workspace starts from a scan-style
/// load (entries made first, filed without an affected set) and is consolidated now and then between steps, as the
/// scan does.
@Suite struct WorkspaceIncrementalTests {
  /// A deterministic generator (SplitMix64), so a failing run replays exactly.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
  }

  static func unmarked(_ text: String) -> String {
    text.replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: "↑", with: "")
  }

  /// File contents the steps pick from: wrappers, their pieces in extensions, classes they depend on, presenters,
  /// hosting roots, and unrelated views (the same names recur, so files interact).
  static let pool: [String] = [
    WorkspaceRuleTests.plainField, WorkspaceRuleTests.comparingField, WorkspaceRuleTests.nameField, WorkspaceRuleTests.syncedField,
    WorkspaceRuleTests.previewWrapper, WorkspaceRuleTests.forwardingContainer, WorkspaceRuleTests.checkingContainer,
    WorkspaceRuleTests.halfWrapper, WorkspaceRuleTests.updateElsewhere, WorkspaceRuleTests.unrelatedFile,
    WorkspaceRuleTests.conformanceOnly, WorkspaceRuleTests.plainStruct, WorkspaceRuleTests.coordinatorUser,
    WorkspaceRuleTests.makeCoordinatorElsewhere, WorkspaceRuleTests.hostingRoot, WorkspaceRuleTests.needyScreen,
    WorkspaceRuleTests.contentScreen, WorkspaceRuleTests.mailWrapper, WorkspaceRuleTests.presenter,
    WorkspaceRuleTests.checkingExtension, WorkspaceRuleTests.inlineMail, WorkspaceRuleTests.presentedHelp,
    WorkspaceRuleTests.ticker, WorkspaceRuleTests.tickerDismantle, WorkspaceRuleTests.browser, WorkspaceRuleTests.browserWiring,
    // A subclass of a workspace class (the chain crosses two files).
    """
    import UIKit

    class BaseField: UITextField {}
    """,
    """
    import UIKit

    final class InsetTextField: BaseField {
      var inset: CGFloat = 2
    }
    """,
  ].map(unmarked)

  static let paths = (0..<7).map { "Sources/File\($0).swift" }

  static func findings(_ path: String, _ text: String, _ workspace: WorkspaceFacts?) -> [Finding] {
    InteropAnalyzer.analyze(text: SourceText(text), path: path, configuration: AnalysisConfiguration(), workspace: workspace)
  }

  /// The files whose findings may have changed, computed the way the index did before it kept its tables: every
  /// file's keys and the subclass map rebuilt from all summaries (the reference the incremental tables must match).
  static func referenceAffected(
    changedPaths: Set<String>, before: [String: FileSummary], after: [String: FileSummary]
  ) -> Set<String> {
    var changed: Set<String> = []
    var wasDeclared: Set<String> = []
    for path in changedPaths where before[path] != after[path] {
      changed.formUnion(before[path]?.keys ?? [])
      changed.formUnion(after[path]?.keys ?? [])
      wasDeclared.formUnion(before[path]?.declaredNames ?? [])
    }
    var declared: Set<String> = []
    for summary in after.values { declared.formUnion(summary.declaredNames) }
    var names = changed.filter { wasDeclared.contains($0) || declared.contains($0) }
    var subclasses: [String: Set<String>] = [:]
    for summary in after.values {
      for type in summary.types where type.keyword == "class" || type.keyword == "extension" {
        guard let superclass = type.inheritance.first else { continue }
        subclasses[TypeName.simple(superclass), default: []].insert(TypeName.simple(type.qualifiedName))
      }
    }
    var frontier = Array(names)
    while let name = frontier.popLast() {
      for subclass in subclasses[name] ?? [] where names.insert(subclass).inserted { frontier.append(subclass) }
    }
    var result: Set<String> = []
    for (path, summary) in after where !changedPaths.contains(path) && !summary.keys.isDisjoint(with: names) {
      result.insert(path)
    }
    return result
  }

  /// One lookup's answer: what was asked, and the paths and values in order.
  struct Lookup: Equatable {
    var label: String
    var entries: [AnyHashable]
  }

  static func entries<Value: Hashable>(_ located: [WorkspaceFacts.Located<Value>]) -> [AnyHashable] {
    located.flatMap { [AnyHashable($0.path), AnyHashable($0.value)] }
  }

  /// Every lookup `facts` answers, for every name the files mention and every asking path (and none).
  static func lookups(_ facts: WorkspaceFacts, names: Set<String>, paths: [String?]) -> [Lookup] {
    var lookups: [Lookup] = []
    for name in names.sorted() {
      for path in paths {
        let label = "\(name) excluding \(path ?? "-")"
        lookups.append(Lookup(label: label + " types", entries: entries(facts.types(named: name, excluding: path))))
        lookups.append(Lookup(label: label + " classes", entries: entries(facts.classes(named: name, excluding: path))))
        lookups.append(Lookup(label: label + " representables", entries: entries(facts.representables(named: name, excluding: path))))
        lookups.append(Lookup(label: label + " sites", entries: entries(facts.presentationSites(of: name, excluding: path))))
        lookups.append(Lookup(label: label + " needs", entries: entries(facts.environmentNeeds(of: name, excluding: path))))
        lookups.append(Lookup(label: label + " roots", entries: entries(facts.hostingRoots(of: name, excluding: path))))
        lookups.append(Lookup(label: label + " checks", entries: [AnyHashable(facts.canSendChecks(in: name, excluding: path))]))
      }
    }
    return lookups
  }

  /// Seeds × overlay limits: 0 folds every change into a new base, 3 keeps a small overlay and folds now and
  /// then, nil is the server's default (a large workspace's overlay: these steps never fold it).
  static let cases: [(UInt64, Int?)] = (0..<12).map { n in
    (UInt64(0x5EED_16A1) &+ UInt64(n), [nil, 0, 3][n % 3])
  }

  @Test(arguments: cases)
  func incrementalIndexEqualsAFreshOne(seed: UInt64, overlayLimit: Int?) {
    var random = Generator(state: seed)
    let index = overlayLimit.map { WorkspaceIndex(overlayLimit: $0) } ?? WorkspaceIndex()
    index.setComplete(true)
    // The same steps, asking only about some candidate files (as the server asks about its open documents).
    let twin = WorkspaceIndex()
    var files: [String: String] = [:]
    // The scan's load: a few files, in two loads, then folded.
    for path in Self.paths where random.below(2) == 0 { files[path] = Self.pool[random.below(Self.pool.count)] }
    let loaded = files.keys.sorted().map { (path: $0, entry: WorkspaceIndex.Entry(FileSummary.of(SourceText(files[$0] ?? "")))) }
    for chunk in [loaded.prefix(loaded.count / 2), loaded.dropFirst(loaded.count / 2)] {
      index.load(Array(chunk))
      twin.load(Array(chunk))
    }
    if random.below(2) == 0 { index.consolidate() }
    for step in 0..<60 {
      let before = index.snapshot()
      let previous = files
      var affected: Set<String> = []
      var changedPaths: Set<String> = []
      /// A rename's two steps: the old path, the new one, and the files between the steps.
      var renamed: (old: String, new: String, middle: [String: String])?
      let existing = files.keys.sorted()
      let candidates = Set(Self.paths.filter { _ in random.below(2) == 0 })
      var twinAffected: Set<String> = []
      let operation = existing.isEmpty ? 0 : random.below(4)
      switch operation {
      case 0, 1:
        // Create (0) or edit (1) a file with one of the pool's contents, sometimes with a trailing comment.
        let path = operation == 0 || existing.isEmpty ? Self.paths[random.below(Self.paths.count)] : existing[random.below(existing.count)]
        let text = Self.pool[random.below(Self.pool.count)] + (random.below(3) == 0 ? "\n// edited \(step)\n" : "")
        files[path] = text
        changedPaths = [path]
        affected = index.update(path: path, summary: .of(SourceText(text)))
        twinAffected = twin.update(path: path, summary: .of(SourceText(text)), among: candidates)
      case 2:
        let path = existing[random.below(existing.count)]
        files[path] = nil
        changedPaths = [path]
        affected = index.remove(path: path)
        twinAffected = twin.remove(path: path, among: candidates)
      default:
        // Rename: removed under the old path, added under a new one.
        let old = existing[random.below(existing.count)]
        let new = Self.paths[random.below(Self.paths.count)]
        guard old != new, let text = files[old] else { continue }
        files[old] = nil
        renamed = (old, new, files)
        files[new] = text
        changedPaths = [old, new]
        affected = index.remove(path: old).union(index.update(path: new, summary: .of(SourceText(text))))
        twinAffected = twin.remove(path: old, among: candidates).union(twin.update(path: new, summary: .of(SourceText(text)), among: candidates))
      }
      if random.below(4) == 0 { index.consolidate() }
      let after = index.snapshot()
      // The snapshot equals one built from scratch.
      let fresh = WorkspaceIndex()
      fresh.update(files.map { (path: $0.key, summary: FileSummary.of(SourceText($0.value))) })
      fresh.setComplete(true)
      let freshFacts = fresh.snapshot()
      #expect(after.files == freshFacts.files, "seed \(seed) step \(step): snapshot differs from a fresh index")
      #expect(index.paths == Set(files.keys))
      #expect(index.count == files.count)
      // The incremental tables (keys, files by key, declared names, subclass edges) equal ones computed from
      // scratch, every lookup answers as a fresh index's, and the affected set is the reference computation's.
      let summaries = files.mapValues { FileSummary.of(SourceText($0)) }
      #expect(index.derivedForTesting == WorkspaceIndex.derived(from: summaries), "seed \(seed) step \(step): derived tables differ")
      for path in files.keys { #expect(after.summary(at: path) == summaries[path]) }
      var names: Set<String> = []
      for summary in summaries.values { names.formUnion(summary.keys) }
      let askers: [String?] = [nil] + Self.paths
      let incremental = Self.lookups(after, names: names, paths: askers)
      let fromScratch = Self.lookups(freshFacts, names: names, paths: askers)
      #expect(incremental.count == fromScratch.count)
      if let differing = zip(incremental, fromScratch).first(where: { $0.0 != $0.1 }) {
        Issue.record("seed \(seed) step \(step): lookup \(differing.1.label) differs from a fresh index")
      }
      let beforeSummaries = previous.mapValues { FileSummary.of(SourceText($0)) }
      var reference: Set<String>
      if let renamed {
        // Two changes in a row (the removal, then the creation): each step's own affected set.
        let middle = renamed.middle.mapValues { FileSummary.of(SourceText($0)) }
        reference = Self.referenceAffected(changedPaths: [renamed.old], before: beforeSummaries, after: middle)
          .union(Self.referenceAffected(changedPaths: [renamed.new], before: middle, after: summaries))
          .subtracting(changedPaths)
      } else {
        reference = Self.referenceAffected(changedPaths: changedPaths, before: beforeSummaries, after: summaries)
      }
      #expect(affected.subtracting(changedPaths) == reference, "seed \(seed) step \(step): affected set differs from the reference")
      #expect(twinAffected == affected.intersection(candidates), "seed \(seed) step \(step): the candidates' affected set differs")
      // Every other file whose findings changed is in the affected set.
      for (path, text) in files where !changedPaths.contains(path) && previous[path] == text {
        let old = Self.findings(path, text, before)
        let new = Self.findings(path, text, after)
        if old != new {
          #expect(affected.contains(path), "seed \(seed) step \(step): \(path)'s findings changed but it is not in the affected set")
        }
        if let summary = after.summary(at: path), !summary.needsWorkspace(in: after, path: path) {
          #expect(new == Self.findings(path, text, nil), "seed \(seed) step \(step): \(path) needs no workspace, yet its findings depend on it")
        }
      }
    }
  }
}
