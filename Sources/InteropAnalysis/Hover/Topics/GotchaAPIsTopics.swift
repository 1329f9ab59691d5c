/// Hover topics for the APIs that the recipes' gotchas name (HOVER.md row "APIs named in gotchas").
enum GotchaAPIsTopics {
  static let topics: [HoverTopic] = [
    HoverTopic(
      id: "can-send-mail",
      title: "MFMailComposeViewController.canSendMail()",
      area: .gotchaAPIs,
      matches: [.member("canSendMail")],
      body: #"""
        `false` when no account in the Mail app can send (none set up, or Mail removed).
        - Call it before presenting the composer, in the action that sets the sheet flag; not in make, which must return a controller.
        - When it is `false`, don't present the composer: it cannot send. Offer a `mailto:` link or a copyable address instead.
        """#,
      docURL: "https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/cansendmail()",
      seedSource: "recipes: 6. MFMailComposeViewController Wrapper, Gotchas (004 wording)",
      relatedRules: ["can-send-check-missing"]
    ),
    HoverTopic(
      id: "can-send-text",
      title: "MFMessageComposeViewController.canSendText()",
      area: .gotchaAPIs,
      matches: [.member("canSendText")],
      body: #"""
        `false` on the Simulator and on devices that cannot send iMessage or SMS.
        - Call it before presenting the message composer, where the sheet flag is set; never in make.
        - When it is `false`, hide or disable the action, or offer another channel; test the composer on a device.
        - Attachments need their own check: `canSendAttachments()`.
        """#,
      docURL: "https://developer.apple.com/documentation/messageui/mfmessagecomposeviewcontroller/cansendtext()",
      seedSource: "recipes: 11. MFMessageComposeViewController Wrapper, Gotchas (004 wording)",
      relatedRules: ["can-send-check-missing"]
    ),
    HoverTopic(
      id: "can-send-attachments",
      title: "MFMessageComposeViewController.canSendAttachments()",
      area: .gotchaAPIs,
      matches: [.member("canSendAttachments")],
      body: #"""
        Whether the device and carrier accept attachments in messages (MMS or iMessage).
        - Call it before `addAttachmentData(_:typeIdentifier:filename:)`; when it is `false`, send the text alone.
        - It does not replace `canSendText()`, which must pass first.
        """#,
      docURL: "https://developer.apple.com/documentation/messageui/mfmessagecomposeviewcontroller/cansendattachments()",
      seedSource: "recipes: 11. MFMessageComposeViewController Wrapper, Gotchas",
      relatedRules: ["can-send-check-missing"]
    ),
    HoverTopic(
      id: "become-first-responder",
      title: "becomeFirstResponder()",
      area: .gotchaAPIs,
      matches: [.member("becomeFirstResponder"), SymbolMatch("becomeFirstResponder", .functionCall)],
      body: #"""
        Gives the view keyboard focus. In `updateUIView` it runs on **every** state change.
        - Guard it: `if isFocused, !uiView.isFirstResponder, uiView.window != nil`; resign with `if !isFocused, uiView.isFirstResponder`.
        - Not in make, and the first update may also run before the view is in a window, where the call does nothing: check `window != nil` (or request focus from `didMoveToWindow`).
        - The begin-editing callback it triggers runs inside update: a focus binding written there must be written asynchronously.
        """#,
      docURL: "https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()",
      seedSource: "recipes: 3. UITextView Wrapper, Gotchas (first responder management)",
      sources: [
        "https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()",
        "https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder",
      ],
      relatedRules: ["unguarded-update-call"]
    ),
    HoverTopic(
      id: "shows-cancel-button",
      title: "UISearchBar.showsCancelButton",
      area: .gotchaAPIs,
      matches: [.member("showsCancelButton")],
      body: #"""
        A standalone `UISearchBar` never shows or hides Cancel on its own: `showsCancelButton` defaults to `false`, is ignored on iPad, and is the only way a bare bar shows Cancel.
        - The automatic show-while-searching behaviour belongs to `UISearchController.automaticallyShowsCancelButton` (iOS 13); setting `showsCancelButton` turns it off.
        - Driving it from state in update is fine: write it behind a `!=` check, with `setShowsCancelButton(_:animated:)` to animate.
        """#,
      docURL: "https://developer.apple.com/documentation/uikit/uisearchbar/showscancelbutton",
      seedSource: "recipes: 8. UISearchBar Wrapper, Gotchas (cancel button state)",
      sources: [
        "https://developer.apple.com/documentation/uikit/uisearchbar/showscancelbutton",
        "https://developer.apple.com/documentation/uikit/uisearchbar/setshowscancelbutton(_:animated:)",
        "https://developer.apple.com/documentation/uikit/uisearchcontroller/automaticallyshowscancelbutton",
      ],
      relatedRules: ["cancel-button-in-update"]
    ),
    HoverTopic(
      id: "set-region",
      title: "MKMapView.setRegion(_:animated:)",
      area: .gotchaAPIs,
      matches: [.member("setRegion")],
      body: #"""
        Moves the map; `mapView(_:regionDidChangeAnimated:)` then reports the change, programmatic ones too.
        - If that callback writes a region binding, an unguarded `setRegion` in update echoes: update → move → delegate → binding → update, and the user's pan snaps back.
        - MapKit fits the region to the view (`regionThatFits(_:)`), so the region read back seldom equals the one set: call it only when centre or span differ by more than a small fraction of the span.
        """#,
      docURL: "https://developer.apple.com/documentation/mapkit/mkmapview/setregion(_:animated:)",
      seedSource: "recipes: 2. MKMapView Wrapper, Gotchas (region update loops)",
      sources: [
        "https://developer.apple.com/documentation/mapkit/mkmapview/setregion(_:animated:)",
        "https://developer.apple.com/documentation/mapkit/mkmapview/regionthatfits(_:)",
        "https://developer.apple.com/documentation/mapkit/mkmapviewdelegate/mapview(_:regiondidchangeanimated:)",
      ],
      relatedRules: ["unguarded-update-call", "two-way-sync-unguarded"]
    ),
    HoverTopic(
      id: "add-annotations",
      title: "MKMapView.addAnnotations(_:)",
      area: .gotchaAPIs,
      matches: [.member("addAnnotations"), .member("addAnnotation")],
      body: #"""
        Adds the annotation objects passed. Objects re-created for the same places on each update therefore become duplicate pins.
        - Keep annotation objects stable between updates, and diff by identity (or your own id) against `uiView.annotations`: remove what is gone, add what is new.
        - Leave `MKUserLocation` out when reading `uiView.annotations`.
        """#,
      docURL: "https://developer.apple.com/documentation/mapkit/mkmapview/addannotations(_:)",
      seedSource: "recipes: 2. MKMapView Wrapper, Gotchas (annotation diffing)",
      sources: [
        "https://developer.apple.com/documentation/mapkit/mkmapview/addannotations(_:)",
        "https://developer.apple.com/documentation/mapkit/mkmapview/annotations",
      ],
      relatedRules: ["map-annotations-not-diffed"]
    ),
    HoverTopic(
      id: "layer-class",
      title: "UIView.layerClass",
      area: .gotchaAPIs,
      matches: [SymbolMatch("layerClass", .memberDeclaration), .member("layerClass")],
      body: #"""
        The class of a view's backing layer. Override it (`override class var layerClass: AnyClass`) to return `AVCaptureVideoPreviewLayer.self` and the preview becomes the view's own layer.
        - The layer then follows the view's bounds, rotation and animations without `layoutSubviews` code.
        - Reach it by casting: `layer as? AVCaptureVideoPreviewLayer`.
        - The alternative, `addSublayer` of a separate preview layer, needs its frame updated on every layout.
        """#,
      docURL: "https://developer.apple.com/documentation/uikit/uiview/layerclass",
      seedSource: "recipes: 4. AVCaptureVideoPreviewLayer Wrapper, Gotchas (layerClass)",
      relatedRules: ["preview-layer-as-sublayer"]
    ),
    HoverTopic(
      id: "video-rotation-angle",
      title: "AVCaptureConnection.videoRotationAngle",
      area: .gotchaAPIs,
      matches: [.member("videoRotationAngle")],
      body: #"""
        The rotation, in degrees (0, 90, 180, 270), applied to the video on a connection (iOS 17; replaces the deprecated `videoOrientation`).
        - For a preview, set it on `previewLayer.connection` when the interface rotates, if your UI supports rotation.
        - Check `isVideoRotationAngleSupported(_:)` before setting it; `AVCaptureDevice.RotationCoordinator` (iOS 17) computes the right angles for preview and capture.
        """#,
      docURL: "https://developer.apple.com/documentation/avfoundation/avcaptureconnection/videorotationangle",
      seedSource: "recipes: 4. AVCaptureVideoPreviewLayer Wrapper, Gotchas (orientation)",
      relatedRules: []
    ),
    HoverTopic(
      id: "pdf-view-page-changed",
      title: "Notification.Name.PDFViewPageChanged",
      area: .gotchaAPIs,
      matches: [SymbolMatch("PDFViewPageChanged", .implicitMember), .member("PDFViewPageChanged")],
      body: #"""
        Posted by a `PDFView` (the notification's object) when its current page changes; PDFKit has no delegate method for it.
        - Register in make with `NotificationCenter`, `object:` set to that view, and read `currentPage` in the handler.
        - Remove the observer in `static dismantleUIView`; a block-based observer stays registered, with all its closure captures, until its token is removed.
        - Write the page index to the binding only when it changed, so update's `go(to:)` does not echo it.
        """#,
      docURL: "https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct/pdfviewpagechanged",
      seedSource: "recipes: 10. PDFView Wrapper, PDFView with Page Navigation, Gotchas (page change notifications)",
      relatedRules: ["missing-dismantle", "dismantle-incomplete"]
    ),
    HoverTopic(
      id: "auto-scales",
      title: "PDFView.autoScales",
      area: .gotchaAPIs,
      matches: [.member("autoScales")],
      body: #"""
        When `true`, the view scales the page to fit and keeps it fitted as the view resizes (default `false`).
        - Leave it off when the reader should start at a zoom level you choose with `scaleFactor`.
        - In update, assign it only when it differs from the view's current value.
        """#,
      docURL: "https://developer.apple.com/documentation/pdfkit/pdfview/autoscales",
      seedSource: "recipes: 10. PDFView Wrapper, Gotchas (autoScales)",
      relatedRules: ["unguarded-update-assignment"]
    ),
    HoverTopic(
      id: "popover-presentation-controller",
      title: "popoverPresentationController",
      area: .gotchaAPIs,
      matches: [.member("popoverPresentationController")],
      body: #"""
        On iPad a `UIActivityViewController` appears as a popover and needs an anchor: set `sourceView` (with `sourceRect`), `sourceItem` (iOS 16) or `barButtonItem` before `present(_:animated:)`, or the app crashes.
        - On iPhone the anchor is ignored, so setting it unconditionally is safe.
        - Wrapped in a representable and shown with SwiftUI's `.sheet`, no anchor is needed.
        """#,
      docURL: "https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller",
      seedSource: "recipes: 7. UIActivityViewController Wrapper, Gotchas (iPad popover)",
      relatedRules: ["activity-popover-source"]
    ),
    HoverTopic(
      id: "load-object",
      title: "NSItemProvider.loadObject(ofClass:completionHandler:)",
      area: .gotchaAPIs,
      matches: [.member("loadObject")],
      body: #"""
        Loads a picker result (e.g. a `UIImage`) asynchronously; the completion handler runs on a background queue.
        - Hop to the main actor before writing a binding or touching UI.
        - For async/await, wrap it in `withCheckedContinuation` and resume exactly once on every path; check `canLoadObject(ofClass:)` first.
        - Start loading after dismissing the picker, so the picker does not wait on large files.
        """#,
      docURL: "https://developer.apple.com/documentation/foundation/nsitemprovider/loadobject(ofclass:completionhandler:)",
      seedSource: "recipes: 5. PHPickerViewController Wrapper, Gotchas (async image loading)",
      relatedRules: []
    ),
    HoverTopic(
      id: "proposed-view-size",
      title: "ProposedViewSize",
      area: .gotchaAPIs,
      matches: [.type("ProposedViewSize")],
      body: #"""
        The size SwiftUI offers a view during layout (iOS 16); `sizeThatFits` receives it. `width` and `height` are optional.
        - `nil` asks for the ideal size in that dimension, `0` for the minimum, `.infinity` for the maximum; any other number is the space on offer.
        - Replace `nil` before measuring a UIKit view: `proposal.width ?? fallback`, or `proposal.replacingUnspecifiedDimensions(by:)`.
        - Returning `nil` from `sizeThatFits` keeps SwiftUI's default, based on `intrinsicContentSize`.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/proposedviewsize",
      seedSource: "SKILL.md: Optional: sizeThatFits (iOS 16+), Sizing and Layout",
      relatedRules: ["size-that-fits-availability", "size-that-fits-signature"]
    ),
    HoverTopic(
      id: "intrinsic-content-size",
      title: "intrinsicContentSize",
      area: .gotchaAPIs,
      matches: [
        .member("intrinsicContentSize"),
        SymbolMatch("intrinsicContentSize", .implicitMember),
        SymbolMatch("intrinsicContentSize", .memberDeclaration),
      ],
      body: #"""
        The natural size a `UIView` reports to Auto Layout; SwiftUI takes it as a wrapped view's ideal size.
        - Without modifiers, how far the view grows or shrinks past it follows its content hugging and compression resistance priorities.
        - `.fixedSize()` pins the view to it in both axes, `.fixedSize(horizontal:vertical:)` in one; `.frame(…)` replaces the proposal.
        - When your view's content changes its natural size, call `invalidateIntrinsicContentSize()` so layout asks again.
        - `sizeThatFits(_:uiView:context:)` (iOS 16) overrides it for a representable.
        - Hosting: `sizingOptions = [.intrinsicContentSize]` makes a `UIHostingController`'s view report its SwiftUI content this way.
        """#,
      docURL: "https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize",
      seedSource: "SKILL.md: Sizing and Layout (intrinsicContentSize Bridging, fixedSize() and frame() Interactions), Sizing Options",
      relatedRules: []
    ),
    HoverTopic(
      id: "fixed-size",
      title: "fixedSize()",
      area: .gotchaAPIs,
      matches: [.member("fixedSize"), SymbolMatch("fixedSize", .implicitMember)],
      body: #"""
        Proposes `nil` (the ideal size) in both axes, so a representable takes its `intrinsicContentSize`, or what `sizeThatFits` answers for a `nil` proposal, and stops flexing.
        - `.fixedSize(horizontal: true, vertical: false)` fixes one axis and leaves the other flexible.
        - A multi-line `UITextView` or `UILabel` reports a one-line or no ideal width: fix only the vertical axis, or size it in `sizeThatFits` for the proposed width.
        - `.frame(width:height:)` instead sets the size proposed to the UIKit view.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/view/fixedsize()",
      seedSource: "SKILL.md: Sizing and Layout (fixedSize() and frame() Interactions)",
      relatedRules: []
    ),
    HoverTopic(
      id: "context-environment",
      title: "context.environment",
      area: .gotchaAPIs,
      matches: [SymbolMatch("environment", .contextEnvironment)],
      body: #"""
        The SwiftUI environment at this representable, in make, update and `sizeThatFits`: `context.environment.colorScheme`, `.isEnabled`, `.dynamicTypeSize`, `.locale`, your own keys.
        - Read it in update, not only in make: update runs again when the environment changes, and the UIKit view must follow.
        - Assign what you derive from it behind a change check, like any other update assignment.
        """#,
      docURL: "https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment",
      seedSource: "SKILL.md: Environment Values, Review Checklist",
      relatedRules: ["unguarded-update-assignment"]
    ),
  ]
}
