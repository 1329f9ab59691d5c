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

  /// The Swift files under the roots, through `lint`'s walker (one code path: its skip rules, its parallel walk,
  /// and the configured `exclude` / `include` globs, each folder's looked up once per scan), without repeats.
  static func swiftFiles(under roots: [String], problems: inout [String]) -> [String] {
    var files: [LintFile] = []
    let exclusions = WalkExclusions()
    for root in roots {
      files += FileWalk.swiftFiles(under: LintFile(path: root), inParallel: true, exclusions: exclusions, problems: &problems)
    }
    return FileWalk.unique(files).filter(\.isPlainPath).map(\.path)
  }

  /// Whether a scan would index `path`, a file under a root: no hidden or skipped folder (`FileWalk.skippedFolders`)
  /// between the root and the file, not a hidden file, not left out by the configured globs. A watched change to a
  /// file the scan leaves out then leaves the index as a fresh scan would.
  static func wouldScan(_ path: String, roots: [String]) -> Bool {
    roots.contains { root in
      guard WorkspacePaths.path(path, isUnder: root), path != root else { return false }
      let components = Array(path.utf8.dropFirst(root == "/" ? 1 : root.utf8.count + 1)).split(separator: UInt8(ascii: "/"))
      for (position, component) in components.enumerated() {
        if component.first == UInt8(ascii: ".") { return false }
        if position < components.count - 1, FileWalk.skippedFolders.contains(Array(component)) { return false }
      }
      return !WalkExclusions().isExcluded(LintFile(path: path))
    }
  }

  /// Reads and summarises one file (nil when it cannot be read or is over the size limit): one open, whose
  /// `fstat` tells a file over the limit (not read) from one to read, as in `lint`.
  static func summarise(path: String, encoding: PositionEncodingKind) -> WorkspaceFileResult? {
    guard case .read(let bytes, _) = FileSnapshot.readBytesAndStamp(Array(path.utf8), tooLarge: SizeLimit.isTooLarge) else {
      return nil
    }
    return summarise(path: path, text: SourceText(bytes: bytes), encoding: encoding)
  }

  static func summarise(path: String, text: SourceText, encoding: PositionEncodingKind) -> WorkspaceFileResult {
    let tree = SyntaxTree.parse(text)
    let model = InteropModel(tree: tree)
    let lineIndex = LineIndex(text)
    return WorkspaceFileResult(
      path: path, entry: WorkspaceIndex.Entry(FileSummary(tree: tree, model: model, lineIndex: lineIndex)),
      navigation: NavigationSummary(uri: WorkspacePaths.uri(ofPath: path), model: model, lineIndex: lineIndex, encoding: encoding))
  }

  /// The scan: walks the roots, then summarises the files on two lanes (each takes the next file when free; no
  /// lane waits for the other until the last file), posting the progress every ~5 % of the files. A quarter of
  /// the files at a time, the lane that finished them stores their summaries in the index (not over an open
  /// document's: `openPaths` at the time; the other lane goes on summarising) and posts them for the loop
  /// (navigation tables, open documents put back). Stops early when a newer scan started.
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
    let files = paths
    let progress = Locked(ScanProgress(total: files.count))
    // One load at a time (a load files only its own entries, so it costs O(its files); their order does not
    // matter: each holds other paths).
    let loading = Locked(())
    let current: @Sendable () -> Bool = { workspace.generation.withLock { $0 } == generation }
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      while current(), let index = progress.withLock({ $0.nextIndex() }) {
        let result = summarise(path: files[index], encoding: encoding)
        let step = progress.withLock { state -> (report: Int?, load: [WorkspaceFileResult]?) in
          let step = state.finished(result)
          // Every count is posted here, under the lock that counts, so the loop gets them in order (posted with
          // its load, outside this lock, a lane's `32/40` could follow the other lane's `40/40` and be lost).
          if let done = step.report {
            workspace.inbox.post(.scanned(generation: generation, files: [], done: done, total: files.count))
          }
          return step
        }
        guard let load = step.load else { continue }
        loading.withLock { _ in
          let open = openPaths()
          WorkspaceLoading.load(load.filter { !open.contains($0.path) }, into: workspace.index)
          // The count went out already (above): 0 adds nothing to it.
          workspace.inbox.post(.scanned(generation: generation, files: load, done: 0, total: files.count))
        }
      }
    }
    guard current() else { return }
    workspace.inbox.post(.scanFinished(generation: generation, paths: Set(paths), problems: problems))
    // Every file is in: the shared tables over all of them are built here, off the loop (which needs them only
    // when it analyses an open document).
    workspace.index.consolidate()
  }

  /// After a `.interop-lsp.json` changed: the roots walked again with the new `exclude` / `include` globs, and the
  /// files the index does not hold yet read and summarised (on two lanes); the loop drops the files no longer walked.
  static func applyGlobs(roots: [String], generation: Int, encoding: PositionEncodingKind, workspace: ServerWorkspace.Shared) {
    var problems: [String] = []
    var paths = swiftFiles(under: roots, problems: &problems)
    if paths.count > maximumFiles { paths.removeSubrange(maximumFiles...) }
    guard workspace.generation.withLock({ $0 }) == generation else { return }
    let indexed = workspace.index.paths
    let added = mapInTwoLanes(paths.filter { !indexed.contains($0) }) { summarise(path: $0, encoding: encoding) }
    guard workspace.generation.withLock({ $0 }) == generation else { return }
    workspace.inbox.post(.globsApplied(generation: generation, paths: Set(paths), added: added.compactMap { $0 ?? nil }))
  }

  /// The lanes' shared state: the next file to take, how many are done, and the results not loaded yet.
  struct ScanProgress {
    let total: Int
    private var next = 0
    private var done = 0
    private var pending: [WorkspaceFileResult] = []
    private let reportEvery: Int
    /// Each load makes the loop's next snapshot fold the index's overlay (O(files so far), on the loop, when it
    /// analyses an open document during the scan): the index takes the summaries a quarter of the files at a time.
    private let loadEvery: Int

    init(total: Int) {
      self.total = total
      reportEvery = max(16, total / 20)
      loadEvery = max(reportEvery, total / 4)
    }

    mutating func nextIndex() -> Int? {
      guard next < total else { return nil }
      defer { next += 1 }
      return next
    }

    /// One file done (nil: it could not be read): the count to report at each step and at the last file, and
    /// the results to load when a quarter of the files wait or the last file is done.
    mutating func finished(_ result: WorkspaceFileResult?) -> (report: Int?, load: [WorkspaceFileResult]?) {
      done += 1
      if let result { pending.append(result) }
      let report = done % reportEvery == 0 || done == total ? done : nil
      guard pending.count >= loadEvery || done == total else { return (report, nil) }
      defer { pending = [] }
      return (report, pending)
    }
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
    index.load(files.map { (path: $0.path, entry: $0.entry) })
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
