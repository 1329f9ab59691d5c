import InteropAnalysis
import Protocol
import SwiftLiteParser

extension LanguageServer {
  /// The kinds `textDocument/codeAction` may answer (`CodeActionOptions.codeActionKinds`).
  static let codeActionKinds = [CodeActionKind.quickFix, CodeActionKind.sourceFixAllInterop]

  /// `codeActionProvider`: the kinds for a client that takes literals, plain `true` otherwise (LSP allows
  /// `CodeActionOptions` only for clients that state literal support).
  var codeActionProviderCapability: JSONValue {
    guard clientCapabilities.supportsCodeActionLiterals else { return true }
    return [
      "codeActionKinds": .array(Self.codeActionKinds.map { .string($0) }),
      "resolveProvider": false,
    ]
  }

  /// `textDocument/codeAction`: a `quickfix` per fix of every finding the request names (through the
  /// diagnostics in its context, matched by code and message) or whose range touches the requested range,
  /// then, when asked for or when there is more than one thing to fix, `source.fixAll.interop-lsp`.
  /// Every edit is inline, in `changes` form, in the negotiated encoding. Unknown documents get `[]`.
  func codeActions(_ request: CodeActionRequest) throws(ResponseError) -> CodeActionResponse {
    let uri = request.textDocument.uri
    guard let document = documents[uri] else {
      logger.log(.info, "codeAction for \(uri), which is not open: none")
      return CodeActionResponse([])
    }
    let context = request.context
    if context.unreadableDiagnostics > 0 {
      logger.log(.debug, "codeAction: \(context.unreadableDiagnostics) unreadable diagnostic(s) in the context skipped")
    }
    let analysis = analysis(for: document)
    let findings = analysis.findings
    let index = document.lineIndex
    let encoding = positionEncoding
    let requested = Conversions.byteRange(request.range, in: index, encoding: encoding)
    var actions: [CodeAction] = []

    if context.wants(CodeActionKind.quickFix) {
      var selected = Set<Int>()
      for diagnostic in context.diagnostics {
        if let match = Self.finding(matching: diagnostic, in: findings, index: index, encoding: encoding) {
          selected.insert(match)
        }
      }
      for (position, finding) in findings.enumerated()
      where finding.range.lowerBound <= requested.upperBound && requested.lowerBound <= finding.range.upperBound {
        selected.insert(position)
      }
      for position in selected.sorted() {
        let finding = findings[position]
        guard !finding.fixes.isEmpty else { continue }
        let published = Conversions.diagnostic(finding, uri: uri, in: index, encoding: encoding)
        var preferredGiven = false
        for fix in finding.fixes {
          let edits = Conversions.textEdits(fix.edits, in: index, encoding: encoding)
          guard !edits.isEmpty else { continue }
          let preferred = fix.isPreferred && !preferredGiven
          preferredGiven = preferredGiven || preferred
          actions.append(
            CodeAction(
              title: fix.title, kind: CodeActionKind.quickFix, diagnostics: [published],
              isPreferred: preferred ? true : nil, edit: WorkspaceEdit(changes: [uri: edits])))
        }
      }
    }

    // Fix-all: when asked for by kind, or (no `only`, or the empty kind) next to quick fixes when it fixes more than one finding.
    let askedForFixAll = context.only.map { kinds in
      kinds.contains { !$0.isEmpty && CodeActionKind.kind(CodeActionKind.sourceFixAllInterop, matches: $0) }
    } ?? false
    let asksForEverything = context.only.map { $0.contains("") } ?? true
    if askedForFixAll || (asksForEverything && !actions.isEmpty) {
      let fixable = findings.filter { finding in finding.fixes.contains { $0.safeForFixAll && !$0.edits.isEmpty } }
      let edits = Conversions.textEdits(InteropAnalyzer.fixAllEdits(findings), in: index, encoding: encoding)
      if !edits.isEmpty && (askedForFixAll || fixable.count > 1) {
        actions.append(
          CodeAction(
            title: "Fix all safely fixable interop-lsp issues", kind: CodeActionKind.sourceFixAllInterop,
            edit: WorkspaceEdit(changes: [uri: edits])))
      }
    }
    return CodeActionResponse(actions)
  }

  /// The finding a client's diagnostic stands for: same rule id (`code`) and message, from this server
  /// (or no `source`). Clients may send back ranges that differ from what was published (Neovim 0.7 rebuilds
  /// them with byte columns), so the range only breaks ties between identical findings: an exact range
  /// first, then the nearest start line, then the nearest start column.
  static func finding(
    matching diagnostic: Diagnostic, in findings: [Finding], index: LineIndex, encoding: PositionEncodingKind
  ) -> Int? {
    guard case .string(let code) = diagnostic.code else { return nil }
    if let source = diagnostic.source, source != ServerVersion.name { return nil }
    var best: (position: Int, score: (Int, UInt, UInt))?
    for (position, finding) in findings.enumerated() where finding.ruleID == code && finding.message == diagnostic.message {
      let range = Conversions.range(finding.range, in: index, encoding: encoding)
      let score = (
        range == diagnostic.range ? 0 : 1,
        distance(range.start.line, diagnostic.range.start.line),
        distance(range.start.character, diagnostic.range.start.character)
      )
      if let current = best, current.score <= score { continue }
      best = (position, score)
    }
    return best?.position
  }

  /// `|a − b|` for any two `Int`s (a client's line may be Int.min): the wrapped difference read as unsigned
  /// is exact, since the true distance is at most 2^64 − 1.
  static func distance(_ a: Int, _ b: Int) -> UInt {
    a >= b ? UInt(bitPattern: a &- b) : UInt(bitPattern: b &- a)
  }
}
