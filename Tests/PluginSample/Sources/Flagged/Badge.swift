/// One finding: a text field's `text` is assigned on every update without comparing first, which moves the caret
/// and ends an IME composition (unguarded-update-assignment).
struct Badge: UIViewRepresentable {
  var title: String

  func makeUIView(context: Context) -> UITextField {
    UITextField()
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    uiView.text = title
  }
}
