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
        2. add `host.view` to your hierarchy and size it
        3. `host.didMove(toParent: self)`
        - Size it with constraints (after `translatesAutoresizingMaskIntoConstraints = false`), a flexible `autoresizingMask`, or a frame set in a layout pass; `sizingOptions` (iOS 16) lets the content's ideal size drive it.
        - Trait-based environment values (color scheme, Dynamic Type, size classes, layout direction) follow UIKit's traits; environment objects and custom keys do not cross: apply them to `rootView`.
        - The hosted content applies safe areas and keyboard avoidance itself, which doubles up inside scroll views and cells: `safeAreaRegions` (iOS 16.4).
        - Its view has an opaque system background by default: set `host.view.backgroundColor = .clear` to overlay.
        - Table and collection cells: `UIHostingConfiguration` (iOS 16).
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uihostingcontroller",
      seedSource: "SKILL.md: UIHostingController (Basic Embedding, Updating the Root View), DO/DON'T, Review Checklist",
      sources: [
        "https://developer.apple.com/documentation/swiftui/uihostingcontroller",
        "https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions",
        "https://developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)",
      ],
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
        - Then add its `view` to your hierarchy and size it, then call `child.didMove(toParent: self)`.
        - Removal mirrors it: `child.willMove(toParent: nil)`, `child.view.removeFromSuperview()`, `child.removeFromParent()`.
        - System modal controllers (Safari, share sheet, composers) are presented, not added as children; the photo picker can be embedded as a child from iOS 17.
        """#,
      docURL: "https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)",
      seedSource: "SKILL.md: Basic Embedding, DO/DON'T (containment dance)",
      sources: [
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()",
        "https://developer.apple.com/documentation/photosui/phpickerconfiguration-swift.struct/mode-swift.property",
      ],
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
        - Assigning a new root view refreshes the content: `host.rootView = ProfileCard(model: newModel)`.
        - With an `@Observable` model passed once, no reassignment is needed: the view tracks the model.
        - Its type is the controller's generic parameter; content that varies in type needs a container view (or `AnyView`).
        - Environment objects and custom environment keys do not cross from UIKit: apply `.environmentObject(…)` / `.environment(…)` to the root view. Trait-based values (color scheme, Dynamic Type, size classes, layout direction) come from UIKit.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview",
      seedSource: "SKILL.md: Updating the Root View",
      sources: [
        "https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview",
        "https://developer.apple.com/documentation/swiftui/view/environmentobject(_:)",
      ],
      relatedRules: []
    ),
  ]
}
