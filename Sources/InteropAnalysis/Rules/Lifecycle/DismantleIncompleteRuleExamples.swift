enum DismantleIncompleteRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // Every registration is undone in dismantle.
      private struct Ticker: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          context.coordinator.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
          return UILabel()
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
          coordinator.timer?.invalidate()
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator { var timer: Timer? }
      }
      """),
    Example("""
      // field: dismantle calls a Coordinator teardown method that removes the observer
      // The cleanup sits in a Coordinator method that dismantle calls.
      private struct Toolbar: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
          coordinator.tearDown()
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          var configObserver: NSObjectProtocol?
          func start() {
            configObserver = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in }
          }
          func tearDown() { stopObserving() }
          private func stopObserving() {
            if let configObserver { NotificationCenter.default.removeObserver(configObserver) }
          }
        }
      }
      """),
    Example("""
      // Selector-based observers and KVO tokens in the Coordinator need no cleanup; script handlers are not this rule's.
      private struct Chat: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let configuration = WKWebViewConfiguration()
          configuration.userContentController.add(context.coordinator, name: "chat")
          NotificationCenter.default.addObserver(context.coordinator, selector: #selector(Coordinator.reload), name: .NSCalendarDayChanged, object: nil)
          let web = WKWebView(frame: .zero, configuration: configuration)
          context.coordinator.title = web.observe(\\.title) { _, _ in }
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        static func dismantleUIView(_ web: WKWebView, coordinator: Coordinator) {
          web.stopLoading()
        }
        final class Coordinator: NSObject {
          var title: NSKeyValueObservation?
          @objc func reload() {}
        }
      }
      """),
    Example("""
      // No dismantle at all is `missing-dismantle`'s finding, not this rule's.
      private struct Clock: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
          return UILabel()
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
      }
      """),
    Example("""
      // Dismantle calls a Coordinator method declared in another file: it may hold the cleanup.
      private struct Feed: UIViewRepresentable {
        func makeUIView(context: Context) -> UITableView {
          context.coordinator.refresh = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { _ in }
          return UITableView()
        }
        func updateUIView(_ uiView: UITableView, context: Context) {}
        static func dismantleUIView(_ uiView: UITableView, coordinator: Coordinator) {
          coordinator.stopEverything()
        }
        final class Coordinator { var refresh: Timer? }
      }
      """),
    Example("""
      // Not file-private: the Coordinator may have a cleanup method in another file.
      struct Meter: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          context.coordinator.link = CADisplayLink(target: context.coordinator, selector: #selector(Coordinator.tick))
          return UIView()
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {}
        final class Coordinator: NSObject {
          var link: CADisplayLink?
          @objc func tick() {}
        }
      }
      """),
    Example("""
      // Never on: what missing-dismantle exempts: a one-shot timer, a block observer removed in deinit, Combine in the Coordinator.
      private struct Status: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { _ in label.text = nil }
          return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
          uiView.text = nil
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          var token: NSObjectProtocol?
          var bag = Set<AnyCancellable>()
          override init() {
            super.init()
            token = NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { _ in }
            NotificationCenter.default.publisher(for: .NSCalendarDayChanged).sink { _ in }.store(in: &bag)
          }
          deinit {
            if let token { NotificationCenter.default.removeObserver(token) }
          }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      private struct Clock: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
          uiView.text = nil
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator {
          var timer: Timer?
          init() { ↓timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }↑ }
        }
      }
      """),
    Example("""
      private struct Meter: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          ↓context.coordinator.link = CADisplayLink(target: context.coordinator, selector: #selector(Coordinator.tick))↑
          ↓context.coordinator.token = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in }↑
          return UIView()
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
          uiView.removeFromSuperview()
        }
        final class Coordinator: NSObject {
          var link: CADisplayLink?
          var token: NSObjectProtocol?
          @objc func tick() {}
        }
      }
      """),
    Example("""
      // A KVO token kept in a static outside the Coordinator.
      private struct Reader: UIViewRepresentable {
        static var progressObservation: NSKeyValueObservation?
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          ↓Self.progressObservation = web.observe(\\.estimatedProgress) { _, _ in }↑
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        static func dismantleUIView(_ uiView: WKWebView, coordinator: ()) {
          uiView.stopLoading()
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      private struct Clock: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        static func dismantleUIView(_ label: UILabel, coordinator: Coordinator) {
          label.text = nil
        }
        final class Coordinator {
          var timer: Timer?
          init() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
        }
      }
      """), """
      private struct Clock: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        static func dismantleUIView(_ label: UILabel, coordinator: Coordinator) {
          label.text = nil
          coordinator.timer?.invalidate()
        }
        final class Coordinator {
          var timer: Timer?
          init() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
        }
      }
      """),
    Correction(Example("""
      private struct Reader: UIViewRepresentable {
        static var progressObservation: NSKeyValueObservation?
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          Self.progressObservation = web.observe(\\.estimatedProgress) { _, _ in }
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        static func dismantleUIView(_ uiView: WKWebView, coordinator: ()) {}
      }
      """), """
      private struct Reader: UIViewRepresentable {
        static var progressObservation: NSKeyValueObservation?
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          Self.progressObservation = web.observe(\\.estimatedProgress) { _, _ in }
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        static func dismantleUIView(_ uiView: WKWebView, coordinator: ()) {
          Self.progressObservation?.invalidate()
        }
      }
      """),
  ]
}
