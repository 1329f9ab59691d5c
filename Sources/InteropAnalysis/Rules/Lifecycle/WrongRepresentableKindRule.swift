import SwiftLiteParser

/// A view representable that makes a controller, or the reverse.
public enum WrongRepresentableKindRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "wrong-representable-kind",
    name: "Wrong representable kind",
    summary: "A `UIViewRepresentable` makes a view controller (or a `UIViewControllerRepresentable` makes a view), or its methods are spelled for the other kind.",
    rationale: """
      Each protocol constrains what make returns: `UIViewRepresentable.UIViewType` must be a `UIView`, \
      `UIViewControllerRepresentable.UIViewControllerType` a `UIViewController` (and the same for `NSView` and \
      `NSViewController`). A view representable that makes a controller, or the reverse, does not compile, and \
      methods spelled for the other kind (`makeUIViewController` in a `UIViewRepresentable`) implement nothing. \
      A controller must be wrapped by the controller kind so that SwiftUI adds it to the controller hierarchy \
      (containment, appearance callbacks, presentation).

      Reported at the protocol name in the conformance when make's return type is a known controller type \
      (a name ending in `ViewController`/`Controller` with a framework prefix, a listed one such as \
      `UIImagePickerController`, or a class of this file whose superclass chain reaches one) in a view \
      representable, or a known view type in a controller representable; or when the representable has no make \
      or update of its kind but has those of the other kind. The fix switches the conformance and renames make, \
      update, dismantle, the `…Type` typealias and the sizeThatFits label to the other kind.

      Never reported: make returning a controller's `view` (a view is returned), and a made type that is \
      neither a known view nor a known controller.

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype, \
      https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype, \
      https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .error, seedSource: "SKILL.md: UIViewControllerRepresentable Protocol",
    nonTriggering: WrongRepresentableKindRuleExamples.nonTriggering,
    triggering: WrongRepresentableKindRuleExamples.triggering,
    corrections: WrongRepresentableKindRuleExamples.corrections
  )

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    let model = context.interop
    var findings: [Finding] = []
    let kind = representable.kind
    guard let other = kind.counterpart, LifecycleSupport.singleKind(representable, model: model) == kind else { return findings }
    var reason: String?
    var related: [RelatedLocation] = []
    if let make = representable.make, let madeType = representable.madeType {
      let made = LifecycleSupport.madeKind(of: madeType, in: model)
      if !kind.isController, made == .controller {
        reason = "`\(kind.makeName)` returns the view controller `\(madeType)`"
      } else if kind.isController, made == .view {
        reason = "`\(kind.makeName)` returns the view `\(madeType)`"
      }
      if reason != nil, let returnType = make.returnTypeNode {
        related.append(RelatedLocation(range: returnType.range, message: "`\(kind.makeName)` returns `\(madeType)` here"))
      }
    }
    if reason == nil, representable.make == nil, representable.update == nil {
      let otherNames: Set<String> = [other.makeName, other.updateName]
      if let misplaced = representable.functions.first(where: { $0.keyword == "func" && otherNames.contains($0.name) }) {
        reason = "its methods are spelled for `\(other.protocolName)` (`\(misplaced.name)`)"
      }
    }
    guard let reason else { return findings }
    let conformance = representable.conformance.node
    let message = "`\(representable.name)` conforms to `\(kind.protocolName)` but \(reason); conform to `\(other.protocolName)`."
    let fix = switchKind(representable, to: other)
    findings.append(finding(conformance.range, message, related: related, fixes: fix.map { [$0] } ?? []))
    return findings
  }

  /// Switches the conformance (when written as the protocol's own name) and renames the methods to `target`.
  static func switchKind(_ representable: Representable, to target: RepresentableKind) -> Fix? {
    let kind = representable.kind
    let conformance = representable.conformance
    guard conformance.name == kind.protocolName, let last = conformance.node.lastToken else { return nil }
    var edits = [TextEdit(range: last.textRange, replacement: target.protocolName)]
    let renames: [String: String] = [
      kind.makeName: target.makeName, kind.updateName: target.updateName, kind.dismantleName: target.dismantleName,
    ]
    for function in representable.functions where function.keyword == "func" {
      if let renamed = renames[function.name], let token = function.nameToken {
        edits.append(TextEdit(range: token.textRange, replacement: renamed))
      }
      // `UIViewType` in the signature names the associated type of the old kind.
      let signatureTypes = function.parameters.compactMap { function.node(of: $0)?.typeNode } + [function.returnTypeNode].compactMap { $0 }
      for typeNode in signatureTypes {
        typeNode.walkTokens { token in
          if token.kind == .identifier, token.textEquals(kind.madeTypeAlias) {
            edits.append(TextEdit(range: token.textRange, replacement: target.madeTypeAlias))
          }
        }
      }
      if function.name == "sizeThatFits", function.parameters.count > 1 {
        let parameter = function.parameters[1]
        if parameter.label == kind.parameterName, let edit = SizeThatFitsSignatureRule.relabel(parameter, of: function, to: target.parameterName) {
          edits.append(edit)
        }
      }
    }
    for declaration in representable.declarations {
      for case .typeAlias(let alias) in declaration.members where alias.name == kind.madeTypeAlias {
        if let token = alias.node.nameToken { edits.append(TextEdit(range: token.textRange, replacement: target.madeTypeAlias)) }
      }
    }
    return Fix(title: "Conform to `\(target.protocolName)`", edits: edits, isPreferred: true, safeForFixAll: false)
  }
}
