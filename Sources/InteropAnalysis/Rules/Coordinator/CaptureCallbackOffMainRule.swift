import SwiftLiteParser

/// A capture output delivers its callback on a background queue, and the Coordinator writes SwiftUI state there.
public enum CaptureCallbackOffMainRule: FileRule {
  public static let description = RuleDescription(
    id: "capture-callback-off-main",
    name: "Capture callback writes state off the main thread",
    summary: "A capture output's delegate is set with a background queue, and its callback writes a `@Binding`/`@State` of the representable directly: SwiftUI state written off the main thread.",
    rationale: """
      `AVCaptureMetadataOutput.setMetadataObjectsDelegate(_:queue:)` and \
      `AVCaptureVideoDataOutput.setSampleBufferDelegate(_:queue:)` call the delegate on the queue passed in. \
      With a queue of its own (`DispatchQueue(label:)`, a global queue), \
      `metadataOutput(_:didOutput:from:)` / `captureOutput(_:didOutput:from:)` run on a background thread, and a \
      write to `parent.<binding or state>` there changes SwiftUI state off the main thread, which SwiftUI does \
      not support (runtime warnings, updates lost or applied at the wrong time).

      The fix (Swift 5 language mode only) wraps the write in `DispatchQueue.main.async { [self] in … }`. There \
      is none in Swift 6 mode, where that closure is `@Sendable` and may not capture a non-Sendable Coordinator: \
      hop with `Task { @MainActor in … }` after extracting Sendable values, or deliver to `.main` if the work is light.

      Never reported: writes already inside `DispatchQueue.main.async`, `Task { @MainActor … }` or \
      `MainActor.run`; `queue: .main`; a queue the file does not show being created; callbacks that only call a \
      closure (`parent.onScan(code)`: the closure's owner decides where it runs).

      Sources: https://developer.apple.com/documentation/avfoundation/avcapturemetadataoutput/setmetadataobjectsdelegate(_:queue:), \
      https://developer.apple.com/documentation/avfoundation/avcapturevideodataoutput/setsamplebufferdelegate(_:queue:), \
      https://developer.apple.com/documentation/avfoundation/avcapturemetadataoutputobjectsdelegate, \
      https://developer.apple.com/documentation/swiftui/state
      """,
    category: .coordinator, tier: 2, defaultSeverity: .warning, seedSource: "SKILL.md: Swift 6.2 Sendable Considerations; recipes (capture)",
    nonTriggering: CaptureCallbackOffMainRuleExamples.nonTriggering,
    triggering: CaptureCallbackOffMainRuleExamples.triggering,
    corrections: CaptureCallbackOffMainRuleExamples.corrections
  )

  /// The delegate setter and the callback it selects (name and argument labels).
  static let callbacks: [String: (name: String, labels: [String?])] = [
    "setMetadataObjectsDelegate": ("metadataOutput", [nil, "didOutput", "from"]),
    "setSampleBufferDelegate": ("captureOutput", [nil, "didOutput", "from"]),
  ]

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    var reported: Set<Int> = []
    for representable in context.interop.representables {
      guard let coordinator = representable.coordinator, let parent = coordinator.parentProperty(representable: representable.name) else { continue }
      let stateNames = Set(representable.properties(wrappedBy: ["Binding", "State"]).map(\.name))
      guard !stateNames.isEmpty else { continue }
      // Registration sites: in the representable (`context.coordinator`) or in the Coordinator (`self`).
      var sites: [(function: FunctionDecl, inCoordinator: Bool)] = representable.functions.map { ($0, false) }
      sites += coordinator.functions.map { ($0, true) }
      for (function, inCoordinator) in sites {
        guard let facts = context.facts(of: function) else { continue }
        let holders = CoordinatorSupport.coordinatorHolders(facts)
        for call in facts.calls {
          guard let callback = callbacks[call.name], let delegate = call.arguments.first, delegate.label == nil,
            CoordinatorSupport.isCoordinatorValue(delegate.value, holders: holders, selfIsCoordinator: inCoordinator),
            let queue = call.argument("queue"),
            isBackgroundQueue(queue, facts: facts, properties: inCoordinator ? coordinator.properties : representable.properties)
          else { continue }
          for method in coordinator.functions where method.name == callback.name && method.labels == callback.labels {
            guard let methodFacts = context.facts(of: method) else { continue }
            for assignment in methodFacts.assignments where !assignment.site.inClosure {
              guard var path = assignment.targetPath?.components else { continue }
              if path.first == "self" { path.removeFirst() }
              guard path.count == 2, path[0] == parent.name, stateNames.contains(path[1]),
                reported.insert(assignment.node.offset).inserted
              else { continue }
              let message = "`\(context.text(of: assignment.target))` is written in `\(method.name)`, which runs on the queue passed to "
                + "`\(call.name)`, not the main thread; SwiftUI state must be written on the main thread."
              var fixes: [Fix] = []
              if context.configuration.swiftLanguageMode == 5 {
                let edit = CoordinatorSupport.wrapInMainAsync(context.editor, assignment.site.statement ?? assignment.node, captureSelf: true)
                fixes.append(Fix(title: "Write it on the main queue", edits: [edit]))
              }
              let related = [RelatedLocation(range: call.node.range, message: "The delegate is called on this queue.")]
              findings.append(finding(assignment.node.range, message, related: related, fixes: fixes))
            }
          }
        }
      }
    }
    return findings
  }

  /// `DispatchQueue(label: …)`, `DispatchQueue.global(…)`, `.global(…)`, or a local or property created so.
  static func isBackgroundQueue(_ node: SyntaxNode, facts: BodyFacts, properties: [PropertyDecl]) -> Bool {
    if isBackgroundQueueConstruction(node) { return true }
    guard var path = node.memberPath else { return false }
    if path.first == "self" { path.removeFirst() }
    guard path.count == 1, let name = path.first else { return false }
    if let binding = facts.bindings.last(where: { $0.name == name }) {
      return binding.value.map(isBackgroundQueueConstruction) ?? false
    }
    if let property = properties.first(where: { $0.name == name }), let value = property.initializer {
      return isBackgroundQueueConstruction(value)
    }
    return false
  }

  static func isBackgroundQueueConstruction(_ node: SyntaxNode) -> Bool {
    guard node.kind == .callExpr, let callee = node.callee, let path = callee.memberPath else { return false }
    if path == ["DispatchQueue"] { return node.arguments.contains { $0.label == "label" } }
    return path == ["DispatchQueue", "global"] || path == ["", "global"]
  }
}
