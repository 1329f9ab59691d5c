enum UnguardedUpdateCallRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // The last requested URL, kept in the Coordinator, decides.
      struct Browser: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          if context.coordinator.lastURL != url {
            context.coordinator.lastURL = url
            uiView.load(URLRequest(url: url))
          }
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator { var lastURL: URL? }
      }
      """),
    Example("""
      struct Field: UIViewRepresentable {
        @Binding var isFocused: Bool
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {
          guard isFocused else { return }
          field.becomeFirstResponder()
        }
      }
      """),
    Example("""
      struct Browser: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.load(URLRequest(url: url))
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
      }
      """),
    Example("""
      // An unrelated class with a method of the same name.
      final class Preloader {
        func updateUIView(_ uiView: WKWebView, context: Int) {
          uiView.load(URLRequest(url: URL(fileURLWithPath: "/")))
        }
      }
      """),
    Example("""
      struct Table: UIViewRepresentable {
        var rows: [String]
        func makeUIView(context: Context) -> UITableView { UITableView() }
        func updateUIView(_ tableView: UITableView, context: Context) {
          switch context.coordinator.rowsChanged(rows) {
          case true: tableView.reloadData()
          case false: break
          }
          context.coordinator.reloadData()
        }
      }
      """),
    Example("""
      // The web view subclass declares `load` itself and may skip repeated requests.
      final class CachingWebView: WKWebView {
        override func load(_ request: URLRequest) -> WKNavigation? { nil }
      }
      struct Browser: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> CachingWebView { CachingWebView() }
        func updateUIView(_ uiView: CachingWebView, context: Context) {
          uiView.load(URLRequest(url: url))
        }
      }
      """),
    Example("""
      // A view class from another file: its methods are unknown here.
      struct Player: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> VideoSurface { VideoSurface() }
        func updateUIView(_ uiView: VideoSurface, context: Context) {
          uiView.load(url)
        }
      }
      """),
    Example("""
      // Never on: a method a workspace subclass overrides (it may check by itself).
      // field: a custom `reloadData()` that skips the reload unless its data is marked dirty
      final class DiffingTableView: UITableView {
        var isDirty = false
        override func reloadData() {
          guard isDirty else { return }
          isDirty = false
          super.reloadData()
        }
      }
      struct Rows: UIViewRepresentable {
        var items: [String]
        func makeUIView(context: Context) -> DiffingTableView { DiffingTableView() }
        func updateUIView(_ uiView: DiffingTableView, context: Context) {
          uiView.reloadData()
        }
      }
      """),
    Example("""
      // Never on: a call under a real condition (a comparison with the last value applied).
      struct Focus: UIViewRepresentable {
        @Binding var isEditing: Bool
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          if !isEditing, uiView.isFirstResponder {
            uiView.resignFirstResponder()
          }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Browser: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          ↓uiView.load(URLRequest(url: url))↑
        }
      }
      """),
    Example("""
      // An unwrap-only guard is not a change check: the page reloads on every update.
      struct Player: UIViewRepresentable {
        let url: URL?
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          guard let url else { return }
          ↓uiView.load(URLRequest(url: url))↑
        }
      }
      """),
    Example("""
      struct Field: UIViewRepresentable {
        @Binding var isFocused: Bool
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {
          ↓field.becomeFirstResponder()↑
        }
      }
      """),
    Example("""
      struct Table: UIViewRepresentable {
        var rows: [String]
        func makeUIView(context: Context) -> UITableView { UITableView() }
        func updateUIView(_ tableView: UITableView, context: Context) {
          context.coordinator.rows = rows
          ↓tableView.reloadData()↑
        }
      }
      """),
    Example("""
      struct Atlas: UIViewRepresentable {
        var region: MKCoordinateRegion
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {
          ↓uiView.setRegion(region, animated: true)↑
        }
      }
      """),
    Example("""
      // field: a visible map rectangle set on every update while the map writes it back (the Coordinator is elsewhere)
      struct Atlas: UIViewRepresentable {
        @Binding var visibleRect: MKMapRect
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {
          ↓uiView.setVisibleMapRect(visibleRect, animated: true)↑
          uiView.showsUserLocation = true
        }
        func makeCoordinator() -> AtlasCoordinator { AtlasCoordinator(owner: self) }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: a video page loaded after an unwrap-only `guard let` on a model's URL
      struct VideoPage: UIViewRepresentable {
        let model: VideoModel
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ webView: WKWebView, context: Context) {
          guard let address = model.currentAddress else { return }
          var request = URLRequest(url: address)
          request.setValue("app", forHTTPHeaderField: "Referer")
          ↓webView.load(request)↑
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // HTML and a scroll request: reported, without a fix.
      struct Page: UIViewRepresentable {
        var html: String
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          ↓uiView.loadHTMLString(html, baseURL: nil)↑
        }
      }
      struct Strip: UIViewRepresentable {
        var item: IndexPath
        func makeUIView(context: Context) -> UICollectionView { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }
        func updateUIView(_ uiView: UICollectionView, context: Context) {
          ↓uiView.scrollToItem(at: item, at: .centeredHorizontally, animated: true)↑
        }
      }
      """),
    Example("""
      // The other listed methods on their classes: each one repeats its effect on every update.
      struct Local: UIViewRepresentable {
        var file: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          ↓uiView.loadFileURL(file, allowingReadAccessTo: file.deletingLastPathComponent())↑
        }
      }
      struct Booklet: UIViewRepresentable {
        var page: PDFPage
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ uiView: PDFView, context: Context) {
          ↓uiView.go(to: page)↑
        }
      }
      struct Orbit: UIViewRepresentable {
        var camera: MKMapCamera
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {
          ↓uiView.setCamera(camera, animated: true)↑
        }
      }
      struct Feed: UIViewRepresentable {
        var top: CGPoint
        var row: IndexPath
        func makeUIView(context: Context) -> UITableView { UITableView() }
        func updateUIView(_ uiView: UITableView, context: Context) {
          ↓uiView.setContentOffset(top, animated: false)↑
          ↓uiView.scrollToRow(at: row, at: .top, animated: true)↑
        }
      }
      struct Attachment: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> QLPreviewController { QLPreviewController() }
        func updateUIViewController(_ controller: QLPreviewController, context: Context) {
          ↓controller.refreshCurrentPreviewItem()↑
        }
      }
      struct Host: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {
          ↓controller.present(UIViewController(), animated: true)↑
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Atlas: UIViewRepresentable {
        var region: MKCoordinateRegion
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          map.setRegion(region, animated: true)
        }
      }
      """), """
      struct Atlas: UIViewRepresentable {
        var region: MKCoordinateRegion
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          if abs(map.region.center.latitude - region.center.latitude) > region.span.latitudeDelta * 0.01 || abs(map.region.center.longitude - region.center.longitude) > region.span.longitudeDelta * 0.01 || abs(map.region.span.latitudeDelta - region.span.latitudeDelta) > region.span.latitudeDelta * 0.01 || abs(map.region.span.longitudeDelta - region.span.longitudeDelta) > region.span.longitudeDelta * 0.01 {
            map.setRegion(region, animated: true)
          }
        }
      }
      """),
    Correction(Example("""
      struct Browser: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          uiView.load(URLRequest(url: url))
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKNavigationDelegate {
          func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
        }
      }
      """), """
      struct Browser: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          if context.coordinator.lastRequest != URLRequest(url: url) {
            context.coordinator.lastRequest = URLRequest(url: url)
            uiView.load(URLRequest(url: url))
          }
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKNavigationDelegate {
          var lastRequest: URLRequest?
          func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
        }
      }
      """),
    Correction(Example("""
      struct Field: UIViewRepresentable {
        @Binding var isFocused: Bool
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {
          field.becomeFirstResponder()
        }
      }
      """), """
      struct Field: UIViewRepresentable {
        @Binding var isFocused: Bool
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {
          if isFocused, !field.isFirstResponder, field.window != nil {
            field.becomeFirstResponder()
          }
        }
      }
      """),
    Correction(Example("""
      // No focus binding: the window check alone.
      struct Field: UIViewRepresentable {
        var text: String
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {
          field.text = text
          field.becomeFirstResponder()
        }
      }
      """), """
      // No focus binding: the window check alone.
      struct Field: UIViewRepresentable {
        var text: String
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {
          field.text = text
          if !field.isFirstResponder, field.window != nil {
            field.becomeFirstResponder()
          }
        }
      }
      """),
    Correction(Example("""
      struct Field: UIViewRepresentable {
        @Binding var isFocused: Bool
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {
          field.resignFirstResponder()
        }
      }
      """), """
      struct Field: UIViewRepresentable {
        @Binding var isFocused: Bool
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {
          if !isFocused, field.isFirstResponder {
            field.resignFirstResponder()
          }
        }
      }
      """),
    Correction(Example("""
      struct Page: UIViewRepresentable {
        var html: String
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          uiView.loadHTMLString(html, baseURL: nil)
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator {
          var pageCount = 0
        }
      }
      """), """
      struct Page: UIViewRepresentable {
        var html: String
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          if context.coordinator.lastHTMLString != html {
            context.coordinator.lastHTMLString = html
            uiView.loadHTMLString(html, baseURL: nil)
          }
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator {
          var lastHTMLString: String?
          var pageCount = 0
        }
      }
      """),
  ]
}
