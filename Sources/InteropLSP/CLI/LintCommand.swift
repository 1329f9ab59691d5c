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

/// `interop-lsp lint PATH…`: the server's analysis over files and folders, for terminals and CI.
public enum LintCommand {
  public static let usage = """
    USAGE: interop-lsp lint [--format text|json|sarif] [--fail-on hint|information|warning|error|never]
                            [--fix [--dry-run]] PATH...

    Analyses every .swift file in the given files and folders (folders recursively, with the same rules and
    configuration (.interop-lsp.json found from each file upwards) as the language server. All the files
    of one run are one workspace: a fact in another of them counts (a class, an extension, a presentation
    site), so lint a project from its root folder. A walk skips
    hidden entries (.git, .build, .swiftpm, ...) and the folders DerivedData, Pods, Carthage and
    SourcePackages, and does not follow symbolic links to folders; a file named on the command line is
    always linted, and a file named twice is linted once. A folder that cannot be read, or a .swift entry
    that is a dangling link or not a regular file, is reported on stderr (exit 2). Names that are not UTF-8
    and paths longer than PATH_MAX are read through their bytes and folder descriptors (printed with
    U+FFFD for bytes that are not UTF-8; --fix does not rewrite them). A file over 8 MB is not read or
    analysed: it gets one note [document-too-large], as a document over 8 MB gets in the language server.

    OPTIONS:
      --format text   (default) one line per finding, the format Xcode and CI annotators read:
                      path:line:column: severity: message [rule-id]
                      line and column are 1-based; the column counts UTF-8 bytes, like swiftc and clang.
                      severity is error, warning or note (information and hint findings print as note).
      --format json   a JSON array of findings sorted by path and position; each element has
                      path, ruleId, severity (hint|information|warning|error), message,
                      line, column, endLine, endColumn (1-based, UTF-8 byte columns),
                      byteRange [start, end) (0-based UTF-8 offsets), related [{line, column, endLine,
                      endColumn, byteRange, message, path (only when in another file)}], fixes [{title, isPreferred, safeForFixAll,
                      edits [{byteRange, newText}]}].
      --format sarif  a SARIF 2.1.0 log (columns in UTF-16 code units) for code-scanning upload.
      --fail-on SEV   exit 1 when a finding at or above SEV exists (default: warning; never: always 0).
      --timing        print on stderr how long reading and analysing took (wall clock).
      --fix           apply every safe fix (the editor's "fix all") to the files, in rounds until nothing
                      changes (at most 5: a fix that overlaps another waits for the next round). Each file
                      is written as soon as its fixes are ready, atomically (a temporary file
                      .NAME.interop-lsp-tmp-PID-XXXXXX in its folder, then rename), keeping its permissions,
                      and only if it is unchanged since it was read (same file, size, modification time and
                      bytes): a file changed meanwhile, a read-only file, or a symbolic link leading out of
                      the folders given is not replaced (an error; exit 2). Temporary files left by a killed
                      run are removed by the next --fix over that folder. The findings printed and the exit
                      status are those left after fixing.
      --dry-run       with --fix: change nothing; print the fixes as a unified diff on stdout instead of
                      the findings (the exit status is still that of the findings left after fixing).
      -h, --help      show this help.

    EXIT STATUS: 0 no finding at or above --fail-on; 1 such findings; 2 usage error, a path that does not
    exist, or a file that could not be read or is not UTF-8, or a fix that could not be written (each
    reported on stderr).

    """

  enum Format: String {
    case text, json, sarif
  }

  struct Options {
    var format = Format.text
    var failOn: Severity? = .warning
    var paths: [String] = []
    var timing = false
    var fix = false
    var dryRun = false
  }

  struct FileResult {
    var path: String
    var findings: [Finding]
    var lineIndex: LineIndex?
    var error: String?
    /// Line indexes of the other files that related locations point into (a cross-file finding).
    var relatedLineIndexes: [String: LineIndex] = [:]
  }

  /// Runs the subcommand with the arguments after its name and returns the process exit code.
  public static func run(_ arguments: [String]) -> Int32 {
    let options: Options
    switch parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let problem):
      if problem.message == "help" {
        FileHandleOutput.standardOutput(usage)
        return 0
      }
      FileHandleOutput.standardError("interop-lsp lint: \(problem.message)\n\n" + usage)
      return 2
    }
    var ioFailure = false
    var files: [LintFile] = []
    var problems: [String] = []
    for path in options.paths {
      let argument = LintFile(path: path)
      guard let info = FileWalk.stat(argument.raw) else {
        let reason = errno == ENOENT ? "no such file or directory" : FileWalk.message(errno)
        FileHandleOutput.standardError("\(path): error: \(reason)\n")
        ioFailure = true
        continue
      }
      if info.st_mode & S_IFMT == S_IFDIR {
        files += FileWalk.swiftFiles(under: argument, problems: &problems)
      } else {
        // A file named explicitly is always linted (whatever its folder or name).
        files.append(argument)
      }
    }
    for problem in problems { FileHandleOutput.standardError(problem + "\n") }
    if !problems.isEmpty { ioFailure = true }
    // The same file named twice (or reached through a link and directly) is linted once.
    files = FileWalk.unique(files)
    let started = DispatchTime.now().uptimeNanoseconds
    let results: [FileResult]
    if options.fix {
      // (Not in --dry-run, which changes nothing.)
      let removed = options.dryRun ? 0 : removeStaleTemporaryFiles(inFoldersOf: files)
      if removed > 0 {
        FileHandleOutput.standardError("interop-lsp lint: removed \(removed) stale temporary file\(removed == 1 ? "" : "s") left by an interrupted --fix\n")
      }
      let scope = FixScope(arguments: options.paths)
      let outcomes = fix(files, write: !options.dryRun, scope: scope)
      var diff = ""
      var changedFiles = 0
      for outcome in outcomes where outcome.result.error == nil {
        if let problem = outcome.writeProblem {
          FileHandleOutput.standardError("\(outcome.result.path): error: \(problem)\n")
          ioFailure = true
        } else if options.dryRun, outcome.fixed != outcome.original {
          diff += UnifiedDiff.render(old: outcome.original, new: outcome.fixed, path: outcome.result.path)
        } else if outcome.written {
          changedFiles += 1
        }
      }
      if options.dryRun {
        FileHandleOutput.standardOutput(diff)
      } else if changedFiles > 0 {
        FileHandleOutput.standardError("interop-lsp lint: fixed \(changedFiles) file\(changedFiles == 1 ? "" : "s")\n")
      }
      results = outcomes.map(\.result)
    } else {
      results = analyzeWorkspace(files)
    }
    if options.timing {
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
      let lines = results.reduce(0) { $0 + ($1.lineIndex?.lineCount ?? 0) }
      FileHandleOutput.standardError("interop-lsp lint: analysed \(results.count) files, \(lines) lines in \(formatTenths(elapsed)) ms\n")
    }
    var findings: [(FileResult, Finding)] = []
    for result in results {
      if let error = result.error {
        FileHandleOutput.standardError("\(result.path): error: \(error); skipped\n")
        ioFailure = true
        continue
      }
      for finding in result.findings { findings.append((result, finding)) }
    }
    // Bad configuration files: one error each.
    var configurationResults: [FileResult] = []
    for problem in configurationProblems(files) {
      let finding = Finding(ruleID: "invalid-configuration", range: 0..<0, message: problem.message, severity: .error)
      configurationResults.append(FileResult(path: problem.path, findings: [finding], lineIndex: LineIndex([]), error: nil))
    }
    for result in configurationResults { findings.append((result, result.findings[0])) }
    findings.sort { left, right in
      if left.0.path != right.0.path { return left.0.path < right.0.path }
      if left.1.range.lowerBound != right.1.range.lowerBound { return left.1.range.lowerBound < right.1.range.lowerBound }
      return left.1.ruleID < right.1.ruleID
    }
    switch options.format {
    case _ where options.dryRun: break
    case .text: FileHandleOutput.standardOutput(renderText(findings))
    case .json: FileHandleOutput.standardOutput(renderJSON(findings))
    case .sarif: FileHandleOutput.standardOutput(renderSARIF(findings))
    }
    if ioFailure { return 2 }
    if let threshold = options.failOn, findings.contains(where: { $0.1.severity >= threshold }) { return 1 }
    return 0
  }

  struct UsageProblem: Error {
    var message: String
  }

  static func parse(_ arguments: [String]) -> Result<Options, UsageProblem> {
    var options = Options()
    var index = 0
    var onlyPaths = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPaths {
        options.paths.append(argument)
        continue
      }
      switch argument {
      case "-h", "--help":
        return .failure(UsageProblem(message: "help"))
      case "--":
        onlyPaths = true
      case "--timing":
        options.timing = true
      case "--fix":
        options.fix = true
      case "--dry-run":
        options.dryRun = true
      case "--format", "--fail-on":
        guard index < arguments.count else { return .failure(UsageProblem(message: "\(argument) needs a value")) }
        let value = arguments[index]
        index += 1
        if argument == "--format" {
          guard let format = Format(rawValue: value) else { return .failure(UsageProblem(message: "unknown format '\(value)' (text, json, sarif)")) }
          options.format = format
        } else if value == "never" {
          options.failOn = nil
        } else if let severity = Severity(rawValue: value) {
          options.failOn = severity
        } else {
          return .failure(UsageProblem(message: "unknown severity '\(value)' (hint, information, warning, error, never)"))
        }
      default:
        if argument.hasPrefix("--format=") || argument.hasPrefix("--fail-on=") {
          let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
          return parse(Array(arguments[..<(index - 1)]) + parts + Array(arguments[index...]))
        }
        if argument.hasPrefix("-") && argument.count > 1 {
          return .failure(UsageProblem(message: "unknown option '\(argument)'"))
        }
        options.paths.append(argument)
      }
    }
    if options.paths.isEmpty { return .failure(UsageProblem(message: "no PATH given")) }
    if options.dryRun && !options.fix { return .failure(UsageProblem(message: "--dry-run needs --fix")) }
    if options.dryRun && options.format != .text {
      return .failure(UsageProblem(message: "--dry-run prints a diff; --format json/sarif do not apply"))
    }
    return .success(options)
  }

  /// `12.3` for 12.34: one decimal, without Foundation's `String(format:)`.
  static func formatTenths(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(abs(tenths % 10))"
  }

  final class ResultStore: @unchecked Sendable {
    let lock = PlainLock()
    var results: [FileResult?]
    var completed = 0
    var lastProgress = Date.distantPast
    let start = Date()
    let showProgress: Bool

    init(count: Int) {
      results = [FileResult?](repeating: nil, count: count)
      showProgress = isatty(2) != 0
    }

    func store(_ result: FileResult, at index: Int) {
      lock.lock()
      defer { lock.unlock() }
      if index < results.count { results[index] = result }
      completed += 1
      guard showProgress else { return }
      let now = Date()
      if now.timeIntervalSince(start) > 1, now.timeIntervalSince(lastProgress) > 0.2 {
        lastProgress = now
        FileHandleOutput.standardError("\rinterop-lsp lint: \(completed)/\(results.count) files")
      }
    }

    func finish() {
      lock.lock()
      defer { lock.unlock() }
      if lastProgress != .distantPast { FileHandleOutput.standardError("\r\u{1B}[K") }
    }
  }

  final class ConfigurationCache: @unchecked Sendable {
    let lock = PlainLock()
    var byDirectory: [String: (AnalysisConfiguration, ConfigurationProblem?)] = [:]

    func configuration(for path: String) -> AnalysisConfiguration {
      let directory = FilePath.directory(of: path)
      lock.lock()
      if let cached = byDirectory[directory] {
        lock.unlock()
        return cached.0
      }
      lock.unlock()
      let loaded = ConfigurationLoader.load(forDocumentAt: path)
      lock.lock()
      byDirectory[directory] = (loaded.configuration, loaded.problem)
      lock.unlock()
      return loaded.configuration
    }
  }

  static let configurationCache = ConfigurationCache()

  /// Analyses the files on every core; results keep the input order.
  static func analyze(_ files: [LintFile]) -> [FileResult] {
    let store = ResultStore(count: files.count)
    let cache = configurationCache
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      store.store(analyzeFile(files[index], cache: cache), at: index)
    }
    store.finish()
    return store.results.compactMap { $0 }
  }

  static func analyzeFile(_ file: LintFile, cache: ConfigurationCache) -> FileResult {
    let path = file.path
    if let tooLarge = tooLargeResult(file) { return tooLarge }
    let bytes: [UInt8]
    switch FileSnapshot.readBytesAndStamp(file.raw) {
    case .failure(let problem): return FileResult(path: path, findings: [], lineIndex: nil, error: problem.message)
    case .success(let read): bytes = read.bytes
    }
    let text = SourceText(bytes: bytes)
    if text.repairedSequenceCount > 0 {
      return FileResult(path: path, findings: [], lineIndex: nil, error: "not valid UTF-8")
    }
    let configuration = cache.configuration(for: path)
    let findings = InteropAnalyzer.analyze(text: text, path: path, configuration: configuration)
    return FileResult(path: path, findings: findings, lineIndex: LineIndex(text), error: nil)
  }

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
    let cache = configurationCache
    cache.lock.lock()
    defer { cache.lock.unlock() }
    var seen: Set<String> = []
    var problems: [ConfigurationProblem] = []
    for (_, entry) in cache.byDirectory {
      if let problem = entry.1, !seen.contains(problem.path) {
        seen.insert(problem.path)
        problems.append(problem)
      }
    }
    return problems.sorted { $0.path < $1.path }
  }

  // MARK: Rendering

  static func position(_ offset: Int, _ index: LineIndex?, encoding: ColumnEncoding = .utf8) -> (line: Int, column: Int) {
    guard let index else { return (1, 1) }
    let position = index.offsetToPosition(offset, encoding: encoding)
    return (position.line + 1, position.column + 1)
  }

  static func textSeverity(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .information, .hint: return "note"
    }
  }

  static func renderText(_ findings: [(FileResult, Finding)]) -> String {
    var output = ""
    for (file, finding) in findings {
      let start = position(finding.range.lowerBound, file.lineIndex)
      output += "\(file.path):\(start.line):\(start.column): \(textSeverity(finding.severity)): \(finding.message) [\(finding.ruleID)]\n"
    }
    return output
  }

  struct JSONEdit: Encodable {
    var byteRange: [Int]
    var newText: String
  }

  struct JSONFix: Encodable {
    var title: String
    var isPreferred: Bool
    var safeForFixAll: Bool
    var edits: [JSONEdit]
  }

  struct JSONRelated: Encodable {
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int
    var byteRange: [Int]
    var message: String
    /// Another file's path (a cross-file finding); absent: the finding's own file.
    var path: String?
  }

  struct JSONFinding: Encodable {
    var path: String
    var ruleId: String
    var severity: String
    var message: String
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int
    var byteRange: [Int]
    var related: [JSONRelated]
    var fixes: [JSONFix]
  }

  static func renderJSON(_ findings: [(FileResult, Finding)]) -> String {
    let array = findings.map { file, finding -> JSONFinding in
      let start = position(finding.range.lowerBound, file.lineIndex)
      let end = position(finding.range.upperBound, file.lineIndex)
      return JSONFinding(
        path: file.path, ruleId: finding.ruleID, severity: finding.severity.rawValue, message: finding.message,
        line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
        byteRange: [finding.range.lowerBound, finding.range.upperBound],
        related: finding.related.map { related in
          let (relatedPath, relatedIndex) = relatedFile(related, of: file)
          let relatedStart = position(related.range.lowerBound, relatedIndex)
          let relatedEnd = position(related.range.upperBound, relatedIndex)
          return JSONRelated(line: relatedStart.line, column: relatedStart.column, endLine: relatedEnd.line, endColumn: relatedEnd.column,
            byteRange: [related.range.lowerBound, related.range.upperBound], message: related.message,
            path: relatedPath == file.path ? nil : relatedPath)
        },
        fixes: finding.fixes.map { fix in
          JSONFix(title: fix.title, isPreferred: fix.isPreferred, safeForFixAll: fix.safeForFixAll, edits: fix.edits.map { edit in
            JSONEdit(byteRange: [edit.range.lowerBound, edit.range.upperBound], newText: String(decoding: edit.replacement, as: UTF8.self))
          })
        })
    }
    return encode(array)
  }

  static func encode<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "[]\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  // MARK: SARIF 2.1.0

  struct SARIFLog: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [SARIFRun]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct SARIFRun: Encodable {
    var tool: SARIFTool
    var columnKind = "utf16CodeUnits"
    var results: [SARIFResult]
  }

  struct SARIFTool: Encodable {
    var driver: SARIFDriver
  }

  struct SARIFDriver: Encodable {
    var name = "interop-lsp"
    var informationUri = "https://microsoft.github.io/language-server-protocol/"
    var rules: [SARIFRule]
  }

  struct SARIFText: Encodable {
    var text: String
  }

  struct SARIFHelp: Encodable {
    var text: String
    var markdown: String
  }

  struct SARIFConfiguration: Encodable {
    var level: String
  }

  struct SARIFRule: Encodable {
    var id: String
    var name: String
    var shortDescription: SARIFText
    var fullDescription: SARIFText
    var help: SARIFHelp
    var defaultConfiguration: SARIFConfiguration
  }

  struct SARIFRegion: Encodable {
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int
  }

  struct SARIFArtifact: Encodable {
    var uri: String
  }

  struct SARIFPhysical: Encodable {
    var artifactLocation: SARIFArtifact
    var region: SARIFRegion
  }

  struct SARIFLocation: Encodable {
    var physicalLocation: SARIFPhysical
    var message: SARIFText?
  }

  struct SARIFResult: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: SARIFText
    var locations: [SARIFLocation]
    var relatedLocations: [SARIFLocation]?
  }

  static func sarifLevel(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .information, .hint: return "note"
    }
  }

  static func renderSARIF(_ findings: [(FileResult, Finding)]) -> String {
    let rules = RuleRegistry.all.map { rule -> SARIFRule in
      let description = rule.description
      return SARIFRule(id: description.id, name: description.name, shortDescription: SARIFText(text: description.summary),
        fullDescription: SARIFText(text: description.rationale),
        help: SARIFHelp(text: description.summary, markdown: description.rationale),
        defaultConfiguration: SARIFConfiguration(level: sarifLevel(description.defaultSeverity)))
    }
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
    func location(_ file: FileResult, _ range: Range<Int>, message: String?, in other: (path: String, lineIndex: LineIndex?)? = nil) -> SARIFLocation {
      let (path, lineIndex) = other ?? (file.path, file.lineIndex)
      let start = position(range.lowerBound, lineIndex, encoding: .utf16)
      let end = position(range.upperBound, lineIndex, encoding: .utf16)
      let uri = path.split(separator: "/").map { component in
        percentEncodedPathComponent(String(component))
      }.joined(separator: "/")
      return SARIFLocation(
        physicalLocation: SARIFPhysical(artifactLocation: SARIFArtifact(uri: (path.hasPrefix("/") ? "file:///" : "") + uri),
          region: SARIFRegion(startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column)),
        message: message.map { SARIFText(text: $0) })
    }
    let results = findings.map { file, finding in
      SARIFResult(ruleId: finding.ruleID, ruleIndex: ruleIndex[finding.ruleID], level: sarifLevel(finding.severity),
        message: SARIFText(text: finding.message), locations: [location(file, finding.range, message: nil)],
        relatedLocations: finding.related.isEmpty ? nil : finding.related.map { location(file, $0.range, message: $0.message, in: relatedFile($0, of: file)) })
    }
    return encode(SARIFLog(runs: [SARIFRun(tool: SARIFTool(driver: SARIFDriver(rules: rules)), results: results)]))
  }
}

// MARK: --fix

extension LintCommand {
  /// The most fix-all rounds per file: a fix skipped for overlapping another gets its turn in a later round.
  static let maximumFixRounds = 5

  struct FixOutcome {
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

  final class FixStore: @unchecked Sendable {
    let lock = PlainLock()
    var outcomes: [FixOutcome?]

    init(count: Int) {
      outcomes = [FixOutcome?](repeating: nil, count: count)
    }

    func store(_ outcome: FixOutcome, at index: Int) {
      lock.lock()
      defer { lock.unlock() }
      if index < outcomes.count { outcomes[index] = outcome }
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
  static func fix(_ files: [LintFile], write: Bool, scope: FixScope) -> [FixOutcome] {
    let store = FixStore(count: files.count)
    let cache = configurationCache
    let workspace = workspaceFacts(files)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      store.store(fixFile(files[index], cache: cache, write: write, scope: scope, workspace: workspace), at: index)
    }
    return store.outcomes.compactMap { $0 }
  }

  static func fixFile(_ file: LintFile, cache: ConfigurationCache, write: Bool, scope: FixScope, workspace: WorkspaceFacts? = nil) -> FixOutcome {
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
    let fixed = fixAll(original, path: path, configuration: configuration, workspace: workspace)
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
  static func fixAll(_ bytes: [UInt8], path: String?, configuration: AnalysisConfiguration, workspace: WorkspaceFacts? = nil)
    -> (bytes: [UInt8], findings: [Finding], rounds: Int)
  {
    var current = bytes
    var findings = InteropAnalyzer.analyze(text: SourceText(bytes: current), path: path, configuration: configuration, workspace: workspace)
    var rounds = 0
    while rounds < maximumFixRounds {
      let edits = InteropAnalyzer.fixAllEdits(findings)
      if edits.isEmpty { break }
      let next = TextEdit.apply(edits, to: current).bytes
      if next == current { break }
      current = next
      rounds += 1
      findings = InteropAnalyzer.analyze(text: SourceText(bytes: current), path: path, configuration: configuration, workspace: workspace)
    }
    return (current, findings, rounds)
  }

  /// The marker in the names of `--fix`'s temporary files: `.<name>.interop-lsp-tmp-<pid>-XXXXXX`, next
  /// to the file. A run killed between creating and renaming one leaves it; the next `--fix` over that
  /// folder removes those whose process is gone.
  static let temporaryMarker = ".interop-lsp-tmp-"

  /// Replaces the file at `path` (through symbolic links, which stay links) with `bytes`, only if it is
  /// still exactly what was read: the same file (device, inode), size and modification time, and a re-read
  /// gives the same bytes. A temporary file in the same folder gets the bytes and the original's
  /// permission bits (and owner, where allowed), is flushed, and is renamed over the original (atomic: a
  /// reader sees the old or the new text, never a mix). A read-only file is not replaced. Returns a
  /// problem, or nil on success.
  static func replace(_ snapshot: FileSnapshot, with bytes: [UInt8]) -> String? {
    guard let target = FixScope.resolved(snapshot.path) else { return "could not write the fixes: the file is gone" }
    var info = stat()
    guard stat(target, &info) == 0 else { return "could not write the fixes: \(String(cString: strerror(errno)))" }
    guard FileStamp(info) == snapshot.stamp, let reread = try? FileSnapshot.readBytes(target).get(), reread == snapshot.bytes else {
      return "the file changed while it was being fixed; not replaced (run again)"
    }
    if info.st_mode & 0o222 == 0 {
      return "the file is read-only; not replaced"
    }
    let directory = FilePath.directory(of: target)
    let name = FilePath.name(of: target)
    let prefix = (directory.isEmpty ? "." : directory) + "/." + name + temporaryMarker + "\(getpid())-"
    var template = Array((prefix + "XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else {
      return "could not write the fixes: cannot create a temporary file next to it: \(String(cString: strerror(errno)))"
    }
    let temporary = template.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { String(cString: $0) } ?? ""
    }
    func fail(_ message: String) -> String {
      close(descriptor)
      unlink(temporary)
      return "could not write the fixes: " + message
    }
    var offset = 0
    var stalls = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return write(descriptor, base + offset, raw.count - offset)
      }
      if written > 0 {
        offset += written
        stalls = 0
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        stalls += 1
        if written < 0 || stalls > 100 { return fail(String(cString: strerror(errno))) }
      }
    }
    // Owner first (may fail for non-root, which is fine), then the permission bits (chown can clear setuid).
    _ = fchown(descriptor, info.st_uid, info.st_gid)
    guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else { return fail(String(cString: strerror(errno))) }
    guard fsync(descriptor) == 0 else { return fail(String(cString: strerror(errno))) }
    guard close(descriptor) == 0 else {
      unlink(temporary)
      return "could not write the fixes: " + String(cString: strerror(errno))
    }
    // Last look right before the rename: an append since the re-read is not lost either. The old file stays
    // open so that a write that lands in it between this look and the rename is seen afterwards.
    let original = open(target, O_RDONLY)
    defer { if original >= 0 { close(original) } }
    var last = stat()
    guard original >= 0, fstat(original, &last) == 0, FileStamp(last) == snapshot.stamp else {
      unlink(temporary)
      return "the file changed while it was being fixed; not replaced (run again)"
    }
    guard rename(temporary, target) == 0 else {
      let message = String(cString: strerror(errno))
      unlink(temporary)
      return "could not write the fixes: " + message
    }
    // A writer that opened the old file just before the rename may have written into it after: then put the
    // old file's whole content back (with what was written), unfixed, plus anything already appended to the
    // fixed file, and report the file as changed.
    var after = stat()
    if fstat(original, &after) == 0, FileStamp(after) != snapshot.stamp {
      let current = readAll(original)
      var fixedNow = [UInt8]()
      let fixedHandle = open(target, O_RDONLY)
      if fixedHandle >= 0 {
        fixedNow = readAll(fixedHandle)
        close(fixedHandle)
      }
      let tail = fixedNow.count > bytes.count && Array(fixedNow.prefix(bytes.count)) == bytes ? Array(fixedNow.dropFirst(bytes.count)) : []
      _ = restore(current + tail, to: target, like: info)
      return "the file changed while it was being fixed; its content was put back unfixed (run again)"
    }
    return nil
  }

  /// Every byte of an open file, from its start.
  static func readAll(_ descriptor: Int32) -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var offset: off_t = 0
    var rounds = 0
    while rounds < 1 << 20 {
      rounds += 1
      let count = buffer.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return -1 }
        return pread(descriptor, base, raw.count, offset)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      result.append(contentsOf: buffer[0..<count])
      offset += off_t(count)
    }
    return result
  }

  /// Writes `bytes` to `target` through a temporary file and a rename (the restore after a race).
  static func restore(_ bytes: [UInt8], to target: String, like info: stat) -> Bool {
    let directory = FilePath.directory(of: target)
    let prefix = (directory.isEmpty ? "." : directory) + "/." + FilePath.name(of: target) + temporaryMarker + "\(getpid())-"
    var template = Array((prefix + "XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else { return false }
    let temporary = template.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { String(cString: $0) } ?? "" }
    var offset = 0
    var stalls = 0
    while offset < bytes.count, stalls < 100 {
      let written = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return write(descriptor, base + offset, raw.count - offset)
      }
      if written > 0 { offset += written } else if !(written < 0 && errno == EINTR) { stalls += 1 }
    }
    _ = fchown(descriptor, info.st_uid, info.st_gid)
    _ = fchmod(descriptor, info.st_mode & 0o7777)
    _ = fsync(descriptor)
    close(descriptor)
    guard offset == bytes.count, rename(temporary, target) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// Removes `--fix` temporary files (see `temporaryMarker`) in the folders of `files` whose process no
  /// longer runs; returns how many.
  static func removeStaleTemporaryFiles(inFoldersOf files: [LintFile]) -> Int {
    var folders: [String] = []
    var seen: Set<String> = []
    for lintFile in files where lintFile.isPlainPath {
      let file = lintFile.path
      let folder = FilePath.directory(of: FixScope.resolved(file) ?? file)
      if seen.insert(folder).inserted { folders.append(folder) }
    }
    var removed = 0
    for folder in folders {
      let directory = folder.isEmpty ? "." : folder
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
      for entry in entries where entry.hasPrefix(".") {
        guard let marker = entry.firstRange(of: temporaryMarker) else { continue }
        let rest = entry[marker.upperBound...]
        guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { continue }
        // Still running (or not ours to ask about): leave it.
        if kill(pid, 0) == 0 || errno != ESRCH { continue }
        if unlink(FilePath.join(directory, entry)) == 0 { removed += 1 }
      }
    }
    return removed
  }
}

/// What identifies one version of a file: the same file (device, inode), size and modification time.
struct FileStamp: Equatable, Sendable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var seconds: Int
  var nanoseconds: Int

  init(_ info: stat) {
    #if canImport(Darwin)
    let time = info.st_mtimespec
    #else
    let time = info.st_mtim
    #endif
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
    size = Int64(info.st_size)
    seconds = Int(time.tv_sec)
    nanoseconds = Int(time.tv_nsec)
  }
}

/// A file's bytes with the stamp it had when they were read (taken on the open descriptor).
struct FileSnapshot: Sendable {
  var path: String
  var bytes: [UInt8]
  var stamp: FileStamp

  struct Problem: Error {
    var message: String
  }

  static func read(_ path: String) -> Result<FileSnapshot, Problem> {
    read(LintFile(path: path))
  }

  static func read(_ file: LintFile) -> Result<FileSnapshot, Problem> {
    readBytesAndStamp(file.raw).map { FileSnapshot(path: file.path, bytes: $0.bytes, stamp: $0.stamp) }
  }

  static func readBytes(_ path: String) -> Result<[UInt8], Problem> {
    readBytesAndStamp(Array(path.utf8)).map(\.bytes)
  }

  /// Reads a regular file whole through one descriptor (O_NONBLOCK so a FIFO does not block the run).
  static func readBytesAndStamp(_ raw: [UInt8]) -> Result<(bytes: [UInt8], stamp: FileStamp), Problem> {
    let descriptor = FileWalk.open(raw, flags: O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(Problem(message: "cannot read the file: \(String(cString: strerror(errno)))")) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(Problem(message: "cannot read the file: \(String(cString: strerror(errno)))")) }
    guard info.st_mode & S_IFMT == S_IFREG else { return .failure(Problem(message: "not a regular file")) }
    var bytes = [UInt8](repeating: 0, count: Int(clamping: Int64(info.st_size)))
    var filled = 0
    while true {
      if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count / 2))) }
      let count = bytes.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return systemRead(descriptor, base + filled, raw.count - filled)
      }
      if count < 0, errno == EINTR { continue }
      if count < 0 { return .failure(Problem(message: "cannot read the file: \(String(cString: strerror(errno)))")) }
      if count == 0 { break }
      filled += count
    }
    bytes.removeSubrange(filled...)
    return .success((bytes, FileStamp(info)))
  }
}

/// The C `read`, under a name that `FileSnapshot.read` does not shadow.
private func systemRead(_ descriptor: Int32, _ base: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, base, count)
}

/// A unified diff (3 lines of context, GNU `diff -u` hunk headers) of two texts, by lines (Myers' algorithm).
enum UnifiedDiff {
  static let context = 3

  /// Lines with their terminators; the last may have none.
  static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
    var result: [[UInt8]] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") {
        result.append(Array(bytes[start...index]))
        start = index + 1
      }
      index += 1
    }
    if start < bytes.count { result.append(Array(bytes[start...])) }
    return result
  }

  enum Operation: Equatable {
    case same, delete, insert
  }

  /// The edit script from `old` to `new`: operations in order (`same` consumes a line of both).
  static func script(_ old: [[UInt8]], _ new: [[UInt8]]) -> [Operation] {
    // Common prefix and suffix first: fixes touch few places, so the middle is small.
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    let middle = myers(a, b)
    return [Operation](repeating: .same, count: prefix) + middle + [Operation](repeating: .same, count: suffix)
  }

  /// Myers' O((N+M)·D) shortest edit script; falls back to delete-all/insert-all past a large D.
  static func myers(_ a: [[UInt8]], _ b: [[UInt8]]) -> [Operation] {
    let n = a.count
    let m = b.count
    if n == 0 { return [Operation](repeating: .insert, count: m) }
    if m == 0 { return [Operation](repeating: .delete, count: n) }
    let maximum = min(n + m, 1000)
    let offset = maximum + 1
    var v = [Int](repeating: 0, count: 2 * maximum + 3)
    var trace: [[Int]] = []
    var found = false
    var d = 0
    while d <= maximum {
      trace.append(v)
      var k = -d
      while k <= d {
        var x: Int
        if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
          x = v[offset + k + 1]
        } else {
          x = v[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n && y >= m {
          found = true
          break
        }
        k += 2
      }
      if found { break }
      d += 1
    }
    guard found else {
      return [Operation](repeating: .delete, count: n) + [Operation](repeating: .insert, count: m)
    }
    // Walk back through the trace.
    var operations: [Operation] = []
    var x = n
    var y = m
    var step = d
    while step > 0 {
      let previous = trace[step]
      let k = x - y
      let previousK: Int
      if k == -step || (k != step && previous[offset + k - 1] < previous[offset + k + 1]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = previous[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        operations.append(.same)
        x -= 1
        y -= 1
      }
      if x == previousX {
        operations.append(.insert)
        y -= 1
      } else {
        operations.append(.delete)
        x -= 1
      }
      step -= 1
    }
    while x > 0 && y > 0 {
      operations.append(.same)
      x -= 1
      y -= 1
    }
    return operations.reversed()
  }

  /// `--- path` / `+++ path` and the hunks; empty when the texts are equal.
  static func render(old: [UInt8], new: [UInt8], path: String) -> String {
    let oldLines = lines(old)
    let newLines = lines(new)
    let operations = script(oldLines, newLines)
    guard operations.contains(where: { $0 != .same }) else { return "" }
    // Positions (old index, new index) before each operation.
    var positions: [(Int, Int)] = []
    var oldIndex = 0
    var newIndex = 0
    for operation in operations {
      positions.append((oldIndex, newIndex))
      switch operation {
      case .same: oldIndex += 1; newIndex += 1
      case .delete: oldIndex += 1
      case .insert: newIndex += 1
      }
    }
    // Group changed operations into hunks with `context` lines around them.
    var hunks: [Range<Int>] = []
    var index = 0
    while index < operations.count {
      guard operations[index] != .same else {
        index += 1
        continue
      }
      var end = index
      while end < operations.count {
        if operations[end] != .same {
          end += 1
          continue
        }
        var run = end
        while run < operations.count && operations[run] == .same { run += 1 }
        if run < operations.count && run - end <= 2 * context {
          end = run
        } else {
          break
        }
      }
      let lower = max(0, index - context)
      let upper = min(operations.count, end + context)
      hunks.append(lower..<upper)
      index = end
    }
    var output = "--- \(path)\n+++ \(path)\n"
    func header(_ start: Int, _ count: Int) -> String {
      let first = count == 0 ? start : start + 1
      return count == 1 ? "\(first)" : "\(first),\(count)"
    }
    for hunk in hunks {
      let (oldStart, newStart) = positions[hunk.lowerBound]
      var oldCount = 0
      var newCount = 0
      var body = ""
      for position in hunk {
        let (o, n) = positions[position]
        let line: [UInt8]
        let marker: String
        switch operations[position] {
        case .same:
          oldCount += 1; newCount += 1; marker = " "; line = oldLines[o]
        case .delete:
          oldCount += 1; marker = "-"; line = oldLines[o]
        case .insert:
          newCount += 1; marker = "+"; line = newLines[n]
        }
        body += marker + String(decoding: line, as: UTF8.self)
        if line.last != UInt8(ascii: "\n") { body += "\n\\ No newline at end of file\n" }
      }
      output += "@@ -\(header(oldStart, oldCount)) +\(header(newStart, newCount)) @@\n" + body
    }
    return output
  }
}

/// Percent-encodes one path component for a `file:` URI (RFC 3986 unreserved characters stay as they are).
func percentEncodedPathComponent(_ component: String) -> String {
  var result = ""
  for byte in component.utf8 {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
      result.unicodeScalars.append(Unicode.Scalar(byte))
    default:
      let hex = Array("0123456789ABCDEF".utf8)
      result += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]], as: UTF8.self)
    }
  }
  return result
}

/// A mutual-exclusion lock for the worker threads of `lint` (Dispatch's semaphore; no Foundation needed).
final class PlainLock: Sendable {
  private let semaphore = DispatchSemaphore(value: 1)

  func lock() { semaphore.wait() }

  func unlock() { semaphore.signal() }
}
