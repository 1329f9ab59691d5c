import InteropAnalysis
@testable import InteropLSP
import InteropTestSupport
import Protocol
import SwiftLiteParser
import XCTest

/// Quick fixes end to end through the in-memory client: open a marked document, ask for code actions at
/// the finding (`↓…↑`), apply the returned edit exactly as an editor does, send it as `didChange`, and
/// check the exact text and that the diagnostic is gone.
final class CodeActionTests: XCTestCase {
  private let uri = "file:///test/Fix.swift"

  private struct RoundTrip {
    var client: TestClient
    var action: CodeAction
    var fixed: String
  }

  @discardableResult
  private func assertQuickFix(
    _ marked: String, rule: String, title: String, expected: String, isPreferred: Bool = true,
    encodings: [String] = ["utf-16"], initializationOptions: JSONValue? = nil, file: StaticString = #filePath, line: UInt = #line
  ) throws -> RoundTrip {
    let client = TestClient.initialized(capabilities: .with(positionEncodings: encodings), initializationOptions: initializationOptions)
    let positions = client.openDocument(marked, uri: uri)
    let published = try XCTUnwrap(client.takeNotifications(PublishDiagnosticsNotification.self).last, file: file, line: line)
    let findingRange = positions.findingRange()
    let range = LSPRange(
      start: positions.position(ofOffset: findingRange.lowerBound), end: positions.position(ofOffset: findingRange.upperBound))
    let diagnostic = try XCTUnwrap(
      published.diagnostics.first { $0.code == .string(rule) && $0.range == range },
      "no \(rule) diagnostic at \(range) in \(published.diagnostics.map { "\($0.code.map(\.json).map(\.description) ?? "") \($0.range)" })",
      file: file, line: line)
    let actions = try client.codeActions(uri: uri, range: range, diagnostics: [diagnostic]).get()
    let forRule = actions.filter { $0.kind == CodeActionKind.quickFix && $0.diagnostics == [diagnostic] }
    XCTAssertEqual(forRule.map(\.title), [title], file: file, line: line)
    let action = try XCTUnwrap(forRule.first, file: file, line: line)
    XCTAssertEqual(action.isPreferred, isPreferred ? true : nil, file: file, line: line)
    let edits = try XCTUnwrap(action.edit?.changes[uri], file: file, line: line)
    XCTAssertEqual(action.edit?.changes.keys.sorted(), [uri], file: file, line: line)
    let lastLine = positions.lineIndex.lineCount - 1
    for edit in edits {
      // Minimal edits: never the whole document.
      XCTAssertFalse(
        edit.range.start == Position(line: 0, character: 0) && edit.range.end.line == lastLine, "whole-file edit",
        file: file, line: line)
    }
    let fixed = try client.applyAsEditor(action, uri: uri, text: positions.text, version: 2)
    XCTAssertEqual(fixed, expected, file: file, line: line)
    XCTAssertEqual(client.server.documents[uri]?.text.string, fixed, "the server's copy differs", file: file, line: line)
    XCTAssertFalse(SyntaxTree.parse(fixed).hasErrors, "the fixed text does not parse cleanly", file: file, line: line)
    let after = client.takeNotifications(PublishDiagnosticsNotification.self)
    XCTAssertEqual(after.map(\.version), [2], file: file, line: line)
    XCTAssertEqual(after.last?.diagnostics.filter { $0.code == .string(rule) }, [], file: file, line: line)
    return RoundTrip(client: client, action: action, fixed: fixed)
  }

  // MARK: One quick fix per rule

  func testDelegateSetInUpdateMovesTheAssignmentIntoMake() throws {
    try assertQuickFix(
      """
      struct Browser: UIViewRepresentable {
          let café = "Grüße 😀"
          func makeUIView(context: Context) -> WKWebView {
              let web = WKWebView()
              return web
          }
          func updateUIView(_ uiView: WKWebView, context: Context) {
              ↓uiView.navigationDelegate = context.coordinator↑
              uiView.allowsBackForwardNavigationGestures = true
          }
      }
      """, rule: "delegate-set-in-update", title: "Move the assignment into `makeUIView`",
      expected: """
        struct Browser: UIViewRepresentable {
            let café = "Grüße 😀"
            func makeUIView(context: Context) -> WKWebView {
                let web = WKWebView()
                web.navigationDelegate = context.coordinator
                return web
            }
            func updateUIView(_ uiView: WKWebView, context: Context) {
                uiView.allowsBackForwardNavigationGestures = true
            }
        }
        """)
  }

  func testUnguardedUpdateAssignmentIsWrappedWithTheFilesTabs() throws {
    try assertQuickFix(
      "struct Reader: UIViewRepresentable {\n\tlet title = \"Ünïcödé 😀\"\n\t@Binding var text: String\n"
        + "\tfunc makeUIView(context: Context) -> UITextView { UITextView() }\n"
        + "\tfunc updateUIView(_ uiView: UITextView, context: Context) {\n\t\t↓uiView.text = text↑\n\t}\n}\n",
      rule: "unguarded-update-assignment", title: "Assign `text` only when it differs",
      expected: "struct Reader: UIViewRepresentable {\n\tlet title = \"Ünïcödé 😀\"\n\t@Binding var text: String\n"
        + "\tfunc makeUIView(context: Context) -> UITextView { UITextView() }\n"
        + "\tfunc updateUIView(_ uiView: UITextView, context: Context) {\n"
        + "\t\tif uiView.text != text, uiView.markedTextRange == nil {\n\t\t\tuiView.text = text\n\t\t}\n\t}\n}\n")
  }

  func testLifecycleNameTypoIsRenamedAfterNonASCIIOnTheSameLine() throws {
    let marked = """
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        /* 😀 → */ func ↓updateUiView↑(_ uiView: UITextView, context: Context) {}
      }
      """
    let expected = """
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        /* 😀 → */ func updateUIView(_ uiView: UITextView, context: Context) {}
      }
      """
    let utf16 = try assertQuickFix(marked, rule: "lifecycle-name-typo", title: "Rename to `updateUIView`", expected: expected)
    XCTAssertEqual(
      utf16.action.edit?.changes[uri],
      [LSPTextEdit(range: LSPRange(start: Position(line: 2, character: 18), end: Position(line: 2, character: 30)), newText: "updateUIView")])
    let utf8 = try assertQuickFix(
      marked, rule: "lifecycle-name-typo", title: "Rename to `updateUIView`", expected: expected, encodings: ["utf-8"])
    XCTAssertEqual(
      utf8.action.edit?.changes[uri],
      [LSPTextEdit(range: LSPRange(start: Position(line: 2, character: 22), end: Position(line: 2, character: 34)), newText: "updateUIView")])
  }

  func testDismantleNotStaticGetsStatic() throws {
    try assertQuickFix(
      """
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        func ↓dismantleUIView↑(_ uiView: UITextView, coordinator: ()) {}
      }
      """, rule: "dismantle-not-static", title: "Make `dismantleUIView` static",
      expected: """
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          static func dismantleUIView(_ uiView: UITextView, coordinator: ()) {}
        }
        """)
  }

  func testCoordinatorWithoutMakeInsertsMakeCoordinatorWithTheInitLabel() throws {
    try assertQuickFix(
      """
      private struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView {
          let view = UITextView()
          view.delegate = ↓context.coordinator↑
          return view
        }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        @MainActor final class Coordinator: NSObject, UITextViewDelegate {
          var parent: Notes
          init(parent: Notes) { self.parent = parent }
        }
      }
      """, rule: "coordinator-without-make", title: "Add `makeCoordinator()`",
      expected: """
        private struct Notes: UIViewRepresentable {
          func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

          func makeUIView(context: Context) -> UITextView {
            let view = UITextView()
            view.delegate = context.coordinator
            return view
          }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          @MainActor final class Coordinator: NSObject, UITextViewDelegate {
            var parent: Notes
            init(parent: Notes) { self.parent = parent }
          }
        }
        """)
  }

  func testCoordinatorNotMainActorGetsTheAttribute() throws {
    // The one case v2 reports: Swift 6 mode, nonisolated default isolation, the @MainActor conformance in an
    // extension and the witness in the class body.
    try assertQuickFix(
      """
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class ↓Coordinator↑: NSObject {
          func textViewDidChange(_ textView: UITextView) { textView.isScrollEnabled = true }
        }
      }
      extension Notes.Coordinator: UITextViewDelegate {}
      """, rule: "coordinator-not-main-actor", title: "Mark `Coordinator` `@MainActor`",
      expected: """
        struct Notes: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextView { UITextView() }
          func updateUIView(_ uiView: UITextView, context: Context) {}
          func makeCoordinator() -> Coordinator { Coordinator() }
          @MainActor final class Coordinator: NSObject {
            func textViewDidChange(_ textView: UITextView) { textView.isScrollEnabled = true }
          }
        }
        extension Notes.Coordinator: UITextViewDelegate {}
        """, initializationOptions: ["swiftLanguageMode": 6, "defaultIsolation": "nonisolated"])
  }

  func testMissingDismantleInsertsTheStaticDismantleWithTheCleanup() throws {
    try assertQuickFix(
      """
      private struct Clock: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          ↓context.coordinator.timer = Timer.scheduledTimer(timeInterval: 1, target: context.coordinator, selector: #selector(Coordinator.tick), userInfo: nil, repeats: true)↑
          return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        @MainActor final class Coordinator: NSObject {
          var timer: Timer?
          @objc func tick() {}
        }
      }
      """, rule: "missing-dismantle", title: "Add `dismantleUIView` with the cleanup",
      expected: """
        private struct Clock: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            context.coordinator.timer = Timer.scheduledTimer(timeInterval: 1, target: context.coordinator, selector: #selector(Coordinator.tick), userInfo: nil, repeats: true)
            return label
          }
          func updateUIView(_ uiView: UILabel, context: Context) {}

          static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
            coordinator.timer?.invalidate()
          }
          func makeCoordinator() -> Coordinator { Coordinator() }
          @MainActor final class Coordinator: NSObject {
            var timer: Timer?
            @objc func tick() {}
          }
        }
        """)
  }

  func testReferenceComparedByValueUsesIdentity() throws {
    try assertQuickFix(
      """
      struct Reader: UIViewRepresentable {
        let document: PDFDocument?
        func makeUIView(context: Context) -> PDFView { PDFView() }
        func updateUIView(_ uiView: PDFView, context: Context) {
          if ↓uiView.document != document↑ {
            uiView.document = document
          }
        }
      }
      """, rule: "reference-compared-by-value", title: "Use `!==`",
      expected: """
        struct Reader: UIViewRepresentable {
          let document: PDFDocument?
          func makeUIView(context: Context) -> PDFView { PDFView() }
          func updateUIView(_ uiView: PDFView, context: Context) {
            if uiView.document !== document {
              uiView.document = document
            }
          }
        }
        """)
  }

  func testUnusedSuppressionIsDeleted() throws {
    try assertQuickFix(
      "↓// interop-lsp:disable-next-line delegate-set-in-update↑\nlet answer = 42\n",
      rule: "unused-suppression", title: "Delete the unused suppression comment", expected: "let answer = 42\n")
  }

  func testMissingRequirementStubIsAQuickFixButNotPartOfFixAll() throws {
    let marked = """
      private struct ↓Gauge↑: UIViewRepresentable {
        func makeUIView(context: Context) -> UIProgressView { UIProgressView() }
      }
      """
    try assertQuickFix(
      marked, rule: "missing-requirement", title: "Add `updateUIView`",
      expected: """
        private struct Gauge: UIViewRepresentable {
          func makeUIView(context: Context) -> UIProgressView { UIProgressView() }

          func updateUIView(_ uiView: UIProgressView, context: Context) {
          }
        }
        """)
    let client = TestClient.initialized()
    let positions = client.openDocument(marked, uri: uri)
    let whole = LSPRange(start: Position(line: 0, character: 0), end: positions.position(ofOffset: positions.text.utf8.count))
    XCTAssertEqual(try client.codeActions(uri: uri, range: whole, only: [CodeActionKind.sourceFixAll]).get(), [])
  }

  // MARK: Fix-all

  private let severalFindings = """
    struct Notes: UIViewRepresentable {
      func makeUIView(context: Context) -> UITextView { UITextView() }
      func 1️⃣updateUiView(_ uiView: UITextView, context: Context) {}
      func dismantleUIView(_ uiView: UITextView, coordinator: ()) {}
    }
    """

  private let severalFindingsFixed = """
    struct Notes: UIViewRepresentable {
      func makeUIView(context: Context) -> UITextView { UITextView() }
      func updateUIView(_ uiView: UITextView, context: Context) {}
      static func dismantleUIView(_ uiView: UITextView, coordinator: ()) {}
    }
    """

  func testFixAllAppliesEverySafeFixOnceAndThenNothing() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(severalFindings, uri: uri)
    let cursor = LSPRange(start: positions["1️⃣"], end: positions["1️⃣"])
    let actions = try client.codeActions(uri: uri, range: cursor, only: [CodeActionKind.sourceFixAll]).get()
    XCTAssertEqual(actions.map(\.title), ["Fix all safely fixable interop-lsp issues"])
    XCTAssertEqual(actions.map(\.kind), [CodeActionKind.sourceFixAllInterop])
    XCTAssertEqual(
      actions.first?.edit?.changes[uri],
      [
        LSPTextEdit(range: LSPRange(start: Position(line: 2, character: 7), end: Position(line: 2, character: 19)), newText: "updateUIView"),
        LSPTextEdit(range: LSPRange(start: Position(line: 3, character: 2), end: Position(line: 3, character: 2)), newText: "static "),
      ])
    let action = try XCTUnwrap(actions.first)
    let fixed = try client.applyAsEditor(action, uri: uri, text: positions.text, version: 2)
    XCTAssertEqual(fixed, severalFindingsFixed)
    XCTAssertEqual(client.takeNotifications(PublishDiagnosticsNotification.self).last?.diagnostics, [])
    // Second time: nothing left to fix, so no fix-all action at all.
    XCTAssertEqual(try client.codeActions(uri: uri, range: cursor, only: [CodeActionKind.sourceFixAll]).get(), [])
    XCTAssertEqual(try client.codeActions(uri: uri, range: cursor).get(), [])
  }

  func testFixAllLeavesAFixThatOverlapsAnotherForTheNextRequest() throws {
    // Two safe fixes insert at the same place: fix-all takes the first and leaves the other (never both
    // merged into one insertion); asking again picks up the second.
    let client = TestClient.initialized(initializationOptions: ["deploymentTarget": "iOS 15.0"])
    let positions = client.openDocument(
      """
      private struct Notes: UIViewRepresentable {
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextView, context: Context) -> CGSize? { nil }
        func makeUIView(context: Context) -> UITextView {
          let view = UITextView()
          view.delegate = context.coordinator
          return view
        }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        @MainActor final class Coordinator: NSObject, UITextViewDelegate {
          var parent: Notes
          init(parent: Notes) { self.parent = parent }
        }
      }
      """, uri: uri)
    let start = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
    var text = positions.text
    var insertions: [[String]] = []
    for version in 2...4 {
      let actions = try client.codeActions(uri: uri, range: start, only: [CodeActionKind.sourceFixAllInterop]).get()
      guard let action = actions.first else { break }
      insertions.append(action.edit?.changes[uri]?.map(\.newText) ?? [])
      text = try client.applyAsEditor(action, uri: uri, text: text, version: version)
    }
    XCTAssertEqual(
      insertions,
      [["  @available(iOS 16.0, *)\n"], ["  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }\n\n"]])
    XCTAssertEqual(
      text,
      """
      private struct Notes: UIViewRepresentable {
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

        @available(iOS 16.0, *)
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextView, context: Context) -> CGSize? { nil }
        func makeUIView(context: Context) -> UITextView {
          let view = UITextView()
          view.delegate = context.coordinator
          return view
        }
        func updateUIView(_ uiView: UITextView, context: Context) {}
        @MainActor final class Coordinator: NSObject, UITextViewDelegate {
          var parent: Notes
          init(parent: Notes) { self.parent = parent }
        }
      }
      """)
    XCTAssertEqual(client.takeNotifications(PublishDiagnosticsNotification.self).last?.diagnostics, [])
  }

  func testContextOnlyFiltersByKindPrefix() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(severalFindings, uri: uri)
    let cursor = LSPRange(start: positions["1️⃣"], end: positions["1️⃣"])
    func kinds(_ only: [String]?) throws -> [String?] {
      try client.codeActions(uri: uri, range: cursor, only: only).get().withoutDisableActions.map(\.kind)
    }
    let quickfix = CodeActionKind.quickFix
    let fixAll = CodeActionKind.sourceFixAllInterop
    XCTAssertEqual(try kinds(nil), [quickfix, fixAll])
    XCTAssertEqual(try kinds([""]), [quickfix, fixAll])
    XCTAssertEqual(try kinds(["quickfix"]), [quickfix])
    XCTAssertEqual(try kinds(["source"]), [fixAll])
    XCTAssertEqual(try kinds(["source.fixAll"]), [fixAll])
    XCTAssertEqual(try kinds(["source.fixAll.interop-lsp"]), [fixAll])
    XCTAssertEqual(try kinds(["quickfix", "source.fixAll"]), [quickfix, fixAll])
    XCTAssertEqual(try kinds(["refactor"]), [])
    XCTAssertEqual(try kinds(["source.organizeImports"]), [])
    XCTAssertEqual(try kinds(["quick"]), [])
  }

  func testWithoutOnlyFixAllIsOfferedOnlyWhenItFixesMoreThanOneFinding() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(
      """
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func 1️⃣updateUiView(_ uiView: UITextView, context: Context) {}
      }
      """, uri: uri)
    let actions = try client.codeActions(uri: uri, range: LSPRange(start: positions["1️⃣"], end: positions["1️⃣"])).get()
    XCTAssertEqual(
      actions.map(\.title),
      ["Rename to `updateUIView`", "Disable lifecycle-name-typo for this line", "Disable lifecycle-name-typo in this file"])
  }

  // MARK: Matching the client's diagnostics

  func testNeovimStyleDiagnosticWithByteColumnsIsMatchedByCodeAndMessage() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(
      """
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
      0️⃣  /* ünïcödé 😀 */ func ↓updateUiView↑(_ uiView: UITextView, context: Context) {}
      }
      """, uri: uri)
    let published = try XCTUnwrap(client.takeNotifications(PublishDiagnosticsNotification.self).last?.diagnostics.first)
    XCTAssertEqual(published.range, LSPRange(start: Position(line: 2, character: 24), end: Position(line: 2, character: 36)))
    // What Neovim 0.7 sends back: the same code and message, the range rebuilt with byte columns, and the
    // cursor (the requested range) at the start of the line, not touching the finding.
    var rebuilt = Diagnostic(
      range: LSPRange(start: Position(line: 2, character: 30), end: Position(line: 2, character: 42)),
      severity: .error, code: .string("lifecycle-name-typo"), source: "interop-lsp", message: published.message)
    let cursor = LSPRange(start: positions["0️⃣"], end: positions["0️⃣"])
    XCTAssertEqual(try client.codeActions(uri: uri, range: cursor).get(), [])
    let actions = try client.codeActions(uri: uri, range: cursor, diagnostics: [rebuilt]).get().withoutDisableActions
    XCTAssertEqual(actions.map(\.title), ["Rename to `updateUIView`"])
    XCTAssertEqual(actions.first?.diagnostics, [published])
    XCTAssertEqual(
      actions.first?.edit?.changes[uri],
      [LSPTextEdit(range: published.range, newText: "updateUIView")])
    // Not ours, or not this finding: nothing.
    rebuilt.source = "sourcekit-lsp"
    XCTAssertEqual(try client.codeActions(uri: uri, range: cursor, diagnostics: [rebuilt]).get(), [])
    rebuilt.source = nil
    XCTAssertEqual(try client.codeActions(uri: uri, range: cursor, diagnostics: [rebuilt]).get().withoutDisableActions.count, 1)
    rebuilt.message = "something else"
    XCTAssertEqual(try client.codeActions(uri: uri, range: cursor, diagnostics: [rebuilt]).get(), [])
    rebuilt.message = published.message
    rebuilt.code = .string("dismantle-not-static")
    XCTAssertEqual(try client.codeActions(uri: uri, range: cursor, diagnostics: [rebuilt]).get(), [])
  }

  func testIdenticalFindingsAreToldApartByTheirRanges() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(
      """
      struct Reader: UIViewRepresentable {
        @Binding var text: String
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ uiView: UITextView, context: Context) {
          0️⃣uiView.text = text
          1️⃣uiView.text = text
        }
      }
      """, uri: uri)
    let published = try XCTUnwrap(client.takeNotifications(PublishDiagnosticsNotification.self).last?.diagnostics)
      .filter { $0.code == .string("unguarded-update-assignment") }
    XCTAssertEqual(published.map(\.range.start), [positions["0️⃣"], positions["1️⃣"]])
    XCTAssertEqual(published.first?.message, published.last?.message)
    let elsewhere = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
    for (index, diagnostic) in published.enumerated() {
      // Shifted by a few byte columns, as Neovim would: still the finding on that line.
      var sent = diagnostic
      sent.range.start.character += 3
      sent.range.end.character += 3
      let actions = try client.codeActions(uri: uri, range: elsewhere, diagnostics: [sent]).get()
        .filter { $0.kind == CodeActionKind.quickFix }
      XCTAssertEqual(actions.map(\.diagnostics), [[published[index]]], "diagnostic \(index)")
    }
  }

  // MARK: Robustness

  func testUnopenedDocumentsAndOutOfRangeRangesAnswerNothing() throws {
    let client = TestClient.initialized()
    let far = LSPRange(start: Position(line: 1000, character: 1000), end: Position(line: 2000, character: 5))
    XCTAssertEqual(try client.codeActions(uri: "file:///not/open.swift", range: far).get(), [])
    client.openDocument(
      """
      struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUiView(_ uiView: UITextView, context: Context) {}
      }

      let after = 1
      """, uri: uri)
    XCTAssertEqual(try client.codeActions(uri: uri, range: far).get(), [])
    let negative = LSPRange(start: Position(line: -5, character: -1), end: Position(line: -1, character: -7))
    // Clamped to the start of the file: the representable's header, where "Add Coordinator" applies.
    XCTAssertEqual(try client.codeActions(uri: uri, range: negative).get().map(\.title), ["Add Coordinator"])
    // A reversed range is put in order (and here covers the finding).
    let reversed = LSPRange(start: Position(line: 3, character: 0), end: Position(line: 1, character: 0))
    XCTAssertEqual(try client.codeActions(uri: uri, range: reversed).get().withoutDisableActions.map(\.title), ["Rename to `updateUIView`"])
    // Unreadable diagnostics in the context are skipped; a broken context shape is invalid params.
    let params: JSONValue = [
      "textDocument": ["uri": .string(uri)],
      "range": far.json,
      "context": ["diagnostics": [["code": "lifecycle-name-typo"], 42, nil]],
    ]
    XCTAssertEqual(client.sendRequest(method: CodeActionRequest.method, params: params), .result([]))
    guard case .error(let error) = client.sendRequest(
      method: CodeActionRequest.method, params: ["textDocument": ["uri": .string(uri)], "range": far.json, "context": 3])
    else { return XCTFail("expected an error") }
    XCTAssertEqual(error.code, ErrorCode.invalidParams.rawValue)
    XCTAssertEqual(client.server.state, .running)
  }

  func testEveryCursorPositionGetsApplicableActions() throws {
    // Every position of a file with findings, CRLF line ends and characters outside the BMP, one past each
    // line's end too: the answer never fails and every edit applies in the editor. (The misspelt update is
    // not an update method, so its assignment is no finding.)
    let text = "struct Notes: UIViewRepresentable {\r\n  let mark = \"😀→\"\r\n"
      + "  func makeUIView(context: Context) -> UITextView { UITextView() }\r\n"
      + "  /* 😀 */ func updateUiView(_ uiView: UITextView, context: Context) { uiView.text = mark }\r\n"
      + "  func dismantleUIView(_ uiView: UITextView, coordinator: ()) {}\r\n}"
    for encoding in ["utf-16", "utf-8"] {
      let client = TestClient.initialized(capabilities: .with(positionEncodings: [encoding]))
      client.openDocument(text, uri: uri)
      var titles: Set<String> = []
      let lines = text.components(separatedBy: "\r\n")
      for (line, content) in lines.enumerated() {
        let width = encoding == "utf-8" ? content.utf8.count : content.utf16.count
        for character in 0...(width + 1) {
          let position = Position(line: line, character: character)
          let actions = try client.codeActions(uri: uri, range: LSPRange(start: position, end: position)).get()
          for action in actions {
            if action.kind != LanguageServer.disableActionKind { titles.insert(action.title) }
            let edit = try XCTUnwrap(action.edit)
            XCTAssertNoThrow(
              try EditorEditApplication.apply(edit, uri: uri, to: text, encoding: client.server.positionEncoding),
              "\(action.title) at \(position)")
          }
        }
      }
      XCTAssertEqual(
        titles.sorted(),
        [
          "Add Coordinator", "Fix all safely fixable interop-lsp issues", "Make `dismantleUIView` static", "Rename to `updateUIView`",
        ], encoding)
    }
  }

  func testCapabilityListsTheKindsForLiteralClients() throws {
    let client = TestClient()
    let capabilities = ClientCapabilities([
      "textDocument": ["codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix"]]]]]
    ])
    let result = try client.send(InitializeRequest(InitializeParams(capabilities: capabilities))).get()
    XCTAssertEqual(
      result.capabilities.codeActionProvider,
      ["codeActionKinds": ["quickfix", "source.fixAll.interop-lsp", "refactor.rewrite", "refactor.extract"], "resolveProvider": false])
  }
}

/// The editor-side helper itself: positions read through a LineIndex, edits applied last to first.
final class EditorEditApplicationTests: XCTestCase {
  func testEditsApplyAgainstTheOriginalTextInArrayOrderForSamePlaceInserts() throws {
    let text = "a😀b\ncd\n"
    let edits = [
      LSPTextEdit(range: LSPRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 1)), newText: "C"),
      LSPTextEdit(range: LSPRange(start: Position(line: 0, character: 3), end: Position(line: 0, character: 3)), newText: "1"),
      LSPTextEdit(range: LSPRange(start: Position(line: 0, character: 3), end: Position(line: 0, character: 3)), newText: "2"),
    ]
    let outcome = try EditorEditApplication.apply(edits, to: text)
    XCTAssertEqual(outcome.text, "a😀12b\nCd\n")
    XCTAssertEqual(outcome.contentChanges.map(\.text), ["C", "2", "1"])
    var replayed = SourceText(text)
    for change in outcome.contentChanges {
      guard let range = change.range else { return XCTFail("full change") }
      let lines = LineIndex(replayed)
      let bytes = Conversions.byteRange(range, in: lines, encoding: .utf16)
      replayed.apply(TextEdit(range: bytes, replacement: change.text))
    }
    XCTAssertEqual(replayed.string, outcome.text)
  }

  func testOverlappingOrOutOfRangeEditsAreRejected() {
    let text = "abc\n"
    let overlapping = [
      LSPTextEdit(range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 2)), newText: ""),
      LSPTextEdit(range: LSPRange(start: Position(line: 0, character: 1), end: Position(line: 0, character: 3)), newText: ""),
    ]
    XCTAssertThrowsError(try EditorEditApplication.apply(overlapping, to: text))
    let outside = [LSPTextEdit(range: LSPRange(start: Position(line: 0, character: 4), end: Position(line: 0, character: 4)), newText: "")]
    XCTAssertThrowsError(try EditorEditApplication.apply(outside, to: text))
  }
}

extension Array where Element == CodeAction {
  /// The actions without "Disable … for this line / in this file" (tested in SuppressionActionTests).
  var withoutDisableActions: [CodeAction] { filter { $0.kind != LanguageServer.disableActionKind } }
}
