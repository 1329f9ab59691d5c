enum CoordinatorWithoutMakeRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      private struct Notes: UIViewRepresentable {
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
      private struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
      }
      extension Notes {
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UITextViewDelegate {}
      }
      """),
    Example("""
      // Never on: a top-level class named Coordinator while `context.coordinator` is unused.
      final class Coordinator {
        var steps: [String] = []
        func start() { steps.append("root") }
      }
      private struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
      }
      """),
    Example("""
      private struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {
          uiView.text = context.environment.locale.identifier
        }
      }
      """),
    Example("""
      // Never on: a representable that other files may extend (its makeCoordinator() may be there).
      struct Field: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          field.delegate = context.coordinator
          return field
        }
        func updateUIView(_ uiView: UITextField, context: Context) {}
        final class Coordinator: NSObject, UITextFieldDelegate {}
      }
      """),
    Example("""
      private struct Atlas: UIViewRepresentable {
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
      private struct Notes: UIViewRepresentable {
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
      private struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        final class ↓Coordinator: NSObject, UITextViewDelegate {
          var parent: Notes
          init(parent: Notes) { self.parent = parent }
        }
      }
      """),
    Example("""
      fileprivate struct Field: UIViewRepresentable {
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
      private struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        final class Coordinator: NSObject, UITextViewDelegate {
          var parent: Notes
          init(parent: Notes) { self.parent = parent }
        }
      }
      """), """
      private struct Notes: UIViewRepresentable {
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
