enum StateWriteInUpdateRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // Deferred: the closure runs after the update.
      struct Browser: UIViewRepresentable {
        @Binding var isLoading: Bool
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          let loading = uiView.isLoading
          DispatchQueue.main.async { isLoading = loading }
          Task { @MainActor in isLoading = loading }
        }
      }
      """),
    Example("""
      // Written from a Coordinator callback, not during the update.
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          if uiView.text != text { uiView.text = text }
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UITextViewDelegate {
          var parent: Notes
          init(parent: Notes) { self.parent = parent }
          func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
        }
      }
      """),
    Example("""
      // The Coordinator's own properties are not SwiftUI state.
      struct Pager: UIViewControllerRepresentable {
        @Binding var page: Int
        func makeUIViewController(context: Context) -> UIPageViewController { UIPageViewController() }
        func updateUIViewController(_ controller: UIPageViewController, context: Context) {
          context.coordinator.lastPage = page
          context.coordinator.parent = self
        }
      }
      """),
    Example("""
      // A local of the same name, and a closure that runs when the control changes.
      struct Counter: UIViewRepresentable {
        @Binding var count: Int
        func makeUIView(context: Context) -> UIStepper {
          let stepper = UIStepper()
          stepper.addAction(UIAction { action in
            count = Int(stepper.value)
          }, for: .valueChanged)
          return stepper
        }
        func updateUIView(_ stepper: UIStepper, context: Context) {
          var count = 0
          count = Int(stepper.value)
          stepper.value = Double(count)
        }
      }
      """),
    Example("""
      // A plain struct with the same property and method names.
      struct Draft {
        var text = ""
        mutating func updateUIView(_ uiView: UITextView, context: Int) {
          text = uiView.text
        }
      }
      """),
    Example("""
      // Never on: a write in a completion handler, which runs after the update.
      struct Snapshot: UIViewRepresentable {
        @Binding var image: UIImage?
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          uiView.takeSnapshot(with: nil) { snapshot, _ in
            image = snapshot
          }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Browser: UIViewRepresentable {
        @Binding var isLoading: Bool
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          ↓isLoading = uiView.isLoading↑
        }
      }
      """),
    Example("""
      struct Measure: UIViewRepresentable {
        @Binding var height: CGFloat
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
          let size = uiView.sizeThatFits(CGSize(width: proposal.width ?? 320, height: .greatestFiniteMagnitude))
          ↓self.height = size.height↑
          return size
        }
      }
      """),
    Example("""
      struct Picker: UIViewControllerRepresentable {
        @Binding var isReady: Bool
        @State private var opened = 0
        func makeUIViewController(context: Context) -> PHPickerViewController {
          ↓context.coordinator.parent.isReady = true↑
          ↓opened += 1↑
          return PHPickerViewController(configuration: PHPickerConfiguration())
        }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {
          if uiViewController.isBeingPresented { ↓$isReady.wrappedValue = false↑ }
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Browser: UIViewRepresentable {
        @Binding var isLoading: Bool
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          isLoading = uiView.isLoading
        }
      }
      """), """
      struct Browser: UIViewRepresentable {
        @Binding var isLoading: Bool
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {
          DispatchQueue.main.async {
            if isLoading != uiView.isLoading {
              isLoading = uiView.isLoading
            }
          }
        }
      }
      """),
    Correction(Example("""
      struct Scanner: UIViewControllerRepresentable {
        @Binding var results: [String]
        func makeUIViewController(context: Context) -> UIViewController {
          results = []
          return UIViewController()
        }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }
      """), """
      struct Scanner: UIViewControllerRepresentable {
        @Binding var results: [String]
        func makeUIViewController(context: Context) -> UIViewController {
          DispatchQueue.main.async {
            results = []
          }
          return UIViewController()
        }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }
      """),
  ]
}
