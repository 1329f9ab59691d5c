import SwiftLiteParser

/// A hosted root view that reads an environment object nothing injects.
public enum HostingMissingEnvironmentObjectRule: Rule {
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
      (it reads nil instead of trapping); a root view declared in a file not analysed.

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
    let model = context.interop
    let views = environmentNeeds(context)
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
      findings.append(finding(root.range, message))
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
    var byName: [String: [TypeDecl]] = [:]
    for type in context.interop.types where type.keyword == .struct { byName[type.name, default: []].append(type) }
    var result: [String: String] = [:]
    for (name, types) in byName where types.count == 1 {
      guard let type = types.first, type.inheritance.contains(where: { $0.name == "View" }) else { continue }
      for property in type.properties where !property.isStatic {
        let need: String
        if property.hasAttribute("EnvironmentObject") {
          need = "`@EnvironmentObject var \(property.name)`"
        } else if property.hasAttribute("Environment"), let attribute = property.node.attributes.first(where: { $0.attributeName == "Environment" }),
          context.text(of: attribute).hasSuffix(".self)"), let declared = property.type, !declared.hasSuffix("?"), !declared.hasPrefix("Optional<")
        {
          need = "`@Environment(\(TypeName.simple(declared)).self) var \(property.name)`"
        } else {
          continue
        }
        if reads(property, in: type) {
          result[name] = need
          break
        }
      }
    }
    return result
  }

  /// Whether the type's code mentions the property (`name`, `$name`, `_name`) other than at its declaration.
  static func reads(_ property: PropertyDecl, in type: TypeDecl) -> Bool {
    let names: Set<String> = [property.name, "$" + property.name, "_" + property.name]
    var found = false
    type.node.walkTokens { token in
      guard !found, token.kind == .identifier || token.kind == .dollarIdentifier, token.textRange != property.nameToken.textRange else { return }
      if names.contains(token.identifierText) || names.contains(token.text) { found = true }
    }
    // Interpolations are inside string literal tokens.
    type.node.walkTokens { token in
      guard !found, token.kind == .stringLiteral else { return }
      let text = token.text
      if names.contains(where: { text.contains("\\(" + $0) }) { found = true }
    }
    return found
  }
}
