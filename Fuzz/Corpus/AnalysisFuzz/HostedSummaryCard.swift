import SwiftUI
import UIKit

/// A SwiftUI summary card shown inside a UIKit screen.
struct SummaryCard: View {
    var title: String

    var body: some View {
        Text(title)
            .font(.headline)
            .padding()
    }
}

/// The UIKit screen that embeds the card.
final class SummaryViewController: UIViewController {
    private let host = UIHostingController(rootView: SummaryCard(title: "This week"))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(host.view)
        host.view.frame = view.bounds
    }
}

/// Wraps the screen for use from SwiftUI, sized by its content.
struct SummaryScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> SummaryViewController {
        SummaryViewController()
    }

    func updateUIViewController(_ uiViewController: SummaryViewController, context: Context) {}

    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: SummaryViewController, context: Context) -> CGSize? {
        uiViewController.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }
}

/// A badge whose update method was never written.
struct UnreadBadge: UIViewRepresentable {
    var count: Int

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.text = "\(count)"
        return label
    }
}
