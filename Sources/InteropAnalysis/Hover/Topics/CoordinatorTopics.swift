/// Hover topics for the Coordinator pattern (HOVER.md row "coordinator").
///
/// The seed skill claims that SwiftUI refreshes the Coordinator's `parent`; it does not (seeds/README.md),
/// and these topics say so.
enum CoordinatorTopics {
  static let topics: [HoverTopic] = [
    HoverTopic(
      id: "coordinator-type",
      title: "Coordinator",
      area: .coordinator,
      matches: [SymbolMatch("Coordinator", .coordinatorTypeName)],
      body: #"""
        The representable's reference-type helper: UIKit delegates, data sources and target-action need a class, and the representable is a struct.
        - Declare `final class Coordinator: NSObject, <SomeDelegate>` (NSObject for Objective-C protocols), nested in the representable or in an extension.
        - SwiftUI creates it once through `makeCoordinator()` and keeps it for the representable's lifetime.
        - Make it the delegate in make, never in update.
        - Closures that UIKit stores (KVO, notification blocks, timers, `UIAction`) capture it weakly: `[weak self]` inside it, `[weak coordinator]` outside.
        - Swift 6: mark it `@MainActor`; the UIKit delegate protocols it adopts are main-actor isolated.
        - Its `parent` is the struct from creation time: SwiftUI never refreshes it. Assign `context.coordinator.parent = self` in update if you read closures or plain values through it.
        - No `@State` in it: SwiftUI does not manage a class's properties.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator",
      seedSource: "SKILL.md: The Coordinator Pattern (Why Coordinators Exist, Structure, Key Rules 1 and 3), Swift 6.2 Sendable Considerations; seeds/README.md",
      relatedRules: [
        "coordinator-not-class", "coordinator-missing-nsobject", "coordinator-not-main-actor",
        "coordinator-without-make", "strong-capture-in-stored-closure", "state-in-coordinator",
        "stale-coordinator-parent",
      ]
    ),
    HoverTopic(
      id: "context-coordinator",
      title: "context.coordinator",
      area: .coordinator,
      matches: [SymbolMatch("coordinator", .contextCoordinator)],
      body: #"""
        The Coordinator SwiftUI made with `makeCoordinator()`: the same object in make and update, and the `coordinator` parameter of dismantle.
        - In make, assign it as the delegate (`delegate`, `navigationDelegate`, `mailComposeDelegate`, …). UIKit holds delegates weakly; the Coordinator is kept alive by SwiftUI.
        - In update, use it to refresh `parent` (`context.coordinator.parent = self`), not to reassign delegates.
        - In closures UIKit keeps, capture it weakly: `[weak coordinator = context.coordinator]`.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator",
      seedSource: "SKILL.md: The Coordinator Pattern, Key Rules 1 and 3; seeds/README.md",
      relatedRules: [
        "coordinator-delegate-unassigned", "delegate-set-in-update", "coordinator-without-make",
        "strong-capture-in-stored-closure", "stale-coordinator-parent",
      ]
    ),
    HoverTopic(
      id: "coordinator-parent",
      title: "parent (in a Coordinator)",
      area: .coordinator,
      matches: [SymbolMatch("parent", .parentInCoordinator)],
      body: #"""
        Your own stored property: a **copy** of the representable struct, passed to the Coordinator's `init` in `makeCoordinator()`.
        - SwiftUI does **not** update it. The Coordinator is created once; later struct values only reach update.
        - Live through it: `@Binding` properties, because a binding reads and writes its source of truth.
        - Frozen at creation: closures (`onSearch`, `onResult`) and plain `let` / `var` values.
        - Reading those? Declare `var parent` and assign `context.coordinator.parent = self` at the top of update.
        - Writing `parent.someBinding` in a delegate callback is the UIKit → SwiftUI direction; update must compare before writing back, or the two loop.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()",
      seedSource: "seeds/README.md (correction of SKILL.md Key Rules 2); SKILL.md: State Synchronization Patterns",
      relatedRules: ["stale-coordinator-parent", "two-way-sync-unguarded", "state-write-in-update"]
    ),
  ]
}
