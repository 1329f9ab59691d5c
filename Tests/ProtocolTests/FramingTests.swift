import Protocol
import XCTest

final class FramingTests: XCTestCase {
  private func frame(_ body: String, headers: [String] = []) -> [UInt8] {
    let header = (headers + ["Content-Length: \(body.utf8.count)"]).joined(separator: "\r\n") + "\r\n\r\n"
    return Array((header + body).utf8)
  }

  private func bodies(_ events: [FrameEvent]) -> [String] {
    events.compactMap {
      if case .body(let bytes) = $0 { return String(decoding: bytes, as: UTF8.self) }
      return nil
    }
  }

  func testOneMessage() {
    var reader = FrameReader()
    XCTAssertEqual(reader.append(frame(#"{"a":1}"#)), [.body(Array(#"{"a":1}"#.utf8))])
    XCTAssertEqual(reader.pendingByteCount, 0)
  }

  func testBytesArrivingOneAtATime() {
    var reader = FrameReader()
    var events: [FrameEvent] = []
    for byte in frame("{\"é\":\"😀\"}") + frame("[]") {
      events += reader.append([byte])
    }
    XCTAssertEqual(bodies(events), ["{\"é\":\"😀\"}", "[]"])
  }

  func testManyMessagesInOneRead() {
    var reader = FrameReader()
    let events = reader.append(frame("1") + frame("22") + frame("333") + Array("Content-Len".utf8))
    XCTAssertEqual(bodies(events), ["1", "22", "333"])
    XCTAssertEqual(bodies(reader.append(Array("gth: 1\r\n\r\n4".utf8))), ["4"])
  }

  func testHeaderNameIsCaseInsensitiveAndOtherHeadersAreIgnored() {
    var reader = FrameReader()
    let bytes = Array("content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH:2\r\n\r\n{}".utf8)
    XCTAssertEqual(reader.append(bytes), [.body(Array("{}".utf8))])
  }

  func testExactlyNBytesAreRead() {
    var reader = FrameReader()
    XCTAssertEqual(bodies(reader.append(Array("Content-Length: 3\r\n\r\nabcdef".utf8))), ["abc"])
    XCTAssertEqual(reader.pendingByteCount, 3)
  }

  func testNonNumericLengthIsReportedAndTheNextHeaderIsFound() {
    var reader = FrameReader()
    let events = reader.append(Array("Content-Length: abc\r\n\r\n".utf8) + frame("{}"))
    XCTAssertEqual(
      events,
      [
        .framingError("Content-Length is not a number: \"abc\"; waiting for the next header"),
        .body(Array("{}".utf8)),
      ])
  }

  func testMissingLengthSkipsTheBodyAndResynchronises() {
    var reader = FrameReader()
    let events = reader.append(Array("Content-Type: x\r\n\r\n{\"lost\":1}".utf8) + frame("[2]"))
    XCTAssertEqual(
      events,
      [
        .framingError("header block without Content-Length; waiting for the next header"),
        .framingError("discarded 10 stray bytes before a header"),
        .body(Array("[2]".utf8)),
      ])
  }

  func testShortLengthLeavesStrayBytesThatAreSkippedBeforeTheNextHeader() {
    var reader = FrameReader()
    let events = reader.append(Array("Content-Length: 5\r\n\r\n{\"a\":1}".utf8) + frame("{}"))
    XCTAssertEqual(
      events,
      [
        .body(Array("{\"a\":".utf8)),
        .framingError("discarded 2 stray bytes before a header"),
        .body(Array("{}".utf8)),
      ])
  }

  func testLongLengthSwallowingTheNextHeaderIsRecoveredThroughPushBack() {
    var reader = FrameReader()
    // The first frame claims 12 bytes more than it has, so it swallows the start of the next header.
    reader.append(contentsOf: Array("Content-Length: 19\r\n\r\n{\"a\":1}".utf8))
    XCTAssertNil(reader.next())
    reader.append(contentsOf: frame("{}"))
    guard case .body(let swallowed) = reader.next() else { return XCTFail("expected the swallowed body") }
    XCTAssertEqual(String(decoding: swallowed, as: UTF8.self), "{\"a\":1}Content-Leng")
    let tail = FrameReader.resynchronisationTail(of: swallowed) ?? []
    XCTAssertEqual(String(decoding: tail, as: UTF8.self), "Content-Leng")
    // The caller found the body invalid and pushes the tail back before reading on.
    reader.pushBack(tail)
    XCTAssertEqual(reader.next(), .body(Array("{}".utf8)))
    XCTAssertNil(reader.next())
  }

  func testTailIsOnlyFoundWhenAHeaderHides() {
    XCTAssertNil(FrameReader.resynchronisationTail(of: Array("{\"a\":1".utf8)))
    XCTAssertEqual(
      FrameReader.resynchronisationTail(of: Array("{\"a\"content-length: 2\r\n\r\n{}".utf8)).map {
        String(decoding: $0, as: UTF8.self)
      }, "content-length: 2\r\n\r\n{}")
  }

  func testHugeLengthIsRejectedInsteadOfAwaited() {
    var reader = FrameReader()
    XCTAssertEqual(
      reader.append(Array("Content-Length: 999999999999\r\n\r\n".utf8) + frame("{}")),
      [.framingError("Content-Length 999999999999 exceeds the limit; header ignored"), .body(Array("{}".utf8))])
  }

  func testFrameWriter() {
    XCTAssertEqual(FrameWriter.frame(Array("{}".utf8)), Array("Content-Length: 2\r\n\r\n{}".utf8))
  }
}
