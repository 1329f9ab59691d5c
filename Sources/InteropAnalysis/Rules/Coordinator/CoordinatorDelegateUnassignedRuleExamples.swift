enum CoordinatorDelegateUnassignedRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      private struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.navigationDelegate = context.coordinator
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKNavigationDelegate {
          func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
        }
      }
      """),
    Example("""
      // Never on: an assignment in update (through a local holding the Coordinator).
      private struct Atlas: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ uiView: MKMapView, context: Context) {
          let coordinator = context.coordinator
          uiView.delegate = coordinator
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
      }
      extension Atlas {
        final class Coordinator: NSObject, MKMapViewDelegate {
          func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
        }
      }
      """),
    Example("""
      // Never on: wiring inside the Coordinator, in a method make calls.
      private struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          context.coordinator.attach(to: web)
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKNavigationDelegate {
          func attach(to web: WKWebView) { web.navigationDelegate = self }
          func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
        }
      }
      """),
    Example("""
      // Never on: the Coordinator passed as an argument inside it (`UIDragInteraction(delegate: self)`).
      private struct Tile: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          let view = UIView()
          context.coordinator.install(on: view)
          return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UITextViewDelegate {
          func install(on view: UIView) { view.addInteraction(UIDragInteraction(delegate: self)) }
          func textViewDidChange(_ textView: UITextView) {}
        }
      }
      """),
    Example("""
      // Never on: the Coordinator passed as an argument in make.
      private struct Scanner: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          let output = AVCaptureMetadataOutput()
          output.setMetadataObjectsDelegate(context.coordinator, queue: .main)
          return UIView()
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, AVCaptureMetadataOutputObjectsDelegate, UITableViewDataSource {
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
      }
      """),
    Example("""
      // Never on: a conformance none of whose methods the Coordinator implements.
      private struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UITextViewDelegate {
          var draft = ""
        }
      }
      """),
    Example("""
      // Never on: a representable other files may extend (make's helpers or the wiring may be there).
      struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKNavigationDelegate {
          func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
        }
      }
      """),
    Example("""
      // Never on: a composer's `delegate` (composer-delegate-property reports it).
      private struct Mail: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController {
          let composer = MFMailComposeViewController()
          composer.delegate = context.coordinator
          return composer
        }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, MFMailComposeViewControllerDelegate, UINavigationControllerDelegate {
          func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {}
        }
      }
      """),
    Example("""
      // The same shape in a type that is not a representable.
      private struct Factory {
        func makeUIView(context: Int) -> MKMapView { MKMapView() }
        final class Coordinator: NSObject, MKMapViewDelegate {
          func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
        }
      }
      """),
    Example("""
      // field: the composer's mail delegate assigned to the Coordinator in update
      private struct Feedback: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
        func updateUIViewController(_ composer: MFMailComposeViewController, context: Context) {
          composer.mailComposeDelegate = context.coordinator
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
          func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            controller.dismiss(animated: true)
          }
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: drag and drop interactions built with `delegate: self` inside the Coordinator, installed from make
      private struct Board: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          let view = UIView()
          view.addInteraction(context.coordinator.dragInteraction())
          view.addInteraction(context.coordinator.dropInteraction())
          return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
          func dragInteraction() -> UIDragInteraction { UIDragInteraction(delegate: self) }
          func dropInteraction() -> UIDropInteraction { UIDropInteraction(delegate: self) }
          func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] { [] }
          func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: a vestigial text-view delegate conformance with no delegate method implemented
      private struct Caption: UIViewRepresentable {
        var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          if uiView.text != text { uiView.text = text }
        }
        func makeCoordinator() -> Coordinator { Coordinator(owner: self) }
        final class Coordinator: NSObject, UITextViewDelegate {
          let owner: Caption
          init(owner: Caption) { self.owner = owner }
        }
      }
      """, excludeFromDocs: true),
    Example("""
      // field: the scroll delegate assigned to the Coordinator in update only
      private struct Gallery: UIViewRepresentable {
        func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
        func updateUIView(_ uiView: UIScrollView, context: Context) {
          uiView.delegate = context.coordinator
          uiView.isPagingEnabled = true
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UIScrollViewDelegate {
          func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
        }
      }
      """, excludeFromDocs: true),
  ]

  static let triggering: [Example] = [
    Example("""
      private struct Browser: UIViewRepresentable {
        func ↓makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKNavigationDelegate, WKUIDelegate {
          func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
          func webViewDidClose(_ webView: WKWebView) {}
        }
      }
      """),
    Example("""
      // The Coordinator is declared in an extension of a qualified nested type.
      enum Links {}
      extension Links {
        fileprivate struct Page: UIViewControllerRepresentable {
          let address: URL
          func ↓makeUIViewController(context: Context) -> SFSafariViewController {
            .init(url: address)
          }
          func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {
            context.coordinator.address = address
          }
          func makeCoordinator() -> Coordinator { Coordinator(address: address) }
        }
      }
      extension Links.Page {
        final class Coordinator: NSObject, SFSafariViewControllerDelegate {
          var address: URL
          init(address: URL) { self.address = address }
          func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
        }
      }
      """),
    Example("""
      private struct Mail: UIViewControllerRepresentable {
        func ↓makeUIViewController(context: Context) -> MFMailComposeViewController {
          let composer = MFMailComposeViewController()
          composer.setSubject(context.coordinator.subject)
          return composer
        }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
        func makeCoordinator() -> MailCoordinator { MailCoordinator() }
      }
      private final class MailCoordinator: NSObject, MFMailComposeViewControllerDelegate {
        let subject = "Feedback"
        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {}
      }
      """),
    Example("""
      // field: a Safari wrapper whose Coordinator sits in an extension of the qualified nested body type; make never sets the delegate
      enum Browsing {}
      extension Browsing {
        fileprivate struct Body: UIViewControllerRepresentable {
          let page: URL
          func ↓makeUIViewController(context: Context) -> SFSafariViewController {
            let safari = SFSafariViewController(url: page)
            safari.dismissButtonStyle = .close
            return safari
          }
          func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
        }
      }
      extension Browsing.Body {
        final class Coordinator: NSObject, SFSafariViewControllerDelegate {
          func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
        }
      }
      """, excludeFromDocs: true),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      private struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKNavigationDelegate, WKUIDelegate {
          func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
          func webViewDidClose(_ webView: WKWebView) {}
        }
      }
      """), """
      private struct Browser: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView {
          let web = WKWebView()
          web.navigationDelegate = context.coordinator
          web.uiDelegate = context.coordinator
          return web
        }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKNavigationDelegate, WKUIDelegate {
          func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
          func webViewDidClose(_ webView: WKWebView) {}
        }
      }
      """),
    Correction(Example("""
      // The composer's own delegate property, and a data source.
      private struct Report: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMessageComposeViewController {
          let composer = MFMessageComposeViewController()
          composer.body = "Hello"
          return composer
        }
        func updateUIViewController(_ uiViewController: MFMessageComposeViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, MFMessageComposeViewControllerDelegate {
          func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
            controller.dismiss(animated: true)
          }
        }
      }
      private struct Rows: UIViewRepresentable {
        func makeUIView(context: Context) -> UITableView {
          let table = UITableView()
          return table
        }
        func updateUIView(_ uiView: UITableView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UITableViewDataSource {
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
      }
      """), """
      // The composer's own delegate property, and a data source.
      private struct Report: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMessageComposeViewController {
          let composer = MFMessageComposeViewController()
          composer.body = "Hello"
          composer.messageComposeDelegate = context.coordinator
          return composer
        }
        func updateUIViewController(_ uiViewController: MFMessageComposeViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, MFMessageComposeViewControllerDelegate {
          func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
            controller.dismiss(animated: true)
          }
        }
      }
      private struct Rows: UIViewRepresentable {
        func makeUIView(context: Context) -> UITableView {
          let table = UITableView()
          table.dataSource = context.coordinator
          return table
        }
        func updateUIView(_ uiView: UITableView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UITableViewDataSource {
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
      }
      """),
  ]
}
