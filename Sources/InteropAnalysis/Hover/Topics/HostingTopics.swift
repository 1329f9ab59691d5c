/// Hover topics for hosting SwiftUI inside UIKit (HOVER.md row "hosting").
enum HostingTopics {
  static let topics: [HoverTopic] = [
    HoverTopic(
      id: "ui-hosting-controller",
      title: "UIHostingController",
      area: .hosting,
      matches: [.type("UIHostingController")],
      body: #"""
        Hosts a SwiftUI view in UIKit. Embedding it as a child takes three steps, in this order:
        1. `addChild(host)`
        2. add `host.view` to your hierarchy and pin it with constraints (after `translatesAutoresizingMaskIntoConstraints = false`)
        3. `host.didMove(toParent: self)`
        - Skip a step and appearance callbacks, trait changes and safe-area propagation misbehave.
        - Size it with constraints or `sizingOptions` (iOS 16), not by setting `host.view.frame`.
        - New data: assign `host.rootView = …`, or pass an `@Observable` model the view observes.
        - Table and collection cells: use `UIHostingConfiguration` (iOS 16), not a hosting controller per cell.
        - The UIKit side has no SwiftUI environment: apply `.environment(…)` to the root view you pass in.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uihostingcontroller",
      seedSource: "SKILL.md: UIHostingController (Basic Embedding, Updating the Root View), DO/DON'T, Review Checklist",
      relatedRules: [
        "hosting-containment", "hosting-frame-layout", "hosting-autoresizing-constraints",
        "hosting-controller-in-cell",
      ]
    ),
    HoverTopic(
      id: "ui-hosting-configuration",
      title: "UIHostingConfiguration",
      area: .hosting,
      matches: [.type("UIHostingConfiguration")],
      body: #"""
        A cell content configuration (iOS 16) that renders SwiftUI inside a `UICollectionViewCell` or `UITableViewCell`: assign it to `cell.contentConfiguration`.
        - No child controller and no containment calls: the cell owns it, and reuse is handled.
        - Set it each time the cell is configured (`cellForItemAt`, `cellForRowAt` or a cell registration handler).
        - Adjust with `.margins(_:_:)`, `.background { … }` and `.minSize(width:height:)`.
        - Cells size themselves when the layout uses estimated sizes.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uihostingconfiguration",
      seedSource: "SKILL.md: UIHostingConfiguration (iOS 16+), Review Checklist",
      relatedRules: ["hosting-controller-in-cell"]
    ),
    HoverTopic(
      id: "hosting-sizing-options",
      title: "UIHostingController.sizingOptions",
      area: .hosting,
      matches: [.member("sizingOptions")],
      body: #"""
        Which UIKit sizes follow the SwiftUI content's ideal size (iOS 16; default: none).
        | option | effect | use for |
        | --- | --- | --- |
        | `.intrinsicContentSize` | the hosting view's `intrinsicContentSize` tracks the content | Auto Layout, self-sizing cells, variable-height sections |
        | `.preferredContentSize` | the controller's `preferredContentSize` tracks the content | popovers, form sheets, containers that ask for it |
        - Each option makes SwiftUI measure the content's ideal size, which costs time: set only what you use.
        - Prefer this to setting `host.view.frame` by hand.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions",
      seedSource: "SKILL.md: Sizing Options (iOS 16+), Auto Layout with UIHostingController",
      relatedRules: ["hosting-frame-layout"]
    ),
    HoverTopic(
      id: "hosting-add-child",
      title: "addChild(_:)",
      area: .hosting,
      matches: [SymbolMatch("addChild", .functionCall), .member("addChild")],
      body: #"""
        Step 1 of 3 of view controller containment: makes the controller (here, a `UIHostingController`) a child, so it gets appearance, trait and safe-area updates.
        - Then add its `view` to your hierarchy and constrain it, then call `child.didMove(toParent: self)`.
        - Removal mirrors it: `child.willMove(toParent: nil)`, `child.view.removeFromSuperview()`, `child.removeFromParent()`.
        - Modal system controllers (Safari, share sheet, composers, photo picker) are presented, never added as children.
        """#,
      docURL: "https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)",
      seedSource: "SKILL.md: Basic Embedding, DO/DON'T (containment dance)",
      relatedRules: ["hosting-containment", "modal-controller-inline"]
    ),
    HoverTopic(
      id: "hosting-did-move",
      title: "didMove(toParent:)",
      area: .hosting,
      matches: [SymbolMatch("didMove", .functionCall), .member("didMove")],
      body: #"""
        Step 3 of 3 of containment, after `addChild(child)` and adding the child's view: tells the child the move is complete.
        - `addChild` already calls `willMove(toParent:)` for you; `didMove(toParent: self)` is yours to call once the view is in place.
        - Without it, the child's containment stays half-done and appearance transitions misfire.
        - Removing: you call `willMove(toParent: nil)`; `removeFromParent()` calls `didMove(toParent: nil)`.
        """#,
      docURL: "https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)",
      seedSource: "SKILL.md: Basic Embedding, DO/DON'T (containment dance)",
      relatedRules: ["hosting-containment"]
    ),
    HoverTopic(
      id: "hosting-root-view",
      title: "UIHostingController.rootView",
      area: .hosting,
      matches: [.member("rootView"), SymbolMatch("rootView", .argumentLabel)],
      body: #"""
        The SwiftUI view a `UIHostingController` displays.
        - Assign `host.rootView = ProfileCard(model: newModel)` to push new UIKit-side data in; SwiftUI diffs the new value against the old.
        - With an `@Observable` model passed once, no reassignment is needed: the view tracks the model.
        - Its type is the controller's generic parameter; content that varies in type needs a container view (or `AnyView`).
        - Apply `.environment(…)` / `.environmentObject(…)` to it: nothing is inherited from UIKit.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview",
      seedSource: "SKILL.md: Updating the Root View",
      relatedRules: []
    ),
  ]
}
