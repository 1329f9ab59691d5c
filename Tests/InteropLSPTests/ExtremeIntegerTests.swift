import InteropAnalysis
import InteropLSP
import InteropTestSupport
import Protocol
import SwiftLiteParser
import XCTest

/// Integers from the client are never trusted: every position-taking request survives the extremes of
/// `Int` in both encodings, and answers as if the value had been clamped to the document.
final class ExtremeIntegerTests: XCTestCase {
  private let uri = "file:///test/Extreme.swift"

  /// A wrapper with a fixable finding (so code actions have something to match) on a line after the first.
  private let source = """
    struct Notes: UIViewRepresentable {
      func makeUIView(context: Context) -> UITextView { UITextView() }
      /* 😀 → */ func updateUiView(_ uiView: UITextView, context: Context) {}
    }

    """

  private static let extremes: [Int] = [
    Int.min, Int.min + 1, -(1 << 53), -(1 << 31), -2, -1, 0, 1, 2, 3, 40, 1 << 31, (1 << 31) - 1, 1 << 32, 1 << 53,
    (1 << 62), Int.max - 1, Int.max,
  ]

  func testUTF8CharacterIntMaxOnALineAfterTheFirstClampsToTheLineEnd() throws {
    let index = LineIndex(Array("ab\ncd😀\nef".utf8))
    XCTAssertEqual(index.positionToOffset(LinePosition(line: 1, column: Int.max), encoding: .utf8), 9)
    XCTAssertEqual(index.positionToOffset(LinePosition(line: 2, column: Int.max), encoding: .utf8), 12)
    XCTAssertEqual(index.positionToOffset(LinePosition(line: 1, column: Int.max), encoding: .utf16), 9)
    XCTAssertEqual(index.positionToOffset(LinePosition(line: Int.max, column: Int.max), encoding: .utf8), 12)
    XCTAssertEqual(index.positionToOffset(LinePosition(line: Int.min, column: Int.min), encoding: .utf8), 0)
    XCTAssertEqual(index.offsetToPosition(Int.max, encoding: .utf8), LinePosition(line: 2, column: 2))
    XCTAssertEqual(index.offsetToPosition(Int.min, encoding: .utf16), LinePosition(line: 0, column: 0))
    XCTAssertEqual(index.line(containing: Int.max), 2)
    XCTAssertEqual(index.lineStart(Int.max), 12)
    XCTAssertEqual(index.lineContentEnd(Int.max), 12)
    XCTAssertEqual(index.lineContentEnd(Int.min), 0)
    XCTAssertEqual(index.utf16Length(from: Int.min, to: Int.max), 10)
  }

  func testUTF8HoverCodeActionAndChangeAtIntMaxOnTheSecondLine() throws {
    let client = TestClient.initialized(capabilities: .with(positionEncodings: ["utf-8"]))
    XCTAssertEqual(client.server.positionEncoding, .utf8)
    client.openDocument(source, uri: uri)
    let far = Position(line: 1, character: Int.max)
    let hover = client.sendRequest(
      method: HoverRequest.method,
      params: ["textDocument": ["uri": .string(uri)], "position": far.json])
    if case .error(let error) = hover { XCTFail("hover failed: \(error.message)") }
    let actions = client.codeActions(uri: uri, range: LSPRange(start: far, end: far))
    XCTAssertNoThrow(try actions.get())
    client.send(
      DidChangeTextDocumentNotification(
        textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2),
        contentChanges: [TextDocumentContentChangeEvent(range: LSPRange(start: far, end: far), text: "// end")]))
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let expected = ([lines[0], lines[1] + "// end"] + lines[2...]).joined(separator: "\n")
    XCTAssertEqual(client.server.documents[uri]?.text.string, expected)
    XCTAssertEqual(client.server.exitCode, nil)
  }

  func testCodeActionContextDiagnosticWithTheSmallestLineIsMatchedWithoutOverflow() throws {
    let client = TestClient.initialized(capabilities: .with(positionEncodings: ["utf-8"]))
    client.openDocument(source, uri: uri)
    let published = try XCTUnwrap(client.takeNotifications(PublishDiagnosticsNotification.self).last)
    var diagnostic = try XCTUnwrap(published.diagnostics.first { $0.code == .string("lifecycle-name-typo") })
    let original = diagnostic
    diagnostic.range = LSPRange(
      start: Position(line: Int.min, character: Int.min), end: Position(line: Int.max, character: Int.max))
    let actions = try client.codeActions(
      uri: uri, range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)),
      diagnostics: [diagnostic]
    ).get()
    XCTAssertEqual(
      actions.filter { $0.kind == CodeActionKind.quickFix }.map(\.title), ["Rename to `updateUIView`"])
    XCTAssertEqual(actions.first?.diagnostics, [original])
  }

  /// Property test: seeded (deterministic) random requests built from extreme integers, in both
  /// encodings; the server answers every request and never stops.
  func testExtremeIntegersInEveryPositionTakingRequest() throws {
    for encoding in ["utf-8", "utf-16"] {
      var random = SplitMix64(seed: encoding == "utf-8" ? 0x5EED_0001 : 0x5EED_0002)
      let client = TestClient.initialized(capabilities: .with(positionEncodings: [encoding]))
      client.openDocument(source, uri: uri)
      let published = try XCTUnwrap(client.takeNotifications(PublishDiagnosticsNotification.self).last)
      let known = try XCTUnwrap(published.diagnostics.first)
      func integer() -> Int {
        random.next() % 4 == 0
          ? Int(truncatingIfNeeded: random.next()) : Self.extremes[Int(random.next() % UInt64(Self.extremes.count))]
      }
      func position() -> Position { Position(line: integer(), character: integer()) }
      func range() -> LSPRange { LSPRange(start: position(), end: position()) }
      var version = 1
      for step in 0..<400 {
        switch random.next() % 5 {
        case 0:
          let body = client.sendRequest(
            method: HoverRequest.method, params: ["textDocument": ["uri": .string(uri)], "position": position().json])
          if case .error(let error) = body { XCTFail("step \(step): hover: \(error.message)") }
        case 1:
          var diagnostic = known
          diagnostic.range = range()
          let actions = client.codeActions(uri: uri, range: range(), diagnostics: [diagnostic, known])
          XCTAssertNoThrow(try actions.get(), "step \(step)")
        case 2:
          version = integer()
          client.send(
            DidChangeTextDocumentNotification(
              textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version),
              contentChanges: [TextDocumentContentChangeEvent(range: range(), text: random.next() % 2 == 0 ? "" : "x\n")]))
        case 3:
          let body = client.sendRequest(
            method: DefinitionRequest.method, params: ["textDocument": ["uri": .string(uri)], "position": position().json])
          if case .error(let error) = body { XCTFail("step \(step): definition: \(error.message)") }
        default:
          let body = client.sendRequest(
            method: DocumentDiagnosticRequest.method, params: ["textDocument": ["uri": .string(uri)]])
          if case .error(let error) = body { XCTFail("step \(step): diagnostic: \(error.message)") }
        }
        XCTAssertNil(client.server.exitCode, "step \(step)")
        if step % 50 == 49 {
          // Back to a text with findings, so code actions keep matching.
          client.send(
            DidChangeTextDocumentNotification(
              textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version),
              contentChanges: [TextDocumentContentChangeEvent(range: nil, text: source)]))
        }
      }
      XCTAssertEqual(client.undecodable, [])
    }
  }
}

/// A small deterministic generator (SplitMix64), so a failing run is replayed exactly.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// The code-action matcher (indexed, O(log F) per context diagnostic) picks exactly the finding the
/// plain scan over all findings picks: same rule and message, exact range first, then the nearest start
/// line, then the nearest start column, then the earliest finding.
final class CodeActionMatchingTests: XCTestCase {
  private let uri = "file:///test/Many.swift"

  func testIndexedMatchingAgreesWithTheFullScanOnRandomFindings() throws {
    var random = SplitMix64(seed: 20)
    let lines = (0..<30).map { "let value\($0) = \"Grüße 😀\" // \(String(repeating: "x", count: $0))" }
    let text = lines.joined(separator: "\n") + "\n"
    let bytes = Array(text.utf8)
    var findings: [Finding] = []
    for number in 0..<300 {
      let start = Int(random.next() % UInt64(bytes.count))
      let end = min(bytes.count, start + Int(random.next() % 12))
      let rule = ["rule-a", "rule-b"][Int(random.next() % 2)]
      let message = ["same message", "other message"][Int(random.next() % 2)]
      findings.append(
        Finding(
          ruleID: rule, range: start..<end, message: message, severity: .warning,
          fixes: [Fix(title: "fix \(number)", edits: [TextEdit(range: start..<start, replacement: Array("/*\(number)*/".utf8))])]))
    }
    let fixed = findings
    for encoding in ["utf-8", "utf-16"] {
      let client = TestClient.initialized(
        capabilities: .with(positionEncodings: [encoding]), analyzer: { _ in fixed })
      client.openDocument(text, uri: uri)
      let published = try XCTUnwrap(client.takeNotifications(PublishDiagnosticsNotification.self).last).diagnostics
      XCTAssertEqual(published.count, fixed.count)
      for _ in 0..<150 {
        var diagnostic = published[Int(random.next() % UInt64(published.count))]
        if random.next() % 3 != 0 {
          let line = Int(random.next() % 34) - 2
          let character = Int(random.next() % 50) - 5
          diagnostic.range = LSPRange(
            start: Position(line: line, character: character), end: Position(line: line, character: character + 3))
        }
        let expected = Self.fullScan(diagnostic, published)
        // An empty requested range past the end touches no finding, so only the context selects.
        let far = Position(line: 10_000, character: 0)
        let actions = try client.codeActions(
          uri: uri, range: LSPRange(start: far, end: far), diagnostics: [diagnostic], only: [CodeActionKind.quickFix]
        ).get()
        let quickFixes = actions.filter { $0.kind == CodeActionKind.quickFix }
        XCTAssertEqual(quickFixes.map(\.title), expected.map { "fix \($0)" }, "\(diagnostic.range) \(diagnostic.message)")
      }
    }
  }

  /// The plain scan: the reference the indexed matcher must agree with.
  private static func fullScan(_ diagnostic: Diagnostic, _ published: [Diagnostic]) -> [Int] {
    func distance(_ a: Int, _ b: Int) -> Int { abs(a - b) }
    var best: (position: Int, score: (Int, Int, Int))?
    for (position, candidate) in published.enumerated()
    where candidate.code == diagnostic.code && candidate.message == diagnostic.message {
      let score = (
        candidate.range == diagnostic.range ? 0 : 1, distance(candidate.range.start.line, diagnostic.range.start.line),
        distance(candidate.range.start.character, diagnostic.range.start.character)
      )
      if let current = best, current.score <= score { continue }
      best = (position, score)
    }
    return best.map { [$0.position] } ?? []
  }
}
