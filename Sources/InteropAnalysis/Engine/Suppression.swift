import SwiftLiteParser

/// One `// interop-lsp:…` comment.
public struct SuppressionCommand: Sendable, Hashable {
  public enum Action: String, Sendable, Hashable {
    case disableNextLine = "disable-next-line"
    case disable
    case enable
  }

  public var action: Action
  /// Rule ids, or `all`.
  public var ruleIDs: [String]
  public var reason: String?
  /// The comment's byte range.
  public var range: Range<Int>

  public static let prefix = "interop-lsp:"

  /// Parses the text of a line comment (`// interop-lsp:disable id, id - reason`).
  public static func parse(_ comment: String, range: Range<Int>) -> SuppressionCommand? {
    var body = Substring(comment)
    guard body.hasPrefix("//") else { return nil }
    body = body.dropFirst(2).drop { $0 == " " || $0 == "\t" || $0 == "/" }
    guard body.hasPrefix(prefix) else { return nil }
    body = body.dropFirst(prefix.count)
    var reason: String?
    if let dash = body.firstRange(of: " - ") {
      reason = String(body[dash.upperBound...]).trimmingSpaces
      body = body[..<dash.lowerBound]
    }
    let words = body.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" }.map(String.init)
    guard let first = words.first, let action = Action(rawValue: first) else { return nil }
    return SuppressionCommand(action: action, ruleIDs: Array(words.dropFirst()), reason: reason, range: range)
  }
}

/// Applies suppression comments to findings and reports the ones that suppress nothing.
public struct SuppressionSet: Sendable {
  public var commands: [SuppressionCommand]

  public init(tree: SyntaxTree) {
    var commands: [SuppressionCommand] = []
    let bytes = tree.bytes
    // A file whose bytes never spell the prefix has no command: no walk over its tokens (most files).
    guard ByteSearch.contains(bytes, 0..<bytes.count, SuppressionCommand.prefix) else {
      self.commands = []
      return
    }
    tree.forEachComment { comment in
      let length = comment.range.count
      // Cheap check before building a string.
      guard comment.isLine, length > 14, comment.range.upperBound <= bytes.count else { return }
      let text = String(decoding: bytes[comment.range], as: UTF8.self)
      guard text.includes(SuppressionCommand.prefix) else { return }
      if let command = SuppressionCommand.parse(text, range: comment.range) { commands.append(command) }
    }
    self.commands = commands
  }

  /// Removes suppressed findings; returns the kept ones and, per command index, the ids it used.
  public func apply(to findings: [Finding], lineIndex: LineIndex, canonicalID: (String) -> String) -> (kept: [Finding], used: [Int: Set<String>]) {
    guard !commands.isEmpty else { return (findings, [:]) }
    var used: [Int: Set<String>] = [:]
    var kept: [Finding] = []
    for finding in findings {
      let findingLine = lineIndex.line(containing: finding.range.lowerBound)
      var suppressed = false
      // Regions: the last disable/enable before the finding for its id (or all) decides.
      var regionCommand: Int?
      var regionDisabled = false
      for (index, command) in commands.enumerated() {
        guard command.range.upperBound <= finding.range.lowerBound else { break }
        let matchID = command.ruleIDs.contains { $0 == "all" || canonicalID($0) == finding.ruleID }
        guard matchID else { continue }
        switch command.action {
        case .disableNextLine:
          if lineIndex.line(containing: command.range.lowerBound) + 1 == findingLine {
            suppressed = true
            let id = command.ruleIDs.contains("all") ? "all" : finding.ruleID
            used[index, default: []].insert(id)
          }
        case .disable:
          regionCommand = index
          regionDisabled = true
        case .enable:
          regionCommand = index
          regionDisabled = false
        }
      }
      if !suppressed, regionDisabled, let regionCommand, let command = commands.indices.contains(regionCommand) ? commands[regionCommand] : nil {
        suppressed = true
        let id = command.ruleIDs.contains("all") ? "all" : finding.ruleID
        used[regionCommand, default: []].insert(id)
      }
      if !suppressed { kept.append(finding) }
    }
    return (kept, used)
  }
}


