enum CoordinatorWithoutMakeRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView {
          let view = UITextView()
          view.delegate = context.coordinator
          return view
        }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UITextViewDelegate {}
      }
      """),
    Example("""
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
      }
      extension Notes {
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UITextViewDelegate {}
      }
      """),
    Example("""
      // A type called Coordinator that belongs to no representable.
      final class Coordinator {
        var context = Context()
        func start() { context.coordinator = self }
      }
      """),
    Example("""
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {
          uiView.text = context.environment.locale.identifier
        }
      }
      """),
    Example("""
      struct Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView {
          let map = MKMapView()
          map.delegate = context.coordinator
          return map
        }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
        #if os(iOS)
        func makeCoordinator() -> MapCoordinator { MapCoordinator() }
        #endif
      }
      final class MapCoordinator: NSObject, MKMapViewDelegate {}
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView {
          let view = UITextView()
          view.delegate = ↓context.coordinator↑
          return view
        }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        final class Coordinator: NSObject, UITextViewDelegate {}
      }
      """),
    Example("""
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        final class ↓Coordinator: NSObject, UITextViewDelegate {
          var parent: Notes
          init(parent: Notes) { self.parent = parent }
        }
      }
      """),
    Example("""
      struct Field: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextField { UITextField() }
        func updateUIView(_ uiView: UITextField, context: Context) {
          ↓context.coordinator↑.attach(uiView)
        }
      }
      extension Field {
        final class Coordinator: NSObject {
          func attach(_ field: UITextField) {}
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        final class Coordinator: NSObject, UITextViewDelegate {
          var parent: Notes
          init(parent: Notes) { self.parent = parent }
        }
      }
      """), """
      struct Notes: UIViewRepresentable {
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        final class Coordinator: NSObject, UITextViewDelegate {
          var parent: Notes
          init(parent: Notes) { self.parent = parent }
        }
      }
      """),
  ]
}
