enum UnguardedUpdateCallRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      struct Browser: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          if uiView.url != url {
            uiView.load(URLRequest(url: url))
          }
        }
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
      struct Browser: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          uiView.load(URLRequest(url: url))
        }
      }
      """), """
      struct Browser: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          if uiView.url != url {
            uiView.load(URLRequest(url: url))
          }
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
          if isFocused && !field.isFirstResponder {
            field.becomeFirstResponder()
          }
        }
      }
      """),
  ]
}
