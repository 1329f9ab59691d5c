enum RepresentableIsClassRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // A struct with a class Coordinator: the usual shape.
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        final class Coordinator: NSObject, WKNavigationDelegate {}
      }
      """),
    Example("""
      // A class that only holds and creates a representable.
      final class ReaderModel: ObservableObject {
        @Published var page = 0
        func makeView() -> some View { PageView(page: page) }
      }
      struct PageView: UIViewRepresentable {
        let page: Int
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = "\\(page)" }
      }
      """),
    Example("""
      // A struct whose conformance is in an extension.
      struct Atlas {
        var region: MKCoordinateRegion
      }
      extension Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
      }
      """),
    Example("""
      // The made controller is a class; the representable is not.
      class LegacyMapController: UIViewController {}
      struct LegacyMap: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> LegacyMapController { LegacyMapController() }
        func updateUIViewController(_ controller: LegacyMapController, context: Context) {}
      }
      """),
    Example("""
      // The conformance of a type declared in another file: its keyword is unknown here.
      extension ImportedCanvas: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ nsView: NSView, context: Context) {}
      }
      """),
    Example("""
      // The Coordinator is a class, and it is not placed in a view hierarchy.
      struct Sketch: UIViewRepresentable {
        func makeUIView(context: Context) -> PKCanvasView { PKCanvasView() }
        func updateUIView(_ uiView: PKCanvasView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        class Coordinator: NSObject, PKCanvasViewDelegate {}
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      final class ↓Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
      }
      """),
    Example("""
      class ↓Atlas {
        var region = MKCoordinateRegion()
      }
      extension Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
      }
      """),
    Example("""
      // Through a typealias, with a superclass: no fix.
      typealias Wrapper = UIViewControllerRepresentable
      class ↓Share: NSObject, Wrapper {
        func makeUIViewController(context: Context) -> UIActivityViewController {
          UIActivityViewController(activityItems: [], applicationActivities: nil)
        }
        func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
      }
      """),
    Example("""
      actor ↓Canvas: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ nsView: NSView, context: Context) {}
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      final class Browser: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
      }
      """), """
      struct Browser: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
      }
      """),
    Correction(Example("""
      public final class Gauge: UIViewRepresentable {
        var value: Double = 0
        func makeUIView(context: Context) -> UIProgressView { UIProgressView() }
        func updateUIView(_ uiView: UIProgressView, context: Context) { uiView.progress = Float(value) }
      }
      """), """
      public struct Gauge: UIViewRepresentable {
        var value: Double = 0
        func makeUIView(context: Context) -> UIProgressView { UIProgressView() }
        func updateUIView(_ uiView: UIProgressView, context: Context) { uiView.progress = Float(value) }
      }
      """),
  ]
}
