import SwiftLiteParser

/// A view, controller, document or player built in the representable's struct value (or in a body, as its
/// argument): a new one on every parent render.
public enum ObjectCreatedPerRenderRule: RepresentableRule, FileRule {
  public static let description = RuleDescription(
    id: "object-created-per-render",
    name: "Object created on every render",
    summary: "A representable's stored property default, its `init`, or a body passing an argument to it constructs a view, controller, `PDFDocument`, `AVPlayer`, `AVPlayerItem`, or an object make puts on screen, so every parent render builds a new one.",
    rationale: """
      A representable is a value that SwiftUI re-creates whenever the view that contains it computes its \
      `body` again. Make runs only once, for the first value; update receives every later value. So an object \
      built as a stored property's default value, in the representable's `init`, or as an argument in the \
      parent's `body` is built again on every parent render: make keeps the first one, update sees a \
      different one each time, and an identity check in update (`!==`) is always true: a PDF reloads and loses \
      its page, a player starts over, a view that update configures is not the one on screen.

      The same holds for an object of any type that make puts on screen (returns it or a member of it, \
      `return renderer.textView`, or adds it with `addSubview`/`addChild`): the view on screen belongs to the \
      first value, and update configures a fresh object that is not displayed.

      Build views and controllers in make. Create documents and players once, in the Coordinator or in a model \
      object the parent owns (`@State`/`@StateObject`), and pass the URL or that object. There is no quick fix: \
      where the object should live depends on the code.

      Never reported: constructions in make, update, makeCoordinator, the Coordinator or a model object; \
      closures that run later (button actions, `.onAppear`, `.task`, `.onChange`); `@State`/`@StateObject` \
      initial values and other wrapped properties; `static` properties; `AVCaptureSession()` \
      (`capture-session-in-representable` reports it).

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:), \
      https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:), \
      https://developer.apple.com/documentation/swiftui/state, \
      https://developer.apple.com/documentation/pdfkit/pdfview/document
      """,
    category: .lifecycle, tier: 2, defaultSeverity: .warning, seedSource: "SKILL.md: Lifecycle Timing; recipes: PDFView, AVPlayer",
    nonTriggering: ObjectCreatedPerRenderRuleExamples.nonTriggering,
    triggering: ObjectCreatedPerRenderRuleExamples.triggering
  )

  static let heavyObjects: Set<String> = ["PDFDocument", "AVPlayer", "AVPlayerItem", "AVQueuePlayer"]

  /// Modifiers and parameters whose closures run later, not while the body is computed.
  static let deferredClosureCalls: Set<String> = [
    "onAppear", "onDisappear", "task", "onChange", "onReceive", "onTapGesture", "onLongPressGesture", "onSubmit",
    "onEnded", "onChanged", "onOpenURL", "onDrop", "onHover", "onContinuousHover", "refreshable", "onCommit",
    "async", "asyncAfter", "Task", "perform", "onDelete", "onMove", "onPreferenceChange", "alert", "confirmationDialog",
  ]

  static func isBuiltObject(_ type: String, madeType: String?, model: InteropModel) -> Bool {
    if type == "AVCaptureSession" { return false }
    return heavyObjects.contains(type) || LifecycleBodySupport.isViewOrController(type, madeType: madeType, model: model)
  }

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    let model = context.interop
    var findings: [Finding] = []
    guard let primary = representable.primary, primary.keyword == .struct else { return [] }
    let installed = installedNames(context, representable)
    // Stored property defaults.
    for property in representable.properties where !property.isComputed && !property.hasPropertyWrapper {
      guard let value = property.initializer,
        let construction = LifecycleBodySupport.constructions(in: value).first(where: { construction in
          guard let type = LifecycleBodySupport.constructedType(construction), type != "AVCaptureSession" else { return false }
          return isBuiltObject(type, madeType: representable.madeType, model: model) || installed.contains(property.name)
        }),
        let written = LifecycleBodySupport.constructedType(construction)
      else { continue }
      let type = resolved(written, representable)
      let message = "`\(property.name)` builds a new `\(type)` every time `\(representable.name)` is created, on every render of "
        + "its parent; \(advice(type, representable))."
      findings.append(finding(property.nameToken.textRange, message))
    }
    // `init` assignments.
    let names = Set(representable.properties.filter { !$0.hasPropertyWrapper }.map(\.name))
    for initializer in representable.functions where initializer.keyword == "init" {
      guard let facts = context.facts(of: initializer) else { continue }
      for assignment in facts.assignments where assignment.isPlain && !assignment.site.inClosure {
        guard let path = assignment.targetPath?.withoutSelf, path.count == 1, let name = path.root, names.contains(name),
          let construction = LifecycleBodySupport.constructions(in: assignment.value).first(where: { construction in
            guard let type = LifecycleBodySupport.constructedType(construction), type != "AVCaptureSession" else { return false }
            return isBuiltObject(type, madeType: representable.madeType, model: model) || installed.contains(name)
          }),
          let written = LifecycleBodySupport.constructedType(construction)
        else { continue }
        let type = resolved(written, representable)
        let message = "`init` builds a new `\(type)` for `\(name)` every time `\(representable.name)` is created, on every render of "
          + "its parent; \(advice(type, representable))."
        findings.append(finding(assignment.node.range, message))
      }
    }
    return findings
  }

  /// Arguments of view bodies (the file, after the representables).
  public static func analyze(_ context: AnalysisContext) -> [Finding] { bodyArguments(context) }

  /// Names of the representable's properties that make puts on screen: returns them (or a member of them:
  /// `return text.view`) or adds them to the view hierarchy (`addSubview(p)`, `addChild(p)`).
  static func installedNames(_ context: AnalysisContext, _ representable: Representable) -> Set<String> {
    guard let make = representable.make, let facts = context.facts(of: make) else { return [] }
    var names: Set<String> = []
    func root(_ node: SyntaxNode?) -> String? {
      guard let path = MemberPath(node)?.withoutSelf, let root = path.root, !root.isEmpty else { return nil }
      return root
    }
    // A local that make returns is followed once (`let view = renderer.textView; …; return view`).
    func origin(_ node: SyntaxNode?) -> String? {
      guard let name = root(node) else { return nil }
      if let binding = facts.bindings.first(where: { $0.name == name && !$0.site.inClosure }) { return root(binding.value) }
      return name
    }
    for item in facts.returns where !item.site.inClosure {
      if let name = origin(item.value) { names.insert(name) }
    }
    if facts.statements.count == 1, let only = facts.statements.first, let name = root(only) { names.insert(name) }
    for call in facts.calls where !call.site.inClosure && installers.contains(call.name) {
      if let name = origin(call.arguments.first?.value) { names.insert(name) }
    }
    let properties = Set(representable.properties.map(\.name))
    return names.intersection(properties).subtracting(make.parameters.map(\.name))
  }

  /// A type name through a typealias of the representable (`typealias View = WKWebView`).
  static func resolved(_ name: String, _ representable: Representable) -> String {
    for entry in representable.declarations.flatMap(\.members) {
      if case .typeAlias(let alias) = entry, alias.name == name { return TypeName.simple(alias.target) }
    }
    return name
  }

  static let installers: Set<String> = ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addChild"]

  static func advice(_ type: String, _ representable: Representable) -> String {
    if heavyObjects.contains(type) {
      return "create it once in the Coordinator or in a model the parent owns, and pass that object or its URL"
    }
    return "build it in `\(representable.kind.makeName)`"
  }

  /// In a `body` or a `@ViewBuilder` member, a construction passed to a representable's initializer.
  static func bodyArguments(_ context: AnalysisContext) -> [Finding] {
    let model = context.interop
    let byName = Dictionary(model.representables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    guard !byName.isEmpty else { return [] }
    var roots: [SyntaxNode] = []
    for type in model.types where type.keyword != .protocol {
      for property in type.properties where property.name == "body" || property.hasAttribute("ViewBuilder") {
        if let accessors = property.binding.accessorBlock { roots.append(accessors) }
      }
      for function in type.functions where function.hasAttribute("ViewBuilder") {
        if let body = function.body { roots.append(body) }
      }
    }
    var findings: [Finding] = []
    var seen: Set<Int> = []
    for root in roots {
      root.walk { node in
        if node.kind == .closureExpr, runsLater(node) { return .skipChildren }
        guard node.kind == .callExpr else { return .visitChildren }
        let call = Call(node: node, site: .top)
        guard let type = LifecycleBodySupport.constructedType(call), let representable = byName[type] else { return .visitChildren }
        for argument in call.arguments {
          for construction in LifecycleBodySupport.constructions(in: argument.value) {
            guard let built = LifecycleBodySupport.constructedType(construction), byName[built] == nil,
              isBuiltObject(built, madeType: nil, model: model), seen.insert(construction.node.offset).inserted
            else { continue }
            let message = "`\(built)(…)` is built every time this body is computed and passed to `\(representable.name)`: each render "
              + "hands update a new object while make kept the first; create it once (`@State`, `@StateObject`, a model) and pass that."
            findings.append(finding(construction.node.range, message))
          }
        }
        return .visitChildren
      }
    }
    return findings
  }

  /// A closure passed to a modifier or call that runs it later (an action, `.onAppear`, `.task`), or a
  /// `Button`'s action.
  static func runsLater(_ closure: SyntaxNode) -> Bool {
    let facts = Closure(node: closure, site: .top)
    if let label = facts.label, label == "action" || label == "perform" || label == "onCommit" || label == "completion" { return true }
    guard let name = facts.calleeName else { return false }
    if deferredClosureCalls.contains(name) { return true }
    // `Button { action } label: { … }`: the unlabeled trailing closure is the action.
    if name == "Button", facts.label == nil, let call = facts.call, call.trailingClosures.first?.closure == closure,
      call.trailingClosures.count > 1 || call.arguments.contains(where: { $0.label == nil })
    {
      return true
    }
    return false
  }
}
