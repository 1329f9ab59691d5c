/// Hover topics for the representable lifecycle methods (HOVER.md row "lifecycle methods").
/// Each matches the method's name where it is declared in a representable, or called there; the AppKit
/// spelling shares the topic because its contract is the same.
enum LifecycleMethodsTopics {
  private static func lifecycle(_ names: String...) -> [SymbolMatch] {
    var matches: [SymbolMatch] = []
    for name in names {
      matches.append(SymbolMatch(name, .lifecycleMethodDeclaration))
      matches.append(SymbolMatch(name, .lifecycleMethodCall))
    }
    return matches
  }

  static let topics: [HoverTopic] = [
    HoverTopic(
      id: "make-ui-view",
      title: "makeUIView(context:)",
      area: .lifecycleMethods,
      matches: lifecycle("makeUIView", "makeNSView"),
      body: #"""
        Called **once**, when the representable first appears (right after `makeCoordinator()`), to create the `UIView`. Never called again for that view.
        - Belongs here: creating the view, one-time configuration, `delegate` / `dataSource` = `context.coordinator`, targets and observers (undone in `dismantleUIView`).
        - Return the view you configured: SwiftUI hands that same instance to every `updateUIView`.
        - Never here: writing `@State` / `@Binding` synchronously (state change during a view update), or a throwaway delegate object (UIKit holds delegates weakly).
        - State that changes later belongs in update too, or the view keeps its first value.
        - macOS: `makeNSView(context:)`, same contract.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)",
      seedSource: "SKILL.md: Lifecycle Timing, Key Rules 1, DO/DON'T",
      relatedRules: [
        "view-created-in-update", "coordinator-delegate-unassigned", "missing-dismantle",
        "state-write-in-update", "delegate-to-temporary",
      ]
    ),
    HoverTopic(
      id: "update-ui-view",
      title: "updateUIView(_:context:)",
      area: .lifecycleMethods,
      matches: lifecycle("updateUIView", "updateNSView"),
      body: #"""
        Called right after `makeUIView`, then **every time** something it depends on changes: a `@Binding`, `@State`, the environment, an observed model, or a new value of the struct's properties.
        - Compare before writing: `if uiView.text != text { … }`; compare reference values by identity (`!==`).
        - Re-setting text moves the caret, resets the selection, ends an IME composition and clears undo. A programmatic change does not call `textViewDidChange(_:)`, so text does not loop.
        - Real echo loops come from the map region, `contentOffset` and `PDFView.go(to:)`, whose delegate callbacks (for PDFView, the page-changed notification) report programmatic changes too.
        - Never here: creating the view, unconditional `load(_:)`, `setRegion(_:animated:)` or `becomeFirstResponder()`, synchronous writes to `@State` / `@Binding`.
        - If the Coordinator reads closures or plain values through `parent`, refresh it first: `context.coordinator.parent = self` (SwiftUI does not).
        - macOS: `updateNSView(_:context:)`, same contract.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)",
      seedSource: "SKILL.md: Lifecycle Timing, Avoiding Update Loops, DO/DON'T; seeds/README.md (parent correction)",
      sources: [
        "https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)",
        "https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchange(_:)",
        "https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange",
        "https://developer.apple.com/documentation/mapkit/mkmapviewdelegate/mapview(_:regiondidchangeanimated:)",
      ],
      relatedRules: [
        "view-created-in-update", "delegate-set-in-update", "two-way-sync-unguarded",
        "unguarded-update-assignment", "unguarded-update-call", "state-write-in-update",
        "stale-coordinator-parent", "reference-compared-by-value", "cancel-button-in-update",
        "map-annotations-not-diffed",
      ]
    ),
    HoverTopic(
      id: "dismantle-ui-view",
      title: "dismantleUIView(_:coordinator:)",
      area: .lifecycleMethods,
      matches: lifecycle("dismantleUIView", "dismantleNSView"),
      body: #"""
        Called when SwiftUI removes the view: the place to undo what outlives it.
        - Must be declared `static func dismantleUIView(_ uiView: V, coordinator: Coordinator)`. Without `static` it is an ordinary method that SwiftUI never calls.
        - Undo here: repeating timers and display links (the run loop keeps them), block-based `NotificationCenter` observers (the center keeps the block until the token is removed), script message handlers, tokens stored outside the Coordinator.
        - Not needed: KVO and Combine tokens the Coordinator owns (they end with it), and selector-based observers (since iOS 9 the center stops messaging a deallocated observer).
        - There is no `self` (it is static): reach stored state through the `coordinator` parameter.
        - macOS: `dismantleNSView(_:coordinator:)`.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)",
      seedSource: "SKILL.md: Optional: dismantleUIView, DO/DON'T; recipes: WKWebView and PDFView gotchas",
      sources: [
        "https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)",
        "https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)",
        "https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:)",
        "https://developer.apple.com/documentation/foundation/timer/invalidate()",
      ],
      relatedRules: ["missing-dismantle", "dismantle-incomplete", "dismantle-not-static", "script-handler-after-webview"]
    ),
    HoverTopic(
      id: "make-ui-view-controller",
      title: "makeUIViewController(context:)",
      area: .lifecycleMethods,
      matches: lifecycle("makeUIViewController", "makeNSViewController"),
      body: #"""
        Called **once**, when the representable appears (right after `makeCoordinator()`), to create the controller; SwiftUI keeps that instance while the representable lives.
        - Belongs here: creating and configuring the controller and pointing its delegate at `context.coordinator` (the composers use `mailComposeDelegate` / `messageComposeDelegate`).
        - Never here: the `canSendMail()` / `canSendText()` check (make must return a controller): check before presenting the sheet.
        - Never here: synchronous writes to `@State` / `@Binding`.
        - macOS: `makeNSViewController(context:)`.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)",
      seedSource: "SKILL.md: UIViewControllerRepresentable Protocol, Key Rules 1; recipes: MFMailCompose, MFMessageCompose",
      relatedRules: [
        "coordinator-delegate-unassigned", "can-send-check-missing", "state-write-in-update",
        "delegate-to-temporary",
      ]
    ),
    HoverTopic(
      id: "update-ui-view-controller",
      title: "updateUIViewController(_:context:)",
      area: .lifecycleMethods,
      matches: lifecycle("updateUIViewController", "updateNSViewController"),
      body: #"""
        Called right after make, then every time state the representable reads changes.
        - Most system modal controllers (mail, message, Safari, share sheet, document camera) take no changes once shown: to show other content, dismiss and present a new one.
        - The photo picker accepts changes while shown from iOS 17: `updatePicker(using:)` with a `PHPickerConfiguration.Update` (for example a new selection limit).
        - Your own controllers: copy changed state in, each write behind a check.
        - Never here: creating a controller, synchronous writes to `@State` / `@Binding`.
        - macOS: `updateNSViewController(_:context:)`.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)",
      seedSource: "SKILL.md: UIViewControllerRepresentable Protocol; recipes: PHPicker, MFMailCompose, SFSafariViewController gotchas",
      sources: [
        "https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)",
        "https://developer.apple.com/documentation/photosui/phpickerviewcontroller/updatepicker(using:)",
        "https://developer.apple.com/documentation/photosui/phpickerconfiguration-swift.struct/update",
      ],
      relatedRules: [
        "view-created-in-update", "delegate-set-in-update", "unguarded-update-assignment",
        "state-write-in-update", "stale-coordinator-parent",
      ]
    ),
    HoverTopic(
      id: "dismantle-ui-view-controller",
      title: "dismantleUIViewController(_:coordinator:)",
      area: .lifecycleMethods,
      matches: lifecycle("dismantleUIViewController", "dismantleNSViewController"),
      body: #"""
        Called when the controller leaves the hierarchy: undo what make or the Coordinator registered (observers, timers, subscriptions).
        - Must be `static func dismantleUIViewController(_:coordinator:)`; an instance method of that name is never called.
        - Don't dismiss the controller here: SwiftUI is already removing it.
        - macOS: `dismantleNSViewController(_:coordinator:)`.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)",
      seedSource: "SKILL.md: Lifecycle Timing, DO/DON'T",
      relatedRules: ["missing-dismantle", "dismantle-incomplete", "dismantle-not-static"]
    ),
    HoverTopic(
      id: "size-that-fits",
      title: "sizeThatFits(_:uiView:context:)",
      area: .lifecycleMethods,
      matches: [SymbolMatch("sizeThatFits", .lifecycleMethodDeclaration)],
      body: #"""
        Optional (iOS 16 / macOS 13): SwiftUI calls it during layout with a `ProposedViewSize` to ask the wrapped view's size.
        - Return `nil` to keep the default sizing (from `intrinsicContentSize`), or a `CGSize` to decide yourself.
        - A `nil` width or height in the proposal asks for the ideal size in that dimension; `.infinity` asks for the maximum.
        - The second label names the kind: `uiView:` (view), `uiViewController:` (controller), `nsView:` / `nsViewController:` on macOS.
        - Deployment target below iOS 16: mark it `@available(iOS 16.0, *)`.
        - Keep it cheap and free of side effects: layout may call it several times per pass.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)",
      seedSource: "SKILL.md: Optional: sizeThatFits (iOS 16+), Sizing and Layout",
      relatedRules: ["size-that-fits-availability", "size-that-fits-signature", "state-write-in-update"]
    ),
    HoverTopic(
      id: "make-coordinator",
      title: "makeCoordinator()",
      area: .lifecycleMethods,
      matches: lifecycle("makeCoordinator"),
      body: #"""
        Called **once**, before make, to create the Coordinator; SwiftUI keeps it and passes it as `context.coordinator` to make and update, and as `coordinator` to dismantle.
        - Return a new instance, e.g. `Coordinator(self)`; never a shared or stored object.
        - The default implementation exists only when `Coordinator` is `Void`: declaring a Coordinator type requires this method.
        - The `self` passed in is a snapshot: SwiftUI never refreshes the Coordinator's `parent` afterwards.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()",
      seedSource: "SKILL.md: Lifecycle Timing, The Coordinator Pattern; seeds/README.md (parent correction)",
      relatedRules: ["coordinator-without-make", "stale-coordinator-parent", "lifecycle-name-typo"]
    ),
  ]
}
