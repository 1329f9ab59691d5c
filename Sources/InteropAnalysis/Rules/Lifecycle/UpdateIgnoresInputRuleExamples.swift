enum UpdateIgnoresInputRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // Update applies the input behind a change check.
      struct Browser: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.load(URLRequest(url: url))
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          if context.coordinator.lastURL != url {
            context.coordinator.lastURL = url
            uiView.load(URLRequest(url: url))
          }
        }
      }
      """),
    Example("""
      // Wrapped properties, a `let` with a default, `initial…`/`default…` names.
      struct Field: UIViewRepresentable {
        @Binding var text: String
        @Environment(\\.font) private var font
        let placeholderColor = UIColor.secondaryLabel
        var initialText: String
        var defaultAlignment: NSTextAlignment
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          field.text = initialText.isEmpty ? text : initialText
          field.textAlignment = defaultAlignment
          field.tintColor = placeholderColor
          _ = font
          return field
        }
        func updateUIView(_ uiView: UITextField, context: Context) {
          uiView.isEnabled = true
        }
      }
      """),
    Example("""
      // Read through a helper that update calls.
      struct Label: UIViewRepresentable {
        var title: String
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          apply(to: label)
          return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) { apply(to: uiView) }
        private func apply(to label: UILabel) { label.text = title }
      }
      """),
    Example("""
      // A system modal controller: its configuration is fixed once presented.
      struct Share: UIViewControllerRepresentable {
        let items: [Any]
        func makeUIViewController(context: Context) -> UIActivityViewController {
          UIActivityViewController(activityItems: items, applicationActivities: nil)
        }
        func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
      }
      """),
    Example("""
      // A photo picker below iOS 17 cannot be reconfigured.
      struct Photos: UIViewControllerRepresentable {
        let limit: Int
        func makeUIViewController(context: Context) -> PHPickerViewController {
          var configuration = PHPickerConfiguration()
          configuration.selectionLimit = limit
          return PHPickerViewController(configuration: configuration)
        }
        func updateUIViewController(_ controller: PHPickerViewController, context: Context) {}
      }
      """, configuration: ["deploymentTarget": "iOS 16"]),
    Example("""
      // A documented no-op update.
      struct Logo: UIViewRepresentable {
        let image: UIImage
        func makeUIView(context: Context) -> UIImageView { UIImageView(image: image) }
        func updateUIView(_ uiView: UIImageView, context: Context) {
          // The logo never changes after launch.
        }
      }
      """),
    Example("""
      // Update hands `self` to the Coordinator, which reads every input.
      struct Chart: UIViewRepresentable {
        var values: [Double]
        func makeUIView(context: Context) -> ChartView {
          let chart = ChartView()
          chart.values = values
          return chart
        }
        func updateUIView(_ uiView: ChartView, context: Context) {
          context.coordinator.parent = self
        }
      }
      """),
    Example("""
      // A model object the parent keeps handing back, and a closure (often a factory used once).
      struct Stream: UIViewRepresentable {
        let model: StreamModel
        let makePlaceholder: () -> UIView
        func makeUIView(context: Context) -> UIView {
          let view = UIView()
          model.attach(view)
          view.addSubview(makePlaceholder())
          return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
      }
      """),
    Example("""
      // Update lives in an extension elsewhere: unknown.
      struct Gauge: UIViewRepresentable {
        var level: Double
        func makeUIView(context: Context) -> UIProgressView {
          let bar = UIProgressView()
          bar.progress = Float(level)
          return bar
        }
      }
      """),
    Example("""
      // Never on: a property read only by the Coordinator (through `parent`), not by make.
      struct Pager: UIViewRepresentable {
        var pageCount: Int
        func makeUIView(context: Context) -> UIScrollView {
          let scroll = UIScrollView()
          scroll.delegate = context.coordinator
          return scroll
        }
        func updateUIView(_ uiView: UIScrollView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UIScrollViewDelegate {
          var parent: Pager
          init(parent: Pager) { self.parent = parent }
          func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            let page = Int(scrollView.contentOffset.x / max(scrollView.bounds.width, 1))
            _ = min(page, parent.pageCount - 1)
          }
        }
      }
      """),
    Example("""
      // Never on: a Safari view's configuration is fixed once it is presented.
      struct Article: UIViewControllerRepresentable {
        let url: URL
        let readerMode: Bool
        func makeUIViewController(context: Context) -> SFSafariViewController {
          let configuration = SFSafariViewController.Configuration()
          configuration.entersReaderIfAvailable = readerMode
          return SFSafariViewController(url: url, configuration: configuration)
        }
        func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Browser: UIViewRepresentable {
        let ↓url↑: URL
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.load(URLRequest(url: url))
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
      }
      """),
    Example("""
      // field: a hosting controller made in make whose `rootView` update never refreshes
      // The hosting controller's content stays frozen.
      struct Embed<Content: View>: UIViewControllerRepresentable {
        let ↓content↑: Content
        let title: String
        func makeUIViewController(context: Context) -> UIHostingController<Content> {
          let host = UIHostingController(rootView: content)
          host.title = title
          return host
        }
        func updateUIViewController(_ host: UIHostingController<Content>, context: Context) {
          host.title = title
        }
      }
      """),
    Example("""
      // field: animation data and a flag applied only in make; update is empty
      struct Animation: UIViewRepresentable {
        var ↓data↑: Data
        var ↓loops↑: Bool
        init(data: Data, loops: Bool) {
          self.data = data
          self.loops = loops
        }
        func makeUIView(context: Context) -> UIView {
          let view = UIView()
          context.coordinator.player.load(data, loops: loops)
          return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {

        }
      }
      """),
    Example("""
      // An embedded picker at iOS 17 can change its selection limit with `updatePicker(using:)` (not its filter).
      struct Photos: UIViewControllerRepresentable {
        let ↓limit↑: Int
        let allowsVideo: Bool
        func makeUIViewController(context: Context) -> PHPickerViewController {
          var configuration = PHPickerConfiguration()
          configuration.mode = .compact
          configuration.filter = allowsVideo ? .any(of: [.images, .videos]) : .images
          configuration.selectionLimit = limit
          return PHPickerViewController(configuration: configuration)
        }
        func updateUIViewController(_ controller: PHPickerViewController, context: Context) {}
      }
      """, configuration: ["deploymentTarget": "iOS 17"]),
  ]
}
