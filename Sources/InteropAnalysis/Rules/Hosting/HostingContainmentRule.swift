import SwiftLiteParser

/// A hosting controller's view added without view-controller containment.
public enum HostingContainmentRule: Rule {
  public static let description = RuleDescription(
    id: "hosting-containment",
    name: "Hosting controller added without containment",
    summary: "A view controller adds a `UIHostingController`'s view with `addSubview` without `addChild` before it and `didMove(toParent:)` after it.",
    rationale: """
      A hosting controller is a view controller. Added only as a view, it misses appearance callbacks, trait \
      and safe-area propagation, and SwiftUI features that depend on the controller hierarchy (presentation, \
      navigation, keyboard avoidance) misbehave.

      Contain it: `addChild(host)`, then `view.addSubview(host.view)`, then `host.didMove(toParent: self)`.
      """,
    category: .hosting, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: UIHostingController; DO/DON'T",
    nonTriggering: HostingContainmentRuleExamples.nonTriggering,
    triggering: HostingContainmentRuleExamples.triggering,
    corrections: HostingContainmentRuleExamples.corrections
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    guard context.file.contains("UIHostingController") else { return [] }
    var findings: [Finding] = []
    let file = context.file
    let controllerTokens = Set(context.model.viewControllerSubclasses.map(\.declaration.nameToken))
    let controllerNames = Set(context.model.viewControllerSubclasses.map(\.declaration.name))
    // Hosting-controller properties of each controller type, its extensions included.
    var namesByTypeName: [String: Set<String>] = [:]
    for type in context.model.allTypes where controllerNames.contains(type.name) {
      namesByTypeName[type.name, default: []].formUnion(HostingFrameLayoutRule.hostingNames(context, in: type))
    }
    for (function, owner) in context.model.allFunctions {
      guard let owner, controllerTokens.contains(owner.nameToken) || (owner.keyword == "extension" && controllerNames.contains(owner.name)) else { continue }
      guard let events = context.events(of: function) else { continue }
      var names = HostingFrameLayoutRule.localHostingNames(context, events)
      for parameter in function.parameters where parameter.type.includes("UIHostingController") { names.insert(parameter.name) }
      names.formUnion(namesByTypeName[owner.name] ?? [])
      guard !names.isEmpty else { continue }
      for call in events.calls where file.is(call.nameToken, "addSubview") && call.context.closureDepth == 0 {
        guard let open = call.openParen, file.isIdentifier(open + 1), file.is(open + 2, "."), file.isIdentifier(open + 3, "view"),
          file.is(open + 4, ")")
        else { continue }
        let host = file.text(open + 1)
        guard names.contains(host) else { continue }
        let hasAddChild = events.calls.contains { other in
          other.nameToken < call.nameToken && file.is(other.nameToken, "addChild") && other.openParen.map { file.isIdentifier($0 + 1) && file.text($0 + 1) == host } == true
        }
        let hasDidMove = events.calls.contains { other in
          other.nameToken > call.nameToken && file.is(other.nameToken, "didMove") && other.receiverPath.last == host
        }
        guard !hasAddChild || !hasDidMove else { continue }
        var missing: [String] = []
        if !hasAddChild { missing.append("`addChild(\(host))` before it") }
        if !hasDidMove { missing.append("`\(host).didMove(toParent: self)` after it") }
        let message = "`\(host).view` is added without view-controller containment: add " + missing.joined(separator: " and ") + "."
        var edits: [TextEdit] = []
        if !hasAddChild { edits.append(UpdateFacts.insertLines(context, ["addChild(\(host))"], before: call.chainFirst)) }
        if !hasDidMove {
          let indentation = file.indentation(ofLineAt: context.range(call.chainFirst).lowerBound)
          edits.append(UpdateFacts.insertLines(context, ["\(host).didMove(toParent: self)"], afterLineOf: call.lastToken, indentation: indentation))
        }
        let fix = Fix(title: "Add the containment calls", edits: edits)
        findings.append(finding(context.range(call.chainFirst, call.lastToken), message, fixes: [fix]))
      }
    }
    return findings
  }
}
