import InteropAnalysis
import Protocol
import SwiftLiteParser

extension LanguageServer {
  /// An open `.interop-lsp.json` gets its problems as diagnostics, from the editor's text (so a typo shows as
  /// it is typed): each unknown key, unknown rule id or bad value on its key (the first `"key"` in the text),
  /// a file that is not JSON at its start. Severity warning, code `invalid-configuration`. Nil for any other
  /// document (analysed as Swift).
  func configurationFileDiagnostics(for document: Document) -> [Diagnostic]? {
    guard Self.isInteropConfigurationFile(document.uri) else { return nil }
    let bytes = document.lineIndex.bytes
    let issues = AnalysisConfiguration.decodeWithIssues(json: bytes).issues
    return issues.map { issue in
      let range = issue.key.flatMap { ConfigurationIssue.range(ofKey: $0, in: bytes) } ?? 0..<0
      return Diagnostic(
        range: Conversions.range(range, in: document.lineIndex, encoding: positionEncoding), severity: .warning,
        code: .string("invalid-configuration"), source: ServerVersion.name, message: issue.message)
    }
  }

  static func isInteropConfigurationFile(_ uri: String) -> Bool {
    uri.hasSuffix("/" + ConfigurationLoader.fileName) || uri == ConfigurationLoader.fileName
  }

  /// The findings that the configuration's `baseline` file does not hold (`lint --write-baseline`): findings
  /// in the baseline are not published, as `lint --baseline` does not print them. No baseline, or one that
  /// cannot be read (logged by `lint`, not here): every finding.
  static func withoutBaselined(_ findings: [Finding], path: String?, configuration: AnalysisConfiguration, tree: SyntaxTree) -> [Finding] {
    guard let baselineFile = configuration.files.baseline, let path, !findings.isEmpty else { return findings }
    let loaded = baselines.value(for: baselineFile) { _ in
      (try? FileSnapshot.readBytes(baselineFile).get()).flatMap { try? Baseline.decode($0).get() }
    }
    guard let baseline = loaded, !baseline.isEmpty else { return findings }
    let file = LintCommand.baselinePath(of: path, baselineFolder: FilePath.directory(of: baselineFile))
    let lineIndex = LineIndex(tree.bytes)
    return baseline.filter(findings) { BaselineKey(finding: $0, file: file, tree: tree, lineIndex: lineIndex) }.new
  }

  /// Baseline files, read once per version (stamp).
  static let baselines = StampedCache<Baseline?>()
}
