enum TwoWaySyncUnguardedRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // Never on: a conditional assignment (a change check around it).
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
      // Never on: a conditional assignment (a guard on the same property).
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
      // Never on: a comparison helper decides.
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
      // Never on: conditional, inside `#if`.
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
    Example("""
      // Never on: a conditional assignment that skips the echo while the user edits.
      struct Composer: UIViewRepresentable {
        @Binding var draft: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          if !context.coordinator.isEditing { uiView.text = draft }
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UITextViewDelegate {
          var parent: Composer
          var isEditing = false
          init(parent: Composer) { self.parent = parent }
          func textViewDidBeginEditing(_ textView: UITextView) { isEditing = true }
          func textViewDidEndEditing(_ textView: UITextView) { isEditing = false }
          func textViewDidChange(_ textView: UITextView) { parent.draft = textView.text }
        }
      }
      """),
    Example("""
      // Never on: a property that is not curated (a switch's `isOn`, a colour), even when written back.
      struct Toggle: UIViewRepresentable {
        @Binding var isOn: Bool
        @Binding var tint: UIColor
        func makeUIView(context: Context) -> UISwitch { UISwitch() }
        func updateUIView(_ uiView: UISwitch, context: Context) {
          uiView.isOn = isOn
          uiView.onTintColor = tint
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject {
          var parent: Toggle
          init(parent: Toggle) { self.parent = parent }
          @objc func flipped(_ sender: UISwitch) {
            parent.isOn = sender.isOn
            parent.tint = sender.onTintColor ?? .systemGreen
          }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      // `attributedText` is reported without a fix: UIKit normalises the attributes, so `!=` stays true.
      struct Rich: UIViewRepresentable {
        @Binding var content: NSAttributedString
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          ↓uiView.attributedText = content↑
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, UITextViewDelegate {
          var parent: Rich
          init(parent: Rich) { self.parent = parent }
          func textViewDidChange(_ textView: UITextView) { parent.content = textView.attributedText }
        }
      }
      """),
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
      // A search bar's composition lives in its `searchTextField`.
      struct Field: UIViewRepresentable {
        @Binding var query: String
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context: Context) {
          bar.text = query
        }
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        final class Coordinator: NSObject, UISearchBarDelegate {
          var parent: Field
          init(_ parent: Field) { self.parent = parent }
          func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { parent.query = searchText }
        }
      }
      """), """
      // A search bar's composition lives in its `searchTextField`.
      struct Field: UIViewRepresentable {
        @Binding var query: String
        func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
        func updateUIView(_ bar: UISearchBar, context: Context) {
          if bar.text != query, bar.searchTextField.markedTextRange == nil {
            bar.text = query
          }
        }
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        final class Coordinator: NSObject, UISearchBarDelegate {
          var parent: Field
          init(_ parent: Field) { self.parent = parent }
          func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { parent.query = searchText }
        }
      }
      """),
    Correction(Example("""
      // AppKit: `hasMarkedText()` tells whether a composition is in progress.
      struct Editor: NSViewRepresentable {
        @Binding var source: String
        func makeNSView(context: Context) -> NSTextView { NSTextView() }
        func updateNSView(_ nsView: NSTextView, context: Context) {
          nsView.string = source
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, NSTextViewDelegate {
          var parent: Editor
          init(parent: Editor) { self.parent = parent }
          func textDidChange(_ notification: Notification) {
            guard let view = notification.object as? NSTextView else { return }
            parent.source = view.string
          }
        }
      }
      """), """
      // AppKit: `hasMarkedText()` tells whether a composition is in progress.
      struct Editor: NSViewRepresentable {
        @Binding var source: String
        func makeNSView(context: Context) -> NSTextView { NSTextView() }
        func updateNSView(_ nsView: NSTextView, context: Context) {
          if nsView.string != source, !nsView.hasMarkedText() {
            nsView.string = source
          }
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, NSTextViewDelegate {
          var parent: Editor
          init(parent: Editor) { self.parent = parent }
          func textDidChange(_ notification: Notification) {
            guard let view = notification.object as? NSTextView else { return }
            parent.source = view.string
          }
        }
      }
      """),
    Correction(Example("""
      // A region written back by the map: compared with a tolerance.
      struct Atlas: UIViewRepresentable {
        @Binding var region: MKCoordinateRegion
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          map.region = region
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, MKMapViewDelegate {
          var parent: Atlas
          init(parent: Atlas) { self.parent = parent }
          func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { parent.region = mapView.region }
        }
      }
      """), """
      // A region written back by the map: compared with a tolerance.
      struct Atlas: UIViewRepresentable {
        @Binding var region: MKCoordinateRegion
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          if abs(map.region.center.latitude - region.center.latitude) > region.span.latitudeDelta * 0.01 || abs(map.region.center.longitude - region.center.longitude) > region.span.longitudeDelta * 0.01 || abs(map.region.span.latitudeDelta - region.span.latitudeDelta) > region.span.latitudeDelta * 0.01 || abs(map.region.span.longitudeDelta - region.span.longitudeDelta) > region.span.longitudeDelta * 0.01 {
            map.region = region
          }
        }
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, MKMapViewDelegate {
          var parent: Atlas
          init(parent: Atlas) { self.parent = parent }
          func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { parent.region = mapView.region }
        }
      }
      """),
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
