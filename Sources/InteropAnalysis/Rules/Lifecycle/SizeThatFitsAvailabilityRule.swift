import SwiftLiteParser

/// `sizeThatFits(_:uiView:context:)` without an availability attribute below iOS 16 / macOS 13.
public enum SizeThatFitsAvailabilityRule: RepresentableRule {
  public static let description = RuleDescription(
    id: "size-that-fits-availability",
    name: "sizeThatFits needs availability",
    summary: "A representable implements `sizeThatFits(_ proposal: ProposedViewSize, …)` without `@available(iOS 16.0, *)` (or macOS 13) while the deployment target is older.",
    rationale: """
      `ProposedViewSize` and the representables' `sizeThatFits(_:uiView:context:)` requirement (and its \
      controller and AppKit spellings) are available from iOS 16, Mac Catalyst 16, tvOS 16 and macOS 13. With an \
      older deployment target, a declaration that names `ProposedViewSize` needs an availability attribute: \
      without one the build fails ("'ProposedViewSize' is only available in iOS 16.0 or newer"). SwiftUI calls \
      the method only where it exists, so on older systems the default sizing applies.

      The deployment target is the project's (Package.swift `platforms:`, the Xcode target's \
      `IPHONEOS_DEPLOYMENT_TARGET`/`MACOSX_DEPLOYMENT_TARGET`, or `deploymentTarget` in `.interop-lsp.json`), \
      for the platform of the representable's kind: iOS for the UIKit kinds, macOS for the AppKit kinds. The \
      fix inserts `@available(iOS 16.0, *)` (or `@available(macOS 13.0, *)`) before the method.

      Never reported: an unknown deployment target, or one for the other platform; a method, extension or \
      enclosing type that already carries an attribute introducing the platform at 16 (macOS 13) or later.

      Sources: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:), \
      https://developer.apple.com/documentation/swiftui/proposedviewsize
      """,
    category: .lifecycle, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: Optional: sizeThatFits (iOS 16+)",
    nonTriggering: SizeThatFitsAvailabilityRuleExamples.nonTriggering,
    triggering: SizeThatFitsAvailabilityRuleExamples.triggering,
    corrections: SizeThatFitsAvailabilityRuleExamples.corrections
  )

  public static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding] {
    guard let target = context.configuration.deploymentTarget else { return [] }
    guard representable.kind != .uiGestureRecognizer else { return [] }
    var findings: [Finding] = []
    for function in SizeThatFitsSignatureRule.proposalMethods(representable) {
      guard let nameToken = function.nameToken,
        let kind = LifecycleSupport.kind(of: function, in: representable, model: context.interop), kind != .uiGestureRecognizer
      else { continue }
      let platform = LifecycleSupport.platform(of: kind)
      guard LifecycleSupport.platformSpellings(platform).contains(target.platform) || target.platform == platform else { continue }
      let major = platform == "macOS" ? 13 : 16
      guard target.isBelow(major: major) else { continue }
      // An attribute on any declaration of the representable makes the whole type (and its extensions) available.
      let typeCovered = representable.declarations.contains { declaration in
        LifecycleSupport.isAvailable(declaration.node, platform: platform, major: major)
          || LifecycleSupport.enclosingTypes(of: declaration.node).contains { LifecycleSupport.isAvailable($0, platform: platform, major: major) }
      }
      if typeCovered { continue }
      let covered = LifecycleSupport.isAvailable(function.node, platform: platform, major: major)
        || LifecycleSupport.enclosingTypes(of: function.node).contains { LifecycleSupport.isAvailable($0, platform: platform, major: major) }
      if covered { continue }
      let attribute = platform == "macOS" ? "@available(macOS 13.0, *)" : "@available(iOS 16.0, *)"
      let message = "`sizeThatFits` takes a `ProposedViewSize`, available from \(platform) \(major), but the deployment target is "
        + "\(target); the build fails without `\(attribute)` on the method."
      let fix = Fix(title: "Add `\(attribute)`", edits: [context.editor.insert([attribute], before: function.node)])
      findings.append(finding(nameToken.textRange, message, fixes: [fix]))
    }
    return findings
  }
}
