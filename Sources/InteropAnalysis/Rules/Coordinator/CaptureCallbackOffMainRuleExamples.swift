enum CaptureCallbackOffMainRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // Never on: queue: .main.
      struct Scanner: UIViewRepresentable {
        @Binding var code: String
        func makeUIView(context: Context) -> UIView {
          let output = AVCaptureMetadataOutput()
          output.setMetadataObjectsDelegate(context.coordinator, queue: .main)
          return UIView()
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, AVCaptureMetadataOutputObjectsDelegate {
          let parent: Scanner
          init(parent: Scanner) { self.parent = parent }
          func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput objects: [AVMetadataObject], from connection: AVCaptureConnection) {
            parent.code = (objects.first as? AVMetadataMachineReadableCodeObject)?.stringValue ?? ""
          }
        }
      }
      """),
    Example("""
      // Never on: writes already hopped to the main thread.
      struct Camera: UIViewRepresentable {
        @Binding var brightness: Double
        func makeUIView(context: Context) -> UIView {
          let output = AVCaptureVideoDataOutput()
          output.setSampleBufferDelegate(context.coordinator, queue: DispatchQueue(label: "frames"))
          return UIView()
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, AVCaptureVideoDataOutputSampleBufferDelegate {
          let parent: Camera
          init(parent: Camera) { self.parent = parent }
          func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {
            let value = Double(CMSampleBufferGetNumSamples(sampleBuffer))
            DispatchQueue.main.async { self.parent.brightness = value }
            Task { @MainActor in self.parent.brightness = value }
            Task { await MainActor.run { self.parent.brightness = value } }
          }
        }
      }
      """),
    Example("""
      // Never on: a callback that only calls a closure.
      struct Scanner: UIViewRepresentable {
        @Binding var code: String
        var onScan: (String) -> Void
        func makeUIView(context: Context) -> UIView {
          let output = AVCaptureMetadataOutput()
          output.setMetadataObjectsDelegate(context.coordinator, queue: DispatchQueue.global(qos: .userInitiated))
          return UIView()
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, AVCaptureMetadataOutputObjectsDelegate {
          let parent: Scanner
          init(parent: Scanner) { self.parent = parent }
          func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput objects: [AVMetadataObject], from connection: AVCaptureConnection) {
            parent.onScan("found")
          }
        }
      }
      """),
    Example("""
      // Never on: a queue the file does not show being created.
      struct Scanner: UIViewRepresentable {
        @Binding var code: String
        let queue: DispatchQueue
        func makeUIView(context: Context) -> UIView {
          let output = AVCaptureMetadataOutput()
          output.setMetadataObjectsDelegate(context.coordinator, queue: queue)
          return UIView()
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, AVCaptureMetadataOutputObjectsDelegate {
          let parent: Scanner
          init(parent: Scanner) { self.parent = parent }
          func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput objects: [AVMetadataObject], from connection: AVCaptureConnection) {
            parent.code = "found"
          }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct Scanner: UIViewRepresentable {
        @Binding var code: String
        func makeUIView(context: Context) -> UIView {
          let output = AVCaptureMetadataOutput()
          let queue = DispatchQueue(label: "scanner")
          output.setMetadataObjectsDelegate(context.coordinator, queue: queue)
          return UIView()
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, AVCaptureMetadataOutputObjectsDelegate {
          let parent: Scanner
          init(parent: Scanner) { self.parent = parent }
          func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput objects: [AVMetadataObject], from connection: AVCaptureConnection) {
            ↓parent.code = "found"↑
          }
        }
      }
      """),
    Example("""
      struct Camera: UIViewRepresentable {
        @Binding var frames: Int
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, AVCaptureVideoDataOutputSampleBufferDelegate {
          let parent: Camera
          let frameQueue = DispatchQueue(label: "frames")
          init(parent: Camera) { self.parent = parent }
          func attach(_ output: AVCaptureVideoDataOutput) {
            output.setSampleBufferDelegate(self, queue: frameQueue)
          }
          func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {
            ↓self.parent.frames += 1↑
          }
        }
      }
      """, configuration: ["swiftLanguageMode": "6"]),
    Example("""
      struct Scanner: UIViewRepresentable {
        @Binding var code: String
        func makeUIView(context: Context) -> UIView {
          let output = AVCaptureMetadataOutput()
          output.setMetadataObjectsDelegate(context.coordinator, queue: .global())
          return UIView()
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, AVCaptureMetadataOutputObjectsDelegate {
          let parent: Scanner
          init(parent: Scanner) { self.parent = parent }
          func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput objects: [AVMetadataObject], from connection: AVCaptureConnection) {
            guard let first = objects.first else { return }
            ↓parent.code = first.type.rawValue↑
          }
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct Scanner: UIViewRepresentable {
        @Binding var code: String
        func makeUIView(context: Context) -> UIView {
          let output = AVCaptureMetadataOutput()
          output.setMetadataObjectsDelegate(context.coordinator, queue: DispatchQueue(label: "scanner"))
          return UIView()
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, AVCaptureMetadataOutputObjectsDelegate {
          let parent: Scanner
          init(parent: Scanner) { self.parent = parent }
          func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput objects: [AVMetadataObject], from connection: AVCaptureConnection) {
            parent.code = "found"
          }
        }
      }
      """, configuration: ["swiftLanguageMode": "5"]), """
      struct Scanner: UIViewRepresentable {
        @Binding var code: String
        func makeUIView(context: Context) -> UIView {
          let output = AVCaptureMetadataOutput()
          output.setMetadataObjectsDelegate(context.coordinator, queue: DispatchQueue(label: "scanner"))
          return UIView()
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        final class Coordinator: NSObject, AVCaptureMetadataOutputObjectsDelegate {
          let parent: Scanner
          init(parent: Scanner) { self.parent = parent }
          func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput objects: [AVMetadataObject], from connection: AVCaptureConnection) {
            DispatchQueue.main.async { [self] in
              parent.code = "found"
            }
          }
        }
      }
      """),
  ]
}
