import Dispatch
#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import InteropAnalysis
import SwiftLiteParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: --fix: rounds of safe fixes per file

extension LintCommand {
  /// The most fix-all rounds per file: a fix skipped for overlapping another gets its turn in a later round.
  static let maximumFixRounds = 5

  struct FixOutcome: Sendable {
    /// The findings left after fixing (on the fixed text).
    var result: FileResult
    /// Kept for `--dry-run` only (empty otherwise, so a run over many files holds none of them).
    var original: [UInt8]
    var fixed: [UInt8]
    /// The file was replaced with its fixed text.
    var written = false
    /// Why the fixed text was not written (the file changed since it was read, is read-only, lies outside
    /// the folders given, or the write failed); the run then exits 2.
    var writeProblem: String?
  }

  /// The outcomes of the worker threads, in input order.
  final class FixStore: Sendable {
    let outcomes: Locked<[FixOutcome?]>

    init(count: Int) {
      outcomes = Locked([FixOutcome?](repeating: nil, count: count))
    }

    func store(_ outcome: FixOutcome, at index: Int) {
      outcomes.withLock { outcomes in
        if index < outcomes.count { outcomes[index] = outcome }
      }
    }
  }

  /// Where `--fix` may write: under the folders given (resolved), or exactly a file given (resolved; a
  /// file named on the command line may be a symbolic link, which the user chose to follow).
  struct FixScope: Sendable {
    var folders: [String] = []
    var files: Set<String> = []

    init(arguments: [String]) {
      for argument in arguments {
        guard let resolved = Self.resolved(argument) else { continue }
        var isDirectory = false
        if FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), isDirectory {
          folders.append(resolved.hasSuffix("/") ? resolved : resolved + "/")
        } else {
          files.insert(resolved)
        }
      }
    }

    static func resolved(_ path: String) -> String? {
      guard let pointer = realpath(path, nil) else { return nil }
      defer { free(pointer) }
      return String(cString: pointer)
    }

    /// The problem with writing `path` (nil when it is inside the scope).
    func problem(writing path: String) -> String? {
      guard let target = Self.resolved(path) else { return "cannot resolve the path; not fixed" }
      if files.contains(target) || folders.contains(where: { target.hasPrefix($0) }) { return nil }
      return "is a symbolic link to \(target), outside the folders given; not fixed"
    }
  }

  /// Fixes the files on every core, each written as soon as its fix is ready (when `write`); outcomes
  /// keep the input order.
  static func fix(_ files: [LintFile], write: Bool, scope: FixScope, selection: RuleSelection = RuleSelection()) -> [FixOutcome] {
    let store = FixStore(count: files.count)
    let cache = configurationCache
    let workspace = workspaceFacts(files)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      store.store(fixFile(files[index], cache: cache, write: write, scope: scope, selection: selection, workspace: workspace), at: index)
    }
    return store.outcomes.withLock { $0.compactMap { $0 } }
  }

  static func fixFile(
    _ file: LintFile, cache: ConfigurationCache, write: Bool, scope: FixScope, selection: RuleSelection, workspace: WorkspaceFacts? = nil
  ) -> FixOutcome {
    let path = file.path
    if let tooLarge = tooLargeResult(file) { return FixOutcome(result: tooLarge, original: [], fixed: []) }
    let snapshot: FileSnapshot
    switch FileSnapshot.read(file) {
    case .failure(let problem):
      return FixOutcome(result: FileResult(path: path, findings: [], lineIndex: nil, error: problem.message), original: [], fixed: [])
    case .success(let read): snapshot = read
    }
    let original = snapshot.bytes
    let text = SourceText(bytes: original)
    if text.repairedSequenceCount > 0 {
      return FixOutcome(result: FileResult(path: path, findings: [], lineIndex: nil, error: "not valid UTF-8"), original: [], fixed: [])
    }
    let configuration = cache.configuration(for: path)
    // One lane per file: `fix` already spreads the files over the cores.
    let fixed = fixAll(original, path: path, configuration: configuration, selection: selection, workspace: workspace, lanes: 1)
    var outcome = FixOutcome(
      result: FileResult(path: path, findings: fixed.findings, lineIndex: LineIndex(fixed.bytes), error: nil),
      original: write ? [] : original, fixed: write ? [] : fixed.bytes)
    guard write, fixed.bytes != original else { return outcome }
    if !file.isPlainPath {
      outcome.writeProblem = "the path is not UTF-8 or is longer than PATH_MAX; linted but not fixed"
    } else if let problem = scope.problem(writing: path) {
      outcome.writeProblem = problem
    } else if let problem = replace(snapshot, with: fixed.bytes) {
      outcome.writeProblem = problem
    } else {
      outcome.written = true
    }
    return outcome
  }

  /// Applies the safe fixes in rounds until a round changes nothing (at most `maximumFixRounds`); returns
  /// the text and the findings left in it.
  static func fixAll(
    _ bytes: [UInt8], path: String?, configuration: AnalysisConfiguration, selection: RuleSelection = RuleSelection(),
    workspace: WorkspaceFacts? = nil, lanes: Int = 2
  ) -> (bytes: [UInt8], findings: [Finding], rounds: Int) {
    var current = bytes
    var findings = InteropAnalyzer.analyze(text: SourceText(bytes: current), path: path, configuration: configuration, workspace: workspace, lanes: lanes)
    var rounds = 0
    while rounds < maximumFixRounds {
      let edits = InteropAnalyzer.fixAllEdits(findings.filter { selection.includes($0.ruleID) })
      if edits.isEmpty { break }
      let next = TextEdit.apply(edits, to: current).bytes
      if next == current { break }
      current = next
      rounds += 1
      findings = InteropAnalyzer.analyze(text: SourceText(bytes: current), path: path, configuration: configuration, workspace: workspace, lanes: lanes)
    }
    return (current, findings, rounds)
  }
}
