enum DelegateSetInUpdateRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // field: the scroll view inside a page view controller, wired in update
      // A sub-object of a view controller: its view is not loaded in make, so update is a valid place.
      struct Pager: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> PagerController { PagerController() }
        func updateUIViewController(_ controller: PagerController, context: Context) {
          controller.scrollView?.delegate = context.coordinator
        }
      }
      """),
    Example("""
      // Wired once in make.
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
      // Not the Coordinator: a data source holding plain data, a fresh object (`delegate-to-temporary`).
      struct Grid: UIViewRepresentable {
        let items: [Item]
        func makeUIView(context: Context) -> GridView { GridView() }
        func updateUIView(_ grid: GridView, context: Context) {
          grid.dataSource = items
          grid.delegate = GridDelegate()
        }
      }
      """),
    Example("""
      // Conditional: re-wired only after the view was reset.
      struct Table: UIViewRepresentable {
        var isReset: Bool
        func makeUIView(context: Context) -> UITableView { UITableView() }
        func updateUIView(_ uiView: UITableView, context: Context) {
          if isReset {
            uiView.dataSource = context.coordinator
          }
        }
      }
      """),
    Example("""
      // A composer's `delegate` is `composer-delegate-property`'s finding.
      struct Mail: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
        func updateUIViewController(_ composer: MFMailComposeViewController, context: Context) {
          composer.delegate = context.coordinator
        }
      }
      """),
    Example("""
      // Comparing, not assigning; and a different type with the same method name.
      struct Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {
          let currentDelegate = uiView.delegate
          if currentDelegate === context.coordinator { uiView.showsCompass = true }
        }
      }
      final class ListController {
        func updateUIView(_ uiView: UITableView, context: Int) {
          uiView.dataSource = nil
        }
      }
      """),
    Example("""
      // The Coordinator wires itself.
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
      // A local holding the Coordinator; an unwrap-only guard is no condition.
      struct Table: UIViewRepresentable {
        var rows: [String]?
        func makeUIView(context: Context) -> UITableView { UITableView() }
        func updateUIView(_ uiView: UITableView, context: Context) {
          guard let rows else { return }
          let coordinator = context.coordinator
          coordinator.rows = rows
          ↓uiView.dataSource = coordinator↑
          ↓uiView.delegate = coordinator↑
        }
      }
      """),
    Example("""
      // A sub-object of a view (it exists in make): reported, without a fix.
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          ↓uiView.scrollView.delegate = context.coordinator↑
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
