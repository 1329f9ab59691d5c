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

/// `lint`'s analysis: every file on every core, with one configuration per folder.
extension LintCommand {
  /// The progress line on a terminal ("N/M files"), after the first second, at most five times a second.
  final class Progress: Sendable {
    struct State: Sendable {
      var completed = 0
      var lastProgress = Date.distantPast
    }

    let state = Locked(State())
    let start = Date()
    let total: Int
    let showProgress: Bool

    init(total: Int, showProgress: Bool) {
      self.total = total
      self.showProgress = showProgress && isatty(2) != 0
    }

    /// One more file done.
    func tick() {
      let showProgress = showProgress
      let start = start
      let total = total
      state.withLock { state in
        state.completed += 1
        guard showProgress else { return }
        let now = Date()
        if now.timeIntervalSince(start) > 1, now.timeIntervalSince(state.lastProgress) > 0.2 {
          state.lastProgress = now
          FileHandleOutput.standardError("\rinterop-lsp lint: \(state.completed)/\(total) files")
        }
      }
    }

    /// Clears the progress line, if one was printed.
    func finish() {
      state.withLock { state in
        if state.lastProgress != .distantPast { FileHandleOutput.standardError("\r\u{1B}[K") }
      }
    }
  }

  /// One configuration per folder, loaded once (by whichever worker asks first) and shared by the others.
  final class ConfigurationCache: Sendable {
    struct Entry: Sendable {
      /// Before the project facts, which each file takes from `facts` (nil: the files say every setting).
      var configuration: AnalysisConfiguration
      var problems: [ConfigurationProblem]
      var facts: ConfigurationLoader.ProjectFactsSource?
    }

    let byDirectory = Locked<[String: Entry]>([:])
    /// What the configuration search asked the file system, shared by every folder of one run (a new run,
    /// in the same process, asks again: `startRun`).
    private let currentProbes = Locked(FileProbes())

    var probes: FileProbes { currentProbes.withLock { $0 } }

    func startRun() {
      currentProbes.withLock { $0 = FileProbes() }
    }

    /// Per folder, unless the folder's configuration has `overrides`, whose globs may tell its files apart:
    /// then each file's configuration is resolved (the configuration files themselves are cached by stamp).
    /// The project facts are each file's own: the folder keeps where they come from (an Xcode target lists
    /// its files by name, so two files of one folder may be in targets with different deployment targets).
    func configuration(for path: String) -> AnalysisConfiguration {
      let directory = FilePath.directory(of: path)
      let entry: Entry
      if let cached = byDirectory.withLock({ $0[directory] }), cached.configuration.files.overrides.isEmpty {
        entry = cached
      } else {
        let loaded = ConfigurationLoader.loadAllWithoutProjectFacts(forDocumentAt: path, clientSettings: AnalysisConfiguration(), probes: probes)
        let facts = ConfigurationLoader.needsProjectFacts(loaded.configuration)
          ? ConfigurationLoader.projectFactsSource(forDocumentAt: path, probes: probes) : nil
        entry = Entry(configuration: loaded.configuration, problems: loaded.problems, facts: facts)
        byDirectory.withLock { $0[directory] = entry }
      }
      guard let facts = entry.facts else { return entry.configuration }
      return ConfigurationLoader.applyingProjectFacts(to: entry.configuration) { facts.facts(forDocumentAt: path) }
    }

    /// The problems of the configuration files read so far, one per file, sorted by path.
    func problems() -> [ConfigurationProblem] {
      let entries = byDirectory.withLock { Array($0.values) }
      var seen: Set<String> = []
      var problems: [ConfigurationProblem] = []
      for entry in entries {
        for problem in entry.problems where seen.insert(problem.path).inserted { problems.append(problem) }
      }
      return problems.sorted { $0.path < $1.path }
    }
  }

  static let configurationCache = ConfigurationCache()

  /// A file over `SizeLimit.maximumDocumentBytes` is not read: its result is the one "not analysed" finding
  /// (information, printed like any finding), so memory stays bounded and the file is not skipped in silence.
  static func tooLargeResult(_ file: LintFile) -> FileResult? {
    guard let info = FileWalk.stat(file.raw), info.st_mode & S_IFMT == S_IFREG, SizeLimit.isTooLarge(Int(info.st_size))
    else { return nil }
    return FileResult(
      path: file.path, findings: [SizeLimit.notAnalysedFinding(byteCount: Int(info.st_size))], lineIndex: LineIndex([]),
      error: nil)
  }

  static func configurationProblems(_ files: [LintFile]) -> [ConfigurationProblem] {
    configurationCache.problems()
  }

  /// One stderr line per configuration problem, at the key it is about (`path:line:column: warning: …`),
  /// `error` when strict.
  static func configurationProblemLines(_ problems: [ConfigurationProblem], strict: Bool) -> [String] {
    let severity = strict ? "error" : "warning"
    var lines: [String] = []
    for problem in problems {
      let bytes = (try? FileSnapshot.readBytes(problem.path).get()) ?? []
      let index = LineIndex(bytes)
      let issues = problem.issues.isEmpty ? [ConfigurationIssue(problem.message)] : problem.issues
      for issue in issues {
        let offset = issue.key.flatMap { ConfigurationIssue.range(ofKey: $0, in: bytes)?.lowerBound } ?? 0
        let start = position(offset, index)
        lines.append("\(problem.path):\(start.line):\(start.column): \(severity): \(issue.message) [invalid-configuration]")
      }
    }
    return lines
  }

  /// The documentation base for links in the output: `docsBaseURL` of the configuration that applies to the
  /// first path given (nil: the default, `RuleDocumentationLink.defaultBaseURL`).
  static func docsBaseURL(for paths: [String]) -> String? {
    guard let first = paths.first else { return nil }
    var isFolder = false
    if let info = FileWalk.stat(Array(first.utf8)) { isFolder = info.st_mode & S_IFMT == S_IFDIR }
    return ConfigurationLoader.fileSettings(forFolder: isFolder ? first : FilePath.directory(of: first)).docsBaseURL
  }
}
