import Protocol

extension LanguageServer {
  /// Push diagnostics unless the client pulls them (`textDocument.diagnostic` capability): a client that
  /// does both would show every finding twice.
  var pushesDiagnostics: Bool {
    !clientCapabilities.supportsPullDiagnostics
  }

  /// Runs the analysis hook on the document's current text and converts the findings.
  func diagnostics(for document: Document) -> [Diagnostic] {
    let findings = analyzer(AnalysisInput(uri: document.uri, text: document.text, configuration: configuration))
    return findings.map {
      Conversions.diagnostic($0, uri: document.uri, in: document.lineIndex, encoding: positionEncoding)
    }
  }

  /// After every open/change: analyse and publish with the document's version.
  func publishDiagnostics(uri: String) {
    guard pushesDiagnostics, let document = documents[uri] else { return }
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
