enum ViewCreatedInUpdateRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // Update only configures what make built; colours and fonts are not views.
      struct Badge: UIViewRepresentable {
        var tint: UIColor
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {
          uiView.backgroundColor = UIColor(white: 0.9, alpha: 1)
          uiView.font = UIFont.preferredFont(forTextStyle: .caption1)
          uiView.textColor = tint
        }
      }
      """),
    Example("""
      // Built under a condition: only the first update adds the subview.
      struct Card: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {
          if uiView.subviews.isEmpty {
            uiView.addSubview(UILabel())
          }
        }
      }
      """),
    Example("""
      // Built once and kept in the Coordinator.
      struct Panel: UIViewControllerRepresentable {
        var content: AnyView
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {
          guard context.coordinator.host == nil else {
            context.coordinator.host?.rootView = content
            return
          }
          context.coordinator.host = UIHostingController(rootView: content)
        }
      }
      """),
    Example("""
      // Constraints replaced: the old ones are deactivated first.
      struct Meter: UIViewRepresentable {
        var width: CGFloat
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {
          NSLayoutConstraint.deactivate(context.coordinator.sizing)
          context.coordinator.sizing = [uiView.widthAnchor.constraint(equalToConstant: width)]
          NSLayoutConstraint.activate(context.coordinator.sizing)
        }
      }
      """),
    Example("""
      // Re-activating constraints made in make adds nothing; changing a constant is cheap.
      struct Gauge: UIViewRepresentable {
        var level: CGFloat
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {
          context.coordinator.height?.constant = level
          NSLayoutConstraint.activate(context.coordinator.fixed)
        }
      }
      """),
    Example("""
      // A construction inside a closure runs when the closure runs, not on every update.
      struct Toolbar: UIViewRepresentable {
        func makeUIView(context: Context) -> UIButton { UIButton() }
        func updateUIView(_ uiView: UIButton, context: Context) {
          uiView.addAction(UIAction { _ in
            uiView.window?.rootViewController?.present(UIViewController(), animated: true)
          }, for: .primaryActionTriggered)
        }
      }
      """),
    Example("""
      // Not a representable: the same method name in an unrelated helper type.
      struct PreviewFactory {
        func updateUIView(_ uiView: UIView, context: Int) {
          uiView.addSubview(UILabel())
        }
      }
      """),
    Example("""
      // A delegate assigned a new object is `delegate-to-temporary`'s finding.
      struct Sheet: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {
          controller.presentationController?.delegate = UIPresentationDelegateView()
        }
      }
      """),
    Example("""
      // A bar configured in make, with `#if` branches.
      struct Gauge: UIViewRepresentable {
        func makeUIView(context: Context) -> UIProgressView {
          #if os(iOS)
          let bar = UIProgressView(progressViewStyle: .bar)
          #else
          let bar = UIProgressView()
          #endif
          return bar
        }
        func updateUIView(_ gauge: UIProgressView, context: Context) {
          gauge.progress = 0.5
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Browser: UIViewRepresentable {
        let address: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          let fresh = ↓WKWebView(frame: .zero)↑
          fresh.load(URLRequest(url: address))
        }
      }
      """),
    Example("""
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ notesView: UITextView, context: Context) {
          notesView.inputAccessoryView = ↓UIToolbar()↑
        }
      }
      """),
    Example("""
      // The made type (a class of this file) rebuilt; an unwrap-only guard is no condition.
      final class RingView: UIView {}
      struct Ring: UIViewRepresentable {
        var value: Double?
        func makeUIView(context: Context) -> RingView { RingView() }
        func updateUIView(_ uiView: RingView, context: Context) {
          guard let value else { return }
          uiView.addSubview(↓RingView()↑)
          uiView.alpha = value
        }
      }
      """),
    Example("""
      struct Host: UIViewControllerRepresentable {
        var content: AnyView
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {
          let child = ↓UIHostingController(rootView: content)↑
          controller.addChild(child)
        }
      }
      """),
    Example("""
      // One more constraint on every update.
      struct Meter: UIViewRepresentable {
        var width: CGFloat
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {
          ↓NSLayoutConstraint.activate([uiView.widthAnchor.constraint(equalToConstant: width)])↑
          ↓uiView.heightAnchor.constraint(equalToConstant: width / 2).isActive = true↑
        }
      }
      """),
    Example("""
      // field: a fixed-width constraint added under an unwrap-only `if let` (no condition: it piles up)
      struct Thumbnail: UIViewRepresentable {
        var maxWidth: CGFloat?
        func makeUIView(context: Context) -> UIImageView { UIImageView() }
        func updateUIView(_ imageView: UIImageView, context: Context) {
          imageView.contentMode = .scaleAspectFit
          if let maxWidth {
            ↓NSLayoutConstraint.activate([
              imageView.widthAnchor.constraint(lessThanOrEqualToConstant: maxWidth),
            ])↑
          }
        }
      }
      """, excludeFromDocs: true),
  ]
}
