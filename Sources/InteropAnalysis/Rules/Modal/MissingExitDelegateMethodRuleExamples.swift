enum MissingExitDelegateMethodRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      struct Scanner: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
          let parent: Scanner
          init(parent: Scanner) { self.parent = parent }
          func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) { parent.dismiss() }
          func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) { parent.dismiss() }
          func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error) { parent.dismiss() }
        }
      }
      """),
    Example("""
      struct Safari: UIViewControllerRepresentable {
        let url: URL
        func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
        func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
      }
      extension Safari {
        final class Coordinator: NSObject, SFSafariViewControllerDelegate {}
      }
      extension Safari.Coordinator {
        func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
      }
      """),
    Example("""
      // Not a representable's Coordinator.
      final class ScanScreen: UIViewController, VNDocumentCameraViewControllerDelegate {}
      """),
    Example("""
      struct Photos: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {}
        }
      }
      """),
    Example("""
      struct Importer: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
          UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        }
        func updateUIViewController(_ uiViewController: UIDocumentPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UIDocumentPickerDelegate {
          func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
          #if os(iOS)
          func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
          #endif
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Scanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class ↓Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
          func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {}
        }
      }
      """),
    Example("""
      struct Camera: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
      }
      extension Camera {
        final class ↓Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
        }
      }
      """),
    Example("""
      struct Safari: UIViewControllerRepresentable {
        let url: URL
        func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
        func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
        func makeCoordinator() -> SafariCoordinator { SafariCoordinator() }
      }
      final class ↓SafariCoordinator: NSObject, SFSafariViewControllerDelegate {}
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Camera: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(owner: self) }
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let owner: Camera
          init(owner: Camera) { self.owner = owner }
          func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            owner.dismiss()
          }
        }
      }
      """), """
      struct Camera: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(owner: self) }
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let owner: Camera
          init(owner: Camera) { self.owner = owner }
          func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            owner.dismiss()
          }

          func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            owner.dismiss()
          }
        }
      }
      """),
  ]
}
