import SwiftLiteParser

/// A dismantle method declared as an instance method.
public enum DismantleNotStaticRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "dismantle-not-static",
    name: "Dismantle is not static",
    summary: "`dismantleUIView(_:coordinator:)` (or the controller or AppKit spelling) is declared without `static`, so SwiftUI never calls it.",
    rationale: """
      The requirement is a type method: SwiftUI calls `static func dismantleUIView(_:coordinator:)` when it \
      removes the view, passing the UIKit object and the Coordinator, after the representable value itself may \
      be gone. The protocol has a default implementation that does nothing, so an instance method with the same \
      name compiles and is simply another method: SwiftUI never calls it, and the observers, timers or handlers \
      it was meant to remove stay registered.

      The fix inserts `static`. It is offered only when the body does not use `self` or another instance member \
      of the representable (a type method cannot); otherwise move that state into the Coordinator and reach it \
      through the `coordinator` parameter.

      Never reported: a static dismantle; a method the representable calls itself (a helper that happens to \
      share the name); a method whose argument labels are not `(_:coordinator:)`.

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:), \
      https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .error, seedSource: "SKILL.md: Optional: dismantleUIView",
    nonTriggering: DismantleNotStaticRuleExamples.nonTriggering,
    triggering: DismantleNotStaticRuleExamples.triggering,
    corrections: DismantleNotStaticRuleExamples.corrections
  )

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let candidates = representable.functions.filter { function in
      function.keyword == "func" && !function.isStatic && function.labels == [nil, "coordinator"]
        && LifecycleSupport.kind(of: function, in: representable, model: context.interop)?.dismantleName == function.name
    }
    guard !candidates.isEmpty else { return findings }
    // A method the representable calls itself is a helper.
    let called = LifecycleSupport.selfCalledNames(representable, context: context)
    for function in candidates where !called.contains(function.name) {
      let name = function.name
      guard let nameToken = function.nameToken, let keyword = function.node.declarationKeyword else { continue }
      let message = "`\(name)` is not `static`, so SwiftUI never calls it and its cleanup never runs; declare it `static func`."
      var fixes: [Fix] = []
      if !usesInstanceMembers(function, of: representable) {
        let at = keyword.textRange.lowerBound
        fixes.append(Fix(title: "Make `\(name)` static", edits: [TextEdit(range: at..<at, replacement: "static ")]))
      }
      findings.append(finding(nameToken.textRange, message, fixes: fixes))
    }
    return findings
  }

  /// Whether the body uses `self` or a name of an instance member of the representable (which a type method
  /// cannot reach), other than through its own parameters.
  static func usesInstanceMembers(_ function: FunctionDecl, of representable: Representable) -> Bool {
    guard let body = function.body else { return false }
    let parameters = Set(function.parameters.map(\.name))
    var members = Set(representable.properties.map(\.name))
    for other in representable.functions where !other.isStatic && other.keyword == "func" { members.insert(other.name) }
    members.subtract(parameters)
    var found = false
    body.walkTokens { token in
      guard !found else { return }
      if token.kind == .kw_self { found = true; return }
      guard token.kind == .identifier, members.contains(token.identifierText) else { return }
      // `x.member` names another object's member; only a bare name refers to this type.
      if let previous = token.previousToken, previous.kind == .period { return }
      found = true
    }
    return found
  }
}
