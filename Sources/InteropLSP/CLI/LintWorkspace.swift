import Dispatch
import InteropAnalysis
import SwiftLiteParser

/// `lint`'s workspace: every file it was given (or found under the folders given) is one workspace. Each file is
/// read and parsed once: its summary goes into the workspace's `WorkspaceFacts`; a file whose findings cannot depend on
/// other files (`FileSummary.needsWorkspace`) is analysed at once and its tree dropped, the others keep their
/// analysis context until every summary is in and are then analysed with `workspace:` set. (A file that
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
  ///
  /// With `releaseGate`, the workspace (summaries, lookup tables, line indexes) is freed on a background thread
  /// once the caller opens the gate (after this returns, so that thread holds the last reference), while the
  /// caller sorts and prints; the process may exit before it is done.
  static func analyzeWorkspace(_ files: [LintFile], showProgress: Bool = false, releaseGate: ReleaseGate? = nil) -> [FileResult] {
    let cache = configurationCache
    let progress = Progress(total: files.count, showProgress: showProgress)
    defer { progress.finish() }
    // Each lane stores its file, then adds every file whose predecessors are all in to the workspace's tables
    // (in input order, usually path order): the tables are ready when the last file is, not built after it.
    let collected = Locked(FirstPass(count: files.count))
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let item = summarize(files[index], cache: cache)
      collected.withLock { $0.store(item, at: index) }
      progress.tick()
    }
    // Taken out of the lock (not copied), so the contexts moved out below are their only reference.
    var pass = collected.withLock { pass in
      defer { pass = FirstPass(count: 0) }
      return pass
    }
    var firstPass = pass.items
    let lineIndexes = pass.lineIndexes
    // The complete workspace (the lookup tables of `WorkspaceFacts`; `lint` needs no `WorkspaceIndex`, whose
    // per-file tables serve incremental updates). A path named twice keeps its last summary, as an index update
    // would. (Below, fields are read in place: an item is never copied whole.)
    let workspace = pass.workspace.facts(isComplete: true)
    pass = FirstPass(count: 0)
    // Files kept for the second pass, and the rare file analysed at once that places a representable of
    // another file inline (only the complete workspace shows that): it is read and parsed again.
    let pending = firstPass.indices.filter { position in
      if firstPass[position].context != nil { return true }
      guard firstPass[position].result?.error == nil, let summary = firstPass[position].summary, !summary.inlineViews.isEmpty
      else { return false }
      return summary.needsWorkspace(in: workspace, path: firstPass[position].path)
    }
    // Each kept context moves to the lane that analyses it and is released there, not at the end on one core.
    var kept: [AnalysisContext?] = []
    kept.reserveCapacity(pending.count)
    for position in pending {
      kept.append(firstPass[position].context)
      firstPass[position].context = nil
    }
    let contexts = Locked(kept)
    kept = []
    let items = firstPass
    firstPass = []
    let second = Locked<[Int: FileResult]>([:])
    // Largest files first, so the lanes end together (results are kept by position: the order changes nothing
    // else); a file to read again counts as largest.
    let sizes = pending.map { items[$0].lineIndex?.bytes.count ?? Int.max }
    let order = pending.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    DispatchQueue.concurrentPerform(iterations: order.count) { turn in
      let slot = order[turn]
      let position = pending[slot]
      var context = contexts.withLock { contexts in
        defer { contexts[slot] = nil }
        return contexts[slot]
      }
      if context == nil, case .success(let read) = FileSnapshot.readBytesAndStamp(files[position].raw) {
        context = AnalysisContext(
          tree: SyntaxTree.parse(SourceText(bytes: read.bytes)), path: items[position].path,
          configuration: cache.configuration(for: items[position].path), lanes: 1)
      }
      guard let context else { return }
      let findings = InteropAnalyzer.analyze(context: context.with(workspace: workspace))
      let result = FileResult(path: items[position].path, findings: findings, lineIndex: items[position].lineIndex, error: nil)
      second.withLock { $0[position] = result }
    }
    let analysed = second.withLock { $0 }
    var results: [FileResult] = []
    results.reserveCapacity(items.count)
    for position in items.indices {
      guard var result = analysed[position] ?? items[position].result else { continue }
      // Related locations in other files print with those files' lines.
      for finding in result.findings {
        for related in finding.related {
          if let path = related.path, let lineIndex = lineIndexes[path] { result.relatedLineIndexes[path] = lineIndex }
        }
      }
      results.append(result)
    }
    if let releaseGate { releaseGate.release((items, workspace, lineIndexes)) }
    return results
  }

  /// The first pass's items, and the workspace and line indexes of the files before the first one not in yet.
  struct FirstPass: Sendable {
    var items: [WorkspaceItem]
    var stored: [Bool]
    var next = 0
    var workspace: WorkspaceFactsBuilder
    var lineIndexes: [String: LineIndex] = [:]

    init(count: Int) {
      items = Array(repeating: WorkspaceItem(result: nil, path: ""), count: count)
      stored = Array(repeating: false, count: count)
      workspace = WorkspaceFactsBuilder(expectedCount: count)
      lineIndexes.reserveCapacity(count)
    }

    mutating func store(_ item: WorkspaceItem, at index: Int) {
      items[index] = item
      stored[index] = true
      while next < stored.count, stored[next] {
        if let summary = items[next].summary { workspace.add(path: items[next].path, summary: summary) }
        if let lineIndex = items[next].lineIndex { lineIndexes[items[next].path] = lineIndex }
        next += 1
      }
    }
  }

  /// Frees values on a background thread once opened: `release` hands a value over, `open` (called when the
  /// caller's own references are gone) lets that thread drop it, so freeing a workspace's many small objects
  /// overlaps with what the caller does next.
  final class ReleaseGate: Sendable {
    private let opened = DispatchSemaphore(value: 0)

    func release<Value: Sendable>(_ value: Value) {
      let opened = opened
      DispatchQueue.global(qos: .utility).async {
        opened.wait()
        withExtendedLifetime(value) {}
      }
    }

    func open() { opened.signal() }
  }

  /// Reads and parses one file: its summary, and either its findings (no workspace needed) or its tree.
  static func summarize(_ file: LintFile, cache: ConfigurationCache) -> WorkspaceItem {
    let path = file.path
    let bytes: [UInt8]
    // One open: its fstat tells a file over the size limit (not read) from one to read.
    switch FileSnapshot.readBytesAndStamp(file.raw, tooLarge: SizeLimit.isTooLarge) {
    case .tooLarge(let size):
      let note = FileResult(path: path, findings: [SizeLimit.notAnalysedFinding(byteCount: size)], lineIndex: LineIndex([]), error: nil)
      return WorkspaceItem(result: note, path: path)
    case .failure(let problem):
      // (A file too large to read whose size `stat` still shows gets its note, as before it was opened.)
      if let tooLarge = tooLargeResult(file) { return WorkspaceItem(result: tooLarge, path: path) }
      return WorkspaceItem(result: FileResult(path: path, findings: [], lineIndex: nil, error: problem.message), path: path)
    case .read(let read, _): bytes = read
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
      guard case .read(let bytes, _) = FileSnapshot.readBytesAndStamp(file.raw, tooLarge: SizeLimit.isTooLarge) else { return }
      let text = SourceText(bytes: bytes)
      guard text.repairedSequenceCount == 0 else { return }
      let summary = FileSummary.of(text)
      summaries.withLock { $0[index] = (file.path, summary) }
    }
    var files: [String: FileSummary] = [:]
    for entry in summaries.withLock({ $0 }) { if let entry { files[entry.path] = entry.summary } }
    return WorkspaceFacts(files: files, isComplete: true)
  }

  /// The file and line index a related location is in (another file of the workspace, or the finding's own).
  static func relatedFile(_ related: RelatedLocation, of file: FileResult) -> (path: String, lineIndex: LineIndex?) {
    guard let path = related.path, path != file.path else { return (file.path, file.lineIndex) }
    return (path, file.relatedLineIndexes[path])
  }
}
