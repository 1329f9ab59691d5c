enum MissingExitDelegateMethodRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      private struct Scanner: UIViewControllerRepresentable {
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
      // Safari dismisses itself after Done; its delegate methods are optional.
      private struct Safari: UIViewControllerRepresentable {
        let url: URL
        func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
        func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
        func makeCoordinator() -> SafariCoordinator { SafariCoordinator() }
      }
      private final class SafariCoordinator: NSObject, SFSafariViewControllerDelegate {}
      """),
    Example("""
      // Not a representable's Coordinator.
      final class ScanScreen: UIViewController, VNDocumentCameraViewControllerDelegate {}
      """),
    Example("""
      // The Coordinator may be extended in another file with the missing methods.
      struct Scanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
          func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {}
        }
      }
      """),
    Example("""
      // The document picker dismisses itself; its cancel callback is optional.
      fileprivate struct Importer: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
          UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        }
        func updateUIViewController(_ uiViewController: UIDocumentPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UIDocumentPickerDelegate {
          func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
        }
      }
      """),
    Example("""
      private struct Photos: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {}
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      private struct Scanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class ↓Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
          func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {}
        }
      }
      """),
    Example("""
      private struct Camera: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> CameraCoordinator { CameraCoordinator() }
      }
      private final class ↓CameraCoordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
      }
      """),
    Example("""
      fileprivate struct Mail: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController {
          let composer = MFMailComposeViewController()
          composer.mailComposeDelegate = context.coordinator
          return composer
        }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class ↓Coordinator: NSObject, MFMailComposeViewControllerDelegate {}
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      private struct Camera: UIViewControllerRepresentable {
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
      private struct Camera: UIViewControllerRepresentable {
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
