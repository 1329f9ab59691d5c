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
      struct MailSheet: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
        static var isAvailable: Bool { MFMailComposeViewController.canSendMail() }
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
  ]

  static let triggering: [Example] = [
    Example("""
      struct MailSheet: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController {
          let composer = ↓MFMailComposeViewController()↑
          composer.setToRecipients(["help@example.com"])
          return composer
        }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
      }
      """),
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
        func sendPhoto(_ data: Data) {
          guard MFMessageComposeViewController.canSendText() else { return }
          let composer = MFMessageComposeViewController()
          composer.addAttachmentData(data, typeIdentifier: "public.jpeg", filename: "photo.jpg")
          present(composer, animated: true)
        }
      }
      """), """
      final class ShareController: UIViewController {
        func sendPhoto(_ data: Data) {
          guard MFMessageComposeViewController.canSendText() else { return }
          let composer = MFMessageComposeViewController()
          if MFMessageComposeViewController.canSendAttachments() {
            composer.addAttachmentData(data, typeIdentifier: "public.jpeg", filename: "photo.jpg")
          }
          present(composer, animated: true)
        }
      }
      """),
  ]
}
