import SwiftLiteParser

/// `.id(UUID())` and the like applied to a representable.
public enum RepresentableUnstableIdRule: FileRule {
  public static let description = RuleDescription(
    id: "representable-unstable-id",
    name: "Representable with a new id on every render",
    summary: "`.id(UUID())`, `.id(UUID().uuidString)`, `.id(Date())` or `.id(Date.now)` is applied to a representable of this file: every evaluation of the body gives it a new identity.",
    rationale: """
      `id(_:)` binds a view's identity to a value: when the value changes, SwiftUI treats the view as a new one \
      and resets its state. `UUID()` and `Date()` are new values each time the expression runs, that is each \
      time the enclosing body is evaluated (any change to the parent's state or environment). For a \
      representable, a new identity means SwiftUI dismantles the old UIKit view (`dismantleUIView`), then calls \
      `makeCoordinator()` and `makeUIView(context:)` again, which it otherwise calls once: the web view reloads \
      and loses its history, a text view loses its text selection and focus, a map loses the user's pan, and \
      everything make set up is built again.

      Reported: the modifier applied to a representable struct declared in this file, directly or after other \
      modifiers (`Browser(url: url).frame(height: 300).id(UUID())`). There is no fix: use a stable id, a stored \
      value that changes only when the view should really be rebuilt (`@State private var token = UUID()`, then \
      `.id(token)` and `token = UUID()` on purpose).

      Never reported: an id read from stored state (`.id(token)`), and a view that is not a representable of \
      this file (its kind is unknown).

      Sources: https://developer.apple.com/documentation/swiftui/view/id(_:), \
      https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:), \
      https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
      """,
    category: .lifecycle, tier: 2, defaultSeverity: .warning, seedSource: "SKILL.md: lifecycle table",
    nonTriggering: RepresentableUnstableIdRuleExamples.nonTriggering,
    triggering: RepresentableUnstableIdRuleExamples.triggering
  )

  static let idName: [[UInt8]] = [Array("id".utf8)]

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    let structs = context.interop.representables.filter { $0.primary?.keyword == .struct }
    let names = Set(structs.map(\.name))
    guard !names.isEmpty else { return [] }
    var findings: [Finding] = []
    // Only the subtrees around an `id` token: a call `….id(…)` holds its member name.
    let tree = context.tree
    let idOffsets = tree.root.tokenOffsets { _, range in tree.text(range, isOneOf: idName) }
    var calls: [SyntaxNode] = []
    tree.root.walk(holding: idOffsets) { node in
      if node.kind == .callExpr { calls.append(node) }
      return .visitChildren
    }
    for call in calls {
      guard let callee = call.callee, callee.kind == .memberAccessExpr, callee.memberName == "id",
        let base = callee.base, let idToken = callee.nameToken
      else { continue }
      let arguments = call.arguments
      guard arguments.count == 1, let only = arguments.first, only.label == nil, let value = only.value,
        let spelled = unstableValue(value), let representable = representable(under: base, names: names)
      else { continue }
      let start = idToken.previousToken.map { $0.kind == .period ? $0.textRange.lowerBound : idToken.textRange.lowerBound }
        ?? idToken.textRange.lowerBound
      let message = "`.id(\(spelled))` gives `\(representable)` a new identity each time this body runs: SwiftUI dismantles its view and "
        + "calls makeCoordinator and make again (a web view reloads, a text view loses focus and caret). Use a stable id."
      let related = structs.first { $0.name == representable }?.nameToken.map { token in
        [RelatedLocation(range: token.textRange, message: "`\(representable)` is a representable: a new identity re-runs its make")]
      } ?? []
      findings.append(finding(start..<call.range.upperBound, message, related: related))
    }
    return findings
  }

  /// `UUID()`, `UUID().uuidString`, `Date()`, `Date.now` → their spelling.
  static func unstableValue(_ node: SyntaxNode) -> String? {
    func isFreshValue(_ call: SyntaxNode, _ type: String) -> Bool {
      guard call.kind == .callExpr, call.arguments.isEmpty, call.trailingClosures.isEmpty, let text = call.callee?.compactText else { return false }
      return text == type || text == type + ".init"
    }
    if isFreshValue(node, "UUID") { return "UUID()" }
    if isFreshValue(node, "Date") { return "Date()" }
    if node.kind == .memberAccessExpr {
      if node.pathText == "Date.now" { return "Date.now" }
      if node.memberName == "uuidString", let base = node.base, isFreshValue(base, "UUID") { return "UUID().uuidString" }
    }
    return nil
  }

  /// The representable constructed at the root of a modifier chain (`Browser(url: u).frame(…)`), if any.
  static func representable(under node: SyntaxNode, names: Set<String>) -> String? {
    var current: SyntaxNode? = node
    var steps = 0
    while let expression = current, steps < 256 {
      steps += 1
      switch expression.kind {
      case .callExpr:
        guard var callee = expression.callee else { return nil }
        // `Browser<Page>(…)`.
        if callee.kind == .genericSpecializationExpr, let base = callee.childNodes.first { callee = base }
        if callee.kind == .identifierExpr, let name = callee.nameToken?.identifierText {
          return names.contains(name) ? name : nil
        }
        if callee.kind == .memberAccessExpr, callee.memberName == "init", let base = callee.base, base.kind == .identifierExpr,
          let name = base.nameToken?.identifierText
        {
          return names.contains(name) ? name : nil
        }
        current = callee.kind == .memberAccessExpr ? callee.base : nil
      case .memberAccessExpr:
        current = expression.base
      case .identifierExpr:
        return nil
      default:
        return nil
      }
    }
    return nil
  }
}
