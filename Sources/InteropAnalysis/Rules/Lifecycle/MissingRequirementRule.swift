import SwiftLiteParser

/// A representable without make or update.
public enum MissingRequirementRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "missing-requirement",
    name: "Missing make or update",
    summary: "A representable (every declaration of it in the workspace together) has no make or no update method.",
    rationale: """
      `makeUIView(context:)` and `updateUIView(_:context:)` (and their controller and AppKit spellings) have no \
      default implementation: without them the type does not conform, and the compiler's message names the \
      protocol rather than the method to write. (`UIGestureRecognizerRepresentable` requires only \
      `makeUIGestureRecognizer(context:)`.)

      Any file may extend a type with the missing method, so the rule reports a representable whose every \
      declaration is known: a `private` or `fileprivate` type (or one nested in such a type), or, once the \
      workspace scan has read every file, any type none of whose declarations in other files holds it. A \
      near-miss name is reported by `lifecycle-name-typo` instead, and make or update spelled for the other kind \
      by `wrong-representable-kind`. The fix inserts the missing methods with the right signature for the kind; \
      make's stub constructs the made type, to be replaced with the real setup.

      Never reported: a representable that a file not yet read may extend (a file analysed alone, or while the \
      scan runs); a method of that name in another file's extension; a near-miss name there; a representable \
      that also adopts another protocol, here or in another file (a protocol extension may implement the \
      method).

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable, \
      https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:), \
      https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .error, seedSource: "SKILL.md: Required Methods",
    nonTriggering: MissingRequirementRuleExamples.nonTriggering,
    triggering: MissingRequirementRuleExamples.triggering,
    corrections: MissingRequirementRuleExamples.corrections
  )

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    var findings: [Finding] = []
    // Any file may extend the type: without the whole workspace, only a file-scoped type can be judged.
    let fileScoped = LifecycleSupport.isFileScoped(representable)
    let workspace = fileScoped ? nil : WorkspaceSupport.complete(context)
    guard fileScoped || workspace != nil, let nameToken = representable.primary?.nameToken ?? representable.nameToken,
      let kind = LifecycleSupport.singleKind(representable, model: context.interop), kind == representable.kind
    else { return findings }
    var elsewhere: Set<String> = []
    if workspace != nil {
      // The other files' extensions of the type (and the type itself, when this file only extends it).
      if WorkspaceSupport.adoptsOtherProtocol(representable.name, context) { return findings }
      elsewhere = WorkspaceSupport.otherFunctionNames(of: representable.name, context)
    }
    // Another protocol may supply make or update in a protocol extension (of any file).
    let aliases = LifecycleSupport.aliasTargets(context.interop)
    let adoptsOther = representable.declarations.flatMap(\.inheritance).contains { inherited in
      let names = [inherited.name] + Array(aliases[inherited.name] ?? [])
      return !names.contains { RepresentableKind.named($0) != nil || RepresentableIsClassRule.valueProtocols.contains($0) }
    }
    if adoptsOther { return findings }
    let existing = Set(representable.functions.filter { $0.keyword == "func" }.map(\.name)).union(elsewhere)
    var required = [kind.makeName]
    if kind != .uiGestureRecognizer { required.append(kind.updateName) }
    let nearMisses = Set(LifecycleNameTypoRule.nearMisses(representable, context: context).map(\.1.name))
    let otherKind: Set<String> = kind.counterpart.map { [$0.makeName, $0.updateName] } ?? []
    if !existing.isDisjoint(with: otherKind) { return findings }
    let missing = required.filter { !existing.contains($0) && !nearMisses.contains($0) }
    guard !missing.isEmpty else { return findings }
    // A near-miss name in another file's extension is `lifecycle-name-typo`'s (or a helper): no claim here.
    if elsewhere.contains(where: { name in missing.contains { FrameworkTypes.editDistance(name, $0) <= 2 } }) { return findings }
    let message = "`\(representable.name)` conforms to `\(kind.protocolName)` but has no "
      + missing.map { "`\($0)`" }.joined(separator: " or ") + "; SwiftUI requires it."
    let fixes = representable.primary.flatMap { fix(context, representable, primary: $0, missing: missing) }.map { [$0] } ?? []
    findings.append(finding(nameToken.textRange, message, fixes: fixes))
    return findings
  }

  /// Inserts the stubs before the closing brace of the primary declaration, when that brace is on its own line.
  static func fix(_ context: AnalysisContext, _ representable: Representable, primary: TypeDecl, missing: [String]) -> Fix? {
    guard let block = primary.node.memberBlock, let close = block.lastToken, close.kind == .rightBrace, !close.isMissing else { return nil }
    let editor = context.editor
    let closeStart = close.textRange.lowerBound
    let lineStart = editor.lineStart(at: closeStart)
    guard editor.text(lineStart..<closeStart).allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
    let kind = representable.kind
    let madeType = representable.madeType
      ?? representable.update.flatMap { $0.parameters.first.map { TypeName.simple($0.type) } }.flatMap { $0.isEmpty ? nil : $0 }
      ?? LifecycleSupport.baseType(of: kind)
    let indentation = primary.node.members.first.map { editor.indentation(of: $0) }
      ?? editor.indentation(ofLineAt: closeStart) + editor.indentUnit
    let unit = editor.indentUnit
    var lines: [String] = []
    for name in missing {
      if !primary.node.members.isEmpty || !lines.isEmpty { lines.append("") }
      if name == kind.makeName {
        lines += ["func \(name)(context: Context) -> \(madeType) {", unit + "\(madeType)()", "}"]
      } else {
        lines += ["func \(name)(_ \(kind.parameterName): \(madeType), context: Context) {", "}"]
      }
    }
    let text = lines.map { ($0.isEmpty ? "" : indentation + $0) + editor.lineBreak }.joined()
    let title = "Add " + missing.map { "`\($0)`" }.joined(separator: " and ")
    return Fix(title: title, edits: [TextEdit(range: lineStart..<lineStart, replacement: text)], isPreferred: true, safeForFixAll: false)
  }
}
