import SwiftLiteParser

/// sizeThatFits answering an unbounded size for an unspecified (nil) proposal dimension.
public enum SizeThatFitsUnboundedRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "size-that-fits-unbounded",
    name: "sizeThatFits answers an unbounded size",
    summary: "A representable's `sizeThatFits` returns `proposal.width ?? .infinity` (or `.greatestFiniteMagnitude`, `layoutFittingExpandedSize`) as its size: the ideal size it reports is unbounded.",
    rationale: """
      A `nil` width or height in a `ProposedViewSize` is an unspecified proposal: SwiftUI asks for the view's \
      ideal size in that dimension (`ProposedViewSize.unspecified` asks for both). Containers ask that when they \
      size a view to its content; `fixedSize()`, for one, fixes a view at its ideal size. Answering `.infinity`, \
      `.greatestFiniteMagnitude` or `layoutFittingExpandedSize` (UIKit's "as large as possible" target) there \
      reports an unbounded ideal size, so the view grows as large as the layout allows or takes the space of \
      its siblings.

      Reported: `proposal.width ?? X` or `proposal.height ?? X`, with X `.infinity`, `CGFloat.infinity`, \
      `.greatestFiniteMagnitude` or `UIView.layoutFittingExpandedSize.width`/`.height`, that is an argument of \
      the `CGSize` the method returns, directly or through a local constant.

      Never reported: the same fallback passed to a measuring call (`uiView.sizeThatFits(CGSize(width: \
      proposal.width ?? .infinity, …))` asks UIKit for the natural size, which is the right answer); \
      `replacingUnspecifiedDimensions()`; `?? 0` or another finite fallback; a `min(…)` bound around it. There \
      is no fix: answer an unspecified dimension with the view's own fitting size (`uiView.sizeThatFits(…)`, \
      `intrinsicContentSize`), or return `nil` for the default sizing.

      Sources: https://developer.apple.com/documentation/swiftui/proposedviewsize/width, \
      https://developer.apple.com/documentation/swiftui/proposedviewsize/unspecified, \
      https://developer.apple.com/documentation/swiftui/view/fixedsize(), \
      https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:), \
      https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)
      """,
    category: .lifecycle, tier: 2, defaultSeverity: .warning, seedSource: "SKILL.md: Optional: sizeThatFits",
    nonTriggering: SizeThatFitsUnboundedRuleExamples.nonTriggering,
    triggering: SizeThatFitsUnboundedRuleExamples.triggering
  )

  static let unboundedValues: Set<String> = [
    ".infinity", "CGFloat.infinity", "Double.infinity", ".greatestFiniteMagnitude", "CGFloat.greatestFiniteMagnitude",
    "Double.greatestFiniteMagnitude", "UIView.layoutFittingExpandedSize.width", "UIView.layoutFittingExpandedSize.height",
    "UILayoutFittingExpandedSize.width", "UILayoutFittingExpandedSize.height",
  ]

  static let sizeInitializers: Set<String> = ["CGSize", "CGSize.init", ".init", "NSSize", "NSSize.init"]

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    guard representable.kind != .uiGestureRecognizer else { return [] }
    var findings: [Finding] = []
    for function in SizeThatFitsSignatureRule.proposalMethods(representable) {
      guard let proposal = function.parameters.first?.name, proposal != "_", !proposal.isEmpty,
        let body = function.body, let facts = context.facts(of: function)
      else { continue }
      // The CGSize constructions the method returns (not inside closures).
      var returned: [SyntaxNode] = facts.returns.filter { !$0.site.inClosure }.compactMap(\.value)
      if body.statements.count == 1, let only = body.statements.first { returned.append(only) }
      let sizes = returned.filter { node in
        node.kind == .callExpr && (node.callee?.compactText).map(sizeInitializers.contains) == true
      }
      guard !sizes.isEmpty else { continue }
      // Direct arguments of those sizes, and the locals they name.
      var directValues: [SyntaxNode] = []
      var namedLocals: Set<String> = []
      for size in sizes {
        for argument in size.arguments where argument.label == "width" || argument.label == "height" {
          guard let value = argument.value else { continue }
          directValues.append(value)
          if value.kind == .identifierExpr, let name = value.nameToken?.identifierText { namedLocals.insert(name) }
        }
      }
      var candidates = directValues
      for binding in facts.bindings where namedLocals.contains(binding.name) && !binding.site.inClosure {
        if let value = binding.value { candidates.append(value) }
      }
      for candidate in candidates {
        guard let (dimension, fallback) = unboundedFallback(candidate, proposal: proposal) else { continue }
        let message = "`\(proposal).\(dimension) ?? \(fallback)` answers an unbounded \(dimension) when SwiftUI asks for the ideal size "
          + "(a nil \(dimension)): under `fixedSize()` or in a container that sizes it to its content, the view grows as large as the layout allows. "
          + "Answer with the view's own fitting size."
        findings.append(finding(candidate.range, message))
      }
    }
    return findings
  }

  /// `proposal.width ?? .infinity` (exactly a `??` of the two) → ("width", ".infinity").
  static func unboundedFallback(_ node: SyntaxNode, proposal: String) -> (String, String)? {
    guard node.kind == .sequenceExpr else { return nil }
    let children = node.children
    guard children.count == 3, case .node(let left) = children[0], case .token(let op) = children[1], op.textEquals("??"),
      case .node(let right) = children[2]
    else { return nil }
    guard let path = left.memberPath, path.count == 2, path[0] == proposal, path[1] == "width" || path[1] == "height",
      let fallback = right.pathText, unboundedValues.contains(fallback)
    else { return nil }
    return (path[1], fallback)
  }
}
