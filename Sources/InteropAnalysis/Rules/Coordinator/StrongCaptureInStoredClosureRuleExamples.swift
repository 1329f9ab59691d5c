enum StrongCaptureInStoredClosureRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
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
      struct Clock: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        final class Coordinator {
          var timer: Timer?
          func start(_ label: UILabel) {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
              label.text = Date().formatted()
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
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        final class Coordinator: NSObject {
          func finish(_ web: WKWebView) {
            DispatchQueue.main.async { self.reload(web) }
            UIView.animate(withDuration: 0.2) { self.fade(web) }
          }
          func reload(_ web: WKWebView) {}
          func fade(_ web: WKWebView) {}
        }
      }
      """),
    Example("""
      struct Counter: UIViewRepresentable {
        func makeUIView(context: Context) -> UIButton {
          let button = UIButton()
          let coordinator = context.coordinator
          #if os(iOS)
          button.addAction(UIAction { [weak coordinator] _ in coordinator?.increment() }, for: .touchUpInside)
          #endif
          return button
        }
        func updateUIView(_ uiView: UIButton, context: Context) {}
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
      struct Clock: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
      }
      extension Clock {
        final class Coordinator {
          var timer: Timer?
          var ticks = 0
          init() {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) ↓{ _ in self.ticks += 1 }↑
          }
        }
      }
      """),
    Example("""
      struct Counter: UIViewRepresentable {
        func makeUIView(context: Context) -> UIButton {
          let button = UIButton()
          let coordinator = context.coordinator
          button.addAction(UIAction ↓{ _ in coordinator.increment() }↑, for: .touchUpInside)
          NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) ↓{ _ in
            context.coordinator.increment()
          }↑
          return button
        }
        func updateUIView(_ uiView: UIButton, context: Context) {}
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
      struct Clock: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        final class Coordinator {
          var ticks = 0
          var timer: Timer?
          init() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.ticks += 1 } }
        }
      }
      """), """
      struct Clock: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        final class Coordinator {
          var ticks = 0
          var timer: Timer?
          init() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in guard let self else { return }; self.ticks += 1 } }
        }
      }
      """),
  ]
}
