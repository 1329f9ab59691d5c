import MessageUI
import SwiftUI
import VisionKit

/// Scans paper receipts with the document camera.
struct ReceiptScanner: UIViewControllerRepresentable {
    @Environment(\.dismiss) private var dismiss
    var onScan: ([UIImage]) -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(parent: self)
    }

    func makeUIViewController(context: Context) -> VNDocumentCameraViewController {
        let scanner = VNDocumentCameraViewController()
        scanner.delegate = context.coordinator
        return scanner
    }

    func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {
        context.coordinator.parent = self
    }

    @MainActor
    final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
        var parent: ReceiptScanner

        init(parent: ReceiptScanner) {
            self.parent = parent
        }

        func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {
            parent.onScan((0..<scan.pageCount).map { scan.imageOfPage(at: $0) })
            parent.dismiss()
        }
    }
}

/// Texts a scanned receipt to a colleague.
struct ReceiptMessage: UIViewControllerRepresentable {
    @Environment(\.dismiss) private var dismiss
    let image: Data

    func makeCoordinator() -> Coordinator {
        Coordinator(parent: self)
    }

    func makeUIViewController(context: Context) -> MFMessageComposeViewController {
        let composer = MFMessageComposeViewController()
        composer.messageComposeDelegate = context.coordinator
        composer.addAttachmentData(image, typeIdentifier: "public.jpeg", filename: "receipt.jpg")
        return composer
    }

    func updateUIViewController(_ uiViewController: MFMessageComposeViewController, context: Context) {
        context.coordinator.parent = self
    }

    @MainActor
    final class Coordinator: NSObject, MFMessageComposeDelegate {
        var parent: ReceiptMessage

        init(parent: ReceiptMessage) {
            self.parent = parent
        }

        func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
            guard result == .sent else { return }
            parent.dismiss()
        }
    }
}
