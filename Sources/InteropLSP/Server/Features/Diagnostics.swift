import InteropAnalysis
import Protocol

extension LanguageServer {
  /// Push diagnostics unless the client pulls them (`textDocument.diagnostic` capability): a client that
  /// does both would show every finding twice.
  var pushesDiagnostics: Bool {
    !clientCapabilities.supportsPullDiagnostics
  }

  /// The configuration for a document: defaults, the nearest `.interop-lsp.json`, project facts
  /// (Package.swift, project.pbxproj) and the client's settings. Resolved from disk once per document
  /// until settings change or a file is saved; a problem is shown to the user once.
  func analysisConfiguration(for document: Document) -> AnalysisConfiguration {
    if let cached = resolvedConfigurations[document.uri] { return cached }
    let client = configuration.analysisConfiguration
    for problem in client.problems {
      reportConfigurationProblem("interop-lsp settings: \(problem)")
    }
    var resolved = client.configuration
    if let path = DocumentPath.path(ofURI: document.uri) {
      let loaded = ConfigurationLoader.loadAll(forDocumentAt: path, clientSettings: client.configuration)
      resolved = loaded.configuration
      for problem in loaded.problems {
        reportConfigurationProblem("\(problem.path): \(problem.message)")
      }
    }
    resolvedConfigurations[document.uri] = resolved
    return resolved
  }

  private func reportConfigurationProblem(_ message: String) {
    guard !reportedConfigurationProblems.contains(message) else { return }
    reportedConfigurationProblems.insert(message)
    logger.log(.warning, message)
    if state == .running {
      send(ShowMessageNotification(type: .warning, message: message))
    }
  }

  /// The analysis of the document's current version, computed once per version.
  func analysis(for document: Document) -> DocumentAnalysis {
    if let cached = analyses[document.uri], cached.version == document.version, cached.isCurrent(for: document) {
      return cached
    }
    let configuration = analysisConfiguration(for: document)
    if document.isTooLarge {
      let analysis = DocumentAnalysis(
        version: document.version, findings: [SizeLimit.notAnalysedFinding(byteCount: document.text.count)],
        configuration: configuration, tree: document.tree)
      analyses[document.uri] = analysis
      return analysis
    }
    let path = DocumentPath.path(ofURI: document.uri)
    let analysis: DocumentAnalysis
    if let analyzer {
      let findings = analyzer(
        AnalysisInput(
          uri: document.uri, path: path, text: document.text, tree: document.tree,
          configuration: configuration, clientConfiguration: self.configuration))
      analysis = DocumentAnalysis(version: document.version, findings: findings, configuration: configuration, tree: document.tree)
    } else {
      // One context per version: the findings come from it, and hover indexes its model instead of building another.
      let context = AnalysisContext(tree: document.tree, path: path, configuration: configuration)
      analysis = DocumentAnalysis(version: document.version, findings: Self.withoutBaselined(InteropAnalyzer.analyze(context: context), path: path, configuration: configuration, tree: document.tree), context: context)
    }
    analyses[document.uri] = analysis
    return analysis
  }

  /// Runs the analysis on the document's current version and converts the findings.
  func diagnostics(for document: Document) -> [Diagnostic] {
    if let configurationDiagnostics = configurationFileDiagnostics(for: document) { return configurationDiagnostics }
    let analysis = analysis(for: document)
    return analysis.findings.map {
      Conversions.diagnostic(
        $0, uri: document.uri, in: document.lineIndex, encoding: positionEncoding, docsBaseURL: analysis.configuration.files.docsBaseURL)
    }
  }

  /// After every open/change: schedule a publish for the document. Publishes are sent when the server
  /// has handled every message it has already received (or before it answers a request), so a burst of
  /// keystrokes that arrived together is analysed once, for its last version, instead of once per edit.
  func publishDiagnostics(uri: String) {
    if !pendingPublishes.contains(uri) {
      pendingPublishes.append(uri)
    }
  }

  /// Sends the scheduled publishes, in the order they were first scheduled.
  func flushPendingPublishes() {
    let uris = pendingPublishes
    pendingPublishes.removeAll()
    for uri in uris {
      publishNow(uri: uri)
    }
  }

  private func publishNow(uri: String) {
    guard let document = documents[uri] else { return }
    guard pushesDiagnostics else {
      // Pull clients ask when they want; drop the stale analysis now so memory stays bounded.
      analyses[uri] = nil
      return
    }
    send(
      PublishDiagnosticsNotification(
        uri: uri, version: document.version, diagnostics: diagnostics(for: document)))
  }

  /// `textDocument/diagnostic`: a full report for an open document, an empty one for anything else.
  func documentDiagnostic(_ request: DocumentDiagnosticRequest) throws(ResponseError) -> DocumentDiagnosticReport {
    guard let document = documents[request.textDocument.uri] else {
      logger.log(.info, "pull diagnostics for \(request.textDocument.uri), which is not open: empty report")
      return DocumentDiagnosticReport(items: [])
    }
    return DocumentDiagnosticReport(items: diagnostics(for: document))
  }
}
