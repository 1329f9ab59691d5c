import SwiftLiteParser

/// A hosting controller created per cell.
public enum HostingControllerInCellRule: FunctionRule {
  public static let description = RuleDescription(
    id: "hosting-controller-in-cell",
    name: "Hosting controller created for a cell",
    summary: "A `UIHostingController` is created inside `cellForItemAt` / `cellForRowAt` and its view added to the cell.",
    rationale: """
      Table and collection views reuse cells. A hosting controller created in `cellForRowAt` / \
      `cellForItemAt` whose view is added to the cell adds one more controller and one more hosted view on \
      every dequeue: a reused cell ends up stacking hosted views, each rendering SwiftUI content, and none of \
      the controllers is a child of the list's view controller.

      From iOS 16, `cell.contentConfiguration = UIHostingConfiguration { RowView(item) }` hosts SwiftUI in a \
      cell without a controller. Before iOS 16, give each cell one hosting controller, created when the cell \
      has none, update its `rootView` on reuse, and contain it in the list's view controller.

      Never reported: a controller created only when the cell has none yet (`if cell.host == nil`, the \
      `else` of `if let host = cell.host`) and reused through `rootView`; `UIHostingConfiguration`; a \
      controller whose view is not added in that method (a detail screen pushed from a selection).

      Sources: https://developer.apple.com/documentation/swiftui/uihostingconfiguration, \
      https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
      """,
    category: .hosting, tier: 2, defaultSeverity: .warning, seedSource: "SKILL.md: UIHostingController (cells)",
    nonTriggering: [
      Example("""
        // Never on: `UIHostingConfiguration` (the cell owns and reuses its hosted content).
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
        // A hosting controller outside any cell provider.
        final class SummaryViewController: UIViewController {
          let host = UIHostingController(rootView: SummaryCard())
        }
        """),
      Example("""
        // A controller made once by the data source, not per dequeue.
        final class Source: NSObject, UICollectionViewDataSource {
          let header = UIHostingController(rootView: HeaderView())
          func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
          func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
          }
        }
        """),
      Example("""
        // A free function returning a controller.
        func makeDetail(for row: Int) -> UIViewController {
          UIHostingController(rootView: RowView(index: row))
        }
        """),
      Example("""
        // Created on selection and presented, not added to a cell.
        final class Source: NSObject, UITableViewDelegate {
          func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let detail = UIHostingController(rootView: RowView(index: indexPath.row))
            tableView.window?.rootViewController?.present(detail, animated: true)
          }
        }
        """),
      Example("""
        // Created only when the cell has none yet, reused through rootView.
        final class Source: NSObject, UITableViewDataSource {
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! HostCell
            if let host = cell.host {
              host.rootView = RowView(index: indexPath.row)
            } else {
              let host = UIHostingController(rootView: RowView(index: indexPath.row))
              cell.contentView.addSubview(host.view)
              cell.host = host
            }
            return cell
          }
        }
        """),
      Example("""
        // A nil check on the cell's controller.
        final class Source: NSObject, UICollectionViewDataSource {
          func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
          func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
            if cell.host == nil {
              let host = UIHostingController(rootView: TileView())
              cell.contentView.addSubview(host.view)
              cell.host = host
            }
            return cell
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

  /// The hosting classes of the file; a file that never names `UIHostingController` has none.
  static func fileFacts(_ context: AnalysisContext) -> Set<String>? {
    guard context.fileMentions("UIHostingController") else { return nil }
    return HostingSupport.hostingClasses(context.interop)
  }

  static func check(_ function: FunctionDecl, owner: TypeDecl?, _ classes: Set<String>, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    guard function.parameters.contains(where: { $0.label == "cellForRowAt" || $0.label == "cellForItemAt" }),
      let facts = context.facts(of: function)
    else { return findings }
    let adds = facts.calls.filter { HostingSupport.addViewCalls.contains($0.name) }
    for call in facts.calls where classes.contains(call.name) && call.receiverPath?.components.isEmpty == true {
      guard !createdOnlyWhenMissing(call) else { continue }
      // Its view added: directly (`addSubview(UIHostingController(…).view)`) or through the local holding it.
      let local = facts.bindings.first { $0.value == call.node }?.name
      let added = adds.contains { add in
        add.arguments.contains { argument in
          if let local, HostingSupport.hostView(argument.value, in: [local]) != nil { return true }
          return argument.value.kind == .memberAccessExpr && argument.value.base == call.node && argument.value.memberName == "view"
        }
      }
      guard added else { continue }
      let message = "A `\(call.name)` is created on every call of `\(function.name)` and its view added to the cell: each dequeue adds another controller "
        + "and hosted view to a reused cell; use `UIHostingConfiguration` (iOS 16), or keep one controller per cell and update its `rootView`."
      findings.append(finding(call.node.range, message))
    }
    return findings
  }

  /// A construction only when the cell has none yet: under a nil check (`if cell.host == nil`), in the `else` of an
  /// `if let`, or after a `guard … == nil`.
  static func createdOnlyWhenMissing(_ call: Call) -> Bool {
    if let parent = call.node.parent, parent.kind == .sequenceExpr, parent.containsToken({ $0.textEquals("??") }) { return true }
    return call.site.conditions.contains { condition in
      if condition.comparisons.contains(where: { $0.isNilCheck && $0.op == "==" }) && !condition.inElse { return true }
      if condition.comparisons.contains(where: { $0.isNilCheck && $0.op == "!=" }) && condition.inElse { return true }
      return condition.kind == .if && condition.inElse && condition.clauses.contains { $0.kind == .unwrap }
    }
  }
}
