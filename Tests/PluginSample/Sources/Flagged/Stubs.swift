// Stand-ins for the SwiftUI and UIKit names used below, so that this builds without Apple SDKs.
class UIView {}
final class UILabel: UIView {
  var text: String?
}
final class UITextField: UIView {
  var text: String?
}
struct Context {}
protocol UIViewRepresentable {
  associatedtype UIViewType: UIView
  @MainActor func makeUIView(context: Context) -> UIViewType
  @MainActor func updateUIView(_ uiView: UIViewType, context: Context)
}

