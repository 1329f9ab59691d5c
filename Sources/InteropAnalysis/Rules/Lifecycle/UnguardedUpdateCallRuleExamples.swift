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
  ]
}
