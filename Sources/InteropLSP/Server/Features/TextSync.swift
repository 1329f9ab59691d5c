import InteropAnalysis
import Protocol

extension LanguageServer {
  func didOpen(_ notification: DidOpenTextDocumentNotification) {
    let document = mutateDocuments { $0.open(notification.textDocument) }
    logger.log(.debug, "opened \(document.uri) v\(document.version) (\(document.text.count) bytes)")
    workspaceDocumentChanged(document.uri)
    publishDiagnostics(uri: document.uri)
  }

  func didChange(_ notification: DidChangeTextDocumentNotification) {
    let uri = notification.textDocument.uri
    let outcome = mutateDocuments {
      $0.change(
        uri: uri, version: notification.textDocument.version, changes: notification.contentChanges,
        encoding: positionEncoding)
    }
    guard let outcome else {
      warn("didChange for \(uri), which is not open; ignored")
      return
    }
    for warning in outcome.warnings {
      logger.log(.info, "didChange \(uri): \(warning)")
    }
    // The previous version's analysis and prepared context go now, before the next version's are built.
    analyses[uri] = nil
    preparedContexts[uri] = nil
    workspaceDocumentChanged(uri)
    publishDiagnostics(uri: uri)
  }

  func didClose(_ notification: DidCloseTextDocumentNotification) {
    let uri = notification.textDocument.uri
    analyses[uri] = nil
    preparedContexts[uri] = nil
    resolvedConfigurations[uri] = nil
    guard mutateDocuments({ $0.close(uri: uri) }) != nil else {
      logger.log(.info, "didClose for \(uri), which is not open; ignored")
      return
    }
    workspaceDocumentClosed(uri)
    // Clear what was published for the closed document.
    if pushesDiagnostics {
      send(PublishDiagnosticsNotification(uri: uri, version: nil, diagnostics: []))
    }
  }

  func didSave(_ notification: DidSaveTextDocumentNotification) {
    logger.log(.debug, "saved \(notification.textDocument.uri)")
    // A saved `.interop-lsp.json`, Package.swift or project file may change the configuration.
    let uri = notification.textDocument.uri
    workspaceDocumentSaved(uri)
    if Self.isConfigurationFile(uri) { reloadConfigurationFiles() }
    // A client that watches files reports the saved `.interop-lsp.json` through didChangeWatchedFiles too.
    if !workspace.watchesFiles, Self.isGlobConfigurationFile(uri) { workspaceGlobsMayHaveChanged() }
  }

  /// Files changed on disk (the client watches them): a configuration or project file among them is read
  /// again. Project facts are cached per file version (size and modification time) anyway, so a missed
  /// notification costs only staleness of the documents already open.
  func didChangeWatchedFiles(_ notification: DidChangeWatchedFilesNotification) {
    workspaceFilesChanged(notification.uris)
    guard notification.uris.contains(where: Self.isConfigurationFile) else { return }
    logger.log(.info, "configuration or project files changed on disk; re-reading them")
    reloadConfigurationFiles()
    if notification.uris.contains(where: Self.isGlobConfigurationFile) { workspaceGlobsMayHaveChanged() }
  }

  static func isConfigurationFile(_ uri: String) -> Bool {
    uri.hasSuffix(".json") || uri.hasSuffix("Package.swift") || uri.hasSuffix(".pbxproj")
  }

  private func reloadConfigurationFiles() {
    ConfigurationLoader.invalidateCachedFiles()
    resolvedConfigurations = [:]
    analyses = [:]
    reportedConfigurationProblems = []
    for open in documents.uris { publishDiagnostics(uri: open) }
  }

  func didChangeConfiguration(_ notification: DidChangeConfigurationNotification) {
    updateSettings(notification.settings)
    reportedConfigurationProblems = []
    logger.log(.info, "configuration changed; re-analysing \(documents.count) open document(s)")
    for uri in documents.uris {
      publishDiagnostics(uri: uri)
    }
  }
}
