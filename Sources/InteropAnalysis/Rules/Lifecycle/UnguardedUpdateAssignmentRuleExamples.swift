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
  ]
}
