enum SizeThatFitsSignatureRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // The view kind's labels.
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
      }
      """),
    Example("""
      // The controller kind's labels.
      struct Chart: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewController, context: Context) -> CGSize? { nil }
      }
      """),
    Example("""
      // UIKit's own sizeThatFits on a view class.
      final class Badge: UIView {
        override func sizeThatFits(_ size: CGSize) -> CGSize { size }
      }
      """),
    Example("""
      // A helper that does not take a proposal.
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func sizeThatFits(width: CGFloat) -> CGFloat { width }
      }
      """),
    Example("""
      // The AppKit kind's labels, with other parameter names.
      struct Canvas: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ nsView: NSView, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, nsView view: NSView, context ctx: Context) -> CGSize? { nil }
      }
      """),
    Example("""
      // One type, a conformance per platform: each method is checked against its own extension's kind.
      struct Canvas {}
      #if os(iOS)
      extension Canvas: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? { nil }
      }
      #else
      extension Canvas: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ nsView: NSView, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSView, context: Context) -> CGSize? { nil }
      }
      #endif
      """),
    Example("""
      // A typealias that names a different protocol per platform: the kind is unknown.
      #if os(macOS)
      typealias PlatformRepresentable = NSViewRepresentable
      #else
      typealias PlatformRepresentable = UIViewRepresentable
      #endif
      struct Meter: PlatformRepresentable {
        #if os(macOS)
        func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSView, context: Context) -> CGSize? { nil }
        #else
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? { nil }
        #endif
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Chart: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
        func ↓sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewController, context: Context) -> CGSize? { nil }
      }
      """),
    Example("""
      // No context: no fix.
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func ↓sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel) -> CGSize? { nil }
      }
      """),
    Example("""
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
      }
      extension Label {
        func ↓sizeThatFits(_ proposal: ProposedViewSize, view: UILabel, context: Context) -> CGSize? { nil }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Chart: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewController, context: Context) -> CGSize? { nil }
      }
      """), """
      struct Chart: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiViewController uiView: UIViewController, context: Context) -> CGSize? { nil }
      }
      """),
    Correction(Example("""
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, _ label: UILabel, in context: Context) -> CGSize? { nil }
      }
      """), """
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView label: UILabel, context: Context) -> CGSize? { nil }
      }
      """),
  ]
}
