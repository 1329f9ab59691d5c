/// A hosting controller created per cell.
public enum HostingControllerInCellRule: Rule {
  public static let description = RuleDescription(
    id: "hosting-controller-in-cell",
    name: "Hosting controller created for a cell",
    summary: "A `UIHostingController` is created inside `cellForItemAt` / `cellForRowAt`.",
    rationale: """
      Cells are reused constantly; a new hosting controller for each dequeue is expensive, is not added as a \
      child controller, and leaks its view hierarchy into reused cells. From iOS 16, \
      `cell.contentConfiguration = UIHostingConfiguration { RowView(item) }` hosts SwiftUI in a cell without a controller.
      """,
    category: .hosting, tier: 2, defaultSeverity: .information, seedSource: "SKILL.md: UIHostingController (cells)",
    nonTriggering: [
      Example("""
        final class Source: NSObject, UITableViewDataSource {
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.contentConfiguration = UIHostingConfiguration { RowView(index: indexPath.row) }
            return cell
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        }
        """),
      Example("""
        final class SummaryViewController: UIViewController {
          let host = UIHostingController(rootView: SummaryCard())
        }
        """),
      Example("""
        final class Source: NSObject, UICollectionViewDataSource {
          let header = UIHostingController(rootView: HeaderView())
          func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
          func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
          }
        }
        """),
      Example("""
        func makeDetail(for row: Int) -> UIViewController {
          UIHostingController(rootView: RowView(index: row))
        }
        """),
      Example("""
        final class Source: NSObject, UITableViewDelegate {
          func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let detail = UIHostingController(rootView: RowView(index: indexPath.row))
            tableView.window?.rootViewController?.present(detail, animated: true)
          }
        }
        """),
    ],
    triggering: [
      Example("""
        final class Source: NSObject, UITableViewDataSource {
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            let host = ↓UIHostingController(rootView: RowView(index: indexPath.row))↑
            cell.contentView.addSubview(host.view)
            return cell
          }
        }
        """),
      Example("""
        final class Source: NSObject, UICollectionViewDataSource {
          func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
          func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.addSubview(↓UIHostingController(rootView: TileView())↑.view)
            return cell
          }
        }
        """),
      Example("""
        extension FeedController {
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            if indexPath.row == 0 {
              let banner = ↓UIHostingController<BannerView>(rootView: BannerView())↑
              cell.contentView.addSubview(banner.view)
            }
            return cell
          }
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    guard context.file.contains("UIHostingController") else { return [] }
    var findings: [Finding] = []
    let file = context.file
    for (function, _) in context.model.allFunctions {
      guard function.parameters.contains(where: { $0.label == "cellForRowAt" || $0.label == "cellForItemAt" }),
        let open = function.bodyOpen, let close = function.bodyClose
      else { continue }
      var index = open + 1
      while index < close {
        defer { index += 1 }
        guard file.isIdentifier(index, "UIHostingController"), !(index > 0 && file.is(index - 1, ".")) else { continue }
        var openParen = index + 1
        if openParen < close, file.tokens[openParen].kind == .operator, file.text(openParen).hasPrefix("<") {
          var scan = openParen
          while scan < close, !(file.tokens[scan].kind == .operator && file.text(scan).hasSuffix(">")) { scan += 1 }
          openParen = scan + 1
        }
        guard openParen < close, file.is(openParen, "(") else { continue }
        let last = file.closing(openParen)
        let message = "A `UIHostingController` is created for every cell in `\(function.name)`; use `UIHostingConfiguration` (iOS 16) instead."
        findings.append(finding(context.range(index, last), message))
        index = last
      }
    }
    return findings
  }
}
