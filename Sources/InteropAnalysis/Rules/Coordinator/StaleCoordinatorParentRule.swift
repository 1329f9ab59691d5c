import SwiftLiteParser

/// The Coordinator reads closures or plain values through a `parent` copy that update never refreshes.
public enum StaleCoordinatorParentRule: Rule {
  public static let description = RuleDescription(
    id: "stale-coordinator-parent",
    name: "Stale Coordinator parent",
    summary: "The Coordinator reads a closure or a plain stored property through `parent`, and update never assigns `context.coordinator.parent = self`.",
    rationale: """
      SwiftUI creates the Coordinator once and knows nothing about a `parent` property you declare on it: \
      it is never updated for you. Values read through it keep what they were when the Coordinator was made. \
      `@Binding` (and other wrapper) properties stay live because they point at their source of truth, but \
      closures (`onSubmit`, `onFinish`) and plain `let`/`var` values go stale: callbacks capture old state, \
      and a changed configuration is ignored.

      Refresh it in update: `context.coordinator.parent = self` (and make `parent` a `var`).
      """,
    category: .coordinator, tier: 1, defaultSeverity: .information, seedSource: "SKILL.md: The Coordinator Pattern (the parent claim, corrected in seeds/README.md)",
    nonTriggering: StaleCoordinatorParentRuleExamples.nonTriggering,
    triggering: StaleCoordinatorParentRuleExamples.triggering,
    corrections: StaleCoordinatorParentRuleExamples.corrections
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      guard let coordinator = representable.coordinator else { continue }
      // The Coordinator's property that holds the representable.
      guard let parentProperty = coordinator.variables.first(where: { variable in
        LegacyInteropModel.simpleName((variable.type ?? "").trimmingSpaces) == representable.name
      }) else { continue }
      let parent = parentProperty.name
      // Does update refresh it?
      if let update = representable.update, let open = update.bodyOpen, let close = update.bodyClose {
        var refreshed = false
        var index = open
        while index < close {
          if file.isIdentifier(index, "coordinator"), file.is(index + 1, "."), file.isIdentifier(index + 2), file.textEquals(index + 2, parent), file.is(index + 3, "=") {
            refreshed = true
            break
          }
          if file.isIdentifier(index, "self"), index > 0, file.is(index - 1, "(") || file.is(index - 1, ":") || file.is(index - 1, ",") {
            // `context.coordinator.update(parent: self)` and similar hand-overs.
            refreshed = true
            break
          }
          index += 1
        }
        if refreshed { continue }
      }
      // Plain stored properties and closures: the values that go stale.
      var stale: [String: VariableDeclaration] = [:]
      for variable in representable.variables where stale[variable.name] == nil {
        guard !variable.isComputed, !variable.attributes.contains(where: { InteropFacts.liveWrappers.contains($0.name) }) else { continue }
        stale[variable.name] = variable
      }
      guard !stale.isEmpty else { continue }
      var firstRead: (range: Range<Int>, name: String)?
      for function in coordinator.functions {
        guard let open = function.bodyOpen, let close = function.bodyClose else { continue }
        var index = open
        while index + 2 < close {
          defer { index += 1 }
          guard file.isIdentifier(index), file.textEquals(index, parent), file.is(index + 1, "."), file.isIdentifier(index + 2) else { continue }
          if index > 0, file.is(index - 1, "."), !file.isIdentifier(index - 2, "self") { continue }
          let name = file.text(index + 2)
          guard stale[name] != nil else { continue }
          // A write (`parent.x = …`) is not a read.
          if file.is(index + 3, "=") { continue }
          let start = index > 1 && file.is(index - 1, ".") && file.isIdentifier(index - 2, "self") ? index - 2 : index
          let range = context.range(start, index + 2)
          if firstRead == nil || range.lowerBound < (firstRead?.range.lowerBound ?? Int.max) { firstRead = (range, name) }
        }
      }
      guard let read = firstRead else { continue }
      let isClosure = (stale[read.name]?.type ?? "").includes("->")
      let message = "`\(parent).\(read.name)` reads \(isClosure ? "a closure" : "a plain value") from the `\(representable.name)` copy the "
        + "Coordinator was created with; update never assigns `context.coordinator.\(parent) = self`, so it goes stale."
      var fixes: [Fix] = []
      if let update = representable.update, let open = update.bodyOpen, let close = update.bodyClose {
        var edits: [TextEdit] = []
        let line = "context.coordinator.\(parent) = self"
        if open + 1 < close, file.tokens[open + 1].newlineBefore {
          edits.append(UpdateFacts.insertLines(context, [line], before: open + 1))
        } else {
          let indentation = file.indentation(ofLineAt: context.range(update.firstToken).lowerBound)
          let at = context.range(open).upperBound
          let rest = open + 1 < close ? " " : ""
          edits.append(TextEdit(range: at..<(open + 1 < close ? context.range(open + 1).lowerBound : context.range(close).lowerBound),
            replacement: file.lineBreak + indentation + file.indentUnit + line + (rest.isEmpty ? file.lineBreak + indentation : file.lineBreak + indentation + file.indentUnit)))
        }
        if parentProperty.isLet {
          edits.append(TextEdit(range: context.range(parentProperty.keywordToken), replacement: "var"))
        }
        fixes.append(Fix(title: "Refresh `\(parent)` in `\(update.name)`", edits: edits))
      }
      let related = representable.update.map { update in
        [RelatedLocation(range: context.range(update.nameToken), message: "Refresh it here: `context.coordinator.\(parent) = self`.")]
      } ?? []
      findings.append(finding(read.range, message, related: related, fixes: fixes))
    }
    return findings
  }
}
