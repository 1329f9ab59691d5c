enum ViewCreatedInUpdateRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      struct Browser: UIViewRepresentable {
        let address: URL
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView(frame: .zero)
          web.load(URLRequest(url: address))
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          if uiView.url != address { uiView.load(URLRequest(url: address)) }
        }
      }
      """),
    Example("""
      struct Badge: UIViewRepresentable {
        var tint: UIColor
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {
          uiView.backgroundColor = UIColor(white: 0.9, alpha: 1)
          uiView.font = UIFont.preferredFont(forTextStyle: .caption1)
          UIView.animate(withDuration: 0.2) { uiView.alpha = 1 }
        }
      }
      """),
    Example("""
      // Not a representable: the same method name in an unrelated helper type.
      struct PreviewFactory {
        func updateUIView(_ uiView: UIView, context: Int) {
          uiView.addSubview(UILabel())
        }
      }
      """),
    Example("""
      struct Gauge: UIViewRepresentable {
        func makeUIView(context: Context) -> UIProgressView {
          #if os(iOS)
          let bar = UIProgressView(progressViewStyle: .bar)
          #else
          let bar = UIProgressView()
          #endif
          return bar
        }
        func updateUIView(_ gauge: UIProgressView, context: Context) {
          gauge.progress = 0.5
        }
      }
      """),
    Example("""
      struct Scanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController {
          let scanner = VNDocumentCameraViewController()
          scanner.delegate = context.coordinator
          return scanner
        }
        func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
      }
      extension Scanner {
        final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
          func makeOverlay() -> UIView { UIView() }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Browser: UIViewRepresentable {
        let address: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          let fresh = ↓WKWebView(frame: .zero)↑
          fresh.load(URLRequest(url: address))
        }
      }
      """),
    Example("""
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ notesView: UITextView, context: Context) {
          notesView.inputAccessoryView = ↓UIToolbar()↑
          notesView.text = text
        }
      }
      """),
    Example("""
      struct Photos: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> PHPickerViewController {
          PHPickerViewController(configuration: PHPickerConfiguration())
        }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {
          if context.transaction.animation != nil {
            let replacement = ↓PHPickerViewController(configuration: PHPickerConfiguration())↑
            uiViewController.present(replacement, animated: true)
          }
        }
      }
      """),
    Example("""
      struct Ring: UIViewRepresentable {
        func makeUIView(context: Context) -> RingView { RingView() }
        func updateUIView(_ uiView: RingView, context: Context) {
          uiView.addSubview(↓RingView()↑)
        }
      }
      """),
  ]
}
