import SwiftLiteParser

/// Reports `// interop-lsp:` commands that suppress nothing. The analyzer runs it after every other rule.
public enum UnusedSuppressionRule: FileRule {
  public static let description = RuleDescription(
    id: "unused-suppression",
    name: "Unused suppression",
    summary: "A `// interop-lsp:disable…` comment that silences no finding.",
    rationale: """
      A suppression comment that no longer matches a finding hides nothing today but would silently hide a \
      real problem introduced later on that line or in that region. Delete it, or correct the rule id.

      Never reported: a suppression of a rule that is silent only because a project fact it needs is unknown \
      (`native-alternative`, `size-that-fits-availability` and `modal-controller-inline` without a deployment \
      target; `coordinator-not-main-actor` without the language mode or default isolation): once the fact is \
      found, the suppression may be needed again.
      """,
    category: .suppression, tier: 1, defaultSeverity: .hint, seedSource: "RULES.md: Suppression and configuration",
    nonTriggering: [
      Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {
            // interop-lsp:disable-next-line view-created-in-update - measured, cheap
            let spare = UILabel()
            uiView.text = spare.text
          }
        }
        """),
      Example("""
        // A note about interop-lsp: disable comments are described in the README.
        let answer = 42
        """),
      Example("""
        /* // interop-lsp:disable-next-line representable-is-class */
        let answer = 42
        """),
      Example("""
        let help = "// interop-lsp:disable all"
        """),
      Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          // interop-lsp:disable view-created-in-update
          func updateUIView(_ uiView: UILabel, context: Context) {
            let spare = UILabel()
            uiView.text = spare.text
          }
          // interop-lsp:enable view-created-in-update
        }
        """),
      Example("""
        // Never on: a suppression whose rule is silent only because a project fact is unknown (no deployment target found).
        // interop-lsp:disable-next-line native-alternative
        struct SearchField: UIViewRepresentable {
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ uiView: UISearchBar, context: Context) {}
        }
        """),
    ],
    triggering: [
      Example("""
        ↓// interop-lsp:disable-next-line view-created-in-update↑
        let answer = 42
        """, skipDisableCommand: true),
      Example("""
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {
            ↓// interop-lsp:disable-next-line delegate-set-in-update↑
            let spare = UILabel()
            uiView.text = spare.text
          }
        }
        """, skipDisableCommand: true),
      Example("""
        ↓// interop-lsp:disable all - legacy file↑
        let answer = 42
        """, skipDisableCommand: true),
      Example("""
        // A retired rule never reports, so a suppression naming it is unused.
        struct SearchField: UIViewRepresentable {
          @Binding var isSearching: Bool
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ uiView: UISearchBar, context: Context) {
            ↓// interop-lsp:disable-next-line cancel-button-in-update↑
            uiView.showsCancelButton = isSearching
          }
        }
        """, skipDisableCommand: true),
      Example("""
        ↓// interop-lsp:disable-next-line no-such-rule↑
        let answer = 42
        """, skipDisableCommand: true),
      Example("""
        // With the deployment target known (iOS 14, before `.searchable`), the same suppression silences nothing.
        ↓// interop-lsp:disable-next-line native-alternative↑
        struct SearchField: UIViewRepresentable {
          func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
          func updateUIView(_ uiView: UISearchBar, context: Context) {}
        }
        """, configuration: ["deploymentTarget": "iOS 14"], skipDisableCommand: true),
    ],
    corrections: [
      Correction(Example("""
        let first = 1
        // interop-lsp:disable-next-line view-created-in-update
        let answer = 42
        """), """
        let first = 1
        let answer = 42
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] { [] }

  static func findings(for suppressions: SuppressionSet, used: [Int: Set<String>], context: AnalysisContext) -> [Finding] {
    var result: [Finding] = []
    for (index, command) in suppressions.commands.enumerated() where command.action != .enable {
      let usedIDs = used[index] ?? []
      // A retired id suppresses nothing whatever the configuration says.
      let relevant = command.ruleIDs.filter { id in
        id == "all" || isRetired(id) || context.configuration.rules[RuleRegistry.canonicalID(id)] != .off
      }
      if relevant.isEmpty && !command.ruleIDs.isEmpty { continue }
      let unknown = command.ruleIDs.filter { $0 != "all" && RuleRegistry.rule(id: $0) == nil }
      let unused = relevant.filter { id in
        id == "all" ? usedIDs.isEmpty : !usedIDs.contains(RuleRegistry.canonicalID(id)) && !silencedByUnknownFact(RuleRegistry.canonicalID(id), context.configuration)
      }
      guard !unused.isEmpty || command.ruleIDs.isEmpty else { continue }
      var message: String
      if command.ruleIDs.isEmpty {
        message = "This suppression names no rule id; write the ids to silence, or `all`."
      } else if !unused.isEmpty, unused.allSatisfy(isRetired) {
        let names = unused.map { "`\($0)`" }.joined(separator: ", ")
        let rules = unused.count == 1 ? "the rule \(names) was retired and never reports" : "the rules \(names) were retired and never report"
        message = unused.count == command.ruleIDs.count
          ? "This suppression silences nothing: \(rules)."
          : "\(names) in this suppression silences nothing: \(rules)."
      } else if !unknown.isEmpty {
        message = "Unknown rule id \(unknown.map { "`\($0)`" }.joined(separator: ", ")) in this suppression: it silences nothing."
      } else {
        let what = unused.map { $0 == "all" ? "any rule" : "`\($0)`" }.joined(separator: ", ")
        message = "This suppression silences nothing: no finding of \(what) where it applies."
      }
      var fixes: [Fix] = []
      if unused.count == command.ruleIDs.count || command.ruleIDs.isEmpty {
        fixes.append(Fix(title: "Delete the unused suppression comment", edits: [deletion(of: command.range, in: context.tree.bytes)]))
      }
      result.append(finding(command.range, message, fixes: fixes))
    }
    return result
  }

  /// Whether the rule `id` is silent because a project fact it needs is unknown: its suppression may be needed
  /// once the fact is known, so it is not reported as unused.
  static func silencedByUnknownFact(_ id: String, _ configuration: AnalysisConfiguration) -> Bool {
    switch id {
    case "size-that-fits-availability", "native-alternative", "modal-controller-inline": return configuration.deploymentTarget == nil
    case "coordinator-not-main-actor": return configuration.swiftLanguageMode == nil || configuration.defaultIsolation == nil
    default: return false
    }
  }

  /// Whether `id` names a retired rule.
  static func isRetired(_ id: String) -> Bool { RuleRegistry.rule(id: id)?.description.isRetired ?? false }

  /// Deletes a comment: the whole line when nothing else is on it, else the comment and the spaces before it.
  static func deletion(of range: Range<Int>, in bytes: [UInt8]) -> TextEdit {
    var start = range.lowerBound
    while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
    let aloneOnLine = start == 0 || bytes[start - 1] == UInt8(ascii: "\n") || bytes[start - 1] == UInt8(ascii: "\r")
    var end = range.upperBound
    if aloneOnLine {
      if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
      if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
    }
    return TextEdit(range: start..<end, replacement: "")
  }
}
