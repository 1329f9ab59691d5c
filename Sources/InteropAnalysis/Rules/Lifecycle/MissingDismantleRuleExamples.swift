enum MissingDismantleRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // field: a selector-based observer added in the Coordinator's init
      // Selector-based observer: the center stops messaging a deallocated observer (iOS 9 / macOS 10.11).
      private struct Clock: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          override init() {
            super.init()
            NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .NSCalendarDayChanged, object: nil)
          }
          @objc func refresh() {}
        }
      }
      """),
    Example("""
      // field: Combine subscriptions in the Coordinator's bag and KVO tokens in its properties
      // KVO and Combine tokens kept in the Coordinator end with it.
      private struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          context.coordinator.progress = web.observe(\\.estimatedProgress) { _, _ in }
          NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
            .sink { [weak web] _ in web?.reload() }
            .store(in: &context.coordinator.subscriptions)
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          var progress: NSKeyValueObservation?
          var subscriptions = Set<AnyCancellable>()
        }
      }
      """),
    Example("""
      // A timer that fires once.
      private struct Splash: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in label.isHidden = true }
          return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
      }
      """),
    Example("""
      // field: a block observer, stored and removed when the menu hides
      // A block observer the type removes itself, when the menu closes.
      private struct Menu: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          var hideObserver: NSObjectProtocol?
          func open() {
            hideObserver = NotificationCenter.default.addObserver(forName: UIMenuController.willHideMenuNotification, object: nil, queue: .main) { [weak self] _ in
              self?.close()
            }
          }
          func close() {
            if let hideObserver { NotificationCenter.default.removeObserver(hideObserver) }
          }
        }
      }
      """),
    Example("""
      // Removed in the Coordinator's deinit: the block does not keep the Coordinator alive.
      private struct Keyboard: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ uiView: UITextField, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          var token: NSObjectProtocol?
          override init() {
            super.init()
            token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in }
          }
          deinit {
            if let token { NotificationCenter.default.removeObserver(token) }
          }
        }
      }
      """),
    Example("""
      // Script handlers are `script-handler-after-webview`'s findings.
      private struct Chat: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let configuration = WKWebViewConfiguration()
          configuration.userContentController.add(context.coordinator, name: "chat")
          return WKWebView(frame: .zero, configuration: configuration)
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
      }
      """),
    Example("""
      // Not file-private: a dismantle may be declared in an extension in another file.
      struct Ticker: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          context.coordinator.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
          return UILabel()
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        final class Coordinator { var timer: Timer? }
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
  ]

  static let triggering: [Example] = [
    Example("""
      private struct Ticker: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          ↓context.coordinator.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in label.text = Date().formatted() }↑
          return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator { var timer: Timer? }
      }
      """),
    Example("""
      // A discarded block-observer token can never be removed.
      private struct Orientation: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          let view = UIView()
          ↓NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main) { _ in
            view.setNeedsLayout()
          }↑
          return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
      }
      """),
    Example("""
      // Removed only in deinit, but the display link keeps its target, the Coordinator, alive.
      fileprivate struct Wave: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          var link: CADisplayLink?
          override init() {
            super.init()
            ↓link = CADisplayLink(target: self, selector: #selector(step))↑
            link?.add(to: .main, forMode: .common)
          }
          deinit { link?.invalidate() }
          @objc func step() {}
        }
      }
      """),
    Example("""
      // A repeating timer added to a run loop; its block keeps the Coordinator, so `deinit` never runs.
      private struct Poller: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator {
          var timer: Timer?
          func start() {
            let repeating = Timer(timeInterval: 10, repeats: true) { _ in self.poll() }
            ↓RunLoop.main.add(repeating, forMode: .common)↑
            timer = repeating
          }
          func poll() {}
          deinit { timer?.invalidate() }
        }
      }
      """),
    Example("""
      // A subscription kept by a shared object outside the Coordinator.
      private struct Badge: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          ↓Store.shared.counter.sink { label.text = "\\($0)" }.store(in: &Store.shared.subscriptions)↑
          return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      private struct Ticker: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          context.coordinator.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in label.text = Date().formatted() }
          return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator { var timer: Timer? }
      }
      """), """
      private struct Ticker: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          context.coordinator.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in label.text = Date().formatted() }
          return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}

        static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
          coordinator.timer?.invalidate()
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator { var timer: Timer? }
      }
      """),
    Correction(Example("""
      private struct Chat: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let configuration = WKWebViewConfiguration()
          configuration.userContentController.add(context.coordinator, name: "chat")
          return WKWebView(frame: .zero, configuration: configuration)
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKScriptMessageHandler {
          var token: NSObjectProtocol?
          override init() {
            super.init()
            token = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in }
          }
          func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
        }
      }
      """), """
      private struct Chat: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let configuration = WKWebViewConfiguration()
          configuration.userContentController.add(context.coordinator, name: "chat")
          return WKWebView(frame: .zero, configuration: configuration)
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}

        static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
          if let token = coordinator.token { NotificationCenter.default.removeObserver(token) }
          uiView.configuration.userContentController.removeScriptMessageHandler(forName: "chat")
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKScriptMessageHandler {
          var token: NSObjectProtocol?
          override init() {
            super.init()
            token = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in }
          }
          func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
        }
      }
      """),
     Correction(Example("""
      // A controller representable, and a KVO token kept outside the Coordinator (a static).
      private struct Progress: UIViewControllerRepresentable {
        static var progress: NSKeyValueObservation?
        func makeUIViewController(context: Context) -> UIViewController {
          let controller = UIViewController()
          Self.progress = controller.observe(\\.title) { _, _ in }
          return controller
        }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
      }
      """), """
      // A controller representable, and a KVO token kept outside the Coordinator (a static).
      private struct Progress: UIViewControllerRepresentable {
        static var progress: NSKeyValueObservation?
        func makeUIViewController(context: Context) -> UIViewController {
          let controller = UIViewController()
          Self.progress = controller.observe(\\.title) { _, _ in }
          return controller
        }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}

        static func dismantleUIViewController(_ uiViewController: UIViewController, coordinator: ()) {
          Self.progress?.invalidate()
        }
      }
      """),
  ]
}
