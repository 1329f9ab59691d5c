enum ComposerDelegatePropertyRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      // The right property, `mailComposeDelegate`.
      struct MailSheet: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController {
          let composer = MFMailComposeViewController()
          composer.mailComposeDelegate = context.coordinator
          return composer
        }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {}
      }
      """),
    Example("""
      // Both are set: `delegate` is a deliberate navigation delegate.
      struct MailSheet: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController {
          let composer = MFMailComposeViewController()
          composer.mailComposeDelegate = context.coordinator
          composer.delegate = context.coordinator
          return composer
        }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, MFMailComposeViewControllerDelegate, UINavigationControllerDelegate {}
      }
      """),
    Example("""
      // The receiver's type is not known to be a composer.
      struct Wrapper: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController {
          let controller = ComposerFactory.make()
          controller.delegate = context.coordinator
          return controller
        }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {}
      }
      """),
    Example("""
      // An image picker's `delegate` is its picking delegate.
      struct Camera: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIImagePickerController {
          let picker = UIImagePickerController()
          picker.delegate = context.coordinator
          return picker
        }
        func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}
      }
      """),
    Example("""
      // The assigned object does not adopt the composer's delegate protocol here: renaming would not compile.
      final class Navigator: NSObject, UINavigationControllerDelegate {
        func show(from host: UIViewController) {
          let composer = MFMessageComposeViewController()
          composer.delegate = self
          host.present(composer, animated: true)
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      struct MailSheet: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController {
          let composer = MFMailComposeViewController()
          ↓composer.delegate = context.coordinator↑
          return composer
        }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {}
      }
      """),
    Example("""
      struct TextSheet: UIViewControllerRepresentable {
        typealias UIViewControllerType = MFMessageComposeViewController
        func makeUIViewController(context: Context) -> UIViewControllerType {
          let composer = UIViewControllerType()
          let coordinator = context.coordinator
          ↓composer.delegate = coordinator↑
          return composer
        }
        func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
      }
      extension TextSheet {
        final class Coordinator: NSObject, MFMessageComposeViewControllerDelegate {}
      }
      """),
    Example("""
      final class ContactController: UIViewController, MFMailComposeViewControllerDelegate {
        func writeToUs() {
          guard MFMailComposeViewController.canSendMail() else { return }
          let composer = MFMailComposeViewController()
          ↓composer.delegate = self↑
          present(composer, animated: true)
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      struct MailSheet: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController {
          let composer = MFMailComposeViewController()
          composer.delegate = context.coordinator
          return composer
        }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {}
      }
      """), """
      struct MailSheet: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController {
          let composer = MFMailComposeViewController()
          composer.mailComposeDelegate = context.coordinator
          return composer
        }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {}
      }
      """),
    Correction(Example("""
      final class InviteController: UIViewController, MFMessageComposeViewControllerDelegate {
        func invite() {
          let composer = MFMessageComposeViewController()
          composer.delegate = self
          present(composer, animated: true)
        }
        func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
          controller.dismiss(animated: true)
        }
      }
      """), """
      final class InviteController: UIViewController, MFMessageComposeViewControllerDelegate {
        func invite() {
          let composer = MFMessageComposeViewController()
          composer.messageComposeDelegate = self
          present(composer, animated: true)
        }
        func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
          controller.dismiss(animated: true)
        }
      }
      """),
  ]
}
