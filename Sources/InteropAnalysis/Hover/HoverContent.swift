/// The explanation of one diagnostic under the cursor, shown in the hover below the symbol's topic.
public struct HoverDiagnosticNote: Sendable, Hashable {
  public var ruleID: String
  /// The rule's rationale in Markdown (why it matters, what to do).
  public var rationale: String

  public init(ruleID: String, rationale: String) {
    self.ruleID = ruleID
    self.rationale = rationale
  }
}

/// Everything one hover shows: the topic of the token, the live checklist when the token is a
/// representable protocol in a conformance, and the rationale of each diagnostic under the cursor.
public struct HoverContent: Sendable, Hashable {
  public var topic: HoverTopic?
  /// The representable's name, for the checklist heading.
  public var checklistTypeName: String
  public var checklist: [ChecklistLine]
  public var diagnostics: [HoverDiagnosticNote]

  public init(
    topic: HoverTopic?,
    checklistTypeName: String = "",
    checklist: [ChecklistLine] = [],
    diagnostics: [HoverDiagnosticNote] = []
  ) {
    self.topic = topic
    self.checklistTypeName = checklistTypeName
    self.checklist = checklist
    self.diagnostics = diagnostics
  }

  public var isEmpty: Bool { topic == nil && checklist.isEmpty && diagnostics.isEmpty }

  /// The hover text, or nil when there is nothing to show (the server then answers `null`).
  public func render(_ format: HoverFormat) -> String? {
    var sections: [String] = []
    if let topic { sections.append(HoverRenderer.render(topic, format: format)) }
    if !checklist.isEmpty {
      sections.append(HoverChecklist.render(checklist, typeName: checklistTypeName, format: format))
    }
    for note in diagnostics {
      switch format {
      case .markdown:
        sections.append("**Rule `\(note.ruleID)`**\n\n" + note.rationale)
      case .plaintext:
        sections.append("Rule \(note.ruleID)\n\n" + HoverRenderer.plaintext(fromMarkdown: note.rationale))
      }
    }
    if sections.isEmpty { return nil }
    let separator = format == .markdown ? "\n\n---\n\n" : "\n\n"
    return sections.joined(separator: separator)
  }
}
