/// The live review checklist shown on a representable's protocol name in its conformance.
///
/// This file owns the items and their rendering; whether each item passes is computed elsewhere (the
/// rules engine and the interop model) and passed in as values, through `HoverChecklist.evaluate` or
/// by building `ChecklistLine`s directly.
public enum RepresentableChecklistItem: String, Sendable, CaseIterable {
  case viewCreatedInMake
  case delegateSetInMake
  case updateGuarded
  case dismantleCleansUp
  case weakCoordinatorCaptures
  case coordinatorMainActor
  case exitPathsDismiss

  /// The item as the checklist states it (the project's words for the seed's review checklist).
  public var label: String {
    switch self {
    case .viewCreatedInMake: return "View or controller created in make, never in update"
    case .delegateSetInMake: return "Coordinator assigned as delegate in make, not in update"
    case .updateGuarded: return "Writes and calls in update with a visible cost (text, scroll offset, map region, reloads, focus) sit behind a change check"
    case .dismantleCleansUp: return "Registrations that outlive the view (repeating timers, block observers, script handlers) undone in a static dismantle"
    case .weakCoordinatorCaptures: return "Closures stored by objects the Coordinator keeps capture it weakly"
    case .coordinatorMainActor: return "Coordinator isolation fits Swift 6 (a main-actor conformance declared in an extension needs @MainActor)"
    case .exitPathsDismiss: return "Every delegate exit path (finish, cancel, error) closes the sheet"
    }
  }

  /// The rules whose findings make this item fail.
  public var ruleIDs: [String] {
    switch self {
    case .viewCreatedInMake: return ["view-created-in-update"]
    case .delegateSetInMake: return ["delegate-set-in-update", "coordinator-delegate-unassigned", "delegate-to-temporary"]
    case .updateGuarded:
      return ["two-way-sync-unguarded", "unguarded-update-assignment", "unguarded-update-call", "state-write-in-update"]
    case .dismantleCleansUp: return ["missing-dismantle", "dismantle-incomplete", "dismantle-not-static"]
    case .weakCoordinatorCaptures: return ["strong-capture-in-stored-closure"]
    case .coordinatorMainActor: return ["coordinator-not-main-actor"]
    case .exitPathsDismiss: return ["dismiss-missing-on-exit-path", "missing-exit-delegate-method"]
    }
  }
}

/// One line of the live checklist.
public struct ChecklistLine: Sendable, Hashable {
  public enum Status: Sendable, Hashable {
    case pass
    /// Failed, with the ids of the rules that reported it.
    case fail(ruleIDs: [String])
    case notApplicable
    /// None of the item's rules runs (disabled or not written yet): no verdict.
    case notChecked
  }

  public var label: String
  public var status: Status

  public init(label: String, status: Status) {
    self.label = label
    self.status = status
  }
}

public enum HoverChecklist {
  /// Builds the checklist of one representable from values computed elsewhere.
  ///
  /// - Parameters:
  ///   - findingRuleIDs: ids of the rule findings that concern this representable (its declaration, its
  ///     extensions and its Coordinator).
  ///   - notApplicable: items that do not apply to this type (no Coordinator, nothing registered, not a
  ///     modal controller, Swift 5 mode …), as the interop model decides.
  ///   - checkedRuleIDs: the rules that ran; an applicable item none of whose rules ran is `.notChecked`
  ///     (nil: every rule counts as run).
  public static func evaluate(
    findingRuleIDs: [String],
    notApplicable: Set<RepresentableChecklistItem>,
    checkedRuleIDs: Set<String>? = nil
  ) -> [ChecklistLine] {
    let found = Set(findingRuleIDs)
    return RepresentableChecklistItem.allCases.map { item in
      let failing = item.ruleIDs.filter { ruleID in found.contains(ruleID) }
      if !failing.isEmpty { return ChecklistLine(label: item.label, status: .fail(ruleIDs: failing)) }
      if notApplicable.contains(item) { return ChecklistLine(label: item.label, status: .notApplicable) }
      if let checkedRuleIDs, !item.ruleIDs.contains(where: { ruleID in checkedRuleIDs.contains(ruleID) }) {
        return ChecklistLine(label: item.label, status: .notChecked)
      }
      return ChecklistLine(label: item.label, status: .pass)
    }
  }

  /// The checklist as hover text: a heading and one line per item, ✓ / ✗ (rule ids) / n/a / ? (not checked).
  public static func render(_ lines: [ChecklistLine], typeName: String, format: HoverFormat) -> String {
    var output: [String] = []
    switch format {
    case .markdown: output.append("**Checklist for \(typeName)**")
    case .plaintext: output.append("Checklist for \(typeName)")
    }
    output.append("")
    for line in lines {
      let text: String
      switch line.status {
      case .pass:
        text = "✓ " + line.label
      case .notApplicable:
        text = "n/a " + line.label
      case .notChecked:
        text = "? " + line.label + " (not checked)"
      case .fail(let ruleIDs):
        let ids = ruleIDs.map { ruleID in format == .markdown ? "`\(ruleID)`" : ruleID }
        text = "✗ " + line.label + " (" + ids.joined(separator: ", ") + ")"
      }
      // Markdown joins consecutive lines into one paragraph: list items keep them apart.
      output.append(format == .markdown ? "- " + text : text)
    }
    return output.joined(separator: "\n")
  }
}
