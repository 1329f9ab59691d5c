enum StrongCaptureInStoredClosureRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // Never on: a weak capture.
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        final class Coordinator: NSObject {
          var progress: NSKeyValueObservation?
          var fraction = 0.0
          func watch(_ web: WKWebView) {
            progress = web.observe(\\.estimatedProgress) { [weak self] web, _ in
              guard let self else { return }
              self.fraction = web.estimatedProgress
            }
          }
        }
      }
      """),
    Example("""
      // Never on: Timer and NotificationCenter blocks (missing-dismantle reports what outlives the view).
      struct Clock: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        final class Coordinator {
          var timer: Timer?
          var ticks = 0
          var token: NSObjectProtocol?
          func start() {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.ticks += 1 }
            token = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in
              self.ticks = 0
            }
          }
        }
      }
      """),
    Example("""
      // A view controller, not a Coordinator: its own lifetime rules apply.
      final class Screen: UIViewController {
        var token: AnyCancellable?
        func bind(_ model: Model) { token = model.$title.sink { self.title = $0 } }
      }
      """),
    Example("""
      // Never on: closures run once and released.
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        final class Coordinator: NSObject {
          func finish(_ web: WKWebView) {
            DispatchQueue.main.async { self.reload(web) }
            UIView.animate(withDuration: 0.2) { self.fade(web) }
            web.evaluateJavaScript("document.title") { _, _ in self.reload(web) }
          }
          func reload(_ web: WKWebView) {}
          func fade(_ web: WKWebView) {}
        }
      }
      """),
    Example("""
      // Never on: a UIAction on a control the Coordinator does not store (the control owns the closure).
      struct Counter: UIViewRepresentable {
        func makeUIView(context: Context) -> UIButton {
          let button = UIButton()
          let coordinator = context.coordinator
          button.addAction(UIAction { _ in coordinator.increment() }, for: .touchUpInside)
          return button
        }
        func updateUIView(_ uiView: UIButton, context: Context) {}
      }
      """),
    Example("""
      // Never on: a subscription stored outside the Coordinator.
      struct Feed: UIViewRepresentable {
        func makeUIView(context: Context) -> UITableView { UITableView() }
        func updateUIView(_ uiView: UITableView, context: Context) {}
        final class Coordinator {
          var rows: [String] = []
          func bind(_ model: FeedModel) {
            model.$rows.sink { self.rows = $0 }.store(in: &model.subscriptions)
          }
        }
      }
      """),
    Example("""
      // Never on: an unowned capture.
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          context.coordinator.watch(web)
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        final class Coordinator: NSObject {
          var title: NSKeyValueObservation?
          var lastTitle: String?
          func watch(_ web: WKWebView) {
            title = web.observe(\\.title) { [unowned self] web, _ in
              self.lastTitle = web.title
            }
          }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        final class Coordinator: NSObject {
          var progress: NSKeyValueObservation?
          var fraction = 0.0
          func watch(_ web: WKWebView) {
            progress = web.observe(\\.estimatedProgress) ↓{ web, _ in
              self.fraction = web.estimatedProgress
            }↑
          }
        }
      }
      """),
    Example("""
      struct Feed: UIViewRepresentable {
        func makeUIView(context: Context) -> UITableView { UITableView() }
        func updateUIView(_ uiView: UITableView, context: Context) {}
      }
      extension Feed {
        final class Coordinator {
          var rows: [String] = []
          var bag = Set<AnyCancellable>()
          func bind(_ model: FeedModel) {
            model.$rows.sink ↓{ self.rows = $0 }↑.store(in: &bag)
          }
        }
      }
      """),
    Example("""
      struct Counter: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          let view = UIView()
          let button = UIButton()
          let coordinator = context.coordinator
          coordinator.button = button
          button.addAction(UIAction ↓{ _ in coordinator.increment() }↑, for: .touchUpInside)
          view.addSubview(button)
          return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        final class Coordinator {
          var button: UIButton?
          var count = 0
          func increment() { count += 1 }
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        final class Coordinator: NSObject {
          var progress: NSKeyValueObservation?
          var fraction = 0.0
          func watch(_ web: WKWebView) {
            progress = web.observe(\\.estimatedProgress) { web, _ in
              self.fraction = web.estimatedProgress
            }
          }
        }
      }
      """), """
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        final class Coordinator: NSObject {
          var progress: NSKeyValueObservation?
          var fraction = 0.0
          func watch(_ web: WKWebView) {
            progress = web.observe(\\.estimatedProgress) { [weak self] web, _ in
              guard let self else { return }
              self.fraction = web.estimatedProgress
            }
          }
        }
      }
      """),
    Correction(Example("""
      struct Feed: UIViewRepresentable {
        func makeUIView(context: Context) -> UITableView { UITableView() }
        func updateUIView(_ uiView: UITableView, context: Context) {}
        final class Coordinator {
          var rows: [String] = []
          var bag = Set<AnyCancellable>()
          func bind(_ model: FeedModel) { model.$rows.sink { self.rows = $0 }.store(in: &bag) }
        }
      }
      """), """
      struct Feed: UIViewRepresentable {
        func makeUIView(context: Context) -> UITableView { UITableView() }
        func updateUIView(_ uiView: UITableView, context: Context) {}
        final class Coordinator {
          var rows: [String] = []
          var bag = Set<AnyCancellable>()
          func bind(_ model: FeedModel) { model.$rows.sink { [weak self] in guard let self else { return }; self.rows = $0 }.store(in: &bag) }
        }
      }
      """),
    Correction(Example("""
      struct Counter: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          let view = UIView()
          let button = UIButton()
          let coordinator = context.coordinator
          coordinator.button = button
          button.addAction(UIAction { _ in coordinator.increment() }, for: .touchUpInside)
          view.addSubview(button)
          return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        final class Coordinator {
          var button: UIButton?
          var count = 0
          func increment() { count += 1 }
        }
      }
      """), """
      struct Counter: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          let view = UIView()
          let button = UIButton()
          let coordinator = context.coordinator
          coordinator.button = button
          button.addAction(UIAction { [weak coordinator] _ in guard let coordinator else { return }; coordinator.increment() }, for: .touchUpInside)
          view.addSubview(button)
          return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        final class Coordinator {
          var button: UIButton?
          var count = 0
          func increment() { count += 1 }
        }
      }
      """),
  ]
}
