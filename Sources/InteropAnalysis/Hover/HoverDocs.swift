/// Renders `docs/hover.md` from the catalog. `HoverDocsTests` compares it with the committed file
/// (and rewrites the file when `UPDATE_GOLDEN=1`); `interop-lsp docs` can call the same function.
public enum HoverDocs {
  /// The path of the generated page, relative to the package root.
  public static let relativePath = "docs/hover.md"

  public static func render(_ topics: [HoverTopic] = HoverCatalog.all) -> String {
    var lines: [String] = []
    lines.append("# Hover topics")
    lines.append("")
    lines.append("<!-- Generated from Sources/InteropAnalysis/Hover/Topics by HoverDocs.render(). Do not edit:")
    lines.append("     run `UPDATE_GOLDEN=1 swift test --filter HoverDocsTests` after changing a topic. -->")
    lines.append("")
    lines.append("What the server shows when the cursor rests on an interop symbol: \(topics.count) topics in \(HoverArea.allCases.count) areas.")
    lines.append("A topic answers only where its name plays the listed role; the same spelling anywhere else")
    lines.append("(a local variable, a method of an unrelated class) gets no hover.")
    lines.append("")
    for area in HoverArea.allCases {
      let areaTopics = topics.filter { topic in topic.area == area }
      if areaTopics.isEmpty { continue }
      lines.append("## \(area.title)")
      lines.append("")
      for topic in areaTopics {
        lines.append("### \(topic.title)")
        lines.append("")
        lines.append("`\(topic.id)` · matches " + describe(topic.matches))
        lines.append("")
        lines.append(contentsOf: HoverRenderer.separateTables(topic.bodyLines.map(String.init)))
        lines.append("")
        var footer = "[\(HoverRenderer.documentationLabel)](\(topic.docURL))"
        let sources = topic.sources.filter { $0 != topic.docURL }
        if !sources.isEmpty { footer += " · Sources: " + sources.map { "<\($0)>" }.joined(separator: ", ") }
        if !topic.relatedRules.isEmpty {
          let rules = topic.relatedRules.map { ruleID in "[`\(ruleID)`](rules/\(ruleID).md)" }
          footer += " · Rules: " + rules.joined(separator: ", ")
        }
        lines.append(footer)
        lines.append("")
      }
    }
    lines.append("## Roles")
    lines.append("")
    lines.append("| role | where the name stands |")
    lines.append("| --- | --- |")
    for role in SymbolRole.allCases {
      lines.append("| \(role.displayName) | \(role.explanation) |")
    }
    lines.append("")
    return lines.joined(separator: "\n")
  }

  /// `` `name` (role, role), `other` (role) `` in first-appearance order.
  static func describe(_ matches: [SymbolMatch]) -> String {
    var names: [String] = []
    var roles: [String: [String]] = [:]
    for match in matches {
      if roles[match.name] == nil {
        names.append(match.name)
        roles[match.name] = []
      }
      roles[match.name, default: []].append(match.role.displayName)
    }
    return names.map { name in
      "`\(name)` (" + (roles[name] ?? []).joined(separator: ", ") + ")"
    }.joined(separator: ", ")
  }
}

extension SymbolRole {
  /// One line on where a name plays this role, for docs.
  public var explanation: String {
    switch self {
    case .typeReference: return "a type name: annotation, return type, generic argument, constructor call, base of a static member"
    case .protocolConformance: return "an entry of a type's or extension's inheritance clause"
    case .lifecycleMethodDeclaration: return "the name of a method declared directly in a representable or one of its extensions"
    case .lifecycleMethodCall: return "a call of that method inside the representable (`makeCoordinator()`, `Self.dismantleUIView(…)`)"
    case .coordinatorTypeName: return "the representable's Coordinator type, named inside the representable or its Coordinator, or declared"
    case .contextCoordinator: return "`coordinator` read from `context`"
    case .parentInCoordinator: return "`parent` declared or used in a Coordinator, or `context.coordinator.parent`"
    case .propertyWrapperAttribute: return "an attribute on a stored property of a representable"
    case .propertyWrapperInClass: return "an attribute on a stored property of a class"
    case .memberAccess: return "a member after `expression.`"
    case .implicitMember: return "a member after a leading dot (`.intrinsicContentSize`)"
    case .functionCall: return "a bare name that is called (`addChild(host)`)"
    case .argumentLabel: return "a label in a call's argument list"
    case .memberDeclaration: return "the name of a property or method declared in a type"
    case .contextEnvironment: return "`environment` read from `context`"
    }
  }

  /// The role in words, for docs.
  public var displayName: String {
    switch self {
    case .typeReference: return "type reference"
    case .protocolConformance: return "conformance"
    case .lifecycleMethodDeclaration: return "declared in a representable"
    case .lifecycleMethodCall: return "called in a representable"
    case .coordinatorTypeName: return "type name in a representable"
    case .contextCoordinator: return "`context.coordinator`"
    case .parentInCoordinator: return "inside a Coordinator"
    case .propertyWrapperAttribute: return "attribute on a representable's property"
    case .propertyWrapperInClass: return "attribute on a class's property"
    case .memberAccess: return "member after a dot"
    case .implicitMember: return "implicit member"
    case .functionCall: return "call"
    case .argumentLabel: return "argument label"
    case .memberDeclaration: return "member declaration"
    case .contextEnvironment: return "`context.environment`"
    }
  }
}
