import InteropAnalysis
import InteropLSP
import InteropTestSupport
import Protocol
import SwiftLiteParser
import XCTest

/// Completion, inlay hints, code lens, the checklist command and the refactorings, through the in-memory client.
final class EditingFeaturesTests: XCTestCase {
  private let uri = "file:///test/Editing.swift"

  private func document(_ uri: String) -> TextDocumentIdentifier { TextDocumentIdentifier(uri: uri) }

  private static let snippetCapabilities = ClientCapabilities(
    .object([
      "general": ["positionEncodings": ["utf-16"]],
      "textDocument": ["completion": ["completionItem": ["snippetSupport": true]]],
    ]))

  // MARK: Capabilities

  func testEditingProvidersAreAdvertised() throws {
    let client = TestClient()
    let result = try client.send(InitializeRequest()).get()
    let json = result.capabilities.json
    XCTAssertEqual(json["completionProvider"], ["resolveProvider": false])
    XCTAssertEqual(json["inlayHintProvider"], true)
    XCTAssertEqual(json["codeLensProvider"], ["resolveProvider": false])
    XCTAssertEqual(json["executeCommandProvider"], ["commands": ["interop-lsp.showChecklist"]])
  }

  // MARK: Inlay hints

  private static let browser = """
    import SwiftUI
    import WebKit

    struct 6️⃣Browser7️⃣: UIViewRepresentable {
        let url: URL
        var onLoad: () -> Void

        func makeCoordinator1️⃣() -> Coordinator { Coordinator(self) }

        func makeUIView2️⃣(context: Context) -> WKWebView {
            let webView = WKWebView()
            webView.navigationDelegate = context.coordinator
            return webView
        }

        func updateUIView3️⃣(_ webView: WKWebView, context: Context) {
            context.coordinator.parent = self4️⃣
            webView.load(URLRequest(url: url))
        }

        func dismantleUIView5️⃣(_ webView: WKWebView, coordinator: Coordinator) {}

        final class Coordinator: NSObject, WKNavigationDelegate {
            var parent: Browser
            init(_ parent: Browser) { self.parent = parent }
            func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { parent.onLoad() }
        }
    }
    """

  private func wholeDocument(_ positions: DocumentPositions) -> LSPRange {
    LSPRange(start: Position(line: 0, character: 0), end: positions.position(ofOffset: positions.text.utf8.count))
  }

  func testInlayHintsAfterLifecycleNamesAndTheParentRefresh() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(Self.browser, uri: uri)
    let hints = try client.send(InlayHintRequest(textDocument: document(uri), range: wholeDocument(positions))).get().hints
    XCTAssertEqual(
      hints,
      [
        InlayHint(position: positions["1️⃣"], label: "once per view identity, before make", paddingLeft: true),
        InlayHint(position: positions["2️⃣"], label: "once per view identity", paddingLeft: true),
        InlayHint(position: positions["3️⃣"], label: "on every change of: url", paddingLeft: true),
        InlayHint(position: positions["4️⃣"], label: "keeps the Coordinator's closures and values current", paddingLeft: true),
        InlayHint(position: positions["5️⃣"], label: "SwiftUI never calls it: not static", paddingLeft: true),
      ])
  }

  func testInlayHintsOnlyInTheRequestedRange() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(Self.browser, uri: uri)
    let hints = try client.send(InlayHintRequest(textDocument: document(uri), range: positions.range("2️⃣", "3️⃣"))).get().hints
    XCTAssertEqual(
      hints,
      [
        InlayHint(position: positions["2️⃣"], label: "once per view identity", paddingLeft: true),
        InlayHint(position: positions["3️⃣"], label: "on every change of: url", paddingLeft: true),
      ])
  }

  func testStaticDismantleAndInputsReadThroughSelfAndProjections() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(
      """
      struct Field: UIViewRepresentable {
          @Binding var text: String
          var placeholder: String
          var isSecure = false
          var computed: Int { 1 }

          func makeUIView(context: Context) -> UITextField { UITextField() }

          func updateUIView1️⃣(_ field: UITextField, context: Context) {
              if field.text != text { field.text = self.text }
              field.placeholder = self.placeholder
              _ = $text
              _ = field.isSecureTextEntry
          }

          static func dismantleUIView2️⃣(_ field: UITextField, coordinator: Coordinator) {}
      }
      """, uri: uri)
    let hints = try client.send(InlayHintRequest(textDocument: document(uri), range: positions.range("1️⃣", "2️⃣"))).get().hints
    XCTAssertEqual(
      hints,
      [
        InlayHint(position: positions["1️⃣"], label: "on every change of: text, placeholder", paddingLeft: true),
        InlayHint(position: positions["2️⃣"], label: "when SwiftUI removes the view", paddingLeft: true),
      ])
  }

  func testInlayHintsCanBeTurnedOff() throws {
    let client = TestClient.initialized(initializationOptions: ["inlayHints": false])
    let positions = client.openDocument(Self.browser, uri: uri)
    let hints = try client.send(InlayHintRequest(textDocument: document(uri), range: wholeDocument(positions))).get().hints
    XCTAssertEqual(hints, [])
    XCTAssertEqual(client.logMessages, [])
  }

  // MARK: Code lens and the checklist command

  func testChecklistLensOnTheRepresentableNameAndItsCommand() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(Self.browser, uri: uri)
    let lenses = try client.send(CodeLensRequest(textDocument: document(uri))).get().lenses
    XCTAssertEqual(
      lenses,
      [
        CodeLens(
          range: positions.range("6️⃣", "7️⃣"),
          command: LSPCommand(
            title: "Interop checklist 3/5 · ✗ update guarded, dismantle cleanup", command: "interop-lsp.showChecklist",
            arguments: [.string(uri), "Browser"]))
      ])
    _ = client.takeMessages()
    let answer = try client.send(ExecuteCommandRequest(command: "interop-lsp.showChecklist", arguments: [.string(uri), "Browser"])).get()
    let shown = client.takeNotifications(ShowMessageNotification.self)
    XCTAssertEqual(shown.map(\.message), [answer.value.stringValue ?? ""])
    XCTAssertEqual(shown.map(\.type), [.info])
    // The same checklist as hover on the conformance.
    let hover = try client.send(HoverRequest(textDocument: document(uri), position: positions["7️⃣"].movedRight(3))).get()
    let hoverText = hover.hover?.contents.value ?? ""
    XCTAssertTrue(hoverText.contains("Checklist for Browser"), hoverText)
    XCTAssertEqual(
      answer.value.stringValue,
      """
      Checklist for Browser

      ✓ View or controller created in make, never in update
      ✓ Coordinator assigned as delegate in make, not in update
      ✗ Writes and calls in update with a visible cost (text, scroll offset, map region, reloads, focus) sit behind a change check (unguarded-update-call)
      ✗ Registrations that outlive the view (repeating timers, block observers, script handlers) undone in a static dismantle (dismantle-not-static)
      ✓ Closures stored by objects the Coordinator keeps capture it weakly
      n/a Coordinator isolation fits Swift 6 (a main-actor conformance declared in an extension needs @MainActor)
      n/a Every delegate exit path (finish, cancel, error) closes the sheet
      """)
  }

  func testUnknownCommandAndBadArgumentsAreInvalidParams() {
    let client = TestClient.initialized()
    client.openDocument(Self.browser, uri: uri)
    XCTAssertEqual(
      client.sendRequest(method: "workspace/executeCommand", params: ["command": "interop-lsp.nothing"]),
      .error(.invalidParams("Unknown command interop-lsp.nothing")))
    XCTAssertEqual(
      client.sendRequest(method: "workspace/executeCommand", params: ["command": "interop-lsp.showChecklist", "arguments": [1]]),
      .error(.invalidParams("interop-lsp.showChecklist takes a document URI and a type name")))
    XCTAssertEqual(
      client.sendRequest(
        method: "workspace/executeCommand", params: ["command": "interop-lsp.showChecklist", "arguments": [.string(uri), "Nope"]]),
      .error(.invalidParams("No representable named Nope in \(uri)")))
  }

  // MARK: Completion

  private func completions(_ client: TestClient, _ position: Position) throws -> [CompletionItem] {
    try client.send(CompletionRequest(textDocument: document(uri), position: position)).get().items
  }

  func testRecipesInAnEmptyFileInsertTheGoldenText() throws {
    let client = TestClient.initialized(initializationOptions: ["deploymentTarget": "iOS 16", "swiftLanguageMode": 6])
    let positions = client.openDocument("1️⃣", uri: uri)
    let items = try completions(client, positions["1️⃣"])
    XCTAssertEqual(items.map(\.label), RecipeCatalog.all.map(\.label))
    let settings = RecipeSettings(deploymentTarget: DeploymentTarget(major: 16), swiftLanguageMode: 6)
    for (item, recipe) in zip(items, RecipeCatalog.all) {
      var expected = recipe.fileText(settings)
      expected.removeLast()
      XCTAssertEqual(item.textEdit?.newText, expected, recipe.id)
      XCTAssertEqual(item.textEdit?.range, LSPRange(start: positions["1️⃣"], end: positions["1️⃣"]))
      XCTAssertEqual(item.insertTextFormat, .plainText)
      XCTAssertEqual(item.additionalTextEdits, nil)
      XCTAssertEqual(item.filterText, recipe.wrappedType)
      XCTAssertEqual(item.kind, .snippet)
    }
    XCTAssertEqual(items.first { $0.label == "Wrap UITextView (attributed text) for SwiftUI" }?.textEdit?.newText.contains("func sizeThatFits"), true)
  }

  func testRecipeSnippetNamesThePlaceholderAndEscapesTheRest() throws {
    let client = TestClient.initialized(capabilities: Self.snippetCapabilities)
    let positions = client.openDocument("import SwiftUI\n\nWeb1️⃣", uri: uri)
    let items = try completions(client, positions["1️⃣"])
    let item = try XCTUnwrap(items.first { $0.label == "Wrap WKWebView for SwiftUI" })
    XCTAssertEqual(item.insertTextFormat, .snippet)
    let text = item.textEdit?.newText ?? ""
    XCTAssertTrue(text.hasPrefix("struct ${1:WebViewWrapper}: UIViewRepresentable {\n"), text)
    XCTAssertTrue(text.contains("var parent: ${1:WebViewWrapper}\n"), text)
    XCTAssertTrue(text.contains("@Binding var isLoading: Bool"), text)
    // The typed word is replaced; the missing import goes after the existing one.
    XCTAssertEqual(item.textEdit?.range, LSPRange(start: Position(line: 2, character: 0), end: positions["1️⃣"]))
    XCTAssertEqual(
      item.additionalTextEdits,
      [LSPTextEdit(range: LSPRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 0)), newText: "import WebKit\n")])
    let search = try XCTUnwrap(items.first { $0.label == "Wrap UISearchBar for SwiftUI" })
    XCTAssertTrue(search.textEdit?.newText.contains("\\}") ?? false, "closing braces are escaped")
  }

  func testMemberCompletionInsideARepresentableOffersWhatIsMissing() throws {
    let client = TestClient.initialized(initializationOptions: ["deploymentTarget": "iOS 17"])
    let positions = client.openDocument(
      """
      struct Pdf: UIViewRepresentable {
          func makeUIView(context: Context) -> PDFView { PDFView() }

          up1️⃣
      }
      """, uri: uri)
    let items = try completions(client, positions["1️⃣"])
    XCTAssertEqual(items.map(\.label), ["updateUIView(_:context:)", "static dismantleUIView(_:coordinator:)", "sizeThatFits(_:uiView:context:)"])
    XCTAssertEqual(items.first?.textEdit?.newText, "func updateUIView(_ uiView: PDFView, context: Context) {\n    }")
    XCTAssertEqual(items.first?.textEdit?.range, LSPRange(start: Position(line: 3, character: 4), end: positions["1️⃣"]))
    XCTAssertEqual(
      items.last?.textEdit?.newText,
      "func sizeThatFits(_ proposal: ProposedViewSize, uiView: PDFView, context: Context) -> CGSize? {\n        nil\n    }")
  }

  func testAnEmptyRepresentableGetsTheRecipesOfItsKind() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(
      """
      struct Picker: UIViewControllerRepresentable {
          1️⃣
      }
      """, uri: uri)
    let items = try completions(client, positions["1️⃣"])
    XCTAssertEqual(
      items.map(\.label),
      [
        "makeUIViewController(context:)", "updateUIViewController(_:context:)", "static dismantleUIViewController(_:coordinator:)",
        "Wrap PHPickerViewController for SwiftUI", "Wrap MFMailComposeViewController for SwiftUI",
        "Wrap MFMessageComposeViewController for SwiftUI", "Wrap UIActivityViewController (share sheet) for SwiftUI",
        "Wrap SFSafariViewController for SwiftUI", "UIViewControllerRepresentable skeleton",
      ])
    let safari = try XCTUnwrap(items.first { $0.label == "Wrap SFSafariViewController for SwiftUI" })
    XCTAssertEqual(
      safari.textEdit?.newText,
      """
      let url: URL

          func makeUIViewController(context: Context) -> SFSafariViewController {
              SFSafariViewController(url: url)
          }

          func updateUIViewController(_ controller: SFSafariViewController, context: Context) {
              // Its URL is fixed when it is made.
          }
      """)
    XCTAssertEqual(
      safari.additionalTextEdits,
      [LSPTextEdit(range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)), newText: "import SafariServices\nimport SwiftUI\n\n")])
  }

  func testAnUnclosedRepresentableAtTheEndOfTheFileStillHoldsTheCursor() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument("import SwiftUI\n\nstruct Web: UIViewRepresentable {\n    1️⃣", uri: uri)
    let labels = try completions(client, positions["1️⃣"]).map(\.label)
    XCTAssertEqual(Array(labels.prefix(3)), ["makeUIView(context:)", "updateUIView(_:context:)", "static dismantleUIView(_:coordinator:)"])
    // After a closed type, the top level again.
    let closed = client.openDocument("struct Web: UIViewRepresentable {}\n1️⃣", uri: "file:///test/Closed.swift")
    let top = try client.send(CompletionRequest(textDocument: document("file:///test/Closed.swift"), position: closed["1️⃣"])).get().items
    XCTAssertEqual(top.count, RecipeCatalog.all.count)
  }

  func testAnEmptyStructIsAboutToConform() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument("import SwiftUI\n\nstruct Browser {\n    1️⃣\n}\n", uri: uri)
    let items = try completions(client, positions["1️⃣"])
    XCTAssertEqual(items.map(\.label), RecipeCatalog.all.map(\.label))
    let safari = try XCTUnwrap(items.first { $0.label == "Wrap SFSafariViewController for SwiftUI" })
    var text = positions.text
    let edits = [safari.textEdit].compactMap { $0 } + (safari.additionalTextEdits ?? [])
    text = try EditorEditApplication.apply(edits, to: text).text
    XCTAssertEqual(
      text,
      """
      import SwiftUI
      import SafariServices

      struct Browser: UIViewControllerRepresentable {
          let url: URL

          func makeUIViewController(context: Context) -> SFSafariViewController {
              SFSafariViewController(url: url)
          }

          func updateUIViewController(_ controller: SFSafariViewController, context: Context) {
              // Its URL is fixed when it is made.
          }
      }

      """)
    // A struct that already conforms to something else is left alone.
    let other = client.openDocument("struct Model: Codable {\n    1️⃣\n}\n", uri: "file:///test/Model.swift")
    XCTAssertEqual(try client.send(CompletionRequest(textDocument: document("file:///test/Model.swift"), position: other["1️⃣"])).get().items, [])
  }

  func testNoCompletionInCodeCommentsOrStrings() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(
      """
      struct Label: UIViewRepresentable {
          func makeUIView(context: Context) -> UILabel {
              let label = UILabel()
              lab1️⃣
              return label
          }
          // make2️⃣
          var title = "ma3️⃣ke"
      }
      // top4️⃣
      """, uri: uri)
    for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣"] {
      XCTAssertEqual(try completions(client, positions[marker]).map(\.label), [], marker)
    }
  }

  // MARK: Refactorings

  private static let notes = """
    struct 2️⃣Notes: UIViewRepresentable {
        @Binding var text: String

        func makeUIView(context: Context) -> UITextView {
            let textView = UITextView()
            return textView
        }

        func updateUIView(_ uiView: UITextView, context: Context) {
            1️⃣uiView.isEditable = true
            uiView.font = UIFont.preferredFont(forTextStyle: .body)
            if uiView.text != text {
                uiView.text = text
            }
        }
    }
    """

  func testAddCoordinatorWiresTheDelegateOfTheMadeType() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(Self.notes, uri: uri)
    let actions = try client.codeActions(uri: uri, range: positions.range("2️⃣", "2️⃣"), only: ["refactor"]).get()
    XCTAssertEqual(actions.map(\.title), ["Add Coordinator"])
    XCTAssertEqual(actions.map(\.kind), ["refactor.rewrite"])
    // Inside update: the extraction only.
    let inside = try client.codeActions(uri: uri, range: positions.range("1️⃣", "1️⃣"), only: ["refactor"]).get()
    XCTAssertEqual(inside.map(\.title), ["Extract UIKit setup into make"])
    let text = try client.applyAsEditor(actions[0], uri: uri, text: positions.text, version: 2)
    XCTAssertEqual(
      text,
      """
      struct Notes: UIViewRepresentable {
          @Binding var text: String

          func makeCoordinator() -> Coordinator {
              Coordinator(self)
          }

          final class Coordinator: NSObject, UITextViewDelegate {
              var parent: Notes

              init(_ parent: Notes) {
                  self.parent = parent
              }
          }

          func makeUIView(context: Context) -> UITextView {
              let textView = UITextView()
              textView.delegate = context.coordinator
              return textView
          }

          func updateUIView(_ uiView: UITextView, context: Context) {
              uiView.isEditable = true
              uiView.font = UIFont.preferredFont(forTextStyle: .body)
              if uiView.text != text {
                  uiView.text = text
              }
          }
      }
      """)
    XCTAssertFalse(SyntaxTree.parse(text).hasErrors)
  }

  func testExtractSetupMovesConstantConfigurationIntoMake() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(Self.notes, uri: uri)
    let actions = try client.codeActions(uri: uri, range: positions.range("1️⃣", "1️⃣"), only: ["refactor.extract"]).get()
    XCTAssertEqual(actions.map(\.title), ["Extract UIKit setup into make"])
    let text = try client.applyAsEditor(actions[0], uri: uri, text: positions.text, version: 2)
    XCTAssertEqual(
      text,
      """
      struct Notes: UIViewRepresentable {
          @Binding var text: String

          func makeUIView(context: Context) -> UITextView {
              let textView = UITextView()
              textView.isEditable = true
              textView.font = UIFont.preferredFont(forTextStyle: .body)
              return textView
          }

          func updateUIView(_ uiView: UITextView, context: Context) {
              if uiView.text != text {
                  uiView.text = text
              }
          }
      }
      """)
  }

  func testAddDismantleForAStoredRepeatingTimer() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(
      """
      struct Clock: UIViewRepresentable 1️⃣{
          func makeCoordinator() -> Coordinator { Coordinator() }

          func makeUIView(context: Context) -> UILabel {
              let label = UILabel()
              context.coordinator.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
              return label
          }

          func updateUIView(_ uiView: UILabel, context: Context) {}

          final class Coordinator {
              var timer: Timer?
          }
      }
      """, uri: uri)
    let actions = try client.codeActions(uri: uri, range: positions.range("1️⃣", "1️⃣"), only: ["refactor.rewrite"]).get()
    XCTAssertEqual(actions.map(\.title), ["Add dismantle for registrations"])
    let text = try client.applyAsEditor(actions[0], uri: uri, text: positions.text, version: 2)
    XCTAssertTrue(
      text.contains(
        """
            func updateUIView(_ uiView: UILabel, context: Context) {}

            static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
                coordinator.timer?.invalidate()
            }

        """), text)
  }

  func testNoRefactoringsOutsideRepresentablesOrForOtherKinds() throws {
    let client = TestClient.initialized()
    let positions = client.openDocument(
      """
      struct Plain {
          func 1️⃣run() {}
      }
      """, uri: uri)
    XCTAssertEqual(try client.codeActions(uri: uri, range: positions.range("1️⃣", "1️⃣")).get().map(\.title), [])
    let notes = client.openDocument(Self.notes, uri: "file:///test/Notes.swift")
    XCTAssertEqual(
      try client.codeActions(uri: "file:///test/Notes.swift", range: notes.range("1️⃣", "1️⃣"), only: ["quickfix"]).get().map(\.title), [])
  }
}

extension EditingFeaturesTests {
  func testExtremePositionsAreClampedNotFatal() throws {
    let client = TestClient.initialized()
    client.openDocument(Self.browser, uri: uri)
    for value in [Int.min, -1, 0, Int.max] {
      let position = Position(line: value, character: value)
      XCTAssertNoThrow(try client.send(CompletionRequest(textDocument: document(uri), position: position)).get(), "\(value)")
      XCTAssertNoThrow(
        try client.send(InlayHintRequest(textDocument: document(uri), range: LSPRange(start: position, end: Position(line: Int.max, character: Int.min)))).get(),
        "\(value)")
      XCTAssertNoThrow(try client.codeActions(uri: uri, range: LSPRange(start: position, end: position), only: ["refactor"]).get(), "\(value)")
    }
    // Unopened documents: nothing, not an error.
    XCTAssertEqual(try client.send(CompletionRequest(textDocument: document("file:///none.swift"), position: Position(line: 0, character: 0))).get().items, [])
    XCTAssertEqual(try client.send(CodeLensRequest(textDocument: document("file:///none.swift"))).get().lenses, [])
    XCTAssertEqual(client.server.state, .running)
  }
}

extension Position {
  fileprivate func movedRight(_ count: Int) -> Position { Position(line: line, character: character + count) }
}
