/// No finding: the update compares before it assigns.
struct Badge: UIViewRepresentable {
  var title: String

  func makeUIView(context: Context) -> UILabel {
    UILabel()
  }

  func updateUIView(_ uiView: UILabel, context: Context) {
    if uiView.text != title {
      uiView.text = title
    }
  }
}
