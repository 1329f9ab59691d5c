enum MissingRequirementRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // Both requirements.
      private struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
      }
      """),
    Example("""
      // Split over the type and an extension of this file.
      fileprivate struct Atlas {
        var region: MKCoordinateRegion
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
      }
      extension Atlas: UIViewRepresentable {
        func updateUIView(_ uiView: MKMapView, context: Context) {}
      }
      """),
    Example("""
      // Not file-private: another file may extend it with update.
      struct Chart: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
      }
      """),
    Example("""
      // The conformance is declared here, the type and its methods elsewhere.
      extension ImportedChart: UIViewRepresentable {}
      """),
    Example("""
      // A near miss is lifecycle-name-typo's.
      private struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUiView(_ uiView: UITextView, context: Context) {}
      }
      """),
    Example("""
      // Methods of the other kind are wrong-representable-kind's.
      private struct Safari: UIViewRepresentable {
        func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: URL(fileURLWithPath: "/")) }
        func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
      }
      """),
    Example("""
      // Both spellings inside `#if`.
      private struct Scanner: UIViewControllerRepresentable {
        #if targetEnvironment(simulator)
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        #else
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        #endif
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
      }
      """),
    Example("""
      // Another protocol's extension may implement update.
      private struct Gauge: UIViewRepresentable, StaticRepresentable {
        func makeUIView(context: Context) -> UIProgressView { UIProgressView() }
      }
      """),
    Example("""
      // A gesture representable needs only make.
      private struct Pinch: UIGestureRecognizerRepresentable {
        func makeUIGestureRecognizer(context: Context) -> UIPinchGestureRecognizer { UIPinchGestureRecognizer() }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      private struct ↓Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
      }
      """),
    Example("""
      fileprivate struct ↓Scanner: UIViewControllerRepresentable {
        func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
      }
      """),
    Example("""
      private struct ↓Canvas {
        var strokes: [CGPath]
      }
      extension Canvas: NSViewRepresentable {
        func updateNSView(_ nsView: NSView, context: Context) {}
      }
      """),
    Example("""
      // Nested in a private type.
      private enum Previews {
        struct ↓Swatch: UIViewRepresentable {
          func updateUIView(_ uiView: UIView, context: Context) {}
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      private struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
      }
      """), """
      private struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }

        func updateUIView(_ uiView: WKWebView, context: Context) {
        }
      }
      """),
    Correction(Example("""
      private struct Scanner: UIViewControllerRepresentable {
        let title: String
      }
      """), """
      private struct Scanner: UIViewControllerRepresentable {
        let title: String

        func makeUIViewController(context: Context) -> UIViewController {
          UIViewController()
        }

        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
        }
      }
      """),
  ]
}
