import SwiftLiteParser

/// An input of the representable that make applies and update never reads.
public enum UpdateIgnoresInputRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "update-ignores-input",
    name: "Update ignores an input",
    summary: "A plain stored property of the representable is read by make but never by update, so later values never reach the view.",
    rationale: """
      SwiftUI calls make once, for the first value of the representable, and update for every later value. \
      A stored property that make reads and update never reads (directly, or through a method or closure it \
      calls) is applied once: when the parent passes a different value, nothing changes on screen. For a \
      hosting controller made in make, its `rootView` keeps the first content.

      Apply the property in update, behind a change check where re-applying it has a cost, or, when it is \
      meant for creation only, rename it `initial…` so the intent is visible. There is no quick fix.

      Never reported: wrapped properties (`@Binding`, `@ObservedObject`, `@Environment`, …: they are read \
      through their storage or observed); a `let` with a default value (callers cannot set it); names that \
      start with `initial` or `default`; properties read only by the Coordinator; properties that hold an \
      object, a closure or a type this file does not declare (a model or controller the parent hands back \
      again is the same object; a closure is often a factory used once; only values such as strings, numbers, \
      URLs, data, colours, value types of this file and SwiftUI content are reported); representables of a system \
      modal controller (mail and message composers, `SFSafariViewController`, `UIActivityViewController`, \
      `UIImagePickerController`, `VNDocumentCameraViewController`, `UIDocumentPickerViewController`, and \
      `PHPickerViewController`), whose configuration is fixed once presented; an embedded photo picker at an \
      iOS 17 or later target is reported only for what `updatePicker(using:)` can change (`selectionLimit`, \
      `edgesWithoutContentMargins`); an update that holds only a comment (a documented no-op); an update \
      that passes `self` on (`context.coordinator.parent = self`); a representable whose update is not in \
      this file.

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:), \
      https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:), \
      https://developer.apple.com/documentation/photosui/phpickerviewcontroller/updatepicker(using:), \
      https://developer.apple.com/documentation/photosui/phpickerconfiguration-swift.struct/update
      """,
    category: .lifecycle, tier: 2, defaultSeverity: .information, seedSource: "SKILL.md: Lifecycle Timing; checklist",
    nonTriggering: UpdateIgnoresInputRuleExamples.nonTriggering,
    triggering: UpdateIgnoresInputRuleExamples.triggering
  )

  static let modalControllers: Set<String> = [
    "MFMailComposeViewController", "MFMessageComposeViewController", "SFSafariViewController", "UIActivityViewController",
    "UIImagePickerController", "VNDocumentCameraViewController", "UIDocumentPickerViewController",
  ]

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    // Update elsewhere, in a file not read, is unknown: silent unless it can only be here.
    guard let make = representable.make, let update = representable.update, !LifecycleBodySupport.isCommentOnly(update),
      !isModal(representable, context)
    else { return findings }
    let candidates = representable.properties.filter { property in
      !property.isComputed && !property.hasPropertyWrapper && !(property.isLet && property.hasInitializer)
        && !property.name.hasPrefix("initial") && !property.name.hasPrefix("default")
        && isValueInput(property, representable, context)
    }
    guard !candidates.isEmpty, let updateReads = reads(of: update, context, representable, throughCoordinator: true) else { return findings }
    guard let makeReads = reads(of: make, context, representable, throughCoordinator: false) else { return findings }
    var shadowed = makeShadows(make, context)
    if let updatable = updatablePickerInputs(representable, context) {
      shadowed.formUnion(candidates.map(\.name).filter { !updatable.contains($0) })
    }
    let hosting = representable.madeType.map { $0 == "UIHostingController" || $0 == "NSHostingController" } ?? false
    for property in candidates where makeReads.contains(property.name) && !updateReads.contains(property.name) && !shadowed.contains(property.name) {
      var message = "`\(property.name)` is read in `\(make.name)` but never in `\(update.name)`: when `\(representable.name)` is "
        + "re-created with a different `\(property.name)`, the view keeps the first value."
      if hosting { message += " The hosting controller's `rootView` stays frozen." }
      findings.append(finding(property.nameToken.textRange, message))
    }
    return findings
  }

  static let valueTypes: Set<String> = [
    "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "Bool", "Decimal", "TimeInterval", "URL", "Data", "Date", "UUID", "CGSize", "CGPoint", "CGRect",
    "CGVector", "NSRange", "AttributedString", "NSAttributedString", "LocalizedStringKey", "Color", "UIColor", "NSColor",
    "Font", "UIFont", "NSFont", "Image", "UIImage", "NSImage", "EdgeInsets", "UIEdgeInsets", "NSEdgeInsets",
    "CLLocationCoordinate2D", "CLLocationDistance", "CLLocationDegrees", "MKCoordinateRegion", "MKCoordinateSpan",
    "Locale", "TimeZone", "NSTextAlignment", "AnyView",
  ]

  /// A value the parent passes in (a string, a number, a URL, data, a colour, a value type of this file, SwiftUI
  /// content), as opposed to a reference the parent keeps handing back (a model object, a controller) or a
  /// closure (often a factory used once): only for a value does a later render bring a different input.
  static func isValueInput(_ property: PropertyDecl, _ representable: Representable, _ context: AnalysisContext) -> Bool {
    guard var type = property.type else {
      return property.initializer?.kind == .literalExpr
    }
    if type.contains("->") { return false }
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    if type.hasPrefix("[") && type.hasSuffix("]") {
      // `[T]` and `[K: V]`: every element a value.
      let inner = type.dropFirst().dropLast()
      return inner.split(separator: ":").allSatisfy { part in
        isValueTypeName(String(part), representable, context)
      }
    }
    return isValueTypeName(type, representable, context)
  }

  static func isValueTypeName(_ written: String, _ representable: Representable, _ context: AnalysisContext) -> Bool {
    var name = written
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    if valueTypes.contains(name) { return true }
    // SwiftUI content: a generic parameter of the representable constrained to `View`.
    if let primary = representable.primary {
      for parameter in primary.node.genericParameters where parameter.nameToken?.identifierText == name {
        let constraint = parameter.childNodes.last.map { context.text(of: $0) } ?? ""
        if constraint == "View" || constraint == "SwiftUI.View" { return true }
      }
    }
    // A struct or enum of this file.
    return (context.interop.typesByName[name] ?? []).contains { ($0.keyword == .struct || $0.keyword == .enum) && !$0.isExtension }
  }

  /// The made type is a system modal controller whose configuration is fixed once presented.
  static func isModal(_ representable: Representable, _ context: AnalysisContext) -> Bool {
    guard let made = representable.madeType else { return false }
    if LifecycleBodySupport.isKind(made, ofAny: modalControllers, model: context.interop) { return true }
    guard LifecycleBodySupport.isKind(made, ofAny: ["PHPickerViewController"], model: context.interop) else { return false }
    // An embedded picker (iOS 17 `mode`/`disabledCapabilities`) can be updated with `updatePicker(using:)`.
    guard let target = context.configuration.deploymentTarget, target.platform == "iOS", !target.isBelow(major: 17),
      let facts = context.facts(of: representable.make)
    else { return true }
    let embedded = facts.assignments.contains { ["mode", "disabledCapabilities"].contains($0.targetPath?.last ?? "") }
    return !embedded
  }

  /// For an embedded photo picker (iOS 17+), the names make reads into what `updatePicker(using:)` can change.
  static func updatablePickerInputs(_ representable: Representable, _ context: AnalysisContext) -> Set<String>? {
    guard let made = representable.madeType, LifecycleBodySupport.isKind(made, ofAny: ["PHPickerViewController"], model: context.interop),
      let facts = context.facts(of: representable.make)
    else { return nil }
    var names: Set<String> = []
    for assignment in facts.assignments where ["selectionLimit", "edgesWithoutContentMargins"].contains(assignment.targetPath?.last ?? "") {
      names.formUnion(readNames(in: assignment.value).names)
    }
    return names
  }

  /// Names that make binds itself (locals, parameters): a read of them is not a read of the property.
  static func makeShadows(_ make: FunctionDecl, _ context: AnalysisContext) -> Set<String> {
    guard let facts = context.facts(of: make) else { return [] }
    return Set(facts.bindings.map(\.name) + make.parameters.map(\.name))
  }

  /// The property names a method reads, directly or through the representable's methods it calls (and, for
  /// update, the Coordinator methods it calls, through `parent`); every name when it passes `self` on; nil when
  /// it calls a Coordinator method this file does not declare.
  static func reads(of function: FunctionDecl, _ context: AnalysisContext, _ representable: Representable, throughCoordinator: Bool) -> Set<String>? {
    var names: Set<String> = []
    var visited: Set<Int> = []
    var queue: [FunctionDecl] = [function]
    var steps = 0
    let all = Set(representable.properties.map(\.name))
    while let current = queue.popLast(), steps < 64 {
      steps += 1
      guard let body = current.body, visited.insert(body.offset).inserted else { continue }
      let found = readNames(in: body)
      if found.wholeSelf { return all }
      names.formUnion(found.names)
      let facts = context.facts(ofBody: body)
      queue += LifecycleBodySupport.selfCalls(facts, representable)
      guard throughCoordinator, let contextName = LifecycleBodySupport.contextName(function) else { continue }
      let locals = LifecycleBodySupport.coordinatorLocals(facts, contextName: contextName)
      for call in facts.calls {
        guard let receiver = call.receiverPath?.withoutSelf,
          receiver.components == [contextName, "coordinator"] || (receiver.count == 1 && receiver.root.map(locals.contains) == true)
        else { continue }
        let methods = representable.coordinator?.functions(named: call.name) ?? []
        if methods.isEmpty {
          if !MissingDismantleRule.coordinatorIsLocal(representable) || representable.coordinator == nil { return nil }
          continue
        }
        let parentName = representable.coordinator?.parentProperty(representable: representable.name)?.name ?? "parent"
        for method in methods {
          method.body?.walk { node in
            if let path = node.memberPath, path.count >= 2 {
              let trimmed = path.first == "self" ? Array(path.dropFirst()) : path
              if trimmed.count >= 2, trimmed[0] == parentName { names.insert(trimmed[1]) }
            }
            return .visitChildren
          }
        }
      }
    }
    return names
  }

  /// Identifiers read in a body (`url`, `self.url`), and whether `self` is used as a whole value.
  static func readNames(in body: SyntaxNode) -> (names: Set<String>, wholeSelf: Bool) {
    var names: Set<String> = []
    var wholeSelf = false
    func visit(_ node: SyntaxNode) {
      switch node.kind {
      case .identifierExpr:
        if node.firstToken?.kind == .kw_self {
          let isBase = node.parent?.kind == .memberAccessExpr && node.parent?.base == node
          if !isBase { wholeSelf = true }
        } else if let token = node.nameToken {
          names.insert(token.identifierText)
        }
      case .memberAccessExpr:
        if let path = node.memberPath, path.count >= 2, path[0] == "self" { names.insert(path[1]) }
      default:
        break
      }
    }
    visit(body)
    body.walk { node in
      visit(node)
      return .visitChildren
    }
    return (names, wholeSelf)
  }
}
