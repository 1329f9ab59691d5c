enum TwoWaySyncUnguardedRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          if uiView.text != text {
            uiView.text = text
          }
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
      struct Field: UIViewRepresentable {
        @Binding var query: String
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context: Context) {
          guard bar.text != query else { return }
          bar.text = query
        }
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        final class Coordinator: NSObject, UISearchBarDelegate {
          var parent: Field
          init(_ parent: Field) { self.parent = parent }
          func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { parent.query = searchText }
        }
      }
      """),
    Example("""
      // The Coordinator never writes `title` back, so there is no loop (the plain assignment is another rule's business).
      struct Heading: UIViewRepresentable {
        @Binding var title: String
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {
          uiView.text = title
        }
      }
      """),
    Example("""
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          if context.coordinator.shouldApply(text, to: uiView) { uiView.text = text }
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
      }
      extension Notes {
        final class Coordinator: NSObject, UITextViewDelegate {
          var parent: Notes
          init(parent: Notes) { self.parent = parent }
          func shouldApply(_ text: String, to view: UITextView) -> Bool { view.text != text }
          func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
        }
      }
      """),
    Example("""
      struct Slider: UIViewRepresentable {
        @Binding var value: Float
        func makeUIView(context: Context) -> UISlider { UISlider() }
        func updateUIView(_ uiView: UISlider, context: Context) {
          #if os(iOS)
          if uiView.value != value { uiView.value = value }
          #endif
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject {
          var parent: Slider
          init(parent: Slider) { self.parent = parent }
          @objc func changed(_ sender: UISlider) { parent.value = sender.value }
        }
      }
      """),
    Example("""
      // Not a curated property: re-setting a slider's value to the same number costs nothing.
      struct Slider: UIViewRepresentable {
        @Binding var value: Float
        func makeUIView(context: Context) -> UISlider { UISlider() }
        func updateUIView(_ uiView: UISlider, context: Context) {
          uiView.value = value
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject {
          var parent: Slider
          init(parent: Slider) { self.parent = parent }
          @objc func changed(_ sender: UISlider) { parent.value = sender.value }
        }
      }
      """),
    Example("""
      // The Coordinator is declared in another file: its write-back cannot be seen here.
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          if !context.coordinator.isEditing { uiView.text = text }
        }
        func makeCoordinator() -> NotesCoordinator { NotesCoordinator(parent: self) }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          ↓uiView.text = text↑
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
      struct Field: UIViewRepresentable {
        @Binding var query: String
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context: Context) {
          ↓bar.text = self.query↑
        }
        func makeCoordinator() -> Coordinator { Coordinator(self) }
      }
      extension Field {
        final class Coordinator: NSObject, UISearchBarDelegate {
          var parent: Field
          init(_ parent: Field) { self.parent = parent }
          func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { self.parent.query = searchText }
        }
      }
      """),
    Example("""
      // A scroll position written back by the Coordinator: each scroll re-applies the offset.
      struct Pager: UIViewRepresentable {
        @Binding var offset: CGPoint
        func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
        func updateUIView(_ uiView: UIScrollView, context: Context) {
          ↓uiView.contentOffset = offset↑
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UIScrollViewDelegate {
          var parent: Pager
          init(parent: Pager) { self.parent = parent }
          func scrollViewDidScroll(_ scrollView: UIScrollView) { parent.offset = scrollView.contentOffset }
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          uiView.text = text
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UITextViewDelegate {
          var parent: Notes
          init(parent: Notes) { self.parent = parent }
          func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
        }
      }
      """), """
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          if uiView.text != text, uiView.markedTextRange == nil {
            uiView.text = text
          }
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UITextViewDelegate {
          var parent: Notes
          init(parent: Notes) { self.parent = parent }
          func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
        }
      }
      """),
  ]
}
