enum WrongRepresentableKindRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // A controller in a controller representable.
      struct Share: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIActivityViewController {
          UIActivityViewController(activityItems: [], applicationActivities: nil)
        }
        func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
      }
      """),
    Example("""
      // A view in a view representable.
      struct Reader: UIViewRepresentable {
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ uiView: PDFView, context: Context) {}
      }
      """),
    Example("""
      // Not a representable.
      struct Router {
        func makeUIViewController(context: Int) -> UINavigationController { UINavigationController() }
        func makeUIView() -> UIView { UIView() }
      }
      """),
    Example("""
      // make returns a controller's view: a view is returned.
      struct Player: UIViewRepresentable {
        let controller: AVPlayerViewController
        func makeUIView(context: Context) -> UIView { controller.view }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeFallbackController() -> UIViewController { UIViewController() }
      }
      """),
    Example("""
      // A class of this file named …Controller that is a view.
      final class ScoreController: UIView {}
      struct Score: UIViewRepresentable {
        func makeUIView(context: Context) -> ScoreController { ScoreController() }
        func updateUIView(_ uiView: ScoreController, context: Context) {}
      }
      """),
    Example("""
      // A type of another file without a framework prefix: unknown.
      struct Pager: UIViewRepresentable {
        func makeUIView(context: Context) -> PagerController { PagerController() }
        func updateUIView(_ uiView: PagerController, context: Context) {}
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Share: ↓UIViewRepresentable {
        func makeUIView(context: Context) -> UIActivityViewController {
          UIActivityViewController(activityItems: [], applicationActivities: nil)
        }
        func updateUIView(_ uiView: UIActivityViewController, context: Context) {}
      }
      """),
    Example("""
      struct Browser: ↓UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> WKWebView { WKWebView() }
        func updateUIViewController(_ uiViewController: WKWebView, context: Context) {}
      }
      """),
    Example("""
      struct Safari {
        let url: URL
      }
      extension Safari: ↓UIViewRepresentable {
        func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
        func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
      }
      """),
    Example("""
      // A class of this file that is a view controller.
      final class ChartController: UIViewController {}
      struct Chart: ↓UIViewRepresentable {
        typealias UIViewType = ChartController
        func makeUIView(context: Context) -> UIViewType { ChartController() }
        func updateUIView(_ uiView: UIViewType, context: Context) {}
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Share: UIViewRepresentable {
        func makeUIView(context: Context) -> UIActivityViewController {
          UIActivityViewController(activityItems: [], applicationActivities: nil)
        }
        func updateUIView(_ uiView: UIActivityViewController, context: Context) {}
        static func dismantleUIView(_ uiView: UIActivityViewController, coordinator: ()) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIActivityViewController, context: Context) -> CGSize? { nil }
      }
      """), """
      struct Share: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIActivityViewController {
          UIActivityViewController(activityItems: [], applicationActivities: nil)
        }
        func updateUIViewController(_ uiView: UIActivityViewController, context: Context) {}
        static func dismantleUIViewController(_ uiView: UIActivityViewController, coordinator: ()) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiViewController uiView: UIActivityViewController, context: Context) -> CGSize? { nil }
      }
      """),
    Correction(Example("""
      struct Chart: UIViewRepresentable {
        typealias UIViewType = ChartController
        func makeUIView(context: Context) -> UIViewType { ChartController() }
        func updateUIView(_ uiView: UIViewType, context: Context) {}
      }
      final class ChartController: UIViewController {}
      """), """
      struct Chart: UIViewControllerRepresentable {
        typealias UIViewControllerType = ChartController
        func makeUIViewController(context: Context) -> UIViewControllerType { ChartController() }
        func updateUIViewController(_ uiView: UIViewControllerType, context: Context) {}
      }
      final class ChartController: UIViewController {}
      """),
  ]
}
