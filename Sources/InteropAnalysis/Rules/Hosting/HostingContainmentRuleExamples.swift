enum HostingContainmentRuleExamples {
  static let nonTriggering: [Example] = [
    Example("""
      final class SummaryViewController: UIViewController {
        let host = UIHostingController(rootView: SummaryCard())
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(host)
          view.addSubview(host.view)
          host.didMove(toParent: self)
        }
      }
      """),
    Example("""
      final class SummaryViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let hosting = UIHostingController(rootView: SummaryCard())
          self.addChild(hosting)
          view.addSubview(hosting.view)
          hosting.view.translatesAutoresizingMaskIntoConstraints = false
          hosting.didMove(toParent: self)
        }
      }
      """),
    Example("""
      // A plain UIView subclass cannot contain controllers; nothing to report here.
      final class CardContainer: UIView {
        let host = UIHostingController(rootView: SummaryCard())
        func install() { addSubview(host.view) }
      }
      """),
    Example("""
      final class BannerViewController: UIViewController {
        let banner = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(banner)
        }
      }
      """),
    Example("""
      final class SummaryViewController: UIViewController {
        let host = UIHostingController(rootView: SummaryCard())
      }
      extension SummaryViewController {
        func install() {
          #if os(iOS)
          addChild(host)
          view.addSubview(host.view)
          host.didMove(toParent: self)
          #endif
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example("""
      final class SummaryViewController: UIViewController {
        let host = UIHostingController(rootView: SummaryCard())
        override func viewDidLoad() {
          super.viewDidLoad()
          ↓view.addSubview(host.view)↑
        }
      }
      """),
    Example("""
      final class SummaryViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let hosting = UIHostingController(rootView: SummaryCard())
          addChild(hosting)
          ↓view.addSubview(hosting.view)↑
        }
      }
      """),
    Example("""
      final class SettingsController: UITableViewController {
        var footer: UIHostingController<FooterView>?
      }
      extension SettingsController {
        func showFooter(_ controller: UIHostingController<FooterView>) {
          footer = controller
          ↓tableView.addSubview(controller.view)↑
          controller.didMove(toParent: self)
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(Example("""
      final class SummaryViewController: UIViewController {
        let host = UIHostingController(rootView: SummaryCard())
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(host.view)
        }
      }
      """), """
      final class SummaryViewController: UIViewController {
        let host = UIHostingController(rootView: SummaryCard())
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(host)
          view.addSubview(host.view)
          host.didMove(toParent: self)
        }
      }
      """),
  ]
}
