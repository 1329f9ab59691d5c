/// The recipes offered by completion: one per wrapped type of the catalog (HOVER.md "wrapped types"), plus a
/// generic view and view-controller skeleton. Every recipe is the project's own code; each variant (deployment
/// target, language mode) parses and gets no finding from the rules (RecipeTests).
///
/// Adaptations:
/// - `sizeThatFits` only where iOS 16 is known (the text view).
/// - Coordinators of MessageUI delegates (not `@MainActor` in the SDK): `@MainActor` with a `@preconcurrency`
///   conformance unless Swift 5 mode is known. Delegates of UIKit, MapKit, WebKit and PhotosUI are
///   `@MainActor`; a Coordinator that lists one in its own declaration is inferred `@MainActor`, so nothing is
///   written.
/// - Where the target has a native SwiftUI replacement, the documentation names it, and the code carries a
///   suppression of `native-alternative` with its reason (the wrapper was chosen knowingly).
public enum RecipeCatalog {
  public static let all: [Recipe] = [
    webView, mapView, textView, cameraPreview, photoPicker, mailComposer, messageComposer, shareSheet,
    searchBar, safari, pdfView, genericView, genericViewController,
  ]

  public static func recipe(id: String) -> Recipe? { all.first { $0.id == id } }

  /// The recipes that can fill a representable of `kind` (member insertion inside an existing type).
  public static func recipes(for kind: RepresentableKind) -> [Recipe] { all.filter { $0.kind == kind } }

  // MARK: Shared pieces

  /// `makeCoordinator` and the Coordinator's `parent` + `init`, for a Coordinator that takes the representable.
  static func makeCoordinator() -> String {
    """
    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }
    """
  }

  static func parentAndInit(_ name: String) -> String {
    """
        var parent: \(name)

        init(_ parent: \(name)) {
            self.parent = parent
        }
    """
  }

  /// The suppression line (and its reason) for a wrapper kept although the target has `native` (iOS `major`).
  static func nativeSuppression(_ settings: RecipeSettings, iOS major: Int, native: String) -> [String] {
    guard settings.knownAtLeast(iOS: major) else { return [] }
    return ["// interop-lsp:disable-next-line native-alternative - kept instead of \(native) (iOS \(major))"]
  }

  static func nativeNote(_ settings: RecipeSettings, iOS major: Int, _ note: String) -> String {
    settings.knownAtLeast(iOS: major)
      ? "\n\nThe deployment target has a native alternative: \(note). The inserted code suppresses `native-alternative` for this wrapper."
      : ""
  }

  static func parts(_ name: String, _ kind: RepresentableKind, leading: [String] = [], members: String, trailing: String = "") -> RecipeParts {
    RecipeParts(leadingLines: leading, name: name, kind: kind, members: SnippetText.indent(members, levels: 1) + "\n", trailing: trailing)
  }

  /// The Coordinator declaration line for a MessageUI delegate.
  static func messageUICoordinator(_ settings: RecipeSettings, protocolName: String) -> String {
    settings.isSwift5
      ? "final class Coordinator: NSObject, \(protocolName) {"
      : "@MainActor\nfinal class Coordinator: NSObject, @preconcurrency \(protocolName) {"
  }

  static func messageUINote(_ settings: RecipeSettings, protocolName: String) -> String {
    settings.isSwift5
      ? "\n\nSwift 5 mode: the Coordinator is a plain class."
      : "\n\n`\(protocolName)` is not `@MainActor` in the SDK: the Coordinator is `@MainActor` and its conformance `@preconcurrency` (Swift 6 compilers), so it compiles in Swift 6 mode."
  }

  // MARK: Recipes

  static let webView = Recipe(
    id: "web-view", wrappedType: "WKWebView", kind: .uiView, label: "Wrap WKWebView for SwiftUI",
    defaultName: "WebViewWrapper", imports: ["SwiftUI", "WebKit"],
    build: { settings, name in
      parts(
        name, .uiView, leading: nativeSuppression(settings, iOS: 26, native: "WebView"),
        members: """
          let url: URL
          @Binding var isLoading: Bool

          \(makeCoordinator())

          func makeUIView(context: Context) -> WKWebView {
              let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
              webView.navigationDelegate = context.coordinator
              return webView
          }

          func updateUIView(_ webView: WKWebView, context: Context) {
              context.coordinator.parent = self
              // Compare with the last URL requested, not webView.url (the current page changes with redirects and links).
              if context.coordinator.lastRequestedURL != url {
                  context.coordinator.lastRequestedURL = url
                  webView.load(URLRequest(url: url))
              }
          }

          final class Coordinator: NSObject, WKNavigationDelegate {
          \(parentAndInit(name))

              var lastRequestedURL: URL?

              func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
                  parent.isLoading = true
              }

              func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
                  parent.isLoading = false
              }

              func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {
                  parent.isLoading = false
              }

              func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
                  parent.isLoading = false
              }
          }
          """)
    },
    document: { settings in
      """
      A `UIViewRepresentable` around `WKWebView`: built once in make with the Coordinator as its navigation \
      delegate; update loads only when the URL differs from the last one the Coordinator requested; the \
      navigation callbacks report loading through a binding.
      """ + nativeNote(settings, iOS: 26, "`WebView` with `WebPage` (WebKit for SwiftUI)")
    })

  static let mapView = Recipe(
    id: "map-view", wrappedType: "MKMapView", kind: .uiView, label: "Wrap MKMapView for SwiftUI",
    defaultName: "MapViewWrapper", imports: ["MapKit", "SwiftUI"],
    build: { _, name in
      parts(
        name, .uiView,
        members: """
          @Binding var region: MKCoordinateRegion
          var annotations: [MKPointAnnotation] = []

          \(makeCoordinator())

          func makeUIView(context: Context) -> MKMapView {
              let mapView = MKMapView()
              mapView.setRegion(region, animated: false)
              mapView.delegate = context.coordinator
              return mapView
          }

          func updateUIView(_ mapView: MKMapView, context: Context) {
              context.coordinator.parent = self
              // MapKit fits a region to the view, so the region read back seldom equals the one set: compare with a tolerance.
              let shown = mapView.region
              let tolerance = max(region.span.latitudeDelta, region.span.longitudeDelta) * 0.01
              if abs(shown.center.latitude - region.center.latitude) > tolerance
                  || abs(shown.center.longitude - region.center.longitude) > tolerance
                  || abs(shown.span.latitudeDelta - region.span.latitudeDelta) > tolerance
                  || abs(shown.span.longitudeDelta - region.span.longitudeDelta) > tolerance
              {
                  mapView.setRegion(region, animated: true)
              }
              // Diff by identity: re-adding objects makes duplicate pins; the user location is MapKit's own.
              let current = mapView.annotations.compactMap { $0 as? MKPointAnnotation }
              let removed = current.filter { old in !annotations.contains { $0 === old } }
              let added = annotations.filter { new in !current.contains { $0 === new } }
              mapView.removeAnnotations(removed)
              mapView.addAnnotations(added)
          }

          final class Coordinator: NSObject, MKMapViewDelegate {
          \(parentAndInit(name))

              func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
                  parent.region = mapView.region
              }
          }
          """)
    },
    document: { settings in
      """
      A `UIViewRepresentable` around `MKMapView`: the Coordinator is its delegate and writes the region \
      back; update moves the map only when centre or span differ by more than a tolerance (MapKit adjusts \
      the region it is given, and `regionDidChange` also reports programmatic changes), and diffs \
      annotations by identity.
      """
        + (settings.knownAtLeast(iOS: 17)
          ? "\n\nThe deployment target has `Map` with a content builder (iOS 17); this wrapper keeps delegate callbacks, which `Map` does not offer."
          : "")
    })

  static let textView = Recipe(
    id: "text-view", wrappedType: "UITextView", kind: .uiView, label: "Wrap UITextView (attributed text) for SwiftUI",
    defaultName: "RichTextView", imports: ["SwiftUI", "UIKit"],
    build: { settings, name in
      var members = """
        @Binding var text: NSAttributedString
        var isEditable = true

        \(makeCoordinator())

        func makeUIView(context: Context) -> UITextView {
            let textView = UITextView()
            textView.delegate = context.coordinator
            textView.font = .preferredFont(forTextStyle: .body)
            textView.adjustsFontForContentSizeCategory = true
            textView.backgroundColor = .clear
            return textView
        }

        func updateUIView(_ textView: UITextView, context: Context) {
            context.coordinator.parent = self
            if textView.isEditable != isEditable {
                textView.isEditable = isEditable
            }
            // UIKit normalises attributed text: compare with the last value applied, and never write during an IME composition.
            if context.coordinator.lastApplied != text, textView.markedTextRange == nil {
                context.coordinator.lastApplied = text
                textView.attributedText = text
            }
        }
        """
      if settings.knownAtLeast(iOS: 16) {
        members += """


          func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextView, context: Context) -> CGSize? {
              // No width proposed (ideal size) or an unbounded one: let SwiftUI use the view's own size.
              guard let width = proposal.width, width.isFinite else { return nil }
              let fitting = uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
              return CGSize(width: width, height: fitting.height)
          }
          """
      }
      members += """


        final class Coordinator: NSObject, UITextViewDelegate {
        \(parentAndInit(name))

            var lastApplied: NSAttributedString?

            func textViewDidChange(_ textView: UITextView) {
                let edited = textView.attributedText ?? NSAttributedString()
                lastApplied = edited
                parent.text = edited
            }
        }
        """
      return parts(name, .uiView, leading: nativeSuppression(settings, iOS: 26, native: "TextEditor"), members: members)
    },
    document: { settings in
      """
      A `UIViewRepresentable` around `UITextView` bound to an `NSAttributedString`: the Coordinator writes \
      edits back; update writes the text only when it differs from the last value applied (UIKit normalises \
      attributes, so comparing with `attributedText` would stay unequal) and never while an IME composition \
      is open (`markedTextRange`).
      """
        + (settings.knownAtLeast(iOS: 16)
          ? " `sizeThatFits` (iOS 16) grows the view with its text at the proposed width."
          : " No `sizeThatFits`: it needs iOS 16, and the deployment target is not known to be iOS 16 or later.")
        + nativeNote(settings, iOS: 26, "`TextEditor` bound to an `AttributedString`")
    })

  static let cameraPreview = Recipe(
    id: "camera-preview", wrappedType: "AVCaptureVideoPreviewLayer", kind: .uiView,
    label: "Wrap AVCaptureVideoPreviewLayer (camera preview) for SwiftUI",
    defaultName: "CameraPreview", imports: ["AVFoundation", "SwiftUI"],
    build: { _, name in
      parts(
        name, .uiView,
        members: """
          let session: AVCaptureSession

          func makeUIView(context: Context) -> PreviewView {
              let view = PreviewView()
              view.previewLayer.videoGravity = .resizeAspectFill
              view.previewLayer.session = session
              return view
          }

          func updateUIView(_ uiView: PreviewView, context: Context) {
              if uiView.previewLayer.session !== session {
                  uiView.previewLayer.session = session
              }
          }

          /// A view whose own layer is the preview layer, so the preview follows the view's bounds.
          final class PreviewView: UIView {
              override class var layerClass: AnyClass {
                  AVCaptureVideoPreviewLayer.self
              }

              var previewLayer: AVCaptureVideoPreviewLayer {
                  // layerClass makes the backing layer a preview layer.
                  layer as! AVCaptureVideoPreviewLayer
              }
          }
          """)
    },
    document: { _ in
      """
      A `UIViewRepresentable` showing a capture session: a `UIView` subclass whose `layerClass` is \
      `AVCaptureVideoPreviewLayer`, so the preview follows the view's bounds (a sublayer would not). The \
      session comes from outside: own it in a model, and configure and start it on a serial queue, not the \
      main one.
      """
    })

  static let photoPicker = Recipe(
    id: "photo-picker", wrappedType: "PHPickerViewController", kind: .uiViewController,
    label: "Wrap PHPickerViewController for SwiftUI",
    defaultName: "PhotoPicker", imports: ["PhotosUI", "SwiftUI"],
    build: { settings, name in
      parts(
        name, .uiViewController, leading: nativeSuppression(settings, iOS: 16, native: "PhotosPicker"),
        members: """
          var selectionLimit = 1
          let onPick: ([PHPickerResult]) -> Void
          @Environment(\\.dismiss) private var dismiss

          \(makeCoordinator())

          func makeUIViewController(context: Context) -> PHPickerViewController {
              var configuration = PHPickerConfiguration()
              configuration.filter = .images
              configuration.selectionLimit = selectionLimit
              let picker = PHPickerViewController(configuration: configuration)
              picker.delegate = context.coordinator
              return picker
          }

          func updateUIViewController(_ picker: PHPickerViewController, context: Context) {
              context.coordinator.parent = self
          }

          final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          \(parentAndInit(name))

              func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                  // Cancel arrives here too, with no results: close the sheet on every path.
                  parent.dismiss()
                  parent.onPick(results)
              }
          }
          """)
    },
    document: { settings in
      """
      A `UIViewControllerRepresentable` around `PHPickerViewController`, to present with `.sheet`: the \
      picker does not dismiss itself, and Cancel arrives as `picker(_:didFinishPicking:)` with no results, \
      so the Coordinator dismisses first on every path and then hands the results on.
      """ + nativeNote(settings, iOS: 16, "`PhotosPicker`")
    })

  static let mailComposer = Recipe(
    id: "mail-composer", wrappedType: "MFMailComposeViewController", kind: .uiViewController,
    label: "Wrap MFMailComposeViewController for SwiftUI",
    defaultName: "MailComposer", imports: ["MessageUI", "SwiftUI"],
    build: { settings, name in
      parts(
        name, .uiViewController,
        members: """
          var recipients: [String] = []
          var subject = ""
          var messageBody = ""
          var onFinish: (MFMailComposeResult) -> Void = { _ in }
          @Environment(\\.dismiss) private var dismiss

          \(makeCoordinator())

          func makeUIViewController(context: Context) -> MFMailComposeViewController {
              let composer = MFMailComposeViewController()
              composer.mailComposeDelegate = context.coordinator
              composer.setToRecipients(recipients)
              composer.setSubject(subject)
              composer.setMessageBody(messageBody, isHTML: false)
              return composer
          }

          func updateUIViewController(_ composer: MFMailComposeViewController, context: Context) {
              context.coordinator.parent = self
          }

          \(messageUICoordinator(settings, protocolName: "MFMailComposeViewControllerDelegate"))
          \(parentAndInit(name))

              func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
                  parent.dismiss()
                  parent.onFinish(result)
              }
          }
          """,
        trailing: """
          /// Presents the composer only where the device can send mail.
          struct \(name)Button: View {
              @State private var showsComposer = false

              var body: some View {
                  Button("Send Mail") {
                      if MFMailComposeViewController.canSendMail() {
                          showsComposer = true
                      }
                  }
                  .sheet(isPresented: $showsComposer) {
                      \(name)(subject: "Feedback")
                  }
              }
          }

          """)
    },
    document: { settings in
      """
      A `UIViewControllerRepresentable` around `MFMailComposeViewController` with a button that presents \
      it with `.sheet` only after `MFMailComposeViewController.canSendMail()`: a device with no mail \
      account cannot show the composer. The Coordinator is the `mailComposeDelegate` (not `delegate`) and \
      closes the sheet when the composer finishes.
      """ + messageUINote(settings, protocolName: "MFMailComposeViewControllerDelegate")
    })

  static let messageComposer = Recipe(
    id: "message-composer", wrappedType: "MFMessageComposeViewController", kind: .uiViewController,
    label: "Wrap MFMessageComposeViewController for SwiftUI",
    defaultName: "MessageComposer", imports: ["MessageUI", "SwiftUI"],
    build: { settings, name in
      parts(
        name, .uiViewController,
        members: """
          var recipients: [String] = []
          var messageText = ""
          var onFinish: (MessageComposeResult) -> Void = { _ in }
          @Environment(\\.dismiss) private var dismiss

          \(makeCoordinator())

          func makeUIViewController(context: Context) -> MFMessageComposeViewController {
              let composer = MFMessageComposeViewController()
              composer.messageComposeDelegate = context.coordinator
              composer.recipients = recipients
              composer.body = messageText
              return composer
          }

          func updateUIViewController(_ composer: MFMessageComposeViewController, context: Context) {
              context.coordinator.parent = self
          }

          \(messageUICoordinator(settings, protocolName: "MFMessageComposeViewControllerDelegate"))
          \(parentAndInit(name))

              func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
                  parent.dismiss()
                  parent.onFinish(result)
              }
          }
          """,
        trailing: """
          /// Presents the composer only where the device can send text messages.
          struct \(name)Button: View {
              @State private var showsComposer = false

              var body: some View {
                  Button("Send Message") {
                      if MFMessageComposeViewController.canSendText() {
                          showsComposer = true
                      }
                  }
                  .sheet(isPresented: $showsComposer) {
                      \(name)(messageText: "Hello")
                  }
              }
          }

          """)
    },
    document: { settings in
      """
      A `UIViewControllerRepresentable` around `MFMessageComposeViewController` with a button that presents \
      it with `.sheet` only after `MFMessageComposeViewController.canSendText()`. The Coordinator is the \
      `messageComposeDelegate` and closes the sheet when the composer finishes.
      """ + messageUINote(settings, protocolName: "MFMessageComposeViewControllerDelegate")
    })

  static let shareSheet = Recipe(
    id: "share-sheet", wrappedType: "UIActivityViewController", kind: .uiViewController,
    label: "Wrap UIActivityViewController (share sheet) for SwiftUI",
    defaultName: "ShareSheet", imports: ["SwiftUI", "UIKit"],
    build: { _, name in
      parts(
        name, .uiViewController,
        members: """
          let items: [Any]
          var excludedActivityTypes: [UIActivity.ActivityType] = []

          func makeUIViewController(context: Context) -> UIActivityViewController {
              let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
              controller.excludedActivityTypes = excludedActivityTypes
              return controller
          }

          func updateUIViewController(_ controller: UIActivityViewController, context: Context) {
              // Its items and options are fixed once it is shown.
          }
          """)
    },
    document: { settings in
      """
      A `UIViewControllerRepresentable` around `UIActivityViewController`, to present with `.sheet`: items \
      and excluded activity types are set in make.
      """
        + (settings.knownAtLeast(iOS: 16)
          ? "\n\nThe deployment target has `ShareLink` (iOS 16); this wrapper keeps `excludedActivityTypes`, which `ShareLink` does not offer."
          : "")
    })

  static let searchBar = Recipe(
    id: "search-bar", wrappedType: "UISearchBar", kind: .uiView, label: "Wrap UISearchBar for SwiftUI",
    defaultName: "SearchBar", imports: ["SwiftUI", "UIKit"],
    build: { settings, name in
      parts(
        name, .uiView, leading: nativeSuppression(settings, iOS: 15, native: ".searchable"),
        members: """
          @Binding var text: String
          var placeholder = "Search"

          \(makeCoordinator())

          func makeUIView(context: Context) -> UISearchBar {
              let searchBar = UISearchBar()
              searchBar.delegate = context.coordinator
              searchBar.searchBarStyle = .minimal
              searchBar.autocapitalizationType = .none
              return searchBar
          }

          func updateUIView(_ searchBar: UISearchBar, context: Context) {
              context.coordinator.parent = self
              if searchBar.placeholder != placeholder {
                  searchBar.placeholder = placeholder
              }
              // Write only a different text, and never during an IME composition.
              if searchBar.text != text, searchBar.searchTextField.markedTextRange == nil {
                  searchBar.text = text
              }
          }

          final class Coordinator: NSObject, UISearchBarDelegate {
          \(parentAndInit(name))

              func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                  parent.text = searchText
              }

              func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
                  searchBar.resignFirstResponder()
              }
          }
          """)
    },
    document: { settings in
      """
      A `UIViewRepresentable` around `UISearchBar` bound to a string: the Coordinator writes typed text \
      back; update writes the text only when it differs and no IME composition is open. A standalone bar \
      shows Cancel only when `showsCancelButton` is set.
      """ + nativeNote(settings, iOS: 15, "`.searchable`")
    })

  static let safari = Recipe(
    id: "safari", wrappedType: "SFSafariViewController", kind: .uiViewController,
    label: "Wrap SFSafariViewController for SwiftUI",
    defaultName: "SafariView", imports: ["SafariServices", "SwiftUI"],
    build: { _, name in
      parts(
        name, .uiViewController,
        members: """
          let url: URL

          func makeUIViewController(context: Context) -> SFSafariViewController {
              SFSafariViewController(url: url)
          }

          func updateUIViewController(_ controller: SFSafariViewController, context: Context) {
              // Its URL is fixed when it is made.
          }
          """)
    },
    document: { _ in
      """
      A `UIViewControllerRepresentable` around `SFSafariViewController`, to present with `.sheet` or \
      `.fullScreenCover`, never embedded or obscured. It dismisses itself after Done, so no Coordinator is \
      needed; its URL is fixed at creation.
      """
    })

  static let pdfView = Recipe(
    id: "pdf-view", wrappedType: "PDFView", kind: .uiView, label: "Wrap PDFView (PDFKit) for SwiftUI",
    defaultName: "PDFKitView", imports: ["PDFKit", "SwiftUI"],
    build: { _, name in
      parts(
        name, .uiView,
        members: """
          let document: PDFDocument?

          func makeUIView(context: Context) -> PDFView {
              let pdfView = PDFView()
              pdfView.autoScales = true
              pdfView.document = document
              return pdfView
          }

          func updateUIView(_ pdfView: PDFView, context: Context) {
              // A different document object reloads the view at its first page: compare identity.
              if pdfView.document !== document {
                  pdfView.document = document
              }
          }
          """)
    },
    document: { _ in
      """
      A `UIViewRepresentable` around `PDFView`: update replaces the document only when it is a different \
      object. Create the `PDFDocument` once (in a model the parent owns), never in a `body` or the \
      representable's `init`: a new object per render reloads the view at its first page.
      """
    })

  static let genericView = Recipe(
    id: "view", wrappedType: "UIView", kind: .uiView, label: "UIViewRepresentable skeleton",
    defaultName: "WrappedView", imports: ["SwiftUI", "UIKit"],
    build: { _, name in
      parts(
        name, .uiView,
        members: """
          \(makeCoordinator())

          func makeUIView(context: Context) -> UIView {
              let view = UIView()
              // Build the view and assign the Coordinator as its delegate here.
              return view
          }

          func updateUIView(_ uiView: UIView, context: Context) {
              context.coordinator.parent = self
              // Apply changed inputs, each behind a check that it differs from what the view shows.
          }

          static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
              // Undo what outlives the view: repeating timers, block-based observers.
          }

          final class Coordinator: NSObject {
          \(parentAndInit(name))
          }
          """)
    },
    document: { _ in
      """
      A `UIViewRepresentable` skeleton: make builds the view, update applies changed inputs, a static \
      dismantle undoes registrations, and a Coordinator class whose `parent` update refreshes.
      """
    })

  static let genericViewController = Recipe(
    id: "view-controller", wrappedType: "UIViewController", kind: .uiViewController,
    label: "UIViewControllerRepresentable skeleton",
    defaultName: "WrappedViewController", imports: ["SwiftUI", "UIKit"],
    build: { _, name in
      parts(
        name, .uiViewController,
        members: """
          \(makeCoordinator())

          func makeUIViewController(context: Context) -> UIViewController {
              let controller = UIViewController()
              // Build the controller and assign the Coordinator as its delegate here.
              return controller
          }

          func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
              context.coordinator.parent = self
              // Apply changed inputs, each behind a check that it differs from what the controller shows.
          }

          static func dismantleUIViewController(_ uiViewController: UIViewController, coordinator: Coordinator) {
              // Undo what outlives the controller: repeating timers, block-based observers.
          }

          final class Coordinator: NSObject {
          \(parentAndInit(name))
          }
          """)
    },
    document: { _ in
      """
      A `UIViewControllerRepresentable` skeleton: make builds the controller, update applies changed \
      inputs, a static dismantle undoes registrations, and a Coordinator class whose `parent` update refreshes.
      """
    })
}
