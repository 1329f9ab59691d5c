import SwiftLiteParser

/// A class or actor conforming to a representable protocol.
public enum RepresentableIsClassRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "representable-is-class",
    name: "Representable declared as a class",
    summary: "A `class` or `actor` conforms to a representable protocol; SwiftUI requires a value type and stops the app when it meets one.",
    rationale: """
      Representables are SwiftUI views: SwiftUI stores, copies and compares their values and recreates them \
      whenever the parent's body runs. Since iOS 16 and macOS 13 (apps built with Xcode 14 or later), SwiftUI \
      checks that a representable is a value type and stops the app with a fatal error when it first shows a \
      class one ("UIViewRepresentables must be value types", and the same for the controller and AppKit \
      kinds); the compiler says nothing.

      Declare the representable as a `struct` and keep reference-type state (delegates, caches, observers) in \
      the Coordinator, which SwiftUI keeps for the view's whole life. The fix turns `class` into `struct` and \
      drops `final` only where that is all it takes: no superclass or class-only protocol, no `deinit`, no \
      `weak`/`unowned`/`lazy` stored property, no `override`/`convenience`/`required`/`class`/`final`/`@objc` \
      member, no `[weak self]` capture and no method that assigns a stored property (it would need `mutating`).

      Never reported: a class that only holds or creates a representable, and a Coordinator.

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable, \
      https://developer.apple.com/forums/thread/709433
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .error, seedSource: "SKILL.md: UIViewRepresentable Protocol",
    nonTriggering: RepresentableIsClassRuleExamples.nonTriggering,
    triggering: RepresentableIsClassRuleExamples.triggering,
    corrections: RepresentableIsClassRuleExamples.corrections
  )

  /// Protocols a class may list that a struct can adopt too.
  static let valueProtocols: Set<String> = ["View", "Equatable", "Hashable", "Identifiable", "Sendable", "Codable",
    "Encodable", "Decodable", "CustomStringConvertible", "CustomDebugStringConvertible"]

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    let model = context.interop
    var findings: [Finding] = []
    guard let primary = representable.primary, primary.keyword == .class || primary.keyword == .actor,
      let nameToken = primary.nameToken
    else { return findings }
    // A Coordinator of another representable is not itself placed in a view hierarchy.
    if model.representable(coordinatedBy: primary) != nil { return findings }
    let keyword = primary.keyword.rawValue
    let kind = representable.kind
    // The trap's text as reported for these kinds; the others get the same check without a quoted message.
    let quoted: Set<RepresentableKind> = [.uiView, .uiViewController, .nsView]
    let trap = quoted.contains(kind) ? "with \"\(kind.protocolName)s must be value types\" " : ""
    let message = "`\(representable.name)` is \(keyword == "actor" ? "an actor" : "a class") conforming to `\(kind.protocolName)`; "
      + "SwiftUI requires a value type and stops the app \(trap)when it shows it. Make it a `struct`."
    var fixes: [Fix] = []
    if primary.keyword == .class, canBecomeStruct(representable, primary: primary, context: context),
      let keywordToken = primary.node.declarationKeyword
    {
      var edits = [TextEdit(range: keywordToken.textRange, replacement: "struct")]
      for modifier in primary.node.modifiers where modifier.textEquals("final") {
        let end = modifier.nextToken?.textRange.lowerBound ?? modifier.textRange.upperBound
        edits.append(TextEdit(range: modifier.textRange.lowerBound..<end, replacement: ""))
      }
      fixes.append(Fix(title: "Make `\(representable.name)` a struct", edits: edits))
    }
    findings.append(finding(nameToken.textRange, message, fixes: fixes))
    return findings
  }

  /// Whether `class` → `struct` is all the change needs (see the rationale).
  static func canBecomeStruct(_ representable: Representable, primary: TypeDecl, context: AnalysisContext) -> Bool {
    let model = context.interop
    let fileProtocols = Set(model.types.filter { $0.keyword == .protocol }.map(\.name))
    for inherited in representable.declarations.flatMap(\.inheritance) {
      let resolved = TypeName.simple(model.declarations.typeAliases[inherited.name] ?? inherited.name)
      if RepresentableKind.named(resolved) != nil || valueProtocols.contains(resolved) { continue }
      // A protocol declared here without a class constraint is fine; anything else may be a superclass.
      if fileProtocols.contains(resolved),
        let declaration = model.types.first(where: { $0.keyword == .protocol && $0.name == resolved }),
        !declaration.inheritance.contains(where: { $0.name == "AnyObject" || $0.name == "NSObjectProtocol" })
      {
        continue
      }
      return false
    }
    if primary.attributes.contains(where: { $0 == "Observable" || $0 == "objc" || $0 == "objcMembers" }) { return false }
    let classOnlyModifiers: Set<String> = ["override", "convenience", "required", "class", "final", "dynamic", "weak", "unowned", "lazy"]
    var storedVars: Set<String> = []
    for declaration in representable.declarations {
      for entry in declaration.members {
        switch entry {
        case .function(let function):
          if function.keyword == "deinit" { return false }
          if function.modifiers.contains(where: { classOnlyModifiers.contains($0) }) { return false }
          if function.attributes.contains("objc") { return false }
        case .property(let property):
          if property.modifiers.contains(where: { classOnlyModifiers.contains($0) }) { return false }
          if property.attributes.contains("objc") { return false }
          if !property.isLet, !property.isComputed, !property.isStatic, !property.hasPropertyWrapper { storedVars.insert(property.name) }
        default:
          continue
        }
      }
      // `[weak self]` / `[unowned self]` only compiles for a class.
      let weakSelf = declaration.node.descendants(.captureItem).contains { item in
        item.captureSpecifier != nil && item.capturedName == "self"
      }
      if weakSelf { return false }
    }
    // A method that assigns a stored `var` would need `mutating` in a struct.
    for function in representable.functions where function.keyword == "func" && !function.isStatic {
      guard let facts = context.facts(of: function) else { continue }
      for assignment in facts.assignments {
        guard let path = assignment.targetPath?.withoutSelf, let root = path.root else { continue }
        if storedVars.contains(root) && (assignment.targetPath?.root == "self" || !isLocal(root, in: facts)) { return false }
      }
    }
    return true
  }

  static func isLocal(_ name: String, in facts: BodyFacts) -> Bool {
    facts.bindings.contains { $0.name == name }
  }
}
