/// Names the rules match on: UIKit/AppKit types, delegate properties, effectful methods.
public enum InteropFacts {
  static let knownViewTypes: Set<String> = [
    "WKWebView", "MKMapView", "UITextView", "UITextField", "UISearchBar", "PDFView", "UILabel", "UIScrollView",
    "UITableView", "UICollectionView", "UIImageView", "UIStackView", "UIButton", "UISwitch", "UISlider",
    "UIActivityIndicatorView", "UIPageControl", "UIDatePicker", "UIPickerView", "UISegmentedControl", "UIView",
    "NSTextView", "NSView", "NSScrollView", "NSTextField", "ARView", "ARSCNView", "SCNView", "SKView", "MTKView",
    "PKCanvasView", "AVPlayerView", "UIVisualEffectView", "UIProgressView", "UIStepper", "UIToolbar", "UINavigationBar",
  ]

  static let knownControllerTypes: Set<String> = [
    "UIActivityViewController", "SFSafariViewController", "PHPickerViewController", "MFMailComposeViewController",
    "MFMessageComposeViewController", "UIImagePickerController", "VNDocumentCameraViewController",
    "UIDocumentPickerViewController", "UIViewController", "UINavigationController", "UIPageViewController",
    "AVPlayerViewController", "UIHostingController", "UIColorPickerViewController", "UIFontPickerViewController",
    "QLPreviewController", "CNContactPickerViewController", "EKEventEditViewController", "UIReferenceLibraryViewController",
    "NSViewController",
  ]

  static let nonViewControllers: Set<String> = ["NSFetchedResultsController", "NSArrayController", "NSObjectController",
    "NSTreeController", "NSDictionaryController", "UIDocumentInteractionController"]

  static let typePrefixes = ["UI", "NS", "WK", "MK", "PDF", "AV", "SF", "PH", "MF", "VN"]
  static let typeSuffixes = ["View", "ViewController", "Controller", "Bar", "Picker"]

  /// A UIKit/AppKit view or controller type by name (list or naming pattern).
  public static func isViewOrControllerType(_ name: String) -> Bool {
    if nonViewControllers.contains(name) { return false }
    if knownViewTypes.contains(name) || knownControllerTypes.contains(name) { return true }
    guard typePrefixes.contains(where: { name.hasPrefix($0) }) else { return false }
    return typeSuffixes.contains { name.hasSuffix($0) }
  }

  /// A controller type: name ends in ViewController/Controller, or listed.
  public static func isControllerType(_ name: String) -> Bool {
    if nonViewControllers.contains(name) { return false }
    return knownControllerTypes.contains(name) || name.hasSuffix("ViewController") || name.hasSuffix("Controller")
  }

  /// A view type the rules know (listed, or UI/NS… + View).
  public static func isKnownViewType(_ name: String) -> Bool {
    if knownViewTypes.contains(name) { return true }
    return typePrefixes.contains { name.hasPrefix($0) } && name.hasSuffix("View") && !name.hasSuffix("ViewController")
  }

  /// `delegate`, `dataSource`, or a name ending in `Delegate`/`DataSource`.
  public static func isDelegateProperty(_ name: String) -> Bool {
    name == "delegate" || name == "dataSource" || name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
  }

  /// A protocol name ending in Delegate or DataSource.
  public static func isDelegateProtocol(_ name: String) -> Bool {
    name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
  }

  static let frameworkPrefixes = ["UI", "NS", "WK", "MK", "PH", "MF", "SF", "VN", "PDF", "AV", "CL"]

  /// An Apple framework delegate or data-source protocol (by prefix and suffix).
  public static func isFrameworkDelegateProtocol(_ name: String) -> Bool {
    isDelegateProtocol(name) && frameworkPrefixes.contains { name.hasPrefix($0) }
  }

  /// Delegate protocols that are not assigned to the made object, so make need not assign them.
  static let delegatesNotOnMadeObject: Set<String> = [
    "UIGestureRecognizerDelegate", "UIAdaptivePresentationControllerDelegate", "UIPopoverPresentationControllerDelegate",
    "CLLocationManagerDelegate", "AVCaptureVideoDataOutputSampleBufferDelegate", "AVCaptureMetadataOutputObjectsDelegate",
    "AVCapturePhotoCaptureDelegate", "AVAudioPlayerDelegate", "UIScrollViewDelegate", "NSFetchedResultsControllerDelegate",
    "UINavigationControllerDelegate", "URLSessionDelegate", "URLSessionTaskDelegate", "PHPhotoLibraryChangeObserver",
  ]

  /// The property of the made object that a delegate protocol is assigned to.
  public static func delegateProperty(forProtocol name: String) -> String {
    switch name {
    case "WKNavigationDelegate": return "navigationDelegate"
    case "WKUIDelegate": return "uiDelegate"
    case "MFMailComposeViewControllerDelegate": return "mailComposeDelegate"
    case "MFMessageComposeViewControllerDelegate": return "messageComposeDelegate"
    default: return name.hasSuffix("DataSource") ? "dataSource" : "delegate"
    }
  }

  /// Properties whose assignment in update fires delegate callbacks or is expensive.
  static let expensiveProperties: Set<String> = [
    "text", "attributedText", "selectedRange", "region", "contentOffset", "url", "document", "session",
  ]

  /// Properties holding reference types that compare by identity.
  static let identityProperties: [String: String] = ["document": "PDFDocument", "session": "AVCaptureSession"]

  static let effectfulMethods: Set<String> = [
    "load", "loadHTMLString", "setRegion", "becomeFirstResponder", "resignFirstResponder", "go", "reloadData",
    "setContentOffset", "scrollToItem", "scrollToRow",
  ]

  static let stateWrappers: Set<String> = ["Binding", "State"]
  static let classForbiddenWrappers: Set<String> = ["State", "StateObject", "Environment", "EnvironmentObject", "FocusState", "GestureState"]
  /// Wrappers whose value stays live when read through a stale `parent` copy.
  static let liveWrappers: Set<String> = ["Binding", "Environment", "EnvironmentObject", "ObservedObject", "StateObject",
    "State", "Bindable", "FocusState", "AppStorage", "SceneStorage", "FetchRequest", "Query", "GestureState"]

  /// The base type of a kind, used when the made type is unknown.
  static func baseType(of kind: RepresentableKind) -> String {
    switch kind {
    case .uiView: return "UIView"
    case .uiViewController: return "UIViewController"
    case .nsView: return "NSView"
    case .nsViewController: return "NSViewController"
    case .uiGestureRecognizer: return "UIGestureRecognizer"
    }
  }

  /// Levenshtein distance, case-insensitive, bounded (returns `limit + 1` once exceeded).
  public static func editDistance(_ left: String, _ right: String, limit: Int = 2) -> Int {
    let a = Array(left.lowercased().utf8)
    let b = Array(right.lowercased().utf8)
    if abs(a.count - b.count) > limit { return limit + 1 }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...max(a.count, 1) where a.count > 0 {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...max(b.count, 1) where b.count > 0 {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return a.isEmpty ? b.count : (b.isEmpty ? a.count : previous[b.count])
  }
}
