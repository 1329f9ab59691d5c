import SwiftLiteParser

/// Fuzz target: UTF-8 repair and every LineIndex conversion on arbitrary bytes.
/// Invariants: repaired text is valid UTF-8; offset → position → offset round-trips on character boundaries.
@_cdecl("LLVMFuzzerTestOneInput")
public func lineIndexFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = SourceText(bytes: Array(UnsafeRawBufferPointer(start: start, count: count)))
  let index = LineIndex(text)
  var offset = 0
  while offset <= text.count {
    let boundary = index.characterBoundary(atOrBefore: offset)
    for encoding in [ColumnEncoding.utf16, .utf8] {
      let position = index.offsetToPosition(boundary, encoding: encoding)
      let back = index.positionToOffset(position, encoding: encoding)
      let line = index.line(containing: boundary)
      // Offsets inside a line terminator map to the line's content end; everything else round-trips.
      if back != min(boundary, index.lineContentEnd(line)) {
        fatalError("round trip failed at \(boundary): \(position) -> \(back)")
      }
    }
    offset += 1
  }
  return 0
}
