import InteropAnalysis
import Protocol
import SwiftLiteParser

extension LanguageServer {
  /// The kinds `textDocument/codeAction` may answer (`CodeActionOptions.codeActionKinds`).
  static let codeActionKinds = [CodeActionKind.quickFix, CodeActionKind.sourceFixAllInterop] + editingActionKinds

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
    var selectedFindings: [Finding] = []

    if context.wants(CodeActionKind.quickFix) || context.wants(Self.disableActionKind) {
      var selected = Set<Int>()
      let matcher = FindingMatcher(findings, index: index, encoding: encoding)
      for diagnostic in context.diagnostics {
        if let match = matcher.finding(matching: diagnostic) {
          selected.insert(match)
        }
      }
      for (position, finding) in findings.enumerated()
      where finding.range.lowerBound <= requested.upperBound && requested.lowerBound <= finding.range.upperBound {
        selected.insert(position)
      }
      selectedFindings = selected.sorted().map { findings[$0] }
      // The diagnostics an action fixes, as published (related locations in other files included).
      let otherFile = relatedFileResolver()
      for position in selected.sorted() where context.wants(CodeActionKind.quickFix) {
        let finding = findings[position]
        guard !finding.fixes.isEmpty else { continue }
        let published = publishedDiagnostic(finding, in: document, analysis: analysis, otherFile: otherFile)
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
    // Last, after every fix: "Disable … for this line" / "… in this file" (SuppressionActions.swift).
    if context.wants(Self.disableActionKind) { actions += suppressionActions(for: selectedFindings, in: document, analysis: analysis) }
    actions += editingActions(request, document: document)
    return CodeActionResponse(actions)
  }

  /// `|a − b|` for any two `Int`s (a client's line may be Int.min): the wrapped difference read as unsigned
  /// is exact, since the true distance is at most 2^64 − 1.
  static func distance(_ a: Int, _ b: Int) -> UInt {
    a >= b ? UInt(bitPattern: a &- b) : UInt(bitPattern: b &- a)
  }
}

/// Finds the finding a client's diagnostic stands for: same rule id (`code`) and message, from this server
/// (or no `source`). Clients may send back ranges that differ from what was published (Neovim 0.7 rebuilds
/// them with byte columns), so the range only breaks ties between identical findings: an exact range
/// first, then the nearest start line, then the nearest start column, then the earliest finding.
///
/// Built once per request (O(F log F)); each lookup is O(log F), so a request whose context carries D
/// diagnostics costs O((D + F) log F), not D × F.
struct FindingMatcher {
  private struct Key: Hashable {
    var ruleID: String
    var message: String
  }

  private struct ExactKey: Hashable {
    var key: Key
    var range: LSPRange
  }

  private struct Candidate {
    var position: Int
    var line: Int
    var character: Int
  }

  /// Per rule and message: the findings sorted by (start line, start character, position).
  private var candidates: [Key: [Candidate]] = [:]
  /// Per rule, message and published range: the earliest finding.
  private var exact: [ExactKey: Int] = [:]

  init(_ findings: [Finding], index: LineIndex, encoding: PositionEncodingKind) {
    for (position, finding) in findings.enumerated() {
      let key = Key(ruleID: finding.ruleID, message: finding.message)
      let range = Conversions.range(finding.range, in: index, encoding: encoding)
      candidates[key, default: []].append(Candidate(position: position, line: range.start.line, character: range.start.character))
      let exactKey = ExactKey(key: key, range: range)
      if exact[exactKey] == nil { exact[exactKey] = position }
    }
    for key in Array(candidates.keys) {
      candidates[key]?.sort { ($0.line, $0.character, $0.position) < ($1.line, $1.character, $1.position) }
    }
  }

  func finding(matching diagnostic: Diagnostic) -> Int? {
    guard case .string(let code) = diagnostic.code else { return nil }
    if let source = diagnostic.source, source != ServerVersion.name { return nil }
    let key = Key(ruleID: code, message: diagnostic.message)
    guard let sorted = candidates[key], !sorted.isEmpty else { return nil }
    if let position = exact[ExactKey(key: key, range: diagnostic.range)] { return position }
    let line = diagnostic.range.start.line
    let character = diagnostic.range.start.character
    // The nearest line below and at-or-above the wanted one; both when they are equally far.
    let above = Self.lowerBound(sorted, 0..<sorted.count) { ($0.line, $0.character) < (line, Int.min) }
    var lines: [(line: Int, distance: UInt)] = []
    if above < sorted.count { lines.append((sorted[above].line, LanguageServer.distance(sorted[above].line, line))) }
    if above > 0 { lines.append((sorted[above - 1].line, LanguageServer.distance(sorted[above - 1].line, line))) }
    guard let nearest = lines.map(\.distance).min() else { return nil }
    var best: (distance: UInt, position: Int)?
    for candidateLine in lines where candidateLine.distance == nearest {
      let run = Self.run(of: candidateLine.line, in: sorted)
      // In the run (sorted by character, then position): the first of the group at or after the wanted
      // column and the first of the group before it.
      let after = Self.lowerBound(sorted, run) { $0.character < character }
      var choices: [Int] = []
      if after < run.upperBound { choices.append(after) }
      if after > run.lowerBound {
        let previous = sorted[after - 1].character
        choices.append(Self.lowerBound(sorted, run) { $0.character < previous })
      }
      for choice in choices {
        let candidate = sorted[choice]
        let score = (LanguageServer.distance(candidate.character, character), candidate.position)
        if let current = best, current <= score { continue }
        best = score
      }
    }
    return best?.position
  }

  /// The index range of the candidates on `line` (which has at least one).
  private static func run(of line: Int, in sorted: [Candidate]) -> Range<Int> {
    let lower = lowerBound(sorted, 0..<sorted.count) { $0.line < line }
    let upper = lowerBound(sorted, lower..<sorted.count) { $0.line <= line }
    return lower..<upper
  }

  /// The first index in `range` whose element is not `isBefore` (elements are partitioned by it).
  private static func lowerBound(_ sorted: [Candidate], _ range: Range<Int>, isBefore: (Candidate) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = low + (high - low) / 2
      if isBefore(sorted[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
