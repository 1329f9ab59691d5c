import SwiftLiteParser

/// A camera preview layer added as a sublayer.
public enum PreviewLayerAsSublayerRule: FunctionRule {
  public static let description = RuleDescription(
    id: "preview-layer-as-sublayer",
    name: "Preview layer added as a sublayer",
    summary: "An `AVCaptureVideoPreviewLayer` is added with `addSublayer` instead of being the backing layer of a `UIView` subclass.",
    rationale: """
      A sublayer does not follow its view's bounds: layers added with `addSublayer(_:)` keep the frame they \
      were given, and only a view's own backing layer is resized with the view. When SwiftUI resizes the \
      representable (rotation, split view, a sheet detent), a preview layer set up once keeps its first \
      size, and the camera image is cropped or leaves empty bands.

      Back a `UIView` subclass with the preview layer (`override class var layerClass: AnyClass { \
      AVCaptureVideoPreviewLayer.self }`): its layer then always matches the view. Otherwise set the \
      layer's frame in `layoutSubviews`.

      Never reported: a layer whose frame is set in `layoutSubviews`, `viewDidLayoutSubviews`, \
      `viewWillLayoutSubviews` or `layoutSublayers(of:)`, or in a `frame`/`bounds` observer, including code \
      there that resizes every sublayer.

      Sources: https://developer.apple.com/documentation/uikit/uiview/layerclass, \
      https://developer.apple.com/documentation/avfoundation/avcapturevideopreviewlayer, \
      https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
      """,
    category: .wrapper, tier: 2, defaultSeverity: .information, seedSource: "recipes: AVCaptureVideoPreviewLayer gotchas",
    nonTriggering: [
      Example("""
        // The recommended shape: the preview layer is the view's own layer (`layerClass`).
        final class PreviewView: UIView {
          override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
          var previewLayer: AVCaptureVideoPreviewLayer { layer as! AVCaptureVideoPreviewLayer }
        }
        """),
      Example("""
        // Other sublayers.
        final class BadgeView: UIView {
          func setUp() { layer.addSublayer(CAShapeLayer()) }
        }
        """),
      Example("""
        // A gradient sublayer.
        final class GradientView: UIView {
          let gradient = CAGradientLayer()
          func setUp() { layer.addSublayer(gradient) }
        }
        """),
      Example("""
        // Reading a preview layer.
        func describe(_ layer: AVCaptureVideoPreviewLayer) -> String { layer.videoGravity.rawValue }
        """),
      Example("""
        // A preview layer configured, never added as a sublayer.
        final class Overlay: UIView {
          let preview = AVCaptureVideoPreviewLayer()
          func setUp() {
            preview.videoGravity = .resizeAspectFill
          }
        }
        """),
      Example("""
        // Resized in layoutSubviews.
        final class CameraView: UIView {
          let previewLayer = AVCaptureVideoPreviewLayer()
          func attach() { layer.addSublayer(previewLayer) }
          override func layoutSubviews() {
            super.layoutSubviews()
            previewLayer.frame = bounds
          }
        }
        """),
      Example("""
        // field: a view that resizes its sublayers in a `frame` didSet
        // Every sublayer follows a frame observer.
        final class FittingView: UIView {
          override var frame: CGRect {
            didSet { layer.sublayers?.forEach { $0.frame = bounds } }
          }
          func attach(_ session: AVCaptureSession) {
            layer.addSublayer(AVCaptureVideoPreviewLayer(session: session))
          }
        }
        """),
      Example("""
        // Never on: a layer resized in `viewDidLayoutSubviews`, `viewWillLayoutSubviews`, `layoutSublayers(of:)` or a `bounds` observer.
        final class ScanViewController: UIViewController {
          let preview = AVCaptureVideoPreviewLayer()
          override func viewDidLoad() {
            super.viewDidLoad()
            view.layer.addSublayer(preview)
          }
          override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            preview.frame = view.bounds
          }
        }
        final class MirrorViewController: UIViewController {
          let preview = AVCaptureVideoPreviewLayer()
          override func viewDidLoad() {
            super.viewDidLoad()
            view.layer.addSublayer(preview)
          }
          override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            preview.frame = view.bounds
          }
        }
        final class LensView: UIView {
          let preview = AVCaptureVideoPreviewLayer()
          func attach() { layer.addSublayer(preview) }
          override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            preview.frame = bounds
          }
        }
        final class FinderView: UIView {
          let preview = AVCaptureVideoPreviewLayer()
          override var bounds: CGRect {
            didSet { preview.frame = bounds }
          }
          func attach() { layer.addSublayer(preview) }
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

  /// What the rule reads once per file: the preview-layer properties per type name and, when first needed, the
  /// names a layout pass resizes. nil when the file never names `AVCaptureVideoPreviewLayer` (nothing can report).
  struct FileFacts: Sendable {
    let layerProperties: [String: Set<String>]
    let layoutPass: LazyValue<(names: Set<String>, sublayers: Bool)>
  }

  static func fileFacts(_ context: AnalysisContext) -> FileFacts? {
    guard context.fileMentions("AVCaptureVideoPreviewLayer") else { return nil }
    let model = context.interop
    // Preview-layer properties per type name (all its declarations), read once: per function it is quadratic in a
    // file holding many declarations of one name.
    var layerProperties: [String: Set<String>] = [:]
    for type in model.types where type.keyword != .protocol {
      for property in type.properties {
        if property.type.map(TypeName.simple) == "AVCaptureVideoPreviewLayer" || HostingSupport.callName(property.initializer) == "AVCaptureVideoPreviewLayer" {
          layerProperties[type.name, default: []].insert(property.name)
        }
      }
    }
    return FileFacts(layerProperties: layerProperties, layoutPass: LazyValue { resizedNames(context) })
  }

  static func check(_ function: FunctionDecl, owner: TypeDecl?, _ file: FileFacts, _ context: AnalysisContext) -> [Finding] {
    // Only `addSublayer`/`insertSublayer` calls report.
    guard context.mentions(function.node, anyOf: ["Sublayer"]), let facts = context.facts(of: function) else { return [] }
    var findings: [Finding] = []
    var names: Set<String> = owner.flatMap { file.layerProperties[$0.name] } ?? []
    for binding in facts.bindings where HostingSupport.callName(binding.value) == "AVCaptureVideoPreviewLayer" { names.insert(binding.name) }
    for call in facts.calls where call.name == "addSublayer" || call.name == "insertSublayer" {
      guard let argument = call.arguments.first?.value else { continue }
      let direct = HostingSupport.callName(argument) == "AVCaptureVideoPreviewLayer"
      let named = MemberPath(argument)?.withoutSelf.root.flatMap { root in names.contains(root) && MemberPath(argument)?.withoutSelf.count == 1 ? root : nil }
      guard direct || named != nil else { continue }
      let layoutPass = file.layoutPass.value
      if let named, layoutPass.names.contains(named) { continue }
      if layoutPass.sublayers { continue }
      let message = "The camera preview layer is added as a sublayer and its frame is not updated on layout, so it keeps its first size when the view resizes; "
        + "back a UIView subclass with it (`layerClass`), or set its frame in `layoutSubviews`."
      findings.append(finding(HostingSupport.statement(call.site, call.node).range, message))
    }
    return findings
  }

  /// Names whose `frame`/`bounds` a layout pass or a `frame`/`bounds` observer sets, and whether one resizes every sublayer.
  static func resizedNames(_ context: AnalysisContext) -> (names: Set<String>, sublayers: Bool) {
    var bodies: [SyntaxNode] = []
    for (function, _) in context.interop.functions where HostingSupport.layoutPassMethods.contains(function.name) {
      if let body = function.body { bodies.append(body) }
    }
    for type in context.interop.types {
      for property in type.properties where (property.name == "frame" || property.name == "bounds") && property.hasAccessors {
        bodies.append(property.node)
      }
    }
    var names: Set<String> = []
    var sublayers = false
    for body in bodies {
      for assignment in context.facts(ofBody: body).assignments {
        guard let path = assignment.targetPath?.withoutSelf, let last = path.last, last == "frame" || last == "bounds" else {
          continue
        }
        if let root = path.root { names.insert(root) }
        if path.count >= 2 { names.insert(path.components[path.count - 2]) }
        if assignment.site.inClosure || path.root?.hasPrefix("$") == true { sublayers = sublayers || assignment.node.parent.map { _ in true } ?? false }
      }
      if body.mentions(path: ["sublayers"]) || body.mentions(path: ["layer", "sublayers"]) { sublayers = true }
    }
    return (names, sublayers)
  }
}
