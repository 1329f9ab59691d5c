import InteropAnalysis
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

  /// The client's settings as analysis configuration: `initializationOptions` overlaid by the latest
  /// `settings` (both may nest the keys under `interopLsp` / `interop-lsp`). Problems are returned, not thrown.
  public var analysisConfiguration: (configuration: AnalysisConfiguration, problems: [String]) {
    var configuration = AnalysisConfiguration()
    var problems: [String] = []
    for value in [initializationOptions, settings] {
      guard let value, !value.isNull else { continue }
      let decoded = AnalysisConfiguration.decode(json: JSONWriter.encode(value))
      configuration = configuration.merged(with: decoded.configuration)
      problems += decoded.problems
    }
    return (configuration, problems)
  }
}

/// Everything one analysis run sees: one document version (text, tree, URI, path on disk when it has one)
/// and the configuration that applies to it (defaults, `.interop-lsp.json`, project facts, client settings).
public struct AnalysisInput: Sendable {
  public var uri: String
  public var path: String?
  public var text: SourceText
  public var tree: SyntaxTree
  public var configuration: AnalysisConfiguration
  /// The raw client settings (for stand-in analyzers in tests).
  public var clientConfiguration: ClientConfiguration

  public init(
    uri: String, path: String? = nil, text: SourceText, tree: SyntaxTree? = nil,
    configuration: AnalysisConfiguration = AnalysisConfiguration(),
    clientConfiguration: ClientConfiguration = ClientConfiguration()
  ) {
    self.uri = uri
    self.path = path
    self.text = text
    self.tree = tree ?? SyntaxTree.parse(text)
    self.configuration = configuration
    self.clientConfiguration = clientConfiguration
  }
}
