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
    USAGE: interop-lsp lint [--format FORMAT] [--fail-on SEVERITY] [--select IDS] [--ignore IDS]
                            [--baseline FILE [--baseline-report-stale] | --write-baseline FILE]
                            [--statistics] [--quiet] [--strict-config] [--fix [--dry-run]] PATH...

    Analyses every .swift file in the given files and folders (folders recursively), with the same rules and
    configuration (every .interop-lsp.json from each file's folder upwards, merged from the outermost down) as
    the language server. All the files of one run are one workspace: a fact in another of them counts (a
    class, an extension, a presentation site), so lint a project from its root folder. A walk skips hidden entries (.git, .build, .swiftpm, ...), the folders DerivedData,
    Pods, Carthage and SourcePackages, and what the configuration's "exclude" globs name (or, with "include"
    globs, what they do not name); it does not follow symbolic links to folders. A file named on the command
    line is always linted, and a file named twice is linted once. A path that does not exist, a folder that
    cannot be read, or a .swift entry that is a dangling link or not a regular file, is reported on stderr
    (exit 2). Names that are not UTF-8 and paths longer than PATH_MAX are read through their bytes and folder
    descriptors (printed with U+FFFD for bytes that are not UTF-8; --fix does not rewrite them). A file over
    8 MB is not read or analysed: it gets one note [document-too-large], as in the language server.

    OPTIONS:
      --format text   (default) one line per finding, the format Xcode and CI annotators read:
                      path:line:column: severity: message [rule-id]
                      line and column are 1-based; the column counts UTF-8 bytes, like swiftc and clang.
                      severity is error, warning or note (information and hint findings print as note).
                      A summary line follows on stderr: N findings (E errors, W warnings, ...) in F files.
      --format json   a JSON array of findings sorted by path and position; each element has
                      path, ruleId, severity (hint|information|warning|error), message,
                      line, column, endLine, endColumn (1-based, UTF-8 byte columns),
                      byteRange [start, end) (0-based UTF-8 offsets), related [{line, column, endLine,
                      endColumn, byteRange, message, path (only in another file)}], fixes [{title, isPreferred, safeForFixAll,
                      edits [{byteRange, newText}]}].
      --format sarif  a SARIF 2.1.0 log (columns in UTF-16 code units) for code-scanning upload; the driver
                      has the tool's version and informationUri, every rule a helpUri (its documentation page).
      --format github GitHub Actions workflow commands (::error file=...,line=...,col=...,title=...::message),
                      which the runner turns into pull-request annotations.
      --format gitlab a GitLab Code Quality report (JSON) for the codequality artifact.
      --format junit  JUnit XML: a test suite per file, a failing test case per finding.
      --format checkstyle  Checkstyle XML (source="interop-lsp.RULE").
      --fail-on SEV   exit 1 when a finding at or above SEV exists (default: warning; never: always 0).
      --select IDS    report (and fix) only these rules (comma-separated ids; repeatable).
      --ignore IDS    do not report (or fix) these rules (comma-separated ids; repeatable).
      --write-baseline FILE  record today's findings in FILE (JSON) and report them as usual.
      --baseline FILE report only findings that FILE does not hold. Findings are matched by rule, file
                      (relative to FILE's folder), the names of the declarations around them and the text of
                      their line (whitespace collapsed), never by line number, so unrelated edits keep them
                      matched; each recorded entry absorbs one finding.
      --baseline-report-stale  with --baseline: list on stderr the entries that matched no finding (fixed
                      or changed since), to prune with --write-baseline.
      --statistics    print the number of findings per rule (most first) instead of the findings.
      -q, --quiet     print the findings only: no summary, progress or "fixed" lines on stderr.
      --strict-config a configuration problem (unknown key, unknown rule id, bad value, unreadable file) ends
                      the run with exit 2. The default when the environment variable CI is set (and not
                      "false" or "0"); --no-strict-config turns it off. Without it each problem is a
                      warning on stderr (path:line:column: warning: message) and the run goes on.
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
                      the findings (paths as a/PATH and b/PATH, so `git apply` takes it from the folder the
                      paths are relative to); the exit status is still that of the findings left after fixing.
      -h, --help      show this help.

    EXIT STATUS: 0 no finding at or above --fail-on; 1 such findings; 2 usage error, a path that does not
    exist, a folder or file that could not be read or is not UTF-8, a fix that could not be written, an
    unreadable baseline, or (with --strict-config) a configuration problem (each reported on stderr).

    """

  struct FileResult: Sendable {
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
    // A baseline that cannot be read is a usage problem: found before any work.
    var baseline: Baseline?
    if let path = options.baseline {
      switch readBaseline(path) {
      case .success(let read): baseline = read
      case .failure(let problem):
        FileHandleOutput.standardError("\(path): error: \(problem.message)\n")
        return 2
      }
    }
    configurationCache.startRun()
    // The rules' one-time set-up runs on another core while the folders are walked.
    DispatchQueue.global().async { InteropAnalyzer.prepare() }
    let (files, walkFailed) = lintFiles(options.paths)
    var ioFailure = walkFailed
    // The file list is complete here (walked, filtered, deduplicated): everything below analyses `files`.
    let started = DispatchTime.now().uptimeNanoseconds
    let results: [FileResult]
    if options.fix {
      // (Not in --dry-run, which changes nothing.)
      let removed = options.dryRun ? 0 : removeStaleTemporaryFiles(inFoldersOf: files)
      if removed > 0, !options.quiet {
        FileHandleOutput.standardError("interop-lsp lint: removed \(removed) stale temporary file\(removed == 1 ? "" : "s") left by an interrupted --fix\n")
      }
      let scope = FixScope(arguments: options.paths)
      let outcomes = fix(files, write: !options.dryRun, scope: scope, selection: options.selection)
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
      } else if changedFiles > 0, !options.quiet {
        FileHandleOutput.standardError("interop-lsp lint: fixed \(changedFiles) file\(changedFiles == 1 ? "" : "s")\n")
      }
      results = outcomes.map(\.result)
    } else {
      // The workspace is freed on another thread while the findings are sorted and printed.
      let gate = ReleaseGate()
      results = analyzeWorkspace(files, showProgress: !options.quiet, releaseGate: gate)
      gate.open()
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
      for finding in result.findings where options.selection.includes(finding.ruleID) { findings.append((result, finding)) }
    }
    findings.sort { left, right in
      if left.0.path != right.0.path { return left.0.path < right.0.path }
      if left.1.range.lowerBound != right.1.range.lowerBound { return left.1.range.lowerBound < right.1.range.lowerBound }
      return left.1.ruleID < right.1.ruleID
    }
    // Configuration problems: stderr, one line per problem at its key; exit 2 when strict.
    let strict = isStrict(options, environment: ["CI": getenv("CI").map { String(cString: $0) } ?? ""].filter { !$0.value.isEmpty })
    let configurationLines = configurationProblemLines(configurationProblems(files), strict: strict)
    for line in configurationLines { FileHandleOutput.standardError(line + "\n") }
    let configurationFailure = strict && !configurationLines.isEmpty
    // The baseline: record, or keep only what it does not hold.
    var baselined = 0
    if let path = options.writeBaseline {
      let written = writeBaseline(findings, to: path)
      if let problem = written.problem {
        FileHandleOutput.standardError("\(path): error: \(problem)\n")
        ioFailure = true
      } else if !options.quiet {
        FileHandleOutput.standardError("interop-lsp lint: wrote \(count(written.count, "finding")) to the baseline \(path)\n")
      }
    } else if let baseline, let path = options.baseline {
      let filtered = applyBaseline(baseline, at: path, to: findings)
      baselined = findings.count - filtered.new.count
      findings = filtered.new
      if options.reportStale {
        for line in staleLines(filtered.stale, baselinePath: path) { FileHandleOutput.standardError(line + "\n") }
      }
    }
    if options.statistics {
      FileHandleOutput.standardOutput(renderStatistics(findings))
    } else {
      switch options.format {
      case _ where options.dryRun: break
      case .text: FileHandleOutput.standardOutput(renderText(findings))
      case .json: FileHandleOutput.standardOutput(renderJSON(findings))
      case .sarif: FileHandleOutput.standardOutput(renderSARIF(findings, docsBaseURL: docsBaseURL(for: options.paths)))
      case .github: FileHandleOutput.standardOutput(renderGitHub(findings))
      case .gitlab: FileHandleOutput.standardOutput(renderGitLab(findings))
      case .junit: FileHandleOutput.standardOutput(renderJUnit(findings, files: results))
      case .checkstyle: FileHandleOutput.standardOutput(renderCheckstyle(findings))
      }
    }
    if options.format == .text, !options.quiet, !options.dryRun {
      FileHandleOutput.standardError(summaryLine(findings, fileCount: results.filter { $0.error == nil }.count, baselined: baselined) + "\n")
    }
    if ioFailure || configurationFailure { return 2 }
    if let threshold = options.failOn, findings.contains(where: { $0.1.severity >= threshold }) { return 1 }
    return 0
  }

  /// The files that `paths` name: folders walked (`FileWalk`), files as given, each file once. Problems
  /// (a missing path, an unreadable folder) are reported on stderr; `ioFailure` is then true (exit 2).
  static func lintFiles(_ paths: [String]) -> (files: [LintFile], ioFailure: Bool) {
    var ioFailure = false
    var files: [LintFile] = []
    var problems: [String] = []
    let exclusions = WalkExclusions(probes: configurationCache.probes)
    for path in paths {
      let argument = LintFile(path: path)
      guard let info = FileWalk.stat(argument.raw) else {
        let reason = errno == ENOENT ? "no such file or directory" : FileWalk.message(errno)
        FileHandleOutput.standardError("\(path): error: \(reason)\n")
        ioFailure = true
        continue
      }
      if info.st_mode & S_IFMT == S_IFDIR {
        files += FileWalk.swiftFiles(under: argument, inParallel: true, exclusions: exclusions, problems: &problems)
      } else {
        // A file named explicitly is always linted (whatever its folder or name).
        files.append(argument)
      }
    }
    for problem in problems { FileHandleOutput.standardError(problem + "\n") }
    if !problems.isEmpty { ioFailure = true }
    // The same file named twice (or reached through a link and directly) is linted once.
    return (FileWalk.unique(files), ioFailure)
  }
}
