enum CanSendCheckMissingRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      struct SupportButton: View {
        @State private var showsMail = false
        var body: some View {
          Button("Contact us") { showsMail = MFMailComposeViewController.canSendMail() }
            .sheet(isPresented: $showsMail) { MailSheet() }
        }
      }
      struct MailSheet: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
      }
      """),
    Example("""
      final class ShareController: UIViewController {
        func sendText() {
          guard MFMessageComposeViewController.canSendText() else { return }
          let composer = MFMessageComposeViewController()
          composer.body = "Hello"
          present(composer, animated: true)
        }
      }
      """),
    Example("""
      // Mentions the type only in a type annotation and a delegate conformance.
      final class MailCoordinator: NSObject, MFMailComposeViewControllerDelegate {
        weak var composer: MFMailComposeViewController?
      }
      """),
    Example("""
      // A wrapper whose presentation sites are unknown (a library type): the check belongs to the caller.
      public struct MailSheet: UIViewControllerRepresentable {
        public func makeUIViewController(context: Context) -> MFMailComposeViewController {
          let composer = MFMailComposeViewController()
          composer.setToRecipients(["help@example.com"])
          return composer
        }
        public func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
      }
      """),
    Example("""
      final class ShareController: UIViewController {
        func sendPhoto(_ data: Data) {
          guard MFMessageComposeViewController.canSendText() else { return }
          let composer = MFMessageComposeViewController()
          #if os(iOS)
          if MFMessageComposeViewController.canSendAttachments() {
            composer.addAttachmentData(data, typeIdentifier: "public.jpeg", filename: "photo.jpg")
          }
          #endif
          present(composer, animated: true)
        }
      }
      """),
    Example("""
      // The flag comes from a helper that may check: the presentation site is not known to skip the check.
      struct FeedbackRow: View {
        @State private var composing = false
        let mailer: Mailer
        var body: some View {
          Button("Feedback") { composing = mailer.isAvailable }
            .sheet(isPresented: $composing) { MailSheet() }
        }
      }
      struct MailSheet: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController { .init() }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
      }
      """),
    Example("""
      // The flag's binding is handed to another view, which may check before setting it.
      struct FeedbackRow: View {
        @State private var composing = false
        var body: some View {
          FeedbackButton(isComposing: $composing)
            .sheet(isPresented: $composing) { MailSheet() }
        }
      }
      struct MailSheet: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController { .init() }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
      }
      """),
    Example("""
      // The check sits in another method of the controller, which decides whether to show the button.
      final class AboutController: UIViewController {
        @IBOutlet var mailButton: UIButton!
        override func viewDidLoad() {
          super.viewDidLoad()
          mailButton.isHidden = !MFMailComposeViewController.canSendMail()
        }
        @IBAction func writeToUs() {
          let composer = MFMailComposeViewController()
          present(composer, animated: true)
        }
      }
      """),
    Example("""
      // The mail composer's attachments need no check.
      final class ReportController: UIViewController {
        func attach(_ log: Data, to composer: MFMailComposeViewController) {
          composer.addAttachmentData(log, mimeType: "text/plain", fileName: "log.txt")
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      final class ShareController: UIViewController {
        func sendText() {
          let composer = ↓MFMessageComposeViewController()↑
          composer.body = "Hello"
          present(composer, animated: true)
        }
      }
      """),
    Example("""
      final class AboutController: UIViewController {
        func writeToUs() {
          present(↓MFMailComposeViewController()↑, animated: true)
        }
      }
      """),
    Example("""
      struct SupportButton: View {
        @State private var showsMail = false
        var body: some View {
          Button("Contact us") { showsMail = true }
            .sheet(isPresented: $showsMail) { ↓MailSheet()↑ }
        }
      }
      struct MailSheet: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController { .init() }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
      }
      """),
    Example("""
      final class ShareController: UIViewController {
        func sendPhoto(_ data: Data) {
          guard MFMessageComposeViewController.canSendText() else { return }
          let composer = MFMessageComposeViewController()
          ↓composer.addAttachmentData(data, typeIdentifier: "public.jpeg", filename: "photo.jpg")↑
          present(composer, animated: true)
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      final class ShareController: UIViewController {
        func sendText() {
          let composer = MFMessageComposeViewController()
          present(composer, animated: true)
        }
      }
      """), """
      final class ShareController: UIViewController {
        func sendText() {
          guard MFMessageComposeViewController.canSendText() else { return }
          let composer = MFMessageComposeViewController()
          present(composer, animated: true)
        }
      }
      """),
    Correction(Example("""
      final class ShareController: UIViewController {
        func sendPhotos(_ first: Data, _ second: Data) {
          guard MFMessageComposeViewController.canSendText() else { return }
          let composer = MFMessageComposeViewController()
          composer.addAttachmentData(first, typeIdentifier: "public.jpeg", filename: "one.jpg")
          composer.addAttachmentData(second, typeIdentifier: "public.jpeg", filename: "two.jpg")
          present(composer, animated: true)
        }
      }
      """), """
      final class ShareController: UIViewController {
        func sendPhotos(_ first: Data, _ second: Data) {
          guard MFMessageComposeViewController.canSendText() else { return }
          let composer = MFMessageComposeViewController()
          if MFMessageComposeViewController.canSendAttachments() {
            composer.addAttachmentData(first, typeIdentifier: "public.jpeg", filename: "one.jpg")
            composer.addAttachmentData(second, typeIdentifier: "public.jpeg", filename: "two.jpg")
          }
          present(composer, animated: true)
        }
      }
      """),
    Correction(Example("""
      final class AboutController: UIViewController {
        func writeToUs() {
          present(MFMailComposeViewController(), animated: true)
        }
      }
      """), """
      final class AboutController: UIViewController {
        func writeToUs() {
          guard MFMailComposeViewController.canSendMail() else { return }
          present(MFMailComposeViewController(), animated: true)
        }
      }
      """),
  ]
}
