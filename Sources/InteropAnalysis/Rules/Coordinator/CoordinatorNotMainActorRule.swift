import SwiftLiteParser

/// Swift 6: a nonisolated Coordinator whose `@MainActor` delegate conformance sits in an extension while the
/// witnesses are in the class body.
public enum CoordinatorNotMainActorRule: CoordinatorRule {
  public static let description = RuleDescription(
    id: "coordinator-not-main-actor",
    name: "Coordinator not @MainActor",
    summary: "In Swift 6 mode, a Coordinator declares its conformance to a `@MainActor` delegate protocol in an extension while the delegate methods sit in the class body, so they are nonisolated and cannot touch the view.",
    rationale: """
      A class infers `@MainActor` from a `@MainActor` protocol only when its own declaration lists the \
      protocol; a conformance declared in an extension infers nothing. So a Coordinator declared \
      `final class Coordinator: NSObject` with `extension Coordinator: MKMapViewDelegate {}` keeps its methods \
      nonisolated, and in the Swift 6 language mode the delegate methods written in the class body fail to \
      build where they touch the view or `parent` (both main-actor isolated).

      The fix marks the class `@MainActor`; its methods then run on the main actor, where UIKit, MapKit, WebKit, \
      PhotosUI and VisionKit call these delegates. It is offered only when every protocol the Coordinator \
      adopts is `@MainActor` in the SDK: a `@MainActor` Coordinator that also adopts a protocol without \
      `@MainActor` (MessageUI, SafariServices, AVFoundation capture outputs, CoreLocation, PDFKit's \
      `PDFViewDelegate`, VisionKit's `VNDocumentCameraViewControllerDelegate`) no longer compiles in Swift 6 \
      unless that conformance is `@preconcurrency` or isolated, and a capture output's callback runs on its own \
      queue, not the main actor.

      Never reported: a Coordinator whose own declaration lists a `@MainActor` protocol (it is inferred \
      `@MainActor`); witnesses inside the conforming extension; a class already `@MainActor` or a subclass of \
      a main-actor class (UIResponder, NSResponder and their subclasses); a witness marked `@MainActor` or \
      `nonisolated`; Swift 5 mode, an unknown language mode, default MainActor isolation or an unknown default \
      isolation (project facts); protocols the SDK does not mark `@MainActor`.

      Sources: https://github.com/swiftlang/swift-evolution/blob/main/proposals/0316-global-actors.md, \
      https://github.com/swiftlang/swift/pull/36644, \
      https://developer.apple.com/documentation/uikit/uitableviewdatasource, \
      https://developer.apple.com/documentation/mapkit/mkmapviewdelegate, \
      https://developer.apple.com/documentation/webkit/wknavigationdelegate, \
      https://developer.apple.com/documentation/webkit/wkuidelegate, \
      https://developer.apple.com/documentation/webkit/wkscriptmessagehandler, \
      https://developer.apple.com/documentation/photosui/phpickerviewcontrollerdelegate-5yntc, \
      https://developer.apple.com/documentation/visionkit/datascannerviewcontrollerdelegate, \
      https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontrollerdelegate, \
      https://developer.apple.com/documentation/safariservices/sfsafariviewcontrollerdelegate, \
      https://developer.apple.com/documentation/avfoundation/avcapturemetadataoutputobjectsdelegate, \
      https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate, \
      https://developer.apple.com/documentation/pdfkit/pdfviewdelegate, \
      https://developer.apple.com/documentation/visionkit/vndocumentcameraviewcontrollerdelegate
      """,
    category: .coordinator, tier: 1, defaultSeverity: .warning, seedSource: "SKILL.md: Swift 6.2 Sendable Considerations",
    nonTriggering: CoordinatorNotMainActorRuleExamples.nonTriggering,
    triggering: CoordinatorNotMainActorRuleExamples.triggering,
    corrections: CoordinatorNotMainActorRuleExamples.corrections
  )

  public static func check(_ coordinator: Coordinator, of representable: Representable, _ context: AnalysisContext) -> [Finding] {
    // Project facts: Swift 6 mode and nonisolated default isolation, both known.
    guard context.configuration.swiftLanguageMode == 6, context.configuration.defaultIsolation == .nonisolated else { return [] }
    var findings: [Finding] = []
    guard let primary = coordinator.primary, primary.keyword == .class, let nameToken = primary.nameToken else { return [] }
    guard !primary.hasAttribute("MainActor") else { return findings }
    // Inferred @MainActor from the primary declaration's own list.
    if primary.inheritance.contains(where: { CoordinatorSupport.isMainActorProtocol($0.name) }) { return findings }
    // A superclass other than NSObject: main-actor (UIResponder …) or unknown.
    if let first = primary.inheritance.first, first.name != "NSObject", !CoordinatorSupport.isKnownProtocolName(first.name) { return findings }
    // A @MainActor protocol adopted in an extension, whose witnesses sit in the class body and touch the view.
    var found: (protocolName: String, witness: FunctionDecl)?
    for declaration in coordinator.extensions {
      for conformance in declaration.inheritance where CoordinatorSupport.isMainActorProtocol(conformance.name) {
        // An isolated (`@MainActor P`) or `@preconcurrency` conformance is the user's explicit choice.
        guard conformance.attributes.isEmpty else { continue }
        let witnesses = CoordinatorSupport.witnesses(of: conformance.name, in: primary.functions).filter { function in
          !function.hasAttribute("MainActor") && !function.modifiers.contains("nonisolated") && touchesMainActorState(function, parent: coordinator.parentProperty(representable: representable.name)?.name)
        }
        if let witness = witnesses.first, found == nil { found = (conformance.name, witness) }
      }
    }
    guard let (protocolName, witness) = found else { return findings }
    let others = coordinator.conformances.map(\.name).filter { name in
      name != "NSObject" && !CoordinatorSupport.isMainActorProtocol(name)
    }
    var message = "`\(coordinator.name)` adopts the `@MainActor` protocol `\(protocolName)` in an extension, which infers "
      + "nothing, so `\(witness.name)` in the class body is nonisolated and does not compile in Swift 6 where it touches the view."
    var fixes: [Fix] = []
    if others.isEmpty {
      message += " Mark the class `@MainActor`."
      let start = primary.node.range.lowerBound
      fixes.append(Fix(title: "Mark `\(coordinator.name)` `@MainActor`", edits: [TextEdit(range: start..<start, replacement: "@MainActor ")]))
    } else {
      message += " (No quick fix: it also adopts `\(others[0])`, which is not `@MainActor`; move the methods into the conforming extension or mark them `@MainActor`.)"
    }
    let related = [RelatedLocation(range: witness.nameToken?.textRange ?? witness.node.range, message: "Nonisolated witness of `\(protocolName)`.")]
    findings.append(finding(nameToken.textRange, message, related: related, fixes: fixes))
    return findings
  }

  /// Whether the function's body reads a member of one of its parameters of a framework class, or of `parent`.
  static func touchesMainActorState(_ function: FunctionDecl, parent: String?) -> Bool {
    guard let body = function.body else { return false }
    var roots: Set<String> = []
    for parameter in function.parameters where !parameter.name.isEmpty && parameter.name != "_" {
      let type = TypeName.simple(parameter.type)
      if ["UI", "NS", "MK", "WK", "PH", "PDF", "AV", "SF", "MF", "VN"].contains(where: { type.hasPrefix($0) }) || type.hasSuffix("ViewController") {
        roots.insert(parameter.name)
      }
    }
    if let parent { roots.insert(parent) }
    var touches = false
    body.walk { node in
      if touches { return .skipChildren }
      if node.kind == .memberAccessExpr, let path = node.memberPath, path.count >= 2 {
        let start = path.first == "self" ? 1 : 0
        if path.count > start + 1, roots.contains(path[start]) {
          touches = true
          return .skipChildren
        }
      }
      return .visitChildren
    }
    return touches
  }
}
