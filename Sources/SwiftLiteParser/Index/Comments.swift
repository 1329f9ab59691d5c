/// A comment's byte range and form.
public struct CommentRange: Sendable, Hashable {
  public var range: Range<Int>
  /// `//` (and `///`) rather than `/* … */`.
  public var isLine: Bool
}

extension SyntaxTree {
  /// Every comment of the file, in order, found in the trivia of its tokens. Walks the green storage directly
  /// (no node or token objects), so it costs one pass over the tokens plus the trivia bytes.
  public var commentRanges: [CommentRange] {
    var result: [CommentRange] = []
    forEachComment { result.append($0) }
    return result
  }

  /// Calls `body` with every comment of the file, in order (`commentRanges` without the array: a file with a
  /// comment on each of its 70,000 lines need not hold them all).
  public func forEachComment(_ body: (CommentRange) -> Void) {
    let bytes = self.bytes
    func scan(_ range: Range<Int>) {
      var index = max(range.lowerBound, 0)
      let end = min(range.upperBound, bytes.count)
      while index < end {
        let start = index
        guard bytes[index] == UInt8(ascii: "/"), index + 1 < end else {
          index += 1
          continue
        }
        if bytes[index + 1] == UInt8(ascii: "/") {
          while index < end, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
          body(CommentRange(range: start..<index, isLine: true))
        } else if bytes[index + 1] == UInt8(ascii: "*") {
          var depth = 0
          while index < end {
            if bytes[index] == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "*") {
              depth += 1
              index += 2
            } else if bytes[index] == UInt8(ascii: "*"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "/") {
              depth -= 1
              index += 2
              if depth <= 0 { break }
            } else {
              index += 1
            }
          }
          body(CommentRange(range: start..<index, isLine: false))
        } else {
          index += 1
        }
      }
    }
    green.forEachToken { token, start in
      let textStart = start + Int(token.leadingLength)
      let textEnd = textStart + Int(token.textLength)
      if token.leadingLength > 0 { scan(start..<textStart) }
      if token.trailingLength > 0 { scan(textEnd..<(start + token.width)) }
    }
  }
}
