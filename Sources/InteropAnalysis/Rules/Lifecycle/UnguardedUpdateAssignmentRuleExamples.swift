enum UnguardedUpdateAssignmentRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // Restoring the selection inside the text-change check runs only when the text changed.
      struct Notes: UIViewRepresentable {
        var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          if uiView.text != text {
            let selection = uiView.selectedRange
            uiView.text = text
            uiView.selectedRange = selection
          }
        }
      }
      """),
    Example("""
      // Cheap properties: writing the same value again costs nothing.
      struct Notes: UIViewRepresentable {
        var editable: Bool
        var color: UIColor
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          uiView.isEditable = editable
          uiView.tintColor = color
          uiView.font = .preferredFont(forTextStyle: .body)
          uiView.layer.cornerRadius = 6
        }
      }
      """),
    Example("""
      struct Reader: UIViewRepresentable {
        let document: PDFDocument?
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ pdfView: PDFView, context: Context) {
          guard pdfView.document !== document else { return }
          pdfView.document = document
        }
      }
      """),
    Example("""
      // Not a representable: the same method shape elsewhere.
      struct Styler {
        func updateUIView(_ uiView: UITextView, context: Int) {
          uiView.text = "Hello"
        }
      }
      """),
    Example("""
      // SwiftUI content and closures must be refreshed on every update.
      struct Host: UIViewControllerRepresentable {
        var content: AnyView
        func makeUIViewController(context: Context) -> UIHostingController<AnyView> { UIHostingController(rootView: content) }
        func updateUIViewController(_ controller: UIHostingController<AnyView>, context: Context) {
          controller.rootView = content
        }
      }
      """),
    Example("""
      // A comparison helper decides; the write is conditional.
      struct Atlas: UIViewRepresentable {
        var region: MKCoordinateRegion
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          if !context.coordinator.regionsAreClose(map.region, region) { map.region = region }
        }
      }
      """),
    Example("""
      // A per-update flag set and reset around the writes.
      struct Field: UIViewRepresentable {
        var text: String
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {
          context.coordinator.isUpdating = true
          defer { context.coordinator.isUpdating = false }
          field.text = text
        }
      }
      """),
    Example("""
      // The view subclass declares `text` itself: its setter may already compare.
      final class GuardedTextView: UITextView {
        override var text: String! {
          didSet { }
        }
      }
      struct Notes: UIViewRepresentable {
        var text: String
        func makeUIView(context: Context) -> GuardedTextView { GuardedTextView() }
        func updateUIView(_ uiView: GuardedTextView, context: Context) {
          uiView.text = text
        }
      }
      """),
    Example("""
      // A view class declared in another file: its members are unknown here.
      struct Notes: UIViewRepresentable {
        var text: String
        func makeUIView(context: Context) -> RichEditor { RichEditor() }
        func updateUIView(_ uiView: RichEditor, context: Context) {
          uiView.text = text
        }
      }
      """),
    Example("""
      // Values read from the transaction or the environment belong to this update.
      struct Scroller: UIViewRepresentable {
        func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
        func updateUIView(_ uiView: UIScrollView, context: Context) {
          uiView.contentOffset = context.environment.initialOffset
        }
      }
      """),
    Example("""
      // Never on: closures, bindings and SwiftUI content handed to a custom view: they must be refreshed every time.
      // field: closure-typed properties (row builders, callbacks) refreshed in update
      // field: a Binding passed down to the view
      // field: SwiftUI content (AnyView or generic) on a custom controller property
      final class BarController<Leading: View>: UIViewController {
        var leading: Leading?
        var accessory: AnyView?
        var onDelete: (() -> Void)?
        var rowContent: ((Int) -> AnyView)?
        var isActive: Binding<Bool>?
      }
      struct Bar<Leading: View>: UIViewControllerRepresentable {
        var leading: Leading
        var accessory: AnyView
        var onDelete: () -> Void
        var rowContent: (Int) -> AnyView
        @Binding var isActive: Bool
        func makeUIViewController(context: Context) -> BarController<Leading> { BarController() }
        func updateUIViewController(_ controller: BarController<Leading>, context: Context) {
          controller.leading = leading
          controller.accessory = accessory
          controller.onDelete = onDelete
          controller.rowContent = rowContent
          controller.isActive = $isActive
        }
      }
      """),
    Example("""
      // Never on: `parent`, `coordinator` and `= self` refreshes.
      // field: the representable handing itself to the view on every update
      final class CanvasView: UIView {
        var owner: Canvas?
      }
      struct Canvas: UIViewRepresentable {
        var strokeWidth: CGFloat
        func makeUIView(context: Context) -> CanvasView { CanvasView() }
        func updateUIView(_ uiView: CanvasView, context: Context) {
          context.coordinator.parent = self
          uiView.owner = self
        }
      }
      """),
    Example("""
      // field: cheap control and text-trait setters written on every update
      struct Search: UIViewRepresentable {
        var secure: Bool
        var alignment: NSTextAlignment
        var color: UIColor
        var placeholder: String
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ uiView: UITextField, context: Context) {
          uiView.isSecureTextEntry = secure
          uiView.keyboardType = .emailAddress
          uiView.autocapitalizationType = .none
          uiView.autocorrectionType = .no
          uiView.returnKeyType = .search
          uiView.textContentType = .emailAddress
          uiView.clearButtonMode = .whileEditing
          uiView.borderStyle = .roundedRect
          uiView.textAlignment = alignment
          uiView.textColor = color
          uiView.isUserInteractionEnabled = true
          uiView.attributedPlaceholder = NSAttributedString(string: placeholder)
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: page control tints and counts, a slider's value, a tag, alpha and content mode
      struct Dots: UIViewRepresentable {
        var count: Int
        var page: Int
        func makeUIView(context: Context) -> UIPageControl { UIPageControl() }
        func updateUIView(_ dots: UIPageControl, context: Context) {
          dots.numberOfPages = count
          dots.currentPage = page
          dots.pageIndicatorTintColor = .systemGray
          dots.currentPageIndicatorTintColor = .label
          dots.tag = page
          dots.alpha = count > 1 ? 1 : 0
          dots.contentMode = .center
        }
      }
      struct Volume: UIViewRepresentable {
        var level: Float
        func makeUIView(context: Context) -> UISlider { UISlider() }
        func updateUIView(_ slider: UISlider, context: Context) {
          slider.value = level
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: a cheap setter inside a switch, and a picker's source type set again
      struct Capture: UIViewControllerRepresentable {
        enum Mode { case library, camera }
        var mode: Mode
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {
          switch mode {
          case .library: picker.allowsEditing = false
          case .camera: picker.allowsEditing = true
          }
          picker.sourceType = mode == .camera ? .camera : .photoLibrary
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: a new blur effect each update (cheap, not a curated property)
      struct Frosted: UIViewRepresentable {
        var style: UIBlurEffect.Style
        func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView() }
        func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
          uiView.effect = UIBlurEffect(style: style)
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: custom properties whose `didSet` returns when the value is unchanged
      // field: a configuration struct applied through a helper that compares each property
      final class GlassView: UIView {
        var tone: Int = 0 {
          didSet {
            guard tone != oldValue else { return }
            setNeedsDisplay()
          }
        }
        struct Options: Equatable { var radius: CGFloat = 0 }
        var options = Options() {
          didSet { apply(options) }
        }
        private func apply(_ options: Options) {
          if layer.cornerRadius != options.radius { layer.cornerRadius = options.radius }
        }
      }
      struct Glass: UIViewRepresentable {
        var tone: Int
        var options: GlassView.Options
        func makeUIView(context: Context) -> GlassView { GlassView() }
        func updateUIView(_ uiView: GlassView, context: Context) {
          uiView.tone = tone
          uiView.options = options
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: a per-update flag bracketing the update, and a token copied from this update's transaction
      final class FeedView: UIView {
        var isApplyingUpdate = false
        var animatesChanges = false
        var lastTransaction: Transaction?
      }
      struct Feed: UIViewRepresentable {
        func makeUIView(context: Context) -> FeedView { FeedView() }
        func updateUIView(_ uiView: FeedView, context: Context) {
          uiView.isApplyingUpdate = true
          uiView.animatesChanges = context.transaction.animation != nil
          uiView.lastTransaction = context.transaction
          uiView.isApplyingUpdate = false
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: content assigned only when a flag (reset in a `defer`) says it changed
      final class ListHost: UIViewController {
        var rows: [String] = []
        var needsRows = true
      }
      struct List: UIViewControllerRepresentable {
        var rows: [String]
        func makeUIViewController(context: Context) -> ListHost { ListHost() }
        func updateUIViewController(_ host: ListHost, context: Context) {
          defer { host.needsRows = false }
          if host.needsRows {
            host.rows = rows
          }
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: a setter that checks for itself (a page index), set only in a one-shot branch
      final class Pages: UIPageViewController {
        var pageIndex = 0 {
          didSet { guard pageIndex != oldValue else { return } }
        }
        var didApplyInitialPage = false
      }
      struct Pager: UIViewControllerRepresentable {
        var start: Int
        func makeUIViewController(context: Context) -> Pages { Pages() }
        func updateUIViewController(_ pages: Pages, context: Context) {
          if !pages.didApplyInitialPage {
            pages.pageIndex = start
            pages.didApplyInitialPage = true
          }
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: a hosted-content property that plays the role of `rootView`
      final class ContentHost<Content: View>: UIViewController {
        var mainView: Content?
      }
      struct Hosted<Content: View>: UIViewControllerRepresentable {
        var content: Content
        func makeUIViewController(context: Context) -> ContentHost<Content> { ContentHost() }
        func updateUIViewController(_ host: ContentHost<Content>, context: Context) {
          host.mainView = content
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: a deliberate animation reset inside a documented workaround condition
      struct Spinner: UIViewRepresentable {
        var isSpinning: Bool
        func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView() }
        func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
          // The indicator stops when the view leaves the window; restart it when it comes back.
          if isSpinning, uiView.window != nil, !uiView.isAnimating {
            uiView.hidesWhenStopped = true
            uiView.startAnimating()
          }
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: cheap enums, flags and arrays on custom controllers, fed from the environment or configuration
      final class SplitHost: UIViewController {
        enum Mode { case automatic, overlay }
        var displayMode: Mode = .automatic
        var showsBadge = false
        var items: [String] = []
        var accent: UIColor = .tintColor
      }
      struct Split: UIViewControllerRepresentable {
        var mode: SplitHost.Mode
        var showsBadge: Bool
        var items: [String]
        func makeUIViewController(context: Context) -> SplitHost { SplitHost() }
        func updateUIViewController(_ host: SplitHost, context: Context) {
          host.displayMode = mode
          host.showsBadge = showsBadge
          host.items = items
          host.accent = context.environment.isEnabled ? .tintColor : .systemGray
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: a computed setter that toggles the scroll view's gestures to the same value
      final class ZoomView: UIScrollView {
        var allowsPanning: Bool {
          get { panGestureRecognizer.isEnabled }
          set { panGestureRecognizer.isEnabled = newValue }
        }
      }
      struct Zoom: UIViewRepresentable {
        var pans: Bool
        func makeUIView(context: Context) -> ZoomView { ZoomView() }
        func updateUIView(_ uiView: ZoomView, context: Context) {
          uiView.allowsPanning = pans
          uiView.isScrollEnabled = pans
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: picker, table and map settings re-applied each update (directory, extensions, selection, separators, user location, image, excluded activities)
      struct Importer: UIViewControllerRepresentable {
        var folder: URL?
        func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
          UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        }
        func updateUIViewController(_ picker: UIDocumentPickerViewController, context: Context) {
          picker.directoryURL = folder
          picker.shouldShowFileExtensions = true
          picker.allowsMultipleSelection = false
        }
      }
      struct Rows: UIViewRepresentable {
        func makeUIView(context: Context) -> UITableView { UITableView() }
        func updateUIView(_ uiView: UITableView, context: Context) {
          uiView.separatorStyle = .none
        }
      }
      struct Here: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {
          uiView.showsUserLocation = true
        }
      }
      struct Icon: UIViewRepresentable {
        var icon: UIImage?
        func makeUIView(context: Context) -> UIImageView { UIImageView() }
        func updateUIView(_ uiView: UIImageView, context: Context) {
          uiView.image = icon
        }
      }
      struct Share: UIViewControllerRepresentable {
        var items: [Any]
        var excluded: [UIActivity.ActivityType]
        func makeUIViewController(context: Context) -> UIActivityViewController {
          UIActivityViewController(activityItems: items, applicationActivities: nil)
        }
        func updateUIViewController(_ controller: UIActivityViewController, context: Context) {
          controller.excludedActivityTypes = excluded
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: text traits set under a condition, and a nil placeholder in an `else` branch
      struct Code: UIViewRepresentable {
        var plain: Bool
        var hint: String?
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          if plain {
            uiView.smartDashesType = .no
            uiView.smartQuotesType = .no
            uiView.spellCheckingType = .no
            uiView.enablesReturnKeyAutomatically = false
          }
          if let hint {
            uiView.accessibilityHint = hint
          } else {
            uiView.accessibilityHint = nil
          }
        }
      }
      """, excludeFromDocs: true),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Notes: UIViewRepresentable {
        var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ textView: UITextView, context: Context) {
          ↓textView.text = text↑
        }
      }
      """),
    Example("""
      // An unwrap-only guard does not make the write conditional.
      struct Field: UIViewRepresentable {
        var text: String?
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ uiView: UITextField, context: Context) {
          guard let text else { return }
          ↓uiView.text = text↑
        }
      }
      """),
    Example("""
      struct Scroller: UIViewRepresentable {
        var offset: CGPoint
        func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
        func updateUIView(_ uiView: UIScrollView, context: Context) {
          ↓uiView.contentOffset = offset↑
        }
      }
      """),
    Example("""
      // A subclass in the file that does not declare the property still reaches UITextView.
      final class NoteView: UITextView {}
      struct Notes: UIViewRepresentable {
        var attributed: NSAttributedString
        func makeUIView(context: Context) -> NoteView { NoteView() }
        func updateUIView(_ uiView: NoteView, context: Context) {
          ↓uiView.attributedText = attributed↑
        }
      }
      """),
    Example("""
      // A mode check on the view is true on every update in that mode: the write still repeats.
      struct Camera: UIViewControllerRepresentable {
        var device: UIImagePickerController.CameraDevice
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {
          if picker.sourceType == .camera {
            ↓picker.cameraDevice = device↑
          }
        }
      }
      """),
    Example("""
      // The made type through the kind's typealias, and a `Binding` stored without the wrapper.
      struct Field: UIViewRepresentable {
        typealias UIViewType = UITextField
        var text: Binding<String>
        func makeUIView(context: Context) -> UIViewType { UITextField() }
        func updateUIView(_ uiView: UIViewType, context: Context) {
          ↓uiView.text = text.wrappedValue↑
        }
      }
      """),
    Example("""
      struct Atlas: UIViewRepresentable {
        var center: CLLocationCoordinate2D
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {
          ↓uiView.centerCoordinate = center↑
        }
      }
      """),
    Example("""
      // A search bar's `text`, reported with its own composition check in the fix.
      struct Search: UIViewRepresentable {
        var query: String
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context: Context) {
          ↓bar.text = query↑
        }
      }
      """),
    Example("""
      // A quick-look preview's item and an AppKit path control's URL: reported (no fix for the preview item).
      struct Preview: UIViewRepresentable {
        var item: QLPreviewItem
        func makeUIView(context: Context) -> QLPreviewView { QLPreviewView() }
        func updateUIView(_ uiView: QLPreviewView, context: Context) {
          ↓uiView.previewItem = item↑
        }
      }
      struct PathBar: NSViewRepresentable {
        var folder: URL
        func makeNSView(context: Context) -> NSPathControl { NSPathControl() }
        func updateNSView(_ nsView: NSPathControl, context: Context) {
          ↓nsView.url = folder↑
        }
      }
      """),
    Example("""
      // The selection of a text view and a text field, and the map's visible rectangle and camera (no fix for the map values).
      struct Selection: UIViewRepresentable {
        var range: NSRange
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          ↓uiView.selectedRange = range↑
        }
      }
      struct Caret: UIViewRepresentable {
        var position: UITextRange?
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ uiView: UITextField, context: Context) {
          ↓uiView.selectedTextRange = position↑
        }
      }
      struct Overview: UIViewRepresentable {
        var rect: MKMapRect
        var camera: MKMapCamera
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {
          ↓uiView.visibleMapRect = rect↑
          ↓uiView.camera = camera↑
        }
      }
      """),
    Example("""
      // An AppKit text field's `stringValue`: reported without a fix (its composition lives in the field editor).
      struct Name: NSViewRepresentable {
        var value: String
        func makeNSView(context: Context) -> NSTextField { NSTextField() }
        func updateNSView(_ nsView: NSTextField, context: Context) {
          ↓nsView.stringValue = value↑
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Reader: UIViewRepresentable {
        let document: PDFDocument?
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ uiView: PDFView, context: Context) {
          uiView.document = document
        }
      }
      """), """
      struct Reader: UIViewRepresentable {
        let document: PDFDocument?
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ uiView: PDFView, context: Context) {
          if uiView.document !== document {
            uiView.document = document
          }
        }
      }
      """),
    Correction(Example("""
      struct Notes: UIViewRepresentable {
        var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          uiView.text = text
        }
      }
      """), """
      struct Notes: UIViewRepresentable {
        var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          if uiView.text != text, uiView.markedTextRange == nil {
            uiView.text = text
          }
        }
      }
      """),
    Correction(Example("""
      struct Atlas: UIViewRepresentable {
        var region: MKCoordinateRegion
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          map.region = region
        }
      }
      """), """
      struct Atlas: UIViewRepresentable {
        var region: MKCoordinateRegion
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          if abs(map.region.center.latitude - region.center.latitude) > region.span.latitudeDelta * 0.01 || abs(map.region.center.longitude - region.center.longitude) > region.span.longitudeDelta * 0.01 || abs(map.region.span.latitudeDelta - region.span.latitudeDelta) > region.span.latitudeDelta * 0.01 || abs(map.region.span.longitudeDelta - region.span.longitudeDelta) > region.span.longitudeDelta * 0.01 {
            map.region = region
          }
        }
      }
      """),
    Correction(Example("""
      struct Search: UIViewRepresentable {
        var query: String
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context: Context) {
          bar.text = query
        }
      }
      """), """
      struct Search: UIViewRepresentable {
        var query: String
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context: Context) {
          if bar.text != query, bar.searchTextField.markedTextRange == nil {
            bar.text = query
          }
        }
      }
      """),
    Correction(Example("""
      struct Source: NSViewRepresentable {
        var code: String
        func makeNSView(context: Context) -> NSTextView { NSTextView() }
        func updateNSView(_ nsView: NSTextView, context: Context) {
          nsView.string = code
        }
      }
      """), """
      struct Source: NSViewRepresentable {
        var code: String
        func makeNSView(context: Context) -> NSTextView { NSTextView() }
        func updateNSView(_ nsView: NSTextView, context: Context) {
          if nsView.string != code, !nsView.hasMarkedText() {
            nsView.string = code
          }
        }
      }
      """),
    Correction(Example("""
      struct Scroller: UIViewRepresentable {
        var offset: CGPoint
        func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
        func updateUIView(_ uiView: UIScrollView, context: Context) {
          uiView.contentOffset = offset
        }
      }
      """), """
      struct Scroller: UIViewRepresentable {
        var offset: CGPoint
        func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
        func updateUIView(_ uiView: UIScrollView, context: Context) {
          if uiView.contentOffset != offset {
            uiView.contentOffset = offset
          }
        }
      }
      """),
    Correction(Example("""
      struct Camera: UIViewControllerRepresentable {
        var device: UIImagePickerController.CameraDevice
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {
          picker.cameraDevice = device
        }
      }
      """), """
      struct Camera: UIViewControllerRepresentable {
        var device: UIImagePickerController.CameraDevice
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {
          if picker.cameraDevice != device {
            picker.cameraDevice = device
          }
        }
      }
      """),
  ]
}
