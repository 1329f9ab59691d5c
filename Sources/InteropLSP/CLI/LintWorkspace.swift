import Dispatch
import InteropAnalysis
import SwiftLiteParser

/// `lint`'s workspace: every file it was given (or found under the folders given) is one workspace. Each file is
/// read and parsed once: its summary goes into the `WorkspaceIndex`; a file whose findings cannot depend on
/// other files (`FileSummary.needsWorkspace`) is analysed at once and its tree dropped, the others keep their
/// analysis context until the index is complete and are then analysed with `workspace:` set. (A file that
/// places a representable of another file inline is known only then: it alone is parsed a second time.)
extension LintCommand {
  /// What the first pass leaves for one file.
  struct WorkspaceItem: Sendable {
    var result: FileResult?
    var path: String
    var summary: FileSummary?
    /// Kept only for a file analysed in the second pass.
    var context: AnalysisContext?
    var lineIndex: LineIndex?
  }

  /// The results of every file, in input order, analysed against one workspace made of all of them.
  static func analyzeWorkspace(_ files: [LintFile], showProgress: Bool = false) -> [FileResult] {
    let cache = configurationCache
    let progress = Progress(total: files.count, showProgress: showProgress)
    defer { progress.finish() }
    let items = Locked<[WorkspaceItem?]>(Array(repeating: nil, count: files.count))
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let item = summarize(files[index], cache: cache)
      items.withLock { $0[index] = item }
      progress.tick()
    }
    let firstPass = items.withLock { $0 }.compactMap { $0 }
    let index = WorkspaceIndex()
    index.update(firstPass.compactMap { item in item.summary.map { (path: item.path, summary: $0) } }, among: [])
    index.setComplete(true)
    let workspace = index.snapshot()
    var lineIndexes: [String: LineIndex] = [:]
    for item in firstPass { if let lineIndex = item.lineIndex { lineIndexes[item.path] = lineIndex } }
    // Files kept for the second pass, and the rare file analysed at once that places a representable of
    // another file inline (only the complete workspace shows that): it is read and parsed again.
    let pending = firstPass.indices.filter { position in
      let item = firstPass[position]
      if item.context != nil { return true }
      guard item.result?.error == nil, let summary = item.summary, !summary.inlineViews.isEmpty else { return false }
      return summary.needsWorkspace(in: workspace, path: item.path)
    }
    let second = Locked<[Int: FileResult]>([:])
    DispatchQueue.concurrentPerform(iterations: pending.count) { slot in
      let item = firstPass[pending[slot]]
      var context = item.context
      if context == nil, case .success(let read) = FileSnapshot.readBytesAndStamp(files[pending[slot]].raw) {
        context = AnalysisContext(
          tree: SyntaxTree.parse(SourceText(bytes: read.bytes)), path: item.path, configuration: cache.configuration(for: item.path), lanes: 1)
      }
      guard let context else { return }
      let findings = InteropAnalyzer.analyze(context: context.with(workspace: workspace))
      let result = FileResult(path: item.path, findings: findings, lineIndex: item.lineIndex, error: nil)
      second.withLock { $0[pending[slot]] = result }
    }
    let analysed = second.withLock { $0 }
    return firstPass.indices.compactMap { position -> FileResult? in
      guard var result = analysed[position] ?? firstPass[position].result else { return nil }
      // Related locations in other files print with those files' lines.
      for path in Set(result.findings.flatMap { $0.related.compactMap(\.path) }) {
        if let lineIndex = lineIndexes[path] { result.relatedLineIndexes[path] = lineIndex }
      }
      return result
    }
  }

  /// Reads and parses one file: its summary, and either its findings (no workspace needed) or its tree.
  static func summarize(_ file: LintFile, cache: ConfigurationCache) -> WorkspaceItem {
    let path = file.path
    if let tooLarge = tooLargeResult(file) { return WorkspaceItem(result: tooLarge, path: path) }
    let bytes: [UInt8]
    switch FileSnapshot.readBytesAndStamp(file.raw) {
    case .failure(let problem): return WorkspaceItem(result: FileResult(path: path, findings: [], lineIndex: nil, error: problem.message), path: path)
    case .success(let read): bytes = read.bytes
    }
    let text = SourceText(bytes: bytes)
    if text.repairedSequenceCount > 0 {
      return WorkspaceItem(result: FileResult(path: path, findings: [], lineIndex: nil, error: "not valid UTF-8"), path: path)
    }
    // One lane: the files already share the cores.
    let context = AnalysisContext(tree: SyntaxTree.parse(text), path: path, configuration: cache.configuration(for: path), lanes: 1)
    let summary = context.summary
    guard summary.needsWorkspace else {
      let findings = InteropAnalyzer.analyze(context: context)
      return WorkspaceItem(
        result: FileResult(path: path, findings: findings, lineIndex: context.lineIndex, error: nil), path: path, summary: summary,
        lineIndex: context.lineIndex)
    }
    return WorkspaceItem(result: nil, path: path, summary: summary, context: context, lineIndex: context.lineIndex)
  }

  /// The workspace of `--fix`: every file's summary as read before any fix (the fixes of one file do not change
  /// what the others' findings read from it, except in rare cross-file cases, which the next run settles).
  static func workspaceFacts(_ files: [LintFile]) -> WorkspaceFacts {
    let summaries = Locked<[(path: String, summary: FileSummary)?]>(Array(repeating: nil, count: files.count))
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let file = files[index]
      guard tooLargeResult(file) == nil, case .success(let read) = FileSnapshot.readBytesAndStamp(file.raw) else { return }
      let text = SourceText(bytes: read.bytes)
      guard text.repairedSequenceCount == 0 else { return }
      let summary = FileSummary.of(text)
      summaries.withLock { $0[index] = (file.path, summary) }
    }
    let index = WorkspaceIndex()
    index.update(summaries.withLock { $0 }.compactMap { $0 }, among: [])
    index.setComplete(true)
    return index.snapshot()
  }

  /// The file and line index a related location is in (another file of the workspace, or the finding's own).
  static func relatedFile(_ related: RelatedLocation, of file: FileResult) -> (path: String, lineIndex: LineIndex?) {
    guard let path = related.path, path != file.path else { return (file.path, file.lineIndex) }
    return (path, file.relatedLineIndexes[path])
  }
}
