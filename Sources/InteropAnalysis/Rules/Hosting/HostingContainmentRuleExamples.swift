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
    Example("""
      // Containment through a helper the function hands the controller to.
      final class PanelViewController: UIViewController {
        let host = UIHostingController(rootView: PanelBody())
        override func viewDidLoad() {
          super.viewDidLoad()
          embed(host, in: view)
          view.addSubview(host.view)
        }
        func embed(_ child: UIViewController, in container: UIView) {}
      }
      """),
    Example("""
      // Containment split over methods: addChild when the controller is made.
      final class PanelViewController: UIViewController {
        let host = UIHostingController(rootView: PanelBody())
        init() {
          super.init(nibName: nil, bundle: nil)
          addChild(host)
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(host.view)
          host.didMove(toParent: self)
        }
      }
      """),
    Example("""
      // A window's root view controller: the window contains it.
      final class PreviewWindowController: UIViewController {
        let window = UIWindow()
        func show() {
          let root = UIHostingController(rootView: PanelBody())
          window.rootViewController = root
          view.addSubview(root.view)
        }
      }
      """),
    Example("""
      // A cell that names its parent and follows the contract.
      final class TileCell: UICollectionViewCell {
        var host: UIHostingController<TileBody>?
        func attach(to parent: UIViewController, body: TileBody) {
          let controller = UIHostingController(rootView: body)
          parent.addChild(controller)
          contentView.addSubview(controller.view)
          controller.didMove(toParent: parent)
          host = controller
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
    Example("""
      // field: a collection cell that contains a hosting controller in its parent and calls didMove before addSubview
      // A cell that tells the child it moved before its view is in place.
      final class TileCell: UICollectionViewCell {
        func attach(to parent: UIViewController, body: TileBody) {
          let controller = UIHostingController(rootView: body)
          parent.addChild(controller)
          controller.didMove(toParent: parent)
          ↓contentView.addSubview(controller.view)↑
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
      Correction(Example("""
      final class TileCell: UICollectionViewCell {
        func attach(to parent: UIViewController, body: TileBody) {
          let controller = UIHostingController(rootView: body)
          parent.addChild(controller)
          controller.didMove(toParent: parent)
          contentView.addSubview(controller.view)
        }
      }
      """), """
      final class TileCell: UICollectionViewCell {
        func attach(to parent: UIViewController, body: TileBody) {
          let controller = UIHostingController(rootView: body)
          parent.addChild(controller)
          contentView.addSubview(controller.view)
          controller.didMove(toParent: parent)
        }
      }
      """),
  ]
}
