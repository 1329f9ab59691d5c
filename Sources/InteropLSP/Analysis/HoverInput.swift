import InteropAnalysis
import SwiftLiteParser

/// What the hover provider sees: the document version's hover index (tree + representables), the hovered
/// byte offset, the findings published for that version, and whether the client renders Markdown.
public struct HoverInput: Sendable {
  public var uri: String
  public var index: HoverIndex
  public var offset: Int
  public var findings: [Finding]
  public var configuration: AnalysisConfiguration
  /// False when the client's `hover.contentFormat` lacks markdown (eglot without markdown-mode):
  /// answer plain text then, with no fences or tables.
  public var acceptsMarkdown: Bool

  public init(
    uri: String, index: HoverIndex, offset: Int, findings: [Finding], configuration: AnalysisConfiguration,
    acceptsMarkdown: Bool
  ) {
    self.uri = uri
    self.index = index
    self.offset = offset
    self.findings = findings
    self.configuration = configuration
    self.acceptsMarkdown = acceptsMarkdown
  }

  /// The document's text.
  public var text: SourceText { SourceText(bytes: index.tree.bytes) }
}

/// A hover in byte offsets: the hovered token's range and the text to show.
public struct HoverAnswer: Sendable, Hashable {
  public var range: Range<Int>
  public var text: String
  public var isMarkdown: Bool

  public init(range: Range<Int>, text: String, isMarkdown: Bool) {
    self.range = range
    self.text = text
    self.isMarkdown = isMarkdown
  }
}

extension LanguageServer {
  /// Answers `textDocument/hover` from a document version's hover index (tests pass a stand-in through
  /// the package initializer).
  package typealias HoverProvider = @Sendable (HoverInput) -> HoverAnswer?

  /// The real hover: the topic of the token under the cursor (HOVER.md), the live checklist on a
  /// representable conformance, and the rationale of any finding under the cursor; nil (answered `null`)
  /// for everything else.
  package static let standardHover: HoverProvider = { input in
    guard
      let result = HoverResolver.hover(
        index: input.index, utf8Offset: input.offset, findings: input.findings,
        configuration: input.configuration, format: input.acceptsMarkdown ? .markdown : .plaintext)
    else { return nil }
    return HoverAnswer(range: result.byteRange, text: result.text, isMarkdown: result.format == .markdown)
  }
}
