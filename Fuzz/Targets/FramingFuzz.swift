import Protocol
import JSON

/// Fuzz target 1: the framing reader and the JSON-RPC decoder on raw bytes.
///
/// Invariants (a violation traps, which libFuzzer reports as a crash):
/// - the same bytes give the same frame events whether they arrive at once or in the chunk sizes the
///   input's first byte chooses;
/// - every body either parses as JSON or is rejected with an error, and every parsed value either
///   decodes to a message or to a JSON-RPC error; written back out, a parsed value parses to itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func framingFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  guard let first = bytes.first else { return 0 }
  let chunk = Int(first % 7) + 1
  let input = Array(bytes.dropFirst())

  var whole = FrameReader()
  let wholeEvents = whole.append(input)

  var pieces = FrameReader()
  var pieceEvents: [FrameEvent] = []
  var index = 0
  while index < input.count {
    let end = min(index + chunk, input.count)
    pieceEvents += pieces.append(input[index..<end])
    index = end
  }
  if wholeEvents != pieceEvents {
    fatalError("chunking changed the frame events")
  }

  for event in wholeEvents {
    guard case .body(let body) = event else { continue }
    guard let value = try? JSONParser.parse(body) else { continue }
    _ = Message.decode(value)
    let written = JSONWriter.encode(value)
    guard let reparsed = try? JSONParser.parse(written), reparsed == value else {
      fatalError("JSON written back does not parse to the same value")
    }
  }
  // The JSON parser on its own, on the raw input as one body.
  if let value = try? JSONParser.parse(input) {
    _ = Message.decode(value)
  }
  return 0
}
