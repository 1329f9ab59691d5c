import SwiftLiteParser

/// What the Coordinator rules share, on the typed model: the SDK facts about delegate protocols (which ones are
/// `@MainActor`, which refine `NSObjectProtocol`, which object calls them), where the Coordinator is handed to
/// something, and the fix helpers.
enum CoordinatorSupport {
  // MARK: Delegate names

  /// `delegate`, `dataSource`, or a name ending in `Delegate`/`DataSource`.
  static func isDelegateProperty(_ name: String) -> Bool {
    name == "delegate" || name == "dataSource" || name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
  }

  /// A protocol name ending in Delegate or DataSource.
  static func isDelegateProtocol(_ name: String) -> Bool {
    name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
  }

  /// Delegate protocols whose object is not the made view or controller (a gesture recognizer, a location
  /// manager, a capture output …): make need not assign them to the made object.
  static let delegatesNotOnMadeObject: Set<String> = [
    "UIGestureRecognizerDelegate", "UIAdaptivePresentationControllerDelegate", "UIPopoverPresentationControllerDelegate",
    "UISheetPresentationControllerDelegate", "CLLocationManagerDelegate", "AVCaptureVideoDataOutputSampleBufferDelegate",
    "AVCaptureMetadataOutputObjectsDelegate", "AVCapturePhotoCaptureDelegate", "AVCaptureFileOutputRecordingDelegate",
    "AVCaptureAudioDataOutputSampleBufferDelegate", "AVAudioPlayerDelegate", "AVAudioRecorderDelegate",
    "AVSpeechSynthesizerDelegate", "AVPlayerItemOutputPullDelegate", "NSFetchedResultsControllerDelegate",
    "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate",
    "UIDragInteractionDelegate", "UIDropInteractionDelegate", "UIContextMenuInteractionDelegate",
    "UIPointerInteractionDelegate", "UIEditMenuInteractionDelegate", "UIPencilInteractionDelegate",
    "UILargeContentViewerInteractionDelegate", "UIScribbleInteractionDelegate", "UIIndirectScribbleInteractionDelegate",
    "UIFindInteractionDelegate", "NSTextStorageDelegate", "NSLayoutManagerDelegate", "NSTextContentStorageDelegate",
    "NSTextLayoutManagerDelegate", "UIScrollViewDelegate", "UINavigationControllerDelegate", "PHPhotoLibraryChangeObserver",
    "CAAnimationDelegate", "CALayerDelegate", "PDFDocumentDelegate", "WKDownloadDelegate", "QLPreviewControllerDataSource",
    "GKGameCenterControllerDelegate", "SKPaymentTransactionObserver", "MCSessionDelegate", "NSURLConnectionDelegate",
  ]

  /// The made-object property a delegate protocol is assigned to.
  static func delegateProperty(forProtocol name: String) -> String {
    switch name {
    case "WKNavigationDelegate": return "navigationDelegate"
    case "WKUIDelegate": return "uiDelegate"
    case "MFMailComposeViewControllerDelegate": return "mailComposeDelegate"
    case "MFMessageComposeViewControllerDelegate": return "messageComposeDelegate"
    default: return name.hasSuffix("DataSource") ? "dataSource" : "delegate"
    }
  }

  /// The class whose instance calls the protocol's methods and passes itself first (`UITextView` for
  /// `UITextViewDelegate`): the name without `Delegate`/`DataSource`, except where the table says otherwise.
  static func subjectType(ofProtocol name: String) -> String {
    switch name {
    case "WKNavigationDelegate", "WKUIDelegate": return "WKWebView"
    case "UICollectionViewDelegateFlowLayout": return "UICollectionView"
    case "PHPickerViewControllerDelegate": return "PHPickerViewController"
    case "UIDocumentPickerDelegate": return "UIDocumentPickerViewController"
    case "MKLocalSearchCompleterDelegate": return "MKLocalSearchCompleter"
    default:
      for suffix in ["DataSource", "Delegate"] where name.hasSuffix(suffix) {
        return String(name.dropLast(suffix.count))
      }
      return name
    }
  }

  /// Whether some function of the Coordinator looks like a method of `protocolName`: it takes the protocol's
  /// subject (`_ textView: UITextView` for `UITextViewDelegate`) as a parameter.
  static func implementsMethod(of protocolName: String, in functions: [FunctionDecl]) -> Bool {
    let subject = subjectType(ofProtocol: protocolName)
    return functions.contains { function in
      function.keyword == "func" && function.parameters.contains { TypeName.simple($0.type) == subject }
    }
  }

  /// Functions (of `functions`) that take the protocol's subject as a parameter: the protocol's witnesses.
  static func witnesses(of protocolName: String, in functions: [FunctionDecl]) -> [FunctionDecl] {
    let subject = subjectType(ofProtocol: protocolName)
    return functions.filter { function in
      function.keyword == "func" && !function.isStatic && function.parameters.contains { TypeName.simple($0.type) == subject }
    }
  }

  // MARK: SDK declarations

  /// Protocols the SDK declares `@MainActor` (Apple's documentation pages show `@MainActor protocol …`): UIKit's
  /// delegates and data sources, MapKit's map view delegate, WebKit's navigation, UI and script-message protocols,
  /// PhotosUI's picker delegate, VisionKit's data scanner delegate.
  static let mainActorProtocols: Set<String> = [
    "MKMapViewDelegate", "WKNavigationDelegate", "WKUIDelegate", "WKScriptMessageHandler",
    "PHPickerViewControllerDelegate", "DataScannerViewControllerDelegate",
  ]

  /// Protocols the SDK does not mark `@MainActor` (MessageUI, SafariServices, AVFoundation capture outputs, which
  /// call back on the queue passed in, CoreLocation, PDFKit's view delegate, VisionKit's document camera).
  static let nonisolatedProtocols: Set<String> = [
    "MFMailComposeViewControllerDelegate", "MFMessageComposeViewControllerDelegate", "SFSafariViewControllerDelegate",
    "AVCaptureMetadataOutputObjectsDelegate", "AVCaptureVideoDataOutputSampleBufferDelegate",
    "AVCaptureAudioDataOutputSampleBufferDelegate", "AVCapturePhotoCaptureDelegate", "AVCaptureFileOutputRecordingDelegate",
    "CLLocationManagerDelegate", "PDFViewDelegate", "PDFDocumentDelegate", "VNDocumentCameraViewControllerDelegate",
  ]

  /// `UI…Delegate` / `UI…DataSource` (UIKit) and the listed protocols.
  static func isMainActorProtocol(_ name: String) -> Bool {
    if mainActorProtocols.contains(name) { return true }
    return name.hasPrefix("UI") && isDelegateProtocol(name)
  }

  /// Framework delegate protocols declared `@protocol X <NSObject>`, which refine `NSObjectProtocol`: a Swift class
  /// that adopts one needs the `NSObjectProtocol` members, in practice by inheriting from `NSObject`.
  static let objectiveCDelegateProtocols: Set<String> = [
    // UIKit
    "UITextViewDelegate", "UITextFieldDelegate", "UIScrollViewDelegate", "UITableViewDelegate", "UITableViewDataSource",
    "UICollectionViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegateFlowLayout", "UISearchBarDelegate",
    "UIGestureRecognizerDelegate", "UIPageViewControllerDelegate", "UIPageViewControllerDataSource", "UIPickerViewDelegate",
    "UIPickerViewDataSource", "UIImagePickerControllerDelegate", "UINavigationControllerDelegate", "UIDocumentPickerDelegate",
    "UIAdaptivePresentationControllerDelegate", "UIPopoverPresentationControllerDelegate", "UIColorPickerViewControllerDelegate",
    "UIFontPickerViewControllerDelegate", "UIContextMenuInteractionDelegate", "UIDragInteractionDelegate",
    "UIDropInteractionDelegate", "UISheetPresentationControllerDelegate", "UITabBarControllerDelegate",
    "UIViewControllerTransitioningDelegate", "UISearchControllerDelegate", "UISearchResultsUpdating",
    // MapKit, WebKit
    "MKMapViewDelegate", "WKNavigationDelegate", "WKUIDelegate", "WKScriptMessageHandler",
    // MessageUI, SafariServices
    "MFMailComposeViewControllerDelegate", "MFMessageComposeViewControllerDelegate", "SFSafariViewControllerDelegate",
    // AVFoundation, CoreLocation, PDFKit, VisionKit
    "AVCaptureMetadataOutputObjectsDelegate", "AVCaptureVideoDataOutputSampleBufferDelegate", "AVCapturePhotoCaptureDelegate",
    "CLLocationManagerDelegate", "PDFViewDelegate", "VNDocumentCameraViewControllerDelegate",
  ]

  /// Class-bound framework protocols (Objective-C protocols, and the `AnyObject` ones of PhotosUI and VisionKit): a
  /// struct or enum cannot conform to them.
  static func isClassBoundFrameworkProtocol(_ name: String) -> Bool {
    objectiveCDelegateProtocols.contains(name) || name == "PHPickerViewControllerDelegate" || name == "DataScannerViewControllerDelegate"
  }

  /// Whether an inheritance entry is certainly a protocol (a table entry or a delegate-like name), not a superclass.
  static func isKnownProtocolName(_ name: String) -> Bool {
    isDelegateProtocol(name) || objectiveCDelegateProtocols.contains(name) || mainActorProtocols.contains(name)
      || nonisolatedProtocols.contains(name) || name.hasSuffix("Protocol") || name.hasSuffix("Handler")
      || name.hasSuffix("Observer") || name.hasSuffix("Updating") || ["ObservableObject", "Sendable", "Identifiable",
      "Equatable", "Hashable", "AnyObject", "Observable", "CustomStringConvertible"].contains(name)
  }

  // MARK: Where the Coordinator goes

  static let contextCoordinator = ["context", "coordinator"]

  /// Whether `node` is `context.coordinator` (also `self.context.coordinator` is not a thing; parentheses aside).
  static func isContextCoordinator(_ node: SyntaxNode?, contextName: String = "context") -> Bool {
    guard let path = node?.memberPath else { return false }
    return path == [contextName, "coordinator"]
  }

  /// Local names bound to `context.coordinator` in a body (`let coordinator = context.coordinator`).
  static func coordinatorHolders(_ facts: BodyFacts) -> Set<String> {
    Set(facts.bindings.filter { isContextCoordinator($0.value) }.map(\.name))
  }

  /// Whether a value hands over the Coordinator: `context.coordinator`, a holder, or (in the Coordinator) `self`.
  static func isCoordinatorValue(_ node: SyntaxNode?, holders: Set<String>, selfIsCoordinator: Bool) -> Bool {
    guard let path = node?.memberPath else { return false }
    if path == contextCoordinator { return true }
    if path.count == 1, let only = path.first, holders.contains(only) { return true }
    return selfIsCoordinator && path == ["self"]
  }

  /// Whether the body assigns the Coordinator (or `self` inside it) to anything, or passes it (or the whole
  /// `context`) as an argument: then something may call it back.
  static func handsOverCoordinator(_ facts: BodyFacts, selfIsCoordinator: Bool) -> Bool {
    let holders = coordinatorHolders(facts)
    for assignment in facts.assignments where isCoordinatorValue(assignment.value, holders: holders, selfIsCoordinator: selfIsCoordinator) {
      return true
    }
    for call in facts.calls {
      for argument in call.arguments {
        if isCoordinatorValue(argument.value, holders: holders, selfIsCoordinator: selfIsCoordinator) { return true }
        if !selfIsCoordinator, argument.value.memberPath == ["context"] { return true }
        // `[context.coordinator]`, `(context.coordinator, …)`: looked into.
        if argument.value.kind == .arrayExpr || argument.value.kind == .tupleExpr,
          argument.value.mentions(path: contextCoordinator) || (selfIsCoordinator && argument.value.mentions(path: ["self"]))
        {
          return true
        }
      }
    }
    return false
  }

  // MARK: The made object

  /// The local name make returns (`return web` or a last expression `web`), with the statement returning it.
  static func madeObject(_ context: AnalysisContext, _ representable: Representable) -> (name: String, statement: SyntaxNode)? {
    guard let make = representable.make, let facts = context.facts(of: make) else { return nil }
    let topReturns = facts.returns.filter { !$0.site.inClosure }
    if topReturns.count == 1, let only = topReturns.first, let path = only.value?.memberPath, path.count == 1,
      let name = path.first, facts.bindings.contains(where: { $0.name == name && !$0.site.inClosure })
    {
      return (name, only.node)
    }
    return nil
  }

  // MARK: Fix helpers

  /// `let` → `var` on a stored property declaration.
  static func makeVariable(_ property: PropertyDecl) -> TextEdit? {
    guard property.isLet, let keyword = property.node.declarationKeyword else { return nil }
    return TextEdit(range: keyword.textRange, replacement: "var")
  }

  /// Wraps a statement in `DispatchQueue.main.async { [self] in … }` (the capture list keeps implicit `self`
  /// valid inside the escaping closure).
  static func wrapInMainAsync(_ editor: SourceEditor, _ node: SyntaxNode, captureSelf: Bool) -> TextEdit {
    let range = node.range
    let indentation = editor.indentation(ofLineAt: range.lowerBound)
    let statement = editor.text(range)
    let reindented = editor.reindent(statement)
    var text = "DispatchQueue.main.async {" + (captureSelf ? " [self] in" : "") + editor.lineBreak
    text += indentation + editor.indentUnit + reindented + editor.lineBreak + indentation + "}"
    return TextEdit(range: range, replacement: text)
  }

  /// Inserts `lines` as the first statements of a function body; an empty `{}` body is opened onto lines.
  static func insertFirst(_ editor: SourceEditor, _ block: SyntaxNode, _ lines: [String]) -> TextEdit {
    guard block.statements.isEmpty, let open = block.firstToken, let close = block.lastToken, open != close,
      !close.isMissing, open.textRange.upperBound <= close.textRange.lowerBound
    else {
      return editor.insertAtStart(of: block, lines)
    }
    let outer = editor.indentation(ofLineAt: block.range.lowerBound)
    let inner = outer + editor.indentUnit
    let text = lines.map { editor.lineBreak + inner + $0 }.joined() + editor.lineBreak + outer
    return TextEdit(range: open.textRange.upperBound..<close.textRange.lowerBound, replacement: text)
  }

  /// Whether the file imports XCTest or Testing (test code).
  static func isTestFile(_ context: AnalysisContext) -> Bool {
    // Neither word anywhere in the file: no such import (answered once per file).
    guard context.fileMentions(anyOf: ["XCTest", "Testing"]) else { return false }
    var found = false
    context.tree.root.walk { node in
      if found { return .skipChildren }
      if node.kind == .importDecl {
        let names = node.tokens.filter { $0.kind == .identifier }.map(\.identifierText)
        if names.contains("XCTest") || names.contains("Testing") { found = true }
        return .skipChildren
      }
      if node.kind.isTypeLikeDeclaration || node.kind == .funcDecl { return .skipChildren }
      return .visitChildren
    }
    return found
  }
}
