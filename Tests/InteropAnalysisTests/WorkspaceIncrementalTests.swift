@testable import InteropAnalysis
import SwiftLiteParser
import Testing

/// Incremental = fresh: random sequences of file edits, creations, deletions and renames in a workspace of
/// fixture files. After every step the index's snapshot holds exactly the facts of an index built from scratch
/// over the same files, every file whose findings changed is in the set the step returned, and a file that
/// does not need the workspace has the same findings with and without it.
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

  @Test(arguments: [UInt64(0x5EED_16A1), 0x5EED_16A2, 0x5EED_16A3])
  func incrementalIndexEqualsAFreshOne(seed: UInt64) {
    var random = Generator(state: seed)
    let index = WorkspaceIndex()
    index.setComplete(true)
    var files: [String: String] = [:]
    for step in 0..<60 {
      let before = index.snapshot()
      let previous = files
      var affected: Set<String> = []
      var changedPaths: Set<String> = []
      let existing = files.keys.sorted()
      let operation = existing.isEmpty ? 0 : random.below(4)
      switch operation {
      case 0, 1:
        // Create (0) or edit (1) a file with one of the pool's contents, sometimes with a trailing comment.
        let path = operation == 0 || existing.isEmpty ? Self.paths[random.below(Self.paths.count)] : existing[random.below(existing.count)]
        let text = Self.pool[random.below(Self.pool.count)] + (random.below(3) == 0 ? "\n// edited \(step)\n" : "")
        files[path] = text
        changedPaths = [path]
        affected = index.update(path: path, summary: .of(SourceText(text)))
      case 2:
        let path = existing[random.below(existing.count)]
        files[path] = nil
        changedPaths = [path]
        affected = index.remove(path: path)
      default:
        // Rename: removed under the old path, added under a new one.
        let old = existing[random.below(existing.count)]
        let new = Self.paths[random.below(Self.paths.count)]
        guard old != new, let text = files[old] else { continue }
        files[old] = nil
        files[new] = text
        changedPaths = [old, new]
        affected = index.remove(path: old).union(index.update(path: new, summary: .of(SourceText(text))))
      }
      let after = index.snapshot()
      // The snapshot equals one built from scratch.
      let fresh = WorkspaceIndex()
      fresh.update(files.map { (path: $0.key, summary: FileSummary.of(SourceText($0.value))) })
      fresh.setComplete(true)
      #expect(after.files == fresh.snapshot().files, "seed \(seed) step \(step): snapshot differs from a fresh index")
      #expect(index.paths == Set(files.keys))
      // Every other file whose findings changed is in the affected set.
      for (path, text) in files where !changedPaths.contains(path) && previous[path] == text {
        let old = Self.findings(path, text, before)
        let new = Self.findings(path, text, after)
        if old != new {
          #expect(affected.contains(path), "seed \(seed) step \(step): \(path)'s findings changed but it is not in the affected set")
        }
        if let summary = after.files[path], !summary.needsWorkspace(in: after, path: path) {
          #expect(new == Self.findings(path, text, nil), "seed \(seed) step \(step): \(path) needs no workspace, yet its findings depend on it")
        }
      }
    }
  }
}
