import InteropAnalysis
import SwiftLiteParser

/// `--format sarif`: a SARIF 2.1.0 log for code-scanning upload.
extension LintCommand {
  struct SARIFLog: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [SARIFRun]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct SARIFRun: Encodable {
    var tool: SARIFTool
    var columnKind = "utf16CodeUnits"
    var results: [SARIFResult]
  }

  struct SARIFTool: Encodable {
    var driver: SARIFDriver
  }

  struct SARIFDriver: Encodable {
    var name = ServerVersion.name
    var version = ServerVersion.version
    var semanticVersion = ServerVersion.version
    var informationUri = RuleDocumentationLink.projectURL
    var rules: [SARIFRule]
  }

  struct SARIFText: Encodable {
    var text: String
  }

  struct SARIFHelp: Encodable {
    var text: String
    var markdown: String
  }

  struct SARIFConfiguration: Encodable {
    var level: String
  }

  struct SARIFRule: Encodable {
    var id: String
    var name: String
    var shortDescription: SARIFText
    var fullDescription: SARIFText
    var helpUri: String?
    var help: SARIFHelp
    var defaultConfiguration: SARIFConfiguration
  }

  struct SARIFRegion: Encodable {
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int
  }

  struct SARIFArtifact: Encodable {
    var uri: String
  }

  struct SARIFPhysical: Encodable {
    var artifactLocation: SARIFArtifact
    var region: SARIFRegion
  }

  struct SARIFLocation: Encodable {
    var physicalLocation: SARIFPhysical
    var message: SARIFText?
  }

  struct SARIFResult: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: SARIFText
    var locations: [SARIFLocation]
    var relatedLocations: [SARIFLocation]?
  }

  static func sarifLevel(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .information, .hint: return "note"
    }
  }

  static func renderSARIF(_ findings: [(FileResult, Finding)], docsBaseURL: String? = nil) -> String {
    let rules = RuleRegistry.all.map { rule -> SARIFRule in
      let description = rule.description
      return SARIFRule(id: description.id, name: description.name, shortDescription: SARIFText(text: description.summary),
        fullDescription: SARIFText(text: description.rationale),
        helpUri: RuleDocumentationLink.url(forRule: description.id, base: docsBaseURL),
        help: SARIFHelp(text: description.summary, markdown: description.rationale),
        defaultConfiguration: SARIFConfiguration(level: sarifLevel(description.defaultSeverity)))
    }
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
    func location(_ file: FileResult, _ range: Range<Int>, message: String?, in other: (path: String, lineIndex: LineIndex?)? = nil) -> SARIFLocation {
      let (path, lineIndex) = other ?? (file.path, file.lineIndex)
      let start = position(range.lowerBound, lineIndex, encoding: .utf16)
      let end = position(range.upperBound, lineIndex, encoding: .utf16)
      let uri = path.split(separator: "/").map { component in
        percentEncodedPathComponent(String(component))
      }.joined(separator: "/")
      return SARIFLocation(
        physicalLocation: SARIFPhysical(artifactLocation: SARIFArtifact(uri: (path.hasPrefix("/") ? "file:///" : "") + uri),
          region: SARIFRegion(startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column)),
        message: message.map { SARIFText(text: $0) })
    }
    let results = findings.map { file, finding in
      SARIFResult(ruleId: finding.ruleID, ruleIndex: ruleIndex[finding.ruleID], level: sarifLevel(finding.severity),
        message: SARIFText(text: finding.message), locations: [location(file, finding.range, message: nil)],
        relatedLocations: finding.related.isEmpty ? nil : finding.related.map { location(file, $0.range, message: $0.message, in: relatedFile($0, of: file)) })
    }
    return encode(SARIFLog(runs: [SARIFRun(tool: SARIFTool(driver: SARIFDriver(rules: rules)), results: results)]))
  }
}
