enum CoordinatorNotMainActorRuleExamples {
  /// The one case the rule reports: Swift 6 language mode, nonisolated default isolation.
  static let swift6: [String: String] = ["swiftLanguageMode": "6", "defaultIsolation": "nonisolated"]

  static let nonTriggering: [Example] = [
    Example("""
      // field: a Coordinator whose primary declaration lists a @MainActor delegate protocol
      // Never on: the primary declaration lists a @MainActor protocol, so the class is inferred @MainActor.
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKNavigationDelegate {
          func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { webView.isHidden = false }
        }
      }
      """, configuration: swift6),
    Example("""
      // Never on: the witnesses sit inside the conforming extension.
      struct Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {}
      }
      extension Atlas.Coordinator: MKMapViewDelegate {
        func mapViewDidFinishLoadingMap(_ mapView: MKMapView) { mapView.showsCompass = true }
      }
      """, configuration: swift6),
    Example("""
      // field: a project that builds in Swift 5 mode, conformance in an extension
      // Never on: Swift 5 language mode.
      struct Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          func mapViewDidFinishLoadingMap(_ mapView: MKMapView) { mapView.showsCompass = true }
        }
      }
      extension Atlas.Coordinator: MKMapViewDelegate {}
      """, configuration: ["swiftLanguageMode": "5", "defaultIsolation": "nonisolated"]),
    Example("""
      // field: a package target in Swift 6 mode with default MainActor isolation
      // Never on: default MainActor isolation (the class is already @MainActor).
      struct Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          func mapViewDidFinishLoadingMap(_ mapView: MKMapView) { mapView.showsCompass = true }
        }
      }
      extension Atlas.Coordinator: MKMapViewDelegate {}
      """, configuration: ["swiftLanguageMode": "6", "defaultIsolation": "MainActor"]),
    Example("""
      // Never on: an unknown language mode or default isolation (no project facts found).
      struct Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          func mapViewDidFinishLoadingMap(_ mapView: MKMapView) { mapView.showsCompass = true }
        }
      }
      extension Atlas.Coordinator: MKMapViewDelegate {}
      """),
    Example("""
      // field: a metadata-output delegate, called on the queue given to setMetadataObjectsDelegate
      // Never on: protocols the SDK does not mark @MainActor (capture outputs call back on their queue).
      struct Scanner: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject {
          func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput objects: [AVMetadataObject], from connection: AVCaptureConnection) {
            output.rectOfInterest = .zero
          }
          func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            controller.dismiss(animated: true)
          }
        }
      }
      extension Scanner.Coordinator: AVCaptureMetadataOutputObjectsDelegate, MFMailComposeViewControllerDelegate, CLLocationManagerDelegate, PDFViewDelegate, VNDocumentCameraViewControllerDelegate, SFSafariViewControllerDelegate {}
      """, configuration: swift6),
    Example("""
      // Never on: a class already @MainActor, or a subclass of a main-actor class.
      struct Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        @MainActor final class Coordinator: NSObject {
          func mapViewDidFinishLoadingMap(_ mapView: MKMapView) { mapView.showsCompass = true }
        }
      }
      extension Atlas.Coordinator: MKMapViewDelegate {}
      struct Pad: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        func makeCoordinator() -> PadCoordinator { PadCoordinator() }
      }
      final class PadCoordinator: UIResponder {
        func textViewDidChange(_ textView: UITextView) { textView.isScrollEnabled = true }
      }
      extension PadCoordinator: UITextViewDelegate {}
      """, configuration: swift6),
    Example("""
      // Not a Coordinator of any representable.
      final class Downloader: NSObject {
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { webView.isHidden = false }
      }
      extension Downloader: WKNavigationDelegate {}
      """, configuration: swift6),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
      }
      extension Atlas {
        final class ↓Coordinator: NSObject {
          func mapViewDidFinishLoadingMap(_ mapView: MKMapView) { mapView.showsCompass = true }
        }
      }
      extension Atlas.Coordinator: MKMapViewDelegate {}
      """, configuration: swift6),
    Example("""
      struct Notes: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class ↓Coordinator: NSObject {
          var parent: Notes
          init(parent: Notes) { self.parent = parent }
          func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
        }
      }
      extension Notes.Coordinator: UITextViewDelegate {}
      """, configuration: swift6),
    Example("""
      // Also adopts a protocol without @MainActor: reported, no fix.
      struct Photos: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
        func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
        func makeCoordinator() -> PickerCoordinator { PickerCoordinator() }
      }
      class ↓PickerCoordinator: NSObject, CLLocationManagerDelegate {
        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) { picker.dismiss(animated: true) }
      }
      extension PickerCoordinator: PHPickerViewControllerDelegate {}
      """, configuration: swift6),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
      }
      extension Atlas {
        final class Coordinator: NSObject {
          func mapViewDidFinishLoadingMap(_ mapView: MKMapView) { mapView.showsCompass = true }
        }
      }
      extension Atlas.Coordinator: MKMapViewDelegate {}
      """, configuration: swift6), """
      struct Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
      }
      extension Atlas {
        @MainActor final class Coordinator: NSObject {
          func mapViewDidFinishLoadingMap(_ mapView: MKMapView) { mapView.showsCompass = true }
        }
      }
      extension Atlas.Coordinator: MKMapViewDelegate {}
      """),
  ]
}
