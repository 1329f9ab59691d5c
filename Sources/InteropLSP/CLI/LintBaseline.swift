#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import InteropAnalysis
import SwiftLiteParser

/// `--write-baseline FILE`, `--baseline FILE`, `--baseline-report-stale`: see `Baseline` for the keys.
extension LintCommand {
  static func readBaseline(_ path: String) -> Result<Baseline, BaselineProblem> {
    switch FileSnapshot.readBytes(path) {
    case .failure(let problem): return .failure(BaselineProblem(message: "cannot read the baseline: " + problem.message))
    case .success(let bytes): return Baseline.decode(bytes).mapError { BaselineProblem(message: "not a baseline: " + $0.message) }
    }
  }

  /// The path of `file` as a baseline in `baselineFolder` records it: relative to that folder when inside
  /// it (both resolved through symbolic links), else absolute.
  static func baselinePath(of file: String, baselineFolder: String) -> String {
    let absolute = FilePath.absolute(file)
    let folder = FixScope.resolved(FilePath.directory(of: absolute)) ?? FilePath.directory(of: absolute)
    let resolved = FilePath.join(folder, FilePath.name(of: absolute))
    let base = FixScope.resolved(baselineFolder.isEmpty ? "." : baselineFolder) ?? FilePath.absolute(baselineFolder)
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return resolved.hasPrefix(prefix) ? String(resolved.dropFirst(prefix.count)) : resolved
  }

  /// The keys of `findings` for a baseline at `baselineFile`; each file is parsed once.
  static func baselineKeys(_ findings: [(FileResult, Finding)], baselineFile: String) -> [BaselineKey] {
    let folder = FilePath.directory(of: FilePath.absolute(baselineFile))
    var trees: [String: SyntaxTree] = [:]
    var paths: [String: String] = [:]
    return findings.map { file, finding in
      let lineIndex = file.lineIndex ?? LineIndex([])
      let tree = trees[file.path] ?? SyntaxTree.parse(lineIndex.bytes)
      trees[file.path] = tree
      let path = paths[file.path] ?? baselinePath(of: file.path, baselineFolder: folder)
      paths[file.path] = path
      return BaselineKey(finding: finding, file: path, tree: tree, lineIndex: lineIndex)
    }
  }

  static func writeBaseline(_ findings: [(FileResult, Finding)], to path: String) -> (count: Int, problem: String?) {
    let baseline = Baseline(keys: baselineKeys(findings, baselineFile: path))
    do {
      try Data(baseline.encoded().utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      return (0, "cannot write the baseline: \(error)")
    }
    return (findings.count, nil)
  }

  static func applyBaseline(_ baseline: Baseline, at path: String, to findings: [(FileResult, Finding)])
    -> (new: [(FileResult, Finding)], stale: [BaselineKey: Int])
  {
    let keys = baselineKeys(findings, baselineFile: path)
    let indexed = Array(zip(findings.indices, keys))
    let filtered = baseline.filter(indexed) { $0.1 }
    return (filtered.new.map { findings[$0.0] }, filtered.stale)
  }

  static func staleLines(_ stale: [BaselineKey: Int], baselinePath: String) -> [String] {
    stale.keys.sorted().map { key in
      let count = stale[key] ?? 1
      let declaration = key.declaration.isEmpty ? "" : " in \(key.declaration)"
      return "\(baselinePath): stale entry\(count > 1 ? " (×\(count))" : ""): [\(key.rule)] \(key.file)\(declaration): \(key.text)"
    }
  }
}
