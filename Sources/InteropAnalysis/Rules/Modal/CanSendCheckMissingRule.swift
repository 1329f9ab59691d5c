import SwiftLiteParser

/// Mail/message composers used without checking that the device can send.
public enum CanSendCheckMissingRule: Rule {
  public static let description = RuleDescription(
    id: "can-send-check-missing",
    name: "Missing canSendMail / canSendText check",
    summary: "The file creates or presents a mail or message composer (or adds message attachments) and never asks `canSendMail()` / `canSendText()` / `canSendAttachments()`.",
    rationale: """
      On a device without a configured Mail account, or without Messages, the composer cannot send: \
      presenting it shows an empty or broken sheet, and on some versions the app crashes. Attachments may \
      be unsupported even when text works.

      Check `MFMailComposeViewController.canSendMail()` (or `MFMessageComposeViewController.canSendText()`) \
      before offering the composer, and `canSendAttachments()` before `addAttachmentData`; offer a fallback \
      (a `mailto:` link, copying the address) otherwise.
      """,
    category: .modal, tier: 1, defaultSeverity: .warning, seedSource: "recipes: MFMailCompose, MFMessageCompose gotchas",
    nonTriggering: CanSendCheckMissingRuleExamples.nonTriggering,
    triggering: CanSendCheckMissingRuleExamples.triggering,
    corrections: CanSendCheckMissingRuleExamples.corrections
  )

  struct Composer {
    var type: String
    var check: String
  }

  static let composers = [
    Composer(type: "MFMailComposeViewController", check: "canSendMail"),
    Composer(type: "MFMessageComposeViewController", check: "canSendText"),
  ]

  static let interestingNames = ["canSendMail", "canSendText", "canSendAttachments", "addAttachmentData",
    "MFMailComposeViewController", "MFMessageComposeViewController"]
  /// Bit n is set when some interesting name is n bytes long (all are shorter than 64).
  static let interestingLengths: UInt64 = interestingNames.reduce(0) { mask, name in
    let length = name.utf8.count
    return length < 64 ? mask | (1 << UInt64(length)) : mask
  }

  public static func analyze(_ context: AnalysisContext) -> [Finding] {
    guard context.file.contains("MFM") || context.file.contains("addAttachmentData") else { return [] }
    let file = context.file
    var identifiers: Set<String> = []
    for index in 0..<file.count where file.tokens[index].kind == .identifier {
      let token = file.tokens[index]
      // Only the few names this rule asks about, to avoid building a string per token.
      let length = token.end - token.start
      if length > 0, length < 64, interestingLengths & (1 << UInt64(length)) != 0 {
        identifiers.insert(file.text(index))
      }
    }
    guard identifiers.contains("MFMailComposeViewController") || identifiers.contains("MFMessageComposeViewController")
      || identifiers.contains("addAttachmentData") else { return [] }
    var findings: [Finding] = []
    for composer in composers where !identifiers.contains(composer.check) {
      guard let site = firstSite(context, composer) else { continue }
      let message = "`\(composer.type)` is used here, but nothing in this file calls `\(composer.type).\(composer.check)()`; "
        + "check it before offering the composer."
      var fixes: [Fix] = []
      if let function = enclosingFunction(context, site.lowerBound), function.returnType == nil, function.keyword == "func",
        let open = function.bodyOpen, let close = function.bodyClose, open + 1 < close, file.tokens[open + 1].newlineBefore
      {
        let edit = UpdateFacts.insertLines(context, ["guard \(composer.type).\(composer.check)() else { return }"], before: open + 1)
        fixes.append(Fix(title: "Return early when `\(composer.check)()` is false", edits: [edit], isPreferred: true, safeForFixAll: false))
      }
      findings.append(finding(context.range(site.lowerBound, site.upperBound), message, fixes: fixes))
    }
    if !identifiers.contains("canSendAttachments"), let attachment = attachmentCalls(context) {
      let message = "`addAttachmentData` is called without checking `MFMessageComposeViewController.canSendAttachments()`."
      let edit = UpdateFacts.wrap(context, first: attachment.first, last: attachment.last, header: "if MFMessageComposeViewController.canSendAttachments()")
      let fix = Fix(title: "Add attachments only when supported", edits: [edit], isPreferred: true, safeForFixAll: false)
      findings.append(finding(context.range(attachment.first, attachment.firstCallLast), message, fixes: [fix]))
    }
    return findings
  }

  /// The first construction of the composer, or the first use of a representable that makes one (token range).
  static func firstSite(_ context: AnalysisContext, _ composer: Composer) -> ClosedRange<Int>? {
    let file = context.file
    let wrappers = context.model.representables.filter { representable in
      representable.madeType.map { LegacyInteropModel.simpleName($0.trimmingSpaces) } == composer.type
    }
    let wrapperNames = Set(wrappers.map(\.name))
    var index = 0
    while index + 1 < file.count {
      defer { index += 1 }
      guard file.isIdentifier(index), file.is(index + 1, "("), !file.tokens[index + 1].spaceBefore else { continue }
      if index > 0, file.is(index - 1, ".") { continue }
      let name = file.text(index)
      if name == composer.type {
        return index...file.closing(index + 1)
      }
      if wrapperNames.contains(name) {
        // Not inside the wrapper's own declarations.
        let inside = wrappers.contains { wrapper in
          wrapper.declarations.contains { $0.bodyOpen < index && index < $0.bodyClose }
        }
        if !inside { return index...file.closing(index + 1) }
      }
    }
    return nil
  }

  static func enclosingFunction(_ context: AnalysisContext, _ token: Int) -> FunctionDeclaration? {
    var best: FunctionDeclaration?
    for (function, _) in context.model.allFunctions {
      guard let open = function.bodyOpen, let close = function.bodyClose, open < token, token < close else { continue }
      if best.map({ ($0.bodyOpen ?? 0) < open }) ?? true { best = function }
    }
    return best
  }

  /// The consecutive `addAttachmentData` statements of the first function that has them.
  static func attachmentCalls(_ context: AnalysisContext) -> (first: Int, last: Int, firstCallLast: Int)? {
    let file = context.file
    for (function, _) in context.model.allFunctions {
      guard let events = context.events(of: function) else { continue }
      let calls = events.calls.filter { file.is($0.nameToken, "addAttachmentData") && $0.isStatement && !$0.receiverPath.isEmpty }
      guard let first = calls.first else { continue }
      var last = first
      for call in calls.dropFirst() where call.context == first.context { last = call }
      return (first.chainFirst, last.lastToken, first.lastToken)
    }
    return nil
  }
}
