import InteropLSP
import Protocol

/// Fuzz target 5: the whole server fed a sequence of LSP messages decoded from the input.
///
/// The input is read as operations (one selector byte, then its arguments): open, change (ranges
/// anywhere, also far out of the document), hover, document symbols, code actions, pull diagnostics,
/// cancel, close, configuration, raw bytes straight into the framing layer, shutdown and exit.
/// The server must answer every request exactly once and never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func serverFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(Array(UnsafeRawBufferPointer(start: start, count: count)))
  let server = LanguageServer(logger: .silent) { _ in }
  let uri = "file:///fuzz/Input.swift"
  var nextID = 1

  func send(_ value: JSONValue) {
    server.receive(FrameWriter.frame(JSONWriter.encode(value)))
  }
  func request(_ method: String, _ params: JSONValue) {
    send(.object(["jsonrpc": .string("2.0"), "id": .integer(nextID), "method": .string(method), "params": params]))
    nextID += 1
  }
  func notify(_ method: String, _ params: JSONValue) {
    send(.object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params]))
  }
  func position(_ input: inout FuzzInput) -> JSONValue {
    .object(["line": .integer(input.smallInt()), "character": .integer(input.smallInt())])
  }
  func document() -> JSONValue { .object(["uri": .string(uri)]) }

  request("initialize", .object([
    "capabilities": .object([
      "general": .object(["positionEncodings": .array(input.bool() ? [.string("utf-8")] : [.string("utf-16")])]),
      "textDocument": .object(["hover": .object(["contentFormat": .array([.string("plaintext")])])]),
    ]),
  ]))
  notify("initialized", .object([:]))
  var version = 1
  var steps = 0
  while !input.isAtEnd, steps < 64 {
    steps += 1
    switch input.byte() % 12 {
    case 0:
      notify("textDocument/didOpen", .object([
        "textDocument": .object([
          "uri": .string(uri), "languageId": .string("swift"), "version": .integer(version),
          "text": .string(input.text()),
        ]),
      ]))
    case 1:
      version += input.bool() ? 1 : -1
      var change: [String: JSONValue] = ["text": .string(input.text())]
      if input.byte() % 4 != 0 {
        change["range"] = .object(["start": position(&input), "end": position(&input)])
      }
      notify("textDocument/didChange", .object([
        "textDocument": .object(["uri": .string(uri), "version": .integer(version)]),
        "contentChanges": .array([.object(change)]),
      ]))
    case 2:
      request("textDocument/hover", .object(["textDocument": document(), "position": position(&input)]))
    case 3:
      request("textDocument/documentSymbol", .object(["textDocument": document()]))
    case 4:
      request("textDocument/codeAction", .object([
        "textDocument": document(),
        "range": .object(["start": position(&input), "end": position(&input)]),
        "context": .object(["diagnostics": .array([]), "only": input.bool() ? .array([.string("source.fixAll.interop-lsp")]) : .null]),
      ]))
    case 5:
      request("textDocument/diagnostic", .object(["textDocument": document()]))
    case 6:
      notify("$/cancelRequest", .object(["id": .integer(nextID - Int(input.byte() % 3))]))
    case 7:
      notify("textDocument/didClose", .object(["textDocument": document()]))
    case 8:
      notify("workspace/didChangeConfiguration", .object(["settings": .object([
        "deploymentTarget": .string(input.text()),
        "rules": .object([input.text(): .string(["off", "hint", "warning", "error", "bogus"][Int(input.byte() % 5)])]),
        "swiftLanguageMode": .integer(input.smallInt()),
      ])]))
    case 9:
      server.receive(input.bytes(Int(input.byte())))
    case 10:
      notify("textDocument/didSave", .object(["textDocument": document()]))
    default:
      request("shutdown", .null)
      if input.bool() { notify("exit", .null) }
    }
    if server.exitCode != nil { break }
  }
  server.endOfInput()
  // What the server freed off its loop is freed before libFuzzer checks for leaks.
  LanguageServer.waitForReleases()
  return 0
}

/// Reads structured values from fuzzer bytes; every read is bounded and never traps.
struct FuzzInput {
  private let data: [UInt8]
  private var index = 0

  init(_ data: [UInt8]) { self.data = data }

  var isAtEnd: Bool { index >= data.count }

  mutating func byte() -> UInt8 {
    guard index < data.count else { return 0 }
    defer { index += 1 }
    return data[index]
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// Small numbers mostly, sometimes negative or huge, for positions.
  mutating func smallInt() -> Int {
    let selector = byte()
    switch selector % 16 {
    case 0: return -Int(byte())
    case 1: return Int(Int32.max)
    default: return Int(byte() % 40)
    }
  }

  mutating func bytes(_ count: Int) -> [UInt8] {
    let end = min(index + count, data.count)
    defer { index = end }
    return Array(data[min(index, end)..<end])
  }

  /// A string from the next bytes (length from one byte, times four), repaired to valid UTF-8.
  mutating func text() -> String {
    let length = Int(byte()) * 4
    return String(decoding: bytes(length), as: UTF8.self)
  }
}
