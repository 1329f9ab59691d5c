enum ObjectCreatedPerRenderRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // Built in make; the document is created once by the parent and passed in.
      struct Reader: UIViewRepresentable {
        let document: PDFDocument
        func makeUIView(context: Context) -> PDFView {
          let view = PDFView()
          view.document = document
          return view
        }
        func updateUIView(_ uiView: PDFView, context: Context) {
          if uiView.document !== document { uiView.document = document }
        }
      }
      struct ReaderScreen: View {
        @State private var document = PDFDocument()
        var body: some View { Reader(document: document) }
      }
      """),
    Example("""
      // Created once in the Coordinator.
      struct Player: UIViewControllerRepresentable {
        let url: URL
        func makeUIViewController(context: Context) -> AVPlayerViewController {
          let controller = AVPlayerViewController()
          controller.player = context.coordinator.player
          return controller
        }
        func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(url: url) }
        final class Coordinator {
          let player: AVPlayer
          init(url: URL) { player = AVPlayer(url: url) }
        }
      }
      """),
    Example("""
      // Wrapped and static properties are not re-created with the struct.
      struct Preview: UIViewRepresentable {
        @StateObject private var model = PreviewModel()
        @State private var player = AVPlayer()
        static let shared = PDFView()
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
      }
      """),
    Example("""
      // A capture session is `capture-session-in-representable`'s finding; a closure default runs later.
      struct Camera: UIViewRepresentable {
        let session = AVCaptureSession()
        let makeOverlay: () -> UIView = { UILabel() }
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
      }
      """),
    Example("""
      // Closures that run later: a button action and `.onAppear`.
      struct Reader: UIViewRepresentable {
        let document: PDFDocument?
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ uiView: PDFView, context: Context) {}
      }
      struct Library: View {
        @State private var opened: PDFDocument?
        var body: some View {
          VStack {
            Reader(document: opened)
            Button("Open") { opened = PDFDocument(url: URL(fileURLWithPath: "/tmp/a.pdf")) }
          }
          .onAppear { opened = PDFDocument() }
        }
      }
      """),
    Example("""
      // A helper object make only reads from is not on screen.
      struct Styled: UIViewRepresentable {
        let formatter = DateFormatter()
        var date: Date
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          label.text = formatter.string(from: date)
          return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = formatter.string(from: date) }
      }
      """),
    Example("""
      // A class (not re-created by SwiftUI) holding a view.
      final class Holder {
        let label = UILabel()
      }
      """),
    Example("""
      // Never on: constructions in update, in makeCoordinator and in a model object.
      final class PlayerModel: ObservableObject {
        let player = AVPlayer()
      }
      struct Clip: UIViewControllerRepresentable {
        let url: URL
        func makeUIViewController(context: Context) -> AVPlayerViewController { AVPlayerViewController() }
        func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {
          if controller.player == nil { controller.player = AVPlayer(url: url) }
        }
        func makeCoordinator() -> Coordinator { Coordinator(item: AVPlayerItem(url: url)) }
        final class Coordinator {
          let item: AVPlayerItem
          init(item: AVPlayerItem) { self.item = item }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      // field: the displayed UIKit view is a stored `let` default; update lays out a fresh copy
      struct Notes: UIViewRepresentable {
        let ↓textView↑ = UITextView()
        func makeUIView(context: Context) -> UITextView { textView }
        func updateUIView(_ uiView: UITextView, context: Context) {
          textView.setNeedsLayout()
        }
      }
      """),
    Example("""
      struct Movie: UIViewControllerRepresentable {
        let player: AVPlayer
        init(url: URL) {
          ↓self.player = AVPlayer(url: url)↑
        }
        func makeUIViewController(context: Context) -> AVPlayerViewController {
          let controller = AVPlayerViewController()
          controller.player = player
          return controller
        }
        func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {
          if controller.player !== player { controller.player = player }
        }
      }
      """),
    Example("""
      struct Reader: UIViewRepresentable {
        let document: PDFDocument?
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ uiView: PDFView, context: Context) {
          if uiView.document !== document { uiView.document = document }
        }
      }
      struct ReaderScreen: View {
        let url: URL
        var body: some View {
          NavigationStack {
            Reader(document: ↓PDFDocument(url: url)↑)
          }
        }
      }
      """),
    Example("""
      // Objects of types this file does not know, that make puts on screen.
      struct Markdown: UIViewRepresentable {
        let ↓renderer↑ = MarkdownRenderer()
        var source: String
        func makeUIView(context: Context) -> UITextView {
          renderer.render(source)
          return renderer.textView
        }
        func updateUIView(_ uiView: UITextView, context: Context) {
          renderer.textView.setNeedsLayout()
        }
      }
      struct Sticker: UIViewRepresentable {
        let ↓frames↑ = FramePlayer()
        func makeUIView(context: Context) -> UIView {
          let container = UIView()
          container.addSubview(frames)
          return container
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
      }
      """),
    Example("""
      // A class of this file that is a view.
      final class BadgeView: UIView {}
      struct Badge: UIViewRepresentable {
        var ↓badge↑ = BadgeView(frame: .zero)
        func makeUIView(context: Context) -> UIView { badge }
        func updateUIView(_ uiView: UIView, context: Context) {}
      }
      """),
    Example("""
      // field: the displayed view built in the struct's `init`, so every parent render builds another one
      struct Sticker: UIViewRepresentable {
        let imageView: UIImageView
        var animates: Bool
        init(name: String, animates: Bool) {
          ↓self.imageView = UIImageView(image: UIImage(named: name))↑
          self.animates = animates
        }
        func makeUIView(context: Context) -> UIImageView { imageView }
        func updateUIView(_ uiView: UIImageView, context: Context) {
          if animates { uiView.startAnimating() } else { uiView.stopAnimating() }
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // A player item built in a `@ViewBuilder` member and passed to the representable.
      struct Clip: UIViewControllerRepresentable {
        let item: AVPlayerItem
        func makeUIViewController(context: Context) -> AVPlayerViewController {
          let controller = AVPlayerViewController()
          controller.player = AVPlayer(playerItem: item)
          return controller
        }
        func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
      }
      struct Trailer: View {
        let url: URL
        var body: some View { content }
        @ViewBuilder var content: some View {
          Clip(item: ↓AVPlayerItem(url: url)↑)
        }
      }
      """),
  ]
}
