import SwiftLiteParser

/// A hosted root view that reads an environment object nothing injects.
public enum HostingMissingEnvironmentObjectRule: FileRule {
  public static let description = RuleDescription(
    id: "hosting-missing-environment-object",
    name: "Hosted root view misses its environment object",
    summary: "A root view handed to `UIHostingController` or `UIHostingConfiguration` reads an `@EnvironmentObject` (or a non-optional `@Environment(T.self)`) and no modifier injects it.",
    rationale: """
      A hosting controller starts a new SwiftUI hierarchy: environment objects of a SwiftUI view that \
      presents the UIKit screen do not cross into it. A root view that reads an `@EnvironmentObject` nobody \
      provided traps on the first read ("No ObservableObject of type … found"), and a non-optional \
      `@Environment(Model.self)` property traps the same way for an `@Observable` model.

      Apply the object to the root view on the UIKit side: \
      `UIHostingController(rootView: SettingsView().environmentObject(model))` (or \
      `.environment(model)` for an `@Observable` model), with the object passed in to the code that creates \
      the controller.

      Reported only when the root expression is the view's initializer with no modifier at all, and the \
      view is a struct of this file (with the workspace index, any file) that declares such a property and \
      reads it. Never reported: any modifier or helper on the root expression (it may inject the object); a \
      `UIHostingController` subclass (it may inject in its initializer); an optional `@Environment(T.self)` \
      (it reads nil instead of trapping); a root view declared in a file not analysed; a property read only \
      inside `#if` clauses (the platform that builds the hosting code may not compile the read, and an object \
      never read never traps).

      Sources: https://developer.apple.com/documentation/swiftui/environmentobject, \
      https://developer.apple.com/documentation/swiftui/view/environmentobject(_:), \
      https://developer.apple.com/documentation/swiftui/environment, \
      https://developer.apple.com/documentation/swiftui/uihostingcontroller
      """,
    category: .hosting, tier: 2, defaultSeverity: .warning, seedSource: "SKILL.md: UIHostingController (environment)",
    nonTriggering: [
      Example("""
        // The object is injected on the UIKit side.
        final class Library: ObservableObject {}
        struct ShelfView: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.hashValue)") }
        }
        func makeShelf(library: Library) -> UIViewController {
          UIHostingController(rootView: ShelfView().environmentObject(library))
        }
        """),
      Example("""
        // A helper on the root expression may inject it.
        final class Library: ObservableObject {}
        struct ShelfView: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.hashValue)") }
        }
        func makeShelf() -> UIViewController {
          UIHostingController(rootView: ShelfView().withAppEnvironment())
        }
        """),
      Example("""
        // An optional @Environment(T.self) reads nil instead of trapping.
        @Observable final class Player {}
        struct PlayerBar: View {
          @Environment(Player.self) private var player: Player?
          var body: some View { Text(player == nil ? "idle" : "playing") }
        }
        func makeBar() -> UIViewController { UIHostingController(rootView: PlayerBar()) }
        """),
      Example("""
        // A UIHostingController subclass may inject in its initializer.
        final class Library: ObservableObject {}
        struct ShelfView: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.hashValue)") }
        }
        final class ShelfHost: UIHostingController<ShelfView> {}
        func makeShelf() -> UIViewController { ShelfHost(rootView: ShelfView()) }
        """),
      Example("""
        // The root view is declared in another file: unknown, so silent.
        func makeShelf() -> UIViewController { UIHostingController(rootView: ShelfView()) }
        """),
      Example("""
        // Declared but never read.
        final class Library: ObservableObject {}
        struct ShelfView: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("Shelf") }
        }
        func makeShelf() -> UIViewController { UIHostingController(rootView: ShelfView()) }
        """),
      Example("""
        // Read only under `#if`: the platform that builds this hosting code may never compile the read.
        final class Library: ObservableObject { var count = 0 }
        struct ShelfView: View {
          @EnvironmentObject var library: Library
          var body: some View {
            #if os(tvOS)
            Text("\\(library.count)")
            #else
            Text("Shelf")
            #endif
          }
        }
        func makeShelf() -> UIViewController { UIHostingController(rootView: ShelfView()) }
        """),
    ],
    triggering: [
      Example("""
        final class Library: ObservableObject { var count = 0 }
        struct ShelfView: View {
          @EnvironmentObject var library: Library
          var body: some View { Text("\\(library.count)") }
        }
        func makeShelf() -> UIViewController {
          UIHostingController(rootView: ↓ShelfView()↑)
        }
        """),
      Example("""
        @Observable final class Player { var title = "" }
        struct PlayerBar: View {
          @Environment(Player.self) private var player: Player
          var body: some View { Text(player.title) }
        }
        final class PlayerCell: UICollectionViewCell {
          func configure() {
            contentConfiguration = UIHostingConfiguration { ↓PlayerBar()↑ }
          }
        }
        """),
      Example("""
        final class Library: ObservableObject { var count = 0 }
        struct ShelfView: View {
          @EnvironmentObject var library: Library
          let title: String
          var body: some View { Text("\\(title) \\(library.count)") }
        }
        final class ShelfViewController: UIViewController {
          var host: UIHostingController<ShelfView>?
          func rename(_ title: String) {
            host?.rootView = ↓ShelfView(title: title)↑
          }
        }
        """),
    ]
  )

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    // Every root this rule reads is a `UIHostingController(rootView:)`, a `UIHostingConfiguration { … }` or the
    // `rootView` of a hosting controller: a file that never names them has none.
    guard context.fileMentions("UIHosting") else { return [] }
    let model = context.interop
    var views = environmentNeeds(context)
    var elsewhere: [String: RelatedLocation] = [:]
    if let workspace = WorkspaceSupport.complete(context) {
      // Root views declared in one other file of the workspace (a name this file or several files declare is
      // left out: which type a root names is then unknown).
      let declaredHere = Set(model.types.map(\.name))
      for root in context.summary.hostingRoots where !root.hasModifiers {
        guard views[root.view] == nil, !declaredHere.contains(root.view) else { continue }
        let declarations = workspace.types(named: root.view, excluding: context.path).filter { $0.value.keyword != "extension" }
        let needs = workspace.environmentNeeds(of: root.view, excluding: context.path)
        guard declarations.count == 1, declarations.first?.value.keyword == "struct", needs.count == 1, let need = needs.first else { continue }
        views[root.view] = need.value.need
        elsewhere[root.view] = RelatedLocation(range: need.value.range, message: "`\(root.view)` reads \(need.value.need) here", path: need.path)
      }
    }
    guard !views.isEmpty else { return [] }
    let classes = HostingSupport.hostingClasses(model)
    let table = HostingSupport.TypeTable(model, classes: ["UIHostingController"])
    var roots: [SyntaxNode] = []
    // Property defaults (`let host = UIHostingController(rootView: V())`).
    for type in model.types {
      for property in type.properties {
        if let value = property.initializer { roots += hostingRoots(in: value) }
      }
    }
    for (function, owner) in model.functions {
      guard let facts = context.facts(of: function) else { continue }
      for call in facts.calls where call.name == "UIHostingController" {
        if let root = call.argument("rootView") { roots.append(root) }
      }
      for call in facts.calls where call.name == "UIHostingConfiguration" {
        for closure in call.trailingClosures.map(\.closure) + call.arguments.filter({ $0.label == "content" }).map(\.value) where closure.kind == .closureExpr {
          let statements = closure.statements
          if statements.count == 1, let only = statements.first { roots.append(only) }
        }
      }
      // `h.rootView = V(…)` outside a hosting subclass.
      let inSubclass = owner.map { classes.contains($0.name) } ?? false
      guard !inSubclass else { continue }
      let names = HostingSupport.hostingNames(function, owner: owner, facts: facts, table: table, classes: ["UIHostingController"])
      for assignment in facts.assignments where assignment.isPlain {
        guard let path = assignment.targetPath?.withoutSelf, path.count == 2, path.last == "rootView", let root = path.root, names.contains(root) else { continue }
        roots.append(assignment.value)
      }
    }
    var findings: [Finding] = []
    var seen: Set<Int> = []
    for root in roots {
      guard root.kind == .callExpr, let callee = root.callee, callee.kind == .identifierExpr || callee.kind == .genericSpecializationExpr,
        root.trailingClosures.isEmpty || true, let name = HostingSupport.callName(root), let need = views[name],
        seen.insert(root.range.lowerBound).inserted
      else { continue }
      let message = "`\(name)` reads \(need) and nothing injects it here: a hosting controller starts a new SwiftUI hierarchy, "
        + "so the first read traps; apply `.environmentObject(…)` (or `.environment(…)`) to the root view."
      findings.append(finding(root.range, message, related: elsewhere[name].map { [$0] } ?? []))
    }
    return findings
  }

  /// `UIHostingController(rootView: V())` inside an expression (a property default).
  static func hostingRoots(in node: SyntaxNode) -> [SyntaxNode] {
    var result: [SyntaxNode] = []
    var stack = [node]
    var steps = 0
    while let current = stack.popLast(), steps < 4_096 {
      steps += 1
      if current.kind == .callExpr, HostingSupport.callName(current) == "UIHostingController",
        let root = current.arguments.first(where: { $0.label == "rootView" })?.value
      {
        result.append(root)
      }
      if current.kind == .closureExpr { continue }
      stack += current.childNodes
    }
    return result
  }

  /// View structs of this file that declare and read an environment object (by name), with a description.
  static func environmentNeeds(_ context: AnalysisContext) -> [String: String] {
    var result: [String: String] = [:]
    for need in FileSummary.environmentNeeds(context.interop) { result[need.view] = need.need }
    return result
  }
}
