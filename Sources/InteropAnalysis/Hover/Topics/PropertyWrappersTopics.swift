/// Hover topics for SwiftUI property wrappers where interop code uses them (HOVER.md row
/// "property wrappers in a representable").
enum PropertyWrappersTopics {
  static let topics: [HoverTopic] = [
    HoverTopic(
      id: "binding-in-representable",
      title: "@Binding in a representable",
      area: .propertyWrappers,
      matches: [SymbolMatch("Binding", .propertyWrapperAttribute)],
      body: #"""
        The two-way channel between SwiftUI state and the UIKit view.
        - UIKit → SwiftUI: a Coordinator delegate method writes `parent.text = …`; a binding stays live through `parent`.
        - SwiftUI → UIKit: update writes the view only when the value differs, and for text only while no IME composition is open: `if uiView.text != text, uiView.markedTextRange == nil`.
        - An unconditional write costs the caret, the composition and undo. It is not a loop: programmatic text changes do not reach the delegate.
        - Never write it synchronously in make, update or sizeThatFits ("Modifying state during view update"): defer it, e.g. `DispatchQueue.main.async`.
        - One-way events (tapped, submitted, finished) are simpler as a closure property.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/binding",
      seedSource: "SKILL.md: State Synchronization Patterns (@Binding: Two-Way Sync, Closures, Avoiding Update Loops)",
      sources: [
        "https://developer.apple.com/documentation/swiftui/binding",
        "https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange",
        "https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchange(_:)",
      ],
      relatedRules: ["two-way-sync-unguarded", "unguarded-update-assignment", "state-write-in-update"]
    ),
    HoverTopic(
      id: "environment-in-representable",
      title: "@Environment in a representable",
      area: .propertyWrappers,
      matches: [SymbolMatch("Environment", .propertyWrapperAttribute)],
      body: #"""
        Works on a representable (it is a `View`); the value is current whenever make or update runs.
        - In make and update, `context.environment` gives the same values without a property: `context.environment.colorScheme`, `.isEnabled`, `.dynamicTypeSize`.
        - Apply environment-dependent settings in update, not only in make, so the UIKit view follows later changes.
        - `@Environment(\.dismiss)` is how a modal wrapper closes its sheet: the Coordinator calls `parent.dismiss()` on every exit path.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/environment",
      seedSource: "SKILL.md: Environment Values, UIViewControllerRepresentable Protocol, DO/DON'T (dismiss)",
      relatedRules: ["dismiss-missing-on-exit-path", "unguarded-update-assignment"]
    ),
    HoverTopic(
      id: "view-state-wrapper-in-class",
      title: "SwiftUI state wrapper on a class",
      area: .propertyWrappers,
      matches: [
        SymbolMatch("State", .propertyWrapperInClass),
        SymbolMatch("StateObject", .propertyWrapperInClass),
        SymbolMatch("Environment", .propertyWrapperInClass),
        SymbolMatch("EnvironmentObject", .propertyWrapperInClass),
        SymbolMatch("FocusState", .propertyWrapperInClass),
        SymbolMatch("GestureState", .propertyWrapperInClass),
      ],
      body: #"""
        `@State`, `@StateObject`, `@Environment`, `@EnvironmentObject`, `@FocusState` and `@GestureState` work only on the properties of a `View`, where SwiftUI installs their storage.
        - On a class (a Coordinator, a view model) nothing installs them: `@State` keeps its initial value, `@StateObject` makes a new object on each access, `@Environment` reads the default value, `@EnvironmentObject` traps on access, and focus and gesture state never change.
        - In a Coordinator, use plain stored properties and reach SwiftUI through `parent`'s `@Binding`s or callback closures.
        - Shared model state: an `@Observable` class owned by a view (`@State private var model = Model()`).
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/state",
      seedSource: "SKILL.md: DO/DON'T (@State in the Coordinator)",
      sources: [
        "https://developer.apple.com/documentation/swiftui/state",
        "https://developer.apple.com/documentation/swiftui/stateobject",
        "https://developer.apple.com/documentation/swiftui/environmentobject",
      ],
      relatedRules: ["state-in-coordinator"]
    ),
  ]
}
