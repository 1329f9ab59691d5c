import SwiftLiteParser

/// `context.coordinator` used, or a Coordinator declared, with no `makeCoordinator()`.
public enum CoordinatorWithoutMakeRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "coordinator-without-make",
    name: "Coordinator without makeCoordinator",
    summary: "The representable uses `context.coordinator` or declares a nested `Coordinator`, but has no `makeCoordinator()`: the build fails.",
    rationale: """
      SwiftUI's representable protocols have an associated type `Coordinator` and a `makeCoordinator()` \
      requirement, with a default implementation only for `Coordinator == Void`. A nested type named \
      `Coordinator` binds the associated type to that type, so without a `makeCoordinator()` returning it the \
      type does not conform ("does not conform to protocol"). With no nested type the Coordinator is `Void`, and \
      code that calls or assigns `context.coordinator` does not compile.

      The fix adds `func makeCoordinator() -> Coordinator { Coordinator(…: self) }` before the representable's \
      first method, with the argument label of the Coordinator's initializer; SwiftUI calls it once per view \
      identity, before make.

      Never reported: a representable whose `makeCoordinator()` may sit in an extension in another file (a \
      file analysed alone or while the workspace scan runs knows that only of a `private`/`fileprivate` type; \
      once the scan is complete, any other file's declaration of the type with a `makeCoordinator()`, or one \
      that adopts another protocol, silences it), and a top-level class named `Coordinator` while \
      `context.coordinator` is unused.

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator(), \
      https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8, \
      https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/coordinator
      """,
    category: .coordinator, tier: 1, defaultSeverity: .error, seedSource: "SKILL.md: The Coordinator Pattern",
    nonTriggering: CoordinatorWithoutMakeRuleExamples.nonTriggering,
    triggering: CoordinatorWithoutMakeRuleExamples.triggering,
    corrections: CoordinatorWithoutMakeRuleExamples.corrections
  )

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    guard representable.makeCoordinator == nil else { return [] }
    var findings: [Finding] = []
    // A makeCoordinator() may be in an extension in a file not read here: without the whole workspace, only a
    // file-private type can be judged; with it, no other file's declaration of the type may have one (nor
    // adopt another protocol, whose extension may supply it).
    if !representable.isFilePrivate {
      guard WorkspaceSupport.complete(context) != nil, !WorkspaceSupport.adoptsOtherProtocol(representable.name, context),
        !WorkspaceSupport.otherFunctionNames(of: representable.name, context).contains("makeCoordinator"),
        !representable.declarations.flatMap(\.inheritance).contains(where: { inherited in
          RepresentableKind.named(inherited.name) == nil && !RepresentableIsClassRule.valueProtocols.contains(inherited.name)
        })
      else { return findings }
    }
    var firstUse: SyntaxNode?
    for function in representable.functions {
      guard let body = function.body else { continue }
      body.walk { node in
        if node.memberPath == CoordinatorSupport.contextCoordinator {
          if firstUse.map({ node.range.lowerBound < $0.range.lowerBound }) ?? true { firstUse = node }
          return .skipChildren
        }
        return .visitChildren
      }
    }
    let nested = representable.coordinator.flatMap { coordinator -> Coordinator? in
      coordinator.declarations.contains { $0.qualifiedName.dropLast().last == representable.name } ? coordinator : nil
    }
    let range: Range<Int>
    if let firstUse {
      range = firstUse.range
    } else if let token = nested?.nameToken {
      range = token.textRange
    } else {
      return findings
    }
    let message = "`\(representable.name)` "
      + (firstUse == nil ? "declares a nested `Coordinator`" : "uses `context.coordinator`")
      + " but has no `makeCoordinator()`, so it does not compile: SwiftUI's default exists only for a `Void` Coordinator."
    var fixes: [Fix] = []
    if let coordinator = nested ?? representable.coordinator, let primary = representable.primary,
      let firstMethod = primary.functions.first, let call = constructorCall(coordinator)
    {
      let insertion = context.editor.insert(["func makeCoordinator() -> \(coordinator.name) { \(call) }", ""], before: firstMethod.node)
      fixes.append(Fix(title: "Add `makeCoordinator()`", edits: [insertion]))
    }
    findings.append(finding(range, message, fixes: fixes))
    return findings
  }

  /// `Coordinator(parent: self)`, `Coordinator(self)` or `Coordinator()`, from the Coordinator's init.
  static func constructorCall(_ coordinator: Coordinator) -> String? {
    let initializers = coordinator.functions.filter { $0.keyword == "init" }
    if let initializer = initializers.first {
      guard initializers.count == 1, initializer.parameters.count <= 1 else { return nil }
      guard let parameter = initializer.parameters.first else { return "\(coordinator.name)()" }
      guard let label = parameter.label else { return "\(coordinator.name)(self)" }
      return "\(coordinator.name)(\(label): self)"
    }
    let needsValue = coordinator.properties.filter { property in
      !property.isComputed && !property.hasInitializer && !(property.type ?? "").hasSuffix("?") && !property.hasPropertyWrapper
    }
    if coordinator.primary?.keyword == .struct, needsValue.count == 1, let only = needsValue.first {
      return "\(coordinator.name)(\(only.name): self)"
    }
    return needsValue.isEmpty ? "\(coordinator.name)()" : nil
  }
}
