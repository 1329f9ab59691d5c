#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftLiteParser

/// Writes to stderr at once (stdout is buffered and lost when the target traps).
func report(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBytes { buffer in write(2, buffer.baseAddress, buffer.count) }
}

/// Fuzz target 3: incremental reparse. The input is a text followed by a sequence of edits; after each
/// edit the incrementally reparsed tree must equal a full parse of the same text (same dump), and both
/// must be lossless. Any difference traps, which libFuzzer reports as a crash.
///
/// Layout: the first two bytes give the text's length (little endian, capped by the input); the rest
/// is read as edits of five bytes: start (2 bytes), deleted length (1), inserted length (1), and the
/// inserted bytes, taken from a small alphabet of Swift punctuation, keywords and letters when the
/// inserted length byte is odd, else raw (repaired to valid UTF-8, as the server's document store does).
@_cdecl("LLVMFuzzerTestOneInput")
public func incrementalFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Array(UnsafeRawBufferPointer(start: start, count: count))
  guard data.count >= 2 else { return 0 }
  let textLength = min(Int(data[0]) | Int(data[1]) << 8, data.count - 2)
  var index = 2 + textLength
  var tree = SyntaxTree.parse(SourceText(bytes: Array(data[2..<index])))
  let alphabet: [[UInt8]] = [
    "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "/*", "*/", "//", "\n", " ", "#if ", "#endif", "x", "func ",
    "struct ", "let ", "=", ".", ",", ":", "#", "\\(", "'", "/", "$0", "in ", "@",
  ].map { Array($0.utf8) }
  var edits = 0
  while index + 4 <= data.count, edits < 32 {
    edits += 1
    let length = tree.bytes.count
    let startOffset = length == 0 ? 0 : (Int(data[index]) | Int(data[index + 1]) << 8) % (length + 1)
    let deleted = min(Int(data[index + 2]) % 8, length - startOffset)
    let insertSelector = Int(data[index + 3])
    index += 4
    var inserted: [UInt8] = []
    if insertSelector & 1 == 1 {
      inserted = alphabet[(insertSelector >> 1) % alphabet.count]
    } else {
      let insertLength = min((insertSelector >> 1) % 6, data.count - index)
      inserted = Array(data[index..<(index + insertLength)])
      index += insertLength
    }
    // Edits arrive as the server makes them: on character boundaries, with valid UTF-8 text.
    let lines = LineIndex(tree.bytes)
    let lower = lines.characterBoundary(atOrBefore: startOffset)
    let upper = max(lower, lines.characterBoundary(atOrBefore: startOffset + deleted))
    let edit = TextEdit(range: lower..<upper, replacement: SourceText.repairUTF8(inserted).0)
    let incremental = tree.reparse(edit: edit)
    let full = SyntaxTree.parse(SourceText(bytes: incremental.bytes))
    if incremental.reconstructedBytes() != incremental.bytes {
      fatalError("incremental tree is not lossless")
    }
    let incrementalDump = incremental.dump()
    let fullDump = full.dump()
    if incrementalDump != fullDump {
      let before = String(decoding: tree.bytes, as: UTF8.self)
      let left = incrementalDump.split(separator: "\n", omittingEmptySubsequences: false)
      let right = fullDump.split(separator: "\n", omittingEmptySubsequences: false)
      let first = (0..<min(left.count, right.count)).first { left[$0] != right[$0] } ?? min(left.count, right.count)
      report("edit \(edits): \(edit.range) -> \(String(decoding: edit.replacement, as: UTF8.self).debugDescription)")
      report("strategy: \(incremental.statistics.strategy)")
      report("text before (\(tree.bytes.count) bytes): \(before.debugDescription)")
      report("first difference at dump line \(first):")
      report("  incremental: \(first < left.count ? String(left[first]) : "<end>")")
      report("  full:        \(first < right.count ? String(right[first]) : "<end>")")
      fatalError("incremental tree differs from a full parse")
    }
    tree = incremental
  }
  return 0
}
