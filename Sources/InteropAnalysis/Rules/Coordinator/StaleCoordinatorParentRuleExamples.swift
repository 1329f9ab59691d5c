enum StaleCoordinatorParentRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // Update refreshes `parent` (`context.coordinator.parent = self`).
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
      // Never on: live values (`@Binding`) read through `parent`.
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
      // Update refreshes through a Coordinator helper.
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
      // Never on: `parent.dismiss()` and live observed objects.
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
    Example("""
      // field: a value read once in the Coordinator's init, and a callback read during make
      // Never on: reads in the Coordinator's init and in a method make calls (the same copy is current then).
      struct Field: UIViewRepresentable {
        let placeholder: String
        var onSubmit: (String) -> Void
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          context.coordinator.configure(field)
          return field
        }
        func updateUIView(_ uiView: UITextField, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject {
          let parent: Field
          let initialPlaceholder: String
          init(parent: Field) {
            self.parent = parent
            initialPlaceholder = parent.placeholder
          }
          func configure(_ field: UITextField) { field.placeholder = parent.placeholder }
        }
      }
      """),
    Example("""
      // field: the parent's stored text field is the very view make returned
      // Never on: a property holding the object make returns (the same object in every copy).
      struct Poll: UIViewRepresentable {
        let field = UITextField()
        @Binding var answer: String
        func makeUIView(context: Context) -> UITextField { field }
        func updateUIView(_ uiView: UITextField, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject {
          let parent: Poll
          init(parent: Poll) { self.parent = parent }
          func edited() { parent.answer = parent.field.text ?? "" }
        }
      }
      """),
    Example("""
      // Never on: an observable object read from the environment by type (the same object).
      struct Board: UIViewRepresentable {
        @Environment(BoardModel.self) var model
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject {
          let parent: Board
          init(parent: Board) { self.parent = parent }
          func tapped() { parent.model.select() }
        }
      }
      """),
    Example("""
      // Never on: update refreshes the copied value.
      private struct Copy: UIViewRepresentable {
        let text: String
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {
          context.coordinator.text = text
        }
        func makeCoordinator() -> Coordinator { Coordinator(text: text) }
        final class Coordinator: NSObject {
          var text: String
          init(text: String) { self.text = text }
          @objc func copyText() { UIPasteboard.general.string = text }
        }
      }
      """),
    Example("""
      // Never on: a `let` with a default value, a stored `Binding`, and values a helper of update refreshes.
      private struct Chat: UIViewRepresentable {
        let workQueue = DispatchQueue(label: "chat")
        let isEditing: Binding<Bool>
        let rows: [String]
        func makeUIView(context: Context) -> UITableView { UITableView() }
        func updateUIView(_ uiView: UITableView, context: Context) {
          apply(rows, to: context.coordinator)
        }
        func apply(_ rows: [String], to coordinator: Coordinator) { coordinator.rows = rows }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self, isEditing: isEditing, rows: rows) }
        final class Coordinator: NSObject {
          let parent: Chat
          var isEditing: Binding<Bool>
          var rows: [String]
          init(parent: Chat, isEditing: Binding<Bool>, rows: [String]) {
            self.parent = parent
            self.isEditing = isEditing
            self.rows = rows
          }
          func began() {
            isEditing.wrappedValue = true
            parent.workQueue.async { print(self.rows.count) }
          }
        }
      }
      """),
    Example("""
      // Never on: a copied dismiss action (the exit-path rules recommend it).
      private struct FontSheet: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        func makeUIViewController(context: Context) -> UIFontPickerViewController { UIFontPickerViewController() }
        func updateUIViewController(_ controller: UIFontPickerViewController, context _: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(dismiss: dismiss) }
        final class Coordinator: NSObject {
          let dismiss: DismissAction
          init(dismiss: DismissAction) { self.dismiss = dismiss }
          func fontPickerViewControllerDidCancel(_ controller: UIFontPickerViewController) { dismiss() }
        }
      }
      """),
    Example("""
      // Never on: `parent.openURL(…)` and `parent.presentationMode`.
      struct Link: UIViewRepresentable {
        @Environment(\\.openURL) var openURL
        @Environment(\\.presentationMode) var presentationMode
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UITextViewDelegate {
          let parent: Link
          init(parent: Link) { self.parent = parent }
          func textView(_ textView: UITextView, shouldInteractWith url: URL, in range: NSRange) -> Bool {
            parent.openURL(url)
            parent.presentationMode.wrappedValue.dismiss()
            return false
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
    Example("""
      // field: plain values and closures copied into the Coordinator at creation; update is empty
      // Values makeCoordinator copied into the Coordinator, never refreshed by update.
      private struct Copy: UIViewRepresentable {
        let text: String
        let onCopy: () -> Void
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(text: text, onCopy: onCopy) }
        final class Coordinator: NSObject {
          var text: String
          var onCopy: () -> Void
          init(text: String, onCopy: @escaping () -> Void) {
            self.text = text
            self.onCopy = onCopy
          }
          @objc func copyText() {
            UIPasteboard.general.string = ↓text↑
            onCopy()
          }
        }
      }
      """),
    Example("""
      // A key-path environment value read through the Coordinator's copy.
      struct Canvas: UIViewRepresentable {
        @Environment(\\.colorScheme) var colorScheme
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject {
          let parent: Canvas
          init(parent: Canvas) { self.parent = parent }
          func redraw(_ view: UIView) { view.backgroundColor = ↓parent.colorScheme↑ == .dark ? .black : .white }
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
    Correction(Example("""
      private struct Copy: UIViewRepresentable {
        let text: String
        let onCopy: () -> Void
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(text: text, onCopy: onCopy) }
        final class Coordinator: NSObject {
          let text: String
          var onCopy: () -> Void
          init(text: String, onCopy: @escaping () -> Void) {
            self.text = text
            self.onCopy = onCopy
          }
          @objc func copyText() {
            UIPasteboard.general.string = text
            onCopy()
          }
        }
      }
      """), """
      private struct Copy: UIViewRepresentable {
        let text: String
        let onCopy: () -> Void
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {
          context.coordinator.onCopy = onCopy
          context.coordinator.text = text
        }
        func makeCoordinator() -> Coordinator { Coordinator(text: text, onCopy: onCopy) }
        final class Coordinator: NSObject {
          var text: String
          var onCopy: () -> Void
          init(text: String, onCopy: @escaping () -> Void) {
            self.text = text
            self.onCopy = onCopy
          }
          @objc func copyText() {
            UIPasteboard.general.string = text
            onCopy()
          }
        }
      }
      """),
  ]
}
