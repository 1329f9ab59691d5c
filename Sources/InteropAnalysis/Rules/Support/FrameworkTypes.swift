/// The framework view and view-controller types the rules recognise by name, shared by every rule that asks
/// "is this a UIKit/AppKit view or controller?" (one list, so the rules agree), and the bounded edit distance
/// the typo rules use.
enum FrameworkTypes {
  static let views: Set<String> = [
    "WKWebView", "MKMapView", "UITextView", "UITextField", "UISearchBar", "PDFView", "UILabel", "UIScrollView",
    "UITableView", "UICollectionView", "UIImageView", "UIStackView", "UIButton", "UISwitch", "UISlider",
    "UIActivityIndicatorView", "UIPageControl", "UIDatePicker", "UIPickerView", "UISegmentedControl", "UIView",
    "NSTextView", "NSView", "NSScrollView", "NSTextField", "ARView", "ARSCNView", "SCNView", "SKView", "MTKView",
    "PKCanvasView", "AVPlayerView", "UIVisualEffectView", "UIProgressView", "UIStepper", "UIToolbar", "UINavigationBar",
    "LPLinkView", "QLPreviewView", "PHLivePhotoView", "NSImageView", "NSButton", "NSStackView", "NSTableView",
    "NSOutlineView", "NSCollectionView", "NSPathControl", "NSSearchField", "NSSlider", "NSPopUpButton",
  ]

  static let controllers: Set<String> = [
    "UIActivityViewController", "SFSafariViewController", "PHPickerViewController", "MFMailComposeViewController",
    "MFMessageComposeViewController", "UIImagePickerController", "VNDocumentCameraViewController",
    "UIDocumentPickerViewController", "UIViewController", "UINavigationController", "UIPageViewController",
    "AVPlayerViewController", "UIHostingController", "NSHostingController", "UIColorPickerViewController",
    "UIFontPickerViewController", "QLPreviewController", "CNContactPickerViewController", "EKEventEditViewController",
    "UIReferenceLibraryViewController", "NSViewController", "UITabBarController", "UISplitViewController",
    "UITableViewController", "UICollectionViewController", "NSTabViewController", "NSSplitViewController",
  ]

  /// Names that match the naming pattern but are neither views nor view controllers.
  static let notViewsOrControllers: Set<String> = [
    "NSFetchedResultsController", "NSArrayController", "NSObjectController", "NSTreeController", "NSDictionaryController",
    "NSUserDefaultsController", "UIDocumentInteractionController", "UIPrintInteractionController",
    "AVPictureInPictureController", "UIPresentationController", "UIPopoverPresentationController",
    "UISheetPresentationController", "NSStatusBar", "PKPaymentAuthorizationController",
  ]

  static let prefixes = ["UI", "NS", "WK", "MK", "PDF", "AV", "SF", "PH", "MF", "VN", "QL", "LP", "CN", "EK", "PK"]

  // MARK: Edit distance

  /// Levenshtein distance, case-insensitive, bounded (returns `limit + 1` once exceeded).
  static func editDistance(_ left: String, _ right: String, limit: Int = 2) -> Int {
    let a = Array(left.lowercased().utf8)
    let b = Array(right.lowercased().utf8)
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
