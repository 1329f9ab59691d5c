import SwiftLiteParser

/// A method whose name is a near miss of a lifecycle requirement.
public enum LifecycleNameTypoRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "lifecycle-name-typo",
    name: "Misspelled lifecycle method",
    summary: "A method in a representable is named almost like a requirement of its kind (`updateUiView`, `makeCordinator`), with the requirement's labels, so SwiftUI never calls it.",
    rationale: """
      SwiftUI calls lifecycle methods by their exact name and labels. A misspelled `updateUiView(_:context:)` is \
      just another method: when the requirement has a default implementation (`dismantleUIView`, \
      `makeCoordinator` while the Coordinator is `Void`, `sizeThatFits`) the code compiles and the method never \
      runs; when it has none (make, update), the compiler reports that the type does not conform without naming \
      the misspelled method.

      Reported: a method of a representable whose name is within two edits (ignoring case) of a requirement of \
      the representable's kind that the type does not implement, whose argument labels are the requirement's, \
      and whose name is no requirement of any kind (`makeNSView` in a `UIViewRepresentable` is a wrong kind, \
      reported by `wrong-representable-kind`). The kind is the one the method's own declaration conforms to \
      (a type conforming to `UIViewRepresentable` and `NSViewRepresentable` in `#if` branches is checked per \
      branch). The fix renames it.

      Never reported: a method the representable calls itself (a helper such as `updateView(_:)`), and a method \
      whose labels differ from the requirement's.

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable, \
      https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable, \
      https://developer.apple.com/documentation/swiftui/nsviewrepresentable
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .error, seedSource: "SKILL.md: UIViewRepresentable Protocol",
    nonTriggering: LifecycleNameTypoRuleExamples.nonTriggering,
    triggering: LifecycleNameTypoRuleExamples.triggering,
    corrections: LifecycleNameTypoRuleExamples.corrections
  )

  /// The requirement `function` is a near miss of, if any: within edit distance 2 (case-insensitive) of a
  /// requirement of `kind` that is not implemented (`existing`), with the same labels, and equal to no
  /// requirement name of any kind.
  static func intendedRequirement(_ function: FunctionDecl, kind: RepresentableKind, existing: Set<String>) -> LifecycleSupport.Requirement? {
    guard function.keyword == "func", !LifecycleSupport.allRequirementNames.contains(function.name) else { return nil }
    var best: (LifecycleSupport.Requirement, Int)?
    for requirement in LifecycleSupport.requirements(of: kind) where !existing.contains(requirement.name) {
      guard function.labels == requirement.labels else { continue }
      let distance = FrameworkTypes.editDistance(function.name, requirement.name, limit: 2)
      if distance <= 2, best.map({ distance < $0.1 }) ?? true { best = (requirement, distance) }
    }
    return best?.0
  }

  /// Every near miss of the representable with the requirement it was meant to be (helpers excluded).
  static func nearMisses(_ representable: Representable, context: AnalysisContext) -> [(FunctionDecl, LifecycleSupport.Requirement)] {
    let existing = Set(representable.functions.map(\.name))
    let aliases = LifecycleSupport.aliasTargets(context.interop)
    let candidates = representable.functions.compactMap { function -> (FunctionDecl, LifecycleSupport.Requirement)? in
      guard !LifecycleSupport.allRequirementNames.contains(function.name),
        let kind = LifecycleSupport.kind(of: function, in: representable, model: context.interop, aliases: aliases)
      else { return nil }
      return intendedRequirement(function, kind: kind, existing: existing).map { (function, $0) }
    }
    guard !candidates.isEmpty else { return [] }
    let called = LifecycleSupport.selfCalledNames(representable, context: context)
    return candidates.filter { !called.contains($0.0.name) }
  }

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    for (function, requirement) in nearMisses(representable, context: context) {
      guard let nameToken = function.nameToken else { continue }
      let intended = requirement.name
      let message = "`\(function.name)` looks like a misspelling of `\(intended)`; SwiftUI calls only the exact name, so this method never runs."
      let fix = Fix(title: "Rename to `\(intended)`", edits: [TextEdit(range: nameToken.textRange, replacement: intended)])
      findings.append(finding(nameToken.textRange, message, fixes: [fix]))
    }
    return findings
  }
}
