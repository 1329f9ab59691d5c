enum SizeThatFitsUnboundedRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // The unbounded fallback only asks UIKit for the natural size: a measured fallback.
      struct Caption: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
          let limit = proposal.width ?? .greatestFiniteMagnitude
          let fitted = uiView.sizeThatFits(CGSize(width: limit, height: .greatestFiniteMagnitude))
          return CGSize(width: fitted.width, height: proposal.height ?? fitted.height)
        }
      }
      """),
    Example("""
      // replacingUnspecifiedDimensions gives finite values.
      struct Swatch: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
          proposal.replacingUnspecifiedDimensions()
        }
      }
      """),
    Example("""
      // A finite fallback.
      struct Meter: UIViewRepresentable {
        func makeUIView(context: Context) -> UIProgressView { UIProgressView() }
        func updateUIView(_ uiView: UIProgressView, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIProgressView, context: Context) -> CGSize? {
          CGSize(width: proposal.width ?? 0, height: 4)
        }
      }
      """),
    Example("""
      // The intrinsic size answers a nil width.
      struct Tag: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
          let width = proposal.width ?? uiView.intrinsicContentSize.width
          return CGSize(width: width, height: uiView.intrinsicContentSize.height)
        }
      }
      """),
    Example("""
      // Bounded by min around the fallback.
      struct Banner: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
          CGSize(width: min(proposal.width ?? .infinity, 320), height: 60)
        }
      }
      """),
    Example("""
      // A custom Layout's sizeThatFits is not a representable's.
      struct Flow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
          CGSize(width: proposal.width ?? .infinity, height: 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Chart: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
          CGSize(width: ↓proposal.width ?? .infinity↑, height: 200)
        }
      }
      """),
    Example("""
      struct Strip: UIViewRepresentable {
        func makeUIView(context: Context) -> UIStackView { UIStackView() }
        func updateUIView(_ uiView: UIStackView, context: Context) {}
        func sizeThatFits(_ size: ProposedViewSize, uiView: UIStackView, context: Context) -> CGSize? {
          let height = ↓size.height ?? CGFloat.greatestFiniteMagnitude↑
          return CGSize(width: size.width ?? 100, height: height)
        }
      }
      """),
    Example("""
      struct Board: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewController, context: Context) -> CGSize? {
          guard let height = proposal.height else { return nil }
          return .init(width: ↓proposal.width ?? UIView.layoutFittingExpandedSize.width↑, height: height)
        }
      }
      """),
    Example("""
      // `CGFloat.infinity` for a nil height, in an AppKit representable.
      struct Meter: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ nsView: NSView, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSView, context: Context) -> CGSize? {
          CGSize(width: proposal.width ?? 80, height: ↓proposal.height ?? CGFloat.infinity↑)
        }
      }
      """),
  ]
}
