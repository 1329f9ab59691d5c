enum CoordinatorDelegateUnassignedRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.navigationDelegate = context.coordinator
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKNavigationDelegate {}
      }
      """),
    Example("""
      struct Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView {
          let map = MKMapView()
          let coordinator = context.coordinator
          map.delegate = coordinator
          return map
        }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
      }
      extension Atlas {
        final class Coordinator: NSObject, MKMapViewDelegate {}
      }
      """),
    Example("""
      // The same shape in a type that is not a representable.
      struct Factory {
        func makeUIView(context: Int) -> MKMapView { MKMapView() }
        final class Coordinator: NSObject, MKMapViewDelegate {}
      }
      """),
    Example("""
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          context.coordinator.attach(to: web)
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKNavigationDelegate {
          func attach(to web: WKWebView) { web.navigationDelegate = self }
        }
      }
      """),
    Example("""
      struct Canvas: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          let view = UIView()
          #if os(iOS)
          let pan = UIPanGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.pan))
          view.addGestureRecognizer(pan)
          #endif
          return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UIGestureRecognizerDelegate {
          @objc func pan() {}
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Browser: UIViewRepresentable {
        func ↓makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKNavigationDelegate, WKUIDelegate {}
      }
      """),
    Example("""
      struct Atlas: UIViewRepresentable {
        func ↓makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
      }
      extension Atlas {
        final class Coordinator: NSObject {}
      }
      extension Atlas.Coordinator: MKMapViewDelegate {}
      """),
    Example("""
      struct Mail: UIViewControllerRepresentable {
        func ↓makeUIViewController(context: Context) -> MFMailComposeViewController {
          let composer = MFMailComposeViewController()
          composer.setSubject(context.coordinator.subject)
          return composer
        }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
        func makeCoordinator() -> MailCoordinator { MailCoordinator() }
      }
      final class MailCoordinator: NSObject, MFMailComposeViewControllerDelegate {
        let subject = "Feedback"
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
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKNavigationDelegate, WKUIDelegate {}
      }
      """), """
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.navigationDelegate = context.coordinator
          web.uiDelegate = context.coordinator
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKNavigationDelegate, WKUIDelegate {}
      }
      """),
  ]
}
