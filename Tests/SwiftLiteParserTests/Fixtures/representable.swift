import SwiftUI
import UIKit

/// Wraps a UIKit text view for SwiftUI.
struct NoteEditor: UIViewRepresentable {
  @Binding var text: String
  var isEditable = true
  var onCommit: (() -> Void)?

  func makeCoordinator() -> Coordinator {
    Coordinator(self)
  }

  func makeUIView(context: Context) -> UITextView {
    let view = UITextView(frame: .zero)
    view.delegate = context.coordinator
    view.font = .preferredFont(forTextStyle: .body)
    return view
  }

  func updateUIView(_ uiView: UITextView, context: Context) {
    if uiView.text != text {
      uiView.text = text
    }
    uiView.isEditable = isEditable // interop-lsp:disable-line some-rule
    context.coordinator.parent = self
  }

  static func dismantleUIView(_ uiView: UITextView, coordinator: Coordinator) {
    uiView.delegate = nil
  }

  final class Coordinator: NSObject, UITextViewDelegate {
    var parent: NoteEditor

    init(_ parent: NoteEditor) {
      self.parent = parent
    }

    func textViewDidChange(_ textView: UITextView) {
      parent.text = textView.text ?? ""
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        self.parent.onCommit?()
      }
    }
  }
}

struct ContentView: View {
  @State private var note = ""
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 8) {
        NoteEditor(text: $note)
          .frame(minHeight: 200)
        if note.isEmpty {
          Text("Empty").foregroundStyle(.secondary)
        } else {
          Text("\(note.count) characters")
        }
        Button("Done") { dismiss() }
      }
      .padding()
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Save", action: save)
        }
      }
    }
  }

  private func save() {}
}

final class HostViewController: UIViewController {
  private var host: UIHostingController<ContentView>?

  override func viewDidLoad() {
    super.viewDidLoad()
    let controller = UIHostingController(rootView: ContentView())
    addChild(controller)
    view.addSubview(controller.view)
    controller.view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      controller.view.topAnchor.constraint(equalTo: view.topAnchor),
      controller.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    controller.didMove(toParent: self)
    host = controller
  }
}
