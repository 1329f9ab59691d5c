import Dispatch
import Foundation  // full Foundation: Process (runs the built server)
import InteropTestSupport
import Protocol
import XCTest

/// Drives the real `interop-lsp` binary over real pipes. The binary is looked up next to the test bundle
/// (`swift test` builds it there) and then in this package's `.build`; the tests are skipped, saying so,
/// only when it cannot be found.
final class StdioTests: XCTestCase {
  private struct Run {
    var status: Int32
    var stdout: [UInt8]
    var stderr: String
  }

  private func binary() throws -> URL {
    let fileManager = FileManager.default
    var candidates: [URL] = []
    if let first = CommandLine.arguments.first {
      let bundle = URL(fileURLWithPath: first)
      candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("interop-lsp"))
      // On macOS the test binary sits inside .xctest/Contents/MacOS.
      candidates.append(
        bundle.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
          .deletingLastPathComponent().appendingPathComponent("interop-lsp"))
    }
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug/interop-lsp"))
    candidates.append(packageRoot.appendingPathComponent(".build/release/interop-lsp"))
    for candidate in candidates where fileManager.isExecutableFile(atPath: candidate.path) {
      return candidate
    }
    throw XCTSkip(
      "interop-lsp binary not found (looked in \(candidates.map(\.path))); run `swift build` first")
  }

  /// Runs the binary with `arguments`, writes `input` in the given chunks, closes stdin, and waits
  /// (at most 20 s, then the process is killed and the test fails).
  private func run(_ arguments: [String], input chunks: [[UInt8]] = [], closeInput: Bool = true) throws -> Run {
    let process = Process()
    process.executableURL = try binary()
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
    for chunk in chunks {
      stdin.fileHandleForWriting.write(Data(chunk))
    }
    if closeInput { try stdin.fileHandleForWriting.close() }
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    XCTAssertFalse(process.terminationReason == .uncaughtSignal, "the server was killed or crashed")
    return Run(status: process.terminationStatus, stdout: [UInt8](output), stderr: String(decoding: errors, as: UTF8.self))
  }

  private func messages(_ bytes: [UInt8]) -> [Message] {
    var reader = FrameReader()
    var result: [Message] = []
    for event in reader.append(bytes) {
      switch event {
      case .body(let body):
        guard let json = try? JSONParser.parse(body), case .success(let message) = Message.decode(json) else {
          XCTFail("stdout carried a body that is not a JSON-RPC message: \(String(decoding: body, as: UTF8.self))")
          continue
        }
        result.append(message)
      case .framingError(let problem):
        XCTFail("stdout carried something other than frames: \(problem)")
      }
    }
    XCTAssertEqual(reader.pendingByteCount, 0, "stdout ended with a partial frame")
    return result
  }

  private let uri = "file:///tmp/Stdio.swift"

  private var session: [Message] {
    [
      .request(id: .number(1), method: "initialize", params: ["processId": nil, "capabilities": [:]]),
      .notification(method: "initialized", params: [:]),
      .notification(
        method: "textDocument/didOpen",
        params: ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": "let a = 1\n"]]),
      .notification(
        method: "textDocument/didChange",
        params: [
          "textDocument": ["uri": .string(uri), "version": 2],
          "contentChanges": [
            ["range": ["start": ["line": 0, "character": 4], "end": ["line": 0, "character": 5]], "text": "b"]
          ],
        ]),
      .request(id: .number(2), method: "shutdown", params: nil),
      .notification(method: "exit", params: nil),
    ]
  }

  private var expectedReplies: [Message] {
    [
      .response(
        id: .number(1),
        body: .result([
          "capabilities": [
            "positionEncoding": "utf-16",
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "diagnosticProvider": ["interFileDependencies": true, "workspaceDiagnostics": true],
            "definitionProvider": true,
            "workspaceSymbolProvider": true,
            "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
          "documentSymbolProvider": true,
          "hoverProvider": true,
          "codeActionProvider": true,
          "completionProvider": ["resolveProvider": false],
          "inlayHintProvider": true,
          "codeLensProvider": ["resolveProvider": false],
          "executeCommandProvider": ["commands": ["interop-lsp.showChecklist"]],
          ],
          "serverInfo": ["name": "interop-lsp", "version": "0.1.0"],
        ])),
      .notification(
        method: "textDocument/publishDiagnostics", params: ["uri": .string(uri), "version": 2, "diagnostics": []]),
      .response(id: .number(2), body: .result(nil)),
    ]
  }

  /// The replies with the version 1 publish dropped when the server saw `didOpen` and `didChange` together
  /// (it publishes once per batch of received messages, for the last version). Whether it did depends on
  /// how the pipe delivered the bytes, so both are accepted; the version 2 publish always comes, before
  /// the `shutdown` answer.
  private func assertReplies(_ replies: [Message], file: StaticString = #filePath, line: UInt = #line) {
    let versionOne = Message.notification(
      method: "textDocument/publishDiagnostics", params: ["uri": .string(uri), "version": 1, "diagnostics": []])
    let withoutVersionOne = replies.filter { $0 != versionOne }
    XCTAssertEqual(withoutVersionOne, expectedReplies, file: file, line: line)
    XCTAssertLessThanOrEqual(replies.count - withoutVersionOne.count, 1, file: file, line: line)
    if replies.count != withoutVersionOne.count {
      XCTAssertEqual(replies.dropFirst().first, versionOne, "version 1 comes right after initialize", file: file, line: line)
    }
  }

  func testWholeSessionInOneWrite() throws {
    let run = try run([], input: [session.flatMap(\.framed)], closeInput: false)
    assertReplies(messages(run.stdout))
    XCTAssertEqual(run.status, 0)
  }

  func testWholeSessionOneByteAtATime() throws {
    let run = try run(["--log-level", "debug"], input: session.flatMap(\.framed).map { [$0] }, closeInput: false)
    assertReplies(messages(run.stdout))
    XCTAssertEqual(run.status, 0)
    XCTAssert(run.stderr.contains("interop-lsp: info: exit (code 0)"), run.stderr)
  }

  func testMalformedInputIsAnsweredAndTheServerKeepsServing() throws {
    let input =
      Array("Content-Length: nope\r\n\r\n".utf8) + FrameWriter.frame(Array("{oops".utf8))
      + session[0].framed + FrameWriter.frame(Array("[]".utf8)) + session[4].framed + session[5].framed
    let run = try run([], input: [input], closeInput: false)
    let replies = messages(run.stdout)
    XCTAssertEqual(
      replies.first, .response(id: nil, body: .error(ResponseError(.parseError, "Parse error: expected a string key at byte 1"))))
    XCTAssertEqual(replies.count, 4)
    XCTAssertEqual(
      replies.last, .response(id: .number(2), body: .result(nil)))
    XCTAssertEqual(run.status, 0)
    XCTAssert(run.stderr.contains("malformed framing: Content-Length is not a number"), run.stderr)
  }

  func testClosedInputEndsTheProcessWithOne() throws {
    let run = try run([], input: [session[0].framed])
    XCTAssertEqual(messages(run.stdout).count, 1)
    XCTAssertEqual(run.status, 1)
  }

  func testExitWithoutShutdownEndsWithOne() throws {
    let run = try run([], input: [session[0].framed + session[5].framed], closeInput: false)
    XCTAssertEqual(run.status, 1)
  }

  func testVersionHelpAndUsageErrors() throws {
    let version = try run(["--version"])
    XCTAssertEqual(String(decoding: version.stdout, as: UTF8.self), "interop-lsp 0.1.0\n")
    XCTAssertEqual(version.status, 0)
    let help = try run(["--help"])
    XCTAssert(String(decoding: help.stdout, as: UTF8.self).hasPrefix("usage: interop-lsp"))
    XCTAssertEqual(help.status, 0)
    let unknown = try run(["frobnicate"])
    XCTAssertEqual(unknown.stdout, [])
    XCTAssert(unknown.stderr.hasPrefix("interop-lsp: unknown argument 'frobnicate'\nusage: interop-lsp"), unknown.stderr)
    XCTAssertEqual(unknown.status, 2)
    let badLevel = try run(["--log-level", "loud"])
    XCTAssertEqual(badLevel.status, 2)
  }
}

/// The quick-fix round trip over real pipes: codeAction → the client applies the edit → didChange →
/// the diagnostic is gone from the next publish.
final class StdioCodeActionTests: XCTestCase {
  func testQuickFixRoundTripOverPipes() throws {
    let uri = "file:///tmp/StdioFix.swift"
    let text = """
      struct NameField: UIViewRepresentable {
          let label = "Grüße 😀"
          func makeUIView(context: Context) -> UITextField {
              let field = UITextField()
              return field
          }
          func updateUIView(_ uiView: UITextField, context: Context) {
              uiView.delegate = context.coordinator
          }
      }

      """
    let server = try ServerProcess()
    let literals: JSONValue = ["textDocument": ["codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix"]]]]]]
    server.send(.request(id: .number(1), method: "initialize", params: ["processId": nil, "capabilities": literals]))
    let initialized = try XCTUnwrap(server.response(to: 1))
    guard case .result(let result) = initialized else { return XCTFail("initialize failed: \(initialized)") }
    XCTAssertEqual(
      result["capabilities"]?["codeActionProvider"],
      ["codeActionKinds": ["quickfix", "source.fixAll.interop-lsp", "refactor.rewrite", "refactor.extract"], "resolveProvider": false])
    server.send(.notification(method: "initialized", params: [:]))
    server.send(
      .notification(
        method: "textDocument/didOpen",
        params: ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]]))
    let first = try XCTUnwrap(server.notification("textDocument/publishDiagnostics"))
    XCTAssertEqual(first["version"], 1)
    let diagnostics = try XCTUnwrap(first["diagnostics"]?.arrayValue).map { try Diagnostic(json: $0) }
    let diagnostic = try XCTUnwrap(diagnostics.first { $0.code == .string("delegate-set-in-update") })
    XCTAssertEqual(diagnostic.range, LSPRange(start: Position(line: 7, character: 8), end: Position(line: 7, character: 45)))

    let request = CodeActionRequest(
      textDocument: TextDocumentIdentifier(uri: uri), range: diagnostic.range,
      context: CodeActionContext(diagnostics: [diagnostic]))
    server.send(.request(id: .number(2), method: CodeActionRequest.method, params: request.json))
    guard case .result(let json) = try XCTUnwrap(server.response(to: 2)) else { return XCTFail("codeAction failed") }
    let actions = try CodeActionResponse(json: json).actions.filter { $0.kind == CodeActionKind.quickFix }
    XCTAssertEqual(actions.map(\.title), ["Move the assignment into `makeUIView`"])
    let action = try XCTUnwrap(actions.first)
    XCTAssertEqual(action.diagnostics, [diagnostic])
    let edit = try XCTUnwrap(action.edit)
    let outcome = try EditorEditApplication.apply(edit, uri: uri, to: text)
    XCTAssertEqual(
      outcome.text,
      """
      struct NameField: UIViewRepresentable {
          let label = "Grüße 😀"
          func makeUIView(context: Context) -> UITextField {
              let field = UITextField()
              field.delegate = context.coordinator
              return field
          }
          func updateUIView(_ uiView: UITextField, context: Context) {
          }
      }

      """)
    let change = DidChangeTextDocumentNotification(
      textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2), contentChanges: outcome.contentChanges)
    server.send(.notification(method: DidChangeTextDocumentNotification.method, params: change.json))
    let second = try XCTUnwrap(server.notification("textDocument/publishDiagnostics") { $0["version"] == 2 })
    let after = try XCTUnwrap(second["diagnostics"]?.arrayValue).map { try Diagnostic(json: $0) }
    XCTAssertEqual(after.filter { $0.code == .string("delegate-set-in-update") }, [])
    // Nothing left to fix at the old place.
    server.send(.request(id: .number(3), method: CodeActionRequest.method, params: request.json))
    XCTAssertEqual(server.response(to: 3), .result([]))

    server.send(.request(id: .number(4), method: "shutdown", params: nil))
    XCTAssertEqual(server.response(to: 4), .result(nil))
    server.send(.notification(method: "exit", params: nil))
    XCTAssertEqual(server.finish().status, 0)
  }
}
