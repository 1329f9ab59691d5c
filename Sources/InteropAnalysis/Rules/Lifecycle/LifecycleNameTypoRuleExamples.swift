enum LifecycleNameTypoRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // The exact names.
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {}
      }
      """),
    Example("""
      // Not a representable: free to name methods anything.
      struct Factory {
        func makeUiView(context: Int) -> UIView { UIView() }
        func updateUiView(_ view: UIView, context: Int) {}
      }
      """),
    Example("""
      // A helper with other labels.
      struct Gallery: UIViewRepresentable {
        func makeUIView(context: Context) -> UICollectionView { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }
        func updateUIView(_ uiView: UICollectionView, context: Context) { updateView(uiView) }
        func updateView(_ view: UICollectionView) {}
        func makeUIViews(count: Int) -> [UIView] { [] }
      }
      """),
    Example("""
      // A helper with the requirement's labels that the type calls itself.
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) { dismantleView(uiView, coordinator: ()) }
        func dismantleView(_ uiView: UITextView, coordinator: ()) {}
      }
      """),
    Example("""
      // Another kind's exact name is no typo (wrong-representable-kind reports it).
      struct Canvas: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        static func dismantleNSView(_ nsView: NSView, coordinator: ()) {}
      }
      """),
    Example("""
      // The requirement exists already: a second, similar name is a helper.
      struct Sheet: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
        func updateUIViewControllers(_ uiViewController: UIViewController, context: Context) {}
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func ↓updateUiView(_ uiView: WKWebView, context: Context) {}
      }
      """),
    Example("""
      struct Notes: UIViewRepresentable {
        func ↓makeUIVIew(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        func ↓makeCordinator() -> Coordinator { Coordinator() }
        final class Coordinator {}
      }
      """),
    Example("""
      struct Scanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
      }
      extension Scanner {
        static func ↓dismantleUIViewControler(_ uiViewController: VNDocumentCameraViewController, coordinator: ()) {}
      }
      """),
    Example("""
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func ↓sizeThatFit(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUiView(_ uiView: WKWebView, context: Context) {}
      }
      """), """
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
      }
      """),
  ]
}
