import PDFKit
import SwiftUI

/// Shows a contract PDF and jumps to the page the user last read.
struct ContractReader: UIViewRepresentable {
    let document: PDFDocument?
    let pageIndex: Int

    func makeUIView(context: Context) -> PDFView {
        let pdfView = PDFView()
        pdfView.autoScales = true
        pdfView.displayMode = .singlePageContinuous
        return pdfView
    }

    func updateUIView(_ pdfView: PDFView, context: Context) {
        if pdfView.document != document {
            pdfView.document = document
        }
        if let page = document?.page(at: pageIndex), pdfView.currentPage != page {
            pdfView.go(to: page)
        }
    }
}
