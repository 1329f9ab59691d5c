import SwiftLiteParser

/// sizeThatFits whose argument labels do not match the representable's kind.
public enum SizeThatFitsSignatureRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "size-that-fits-signature",
    name: "sizeThatFits labels do not match",
    summary: "A representable's `sizeThatFits(_:…)` taking a `ProposedViewSize` is written with the labels of another kind (`uiView:` in a controller representable) or without `context:`.",
    rationale: """
      SwiftUI calls `sizeThatFits(_:uiView:context:)` on a `UIViewRepresentable`, \
      `sizeThatFits(_:uiViewController:context:)` on a `UIViewControllerRepresentable`, and the `nsView:` / \
      `nsViewController:` spellings on the AppKit kinds. The requirement has a default implementation (it \
      returns `nil`, the default sizing), so a method with other labels compiles and is just a helper: SwiftUI \
      never calls it and keeps its default sizing.

      The fix renames the labels and keeps the parameter names the body uses; it is offered when the method has \
      the three parameters.

      Never reported: UIKit's own `sizeThatFits(_ size: CGSize)` on a view class, a representable's helper whose \
      first parameter is not a `ProposedViewSize`, and the labels of the representable's kind.

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:), \
      https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/sizethatfits(_:uiviewcontroller:context:)
      """,
    category: .lifecycle, tier: 2, defaultSeverity: .error, seedSource: "SKILL.md: Optional: sizeThatFits",
    nonTriggering: SizeThatFitsSignatureRuleExamples.nonTriggering,
    triggering: SizeThatFitsSignatureRuleExamples.triggering,
    corrections: SizeThatFitsSignatureRuleExamples.corrections
  )

  /// The representable's `sizeThatFits` methods whose first parameter is a `ProposedViewSize`.
  static func proposalMethods(_ representable: Representable) -> [FunctionDecl] {
    representable.functions.filter { function in
      function.keyword == "func" && function.name == "sizeThatFits" && !function.isStatic
        && function.parameters.first.map { TypeName.simple($0.type) == "ProposedViewSize" } == true
    }
  }

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    guard representable.kind != .uiGestureRecognizer else { return [] }
    var findings: [Finding] = []
    for function in proposalMethods(representable) {
      guard let nameToken = function.nameToken,
        let kind = LifecycleSupport.kind(of: function, in: representable, model: context.interop), kind != .uiGestureRecognizer
      else { continue }
      let parameters = function.parameters
      let second = parameters.count > 1 ? parameters[1] : nil
      let third = parameters.count > 2 ? parameters[2] : nil
      let secondOK = second?.label == kind.parameterName
      let thirdOK = third?.label == "context"
      guard !(secondOK && thirdOK && parameters.count == 3) else { continue }
      let expected = "sizeThatFits(_:\(kind.parameterName):context:)"
      let message = "SwiftUI calls `\(expected)` on a `\(kind.protocolName)`; with these labels this method is never called and the default sizing applies."
      var fixes: [Fix] = []
      if let second, let third, parameters.count == 3 {
        var edits: [TextEdit] = []
        if !secondOK, let edit = relabel(second, of: function, to: kind.parameterName) { edits.append(edit) }
        if !thirdOK, let edit = relabel(third, of: function, to: "context") { edits.append(edit) }
        if !edits.isEmpty { fixes.append(Fix(title: "Use the labels `\(expected)`", edits: edits)) }
      }
      findings.append(finding(nameToken.textRange, message, fixes: fixes))
    }
    return findings
  }

  /// Gives `parameter` the argument label `label`, keeping the name its body uses (`uiView: T` becomes
  /// `uiViewController uiView: T`; `view uiView: T` becomes `uiViewController uiView: T`).
  static func relabel(_ parameter: ParameterDecl, of function: FunctionDecl, to label: String) -> TextEdit? {
    guard let node = function.node(of: parameter), let first = node.firstName else { return nil }
    if let second = node.secondName {
      // `in context: Context` → `context: Context`.
      if second.textEquals(label) { return TextEdit(range: first.textRange.lowerBound..<second.textRange.upperBound, replacement: label) }
      return TextEdit(range: first.textRange, replacement: label)
    }
    let name = parameter.name
    return TextEdit(range: first.textRange, replacement: name == label ? label : "\(label) \(name)")
  }
}
