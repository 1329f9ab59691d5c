/// Hover topics for the representable protocols themselves (HOVER.md row "representable protocols").
/// On the protocol name in a conformance the server appends the live checklist for the type.
enum RepresentableProtocolsTopics {
  static let topics: [HoverTopic] = [
    HoverTopic(
      id: "ui-view-representable",
      title: "UIViewRepresentable",
      area: .representableProtocols,
      matches: [
        SymbolMatch("UIViewRepresentable", .protocolConformance),
        .type("UIViewRepresentable"),
      ],
      body: #"""
        Puts a `UIView` into a SwiftUI hierarchy. Conform a **struct**: SwiftUI traps on a class representable (iOS 16+).
        - Required: `makeUIView(context:)` and `updateUIView(_:context:)`.
        - Optional: `makeCoordinator()`, `static dismantleUIView(_:coordinator:)`, `sizeThatFits(_:uiView:context:)` (iOS 16).
        - Call order: `makeCoordinator()` → `makeUIView` → `updateUIView` (at once, then on every change it reads) → `dismantleUIView` on removal.
        - make builds the view and wires delegates once; update only copies changed state into it.
        - Wrapping a controller (share sheet, picker, composer)? That is `UIViewControllerRepresentable`.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewrepresentable",
      seedSource: "SKILL.md: UIViewRepresentable Protocol, Lifecycle Timing, Review Checklist",
      relatedRules: [
        "missing-requirement", "representable-is-class", "wrong-representable-kind",
        "lifecycle-name-typo", "dismantle-not-static", "native-alternative",
      ]
    ),
    HoverTopic(
      id: "ui-view-controller-representable",
      title: "UIViewControllerRepresentable",
      area: .representableProtocols,
      matches: [
        SymbolMatch("UIViewControllerRepresentable", .protocolConformance),
        .type("UIViewControllerRepresentable"),
      ],
      body: #"""
        Puts a `UIViewController` into SwiftUI. Conform a **struct**.
        - Required: `makeUIViewController(context:)` and `updateUIViewController(_:context:)`.
        - Optional: `makeCoordinator()`, `static dismantleUIViewController(_:coordinator:)`, `sizeThatFits(_:uiViewController:context:)` (iOS 16).
        - Call order: `makeCoordinator()` → make → update (at once, then on every change it reads) → dismantle on removal; make and makeCoordinator run again when the view's identity changes.
        - System modal controllers (mail, message, share, Safari, document camera) are presented with `.sheet` / `.fullScreenCover`; the photo picker can also be embedded and changed while shown (`updatePicker(using:)`, iOS 17).
        - The Coordinator closes mail, message, photo picker, image picker and document camera on every exit (finish, cancel, failure); Safari and the document picker dismiss themselves.
        - Wrapping a plain `UIView`? That is `UIViewRepresentable`.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable",
      seedSource: "SKILL.md: UIViewControllerRepresentable Protocol, Handling Results from Presented Controllers, Review Checklist",
      sources: [
        "https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable",
        "https://developer.apple.com/documentation/photosui/phpickerviewcontroller/updatepicker(using:)",
        "https://developer.apple.com/documentation/safariservices/sfsafariviewcontrollerdelegate/safariviewcontrollerdidfinish(_:)",
        "https://developer.apple.com/documentation/uikit/uidocumentpickerdelegate",
      ],
      relatedRules: [
        "missing-requirement", "representable-is-class", "wrong-representable-kind",
        "dismiss-missing-on-exit-path", "missing-exit-delegate-method", "modal-controller-inline",
      ]
    ),
    HoverTopic(
      id: "ns-view-representable",
      title: "NSViewRepresentable",
      area: .representableProtocols,
      matches: [
        SymbolMatch("NSViewRepresentable", .protocolConformance),
        .type("NSViewRepresentable"),
      ],
      body: #"""
        The macOS counterpart of `UIViewRepresentable`: puts an `NSView` into SwiftUI. Conform a **struct**.
        - Required: `makeNSView(context:)` and `updateNSView(_:context:)`.
        - Optional: `makeCoordinator()`, `static dismantleNSView(_:coordinator:)`, `sizeThatFits(_:nsView:context:)` (macOS 13).
        - Same contract as on iOS: create once in make, copy changed state in update, clean up in dismantle.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/nsviewrepresentable",
      seedSource: "SKILL.md: UIViewRepresentable Protocol (AppKit spelling, RULES.md terms)",
      relatedRules: ["missing-requirement", "representable-is-class", "wrong-representable-kind", "dismantle-not-static"]
    ),
    HoverTopic(
      id: "ns-view-controller-representable",
      title: "NSViewControllerRepresentable",
      area: .representableProtocols,
      matches: [
        SymbolMatch("NSViewControllerRepresentable", .protocolConformance),
        .type("NSViewControllerRepresentable"),
      ],
      body: #"""
        The macOS counterpart of `UIViewControllerRepresentable`: puts an `NSViewController` into SwiftUI. Conform a **struct**.
        - Required: `makeNSViewController(context:)` and `updateNSViewController(_:context:)`.
        - Optional: `makeCoordinator()`, `static dismantleNSViewController(_:coordinator:)`, `sizeThatFits(_:nsViewController:context:)` (macOS 13).
        - Same contract as on iOS: create once in make, copy changed state in update, clean up in dismantle.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/nsviewcontrollerrepresentable",
      seedSource: "SKILL.md: UIViewControllerRepresentable Protocol (AppKit spelling, RULES.md terms)",
      relatedRules: ["missing-requirement", "representable-is-class", "wrong-representable-kind", "dismantle-not-static"]
    ),
    HoverTopic(
      id: "ui-gesture-recognizer-representable",
      title: "UIGestureRecognizerRepresentable",
      area: .representableProtocols,
      matches: [
        SymbolMatch("UIGestureRecognizerRepresentable", .protocolConformance),
        .type("UIGestureRecognizerRepresentable"),
      ],
      body: #"""
        Brings a `UIGestureRecognizer` into SwiftUI as a gesture (iOS 18); attach an instance with `.gesture(_:)`.
        - Required: `makeUIGestureRecognizer(context:)`.
        - Optional: `handleUIGestureRecognizerAction(_:context:)` (SwiftUI installs the target and calls it when the recognizer fires), `updateUIGestureRecognizer(_:context:)`, `makeCoordinator(converter:)`.
        - `context.converter` maps locations into SwiftUI coordinate spaces.
        - Same discipline as views: create the recognizer once in make, copy only changed state in update.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable",
      seedSource: "SKILL.md: UIViewRepresentable Protocol (gesture kind listed in RULES.md terms)",
      relatedRules: ["representable-is-class"]
    ),
  ]
}
