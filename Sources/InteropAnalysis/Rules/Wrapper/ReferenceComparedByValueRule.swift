import SwiftLiteParser

/// `document`/`session` compared with `==`/`!=` in update.
public enum ReferenceComparedByValueRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "reference-compared-by-value",
    name: "Reference type compared by value",
    summary: "Update compares a `PDFDocument` (`document`) or `AVCaptureSession` (`session`) with `==`/`!=` instead of `===`/`!==`.",
    rationale: """
      `PDFDocument` and `AVCaptureSession` are classes. For an `NSObject` subclass, Swift's `==` calls \
      `isEqual(_:)`, which for these classes is identity unless a subclass overrides it. The check in update \
      is about identity (has the caller handed in a different object?), so `!==` / `===` says what is meant \
      and cannot change meaning through an override.

      The fix replaces `!=` with `!==` and `==` with `===`.

      Never reported: `!==` / `===`; comparisons with `nil`; other properties.

      Sources: https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:), \
      https://developer.apple.com/documentation/pdfkit/pdfview/document, \
      https://developer.apple.com/documentation/avfoundation/avcapturevideopreviewlayer/session, \
      https://docs.swift.org/swift-book/documentation/the-swift-programming-language/basicoperators/#Comparison-Operators
      """,
    category: .wrapper, tier: 1, defaultSeverity: .hint, seedSource: "recipes: PDFView, AVCaptureVideoPreviewLayer gotchas",
    nonTriggering: [
      Example("""
        // Never on: `!==`.
        struct Reader: UIViewRepresentable {
          let document: PDFDocument?
          func makeUIView(context: Context) -> PDFView { PDFView() }
          func updateUIView(_ uiView: PDFView, context: Context) {
            if uiView.document !== document { uiView.document = document }
          }
        }
        """),
      Example("""
        // Never on: other properties.
        struct Reader: UIViewRepresentable {
          let pageIndex: Int
          func makeUIView(context: Context) -> PDFView { PDFView() }
          func updateUIView(_ uiView: PDFView, context: Context) {
            if uiView.currentPage?.pageRef?.pageNumber != pageIndex { uiView.autoScales = true }
          }
        }
        """),
      Example("""
        // Not a representable.
        struct Compare {
          func updateUIView(_ uiView: PDFView, context: PDFDocument) -> Bool { uiView.document == context }
        }
        """),
      Example("""
        // Never on: `!==` on the preview layer's session.
        struct Camera: UIViewRepresentable {
          let session: AVCaptureSession
          func makeUIView(context: Context) -> PreviewView { PreviewView() }
          func updateUIView(_ uiView: PreviewView, context: Context) {
            if uiView.previewLayer.session !== session { uiView.previewLayer.session = session }
          }
        }
        """),
      Example("""
        // A comparison with `nil`, in make.
        struct Reader: UIViewRepresentable {
          let document: PDFDocument?
          func makeUIView(context: Context) -> PDFView {
            let view = PDFView()
            if view.document == nil { view.document = document }
            return view
          }
          func updateUIView(_ uiView: PDFView, context: Context) {}
        }
        """),
    ],
    triggering: [
      Example("""
        struct Reader: UIViewRepresentable {
          let document: PDFDocument?
          func makeUIView(context: Context) -> PDFView { PDFView() }
          func updateUIView(_ uiView: PDFView, context: Context) {
            if ↓uiView.document != document↑ { uiView.document = document }
          }
        }
        """),
      Example("""
        struct Camera: UIViewRepresentable {
          let session: AVCaptureSession
          func makeUIView(context: Context) -> PreviewView { PreviewView() }
          func updateUIView(_ preview: PreviewView, context: Context) {
            guard !(↓preview.previewLayer.session == session↑) else { return }
            preview.previewLayer.session = session
          }
        }
        """),
      Example("""
        struct Reader: UIViewRepresentable {
          let file: PDFDocument
          func makeUIView(context: Context) -> PDFView { PDFView() }
          func updateUIView(_ pdf: PDFView, context: Context) {
            let changed = ↓pdf.document != self.file↑
            if changed { pdf.document = file }
          }
        }
        """),
    ],
    corrections: [
      Correction(Example("""
        struct Reader: UIViewRepresentable {
          let document: PDFDocument?
          func makeUIView(context: Context) -> PDFView { PDFView() }
          func updateUIView(_ uiView: PDFView, context: Context) {
            if uiView.document != document { uiView.document = document }
          }
        }
        """), """
        struct Reader: UIViewRepresentable {
          let document: PDFDocument?
          func makeUIView(context: Context) -> PDFView { PDFView() }
          func updateUIView(_ uiView: PDFView, context: Context) {
            if uiView.document !== document { uiView.document = document }
          }
        }
        """),
    ]
  )

  /// The identity-compared property of each framework class: name → the class of its value.
  static let identityProperties: [String: [String: String]] = [
    "PDFView": ["document": "PDFDocument"],
    "AVCaptureVideoPreviewLayer": ["session": "AVCaptureSession"],
  ]
  static let identityClasses: Set<String> = ["PDFDocument", "AVCaptureSession"]

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    guard let parameter = UpdateSupport.parameter(representable, model: context.interop), let body = representable.update?.body else { return findings }
    for sequence in body.descendants(.sequenceExpr) {
      let elements = sequence.children
      // Each operator with its neighbours: (left operand, operator, right operand).
      for (left, (middle, right)) in zip(elements, zip(elements.dropFirst(), elements.dropFirst(2))) {
        guard case .token(let token) = middle, token.kind == .operatorSymbol, token.textEquals("==") || token.textEquals("!="),
          case .node(let lhs) = left, case .node(let rhs) = right, !lhs.isNilLiteral, !rhs.isNilLiteral
        else { continue }
        guard let (property, typeName) = identityOperand(lhs, other: rhs, parameter: parameter, representable: representable, context: context)
          ?? identityOperand(rhs, other: lhs, parameter: parameter, representable: representable, context: context)
        else { continue }
        let replacement = token.textEquals("==") ? "===" : "!=="
        let message = "`\(property)` holds a `\(typeName)`, a class whose `\(token.text)` calls `isEqual(_:)`; the check is about identity, so write `\(replacement)`."
        let fix = Fix(title: "Use `\(replacement)`", edits: [TextEdit(range: token.textRange, replacement: replacement)])
        findings.append(finding(lhs.range.lowerBound..<rhs.range.upperBound, message, fixes: [fix]))
      }
    }
    return findings
  }

  /// `P.document` on a PDFView, `….session` on a preview layer, or such a property compared with a representable
  /// property declared as a PDFDocument / AVCaptureSession: the property path and the class it holds.
  static func identityOperand(_ node: SyntaxNode, other: SyntaxNode, parameter: UpdateSupport.Parameter, representable: Representable, context: AnalysisContext) -> (String, String)? {
    guard let path = MemberPath(node)?.withoutSelf, path.root == parameter.name, path.count >= 2, let last = path.last else { return nil }
    if path.count == 2, let framework = parameter.framework, let table = identityProperties.first(where: { UpdateSupport.isKind(framework, of: $0.key) })?.value,
      let typeName = table[last], !parameter.workspaceOverrides(last)
    {
      return (path.description, typeName)
    }
    // The other operand is a representable property of a known class, and the names match the class's property.
    guard last == "document" || last == "session", let otherPath = MemberPath(other)?.withoutSelf, otherPath.count == 1, let name = otherPath.root,
      let declared = representable.property(named: name)?.type.map(TypeName.simple), identityClasses.contains(declared),
      (last == "document") == (declared == "PDFDocument")
    else { return nil }
    return (path.description, declared)
  }
}
