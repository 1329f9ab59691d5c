import SwiftLiteParser

/// `document`/`session` compared with `==`/`!=` in update.
public enum ReferenceComparedByValueRule: Rule {
  public static let description = RuleDescription(
    id: "reference-compared-by-value",
    name: "Reference type compared by value",
    summary: "Update compares a `PDFDocument` (`document`) or `AVCaptureSession` (`session`) with `==`/`!=` instead of `===`/`!==`.",
    rationale: """
      `PDFDocument` and `AVCaptureSession` are classes whose `==` is `NSObject.isEqual`, which may be \
      expensive or not mean "the same object". The update guard wants identity: has the caller handed in a \
      different object? Use `!==` and `===`.
      """,
    category: .wrapper, tier: 1, defaultSeverity: .information, seedSource: "recipes: PDFView, AVCaptureVideoPreviewLayer gotchas",
    nonTriggering: [
      Example("""
        struct Reader: UIViewRepresentable {
          let document: PDFDocument?
          func makeUIView(context: Context) -> PDFView { PDFView() }
          func updateUIView(_ uiView: PDFView, context: Context) {
            if uiView.document !== document { uiView.document = document }
          }
        }
        """),
      Example("""
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
        struct Camera: UIViewRepresentable {
          let session: AVCaptureSession
          func makeUIView(context: Context) -> PreviewView { PreviewView() }
          func updateUIView(_ uiView: PreviewView, context: Context) {
            if uiView.previewLayer.session !== session { uiView.previewLayer.session = session }
          }
        }
        """),
      Example("""
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

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    let file = context.file
    for representable in context.model.representables {
      guard let update = representable.update, let parameter = representable.updateParameter,
        let open = update.bodyOpen, let close = update.bodyClose
      else { continue }
      var index = open + 1
      while index < close {
        defer { index += 1 }
        guard file.tokens[index].kind == .operator, file.is(index, "==") || file.is(index, "!=") else { continue }
        guard let chain = file.chainStart(last: index - 1, limit: open + 1),
          chain.names.first.map({ file.text($0) }) == parameter, let last = chain.names.last,
          InteropFacts.identityProperties[file.text(last)] != nil, last == index - 1
        else { continue }
        // The right operand: `x`, `self.x`, or a member chain, but not `nil`.
        var rhsLast = index + 1
        guard rhsLast < close, file.isIdentifier(rhsLast), !file.isIdentifier(rhsLast, "nil") else { continue }
        while rhsLast + 2 < close, file.is(rhsLast + 1, "."), file.isIdentifier(rhsLast + 2) { rhsLast += 2 }
        let property = file.text(last)
        let typeName = InteropFacts.identityProperties[property] ?? "reference"
        let replacement = file.is(index, "==") ? "===" : "!=="
        let message = "`\(property)` holds a `\(typeName)`, a class: compare identity with `\(replacement)` instead of `\(file.text(index))`."
        let fix = Fix(title: "Use `\(replacement)`", edits: [TextEdit(range: context.range(index), replacement: replacement)])
        findings.append(finding(context.range(chain.first, rhsLast), message, fixes: [fix]))
      }
    }
    return findings
  }
}
