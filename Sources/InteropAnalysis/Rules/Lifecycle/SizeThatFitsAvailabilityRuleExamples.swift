enum SizeThatFitsAvailabilityRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // The method carries the attribute.
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
      }
      """, configuration: ["deploymentTarget": "iOS 15"]),
    Example("""
      // Unknown deployment target.
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
      }
      """),
    Example("""
      // The enclosing type carries the attribute.
      @available(iOS 16.0, *)
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
      }
      """, configuration: ["deploymentTarget": "iOS 15"]),
    Example("""
      // UIKit's own sizeThatFits on a UIView subclass is a different method.
      final class Badge: UIView {
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 20, height: 20) }
      }
      """, configuration: ["deploymentTarget": "iOS 15"]),
    Example("""
      // The extension carries the attribute, in the `introduced:` spelling.
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
      }
      @available(iOS, introduced: 16)
      extension Label {
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
      }
      """, configuration: ["deploymentTarget": "iOS 14.5"]),
    Example("""
      // The deployment target is 16 already.
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
      }
      """, configuration: ["deploymentTarget": "iOS 16"]),
    Example("""
      // An AppKit representable with only an iOS target known: its macOS target is unknown.
      struct Canvas: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ nsView: NSView, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSView, context: Context) -> CGSize? { nil }
      }
      """, configuration: ["deploymentTarget": "iOS 15"]),
    Example("""
      // Several platforms in one attribute.
      struct Canvas: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ nsView: NSView, context: Context) {}
        @available(iOS 16, macOS 13, *)
        func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSView, context: Context) -> CGSize? { nil }
      }
      """, configuration: ["deploymentTarget": "macOS 12"]),
    Example("""
      // The type is nested in an available type; the method is in an extension of the nested type.
      @available(iOS 16.0, *)
      enum Gauges {
        struct Dial: UIViewRepresentable {
          func makeUIView(context: Context) -> UIView { UIView() }
          func updateUIView(_ uiView: UIView, context: Context) {}
        }
      }
      extension Gauges.Dial {
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? { nil }
      }
      """, configuration: ["deploymentTarget": "iOS 15"]),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func ↓sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
      }
      """, configuration: ["deploymentTarget": "iOS 15"]),
    Example("""
      struct Chart: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
      }
      extension Chart {
        @MainActor
        func ↓sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewController, context: Context) -> CGSize? { nil }
      }
      """, configuration: ["deploymentTarget": "iOS 15.4"]),
    Example("""
      // An attribute that introduces it too early does not help.
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        @available(iOS 13.0, *)
        func ↓sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
      }
      """, configuration: ["deploymentTarget": "iOS 13"]),
    Example("""
      struct Canvas: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ nsView: NSView, context: Context) {}
        func ↓sizeThatFits(_ proposal: ProposedViewSize, nsView: NSView, context: Context) -> CGSize? { nil }
      }
      """, configuration: ["deploymentTarget": "macOS 12"]),
    Example("""
      // Only the UIKit extension is checked against an iOS target.
      struct Canvas {}
      #if os(iOS)
      extension Canvas: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func ↓sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? { nil }
      }
      #else
      extension Canvas: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ nsView: NSView, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSView, context: Context) -> CGSize? { nil }
      }
      #endif
      """, configuration: ["deploymentTarget": "iOS 15"]),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
      }
      """, configuration: ["deploymentTarget": "iOS 15"]), """
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { nil }
      }
      """),
  ]
}
