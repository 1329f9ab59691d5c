/// Hover topics for the UIKit types the recipes wrap (HOVER.md row "wrapped types"): which representable
/// kind wraps each, the recipe's gotchas, and the native SwiftUI alternative with its first OS version.
enum WrappedTypesTopics {
  static let topics: [HoverTopic] = [
    HoverTopic(
      id: "wk-web-view",
      title: "WKWebView",
      area: .wrappedTypes,
      matches: [.type("WKWebView")],
      body: #"""
        A `UIView` (WebKit): wrap it with `UIViewRepresentable`.
        - Create it once in make, from a `WKWebViewConfiguration`. Built in update it is expensive and loses history and scroll position every time.
        - Add `WKScriptMessageHandler`s to the configuration's `userContentController` before creating the web view, and remove them in dismantle: the content controller retains its handlers (a Coordinator registered there is never freed).
        - KVO (`isLoading`, `canGoBack`, `estimatedProgress`): keep the `NSKeyValueObservation`s and invalidate them in dismantle.
        - In update, load only when the URL really changed: `if uiView.url != url`.
        - Set `navigationDelegate` / `uiDelegate` to the Coordinator in make.
        - Native alternative: `WebView` with `WebPage` (WebKit for SwiftUI, iOS 26).
        """#,
      docURL: "https://developer.apple.com/documentation/webkit/wkwebview",
      seedSource: "recipes (000): 1. WKWebView Wrapper, Gotchas; recipes (004): note on native WebView (iOS 26)",
      relatedRules: [
        "view-created-in-update", "missing-dismantle", "script-handler-after-webview",
        "unguarded-update-call", "delegate-set-in-update", "native-alternative",
      ]
    ),
    HoverTopic(
      id: "mk-map-view",
      title: "MKMapView",
      area: .wrappedTypes,
      matches: [.type("MKMapView")],
      body: #"""
        A `UIView` (MapKit): wrap it with `UIViewRepresentable`; set `delegate` to the Coordinator in make.
        - Region loop: the delegate writes the region binding, the binding re-runs update, `setRegion` moves the map, the delegate fires again. Call `setRegion` only when the centre moved more than a small threshold.
        - Annotations: diff what is on the map against what you want and `removeAnnotations` / `addAnnotations` only the difference; re-adding on every update piles up duplicates.
        - Assign `mapType` and other properties behind change checks.
        - Native alternative: `Map` with a content builder (`Marker`, `Annotation`, `MapPolyline`) and `MapCameraPosition` (iOS 17). Keep MKMapView for delegate-level control such as custom overlay renderers or clustering.
        """#,
      docURL: "https://developer.apple.com/documentation/mapkit/mkmapview",
      seedSource: "recipes: 2. MKMapView Wrapper (004: 1.), Gotchas",
      relatedRules: [
        "unguarded-update-call", "unguarded-update-assignment", "two-way-sync-unguarded",
        "map-annotations-not-diffed", "native-alternative",
      ]
    ),
    HoverTopic(
      id: "ui-text-view",
      title: "UITextView",
      area: .wrappedTypes,
      matches: [.type("UITextView")],
      body: #"""
        A `UIView` (UIKit): wrap it with `UIViewRepresentable`, the Coordinator as `UITextViewDelegate`.
        - Compare before assigning `text` / `attributedText` in update: every keystroke writes the binding and re-runs update, and an unconditional assignment replaces the whole text, resetting the selection.
        - Focus: call `becomeFirstResponder()` only when a focus binding asks for it and the view is not already first responder, or it steals focus from other fields.
        - Height: answer `sizeThatFits(_:uiView:context:)` (iOS 16) with the fitting height for the proposed width.
        - Native alternative: `TextEditor` bound to an `AttributedString` (iOS 26); plain-text `TextEditor` since iOS 14. Keep UITextView for `NSAttributedString` or delegate-level control.
        """#,
      docURL: "https://developer.apple.com/documentation/uikit/uitextview",
      seedSource: "recipes: 3. UITextView Wrapper (Attributed Text) (004: 2.), Gotchas",
      relatedRules: [
        "two-way-sync-unguarded", "unguarded-update-assignment", "unguarded-update-call",
        "native-alternative",
      ]
    ),
    HoverTopic(
      id: "av-capture-video-preview-layer",
      title: "AVCaptureVideoPreviewLayer",
      area: .wrappedTypes,
      matches: [.type("AVCaptureVideoPreviewLayer")],
      body: #"""
        A `CALayer`, not a view: host it in a small `UIView` subclass whose `override class var layerClass` returns `AVCaptureVideoPreviewLayer.self`, and wrap that view with `UIViewRepresentable`.
        - As the backing layer it follows the view's bounds by itself; added with `addSublayer` it needs its frame set on every layout.
        - Assign `session` in make; in update replace it only when a different session arrives (`!==`).
        - Rotation: set `connection?.videoRotationAngle` (iOS 17, replaces `videoOrientation`); `AVCaptureDevice.RotationCoordinator` computes the angle.
        - No SwiftUI view shows a camera preview: this wrapper is the way.
        """#,
      docURL: "https://developer.apple.com/documentation/avfoundation/avcapturevideopreviewlayer",
      seedSource: "recipes: 4. AVCaptureVideoPreviewLayer Wrapper (004: 3.), Gotchas",
      relatedRules: ["preview-layer-as-sublayer", "reference-compared-by-value", "unguarded-update-assignment"]
    ),
    HoverTopic(
      id: "av-capture-session",
      title: "AVCaptureSession",
      area: .wrappedTypes,
      matches: [.type("AVCaptureSession")],
      body: #"""
        The capture pipeline, not a view: nothing to wrap. A preview layer displays it.
        - Own it in a model object outside the representable and pass it in: SwiftUI recreates representable structs freely, a session must live on.
        - Configure it and call `startRunning()` off the main thread (it blocks until capture starts); stop it when the screen goes away.
        - A reference type: compare with `!==` in update before handing it to the preview layer.
        - No SwiftUI replacement: the preview still needs the `AVCaptureVideoPreviewLayer` wrapper.
        """#,
      docURL: "https://developer.apple.com/documentation/avfoundation/avcapturesession",
      seedSource: "recipes: 4. AVCaptureVideoPreviewLayer Wrapper (004: 3.), Gotchas (session management)",
      relatedRules: ["capture-session-in-representable", "reference-compared-by-value", "unguarded-update-assignment"]
    ),
    HoverTopic(
      id: "ph-picker-view-controller",
      title: "PHPickerViewController",
      area: .wrappedTypes,
      matches: [.type("PHPickerViewController")],
      body: #"""
        A `UIViewController` (PhotosUI): wrap it with `UIViewControllerRepresentable` and present it with `.sheet`.
        - Its `PHPickerConfiguration` (filter, selection limit) is fixed at creation: update has nothing to do.
        - `picker(_:didFinishPicking:)` fires for a selection **and** for Cancel (empty results), and the picker does not dismiss itself: dismiss first, then return early on an empty array.
        - Load results after dismissing: `itemProvider.loadObject(ofClass:)` calls back on a background queue, so hop to the main actor before writing a binding.
        - Native alternative: `PhotosPicker` (iOS 16), with `PhotosPickerItem.loadTransferable(type:)`.
        """#,
      docURL: "https://developer.apple.com/documentation/photosui/phpickerviewcontroller",
      seedSource: "recipes: 5. PHPickerViewController Wrapper (004: 4., 003), Gotchas",
      relatedRules: ["dismiss-missing-on-exit-path", "native-alternative", "modal-controller-inline", "wrong-representable-kind"]
    ),
    HoverTopic(
      id: "mf-mail-compose-view-controller",
      title: "MFMailComposeViewController",
      area: .wrappedTypes,
      matches: [.type("MFMailComposeViewController")],
      body: #"""
        A `UIViewController` (MessageUI): wrap it with `UIViewControllerRepresentable` and present it with `.sheet`.
        - Check `MFMailComposeViewController.canSendMail()` before presenting. When it is `false` (no Mail account set up), don't present: offer a `mailto:` link or a copyable address.
        - The delegate property is `mailComposeDelegate` (protocol `MFMailComposeViewControllerDelegate`). Its `delegate` is the navigation-controller delegate, not the one you want.
        - Subject, recipients and body are set in make; nothing can change once it is shown, so update stays empty.
        - `mailComposeController(_:didFinishWith:error:)` reports sent, saved, cancelled and failed alike: dismiss there in every case.
        - No SwiftUI equivalent; a `Link` to a `mailto:` URL hands off to the Mail app.
        """#,
      docURL: "https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller",
      seedSource: "recipes: 6. MFMailComposeViewController Wrapper (004: 5., 003), Gotchas",
      relatedRules: [
        "can-send-check-missing", "wrong-delegate-protocol-name", "coordinator-delegate-unassigned",
        "dismiss-missing-on-exit-path", "modal-controller-inline",
      ]
    ),
    HoverTopic(
      id: "ui-activity-view-controller",
      title: "UIActivityViewController",
      area: .wrappedTypes,
      matches: [.type("UIActivityViewController")],
      body: #"""
        The share sheet, a `UIViewController`: wrap it with `UIViewControllerRepresentable` and present it with `.sheet`, never inline.
        - Items and custom activities go to its initializer; nothing can change once it is shown, so update stays empty.
        - Presented from UIKit with `present(_:animated:)` on iPad, it needs an anchor in `popoverPresentationController` (`sourceView`, `sourceItem` or `barButtonItem`) or the app crashes; inside a SwiftUI `.sheet` it does not.
        - `completionWithItemsHandler` tells you what the user did.
        - Native alternative: `ShareLink` (iOS 16) for `Transferable` items.
        """#,
      docURL: "https://developer.apple.com/documentation/uikit/uiactivityviewcontroller",
      seedSource: "recipes: 7. UIActivityViewController Wrapper (Share Sheet) (004: 6., 003), Gotchas",
      relatedRules: ["activity-popover-source", "modal-controller-inline", "native-alternative", "wrong-representable-kind"]
    ),
    HoverTopic(
      id: "ui-search-bar",
      title: "UISearchBar",
      area: .wrappedTypes,
      matches: [.type("UISearchBar")],
      body: #"""
        A `UIView` (UIKit): wrap it with `UIViewRepresentable`, the Coordinator as `UISearchBarDelegate`, assigned in make.
        - Copy `text` in update only when it differs; `searchBar(_:textDidChange:)` writes it back through the binding.
        - Toggle `showsCancelButton` in the delegate methods, not in update, or the bar's layout jumps.
        - Debounce in the delegate with a `Task` that sleeps briefly, cancelling the previous one first; Combine is not needed.
        - Native alternative: the `.searchable(text:)` modifier (iOS 15). Keep UISearchBar for precise control of its look or of delegate timing.
        """#,
      docURL: "https://developer.apple.com/documentation/uikit/uisearchbar",
      seedSource: "recipes: 8. UISearchBar Wrapper (004: 7., 003), Gotchas",
      relatedRules: ["cancel-button-in-update", "two-way-sync-unguarded", "unguarded-update-assignment", "native-alternative"]
    ),
    HoverTopic(
      id: "sf-safari-view-controller",
      title: "SFSafariViewController",
      area: .wrappedTypes,
      matches: [.type("SFSafariViewController")],
      body: #"""
        A `UIViewController` (SafariServices): wrap it with `UIViewControllerRepresentable` and present it modally (`.sheet`, `.fullScreenCover`). It is made to be presented, not embedded as a child, and App Review forbids hiding or obscuring it.
        - Its URL is fixed at creation: to open another page, dismiss it and present a new one. Update stays empty.
        - Implement `safariViewControllerDidFinish(_:)` in the Coordinator and dismiss there, or the Done button leaves the user stuck.
        - Add `.ignoresSafeArea()`: it draws its own bars and would get the insets twice.
        - No SwiftUI view embeds it; `Link` and `openURL` send the URL to Safari by default.
        """#,
      docURL: "https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller",
      seedSource: "recipes (000): 9. SFSafariViewController Wrapper, Gotchas",
      relatedRules: ["dismiss-missing-on-exit-path", "missing-exit-delegate-method", "modal-controller-inline", "wrong-representable-kind"]
    ),
    HoverTopic(
      id: "pdf-view",
      title: "PDFView",
      area: .wrappedTypes,
      matches: [.type("PDFView")],
      body: #"""
        A `UIView` (PDFKit): wrap it with `UIViewRepresentable`, not a controller representable.
        - In update, replace `document` only when it is another object: `if uiView.document !== document`.
        - Page changes have no delegate: observe `.PDFViewPageChanged` (object: the view) and remove the observer in `dismantleUIView`.
        - `autoScales = true` keeps the page fitted to the view; leave it off to set your own `scaleFactor`.
        - Navigate with `go(to:)` only when the wanted page differs from `currentPage`.
        - No SwiftUI view renders PDFs: this wrapper is the way.
        """#,
      docURL: "https://developer.apple.com/documentation/pdfkit/pdfview",
      seedSource: "recipes: 10. PDFView Wrapper (PDFKit) (004: 8.), Gotchas",
      relatedRules: [
        "reference-compared-by-value", "unguarded-update-assignment", "unguarded-update-call",
        "missing-dismantle", "wrong-representable-kind",
      ]
    ),
    HoverTopic(
      id: "pdf-document",
      title: "PDFDocument",
      area: .wrappedTypes,
      matches: [.type("PDFDocument")],
      body: #"""
        The PDF model (PDFKit), not a view: pass it to the representable and assign it to `PDFView.document`.
        - A class: compare identity with `!==` in update, so the same document is not assigned again (assigning reloads the view).
        - `PDFDocument(url:)` and `PDFDocument(data:)` return `nil` for unreadable input: keep the property optional.
        - Large or remote files are slow: fetch the data asynchronously and assign the document on the main actor.
        """#,
      docURL: "https://developer.apple.com/documentation/pdfkit/pdfdocument",
      seedSource: "recipes: 10. PDFView Wrapper (PDFKit) (004: 8.), Gotchas (reference type, thread safety)",
      relatedRules: ["reference-compared-by-value", "unguarded-update-assignment"]
    ),
    HoverTopic(
      id: "mf-message-compose-view-controller",
      title: "MFMessageComposeViewController",
      area: .wrappedTypes,
      matches: [.type("MFMessageComposeViewController")],
      body: #"""
        A `UIViewController` (MessageUI): wrap it with `UIViewControllerRepresentable` and present it with `.sheet`.
        - Check `MFMessageComposeViewController.canSendText()` before presenting: it is `false` on the Simulator and on devices that cannot send messages.
        - Check `canSendAttachments()` before `addAttachmentData(_:typeIdentifier:filename:)`.
        - The delegate property is `messageComposeDelegate` (protocol `MFMessageComposeViewControllerDelegate`, one required method).
        - Fields are fixed once shown: update stays empty. The system chooses iMessage or SMS; the app cannot.
        - Dismiss in `messageComposeViewController(_:didFinishWith:)` for every result.
        - No SwiftUI equivalent.
        """#,
      docURL: "https://developer.apple.com/documentation/messageui/mfmessagecomposeviewcontroller",
      seedSource: "recipes: 11. MFMessageComposeViewController Wrapper (004: 9.), Gotchas",
      relatedRules: [
        "can-send-check-missing", "wrong-delegate-protocol-name", "coordinator-delegate-unassigned",
        "dismiss-missing-on-exit-path", "modal-controller-inline",
      ]
    ),
    HoverTopic(
      id: "vn-document-camera-view-controller",
      title: "VNDocumentCameraViewController",
      area: .wrappedTypes,
      matches: [.type("VNDocumentCameraViewController")],
      body: #"""
        A `UIViewController` (VisionKit): wrap it with `UIViewControllerRepresentable` and present it with `.sheet` or `.fullScreenCover`.
        - Check `VNDocumentCameraViewController.isSupported` first: it is `false` on the Simulator and on devices without the capability.
        - Its delegate has three exits and each must close the sheet: `documentCameraViewController(_:didFinishWith:)`, `documentCameraViewControllerDidCancel(_:)`, `documentCameraViewController(_:didFailWithError:)`.
        - Pages come from the scan's `imageOfPage(at:)` for indices below `pageCount`.
        - Nothing changes after presentation: update stays empty.
        - No SwiftUI equivalent.
        """#,
      docURL: "https://developer.apple.com/documentation/visionkit/vndocumentcameraviewcontroller",
      seedSource: "SKILL.md: UIViewControllerRepresentable Protocol, Handling Results from Presented Controllers",
      relatedRules: ["missing-exit-delegate-method", "dismiss-missing-on-exit-path", "modal-controller-inline", "wrong-representable-kind"]
    ),
  ]
}
