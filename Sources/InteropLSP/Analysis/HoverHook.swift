import SwiftLiteParser

/// What a hover provider sees: the document, the hovered byte offset, and whether the client renders Markdown.
public struct HoverInput: Sendable {
  public var uri: String
  public var text: SourceText
  public var offset: Int
  /// False when the client's `hover.contentFormat` lacks markdown (eglot without markdown-mode):
  /// answer plain text then, with no fences or tables.
  public var acceptsMarkdown: Bool
  public var configuration: ClientConfiguration

  public init(uri: String, text: SourceText, offset: Int, acceptsMarkdown: Bool, configuration: ClientConfiguration) {
    self.uri = uri
    self.text = text
    self.offset = offset
    self.acceptsMarkdown = acceptsMarkdown
    self.configuration = configuration
  }
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

/// The seam for `textDocument/hover`. While `provider` is nil the server neither advertises nor answers
/// hover (it is an unknown method), so capabilities stay truthful.
///
/// Wiring (lead / hover work): set `provider` to a function that resolves the token at `input.offset` to a
/// hover topic in InteropAnalysis and returns nil for anything that is not a topic.
public enum HoverHook {
  public typealias Provider = @Sendable (HoverInput) -> HoverAnswer?

  public static let provider: Provider? = nil
}
