enum DelegateSetInUpdateRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextView {
          let view = UITextView()
          view.delegate = context.coordinator
          return view
        }
        func updateUIView(_ uiView: UITextView, context: Context) {
          if uiView.text != text { uiView.text = text }
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UITextViewDelegate {}
      }
      """),
    Example("""
      struct Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {
          let currentDelegate = uiView.delegate
          if currentDelegate === context.coordinator { uiView.showsCompass = true }
        }
      }
      """),
    Example("""
      // A different type that happens to have the same method name.
      final class ListController {
        var table = UITableView()
        func updateUIView(_ uiView: UITableView, context: Int) {
          uiView.dataSource = nil
        }
      }
      """),
    Example("""
      struct Mail: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController {
          let composer = MFMailComposeViewController()
          #if DEBUG
          composer.mailComposeDelegate = context.coordinator
          #else
          composer.mailComposeDelegate = context.coordinator
          #endif
          return composer
        }
        func updateUIViewController(_ composer: MFMailComposeViewController, context: Context) {
          composer.isDelegateEnabledForTesting = true
        }
      }
      """),
    Example("""
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          context.coordinator.attach(to: web)
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
      }
      extension Browser {
        final class Coordinator: NSObject, WKNavigationDelegate {
          func attach(to web: WKWebView) { web.navigationDelegate = self }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          ↓uiView.navigationDelegate = context.coordinator↑
        }
      }
      """),
    Example("""
      struct Mail: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
        func updateUIViewController(_ composer: MFMailComposeViewController, context: Context) {
          ↓composer.mailComposeDelegate = context.coordinator↑
        }
      }
      """),
    Example("""
      struct Table: UIViewRepresentable {
        func makeUIView(context: Context) -> UITableView { UITableView() }
        func updateUIView(_ uiView: UITableView, context: Context) {
          if uiView.window != nil {
            ↓uiView.dataSource = context.coordinator↑
          }
          ↓uiView.delegate = context.coordinator↑
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          uiView.navigationDelegate = context.coordinator
          uiView.allowsBackForwardNavigationGestures = true
        }
      }
      """), """
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.navigationDelegate = context.coordinator
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          uiView.allowsBackForwardNavigationGestures = true
        }
      }
      """),
    Correction(Example("""
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView {
          let notes = UITextView()
          notes.delegate = context.coordinator
          return notes
        }
        func updateUIView(_ uiView: UITextView, context: Context) {
          uiView.delegate = context.coordinator
        }
      }
      """), """
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView {
          let notes = UITextView()
          notes.delegate = context.coordinator
          return notes
        }
        func updateUIView(_ uiView: UITextView, context: Context) {
        }
      }
      """),
  ]
}
