enum StaleCoordinatorParentRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      struct Field: UIViewRepresentable {
        var onSubmit: (String) -> Void
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ uiView: UITextField, context: Context) {
          context.coordinator.parent = self
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UITextFieldDelegate {
          var parent: Field
          init(parent: Field) { self.parent = parent }
          func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            parent.onSubmit(textField.text ?? "")
            return true
          }
        }
      }
      """),
    Example("""
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UITextViewDelegate {
          let parent: Notes
          init(parent: Notes) { self.parent = parent }
          func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
          func current() -> String { parent.text }
        }
      }
      """),
    Example("""
      // Not a Coordinator: a helper with a property named parent.
      final class Node {
        var parent: Node?
        var name = ""
        func path() -> String { (parent?.name ?? "") + "/" + name }
      }
      """),
    Example("""
      struct Field: UIViewRepresentable {
        var onSubmit: (String) -> Void
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ field: UITextField, context: Context) {
          context.coordinator.refresh(from: self)
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
      }
      extension Field {
        final class Coordinator: NSObject, UITextFieldDelegate {
          var parent: Field
          init(parent: Field) { self.parent = parent }
          func refresh(from field: Field) { parent = field }
          func textFieldDidEndEditing(_ textField: UITextField) { parent.onSubmit(textField.text ?? "") }
        }
      }
      """),
    Example("""
      struct Player: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        @ObservedObject var model: PlayerModel
        func makeUIViewController(context: Context) -> AVPlayerViewController { AVPlayerViewController() }
        func updateUIViewController(_ uiViewController: AVPlayerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, AVPlayerViewControllerDelegate {
          var parent: Player
          init(parent: Player) { self.parent = parent }
          func playerViewControllerDidStopPictureInPicture(_ controller: AVPlayerViewController) {
            #if os(iOS)
            parent.model.pause()
            parent.dismiss()
            #endif
          }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Field: UIViewRepresentable {
        var onSubmit: (String) -> Void
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ uiView: UITextField, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UITextFieldDelegate {
          var parent: Field
          init(parent: Field) { self.parent = parent }
          func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            ↓parent.onSubmit↑(textField.text ?? "")
            return true
          }
        }
      }
      """),
    Example("""
      struct Atlas: UIViewRepresentable {
        let showsTraffic: Bool
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          map.showsTraffic = showsTraffic
        }
        func makeCoordinator() -> Coordinator { Coordinator(self) }
      }
      extension Atlas {
        final class Coordinator: NSObject, MKMapViewDelegate {
          let owner: Atlas
          init(_ owner: Atlas) { self.owner = owner }
          func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {
            if ↓self.owner.showsTraffic↑ { mapView.showsTraffic = true }
          }
        }
      }
      """),
    Example("""
      struct Photos: UIViewControllerRepresentable {
        let limit: Int
        var onPick: ([PHPickerResult]) -> Void
        func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
        func makeCoordinator() -> PhotosCoordinator { PhotosCoordinator(parent: self) }
      }
      final class PhotosCoordinator: NSObject, PHPickerViewControllerDelegate {
        let parent: Photos
        init(parent: Photos) { self.parent = parent }
        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
          ↓parent.onPick↑(Array(results.prefix(parent.limit)))
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Field: UIViewRepresentable {
        var onSubmit: (String) -> Void
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ uiView: UITextField, context: Context) {
          uiView.returnKeyType = .done
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UITextFieldDelegate {
          let parent: Field
          init(parent: Field) { self.parent = parent }
          func textFieldDidEndEditing(_ textField: UITextField) { parent.onSubmit(textField.text ?? "") }
        }
      }
      """), """
      struct Field: UIViewRepresentable {
        var onSubmit: (String) -> Void
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ uiView: UITextField, context: Context) {
          context.coordinator.parent = self
          uiView.returnKeyType = .done
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UITextFieldDelegate {
          var parent: Field
          init(parent: Field) { self.parent = parent }
          func textFieldDidEndEditing(_ textField: UITextField) { parent.onSubmit(textField.text ?? "") }
        }
      }
      """),
    Correction(Example("""
      struct Field: UIViewRepresentable {
        var onSubmit: (String) -> Void
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ uiView: UITextField, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UITextFieldDelegate {
          var parent: Field
          init(parent: Field) { self.parent = parent }
          func textFieldDidEndEditing(_ textField: UITextField) { parent.onSubmit(textField.text ?? "") }
        }
      }
      """), """
      struct Field: UIViewRepresentable {
        var onSubmit: (String) -> Void
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ uiView: UITextField, context: Context) {
          context.coordinator.parent = self
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UITextFieldDelegate {
          var parent: Field
          init(parent: Field) { self.parent = parent }
          func textFieldDidEndEditing(_ textField: UITextField) { parent.onSubmit(textField.text ?? "") }
        }
      }
      """),
  ]
}
