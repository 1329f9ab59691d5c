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

  // MARK: Issue 20

  func testHeaderBlockEndedByTwoCarriageReturnsDoesNotSwallowTheNextFrame() {
    var reader = FrameReader()
    let bytes = Array("Content-Length: 7\r\r{\"a\":1}".utf8) + frame("{}")
    XCTAssertEqual(reader.append(bytes), [.body(Array("{\"a\":1}".utf8)), .body(Array("{}".utf8))])
    // A lone \r at the end of what arrived so far may be half of \r\n: the reader waits for the next byte.
    var split = FrameReader()
    XCTAssertEqual(split.append(Array("Content-Length: 2\r\n\r".utf8)), [])
    XCTAssertEqual(split.append(Array("\n{}".utf8)), [.body(Array("{}".utf8))])
    // Headers on lines ended by lone \r are read like any others.
    var lone = FrameReader()
    XCTAssertEqual(
      lone.append(Array("Content-Type: x\rContent-Length: 2\r\r[]".utf8)), [.body(Array("[]".utf8))])
  }

  func testResynchronisingInsideTheLastBodyRereadsFromTheHiddenHeaderWithoutCopying() {
    var reader = FrameReader()
    // Three levels: each broken body hides the next header; the innermost frame is valid.
    let inner = "Content-Length: 2\r\n\r\n{}"
    let middle = "Content-Length: \(1 + inner.utf8.count)\r\n\r\n{" + inner
    let outer = "Content-Length: \(1 + middle.utf8.count)\r\n\r\n{" + middle
    reader.append(contentsOf: Array((outer + "Content-Length: 2\r\n\r\n[]").utf8))
    var bodies: [String] = []
    while let event = reader.nextInPlace() {
      guard case .body(let body) = event else { continue }
      let text = String(decoding: body, as: UTF8.self)
      bodies.append(text)
      if (try? JSONParser.parse(Array(body))) == nil {
        XCTAssertTrue(reader.resynchroniseInsideLastBody(), text)
      }
    }
    XCTAssertEqual(bodies, ["{" + middle, "{" + inner, "{}", "[]"])
    // Only right after a body, and only when a header hides in it.
    XCTAssertFalse(reader.resynchroniseInsideLastBody())
    var plain = FrameReader()
    plain.append(contentsOf: frame("{\"a\":"))
    _ = plain.nextInPlace()
    XCTAssertFalse(plain.resynchroniseInsideLastBody())
  }

  func testATruncatedHeaderNameAtTheEndOfABrokenBodyIsReadOnFrom() {
    var reader = FrameReader()
    reader.append(contentsOf: Array("Content-Length: 19\r\n\r\n{\"a\":1}".utf8) + frame("{}"))
    guard case .body(let swallowed)? = reader.nextInPlace() else { return XCTFail("expected a body") }
    XCTAssertEqual(String(decoding: swallowed, as: UTF8.self), "{\"a\":1}Content-Leng")
    XCTAssertTrue(reader.resynchroniseInsideLastBody())
    XCTAssertEqual(reader.next(), .body(Array("{}".utf8)))
    XCTAssertNil(reader.next())
  }
}
