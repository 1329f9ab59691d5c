import SwiftLiteParser

/// A class Coordinator adopting an Objective-C delegate protocol without a superclass.
public enum CoordinatorMissingNSObjectRule: CoordinatorRule {
  public static let description = RuleDescription(
    id: "coordinator-missing-nsobject",
    name: "Coordinator without NSObject",
    summary: "A class Coordinator adopts a framework delegate protocol that refines `NSObjectProtocol` without inheriting from `NSObject`: the build fails.",
    rationale: """
      UIKit, MapKit, WebKit, MessageUI, SafariServices, AVFoundation, CoreLocation, PDFKit and VisionKit declare \
      their delegate protocols in Objective-C as `@protocol X <NSObject>`: in Swift they refine \
      `NSObjectProtocol`. A Swift class that adopts one must implement `isEqual(_:)`, `hash`, `description` and \
      the other `NSObjectProtocol` members, which in practice means inheriting from `NSObject`; a root class \
      does not compile ("does not conform to protocol 'NSObjectProtocol'").

      The fix puts `NSObject` first in the inheritance list (a superclass must come first). It is not offered \
      when the class declares a parameterless `init()`, which would then need `override`.

      Never reported: `PHPickerViewControllerDelegate`, `DataScannerViewControllerDelegate` and other protocols \
      that only require `AnyObject`; a class with any superclass (or a first inheritance entry that may be one).

      Sources: https://developer.apple.com/documentation/uikit/uitableviewdatasource, \
      https://developer.apple.com/documentation/mapkit/mkmapviewdelegate, \
      https://developer.apple.com/documentation/webkit/wknavigationdelegate, \
      https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontrollerdelegate, \
      https://developer.apple.com/documentation/safariservices/sfsafariviewcontrollerdelegate, \
      https://developer.apple.com/documentation/avfoundation/avcapturemetadataoutputobjectsdelegate, \
      https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate, \
      https://developer.apple.com/documentation/pdfkit/pdfviewdelegate, \
      https://developer.apple.com/documentation/visionkit/vndocumentcameraviewcontrollerdelegate, \
      https://developer.apple.com/documentation/photosui/phpickerviewcontrollerdelegate-5yntc, \
      https://developer.apple.com/documentation/visionkit/datascannerviewcontrollerdelegate
      """,
    category: .coordinator, tier: 2, defaultSeverity: .error, seedSource: "SKILL.md: The Coordinator Pattern",
    nonTriggering: [
      Example("""
        // A Coordinator that already inherits from NSObject.
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject, UITextViewDelegate {}
        }
        """),
      Example("""
        // A Coordinator that adopts no delegate protocol.
        struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator { var count = 0 }
        }
        """),
      Example("""
        // Not a Coordinator.
        final class Handler: UITextViewDelegate {}
        """),
      Example("""
        // Never on: a class with any superclass (a base class of the project, which may itself be an NSObject).
        struct Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: BaseMapCoordinator, MKMapViewDelegate {}
        }
        """),
      Example("""
        // The conformance in an extension of a Coordinator that inherits from NSObject.
        struct Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
        }
        extension Atlas {
          final class Coordinator: NSObject {}
        }
        extension Atlas.Coordinator: MKMapViewDelegate {}
        """),
      Example("""
        // Never on: protocols that only require AnyObject.
        struct Photos: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
          func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: PHPickerViewControllerDelegate, DataScannerViewControllerDelegate {
            func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {}
          }
        }
        """),
    ],
    triggering: [
      Example("""
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class ↓Coordinator: UITextViewDelegate {}
        }
        """),
      Example("""
        struct Atlas: UIViewRepresentable {
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ uiView: MKMapView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
        }
        extension Atlas {
          final class ↓Coordinator {}
        }
        extension Atlas.Coordinator: MKMapViewDelegate {}
        """),
      Example("""
        struct Browser: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
          func updateUIView(_ uiView: WKWebView, context: Context) {}
          func makeCoordinator() -> BrowserCoordinator { BrowserCoordinator() }
        }
        @MainActor final class ↓BrowserCoordinator: WKNavigationDelegate, WKUIDelegate {}
        """),
    ],
    corrections: [
      Correction(Example("""
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: UITextViewDelegate {}
        }
        """), """
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          final class Coordinator: NSObject, UITextViewDelegate {}
        }
        """),
    ]
  )

  public static func check(_ coordinator: Coordinator, of representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    guard let primary = coordinator.primary, primary.keyword == .class, let nameToken = primary.nameToken,
      let delegate = coordinator.conformances.first(where: { CoordinatorSupport.objectiveCDelegateProtocols.contains($0.name) })
    else { return findings }
    // Any superclass provides the NSObjectProtocol members or is unknown: only a first entry that is certainly a
    // protocol (or no entry) means no superclass.
    if let first = primary.inheritance.first, !CoordinatorSupport.isKnownProtocolName(first.name) { return findings }
    let message = "`\(coordinator.name)` adopts `\(delegate.name)`, which refines `NSObjectProtocol`, but has no superclass, "
      + "so it does not compile; inherit from `NSObject`."
    var fixes: [Fix] = []
    // A parameterless init() would need `override` once the class inherits from NSObject.
    if !coordinator.functions.contains(where: { $0.keyword == "init" && $0.parameters.isEmpty }) {
      if let first = primary.inheritance.first {
        let start = first.node.range.lowerBound
        fixes.append(Fix(title: "Inherit from `NSObject`", edits: [TextEdit(range: start..<start, replacement: "NSObject, ")]))
      } else if primary.node.genericParameters.isEmpty {
        let end = nameToken.textRange.upperBound
        fixes.append(Fix(title: "Inherit from `NSObject`", edits: [TextEdit(range: end..<end, replacement: ": NSObject")]))
      }
    }
    findings.append(finding(nameToken.textRange, message, fixes: fixes))
    return findings
  }
}
