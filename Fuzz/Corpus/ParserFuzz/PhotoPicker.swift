import PhotosUI
import SwiftUI

/// Lets the user pick up to `limit` photos from the library.
final class PhotoPicker: UIViewControllerRepresentable {
    @Binding var selection: [PHPickerResult]
    let limit: Int

    init(selection: Binding<[PHPickerResult]>, limit: Int) {
        _selection = selection
        self.limit = limit
    }

    func makeUIViewController(context: Context) -> PHPickerViewController {
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.selectionLimit = limit
        configuration.filter = .images
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = context.coordinator
        return picker
    }

    func updateUiViewController(_ uiViewController: PHPickerViewController, context: Context) {}

    final class Coordinator: NSObject, PHPickerViewControllerDelegate {
        @Environment(\.dismiss) private var dismiss
        var parent: PhotoPicker

        init(parent: PhotoPicker) {
            self.parent = parent
        }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            parent.selection = results
            dismiss()
        }
    }
}
