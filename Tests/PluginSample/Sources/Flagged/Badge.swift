/// One finding: `text` is assigned on every update without comparing first (unguarded-update-assignment).
struct Badge: UIViewRepresentable {
  var title: String

  func makeUIView(context: Context) -> UILabel {
    UILabel()
  }

  func updateUIView(_ uiView: UILabel, context: Context) {
    uiView.text = title
  }
}
