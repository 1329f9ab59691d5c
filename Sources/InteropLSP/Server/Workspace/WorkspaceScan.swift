import Dispatch
import InteropAnalysis
import Protocol
import SwiftLiteParser

/// The background side of the workspace: walking the roots, reading and summarising files, analysing unopened
/// files for workspace diagnostics. Nothing here touches the server; results go to the inbox.
enum WorkspaceScan {
  /// A workspace folder that is a whole disk or home folder must not take the server's memory: files past this
  /// many are not indexed (reported once).
  static let maximumFiles = 50_000

  /// The Swift files under the roots, through the same walker as `lint` (one call site: the walker's skip rules
  /// and configured excludes apply here too), without repeats.
  static func swiftFiles(under roots: [String], problems: inout [String]) -> [String] {
    var files: [LintFile] = []
    for root in roots {
      files += FileWalk.swiftFiles(under: LintFile(path: root), problems: &problems)
    }
    return FileWalk.unique(files).filter(\.isPlainPath).map(\.path)
  }

  /// Reads and summarises one file (nil when it cannot be read or is over the size limit).
  static func summarise(path: String, encoding: PositionEncodingKind) -> WorkspaceFileResult? {
    guard case .success(let snapshot) = FileSnapshot.read(path), !SizeLimit.isTooLarge(snapshot.bytes.count) else {
      return nil
    }
    return summarise(path: path, text: SourceText(bytes: snapshot.bytes), encoding: encoding)
  }

  static func summarise(path: String, text: SourceText, encoding: PositionEncodingKind) -> WorkspaceFileResult {
    let tree = SyntaxTree.parse(text)
    let model = InteropModel(tree: tree)
    let lineIndex = LineIndex(text)
    return WorkspaceFileResult(
      path: path, summary: FileSummary(tree: tree, model: model, lineIndex: lineIndex),
      navigation: NavigationSummary(uri: WorkspacePaths.uri(ofPath: path), model: model, lineIndex: lineIndex, encoding: encoding))
  }

  /// The scan: walks the roots, then summarises the files in batches (about 5% each, on two lanes), storing each
  /// summary in the index as it goes (not over an open document's: `openPaths` at the time) and posting each batch
  /// for the loop (navigation tables, progress). Stops early when a newer scan started.
  static func run(
    roots: [String], generation: Int, encoding: PositionEncodingKind, workspace: ServerWorkspace.Shared,
    openPaths: @escaping @Sendable () -> Set<String>
  ) {
    var problems: [String] = []
    var paths = swiftFiles(under: roots, problems: &problems)
    if paths.count > maximumFiles {
      problems.append("more than \(maximumFiles) Swift files under the workspace folders; only the first \(maximumFiles) (by path) are indexed")
      paths.removeSubrange(maximumFiles...)
    }
    guard workspace.generation.withLock({ $0 }) == generation else { return }
    workspace.inbox.post(.scanStarted(generation: generation, total: paths.count))
    let batchSize = max(16, paths.count / 20)
    // Each load into the index costs a pass over what it holds already (its affected set): the index takes the
    // summaries a quarter of the files at a time, and the loop gets them (navigation tables, open documents put
    // back) right after each load; progress goes batch by batch.
    let loadSize = max(batchSize, paths.count / 4)
    var pending: [WorkspaceFileResult] = []
    var start = 0
    while start < paths.count {
      guard workspace.generation.withLock({ $0 }) == generation else { return }
      let end = min(paths.count, start + batchSize)
      let batch = Array(paths[start..<end])
      let results = mapInTwoLanes(batch) { path in summarise(path: path, encoding: encoding) }.compactMap { $0 ?? nil }
      pending += results
      var loaded: [WorkspaceFileResult] = []
      if pending.count >= loadSize || end == paths.count {
        let open = openPaths()
        WorkspaceLoading.load(pending.filter { !open.contains($0.path) }, into: workspace.index)
        swap(&loaded, &pending)
      }
      workspace.inbox.post(.scanned(generation: generation, files: loaded, done: end, total: paths.count))
      start = end
    }
    workspace.inbox.post(.scanFinished(generation: generation, paths: Set(paths), problems: problems))
    // Every file is in: the shared tables over all of them are built here, off the loop (which needs them only
    // when it analyses an open document).
    workspace.index.consolidate()
  }

  /// Findings of the given unopened files against the facts, as diagnostics (for `workspace/diagnostic`).
  static func diagnose(
    paths: [String], facts: WorkspaceFacts, clientSettings: AnalysisConfiguration, encoding: PositionEncodingKind
  ) -> [String: [Diagnostic]] {
    let reports = mapInTwoLanes(paths) { path -> [Diagnostic]? in
      guard case .success(let snapshot) = FileSnapshot.read(path), !SizeLimit.isTooLarge(snapshot.bytes.count) else {
        return nil
      }
      let text = SourceText(bytes: snapshot.bytes)
      let configuration = ConfigurationLoader.load(forDocumentAt: path, clientSettings: clientSettings).configuration
      let context = AnalysisContext(tree: SyntaxTree.parse(text), path: path, configuration: configuration, workspace: facts)
      let uri = WorkspacePaths.uri(ofPath: path)
      let otherFile = diskFileResolver()
      return InteropAnalyzer.analyze(context: context).map {
        Conversions.diagnostic($0, uri: uri, in: context.lineIndex, encoding: encoding, otherFile: otherFile)
      }
    }
    var result: [String: [Diagnostic]] = [:]
    for (path, report) in zip(paths, reports) {
      if let report = report ?? nil { result[path] = report }
    }
    return result
  }

  /// URIs and line indexes of files on disk, for related locations in other files (each read once per resolver).
  static func diskFileResolver() -> (String) -> (uri: String, index: LineIndex)? {
    var cache: [String: LineIndex?] = [:]
    return { path in
      if let cached = cache[path] { return cached.map { (WorkspacePaths.uri(ofPath: path), $0) } }
      var index: LineIndex?
      if case .success(let snapshot) = FileSnapshot.read(path), !SizeLimit.isTooLarge(snapshot.bytes.count) {
        index = LineIndex(SourceText(bytes: snapshot.bytes))
      }
      cache[path] = index
      return index.map { (WorkspacePaths.uri(ofPath: path), $0) }
    }
  }

  /// `transform` over `inputs` on two threads; results in input order.
  static func mapInTwoLanes<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], _ transform: @Sendable (Input) -> Output
  ) -> [Output?] {
    // Each lane takes the next input when it is free (files differ a lot in size: a fixed split leaves one lane
    // idle while the other finishes).
    let results = Locked<[Output?]>(Array(repeating: nil, count: inputs.count))
    let next = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      while true {
        let index = next.withLock { value -> Int in
          defer { value += 1 }
          return value
        }
        guard index < inputs.count else { return }
        let output = transform(inputs[index])
        results.withLock { $0[index] = output }
      }
    }
    return results.withLock { $0 }
  }
}

/// Putting many summaries into the index (one place, so a bulk update of the index replaces the loop here).
enum WorkspaceLoading {
  static func load(_ files: [WorkspaceFileResult], into index: WorkspaceIndex) {
    // Nothing to analyse again: the loop republishes every open document when the scan ends.
    index.update(files.map { (path: $0.path, summary: $0.summary) }, among: [])
  }
}

extension ServerWorkspace {
  /// What background jobs may touch: the thread-safe index, the inbox, the generation counter.
  struct Shared: Sendable {
    let index: WorkspaceIndex
    let inbox: WorkspaceInbox
    let generation: Locked<Int>
  }

  var shared: Shared { Shared(index: index, inbox: inbox, generation: generation) }
}
