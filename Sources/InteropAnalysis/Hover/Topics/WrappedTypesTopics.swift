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
        - Create it once in make, from a `WKWebViewConfiguration`.
        - Script message handlers can be added before or after the web view is created: its configuration copy shares the same `WKUserContentController` (`webView.configuration.userContentController.add(…)`).
        - That controller retains its handlers: a Coordinator registered there lives as long as the web view, and forever when it also holds the web view. Remove it in dismantle (`removeScriptMessageHandler(forName:)`).
        - In update, load only when the input differs from the last URL the Coordinator requested; never compare `webView.url`, the current page, which changes with redirects and tapped links.
        - Set `navigationDelegate` / `uiDelegate` to the Coordinator in make.
        - Native alternative: `WebView` with `WebPage` (iOS 26).
        """#,
      docURL: "https://developer.apple.com/documentation/webkit/wkwebview",
      seedSource: "recipes (000): 1. WKWebView Wrapper, Gotchas; recipes (004): note on native WebView (iOS 26)",
      sources: [
        "https://developer.apple.com/documentation/webkit/wkwebview/configuration",
        "https://developer.apple.com/documentation/webkit/wkusercontentcontroller/add(_:name:)",
        "https://developer.apple.com/documentation/webkit/wkusercontentcontroller/removescriptmessagehandler(forname:)",
        "https://developer.apple.com/documentation/webkit/wkwebview/url",
        "https://developer.apple.com/documentation/webkit/webpage",
      ],
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
        - Call `setRegion` only when centre or span differ from the current region by more than a tolerance: MapKit fits the region to the view, and `mapView(_:regionDidChangeAnimated:)` reports programmatic changes too.
        - Annotations: keep the objects stable and diff by identity against `annotations`; re-created objects pile up as duplicate pins.
        - Native alternative: `Map` with a content builder (`Marker`, `Annotation`, `MapPolyline`) and `MapCameraPosition` (iOS 17). Keep MKMapView for clustering, overlays and delegate-driven annotation views.
        """#,
      docURL: "https://developer.apple.com/documentation/mapkit/mkmapview",
      seedSource: "recipes: 2. MKMapView Wrapper (004: 1.), Gotchas",
      sources: [
        "https://developer.apple.com/documentation/mapkit/mkmapview/regionthatfits(_:)",
        "https://developer.apple.com/documentation/mapkit/mkmapviewdelegate/mapview(_:regiondidchangeanimated:)",
        "https://developer.apple.com/documentation/mapkit/map",
      ],
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
        - In update, write `text` only when it differs and no IME composition is open (`markedTextRange == nil`): a write moves the caret, resets the selection, ends the composition and clears undo.
        - `attributedText` comes back normalised, so `!=` against the value applied can stay true: compare with the last value applied.
        - Programmatic changes do not call `textViewDidChange(_:)`; only user edits do.
        - Focus: call `becomeFirstResponder()` only when a focus binding asks for it, the view is not already first responder and it is in a window.
        - Height: answer `sizeThatFits(_:uiView:context:)` (iOS 16) with the fitting height for the proposed width.
        - Native alternative: `TextEditor` with `AttributedString` (iOS 26); plain-text `TextEditor` since iOS 14.
        """#,
      docURL: "https://developer.apple.com/documentation/uikit/uitextview",
      seedSource: "recipes: 3. UITextView Wrapper (Attributed Text) (004: 2.), Gotchas",
      sources: [
        "https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange",
        "https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchange(_:)",
        "https://developer.apple.com/documentation/swiftui/texteditor",
      ],
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
        A `UIViewController` (PhotosUI): wrap it with `UIViewControllerRepresentable`.
        - It does not dismiss itself, and Cancel arrives as `picker(_:didFinishPicking:)` with empty results: dismiss on every call, then return early on an empty array.
        - Present it with `.sheet`, or, from iOS 17, embed it (`PHPickerConfiguration` `mode`, `disabledCapabilities`) and change it while shown with `updatePicker(using:)`.
        - Load results after dismissing: `itemProvider.loadObject(ofClass:)` calls back on a background queue, so hop to the main actor before writing a binding.
        - Native alternative: `PhotosPicker` (iOS 16; inline style from iOS 17).
        """#,
      docURL: "https://developer.apple.com/documentation/photosui/phpickerviewcontroller",
      seedSource: "recipes: 5. PHPickerViewController Wrapper (004: 4., 003), Gotchas",
      sources: [
        "https://developer.apple.com/documentation/photosui/phpickerviewcontrollerdelegate/picker(_:didfinishpicking:)",
        "https://developer.apple.com/documentation/photosui/phpickerviewcontroller/updatepicker(using:)",
        "https://developer.apple.com/documentation/photosui/phpickerconfiguration-swift.struct/mode-swift.property",
        "https://developer.apple.com/documentation/photosui/photospicker",
      ],
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
        - Copy `text` in update only when it differs and no composition is open (`searchTextField.markedTextRange == nil`); `searchBar(_:textDidChange:)` writes it back through the binding.
        - A standalone bar never shows or hides Cancel on its own: `showsCancelButton` defaults to `false` and is ignored on iPad. Drive it from state behind a `!=` check with `setShowsCancelButton(_:animated:)`; the automatic behaviour belongs to `UISearchController`.
        - Native alternative: the `.searchable(text:)` modifier (iOS 15).
        """#,
      docURL: "https://developer.apple.com/documentation/uikit/uisearchbar",
      seedSource: "recipes: 8. UISearchBar Wrapper (004: 7., 003), Gotchas",
      sources: [
        "https://developer.apple.com/documentation/uikit/uisearchbar/showscancelbutton",
        "https://developer.apple.com/documentation/uikit/uisearchcontroller/automaticallyshowscancelbutton",
        "https://developer.apple.com/documentation/uikit/uisearchbar/searchtextfield",
        "https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)",
      ],
      relatedRules: ["cancel-button-in-update", "two-way-sync-unguarded", "unguarded-update-assignment", "native-alternative"]
    ),
    HoverTopic(
      id: "sf-safari-view-controller",
      title: "SFSafariViewController",
      area: .wrappedTypes,
      matches: [.type("SFSafariViewController")],
      body: #"""
        A `UIViewController` (SafariServices): wrap it with `UIViewControllerRepresentable` and present it with `.sheet` / `.fullScreenCover`; it is not meant to be embedded as a child, and Apple's rule is that it is never hidden or obscured.
        - Its URL is fixed at creation: to open another page, present a new one.
        - After Done it calls `safariViewControllerDidFinish(_:)` and the system dismisses it: implement that method only to react (clear the presentation state).
        - No SwiftUI view embeds it; `Link` and `openURL` send the URL to Safari by default.
        """#,
      docURL: "https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller",
      seedSource: "recipes (000): 9. SFSafariViewController Wrapper, Gotchas",
      sources: [
        "https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller",
        "https://developer.apple.com/documentation/safariservices/sfsafariviewcontrollerdelegate/safariviewcontrollerdidfinish(_:)",
      ],
      relatedRules: ["dismiss-missing-on-exit-path", "missing-exit-delegate-method", "modal-controller-inline", "wrong-representable-kind"]
    ),
    HoverTopic(
      id: "pdf-view",
      title: "PDFView",
      area: .wrappedTypes,
      matches: [.type("PDFView")],
      body: #"""
        A `UIView` (PDFKit): wrap it with `UIViewRepresentable`, not a controller representable.
        - In update, replace `document` only when it is another object: `if uiView.document !== document` (a new document reloads the view at its first page).
        - Build the `PDFDocument` once (in make, the Coordinator or a model), never in the representable's `init` or in a `body`: a new document per render defeats the check.
        - Page changes have no delegate: observe `.PDFViewPageChanged` (object: the view) and remove a block-based observer in `dismantleUIView`.
        - Navigate with `go(to:)` only when the wanted page differs from `currentPage`: the page-changed notification reports programmatic moves too.
        - No SwiftUI view renders PDFs: this wrapper is the way.
        """#,
      docURL: "https://developer.apple.com/documentation/pdfkit/pdfview",
      seedSource: "recipes: 10. PDFView Wrapper (PDFKit) (004: 8.), Gotchas",
      sources: [
        "https://developer.apple.com/documentation/pdfkit/pdfview/document",
        "https://developer.apple.com/documentation/pdfkit/pdfview/go(to:)-(pdfpage)",
        "https://developer.apple.com/documentation/pdfkit/pdfview/pdfviewpagechanged",
      ],
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
        - Build it once (in make, the Coordinator or a model the parent owns), never in the representable's `init` or in a `body`: a new document per render defeats the `!==` check and reloads the view.
        - A class: compare identity with `!==` in update.
        - `PDFDocument(url:)` and `PDFDocument(data:)` return `nil` for unreadable input: keep the property optional.
        """#,
      docURL: "https://developer.apple.com/documentation/pdfkit/pdfdocument",
      seedSource: "recipes: 10. PDFView Wrapper (PDFKit) (004: 8.), Gotchas (reference type, thread safety)",
      sources: [
        "https://developer.apple.com/documentation/pdfkit/pdfdocument",
        "https://developer.apple.com/documentation/pdfkit/pdfview/document",
      ],
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
