import Dispatch
import InteropAnalysis
import Protocol
import SwiftLiteParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The loop side of the workspace: roots, the scan's lifecycle and progress, open documents replacing their
/// files, watched files, and republishing the open documents a change affects. Runs on the loop thread only.
extension LanguageServer {
  /// Globs the server asks the client to watch: Swift files and the files configuration is read from.
  static let watchedGlobs = ["**/*.swift", "**/.interop-lsp.json", "**/Package.swift", "**/*.pbxproj", "**/*.xcconfig"]

  // MARK: Initialize

  /// The roots from `initialize`: `workspaceFolders`, else `rootUri`, else `rootPath`.
  func workspaceInitialize(_ params: InitializeParams) {
    var roots: [String] = []
    if !params.workspaceFolders.isEmpty {
      roots = params.workspaceFolders.compactMap { WorkspacePaths.rootPath(ofURI: $0.uri) }
    } else if let rootUri = params.rootUri, let path = WorkspacePaths.rootPath(ofURI: rootUri) {
      roots = [path]
    } else if let rootPath = params.rootPath, rootPath.hasPrefix("/") {
      roots = [WorkspacePaths.normalised(rootPath)]
    }
    workspace.roots = Self.uniqueRoots(roots)
  }

  static func uniqueRoots(_ roots: [String]) -> [String] {
    var seen: Set<String> = []
    return roots.filter { seen.insert($0).inserted }
  }

  /// Capabilities the workspace adds (definition, workspace symbols, folders, workspace diagnostics).
  var workspaceCapabilities: [String: JSONValue] {
    [
      "definitionProvider": true,
      "workspaceSymbolProvider": true,
      "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
      "diagnosticProvider": ["interFileDependencies": true, "workspaceDiagnostics": true],
    ]
  }

  /// After `initialized`: register the file watchers (when the client can) and start the scan.
  func workspaceInitialized() {
    let inbox = workspace.inbox
    inbox.setWakeup(backgroundWakeup)
    if clientCapabilities.supportsWatchedFilesRegistration {
      workspace.watchesFiles = true
      sendServerRequest(
        RegisterCapabilityRequest.watchedFiles(id: "interop-lsp/watched-files", globs: Self.watchedGlobs), .registration)
    }
    startWorkspaceScan()
  }

  // MARK: Scan

  /// Starts a scan of every root (the first one, or again after the roots changed); an older scan stops.
  func startWorkspaceScan() {
    let generation = workspace.generation.withLock { value -> Int in
      value += 1
      return value
    }
    workspace.isComplete = false
    workspace.index.setComplete(false)
    // A scan overtaken by this one ends its progress (the client would show it forever).
    if workspace.progress.phase == .created, workspace.progress.began {
      send(ProgressNotification(token: workspace.progress.token, value: .end(message: "Restarted: the workspace folders changed")))
    }
    workspace.progress = ServerWorkspace.ProgressState()
    workspace.progress.generation = generation
    let roots = workspace.roots
    guard !roots.isEmpty else {
      logger.log(.info, "no workspace folder: open documents only")
      return
    }
    if clientCapabilities.supportsWorkDoneProgress {
      let token = "interop-lsp/scan/\(generation)"
      workspace.progress.token = token
      workspace.progress.phase = .creating
      sendServerRequest(WorkDoneProgressCreateRequest(token: token), .progressCreate(generation: generation))
    }
    logger.log(.info, "scanning \(roots.count) workspace folder(s): \(roots.joined(separator: ", "))")
    let shared = workspace.shared
    let encoding = positionEncoding
    let openPaths = Locked(Set(documents.uris.compactMap(DocumentPath.path(ofURI:))))
    workspace.openPathsForScan = openPaths
    workspace.executor.run {
      WorkspaceScan.run(
        roots: roots, generation: generation, encoding: encoding, workspace: shared,
        openPaths: { openPaths.withLock { $0 } })
    }
  }

  /// Applies what background work handed back (scan batches, progress, workspace diagnostics), then publishes.
  /// The stdio loop calls it when woken; the test client calls it after running the background jobs.
  public func processWorkspaceEvents() {
    guard exitCode == nil, state == .running else { return }
    let events = workspace.inbox.take()
    guard !events.isEmpty else { return }
    for event in events { apply(event) }
    flushPendingPublishes()
  }

  private var currentGeneration: Int { workspace.generation.withLock { $0 } }

  private func apply(_ event: WorkspaceEvent) {
    switch event {
    case .scanStarted(let generation, let total):
      guard generation == currentGeneration else { return }
      workspace.progress.total = total
      sendProgressIfReady()
    case .scanned(let generation, let files, let done, let total):
      guard generation == currentGeneration else { return }
      let open = openDocumentsByPath
      for file in files {
        workspace.diskNavigation[file.path] = file.navigation
        // Open documents win: a file opened while the scan read it gets its open summary back.
        if let uri = open[file.path], let summary = workspace.openSummaries[uri] {
          workspace.index.update(path: file.path, summary: summary, among: [])
        }
      }
      workspace.progress.done = max(workspace.progress.done, done)
      workspace.progress.total = total
      sendProgressIfReady()
    case .scanFinished(let generation, let paths, let problems):
      guard generation == currentGeneration else { return }
      finishScan(paths: paths, problems: problems)
    case .globsApplied(let generation, let paths, let added):
      guard generation == currentGeneration else { return }
      applyGlobs(paths: paths, added: added)
    case .fileDiagnostics(let generation, let reports):
      guard generation == currentGeneration else { return }
      for (path, report) in reports { workspace.fileReports[path] = report }
      sendDiagnosticRefresh()
    }
  }

  private func finishScan(paths: Set<String>, problems: [String]) {
    let open = openDocumentsByPath
    // Files no longer under a root (a folder was removed, a file deleted while the server was not watching).
    for stale in workspace.index.paths where !paths.contains(stale) && open[stale] == nil {
      workspace.index.remove(path: stale, among: [])
      workspace.diskNavigation[stale] = nil
      workspace.fileReports[stale] = nil
    }
    for path in workspace.diskNavigation.keys where !paths.contains(path) { workspace.diskNavigation[path] = nil }
    workspace.index.setComplete(true)
    workspace.isComplete = true
    for problem in problems where workspace.problemsReported.insert(problem).inserted {
      logger.log(.warning, "workspace scan: \(problem)")
    }
    let count = workspace.index.count
    logger.log(.info, "workspace scan finished: \(count) Swift file(s)")
    workspace.progress.finished = true
    workspace.progress.done = workspace.progress.total
    sendProgressIfReady()
    // Rules that waited for the whole workspace may speak now: every open document again.
    republishIfChanged(documents.uris)
    if workspace.wantsFileDiagnostics { scheduleFileDiagnostics(paths: nil) }
  }

  /// A `.interop-lsp.json` was created, changed or deleted: its `exclude` / `include` globs apply to the workspace
  /// now, not at the next scan. A running scan starts again (it may have walked with the old globs); else the
  /// roots are walked again off the loop (`WorkspaceScan.applyGlobs`), then `applyGlobs(paths:added:)`.
  func workspaceGlobsMayHaveChanged() {
    guard !workspace.roots.isEmpty else { return }
    guard workspace.isComplete else {
      startWorkspaceScan()
      return
    }
    let generation = currentGeneration
    let roots = workspace.roots
    let shared = workspace.shared
    let encoding = positionEncoding
    workspace.executor.run {
      WorkspaceScan.applyGlobs(roots: roots, generation: generation, encoding: encoding, workspace: shared)
    }
  }

  /// Files the globs now leave out go (their facts with them: dependants are analysed again), files they now let
  /// in come in; open documents keep their text either way.
  private func applyGlobs(paths: Set<String>, added: [WorkspaceFileResult]) {
    let open = openDocumentsByPath
    for indexed in workspace.index.paths.sorted() where !paths.contains(indexed) && open[indexed] == nil {
      forget(indexed)
    }
    let indexed = workspace.index.paths
    for file in added where open[file.path] == nil && !indexed.contains(file.path) {
      workspace.diskNavigation[file.path] = file.navigation
      noteAffected(workspace.index.update(path: file.path, entry: file.entry, among: affectedCandidates), changed: file.path)
    }
    logger.log(.info, "configured globs applied: \(workspace.index.count) Swift file(s) indexed")
  }

  /// Begin / report / end, as far as the scan got, once the client created the token.
  func sendProgressIfReady() {
    var progress = workspace.progress
    guard progress.phase == .created else { return }
    defer { workspace.progress = progress }
    let percentage = progress.total > 0 ? min(100, progress.done * 100 / progress.total) : 0
    let message: String? = progress.total > 0 ? "\(progress.done)/\(progress.total) files" : nil
    if !progress.began {
      progress.began = true
      progress.lastPercentage = percentage
      send(ProgressNotification(token: progress.token, value: .begin(title: "Indexing Swift files", message: message, percentage: percentage)))
    } else if percentage != progress.lastPercentage, !progress.finished {
      progress.lastPercentage = percentage
      send(ProgressNotification(token: progress.token, value: .report(message: message, percentage: percentage)))
    }
    if progress.finished {
      progress.phase = .none
      send(ProgressNotification(token: progress.token, value: .end(message: "Indexed \(workspace.index.count) Swift files")))
    }
  }

  // MARK: Requests to the client

  func sendServerRequest<R: LSPRequest>(_ request: R, _ purpose: ServerWorkspace.SentRequest) {
    let id = "interop-lsp-\(workspace.nextRequestNumber)"
    workspace.nextRequestNumber += 1
    workspace.sentRequests[id] = purpose
    send(.request(id: .string(id), method: R.method, params: request.json.isNull ? nil : request.json))
  }

  /// A response from the client to a request this server sent.
  func handleClientResponse(id: RequestID?, body: ResponseBody) {
    guard case .string(let key) = id, let purpose = workspace.sentRequests.removeValue(forKey: key) else {
      logger.log(.debug, "ignoring a response (id \(id.map(\.description) ?? "null")); no such request was sent")
      return
    }
    let failed: Bool
    if case .error(let error) = body {
      failed = true
      logger.log(.info, "the client answered \(key) with an error: \(error.message)")
    } else {
      failed = false
    }
    switch purpose {
    case .progressCreate(let generation):
      guard generation == workspace.progress.generation, workspace.progress.phase == .creating else { return }
      workspace.progress.phase = failed ? .failed : .created
      sendProgressIfReady()
    case .registration:
      if failed { workspace.watchesFiles = false }
    case .refresh:
      break
    }
  }

  func sendDiagnosticRefresh() {
    guard clientCapabilities.supportsDiagnosticRefresh else { return }
    sendServerRequest(WorkspaceDiagnosticRefreshRequest(), .refresh)
  }

  // MARK: Open documents win

  var openDocumentsByPath: [String: String] {
    var result: [String: String] = [:]
    for uri in documents.uris {
      if let path = DocumentPath.path(ofURI: uri) { result[path] = uri }
    }
    return result
  }

  /// didOpen / didChange: the document's summary replaces its file's before the next publish.
  func workspaceDocumentChanged(_ uri: String) {
    if !workspace.dirtyDocuments.contains(uri) { workspace.dirtyDocuments.append(uri) }
    if let path = DocumentPath.path(ofURI: uri) { workspace.openPathsForScan?.withLock { _ = $0.insert(path) } }
  }

  /// didClose: the file on disk counts again (or nothing, when it is not under a root or is gone).
  func workspaceDocumentClosed(_ uri: String) {
    workspace.dirtyDocuments.removeAll { $0 == uri }
    workspace.openNavigation[uri] = nil
    if let waiting = workspace.positionDependants.removeValue(forKey: uri) { noteAffected(waiting, changed: nil) }
    guard workspace.openSummaries.removeValue(forKey: uri) != nil, let path = DocumentPath.path(ofURI: uri) else { return }
    workspace.openPathsForScan?.withLock { _ = $0.remove(path) }
    rereadFromDisk(path)
  }

  /// didSave: clients that do not watch files tell the server of changes only here; the saved file is read again
  /// (its disk table is what counts once it closes).
  func workspaceDocumentSaved(_ uri: String) {
    if documents[uri] != nil {
      // Positions catch up: the saved document's summary goes in even if only positions moved.
      workspace.exactSummaries.insert(uri)
      workspaceDocumentChanged(uri)
    }
    guard !workspace.watchesFiles, let path = DocumentPath.path(ofURI: uri), path.hasSuffix(".swift") else { return }
    if let result = WorkspaceScan.summarise(path: path, encoding: positionEncoding) {
      workspace.diskNavigation[path] = result.navigation
    }
  }

  /// `workspace/didChangeWatchedFiles`: Swift files created, changed or deleted on disk (an open one keeps its
  /// open text); a deleted folder takes its files with it.
  func workspaceFilesChanged(_ uris: [String]) {
    let open = openDocumentsByPath
    for uri in uris {
      guard let path = DocumentPath.path(ofURI: uri).map(WorkspacePaths.normalised), open[path] == nil else { continue }
      if path.hasSuffix(".swift") {
        rereadFromDisk(path)
      } else if !Self.isConfigurationFile(uri), !Self.isDirectory(path) {
        for indexed in workspace.index.paths where WorkspacePaths.path(indexed, isUnder: path) && open[indexed] == nil {
          forget(indexed)
        }
      }
    }
  }

  private func rereadFromDisk(_ path: String) {
    guard WorkspaceScan.wouldScan(path, roots: workspace.roots),
      let result = WorkspaceScan.summarise(path: path, encoding: positionEncoding)
    else {
      forget(path)
      return
    }
    workspace.diskNavigation[path] = result.navigation
    noteAffected(workspace.index.update(path: path, entry: result.entry, among: affectedCandidates), changed: path)
  }

  private func forget(_ path: String) {
    workspace.diskNavigation[path] = nil
    if workspace.fileReports.removeValue(forKey: path) != nil { workspace.reportsRemoved.insert(path) }
    noteAffected(workspace.index.remove(path: path, among: affectedCandidates), changed: nil)
  }

  /// The files a change can make the server analyse again: the open documents, or every file once a pull client
  /// asked for workspace diagnostics (nil). The index then tests only these, not every file that uses a name.
  var affectedCandidates: Set<String>? {
    workspace.wantsFileDiagnostics ? nil : Set(openDocumentsByPath.keys)
  }

  private func noteAffected(_ affected: Set<String>, changed: String?) {
    workspace.affectedPaths.formUnion(affected)
    if let changed { workspace.affectedPaths.insert(changed) }
  }

  /// Whether a URI names a `.interop-lsp.json` (the file the `exclude` / `include` globs come from).
  static func isGlobConfigurationFile(_ uri: String) -> Bool {
    uri.hasSuffix("/.interop-lsp.json")
  }

  static func isDirectory(_ path: String) -> Bool {
    guard let info = FileWalk.stat(Array(path.utf8)) else { return false }
    return info.st_mode & S_IFMT == S_IFDIR
  }

  /// Puts the summaries of the documents opened or edited since the last publish into the index.
  func updateDirtySummaries() {
    guard !workspace.dirtyDocuments.isEmpty else { return }
    let dirty = workspace.dirtyDocuments
    workspace.dirtyDocuments.removeAll()
    for uri in dirty {
      guard let document = documents[uri], let path = DocumentPath.path(ofURI: uri) else { continue }
      let summary: FileSummary
      if document.isTooLarge {
        summary = FileSummary.of(SourceText(""))
      } else if analyzer == nil {
        // The summary comes from the context the analysis of this version will use (`analysis(for:)` takes it).
        let context = makeContext(for: document, configuration: analysisConfiguration(for: document), workspace: nil)
        summary = context.summary
        preparedContexts[uri] = context
      } else {
        summary = FileSummary(tree: document.tree, model: InteropModel(tree: document.tree), lineIndex: document.lineIndex)
      }
      let exact = workspace.exactSummaries.remove(uri) != nil
      let previous = workspace.openSummaries[uri]
      if previous != summary {
        workspace.openSummaries[uri] = summary
        let affected = workspace.index.update(path: path, summary: summary, among: affectedCandidates)
        // Only positions moved (typing above a declaration): no other file's findings change but where their
        // related locations point. The index takes the exact summary (a dependant analysed from now on points
        // right); the open documents' findings have their related locations into this file moved with the
        // declarations, without an analysis (`relocateRelatedLocations`). Unopened files' reports (pull clients)
        // are analysed again only at this document's next change of facts, save or close.
        if let previous, !exact, previous.withoutPositions == summary.withoutPositions {
          relocateRelatedLocations(into: path, except: uri, moves: previous.positionMoves(to: summary))
          let open = openDocumentsByPath
          let unopened = affected.filter { open[$0] == nil }
          if !unopened.isEmpty { workspace.positionDependants[uri, default: []].formUnion(unopened) }
          continue
        }
        noteAffected(affected, changed: nil)
      } else if !exact {
        continue
      }
      if let waiting = workspace.positionDependants.removeValue(forKey: uri) { noteAffected(waiting, changed: nil) }
    }
  }

  /// The open documents' analyses whose related locations point into `path` (an open document whose declarations
  /// moved, `moves` old range → new range) point at the new ranges; those that moved are published again (a pull
  /// client is asked to refresh). A related range `moves` does not know makes its document be analysed again.
  func relocateRelatedLocations(into path: String, except uri: String, moves: [Range<Int>: Range<Int>]) {
    var refresh = false
    for other in documents.uris where other != uri {
      guard let analysis = analyses[other] else { continue }
      switch analysis.relocateRelated(in: path, moves: moves) {
      case nil:
        if let otherPath = DocumentPath.path(ofURI: other) { noteAffected([otherPath], changed: nil) }
      case true?:
        if pushesDiagnostics { publishDiagnostics(uri: other) } else { refresh = true }
      case false?:
        break
      }
    }
    if refresh { sendDiagnosticRefresh() }
  }

  /// Before publishing: the edited documents' summaries go in, and the open documents whose facts changed are
  /// analysed again (published only when their findings changed; pull clients are asked to refresh).
  func syncWorkspaceBeforePublishing() {
    updateDirtySummaries()
    guard !workspace.affectedPaths.isEmpty else { return }
    let affected = workspace.affectedPaths
    workspace.affectedPaths.removeAll()
    let open = openDocumentsByPath
    republishIfChanged(affected.compactMap { open[$0] }.sorted())
    if workspace.wantsFileDiagnostics, workspace.isComplete {
      scheduleFileDiagnostics(paths: affected.filter { open[$0] == nil }.sorted())
    }
  }

  /// Analyses the documents again; a push client gets those whose findings changed, a pull client a refresh.
  func republishIfChanged(_ uris: [String]) {
    var refresh = false
    for uri in uris {
      guard let document = documents[uri] else { continue }
      let old = analyses[uri]?.findings
      analyses[uri] = nil
      if pushesDiagnostics {
        if old != analysis(for: document).findings { publishDiagnostics(uri: uri) }
      } else {
        refresh = true
      }
    }
    if refresh { sendDiagnosticRefresh() }
  }

  /// The facts an open document's analysis sees (its own and the other edited documents' summaries are in).
  var workspaceFactsForAnalysis: WorkspaceFacts {
    updateDirtySummaries()
    let facts = workspace.index.snapshot()
    // The server holds the latest facts, so the one before is freed here, off the loop (freeing the maps of a
    // large workspace costs as much as a few analyses).
    if let previous = workspace.heldFacts {
      Self.releaseOffTheLoop(previous)
    }
    workspace.heldFacts = facts
    return facts
  }

  // MARK: Folders

  func didChangeWorkspaceFolders(_ notification: DidChangeWorkspaceFoldersNotification) {
    let removed = Set(notification.removed.compactMap { WorkspacePaths.rootPath(ofURI: $0.uri) })
    let added = notification.added.compactMap { WorkspacePaths.rootPath(ofURI: $0.uri) }
    let roots = Self.uniqueRoots(workspace.roots.filter { !removed.contains($0) } + added)
    guard roots != workspace.roots else { return }
    logger.log(.info, "workspace folders changed: \(roots.count) folder(s)")
    workspace.roots = roots
    startWorkspaceScan()
  }

  /// Shutdown: background work stops at its next step.
  func workspaceShutDown() {
    workspace.generation.withLock { $0 += 1 }
    workspace.inbox.setWakeup(nil)
    workspace.heldFacts = nil
  }
}

extension LanguageServer {
  /// Related locations in other files: an open document's URI and line index, else the file on disk's.
  func relatedFileResolver() -> (String) -> (uri: String, index: LineIndex)? {
    let open = openDocumentsByPath
    let disk = WorkspaceScan.diskFileResolver()
    return { [documents] path in
      if let uri = open[path], let document = documents[uri] { return (document.uri, document.lineIndex) }
      return disk(path)
    }
  }
}

extension FileSummary {
  /// Every byte range of the summary, in one fixed order (the fields `withoutPositions` clears).
  var positionRanges: [Range<Int>] {
    var ranges: [Range<Int>] = []
    for type in types {
      if let range = type.nameRange { ranges.append(range) }
      for forward in type.forwards { ranges.append(forward.range) }
    }
    for representable in representables { if let range = representable.nameRange { ranges.append(range) } }
    for site in presentationSites { ranges.append(site.range) }
    for need in environmentNeeds { ranges.append(need.range) }
    return ranges
  }

  /// Where each range of this summary went in `moved`, a summary of the same file that differs only in positions
  /// (`withoutPositions` equal): old range → new range. A range that went to two places is left out.
  func positionMoves(to moved: FileSummary) -> [Range<Int>: Range<Int>] {
    let old = positionRanges
    let new = moved.positionRanges
    guard old.count == new.count else { return [:] }
    var moves: [Range<Int>: Range<Int>] = [:]
    var ambiguous: Set<Range<Int>> = []
    for (from, to) in zip(old, new) where !ambiguous.contains(from) {
      if let known = moves[from], known != to {
        moves[from] = nil
        ambiguous.insert(from)
      } else {
        moves[from] = to
      }
    }
    return moves
  }

  /// The summary with every position (byte ranges, lines) cleared: what other files' findings depend on,
  /// except where related information points. Two summaries equal here differ only in where things are.
  var withoutPositions: FileSummary {
    var copy = self
    for index in copy.types.indices {
      copy.types[index].nameRange = nil
      for forward in copy.types[index].forwards.indices { copy.types[index].forwards[forward].range = 0..<0 }
    }
    for index in copy.representables.indices { copy.representables[index].nameRange = nil }
    for index in copy.presentationSites.indices {
      copy.presentationSites[index].line = 0
      copy.presentationSites[index].range = 0..<0
    }
    for index in copy.hostingRoots.indices { copy.hostingRoots[index].line = 0 }
    for index in copy.environmentNeeds.indices { copy.environmentNeeds[index].range = 0..<0 }
    return copy
  }
}
