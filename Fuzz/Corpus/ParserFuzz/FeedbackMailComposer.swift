import MessageUI
import SwiftUI

/// Presents the system mail composer pre-filled with a feedback address.
struct FeedbackMailComposer: UIViewRepresentable {
    var subject: String
    var onFinish: (MFMailComposeResult) -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(parent: self)
    }

    func makeUIView(context: Context) -> MFMailComposeViewController {
        let composer = MFMailComposeViewController()
        composer.setToRecipients(["feedback@example.com"])
        composer.setSubject(subject)
        composer.mailComposeDelegate = context.coordinator
        return composer
    }

    func updateUIView(_ uiView: MFMailComposeViewController, context: Context) {}

    struct Coordinator: MFMailComposeViewControllerDelegate {
        var parent: FeedbackMailComposer

        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
            parent.onFinish(result)
        }
    }
}
