import SwiftLiteParser

/// An AVCaptureSession created inside a representable.
public enum CaptureSessionInRepresentableRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "capture-session-in-representable",
    name: "Capture session created in a representable",
    summary: "`AVCaptureSession()` is created in a representable struct's stored property default or `init`, so every parent render builds another session.",
    rationale: """
      A representable is a struct that SwiftUI re-creates on every render of its parent: stored property \
      defaults and `init` run each time. An `AVCaptureSession()` made there is a new session per render; if \
      the code configures and starts it, every render sets up another capture pipeline, which is slow and \
      competes for the camera with the session already running. make and the Coordinator run once per view \
      identity instead.

      Own the session in the Coordinator or in a model object the parent keeps, and pass it in. Configure it \
      and call `startRunning()` on a serial queue of your own, never the main queue: `startRunning()` blocks \
      until the session is running.

      Never reported: a session created in make, in the Coordinator or in a model object; a `@StateObject` \
      initial value (made once per identity) or `@State` (SwiftUI keeps the first value); `static` properties.

      Sources: https://developer.apple.com/documentation/avfoundation/avcapturesession, \
      https://developer.apple.com/documentation/avfoundation/avcapturesession/startrunning(), \
      https://developer.apple.com/documentation/swiftui/uiviewrepresentable
      """,
    category: .wrapper, tier: 2, defaultSeverity: .warning, seedSource: "recipes: AVCaptureVideoPreviewLayer gotchas",
    nonTriggering: [
      Example("""
        // Never on: a session passed in from its owner.
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
        // Never on: a session created in a model object.
        final class CameraModel: ObservableObject {
          let session = AVCaptureSession()
        }
        """),
      Example("""
        // The model is a @StateObject of the view: once per identity.
        struct CameraScreen: View {
          @StateObject private var camera = CameraModel()
          var body: some View { CameraPreview(session: camera.session) }
        }
        """),
      Example("""
        // Compared by identity in update, not created.
        struct CameraPreview: UIViewRepresentable {
          let session: AVCaptureSession
          func makeUIView(context: Context) -> PreviewView { PreviewView() }
          func updateUIView(_ uiView: PreviewView, context: Context) {
            if uiView.previewLayer.session !== session { uiView.previewLayer.session = session }
          }
        }
        """),
      Example("""
        // A free factory function.
        func makeSession() -> AVCaptureSession {
          let session = AVCaptureSession()
          session.sessionPreset = .high
          return session
        }
        """),
      Example("""
        // Created in make: once per view identity.
        struct CameraPreview: UIViewRepresentable {
          func makeUIView(context: Context) -> PreviewView {
            let view = PreviewView()
            view.previewLayer.session = AVCaptureSession()
            return view
          }
          func updateUIView(_ uiView: PreviewView, context: Context) {}
        }
        """),
      Example("""
        // Owned by the Coordinator.
        struct CameraPreview: UIViewRepresentable {
          func makeUIView(context: Context) -> PreviewView { PreviewView() }
          func updateUIView(_ uiView: PreviewView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator { let session = AVCaptureSession() }
        }
        """),
      Example("""
        // A @StateObject model makes it once per identity.
        struct CameraScreen: UIViewRepresentable {
          @StateObject private var camera = CameraModel(session: AVCaptureSession())
          func makeUIView(context: Context) -> PreviewView { PreviewView() }
          func updateUIView(_ uiView: PreviewView, context: Context) {}
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
          let session: AVCaptureSession
          init() {
            session = ↓AVCaptureSession()↑
            session.sessionPreset = .photo
          }
          func makeUIView(context: Context) -> PreviewView { PreviewView() }
          func updateUIView(_ uiView: PreviewView, context: Context) {}
        }
        """),
      Example("""
        struct Scanner {
          var recorder = Recorder(session: ↓AVCaptureSession()↑)
        }
        extension Scanner: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> ScannerController { ScannerController() }
          func updateUIViewController(_ uiViewController: ScannerController, context: Context) {}
        }
        """),
    ]
  )

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    guard representable.declarations.allSatisfy({ $0.keyword == .struct || $0.keyword == .extension }) else { return findings }
    var places: [(node: SyntaxNode, where: String)] = []
    for declaration in representable.declarations {
      for property in declaration.properties where !property.isStatic && !property.isComputed {
        // `@StateObject` takes an autoclosure (made once per identity); `@State` keeps its first value.
        guard !property.isWrapped(by: ["State", "StateObject"]), let initializer = property.initializer else { continue }
        places.append((initializer, "the default value of `\(property.name)`"))
      }
      for function in declaration.functions where function.keyword == "init" {
        if let body = function.body { places.append((body, "`init`")) }
      }
    }
    for (node, place) in places {
      for construction in constructions(in: node) {
        let message = "`AVCaptureSession()` in \(place) of `\(representable.name)` runs every time SwiftUI re-creates the struct (on every parent render), "
          + "so each render builds another session; own the session in the Coordinator or a model object."
        findings.append(finding(construction.range, message))
      }
    }
    return findings
  }

  /// `AVCaptureSession(…)` calls inside `node`, not inside closures.
  static func constructions(in node: SyntaxNode) -> [SyntaxNode] {
    var result: [SyntaxNode] = []
    var stack = [node]
    var steps = 0
    while let current = stack.popLast(), steps < 8_192 {
      steps += 1
      if current.kind == .closureExpr { continue }
      if current.kind == .callExpr, HostingSupport.callName(current) == "AVCaptureSession",
        Call(node: current, site: .top).receiverPath?.components.isEmpty == true
      {
        result.append(current)
      }
      stack += current.childNodes.reversed()
    }
    return result.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }
}
