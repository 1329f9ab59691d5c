import SwiftLiteParser

/// What the update-method rules share, on the typed model: the update parameter and its class, the curated
/// properties whose re-assignment has a cost, the Coordinator's binding write-backs, and the guard fixes.
enum UpdateSupport {
  // MARK: Known classes

  /// Framework classes with their superclass, for the classes the rules name (a workspace class reaches one
  /// through its own superclass chain).
  static let frameworkSuperclass: [String: String] = [
    "UITextView": "UIScrollView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
    "UIScrollView": "UIView", "UITextField": "UIControl", "UISearchTextField": "UITextField", "UISearchBar": "UIView",
    "UIControl": "UIView", "MKMapView": "UIView", "WKWebView": "UIView", "PDFView": "UIView", "UIView": "UIResponder",
    "NSTextView": "NSText", "NSText": "NSView", "NSTextField": "NSControl", "NSControl": "NSView", "NSPathControl": "NSControl",
    "NSView": "NSResponder", "QLPreviewView": "NSView", "UIImagePickerController": "UINavigationController",
    "UINavigationController": "UIViewController", "UIViewController": "UIResponder",
    "QLPreviewController": "UIViewController", "UITabBarController": "UIViewController",
    "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
    "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
  ]

  /// A workspace class on the way from a type to its framework class: its members (every declaration of it
  /// that is known: this file's, and with a workspace, other files' extensions and the class itself).
  struct ClassLink {
    let name: String
    /// The file that declares the class; nil: this file.
    let path: String?
    let members: Set<String>
    let forwards: [FileSummary.Forward]
    /// Where the members of other files are, by member name (for related information).
    let memberPaths: [String: String]
  }

  /// The framework class `name` is or inherits from, following superclass chains of classes declared in this
  /// file, or, when the workspace scan has finished, in exactly one other file (bounded), with the classes met
  /// on the way; nil when the chain leaves what is known (an unknown type).
  static func frameworkClass(of name: String, in model: InteropModel, workspace: WorkspaceFacts? = nil, path: String? = nil)
    -> (framework: String, workspaceClasses: [ClassLink])?
  {
    var current = name
    var chain: [ClassLink] = []
    for _ in 0..<16 {
      if frameworkSuperclass[current] != nil { return (current, chain) }
      let declared = model.classes(named: current)
      // Other files' declarations of the name (extensions add members wherever they are).
      let others = workspace?.types(named: current, excluding: path) ?? []
      var members: Set<String> = []
      var forwards: [FileSummary.Forward] = []
      var memberPaths: [String: String] = [:]
      for type in model.types where type.name == current && (type.keyword == .class || type.keyword == .extension) {
        for property in type.properties { members.insert(property.name) }
        for function in type.functions { members.insert(function.name) }
        forwards += FileSummary.forwards(in: type)
      }
      for other in others where other.value.keyword == "class" || other.value.keyword == "extension" {
        for property in other.value.properties where members.insert(property.name).inserted { memberPaths[property.name] = other.path }
        for function in other.value.functions {
          let name = FileSummary.functionName(function)
          if members.insert(name).inserted { memberPaths[name] = other.path }
        }
      }
      let superclass: String
      let declaringPath: String?
      if declared.count == 1, let only = declared.first {
        guard let inherited = only.inheritance.first?.name else { return nil }
        superclass = inherited
        declaringPath = nil
      } else if declared.isEmpty, let complete = workspace?.ifComplete {
        // A class of another file: only when exactly one file declares a type of that name.
        let candidates = complete.types(named: current, excluding: path).filter { $0.value.keyword != "extension" }
        guard candidates.count == 1, let only = candidates.first, only.value.keyword == "class",
          let inherited = only.value.inheritance.first
        else { return nil }
        superclass = TypeName.simple(inherited)
        declaringPath = only.path
        forwards += others.filter { $0.value.keyword == "class" || $0.value.keyword == "extension" }.flatMap(\.value.forwards)
      } else {
        return nil
      }
      chain.append(ClassLink(name: current, path: declaringPath, members: members, forwards: forwards, memberPaths: memberPaths))
      current = superclass
    }
    return nil
  }

  /// Whether `framework` is `ancestor` or a subclass of it in the table.
  static func isKind(_ framework: String, of ancestor: String) -> Bool {
    var current: String? = framework
    var steps = 0
    while let name = current, steps < 16 {
      if name == ancestor { return true }
      current = frameworkSuperclass[name]
      steps += 1
    }
    return false
  }

  /// The update parameter: its name and the type it is declared with (the made type when the declaration names
  /// the associated type).
  struct Parameter {
    let name: String
    let type: String?
    /// The framework class of `type`, with the workspace classes on the way.
    let framework: String?
    let workspaceClasses: [ClassLink]

    /// Whether a workspace class between the parameter's type and the framework declares `member` (a property
    /// or method that may compare or guard by itself).
    func workspaceOverrides(_ member: String) -> Bool {
      workspaceClasses.contains { $0.members.contains(member) }
    }

    /// The nearest class on the way that declares `member`.
    func overridingClass(_ member: String) -> ClassLink? {
      workspaceClasses.first { $0.members.contains(member) }
    }
  }

  /// The update parameter, its type resolved in this file only.
  static func parameter(_ representable: Representable, model: InteropModel) -> Parameter? {
    parameter(representable, model: model, workspace: nil, path: nil)
  }

  /// The update parameter, its type resolved in this file and, when known, the workspace's other files.
  static func parameter(_ representable: Representable, context: AnalysisContext) -> Parameter? {
    parameter(representable, model: context.interop, workspace: context.workspace, path: context.path)
  }

  static func parameter(_ representable: Representable, model: InteropModel, workspace: WorkspaceFacts?, path: String?) -> Parameter? {
    guard let name = representable.updateParameter, let update = representable.update else { return nil }
    var type = update.parameters.first.map { TypeName.simple($0.type) }
    if type == nil || type == representable.kind.madeTypeAlias || type?.isEmpty == true { type = representable.madeType }
    let resolved = type.flatMap { frameworkClass(of: $0, in: model, workspace: workspace, path: path) }
    return Parameter(name: name, type: type, framework: resolved?.framework, workspaceClasses: resolved?.workspaceClasses ?? [])
  }

  // MARK: Curated properties

  enum GuardStyle {
    /// `if P.prop != x`, plus `P.markedTextRange == nil` (or the AppKit equivalent) for text inputs.
    case textInput(markedText: String?)
    case equality
    case identity
    /// MapKit region: a tolerance on centre and span.
    case regionTolerance
    /// No fix: the value read back does not compare reliably.
    case none(reason: String)
  }

  struct CuratedProperty {
    let owner: String
    let cost: String
    let guardStyle: GuardStyle
  }

  static let textCost = "re-setting it moves the caret, resets the selection, ends an IME composition and clears undo"
  static let normalizedAttributes = "UIKit normalises the attributes it stores, so `!=` against the value applied stays true; keep the last value applied in the Coordinator and compare with that"

  /// The curated property `property` on a receiver whose framework class is `framework`, if curated.
  static func curated(_ property: String, on framework: String, parameter: String) -> CuratedProperty? {
    let uiMarked = "\(parameter).markedTextRange == nil"
    if isKind(framework, of: "UITextView") || isKind(framework, of: "UITextField") {
      switch property {
      case "text", "selectedTextRange": return CuratedProperty(owner: framework, cost: textCost, guardStyle: .textInput(markedText: uiMarked))
      case "selectedRange" where isKind(framework, of: "UITextView"):
        return CuratedProperty(owner: framework, cost: textCost, guardStyle: .textInput(markedText: uiMarked))
      case "attributedText": return CuratedProperty(owner: framework, cost: textCost, guardStyle: .none(reason: normalizedAttributes))
      default: break
      }
    }
    if framework == "UISearchBar", property == "text" {
      return CuratedProperty(owner: framework, cost: textCost, guardStyle: .textInput(markedText: "\(parameter).searchTextField.markedTextRange == nil"))
    }
    if isKind(framework, of: "NSTextView") {
      switch property {
      case "string", "selectedRange": return CuratedProperty(owner: framework, cost: textCost, guardStyle: .textInput(markedText: "!\(parameter).hasMarkedText()"))
      default: break
      }
    }
    if isKind(framework, of: "NSTextField"), property == "stringValue" {
      return CuratedProperty(owner: framework, cost: "re-setting it while the field is being edited replaces the field editor's text, its selection and an open IME composition",
        guardStyle: .none(reason: "an NSTextField's composition lives in its field editor (`currentEditor()`); compare there or skip writes while the field is being edited"))
    }
    if isKind(framework, of: "UIScrollView"), property == "contentOffset" {
      return CuratedProperty(owner: framework, cost: "it stops a scroll in flight and snaps the user's scroll back", guardStyle: .equality)
    }
    if framework == "MKMapView" {
      let cost = "it snaps back the user's pan and zoom"
      switch property {
      case "region": return CuratedProperty(owner: framework, cost: cost, guardStyle: .regionTolerance)
      case "visibleMapRect", "camera", "centerCoordinate":
        return CuratedProperty(owner: framework, cost: cost, guardStyle: .none(reason: "MapKit adjusts map values to fit the view, so the value read back seldom equals the one set; keep the last applied value in the Coordinator and compare with that"))
      default: break
      }
    }
    if framework == "PDFView", property == "document" {
      return CuratedProperty(owner: framework, cost: "a different document object reloads the view at its first page", guardStyle: .identity)
    }
    if framework == "QLPreviewView", property == "previewItem" {
      return CuratedProperty(owner: framework, cost: "it reloads the preview", guardStyle: .none(reason: "a preview item has no reliable equality; keep the last item applied in the Coordinator and compare with that"))
    }
    if isKind(framework, of: "UIImagePickerController"), property == "cameraDevice" {
      return CuratedProperty(owner: framework, cost: "it undoes the user's switch between the front and rear camera", guardStyle: .equality)
    }
    if framework == "NSPathControl", property == "url" {
      return CuratedProperty(owner: framework, cost: "it rebuilds the path items", guardStyle: .equality)
    }
    return nil
  }

  // MARK: Statements in update

  /// An unconditional, top-level assignment `P.prop = value` in update to a curated property of the update
  /// parameter, with what the rules need to report and fix it.
  struct CuratedAssignment {
    let assignment: Assignment
    let property: String
    let curated: CuratedProperty
    let parameter: Parameter
  }

  /// Every candidate assignment of update, after the exemptions the two assignment rules share.
  static func curatedAssignments(_ context: AnalysisContext, _ representable: Representable) -> [CuratedAssignment] {
    guard let parameter = parameter(representable, context: context), let framework = parameter.framework,
      let facts = context.facts(of: representable.update)
    else { return [] }
    // A flag set and reset around the update with `defer` marks a deliberate per-update write.
    if facts.assignments.contains(where: { $0.site.inDefer }) { return [] }
    var result: [CuratedAssignment] = []
    for assignment in facts.assignments where assignment.isPlain && !assignment.site.inClosure {
      guard let path = assignment.targetPath, path.components.count == 2, path.root == parameter.name, let property = path.last,
        !isConditional(assignment.site, parameter: parameter.name, property: property),
        let curated = curated(property, on: framework, parameter: parameter.name), !parameter.workspaceOverrides(property)
      else { continue }
      // Per-update values from the context, and closures, are refreshed on purpose.
      if assignment.value.kind == .closureExpr { continue }
      if assignment.value.mentions(path: ["context", "transaction"]) || assignment.value.mentions(path: ["context", "environment"]) { continue }
      result.append(CuratedAssignment(assignment: assignment, property: property, curated: curated, parameter: parameter))
    }
    return result
  }

  /// RULES.md's "conditional", except that a mode check on the view itself (`if uiView.sourceType == .camera`:
  /// one comparison of another property of the parameter with an enum case) does not count: it is true on
  /// every update in that mode, so the write still repeats on every update.
  static func isConditional(_ site: Site, parameter: String, property: String) -> Bool {
    site.conditions.contains { condition in
      !condition.isUnwrapOnly && !isModeCheck(condition, parameter: parameter, property: property)
    }
  }

  static func isModeCheck(_ condition: Condition, parameter: String, property: String) -> Bool {
    guard condition.kind == .if, !condition.inElse, condition.clauses.count == 1, let clause = condition.clauses.first,
      clause.kind == .expression, clause.node.kind == .sequenceExpr, clause.node.childNodes.count == 2,
      clause.comparisons.count == 1, let comparison = clause.comparisons.first, comparison.op == "==",
      let lhs = comparison.lhsPath, lhs.root == parameter, lhs.count == 2, lhs.last != property,
      let rhs = comparison.rhsPath, rhs.root == "", rhs.count == 2
    else { return false }
    return true
  }

  /// `parent.x = …` writes of the representable's `@Binding` properties in the Coordinator, by binding name.
  static func coordinatorBindingWrites(_ context: AnalysisContext, _ representable: Representable) -> [String: Assignment] {
    guard let coordinator = representable.coordinator else { return [:] }
    let bindings = Set(representable.properties(wrappedBy: ["Binding"]).map(\.name))
    guard !bindings.isEmpty else { return [:] }
    let parentName = coordinator.parentProperty(representable: representable.name)?.name ?? "parent"
    var writes: [String: Assignment] = [:]
    for function in coordinator.functions {
      guard let facts = context.facts(of: function) else { continue }
      for assignment in facts.assignments where assignment.isPlain {
        guard let path = assignment.targetPath?.withoutSelf, path.count >= 2, path.root == parentName else { continue }
        let name = path.components[1]
        guard bindings.contains(name), path.count == 2 || (path.count == 3 && path.last == "wrappedValue") else { continue }
        if writes[name] == nil { writes[name] = assignment }
      }
    }
    return writes
  }

  /// The binding an assignment's value names (`text` or `self.text`), when it is a `@Binding` of the representable.
  static func bindingName(_ assignment: Assignment, _ representable: Representable) -> String? {
    guard var path = assignment.valuePath?.withoutSelf else { return nil }
    if path.count == 2, path.last == "wrappedValue" { path = MemberPath([path.components[0]]) }
    guard path.count == 1, let name = path.root,
      let property = representable.property(named: name),
      property.hasAttribute("Binding") || property.type?.hasPrefix("Binding<") == true
    else { return nil }
    return name
  }

  // MARK: Fixes

  /// The guard fix for a curated assignment, or nil (with the reason in the rationale) where none is right.
  static func guardFix(_ context: AnalysisContext, _ item: CuratedAssignment) -> Fix? {
    let target = context.text(of: item.assignment.target)
    let value = context.text(of: item.assignment.value)
    let header: String
    switch item.curated.guardStyle {
    case .textInput(let markedText):
      header = "if \(target) != \(value)" + (markedText.map { ", \($0)" } ?? "")
    case .equality:
      header = "if \(target) != \(value)"
    case .identity:
      header = "if \(target) !== \(value)"
    case .regionTolerance:
      guard let tolerance = regionTolerance(current: target, requested: value) else { return nil }
      header = "if \(tolerance)"
    case .none:
      return nil
    }
    let simpleValue = item.assignment.valuePath != nil
    return Fix(title: "Assign `\(item.property)` only when it differs", edits: [context.editor.wrap(item.assignment.node, header: header)],
      isPreferred: true, safeForFixAll: simpleValue)
  }

  /// A condition that is true when `requested` differs from `current` by more than 1% of its span in centre or
  /// span (MapKit fits the region to the view, so exact equality almost never holds). Only for plain paths.
  static func regionTolerance(current: String, requested: String) -> String? {
    guard requested.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) else { return nil }
    let r = requested
    let c = current
    return "abs(\(c).center.latitude - \(r).center.latitude) > \(r).span.latitudeDelta * 0.01"
      + " || abs(\(c).center.longitude - \(r).center.longitude) > \(r).span.longitudeDelta * 0.01"
      + " || abs(\(c).span.latitudeDelta - \(r).span.latitudeDelta) > \(r).span.latitudeDelta * 0.01"
      + " || abs(\(c).span.longitudeDelta - \(r).span.longitudeDelta) > \(r).span.longitudeDelta * 0.01"
  }

  /// The sentence that explains why a curated assignment has no fix.
  static func noFixReason(_ style: GuardStyle) -> String? {
    if case .none(let reason) = style { return reason }
    return nil
  }
}
