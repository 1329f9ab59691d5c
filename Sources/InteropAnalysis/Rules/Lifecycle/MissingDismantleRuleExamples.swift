enum MissingDismantleRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          context.coordinator.progress = web.observe(\\.estimatedProgress) { _, _ in }
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
          coordinator.progress?.invalidate()
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          var progress: NSKeyValueObservation?
        }
      }
      """),
    Example("""
      struct Clock: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          label.text = Date().formatted()
          return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
      }
      """),
    Example("""
      // Registrations in a plain class that is not a representable's Coordinator.
      final class KeyboardWatcher {
        var token: NSObjectProtocol?
        func start() {
          token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in }
        }
      }
      """),
    Example("""
      struct Feed: UIViewRepresentable {
        func makeUIView(context: Context) -> UITableView { UITableView() }
        func updateUIView(_ uiView: UITableView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
      }
      extension Feed {
        static func dismantleUIView(_ uiView: UITableView, coordinator: Coordinator) {
          coordinator.subscriptions.removeAll()
        }
        final class Coordinator {
          var subscriptions = Set<AnyCancellable>()
          init() {
            NotificationCenter.default.publisher(for: .NSCalendarDayChanged).sink { _ in }.store(in: &subscriptions)
          }
        }
      }
      """),
    Example("""
      struct Ticker: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          #if DEBUG
          label.text = "debug"
          #endif
          return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) {
          uiView.observe = false
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          context.coordinator.progress = ↓web.observe(\\.estimatedProgress) { _, _ in }↑
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          var progress: NSKeyValueObservation?
        }
      }
      """),
    Example("""
      struct Feed: UIViewRepresentable {
        func makeUIView(context: Context) -> UITableView { UITableView() }
        func updateUIView(_ uiView: UITableView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
      }
      extension Feed {
        final class Coordinator {
          var subscriptions = Set<AnyCancellable>()
          init() {
            ↓NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .NSCalendarDayChanged, object: nil)↑
            Timer.publish(every: 60, on: .main, in: .common).autoconnect().sink { _ in }.store(in: &subscriptions)
          }
          @objc func refresh() {}
        }
      }
      """),
    Example("""
      struct Chat: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let configuration = WKWebViewConfiguration()
          ↓configuration.userContentController.add(context.coordinator, name: "chat")↑
          return WKWebView(frame: .zero, configuration: configuration)
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          context.coordinator.progress = web.observe(\\.estimatedProgress) { _, _ in }
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          var progress: NSKeyValueObservation?
        }
      }
      """), """
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          context.coordinator.progress = web.observe(\\.estimatedProgress) { _, _ in }
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}

        static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
          coordinator.progress?.invalidate()
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          var progress: NSKeyValueObservation?
        }
      }
      """),
    Correction(Example("""
      struct Chat: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let configuration = WKWebViewConfiguration()
          configuration.userContentController.add(context.coordinator, name: "chat")
          NotificationCenter.default.addObserver(context.coordinator, selector: #selector(Coordinator.reload), name: .NSCalendarDayChanged, object: nil)
          return WKWebView(frame: .zero, configuration: configuration)
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
      }
      """), """
      struct Chat: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let configuration = WKWebViewConfiguration()
          configuration.userContentController.add(context.coordinator, name: "chat")
          NotificationCenter.default.addObserver(context.coordinator, selector: #selector(Coordinator.reload), name: .NSCalendarDayChanged, object: nil)
          return WKWebView(frame: .zero, configuration: configuration)
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}

        static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
          uiView.configuration.userContentController.removeScriptMessageHandler(forName: "chat")
          NotificationCenter.default.removeObserver(coordinator)
        }
      }
      """),
  ]
}
