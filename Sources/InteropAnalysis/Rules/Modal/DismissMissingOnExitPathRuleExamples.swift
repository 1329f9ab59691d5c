enum DismissMissingOnExitPathRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      struct Camera: UIViewControllerRepresentable {
        var onCancel: (() -> Void)?
        @Environment(\\.dismiss) var dismiss
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(base: self) }
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let base: Camera
          var dismissPresentation: () -> Void = {}
          init(base: Camera) { self.base = base }
          func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            if let onCancel = base.onCancel {
              onCancel()
            } else {
              dismissPresentation()
            }
          }
        }
      }
      """),
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
    Example("""
      // Safari is dismissed by the system right after this call.
      struct Safari: UIViewControllerRepresentable {
        let url: URL
        @Environment(\\.dismiss) var dismiss
        func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
        func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, SFSafariViewControllerDelegate {
          let parent: Safari
          init(parent: Safari) { self.parent = parent }
          func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
            guard controller.isBeingDismissed == false else { return }
            Task { @MainActor in self.parent.dismiss() }
          }
        }
      }
      """),
    Example("""
      // The document picker dismisses itself before calling its delegate: an empty handler is fine.
      struct Importer: UIViewControllerRepresentable {
        var onPick: (URL) -> Void
        func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
          let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
          picker.delegate = context.coordinator
          return picker
        }
        func updateUIViewController(_ uiViewController: UIDocumentPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UIDocumentPickerDelegate {
          let parent: Importer
          init(parent: Importer) { self.parent = parent }
          func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            guard let url = urls.first else { return }
            parent.onPick(url)
          }
          func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
        }
      }
      """),
    Example("""
      // A photo picker configured for embedding has no sheet to close.
      struct InlinePhotos: UIViewControllerRepresentable {
        @Binding var picked: [PHPickerResult]
        func makeUIViewController(context: Context) -> PHPickerViewController {
          var configuration = PHPickerConfiguration()
          configuration.disabledCapabilities = [.selectionActions]
          let picker = PHPickerViewController(configuration: configuration)
          picker.delegate = context.coordinator
          return picker
        }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          let parent: InlinePhotos
          init(parent: InlinePhotos) { self.parent = parent }
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            guard !results.isEmpty else { return }
            parent.picked = results
          }
        }
      }
      """),
    Example("""
      // Only writes the selection back: the presenting view may close the sheet when it changes.
      struct Camera: UIViewControllerRepresentable {
        @Binding var photo: UIImage?
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let parent: Camera
          init(parent: Camera) { self.parent = parent }
          func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            guard let image = info[.originalImage] as? UIImage else { return }
            parent.photo = image
          }
        }
      }
      """),
    Example("""
      // A function this file does not declare may close the sheet.
      struct Scanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
          func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {
            closeScanner(controller)
          }
        }
      }
      """),
    Example("""
      // Every path closes: a loop that may not run, then the dismissal; a throwing path closes in catch.
      struct Scanner: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        var store: (UIImage) throws -> Void
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
          let parent: Scanner
          init(parent: Scanner) { self.parent = parent }
          func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {
            do {
              for index in 0..<scan.pageCount {
                try parent.store(scan.imageOfPage(at: index))
              }
              parent.dismiss()
            } catch {
              parent.dismiss()
            }
          }
        }
      }
      """),
    Example("""
      // A photo picker placed inline in a view body (not in a sheet) at an iOS 17+ target is embedded: no sheet to close.
      struct Gallery: View {
        let album = Album()
        var body: some View {
          VStack {
            PhotoStrip(album: album)
          }
        }
      }
      struct PhotoStrip: UIViewControllerRepresentable {
        let album: Album
        func makeUIViewController(context: Context) -> PHPickerViewController {
          let picker = PHPickerViewController(configuration: PHPickerConfiguration())
          picker.delegate = context.coordinator
          return picker
        }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          let parent: PhotoStrip
          init(parent: PhotoStrip) { self.parent = parent }
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            guard let first = results.first else { return }
            parent.album.add(first)
          }
        }
      }
      """, configuration: ["deploymentTarget": "iOS 17"]),
    Example("""
      // The same inline placement when the deployment target is unknown: silent (an unknown fact silences the rule).
      struct Gallery: View {
        let album = Album()
        var body: some View {
          VStack {
            PhotoStrip(album: album)
          }
        }
      }
      struct PhotoStrip: UIViewControllerRepresentable {
        let album: Album
        func makeUIViewController(context: Context) -> PHPickerViewController {
          let picker = PHPickerViewController(configuration: PHPickerConfiguration())
          picker.delegate = context.coordinator
          return picker
        }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          let parent: PhotoStrip
          init(parent: PhotoStrip) { self.parent = parent }
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            guard let first = results.first else { return }
            parent.album.add(first)
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
      struct Camera: UIViewControllerRepresentable {
        @Binding var photo: UIImage?
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(owner: self) }
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let owner: Camera
          init(owner: Camera) { self.owner = owner }
          func ↓imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            guard let image = info[.editedImage] as? UIImage else { return }
            owner.photo = image
            picker.dismiss(animated: true)
          }
          func ↓imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
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
          func ↓messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
            switch result {
            case .sent:
              parent.dismiss()
            case .failed:
              return
            default:
              break
            }
          }
        }
      }
      """),
    Example("""
      // Inline placement below iOS 17 cannot embed the picker: it is presented, so it must be closed.
      struct Gallery: View {
        let album = Album()
        var body: some View {
          VStack {
            PhotoStrip(album: album)
          }
        }
      }
      struct PhotoStrip: UIViewControllerRepresentable {
        let album: Album
        func makeUIViewController(context: Context) -> PHPickerViewController {
          let picker = PHPickerViewController(configuration: PHPickerConfiguration())
          picker.delegate = context.coordinator
          return picker
        }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          let parent: PhotoStrip
          init(parent: PhotoStrip) { self.parent = parent }
          func ↓picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            guard let first = results.first else { return }
            parent.album.add(first)
          }
        }
      }
      """, configuration: ["deploymentTarget": "iOS 16"]),
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
    Correction(Example("""
      struct Camera: UIViewControllerRepresentable {
        @Binding var photo: UIImage?
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(owner: self) }
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let owner: Camera
          init(owner: Camera) { self.owner = owner }
          func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            guard let image = info[.editedImage] as? UIImage else { return }
            owner.photo = image
            picker.dismiss(animated: true)
          }
        }
      }
      """), """
      struct Camera: UIViewControllerRepresentable {
        @Binding var photo: UIImage?
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(owner: self) }
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let owner: Camera
          init(owner: Camera) { self.owner = owner }
          func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            picker.dismiss(animated: true)
            guard let image = info[.editedImage] as? UIImage else { return }
            owner.photo = image
          }
        }
      }
      """),
  ]
}
