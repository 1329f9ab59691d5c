import InteropAnalysis
import InteropLSP
import InteropTestSupport
import Protocol
import SwiftLiteParser
import XCTest

/// Every rule's documented corrections (`RuleDescription.corrections`), this time through the server and
/// the editor's side: open the "before" text, ask for code actions at each of the rule's diagnostics (with
/// the diagnostic in the context, as a client sends it), take the first quick fix of each, apply the edits
/// together as one editor application, and compare with the "after" text; the diagnostics republished
/// for the edited version no longer hold the rule.
final class CorrectionsThroughEditorTests: XCTestCase {
  private let uri = "untitled:Correction.swift"

  func testEveryRuleCorrectionThroughCodeActions() throws {
    try checkCorrections(lineEnding: "\n", encodings: ["utf-16"])
  }

  /// The same with CRLF line ends: the fixes keep the file's line ends.
  func testEveryRuleCorrectionWithCRLFLineEnds() throws {
    try checkCorrections(lineEnding: "\r\n", encodings: ["utf-16"])
  }

  /// The same with UTF-8 positions negotiated.
  func testEveryRuleCorrectionWithUTF8Positions() throws {
    try checkCorrections(lineEnding: "\n", encodings: ["utf-8"])
  }

  private func checkCorrections(lineEnding: String, encodings: [String]) throws {
    var checked = 0
    for rule in RuleRegistry.all {
      let description = rule.description
      for correction in description.corrections {
        let example = correction.before
        var options: [String: JSONValue] = [:]
        for (key, value) in example.configuration { options[key] = .string(value) }
        let client = TestClient.initialized(
          capabilities: .with(positionEncodings: encodings), initializationOptions: options.isEmpty ? nil : .object(options))
        let before = MarkedSource(example.code).text.replacingOccurrences(of: "\n", with: lineEnding)
        let expected = correction.after.replacingOccurrences(of: "\n", with: lineEnding)
        let positions = client.openDocument(before, uri: uri)
        let published = client.takeNotifications(PublishDiagnosticsNotification.self).last?.diagnostics ?? []
        let ours = published.filter { $0.code == .string(description.id) }
        guard !ours.isEmpty else {
          XCTFail("[\(description.id)] the correction example gets no diagnostic", file: example.file, line: example.line)
          continue
        }
        var edits: [LSPTextEdit] = []
        for diagnostic in ours {
          let actions = try client.codeActions(uri: uri, range: diagnostic.range, diagnostics: [diagnostic]).get()
          let fix = actions.first { $0.kind == CodeActionKind.quickFix && $0.diagnostics == [diagnostic] }
          // A finding without a fix adds nothing, as in the rule verifier.
          edits += fix?.edit?.changes[uri] ?? []
        }
        let outcome: EditorEditApplication.Outcome
        do {
          outcome = try EditorEditApplication.apply(edits, to: positions.text, encoding: client.server.positionEncoding)
        } catch {
          XCTFail("[\(description.id)] the quick fixes cannot be applied together: \(error)", file: example.file, line: example.line)
          continue
        }
        XCTAssertEqual(outcome.text, expected, "[\(description.id)]", file: example.file, line: example.line)
        client.send(
          DidChangeTextDocumentNotification(
            textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2), contentChanges: outcome.contentChanges))
        XCTAssertEqual(client.server.documents[uri]?.text.string, outcome.text, file: example.file, line: example.line)
        let after = client.takeNotifications(PublishDiagnosticsNotification.self).last
        XCTAssertEqual(after?.version, 2, file: example.file, line: example.line)
        XCTAssertEqual(
          after?.diagnostics.filter { $0.code == .string(description.id) }.map(\.message), [], "[\(description.id)]",
          file: example.file, line: example.line)
        checked += 1
      }
    }
    // Every correction of the catalog went through (a count, so a silently empty catalog fails).
    XCTAssertEqual(checked, RuleRegistry.all.reduce(0) { $0 + $1.description.corrections.count })
    XCTAssertGreaterThan(checked, 20)
  }
}
