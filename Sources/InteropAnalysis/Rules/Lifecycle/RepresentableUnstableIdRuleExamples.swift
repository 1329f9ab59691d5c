enum RepresentableUnstableIdRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // An id read from stored state: a deliberate reset when the token changes.
      struct Browser: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
      }
      struct ArticleScreen: View {
        @State private var reloadToken = UUID()
        let url: URL
        var body: some View {
          Browser(url: url)
            .id(reloadToken)
          Button("Start over") { reloadToken = UUID() }
        }
      }
      """),
    Example("""
      // A view that is not a representable of this file: unknown.
      struct StatusScreen: View {
        var body: some View {
          ProgressRing()
            .id(UUID())
        }
      }
      """),
    Example("""
      // A stable value derived from the model.
      struct Notes: UIViewRepresentable {
        let noteID: Int
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
      }
      struct NoteScreen: View {
        let noteID: Int
        var body: some View {
          Notes(noteID: noteID).id(noteID)
        }
      }
      """),
    Example("""
      // A SwiftUI view beside the representable gets the new id, not the representable.
      struct Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
      }
      struct PlaceScreen: View {
        var body: some View {
          VStack {
            Atlas()
            Text("Updated").id(Date())
          }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      // A generic representable.
      struct Wrapper<Content: UIView>: UIViewRepresentable {
        func makeUIView(context: Context) -> Content { Content() }
        func updateUIView(_ uiView: Content, context: Context) {}
      }
      struct Gallery: View {
        var body: some View {
          Wrapper<UIImageView>()↓.id(UUID())↑
        }
      }
      """),
    Example("""
      struct Browser: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
      }
      struct ArticleScreen: View {
        let url: URL
        var body: some View {
          Browser(url: url)
            ↓.id(UUID())↑
        }
      }
      """),
    Example("""
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
      }
      struct Editor: View {
        @State private var text = ""
        var body: some View {
          Notes(text: $text).frame(minHeight: 200)↓.id(UUID().uuidString)↑
        }
      }
      """),
    Example("""
      struct Atlas {
        var pins: [Int]
      }
      extension Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
      }
      func placeView(pins: [Int]) -> some View {
        Atlas(pins: pins)↓.id(Date.now)↑
      }
      """),
    Example("""
      struct Chart: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
      }
      struct Dashboard: View {
        var body: some View {
          Chart.init()↓.id(Date())↑
        }
      }
      """),
  ]
}
