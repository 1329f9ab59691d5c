import SwiftLiteParser

/// A conformance to a misspelled or invented delegate protocol name.
public enum WrongDelegateProtocolNameRule: TypeDeclarationRule {
  public static let description = RuleDescription(
    id: "wrong-delegate-protocol-name",
    name: "Wrong delegate protocol name",
    summary: "A type conforms to a protocol name that is close to, but not, a real UIKit delegate protocol (`MFMailComposeDelegate`, `PHPickerDelegate`).",
    rationale: """
      Several delegate protocols have long names that are easy to shorten from memory: \
      `MFMailComposeViewControllerDelegate`, `MFMessageComposeViewControllerDelegate`, \
      `PHPickerViewControllerDelegate`. A shortened name is not a type, so the build fails with "cannot find \
      type in scope", which does not say what the real name is; this rule names the protocol that was meant \
      and renames it.

      Never reported: a protocol of that name declared in the file (it is the app's own protocol), and names \
      without an SDK prefix (`MapViewDelegate` may be the app's own).

      Sources: https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontrollerdelegate, \
      https://developer.apple.com/documentation/messageui/mfmessagecomposeviewcontrollerdelegate, \
      https://developer.apple.com/documentation/photosui/phpickerviewcontrollerdelegate-5yntc
      """,
    category: .modal, tier: 1, defaultSeverity: .error, seedSource: "recipes: Mail, Message, PHPicker; DO/DON'T",
    nonTriggering: [
      Example("""
        // The real protocol name.
        final class MailCoordinator: NSObject, MFMailComposeViewControllerDelegate {}
        """),
      Example("""
        // Real names, several.
        final class PickerCoordinator: NSObject, PHPickerViewControllerDelegate, UINavigationControllerDelegate {}
        """),
      Example("""
        // The app declares a protocol of that name itself.
        protocol PHPickerDelegate: AnyObject { func picked(_ count: Int) }
        final class Gallery: PHPickerDelegate { func picked(_ count: Int) {} }
        """),
      Example("""
        // Never on: a protocol of that name declared in the workspace.
        protocol MailComposeDelegate: AnyObject { func didSend() }
        final class Screen: MailComposeDelegate { func didSend() {} }
        """),
      Example("""
        // Real names, and a project protocol far from any known one.
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate, UITextViewDelegate, MapViewDelegate {}
        """),
      Example("""
        // The real name inside `#if`.
        #if canImport(MessageUI)
        final class MessageCoordinator: NSObject, MFMessageComposeViewControllerDelegate {}
        #endif
        """),
    ],
    triggering: [
      Example("""
        final class MailCoordinator: NSObject, ↓MFMailComposeDelegate {}
        """),
      Example("""
        struct Photos: UIViewControllerRepresentable {
          func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
          func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
          final class Coordinator: NSObject, ↓PHPickerDelegate {}
        }
        """),
      Example("""
        extension Messages.Coordinator: ↓MFMessageComposeDelegate, ↓UITextViewDelegat {}
        """),
    ],
    corrections: [
      Correction(Example("""
        final class MailCoordinator: NSObject, MFMailComposeDelegate {}
        """), """
        final class MailCoordinator: NSObject, MFMailComposeViewControllerDelegate {}
        """),
    ]
  )

  static let knownProtocols: [String] = [
    "UITextViewDelegate", "UITextFieldDelegate", "UISearchBarDelegate", "WKNavigationDelegate", "WKUIDelegate",
    "MKMapViewDelegate", "PHPickerViewControllerDelegate", "MFMailComposeViewControllerDelegate",
    "MFMessageComposeViewControllerDelegate", "SFSafariViewControllerDelegate", "PDFViewDelegate",
    "VNDocumentCameraViewControllerDelegate", "UIImagePickerControllerDelegate", "UINavigationControllerDelegate",
    "UIDocumentPickerDelegate", "UIScrollViewDelegate", "UITableViewDelegate", "UITableViewDataSource",
    "UICollectionViewDelegate", "UICollectionViewDataSource", "UIGestureRecognizerDelegate",
    "UIAdaptivePresentationControllerDelegate", "CLLocationManagerDelegate", "AVCaptureVideoDataOutputSampleBufferDelegate",
    "AVCaptureMetadataOutputObjectsDelegate", "AVCapturePhotoCaptureDelegate", "UIColorPickerViewControllerDelegate",
    "UIFontPickerViewControllerDelegate", "QLPreviewControllerDataSource", "QLPreviewControllerDelegate",
  ]

  /// The protocol a name was meant to be, if it is a near miss.
  static func intendedProtocol(_ name: String) -> String? {
    guard name.hasSuffix("Delegate") || name.hasSuffix("DataSource") || name.hasSuffix("Delegat") else { return nil }
    if knownProtocols.contains(name) { return nil }
    // Only names in Apple's framework prefixes: an app's own `MapViewDelegate` is left alone.
    guard ["UI", "MF", "PH", "WK", "MK", "SF", "VN", "PDF", "AV", "CL", "QL"].contains(where: { name.hasPrefix($0) }) else { return nil }
    // A shortened name: `PHPickerDelegate` for `PHPickerViewControllerDelegate`.
    for insertion in ["ViewController", "Controller", "View"] where name.hasSuffix("Delegate") {
      let candidate = String(name.dropLast("Delegate".count)) + insertion + "Delegate"
      if knownProtocols.contains(candidate) { return candidate }
    }
    var best: (String, Int)?
    for known in knownProtocols {
      let distance = FrameworkTypes.editDistance(name, known, limit: 2)
      if distance <= 2, best.map({ distance < $0.1 }) ?? true { best = (known, distance) }
    }
    return best?.0
  }

  public static func check(_ type: TypeDecl, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    for inherited in type.inheritance {
      guard let intended = intendedProtocol(inherited.name), let token = inherited.node.lastToken else { continue }
      // A protocol of that name declared in the file is what it names (asked only for a near-miss name).
      if context.interop.types.contains(where: { $0.keyword == .protocol && $0.name == inherited.name }) { continue }
      let message = "`\(inherited.name)` is not an SDK protocol; the delegate protocol is `\(intended)`."
      let fix = Fix(title: "Rename to `\(intended)`", edits: [TextEdit(range: token.textRange, replacement: intended)])
      findings.append(finding(token.textRange, message, fixes: [fix]))
    }
    return findings
  }

}
