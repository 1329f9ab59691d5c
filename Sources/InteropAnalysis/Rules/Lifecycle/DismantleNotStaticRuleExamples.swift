enum DismantleNotStaticRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // A static dismantle.
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        static func dismantleUIView(_ uiView: WKWebView, coordinator: ()) {
          uiView.stopLoading()
        }
      }
      """),
    Example("""
      // Not a representable.
      final class Cleanup {
        func dismantleUIView(_ uiView: UIView, coordinator: ()) { uiView.removeFromSuperview() }
      }
      """),
    Example("""
      // Modifiers before `static`, and a static dismantle in a `#if`.
      struct Scanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
        #if DEBUG
        public static func dismantleUIViewController(_ uiViewController: VNDocumentCameraViewController, coordinator: ()) {}
        #endif
      }
      """),
    Example("""
      // A helper the representable calls itself.
      struct Canvas: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ nsView: NSView, context: Context) {
          if nsView.isHidden { dismantleNSView(nsView, coordinator: ()) }
        }
        func dismantleNSView(_ nsView: NSView, coordinator: ()) { nsView.removeFromSuperview() }
      }
      """),
    Example("""
      // A helper the Coordinator calls through its parent.
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func dismantleUIView(_ uiView: WKWebView, coordinator: ()) { uiView.stopLoading() }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, WKNavigationDelegate {
          let parent: Browser
          init(parent: Browser) { self.parent = parent }
          func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {
            parent.dismantleUIView(webView, coordinator: ())
          }
        }
      }
      """),
    Example("""
      // Other labels: a helper, not the requirement.
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func dismantleUIView(_ uiView: WKWebView) { uiView.stopLoading() }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func ↓dismantleUIView(_ uiView: WKWebView, coordinator: ()) {
          uiView.stopLoading()
        }
      }
      """),
    Example("""
      struct Scanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
      }
      extension Scanner {
        public func ↓dismantleUIViewController(_ uiViewController: VNDocumentCameraViewController, coordinator: ()) {}
      }
      """),
    Example("""
      struct Canvas: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ nsView: NSView, context: Context) {}
        @MainActor func ↓dismantleNSView(_ nsView: NSView, coordinator: ()) {}
      }
      """),
    Example("""
      // The body reads an instance property: reported, but no fix.
      struct Ticker: UIViewRepresentable {
        let timer: Timer
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func ↓dismantleUIView(_ uiView: UILabel, coordinator: ()) { timer.invalidate() }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        public func dismantleUIView(_ uiView: WKWebView, coordinator: ()) { uiView.stopLoading() }
      }
      """), """
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        public static func dismantleUIView(_ uiView: WKWebView, coordinator: ()) { uiView.stopLoading() }
      }
      """),
  ]
}
