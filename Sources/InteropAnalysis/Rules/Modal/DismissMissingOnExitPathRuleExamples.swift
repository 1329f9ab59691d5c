enum DismissMissingOnExitPathRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      struct Photos: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        @Binding var images: [UIImage]
        func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          let parent: Photos
          init(parent: Photos) { self.parent = parent }
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            parent.dismiss()
            guard !results.isEmpty else { return }
            load(results)
          }
          func load(_ results: [PHPickerResult]) {}
        }
      }
      """),
    Example("""
      struct Mail: UIViewControllerRepresentable {
        @Binding var isPresented: Bool
        func makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
          let parent: Mail
          init(parent: Mail) { self.parent = parent }
          func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
            defer { parent.isPresented = false }
            guard error == nil else { return }
            switch result {
            case .sent: log("sent")
            default: break
            }
          }
          func log(_ text: String) {}
        }
      }
      """),
    Example("""
      // The same delegate method in a UIKit screen, where the controller dismisses on its own terms.
      final class ComposeScreen: UIViewController, MFMailComposeViewControllerDelegate {
        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
          guard result == .sent else { return }
        }
      }
      """),
    Example("""
      struct Scanner: UIViewControllerRepresentable {
        var onFinish: ([UIImage]) -> Void
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
          var parent: Scanner
          init(parent: Scanner) { self.parent = parent }
          func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {
            if scan.pageCount == 0 {
              parent.onFinish([])
            } else {
              parent.onFinish((0..<scan.pageCount).map { scan.imageOfPage(at: $0) })
            }
          }
          func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {
            Task { @MainActor in self.parent.onFinish([]) }
          }
          func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error) {
            finish()
          }
          func finish() { parent.onFinish([]) }
        }
      }
      """),
    Example("""
      struct Messages: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        func makeUIViewController(context: Context) -> MFMessageComposeViewController { MFMessageComposeViewController() }
        func updateUIViewController(_ uiViewController: MFMessageComposeViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, MFMessageComposeViewControllerDelegate {
          let parent: Messages
          init(parent: Messages) { self.parent = parent }
          func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
            switch result {
            case .sent:
              parent.dismiss()
            case .failed:
              #if DEBUG
              print("failed")
              #endif
              parent.dismiss()
            default:
              parent.dismiss()
            }
          }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Photos: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          let parent: Photos
          init(parent: Photos) { self.parent = parent }
          func ↓picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            guard !results.isEmpty else { return }
            parent.dismiss()
          }
        }
      }
      """),
    Example("""
      struct Mail: UIViewControllerRepresentable {
        @Binding var isPresented: Bool
        func makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
      }
      extension Mail {
        final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
          let parent: Mail
          init(parent: Mail) { self.parent = parent }
          func ↓mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
            if result == .sent {
              parent.isPresented = false
            }
          }
        }
      }
      """),
    Example("""
      struct Safari: UIViewControllerRepresentable {
        let url: URL
        @Environment(\\.dismiss) var dismiss
        func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
        func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, SFSafariViewControllerDelegate {
          let parent: Safari
          init(parent: Safari) { self.parent = parent }
          func ↓safariViewControllerDidFinish(_ controller: SFSafariViewController) {
            guard controller.isBeingDismissed == false else { return }
            Task { @MainActor in self.parent.dismiss() }
          }
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Photos: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          let parent: Photos
          init(parent: Photos) { self.parent = parent }
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            guard !results.isEmpty else { return }
            parent.dismiss()
          }
        }
      }
      """), """
      struct Photos: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          let parent: Photos
          init(parent: Photos) { self.parent = parent }
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            parent.dismiss()
            guard !results.isEmpty else { return }
          }
        }
      }
      """),
  ]
}
