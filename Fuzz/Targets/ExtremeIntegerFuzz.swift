import InteropLSP
import Protocol

/// Fuzz target 6: extreme integers in every position-taking request.
///
/// The input chooses the encoding, a document (from a small fixed set, one with a fixable finding on a
/// line after the first) and then a sequence of hover, code action (range and context diagnostics, one of
/// them the server's own with its range replaced), didChange (range) and pull-diagnostic requests whose
/// integers are drawn mostly from the edges of `Int` (Int.min, Int.max, ±2^31, ±2^53, −1, 0…). Every
/// request must be answered and the server must never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func extremeIntegerFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = ExtremeInput(Array(UnsafeRawBufferPointer(start: start, count: count)))
  var published: [JSONValue] = []
  let server = LanguageServer(logger: .silent) { frame in
    // Keep the diagnostics the server publishes, to send them back inside code-action contexts.
    var reader = FrameReader()
    for case .body(let body) in reader.append(frame) {
      if let value = try? JSONParser.parse(body), case .object(let object) = value,
        object["method"] == .string("textDocument/publishDiagnostics"),
        case .object(let params)? = object["params"], case .array(let diagnostics)? = params["diagnostics"]
      {
        published = diagnostics
      }
    }
  }
  let uri = "file:///fuzz/Extreme.swift"
  var nextID = 1
  func send(_ value: JSONValue) { server.receive(FrameWriter.frame(JSONWriter.encode(value))) }
  func request(_ method: String, _ params: JSONValue) {
    send(.object(["jsonrpc": .string("2.0"), "id": .integer(nextID), "method": .string(method), "params": params]))
    nextID += 1
  }
  func notify(_ method: String, _ params: JSONValue) {
    send(.object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params]))
  }
  func position() -> JSONValue { .object(["line": .integer(input.integer()), "character": .integer(input.integer())]) }
  func range() -> JSONValue { .object(["start": position(), "end": position()]) }
  let document: JSONValue = .object(["uri": .string(uri)])
  let texts = [
    "struct Notes: UIViewRepresentable {\n  func makeUIView(context: Context) -> UITextView { UITextView() }\n"
      + "  /* 😀 → */ func updateUiView(_ uiView: UITextView, context: Context) {}\n}\n",
    "let a = 1\r\nlet b = \"Grüße 😀\"\rlet c = 3\n",
    "",
  ]

  request("initialize", .object([
    "capabilities": .object([
      "general": .object(["positionEncodings": .array(input.bool() ? [.string("utf-8")] : [.string("utf-16")])]),
    ]),
  ]))
  notify("initialized", .object([:]))
  notify("textDocument/didOpen", .object([
    "textDocument": .object([
      "uri": .string(uri), "languageId": .string("swift"), "version": .integer(input.integer()),
      "text": .string(texts[Int(input.byte()) % texts.count]),
    ]),
  ]))
  var steps = 0
  while !input.isAtEnd, steps < 64 {
    steps += 1
    switch input.byte() % 5 {
    case 0:
      request("textDocument/hover", .object(["textDocument": document, "position": position()]))
    case 1:
      var diagnostics: [JSONValue] = []
      if let own = published.first, case .object(var object) = own {
        object["range"] = range()
        diagnostics.append(.object(object))
        diagnostics.append(own)
      }
      diagnostics.append(.object([
        "range": range(), "message": .string("x"), "code": .string("lifecycle-name-typo"),
        "severity": .integer(input.integer()),
      ]))
      request("textDocument/codeAction", .object([
        "textDocument": document, "range": range(), "context": .object(["diagnostics": .array(diagnostics)]),
      ]))
    case 2:
      notify("textDocument/didChange", .object([
        "textDocument": .object(["uri": .string(uri), "version": .integer(input.integer())]),
        "contentChanges": .array([.object([
          "range": range(), "rangeLength": .integer(input.integer()), "text": .string(input.bool() ? "" : "x\n"),
        ])]),
      ]))
    case 3:
      request("textDocument/diagnostic", .object(["textDocument": document]))
    default:
      notify("textDocument/didOpen", .object([
        "textDocument": .object([
          "uri": .string(uri), "languageId": .string("swift"), "version": .integer(input.integer()),
          "text": .string(texts[Int(input.byte()) % texts.count]),
        ]),
      ]))
    }
    if server.exitCode != nil { break }
  }
  server.endOfInput()
  // What the server freed off its loop is freed before libFuzzer checks for leaks.
  LanguageServer.waitForReleases()
  return 0
}

/// Reads integers from fuzzer bytes, mostly from the edges of `Int`; every read is bounded.
struct ExtremeInput {
  private let data: [UInt8]
  private var index = 0
  static let edges: [Int] = [
    Int.min, Int.min + 1, -(1 << 53), -(1 << 31), -2, -1, 0, 1, 2, 3, (1 << 31) - 1, 1 << 31, 1 << 32, 1 << 53,
    1 << 62, Int.max - 1, Int.max,
  ]

  init(_ data: [UInt8]) { self.data = data }

  var isAtEnd: Bool { index >= data.count }

  mutating func byte() -> UInt8 {
    guard index < data.count else { return 0 }
    defer { index += 1 }
    return data[index]
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  mutating func integer() -> Int {
    let selector = byte()
    switch selector % 4 {
    case 0:
      var value: UInt64 = 0
      for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
      return Int(truncatingIfNeeded: value)
    case 1:
      return Int(byte() % 8)
    default:
      return Self.edges[Int(selector / 4) % Self.edges.count]
    }
  }
}
