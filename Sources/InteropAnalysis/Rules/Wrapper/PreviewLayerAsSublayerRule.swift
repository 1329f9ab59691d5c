/// A camera preview layer added as a sublayer.
public enum PreviewLayerAsSublayerRule: Rule {
  public static let description = RuleDescription(
    id: "preview-layer-as-sublayer",
    name: "Preview layer added as a sublayer",
    summary: "An `AVCaptureVideoPreviewLayer` is added with `addSublayer` instead of being the backing layer of a `UIView` subclass.",
    rationale: """
      A sublayer does not follow its view's bounds: when SwiftUI resizes the representable (rotation, split \
      view, sheet detents) the preview keeps its old frame unless you also resize it in `layoutSubviews`. A \
      `UIView` subclass whose `layerClass` is `AVCaptureVideoPreviewLayer` is resized with the view automatically.
      """,
    category: .wrapper, tier: 2, defaultSeverity: .information, seedSource: "recipes: AVCaptureVideoPreviewLayer gotchas",
    nonTriggering: [
      Example("""
        final class PreviewView: UIView {
          override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
          var previewLayer: AVCaptureVideoPreviewLayer { layer as! AVCaptureVideoPreviewLayer }
        }
        """),
      Example("""
        final class BadgeView: UIView {
          func setUp() { layer.addSublayer(CAShapeLayer()) }
        }
        """),
      Example("""
        final class GradientView: UIView {
          let gradient = CAGradientLayer()
          func setUp() { layer.addSublayer(gradient) }
        }
        """),
      Example("""
        func describe(_ layer: AVCaptureVideoPreviewLayer) -> String { layer.videoGravity.rawValue }
        """),
      Example("""
        final class Overlay: UIView {
          let preview = AVCaptureVideoPreviewLayer()
          func setUp() {
            preview.videoGravity = .resizeAspectFill
          }
        }
        """),
    ],
    triggering: [
      Example("""
        struct CameraPreview: UIViewRepresentable {
          let session: AVCaptureSession
          func makeUIView(context: Context) -> UIView {
            let view = UIView()
            let preview = AVCaptureVideoPreviewLayer(session: session)
            ↓view.layer.addSublayer(preview)↑
            return view
          }
          func updateUIView(_ uiView: UIView, context: Context) {}
        }
        """),
      Example("""
        final class CameraView: UIView {
          let previewLayer = AVCaptureVideoPreviewLayer()
          func attach() { ↓layer.addSublayer(previewLayer)↑ }
        }
        """),
      Example("""
        final class CameraView: UIView {
          func attach(_ session: AVCaptureSession) {
            ↓layer.addSublayer(AVCaptureVideoPreviewLayer(session: session))↑
          }
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    guard context.file.contains("AVCaptureVideoPreviewLayer") else { return [] }
    var findings: [Finding] = []
    let file = context.file
    for (function, owner) in context.model.allFunctions {
      guard let events = context.events(of: function) else { continue }
      var names: Set<String> = []
      for binding in events.bindings where file.isIdentifier(binding.first, "AVCaptureVideoPreviewLayer") { names.insert(file.text(binding.name)) }
      for member in owner?.members ?? [] {
        guard let variable = member.variable else { continue }
        if (variable.type ?? "").includes("AVCaptureVideoPreviewLayer") || (variable.initializer.map { file.isIdentifier($0.lowerBound, "AVCaptureVideoPreviewLayer") } ?? false) {
          names.insert(variable.name)
        }
      }
      for call in events.calls where file.is(call.nameToken, "addSublayer") {
        guard let open = call.openParen else { continue }
        var argument = open + 1
        if file.isIdentifier(argument, "self"), file.is(argument + 1, ".") { argument += 2 }
        let isPreview = file.isIdentifier(argument, "AVCaptureVideoPreviewLayer") || (file.isIdentifier(argument) && names.contains(file.text(argument)))
        guard isPreview else { continue }
        let message = "The camera preview layer is added as a sublayer, so it does not follow the view's size; "
          + "use a UIView subclass whose `layerClass` is `AVCaptureVideoPreviewLayer`."
        findings.append(finding(context.range(call.chainFirst, call.lastToken), message))
      }
    }
    return findings
  }
}
