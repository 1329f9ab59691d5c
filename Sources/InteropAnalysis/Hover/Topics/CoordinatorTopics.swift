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
        - SwiftUI creates it once through `makeCoordinator()` and keeps it while the view's identity lasts.
        - Make it the delegate in make: update runs again on every change.
        - A closure it stores through something it keeps (a KVO token, a Combine subscription, a `UIAction` on a control it holds) must capture it weakly, or the two never go away.
        - Swift 6: a Coordinator whose own declaration lists a `@MainActor` protocol (UIKit, MapKit, WebKit, PhotosUI delegates) is `@MainActor` by inference. Write `@MainActor` only when that conformance sits in an extension while the methods are in the class body. MessageUI, SafariServices, AVFoundation capture and CoreLocation delegates are not `@MainActor` (capture outputs call back on the queue you pass): a `@MainActor` Coordinator needs `nonisolated` methods that hop to the main actor, or a `@preconcurrency` conformance. With default `MainActor` isolation there is nothing to add.
        - Its `parent` is the struct from creation time: SwiftUI never refreshes it. Assign `context.coordinator.parent = self` in update if you read closures or plain values through it.
        - No `@State` in it: SwiftUI does not manage a class's properties.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator",
      seedSource: "SKILL.md: The Coordinator Pattern (Why Coordinators Exist, Structure, Key Rules 1 and 3), Swift 6.2 Sendable Considerations; seeds/README.md",
      sources: [
        "https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()",
        "https://github.com/swiftlang/swift-evolution/blob/main/proposals/0316-global-actors.md",
        "https://github.com/swiftlang/swift-evolution/blob/main/proposals/0466-control-default-actor-isolation.md",
        "https://developer.apple.com/documentation/uikit/uitextviewdelegate",
        "https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontrollerdelegate",
      ],
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
        - In make, assign it as the delegate (`delegate`, `navigationDelegate`, `mailComposeDelegate`, …). UIKit holds delegates weakly; SwiftUI keeps the Coordinator alive.
        - In update, use it to refresh `parent` (`context.coordinator.parent = self`) and to keep the last value applied to the view.
        - A closure stored by something the Coordinator keeps (a KVO token, a Combine subscription) captures it weakly: `[weak coordinator = context.coordinator]`.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator",
      seedSource: "SKILL.md: The Coordinator Pattern, Key Rules 1 and 3; seeds/README.md",
      sources: [
        "https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator",
        "https://developer.apple.com/documentation/uikit/uitextview/delegate",
      ],
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
        - Live through it: `@Binding` properties (a binding reads and writes its source of truth), and the objects of `@ObservedObject`, `@StateObject` and `@EnvironmentObject`.
        - Frozen at creation: closures (`onSearch`, `onResult`), plain `let` / `var` values and `@Environment` values.
        - Reading those? Declare `var parent` and assign `context.coordinator.parent = self` at the top of update.
        - Writing `parent.text` from a delegate callback is the UIKit → SwiftUI direction; update then writes the view only when the value differs (for text, only while no IME composition is open).
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()",
      seedSource: "seeds/README.md (correction of SKILL.md Key Rules 2); SKILL.md: State Synchronization Patterns",
      sources: [
        "https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()",
        "https://developer.apple.com/documentation/swiftui/binding",
      ],
      relatedRules: ["stale-coordinator-parent", "two-way-sync-unguarded", "state-write-in-update"]
    ),
  ]
}
