/// One error finding: `dismantleUIView` is an instance method, so SwiftUI never calls it (dismantle-not-static).
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

  func dismantleUIView(_ uiView: UILabel, coordinator: ()) {
    uiView.text = nil
  }
}
