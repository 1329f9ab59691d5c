import InteropLSP
import InteropTestSupport
import Protocol
import XCTest

/// The hover plumbing only (topics are InteropAnalysis's business): a stand-in provider, injected through the
/// package initializer, answers on the word `Coordinator`, and the server converts byte ranges and picks the
/// content kind.
final class HoverPlumbingTests: XCTestCase {
  private let uri = "file:///test/Hover.swift"

  private static let provider: LanguageServer.HoverProvider = { input in
    let bytes = input.text.bytes
    let word = Array("Coordinator".utf8)
    var start = max(0, input.offset - word.count)
    while start <= input.offset, start + word.count <= bytes.count {
      if Array(bytes[start..<(start + word.count)]) == word, input.offset < start + word.count {
        return HoverAnswer(
          range: start..<(start + word.count),
          text: input.acceptsMarkdown ? "**Coordinator**" : "Coordinator", isMarkdown: input.acceptsMarkdown)
      }
      start += 1
    }
    return nil
  }

  private func hover(_ client: TestClient, _ position: Position) -> Hover? {
    try? client.send(HoverRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position)).get().hover
  }

  func testMarkdownHoverWithTheTokenRangeAfterEmoji() throws {
    let client = TestClient(hoverProvider: Self.provider)
    XCTAssertTrue(try client.send(InitializeRequest()).get().capabilities.hoverProvider)
    client.send(InitializedNotification())
    let positions = client.openDocument("let 😀 = 1️⃣Coord2️⃣inator3️⃣()\n", uri: uri)
    XCTAssertEqual(
      hover(client, positions["2️⃣"]),
      Hover(contents: MarkupContent(kind: .markdown, value: "**Coordinator**"), range: positions.range("1️⃣", "3️⃣")))
    XCTAssertNil(hover(client, Position(line: 0, character: 0)))
    XCTAssertNil(hover(client, Position(line: 99, character: 99)))
  }

  func testPlainTextForClientsWithoutMarkdown() {
    let client = TestClient.initialized(
      capabilities: ClientCapabilities(["textDocument": ["hover": ["contentFormat": ["plaintext"]]]]),
      hoverProvider: Self.provider)
    let positions = client.openDocument("1️⃣Coordinator\n", uri: uri)
    XCTAssertEqual(hover(client, positions["1️⃣"])?.contents, MarkupContent(kind: .plaintext, value: "Coordinator"))
  }

  func testUnopenedDocumentGivesNull() {
    let client = TestClient.initialized(hoverProvider: Self.provider)
    XCTAssertEqual(
      client.sendRequest(method: "textDocument/hover", params: ["textDocument": ["uri": "file:///nope"], "position": ["line": 0, "character": 0]]),
      .result(nil))
  }
}
