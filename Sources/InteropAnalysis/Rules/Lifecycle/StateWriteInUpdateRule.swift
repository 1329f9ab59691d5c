import SwiftLiteParser

/// A write to SwiftUI state during make, update or sizeThatFits.
public enum StateWriteInUpdateRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "state-write-in-update",
    name: "State written during a view update",
    summary: "Make, update or sizeThatFits writes a `@Binding`/`@State` property (directly or through the Coordinator's `parent`) outside any closure.",
    rationale: """
      SwiftUI calls make, update and sizeThatFits while it is updating the view graph. Writing a `@State` or \
      `@Binding` value there changes state in the middle of that update: SwiftUI reports "Modifying state \
      during view update, this will cause undefined behavior", and the write may be lost or start another \
      update pass.

      The fix defers the write to the next turn of the main run loop with `DispatchQueue.main.async { … }`, \
      after the update has finished (the closure runs on the main thread, where SwiftUI state belongs). When \
      the property's declared type is `Bool`, `Int`, `Double` or `String`, it also writes only when the value \
      differs, so the deferred write does not start another update that writes again. Better still, publish \
      the value from the delegate or KVO callback that learns about the change.

      Never reported: writes inside a closure (`DispatchQueue.main.async`, `Task`, a completion handler: they \
      run after the update), writes in Coordinator methods, writes to the Coordinator's own properties, and \
      writes to a local variable of the same name.

      Sources: https://developer.apple.com/documentation/swiftui/state, \
      https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:), \
      https://developer.apple.com/documentation/dispatch/dispatchqueue/main
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: State Synchronization Patterns",
    nonTriggering: StateWriteInUpdateRuleExamples.nonTriggering,
    triggering: StateWriteInUpdateRuleExamples.triggering,
    corrections: StateWriteInUpdateRuleExamples.corrections
  )

  static let comparableTypes: Set<String> = ["Bool", "Int", "Double", "String", "CGFloat", "Float"]

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let state = representable.properties.filter { property in
      property.isWrapped(by: ["Binding", "State"]) || property.type?.hasPrefix("Binding<") == true
    }
    guard !state.isEmpty else { return findings }
    let parentName = representable.coordinator?.parentProperty(representable: representable.name)?.name ?? "parent"
    for function in [representable.make, representable.update, representable.sizeThatFits].compactMap({ $0 }) {
      guard let facts = context.facts(of: function) else { continue }
      let contextName = LifecycleBodySupport.contextName(function) ?? "context"
      let locals = Set(facts.bindings.filter { !$0.site.inClosure }.map(\.name) + function.parameters.map(\.name))
      for assignment in facts.assignments where !assignment.site.inClosure {
        guard var path = assignment.targetPath?.components, !path.isEmpty else { continue }
        if path.count == 1, let only = path.first, locals.contains(only) { continue }
        if path.first == "self" { path.removeFirst() }
        if path.count >= 4, Array(path.prefix(3)) == [contextName, "coordinator", parentName] {
          path.removeFirst(3)
        }
        if path.count == 2, path[1] == "wrappedValue", let first = path.first {
          if first.hasPrefix("$") || first.hasPrefix("_") {
            path = [String(first.dropFirst())]
          } else if let property = state.first(where: { $0.name == first }), property.type?.hasPrefix("Binding<") == true {
            path = [first]
          }
        }
        guard path.count == 1, let name = path.first, let property = state.first(where: { $0.name == name }) else { continue }
        // `var text: Binding<String>` is written through `.wrappedValue`; `text = …` replaces the binding itself.
        if !property.isWrapped(by: ["Binding", "State"]), assignment.targetPath?.last != "wrappedValue" { continue }
        let message = "`\(function.name)` writes `\(name)` while SwiftUI is updating the view (\"Modifying state during view update\"); "
          + "defer the write, or publish the value from the callback that observed the change."
        let fixes = deferFix(context, assignment, property: property).map { [$0] } ?? []
        findings.append(finding(assignment.node.range, message, fixes: fixes))
      }
    }
    return findings
  }

  /// Wraps the write in `DispatchQueue.main.async { … }`, with an inner change check for simple value types.
  static func deferFix(_ context: AnalysisContext, _ assignment: Assignment, property: PropertyDecl) -> Fix? {
    guard let statement = assignment.site.statement, statement.range == assignment.node.range else { return nil }
    let editor = context.editor
    let declared = property.type.map { type -> String in
      type.hasPrefix("Binding<") && type.hasSuffix(">") ? String(type.dropFirst("Binding<".count).dropLast()) : type
    }
    guard assignment.isPlain, let type = declared, comparableTypes.contains(type) else {
      return Fix(title: "Defer the write with `DispatchQueue.main.async`",
        edits: [editor.wrap(statement, header: "DispatchQueue.main.async")], isPreferred: true, safeForFixAll: false)
    }
    let indentation = editor.indentation(of: statement)
    let unit = editor.indentUnit
    let lineBreak = editor.lineBreak
    let target = context.text(of: assignment.target)
    let value = context.text(of: assignment.value)
    let inner = context.editor.reindent(context.editor.reindent(context.text(of: statement)))
    let text = "DispatchQueue.main.async {" + lineBreak
      + indentation + unit + "if \(target) != \(value) {" + lineBreak
      + indentation + unit + unit + inner + lineBreak
      + indentation + unit + "}" + lineBreak
      + indentation + "}"
    return Fix(title: "Defer the write with `DispatchQueue.main.async`, only when the value changed",
      edits: [TextEdit(range: statement.range, replacement: text)], isPreferred: true, safeForFixAll: false)
  }
}
