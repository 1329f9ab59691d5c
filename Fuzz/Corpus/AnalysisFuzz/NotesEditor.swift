import SwiftUI
import UIKit

/// A multi-line editor for a note, with a "Done" callback and focus control.
struct NotesEditor: UIViewRepresentable {
    @Binding var text: String
    @Binding var isEditing: Bool
    var font: UIFont = .preferredFont(forTextStyle: .body)
    var onDone: (String) -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(parent: self)
    }

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.delegate = context.coordinator
        textView.isScrollEnabled = true
        textView.backgroundColor = .clear
        return textView
    }

    func updateUIView(_ textView: UITextView, context: Context) {
        // Pushes the binding into the view on every update, while the Coordinator writes it back.
        textView.text = text
        textView.font = font
        if isEditing {
            textView.becomeFirstResponder()
        }
        textView.inputAccessoryView = UIToolbar()
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        let parent: NotesEditor

        init(parent: NotesEditor) {
            self.parent = parent
        }

        func textViewDidChange(_ textView: UITextView) {
            parent.text = textView.text
        }

        func textViewDidEndEditing(_ textView: UITextView) {
            parent.isEditing = false
            parent.onDone(textView.text)
        }
    }
}
