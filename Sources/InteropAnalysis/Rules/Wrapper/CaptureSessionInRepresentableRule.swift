/// An AVCaptureSession created inside a representable.
public enum CaptureSessionInRepresentableRule: Rule {
  public static let description = RuleDescription(
    id: "capture-session-in-representable",
    name: "Capture session created in a representable",
    summary: "`AVCaptureSession()` is created inside a representable (a stored property's default or one of its methods).",
    rationale: """
      SwiftUI re-creates representable values freely; a session made in one is started and configured again \
      each time, which is slow and can fail while another session holds the camera. Create and own the session \
      in a long-lived model object, configure it off the main thread, and pass it in.
      """,
    category: .wrapper, tier: 2, defaultSeverity: .warning, seedSource: "recipes: AVCaptureVideoPreviewLayer gotchas",
    nonTriggering: [
      Example("""
        struct CameraPreview: UIViewRepresentable {
          let session: AVCaptureSession
          func makeUIView(context: Context) -> PreviewView {
            let view = PreviewView()
            view.previewLayer.session = session
            return view
          }
          func updateUIView(_ uiView: PreviewView, context: Context) {}
        }
        """),
      Example("""
        final class CameraModel: ObservableObject {
          let session = AVCaptureSession()
        }
        """),
      Example("""
        struct CameraScreen: View {
          @StateObject private var camera = CameraModel()
          var body: some View { CameraPreview(session: camera.session) }
        }
        """),
      Example("""
        struct CameraPreview: UIViewRepresentable {
          let session: AVCaptureSession
          func makeUIView(context: Context) -> PreviewView { PreviewView() }
          func updateUIView(_ uiView: PreviewView, context: Context) {
            if uiView.previewLayer.session !== session { uiView.previewLayer.session = session }
          }
        }
        """),
      Example("""
        func makeSession() -> AVCaptureSession {
          let session = AVCaptureSession()
          session.sessionPreset = .high
          return session
        }
        """),
    ],
    triggering: [
      Example("""
        struct CameraPreview: UIViewRepresentable {
          let session = ↓AVCaptureSession()↑
          func makeUIView(context: Context) -> PreviewView { PreviewView() }
          func updateUIView(_ uiView: PreviewView, context: Context) {}
        }
        """),
      Example("""
        struct CameraPreview: UIViewRepresentable {
          func makeUIView(context: Context) -> PreviewView {
            let view = PreviewView()
            let session = ↓AVCaptureSession()↑
            view.previewLayer.session = session
            return view
          }
          func updateUIView(_ uiView: PreviewView, context: Context) {}
        }
        """),
      Example("""
        struct Scanner {
          var zoom = 1.0
        }
        extension Scanner: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> ScannerController {
            ScannerController(session: ↓AVCaptureSession()↑)
          }
          func updateUIViewController(_ uiViewController: ScannerController, context: Context) {}
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    guard context.file.contains("AVCaptureSession") else { return [] }
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      for declaration in representable.declarations {
        // Only the representable's own members, not nested types such as the Coordinator.
        var ranges: [(Int, Int)] = []
        for member in declaration.members {
          switch member {
          case .function(let function):
            if let open = function.bodyOpen, let close = function.bodyClose { ranges.append((open, close)) }
          case .variable(let variable):
            if let initializer = variable.initializer { ranges.append((initializer.lowerBound, initializer.upperBound + 1)) }
          default:
            break
          }
        }
        for (start, end) in ranges {
          var index = start
          while index < end {
            defer { index += 1 }
            guard file.isIdentifier(index, "AVCaptureSession"), file.is(index + 1, "("), !(index > 0 && file.is(index - 1, ".")) else { continue }
            let last = file.closing(index + 1)
            let message = "An `AVCaptureSession` is created inside `\(representable.name)`, which SwiftUI re-creates freely; own the session in a long-lived model and pass it in."
            findings.append(finding(context.range(index, last), message))
            index = last
          }
        }
      }
    }
    return findings
  }
}
