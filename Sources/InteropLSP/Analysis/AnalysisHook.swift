import Protocol
import SwiftLiteParser

/// The client's configuration as it arrived: `initializationOptions` from `initialize` and the latest
/// `settings` from `workspace/didChangeConfiguration`, both as raw JSON.
public struct ClientConfiguration: Sendable, Hashable {
  public var initializationOptions: JSONValue?
  public var settings: JSONValue?

  public init(initializationOptions: JSONValue? = nil, settings: JSONValue? = nil) {
    self.initializationOptions = initializationOptions
    self.settings = settings
  }
}

/// Everything one analysis run sees: one document's text (UTF-8 bytes, already repaired), its URI and the
/// configuration.
public struct AnalysisInput: Sendable {
  public var uri: String
  public var text: SourceText
  public var configuration: ClientConfiguration

  public init(uri: String, text: SourceText, configuration: ClientConfiguration) {
    self.uri = uri
    self.text = text
    self.configuration = configuration
  }
}

/// How serious a finding is (mapped 1:1 to LSP severities in `Conversions`).
public enum FindingSeverity: Sendable, Hashable {
  case error
  case warning
  case information
  case hint
}

/// A place in the same document that explains a finding (e.g. "the coordinator is created here").
public struct RelatedRange: Sendable, Hashable {
  public var range: Range<Int>
  public var message: String

  public init(range: Range<Int>, message: String) {
    self.range = range
    self.message = message
  }
}

/// One result of analysis, in byte offsets: the server converts it to an LSP `Diagnostic` at the edge.
public struct AnalysisFinding: Sendable, Hashable {
  public var range: Range<Int>
  public var severity: FindingSeverity
  /// Kebab-case rule id, sent as the diagnostic `code`.
  public var ruleID: String
  public var message: String
  /// Sent as `codeDescription.href` when present.
  public var documentationURL: String?
  public var related: [RelatedRange]

  public init(
    range: Range<Int>,
    severity: FindingSeverity,
    ruleID: String,
    message: String,
    documentationURL: String? = nil,
    related: [RelatedRange] = []
  ) {
    self.range = range
    self.severity = severity
    self.ruleID = ruleID
    self.message = message
    self.documentationURL = documentationURL
    self.related = related
  }
}

/// The one seam between the server and InteropAnalysis: text in, findings out. The server calls it after
/// every `didOpen`/`didChange`/configuration change and for pull diagnostics.
///
/// Wiring (lead): replace the body with a call into InteropAnalysis (parse `input.text`, build the
/// configuration from `input.configuration`, run the rules, map each finding to `AnalysisFinding`).
/// Until the rules exist it returns nothing, so every publish carries an empty list.
public enum AnalysisHook {
  public static func analyze(_ input: AnalysisInput) -> [AnalysisFinding] {
    []
  }
}
