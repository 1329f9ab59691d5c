import SwiftLiteParser

/// The Coordinator implements a delegate protocol's methods but is never handed to anything.
public enum CoordinatorDelegateUnassignedRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "coordinator-delegate-unassigned",
    name: "Coordinator delegate never assigned",
    summary: "The Coordinator implements methods of a `…Delegate`/`…DataSource` protocol, but nothing ever receives it, so none of them is called.",
    rationale: """
      Conforming to a delegate protocol does nothing by itself: the framework calls the Coordinator only once \
      it is assigned to the object's delegate property (`delegate`, `navigationDelegate`, `mailComposeDelegate`, \
      `dataSource` …) or passed to an API that keeps it. When neither make, update, the methods they call nor the \
      Coordinator itself ever hands the Coordinator (or `self` inside it) to anything, its delegate methods never run.

      The fix assigns `context.coordinator` to the made object in make, before it is returned, one line per \
      protocol, with the property the protocol belongs to (`navigationDelegate` for `WKNavigationDelegate`, \
      `uiDelegate` for `WKUIDelegate`, `mailComposeDelegate`/`messageComposeDelegate` for the composers, else \
      `delegate` or `dataSource`). It is offered only when make returns a local whose type is the protocol's object.

      Never reported: an assignment in update; wiring inside the Coordinator (`x.delegate = self`, \
      `UIDragInteraction(delegate: self)`); the Coordinator passed as an argument \
      (`setMetadataObjectsDelegate(context.coordinator, queue:)`, `add(context.coordinator, name:)`); a \
      conformance none of whose methods the Coordinator implements; delegates of objects other than the made one \
      (gesture recognizers, presentation controllers, location managers, capture outputs, interactions); a \
      representable or Coordinator that other files may extend (`private`/`fileprivate` types are known to be \
      complete; other types only once the workspace scan shows no other file declaring or extending them); a \
      composer's `delegate` (`composer-delegate-property` reports it).

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator(), \
      https://developer.apple.com/documentation/mapkit/mkmapview/delegate, \
      https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller/delegate
      """,
    category: .coordinator, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: The Coordinator Pattern; checklist",
    nonTriggering: CoordinatorDelegateUnassignedRuleExamples.nonTriggering,
    triggering: CoordinatorDelegateUnassignedRuleExamples.triggering,
    corrections: CoordinatorDelegateUnassignedRuleExamples.corrections
  )

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    guard let coordinator = representable.coordinator, let make = representable.make, let nameToken = make.nameToken,
      isComplete(representable, coordinator) || WorkspaceSupport.isWhollyHere(representable, context)
    else { return findings }
    var protocols: [String] = []
    for conformance in coordinator.conformances {
      let name = conformance.name
      guard CoordinatorSupport.isDelegateProtocol(name), !CoordinatorSupport.delegatesNotOnMadeObject.contains(name),
        !protocols.contains(name), CoordinatorSupport.implementsMethod(of: name, in: coordinator.functions)
      else { continue }
      protocols.append(name)
    }
    guard let firstProtocol = protocols.first else { return findings }
    // Handed over anywhere in the representable (make, update, helpers) or, as `self`, in the Coordinator.
    let representableHandsOver = representable.functions.contains { function in
      context.facts(of: function).map { CoordinatorSupport.handsOverCoordinator($0, selfIsCoordinator: false) } ?? false
    }
    let coordinatorHandsOver = coordinator.functions.contains { function in
      context.facts(of: function).map { CoordinatorSupport.handsOverCoordinator($0, selfIsCoordinator: true) } ?? false
    }
    guard !representableHandsOver, !coordinatorHandsOver else { return findings }
    let message = "`\(coordinator.name)` implements `\(firstProtocol)` methods, but nothing receives the Coordinator "
      + "(no `context.coordinator` assigned or passed, no `self` handed over inside it), so they are never called; "
      + "assign it in `\(make.name)`."
    var fixes: [Fix] = []
    if let made = CoordinatorSupport.madeObject(context, representable), let madeType = representable.madeType {
      var lines: [String] = []
      for name in protocols where CoordinatorSupport.subjectType(ofProtocol: name) == madeType {
        let line = "\(made.name).\(CoordinatorSupport.delegateProperty(forProtocol: name)) = context.coordinator"
        if !lines.contains(line) { lines.append(line) }
      }
      if !lines.isEmpty {
        fixes.append(Fix(title: "Assign the Coordinator in `\(make.name)`", edits: [context.editor.insert(lines, before: made.statement)]))
      }
    }
    findings.append(finding(nameToken.textRange, message, fixes: fixes))
    return findings
  }

  /// Only a `private`/`fileprivate` representable (and a Coordinator nested in it or itself private) can have no
  /// extension in another file.
  static func isComplete(_ representable: Representable, _ coordinator: Coordinator) -> Bool {
    guard representable.isFilePrivate else { return false }
    if let primary = coordinator.primary {
      if primary.outer.last == representable.name { return true }
      return primary.modifiers.contains("private") || primary.modifiers.contains("fileprivate")
    }
    return coordinator.extensions.allSatisfy { $0.qualifiedName.dropLast().last == representable.name }
  }
}
