import Dispatch
import InteropAnalysis
import Protocol
import SwiftLiteParser

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

  /// The analysis of the document's current version, computed once per version. The previous version's
  /// analysis is let go before the next one is built, so two never coexist.
  func analysis(for document: Document) -> DocumentAnalysis {
    if let cached = analyses[document.uri], cached.version == document.version, cached.isCurrent(for: document) {
      return cached
    }
    analyses[document.uri] = nil
    let configuration = analysisConfiguration(for: document)
    if document.isTooLarge {
      let analysis = DocumentAnalysis(
        version: document.version, findings: [SizeLimit.notAnalysedFinding(byteCount: document.text.count)],
        configuration: configuration, tree: document.tree, retainsDeclarations: false)
      analyses[document.uri] = analysis
      return analysis
    }
    let path = DocumentPath.path(ofURI: document.uri)
    let analysis: DocumentAnalysis
    if let analyzer {
      let findings = analyzer(
        AnalysisInput(
          uri: document.uri, path: path, text: document.text, tree: document.tree,
          configuration: configuration, clientConfiguration: self.configuration, workspace: workspaceFactsForAnalysis))
      analysis = DocumentAnalysis(
        version: document.version, findings: findings, configuration: configuration, tree: document.tree,
        retainsDeclarations: retainsDeclarations(of: document))
    } else {
      // One context per version: the workspace summary was made from it (`updateDirtySummaries`), the findings
      // come from it, and hover indexes its model instead of building another.
      let workspace = workspaceFactsForAnalysis
      let context = takePreparedContext(for: document, configuration: configuration)?.with(workspace: workspace)
        ?? makeContext(for: document, configuration: configuration, workspace: workspace)
      analysis = DocumentAnalysis(
        version: document.version,
        findings: Self.withoutBaselined(InteropAnalyzer.analyze(context: context), path: path, configuration: configuration, tree: document.tree),
        context: context, retainsDeclarations: retainsDeclarations(of: document))
      // The rest of the context (model tables, body facts, red nodes) is freed off the loop.
      Self.releaseOffTheLoop(context)
    }
    analyses[document.uri] = analysis
    return analysis
  }

  /// Whether a document's analysis keeps its declaration index (`retainedDeclarationsLimit`).
  private func retainsDeclarations(of document: Document) -> Bool {
    document.text.count <= retainedDeclarationsLimit
  }

  /// The analysis context of a document version (the document's tree and line index; nothing copied).
  func makeContext(for document: Document, configuration: AnalysisConfiguration, workspace: WorkspaceFacts?) -> AnalysisContext {
    AnalysisContext(
      tree: document.tree, path: DocumentPath.path(ofURI: document.uri), configuration: configuration, workspace: workspace,
      lineIndex: document.lineIndex)
  }

  /// The context `updateDirtySummaries` built for this version's summary, if it is for the same tree and
  /// configuration (it is taken either way: a prepared context is used once).
  private func takePreparedContext(for document: Document, configuration: AnalysisConfiguration) -> AnalysisContext? {
    guard let prepared = preparedContexts.removeValue(forKey: document.uri) else { return nil }
    guard prepared.tree === document.tree, prepared.configuration == configuration else {
      Self.releaseOffTheLoop(prepared)
      return nil
    }
    return prepared
  }

  /// Freeing a large document's analysis (hundreds of thousands of nodes) costs as much as building part of
  /// it: it is done on a background queue, so the loop goes on to publish.
  static func releaseOffTheLoop<T: Sendable>(_ value: T) {
    releaseQueue.async { withExtendedLifetime(value) {} }
  }

  /// The one queue `releaseOffTheLoop` frees on (serial: `waitForReleases` can wait for all of it).
  private static let releaseQueue = DispatchQueue(label: "interop-lsp.release", qos: .utility)

  /// Returns once every value handed to `releaseOffTheLoop` so far is freed. For leak checks (the fuzz targets'
  /// LeakSanitizer): a value still queued is referenced only from libdispatch's own memory, which the
  /// sanitizer does not scan, so it would be reported as leaked.
  public static func waitForReleases() {
    releaseQueue.sync {}
  }

  /// Runs the analysis on the document's current version and converts the findings.
  func diagnostics(for document: Document) -> [Diagnostic] {
    if let configurationDiagnostics = configurationFileDiagnostics(for: document) { return configurationDiagnostics }
    let analysis = analysis(for: document)
    let otherFile = relatedFileResolver()
    return analysis.findings.map { publishedDiagnostic($0, in: document, analysis: analysis, otherFile: otherFile) }
  }

  /// One finding of the document's analysis as it is published: the one conversion diagnostics, quick fixes and
  /// "Disable …" actions share, so a code action names its diagnostic exactly as published (related locations
  /// in other files, documentation link).
  func publishedDiagnostic(
    _ finding: Finding, in document: Document, analysis: DocumentAnalysis, otherFile: (String) -> (uri: String, index: LineIndex)?
  ) -> Diagnostic {
    Conversions.diagnostic(
      finding, uri: document.uri, in: document.lineIndex, encoding: positionEncoding,
      docsBaseURL: analysis.configuration.files.docsBaseURL, otherFile: otherFile)
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
    syncWorkspaceBeforePublishing()
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
