enum UnguardedUpdateAssignmentRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      struct Notes: UIViewRepresentable {
        var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          if uiView.text != text { uiView.text = text }
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
      // Not a representable: same method shape in a view model.
      struct Styler {
        func updateUIView(_ uiView: UILabel, context: Int) {
          uiView.text = "Hello"
        }
      }
      """),
    Example("""
      struct Host: UIViewControllerRepresentable {
        var content: AnyView
        func makeUIViewController(context: Context) -> UIHostingController<AnyView> { UIHostingController(rootView: content) }
        func updateUIViewController(_ controller: UIHostingController<AnyView>, context: Context) {
          controller.rootView = content
          let label = UILabel()
          label.text = "local object, not the update parameter"
          UIView.animate(withDuration: 0.3) { controller.view.alpha = 1 }
        }
      }
      """),
    Example("""
      struct Atlas: UIViewRepresentable {
        var region: MKCoordinateRegion
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          #if os(iOS)
          if !context.coordinator.regionsAreClose(map.region, region) { map.region = region }
          #endif
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
      struct Badge: UIViewRepresentable {
        var color: UIColor
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {
          if uiView.textColor != color { uiView.textColor = color }
          ↓uiView.layer.cornerRadius = 6↑
        }
      }
      """),
    Example("""
      struct Reader: UIViewRepresentable {
        let document: PDFDocument?
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ uiView: PDFView, context: Context) {
          if uiView.window != nil {
            ↓uiView.document = document↑
          }
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
  ]
}
