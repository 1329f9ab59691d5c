import Dispatch
import Foundation
import InteropAnalysis
import SwiftLiteParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `interop-lsp lint PATH…`: the server's analysis over files and folders, for terminals and CI.
public enum LintCommand {
  public static let usage = """
    USAGE: interop-lsp lint [--format text|json|sarif] [--fail-on hint|information|warning|error|never] PATH...

    Analyses every .swift file in the given files and folders (folders recursively; hidden folders such
    as .build and .git are skipped) with the same rules and configuration (.interop-lsp.json found from
    each file upwards) as the language server.

    OPTIONS:
      --format text   (default) one line per finding, the format Xcode and CI annotators read:
                      path:line:column: severity: message [rule-id]
                      line and column are 1-based; the column counts UTF-8 bytes, like swiftc and clang.
                      severity is error, warning or note (information and hint findings print as note).
      --format json   a JSON array of findings sorted by path and position; each element has
                      path, ruleId, severity (hint|information|warning|error), message,
                      line, column, endLine, endColumn (1-based, UTF-8 byte columns),
                      byteRange [start, end) (0-based UTF-8 offsets), related [{line, column, endLine,
                      endColumn, byteRange, message}], fixes [{title, isPreferred, safeForFixAll,
                      edits [{byteRange, newText}]}].
      --format sarif  a SARIF 2.1.0 log (columns in UTF-16 code units) for code-scanning upload.
      --fail-on SEV   exit 1 when a finding at or above SEV exists (default: warning; never: always 0).
      --timing        print on stderr how long reading and analysing took (wall clock).
      -h, --help      show this help.

    EXIT STATUS: 0 no finding at or above --fail-on; 1 such findings; 2 usage error, a path that does not
    exist, or a file that could not be read or is not UTF-8 (reported on stderr and skipped).

    """

  enum Format: String {
    case text, json, sarif
  }

  struct Options {
    var format = Format.text
    var failOn: Severity? = .warning
    var paths: [String] = []
    var timing = false
  }

  struct FileResult {
    var path: String
    var findings: [Finding]
    var lineIndex: LineIndex?
    var error: String?
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
    var files: [String] = []
    for path in options.paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        FileHandleOutput.standardError("\(path): error: no such file or directory\n")
        ioFailure = true
        continue
      }
      if isDirectory.boolValue {
        files += swiftFiles(under: path)
      } else {
        files.append(path)
      }
    }
    let started = DispatchTime.now().uptimeNanoseconds
    let results = analyze(files)
    if options.timing {
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
      let lines = results.reduce(0) { $0 + ($1.lineIndex?.lineCount ?? 0) }
      FileHandleOutput.standardError("interop-lsp lint: analysed \(results.count) files, \(lines) lines in \(String(format: "%.1f", elapsed)) ms\n")
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
    return .success(options)
  }

  /// `.swift` files under a folder, sorted, skipping hidden folders.
  static func swiftFiles(under directory: String) -> [String] {
    var result: [String] = []
    let base = URL(fileURLWithPath: directory)
    guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey],
      options: [.skipsHiddenFiles]) else { return [] }
    while let url = enumerator.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
      if isDirectory { continue }
      // Keep the path as the user spelled the folder.
      let relative = url.path.hasPrefix(base.path) ? String(url.path.dropFirst(base.path.count)) : "/" + url.lastPathComponent
      let joined = directory.hasSuffix("/") ? directory + relative.drop { $0 == "/" } : directory + relative
      result.append(joined)
    }
    return result.sorted()
  }

  final class ResultStore: @unchecked Sendable {
    let lock = NSLock()
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
    let lock = NSLock()
    var byDirectory: [String: (AnalysisConfiguration, ConfigurationProblem?)] = [:]

    func configuration(for path: String) -> AnalysisConfiguration {
      let directory = (path as NSString).deletingLastPathComponent
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
  static func analyze(_ files: [String]) -> [FileResult] {
    let store = ResultStore(count: files.count)
    let cache = configurationCache
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let path = files[index]
      store.store(analyzeFile(path, cache: cache), at: index)
    }
    store.finish()
    return store.results.compactMap { $0 }
  }

  static func analyzeFile(_ path: String, cache: ConfigurationCache) -> FileResult {
    guard let data = FileManager.default.contents(atPath: path) else {
      return FileResult(path: path, findings: [], lineIndex: nil, error: "cannot read the file")
    }
    let bytes = [UInt8](data)
    let text = SourceText(bytes: bytes)
    if text.repairedSequenceCount > 0 {
      return FileResult(path: path, findings: [], lineIndex: nil, error: "not valid UTF-8")
    }
    let configuration = cache.configuration(for: path)
    let findings = InteropAnalyzer.analyze(text: text, path: path, configuration: configuration)
    return FileResult(path: path, findings: findings, lineIndex: LineIndex(text), error: nil)
  }

  static func configurationProblems(_ files: [String]) -> [ConfigurationProblem] {
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
          let relatedStart = position(related.range.lowerBound, file.lineIndex)
          let relatedEnd = position(related.range.upperBound, file.lineIndex)
          return JSONRelated(line: relatedStart.line, column: relatedStart.column, endLine: relatedEnd.line, endColumn: relatedEnd.column,
            byteRange: [related.range.lowerBound, related.range.upperBound], message: related.message)
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
    func location(_ file: FileResult, _ range: Range<Int>, message: String?) -> SARIFLocation {
      let start = position(range.lowerBound, file.lineIndex, encoding: .utf16)
      let end = position(range.upperBound, file.lineIndex, encoding: .utf16)
      let uri = file.path.split(separator: "/").map { component in
        String(component).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String(component)
      }.joined(separator: "/")
      return SARIFLocation(
        physicalLocation: SARIFPhysical(artifactLocation: SARIFArtifact(uri: (file.path.hasPrefix("/") ? "file:///" : "") + uri),
          region: SARIFRegion(startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column)),
        message: message.map { SARIFText(text: $0) })
    }
    let results = findings.map { file, finding in
      SARIFResult(ruleId: finding.ruleID, ruleIndex: ruleIndex[finding.ruleID], level: sarifLevel(finding.severity),
        message: SARIFText(text: finding.message), locations: [location(file, finding.range, message: nil)],
        relatedLocations: finding.related.isEmpty ? nil : finding.related.map { location(file, $0.range, message: $0.message) })
    }
    return encode(SARIFLog(runs: [SARIFRun(tool: SARIFTool(driver: SARIFDriver(rules: rules)), results: results)]))
  }
}
