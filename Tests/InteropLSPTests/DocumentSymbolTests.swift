import InteropLSP
import InteropTestSupport
import Protocol
import SwiftLiteParser
import XCTest

final class DocumentSymbolTests: XCTestCase {
  private let uri = "file:///test/Outline.swift"

  /// name, kind, range markers, selection markers, children.
  private struct Expected {
    var name: String
    var kind: SymbolKind
    var range: (String, String)
    var selection: (String, String)
    var children: [Expected] = []
  }

  private func symbols(_ client: TestClient) -> [DocumentSymbol] {
    (try? client.send(DocumentSymbolRequest(textDocument: TextDocumentIdentifier(uri: uri))).get().symbols) ?? []
  }

  private func build(_ expected: [Expected], _ positions: DocumentPositions) -> [DocumentSymbol] {
    expected.map {
      DocumentSymbol(
        name: $0.name, kind: $0.kind, range: positions.range($0.range.0, $0.range.1),
        selectionRange: positions.range($0.selection.0, $0.selection.1), children: build($0.children, positions))
    }
  }

  func testTopLevelDeclarationsAfterEmojiHaveUTF16Columns() {
    let client = TestClient.initialized()
    let positions = client.openDocument(
      "1️⃣let 2️⃣banner3️⃣ = \"😀 漢字 🚀\"4️⃣; 5️⃣let 6️⃣after7️⃣ = 18️⃣\n", uri: uri)
    XCTAssertEqual(positions["6️⃣"], Position(line: 0, character: 29))
    XCTAssertEqual(
      symbols(client),
      build(
        [
          Expected(name: "banner", kind: .variable, range: ("1️⃣", "4️⃣"), selection: ("2️⃣", "3️⃣")),
          Expected(name: "after", kind: .variable, range: ("5️⃣", "8️⃣"), selection: ("6️⃣", "7️⃣")),
        ], positions))
  }

  func testTypesMembersCommentsStringsAndFunctionBodies() {
    let client = TestClient.initialized()
    let positions = client.openDocument(
      """
      // func notADeclaration() {
      /* struct Hidden { /* nested */ } */
      0️⃣struct 1️⃣Wrapper2️⃣: UIViewRepresentable {
        3️⃣@Binding var 4️⃣text5️⃣: String6️⃣
        7️⃣func 8️⃣makeUIView9️⃣(context: Context) -> UITextView {
          let local = "} \\("{")" + #"raw " } "#
          return UITextView()
        }🔟
        ℹ️class Coordinator {}
      }
      """, uri: uri)
    let marked = positions.marked
    let index = positions.lineIndex
    func at(_ offset: Int) -> Position { Conversions.position(offset, in: index, encoding: .utf16) }
    let text = marked.text
    let utf8 = Array(text.utf8)
    let coordinatorStart = marked["ℹ️"]
    let coordinatorName = coordinatorStart + "class ".utf8.count
    let coordinatorEnd = coordinatorName + "Coordinator {}".utf8.count
    let wrapperEnd = utf8.count
    XCTAssertEqual(
      symbols(client),
      [
        DocumentSymbol(
          name: "Wrapper", kind: .struct, range: LSPRange(start: positions["0️⃣"], end: at(wrapperEnd)),
          selectionRange: positions.range("1️⃣", "2️⃣"),
          children: [
            DocumentSymbol(
              name: "text", kind: .property, range: positions.range("3️⃣", "6️⃣"),
              selectionRange: positions.range("4️⃣", "5️⃣")),
            DocumentSymbol(
              name: "makeUIView", kind: .method, range: positions.range("7️⃣", "🔟"),
              selectionRange: positions.range("8️⃣", "9️⃣")),
            DocumentSymbol(
              name: "Coordinator", kind: .class, range: LSPRange(start: positions["ℹ️"], end: at(coordinatorEnd)),
              selectionRange: LSPRange(start: at(coordinatorName), end: at(coordinatorName + "Coordinator".utf8.count))),
          ])
      ])
  }

  func testExtensionsEnumCasesInitializersAndOperators() {
    let client = TestClient.initialized()
    client.openDocument(
      """
      extension Outer.Inner {
        enum Mode { case on, off; static func == (a: Mode, b: Mode) -> Bool { true } }
        init() {}
        class func make() {}
      }
      """, uri: uri)
    func names(_ symbols: [DocumentSymbol]) -> [String] {
      symbols.flatMap { [$0.name] + names($0.children).map { "  " + $0 } }
    }
    XCTAssertEqual(names(symbols(client)), ["Outer.Inner", "  Mode", "    on", "    off", "    ==", "  init", "  make"])
  }

  func testUnbalancedAndUnterminatedInputNeverTraps() {
    let inputs = [
      "}}}} struct A {", "\"unterminated", "\"\"\" never closed {", "#\"raw", "/* /* open", "func", "let",
      "struct A { func f() { \"\\(\"\\(\"", String(repeating: "{", count: 10_000), "extension A.", "`",
      "class", "case", "enum E { case }",
    ]
    for input in inputs {
      _ = DocumentOutline.outline(SourceText(input))
    }
    XCTAssertEqual(
      DocumentOutline.outline(SourceText(String(repeating: "struct S {", count: 300))).count, 1)
  }

  func testUnknownDocumentGivesAnEmptyList() {
    let client = TestClient.initialized()
    XCTAssertEqual(symbols(client), [])
  }
}
