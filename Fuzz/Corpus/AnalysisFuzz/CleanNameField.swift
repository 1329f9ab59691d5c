import SwiftUI
import UIKit

/// A single-line name field written the way the rules ask: no finding expected in this file.
struct CleanNameField: UIViewRepresentable {
    @Binding var name: String
    var placeholder: String
    var onSubmit: (String) -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(parent: self)
    }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.delegate = context.coordinator
        field.borderStyle = .roundedRect
        field.autocapitalizationType = .words
        field.returnKeyType = .done
        return field
    }

    func updateUIView(_ field: UITextField, context: Context) {
        context.coordinator.parent = self
        if field.text != name {
            field.text = name
        }
        if field.placeholder != placeholder {
            field.placeholder = placeholder
        }
    }

    static func dismantleUIView(_ field: UITextField, coordinator: Coordinator) {
        field.delegate = nil
    }

    @MainActor
    final class Coordinator: NSObject, UITextFieldDelegate {
        var parent: CleanNameField

        init(parent: CleanNameField) {
            self.parent = parent
        }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            parent.name = textField.text ?? ""
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            parent.onSubmit(textField.text ?? "")
            textField.resignFirstResponder()
            return true
        }
    }
}
