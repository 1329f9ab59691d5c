import SwiftLiteParser

/// One inlay hint in byte offsets: `label` shown at `offset` (after a token), with a space before it.
public struct LifecycleHint: Sendable, Hashable {
  public var offset: Int
  public var label: String

  public init(offset: Int, label: String) {
    self.offset = offset
    self.label = label
  }
}

/// When SwiftUI calls each lifecycle method of a representable, shown after the method's name, and what
/// `context.coordinator.parent = self` does, shown after that statement.
///
/// Every label states platform behaviour only: make and makeCoordinator run once per view identity
/// (makeCoordinator first), update on every change of the representable's inputs (the inputs it reads are
/// listed), a static dismantle when SwiftUI removes the view, and an instance dismantle never by SwiftUI (it calls
/// the static requirement only).
public enum LifecycleHints {
  public enum Label {
    public static let makeCoordinator = "once per view identity, before make"
    public static let make = "once per view identity"
    public static let updateWithoutReads = "on every change of its inputs"
    public static func update(reading names: [String]) -> String {
      guard !names.isEmpty else { return updateWithoutReads }
      let shown = names.prefix(maximumListedInputs).joined(separator: ", ")
      return "on every change of: " + shown + (names.count > maximumListedInputs ? ", …" : "")
    }
    public static func dismantle(isController: Bool) -> String {
      isController ? "when SwiftUI removes the controller" : "when SwiftUI removes the view"
    }
    public static let instanceDismantle = "SwiftUI never calls it: not static"
    public static let parentRefresh = "keeps the Coordinator's closures and values current"
  }

  static let maximumListedInputs = 5

  /// The hints whose offset lies in `range` (clamped to the file).
  public static func hints(index: HoverIndex, in range: Range<Int>) -> [LifecycleHint] {
    var result: [LifecycleHint] = []
    for info in index.scope.representables {
      guard let kind = RepresentableKind.named(info.protocolName), kind != .uiGestureRecognizer else { continue }
      let inputs = storedInputs(info.declarations)
      for function in info.functions {
        guard let name = function.nameToken, !name.isMissing else { continue }
        let offset = name.textRange.upperBound
        guard range.lowerBound <= offset, offset <= range.upperBound else { continue }
        let isStatic = function.hasModifier("static") || function.hasModifier("class")
        switch function.name {
        case "makeCoordinator" where !isStatic && function.parameters.isEmpty:
          result.append(LifecycleHint(offset: offset, label: Label.makeCoordinator))
        case kind.makeName where !isStatic:
          result.append(LifecycleHint(offset: offset, label: Label.make))
        case kind.updateName where !isStatic:
          result.append(LifecycleHint(offset: offset, label: Label.update(reading: reads(of: function, among: inputs))))
          result += parentRefreshes(in: function, range: range)
        case kind.dismantleName:
          result.append(LifecycleHint(offset: offset, label: isStatic ? Label.dismantle(isController: kind.isController) : Label.instanceDismantle))
        default:
          break
        }
      }
    }
    return result.sorted { ($0.offset, $0.label) < ($1.offset, $1.label) }
  }

  /// The stored instance properties of the representable's declarations, in declaration order.
  static func storedInputs(_ declarations: [SyntaxNode]) -> [String] {
    var names: [String] = []
    for declaration in declarations {
      for member in declaration.members where member.kind == .variableDecl && !member.hasModifier("static") && !member.hasModifier("class") {
        let computed = member.bindings.contains { binding in
          guard let accessors = binding.accessorBlock else { return false }
          let observers = binding.accessors.compactMap { $0.nameToken?.text }
          return accessors.kind == .accessorBlock && !(observers.allSatisfy { $0 == "didSet" || $0 == "willSet" } && !observers.isEmpty)
        }
        if computed { continue }
        for name in member.boundNames where !names.contains(name) { names.append(name) }
      }
    }
    return names
  }

  /// The inputs update's body names (`url`, `self.url`, `$text`), in the order of their declaration.
  static func reads(of function: SyntaxNode, among inputs: [String]) -> [String] {
    guard !inputs.isEmpty, let body = function.body else { return [] }
    let wanted = Set(inputs)
    var found: Set<String> = []
    var previous: SyntaxToken?
    var beforePrevious: SyntaxToken?
    body.walkTokens { token in
      var name: String?
      if token.kind == .identifier {
        name = token.identifierText
      } else if token.kind == .dollarIdentifier {
        name = String(token.text.dropFirst())
      }
      if let name, wanted.contains(name) {
        let isMember = previous?.kind == .period
        let throughSelf = isMember && beforePrevious?.kind == .kw_self
        if !isMember || throughSelf { found.insert(name) }
      }
      beforePrevious = previous
      previous = token
    }
    return inputs.filter { found.contains($0) }
  }

  /// `context.coordinator.<property> = self` statements directly in update's body.
  static func parentRefreshes(in function: SyntaxNode, range: Range<Int>) -> [LifecycleHint] {
    guard let body = function.body else { return [] }
    let contextName = function.parameters.last?.localName ?? "context"
    var result: [LifecycleHint] = []
    for statement in body.statements where statement.kind == .assignmentExpr {
      guard statement.operatorToken?.text == "=", let path = statement.lhs?.memberPath, path.count == 3,
        path[0] == contextName, path[1] == "coordinator", statement.rhs?.compactText == "self"
      else { continue }
      let offset = statement.range.upperBound
      if range.lowerBound <= offset, offset <= range.upperBound {
        result.append(LifecycleHint(offset: offset, label: Label.parentRefresh))
      }
    }
    return result
  }
}

/// The checklist as a code lens on each representable: "Interop checklist 5/7", the failing items named;
/// its command shows the same checklist hover shows.
public struct ChecklistLens: Sendable, Hashable {
  /// The representable's name token.
  public var range: Range<Int>
  public var typeName: String
  public var title: String
}

public enum ChecklistLenses {
  /// The command a lens runs; its arguments are the document URI and the representable's name.
  public static let command = "interop-lsp.showChecklist"

  /// Short names of the items, for the lens title.
  static func shortName(_ item: RepresentableChecklistItem) -> String {
    switch item {
    case .viewCreatedInMake: return "made in make"
    case .delegateSetInMake: return "delegate in make"
    case .updateGuarded: return "update guarded"
    case .dismantleCleansUp: return "dismantle cleanup"
    case .weakCoordinatorCaptures: return "weak captures"
    case .coordinatorMainActor: return "Coordinator isolation"
    case .exitPathsDismiss: return "exit paths dismiss"
    }
  }

  public static func lenses(index: HoverIndex, findings: [Finding], configuration: AnalysisConfiguration) -> [ChecklistLens] {
    index.scope.representables.compactMap { info in
      guard let declaration = info.declarations.first, let name = declaration.nameToken, !name.isMissing else { return nil }
      let lines = RepresentableChecklist.lines(for: info, findings: findings, configuration: configuration)
      return ChecklistLens(range: name.textRange, typeName: info.name, title: title(lines))
    }
  }

  /// "Interop checklist passed/applicable", then " · ✗ " and the failing items; items that do not apply or are
  /// not checked count in neither number.
  public static func title(_ lines: [ChecklistLine]) -> String {
    var passed = 0
    var failing: [String] = []
    for line in lines {
      switch line.status {
      case .pass: passed += 1
      case .fail:
        let item = RepresentableChecklistItem.allCases.first { $0.label == line.label }
        failing.append(item.map(shortName) ?? line.label)
      case .notApplicable, .notChecked: break
      }
    }
    let total = passed + failing.count
    var text = "Interop checklist \(passed)/\(total)"
    if !failing.isEmpty { text += " · ✗ " + failing.joined(separator: ", ") }
    return text
  }

  /// The checklist of the representable named `typeName` as plain text (what hover shows on its conformance).
  public static func checklistText(index: HoverIndex, findings: [Finding], configuration: AnalysisConfiguration, typeName: String) -> String? {
    guard let info = index.scope.representables.first(where: { $0.name == typeName }) else { return nil }
    let lines = RepresentableChecklist.lines(for: info, findings: findings, configuration: configuration)
    return HoverChecklist.render(lines, typeName: typeName, format: .plaintext)
  }
}
