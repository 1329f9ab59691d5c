import Protocol

extension LanguageServer {
  /// Markdown unless the client lists content formats without it.
  var clientAcceptsMarkdownHover: Bool {
    let formats = clientCapabilities.hoverContentFormats
    return formats.isEmpty || formats.contains(MarkupContent.Kind.markdown.rawValue)
  }

  /// `textDocument/hover`.
  func hover(_ request: HoverRequest) throws(ResponseError) -> HoverResponse {
    guard let document = documents[request.textDocument.uri] else {
      return HoverResponse(nil)
    }
    let offset = Conversions.offset(request.position, in: document.lineIndex, encoding: positionEncoding)
    let analysis = analysis(for: document)
    let input = HoverInput(
      uri: document.uri, index: analysis.hoverIndex, offset: offset, findings: analysis.findings,
      configuration: analysis.configuration, acceptsMarkdown: clientAcceptsMarkdownHover)
    guard let answer = hoverProvider(input) else { return HoverResponse(nil) }
    return HoverResponse(
      Hover(
        contents: MarkupContent(kind: answer.isMarkdown ? .markdown : .plaintext, value: answer.text),
        range: Conversions.range(answer.range, in: document.lineIndex, encoding: positionEncoding)))
  }
}
