import SwiftLiteParser

/// One file's tokens, comments and bracket matches, with the small queries the rules are built from.
public struct ScannedFile: Sendable {
  public let bytes: [UInt8]
  public let tokens: [ScanToken]
  public let comments: [ScanComment]
  /// For each `{`, `(`, `[` token, the index of its closing token (or `tokens.count` when unbalanced), and
  /// for each closing token its opener; -1 elsewhere.
  public let match: [Int]
  /// For each byte offset `0...bytes.count`, the index of the first token starting at or after it: the token
  /// queries by offset (every node → token conversion) are one lookup instead of a binary search.
  let firstTokenAtOrAfter: [Int32]

  /// Parses `bytes` and views the tree's tokens (tests and one-off callers; the analysis passes its tree).
  public init(bytes: [UInt8]) {
    self.init(tree: SyntaxTree.parse(bytes))
  }

  /// A view over the parser's tokens: present tokens in order, with `@Name` and `#name` joined into one token,
  /// keywords treated as identifiers, and the comments of every token's trivia.
  public init(tree: SyntaxTree) {
    let bytes = tree.bytes
    self.bytes = bytes
    var tokens: [ScanToken] = []
    tokens.reserveCapacity(bytes.count / 4)
    var previousEnd = 0
    func gap(_ from: Int, _ to: Int) -> (newline: Bool, space: Bool) {
      guard from < to else { return (false, false) }
      var newline = false
      var index = from
      while index < to {
        if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
          newline = true
          break
        }
        index += 1
      }
      return (newline, true)
    }
    // Walks the green storage directly (no node objects, no child arrays): tokens come in order with their offsets.
    tree.green.forEachToken { token, start in
      let textStart = start + Int(token.leadingLength)
      let range = textStart..<(textStart + Int(token.textLength))
      guard !token.isMissing, token.kind != .eof, !range.isEmpty else { return }
      let scanKind: ScanTokenKind
      switch token.kind {
      case .identifier, .dollarIdentifier: scanKind = .identifier
      case .integerLiteral, .floatLiteral: scanKind = .number
      case .stringLiteral, .regexLiteral: scanKind = .string
      case .operatorSymbol, .assignOperator, .arrow, .equal, .question, .exclaim, .leftAngle, .rightAngle, .ampersand, .ellipsis:
        scanKind = .operator
      case .poundIf, .poundElseif, .poundElse, .poundEndif, .poundAvailable, .poundUnavailable, .poundSourceLocation, .poundIdentifier:
        scanKind = .poundKeyword
      case .at: scanKind = .attribute
      default: scanKind = token.kind.isKeyword ? .identifier : .punctuation
      }
      // `@` directly followed by a name: one attribute token.
      if scanKind == .identifier, let last = tokens.last, last.kind == .attribute, last.end == range.lowerBound,
        last.end - last.start == 1
      {
        tokens[tokens.count - 1].end = range.upperBound
        previousEnd = range.upperBound
        return
      }
      let separation = gap(previousEnd, range.lowerBound)
      tokens.append(ScanToken(kind: scanKind, start: range.lowerBound, end: range.upperBound, newlineBefore: separation.newline, spaceBefore: separation.space))
      previousEnd = range.upperBound
    }
    self.tokens = tokens
    self.comments = tree.commentRanges.map { ScanComment(range: $0.range, isLine: $0.isLine) }
    var match = [Int](repeating: -1, count: tokens.count)
    var stack: [Int] = []
    for (index, token) in tokens.enumerated() where token.kind == .punctuation {
      let first = bytes[token.start]
      switch first {
      case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
        stack.append(index)
      case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
        let opener: UInt8 = first == UInt8(ascii: "}") ? UInt8(ascii: "{") : first == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "[")
        // Pop until the right kind of opener; mismatched openers stay unbalanced.
        var found = -1
        while let top = stack.last {
          stack.removeLast()
          if bytes[tokens[top].start] == opener {
            found = top
            break
          }
          match[top] = index
        }
        if found >= 0 {
          match[found] = index
          match[index] = found
        }
      default:
        break
      }
    }
    for open in stack {
      match[open] = tokens.count
    }
    self.match = match
    var table = [Int32](repeating: Int32(truncatingIfNeeded: tokens.count), count: bytes.count + 1)
    table.withUnsafeMutableBufferPointer { table in
      var offset = 0
      for (index, token) in tokens.enumerated() {
        let start = min(max(token.start, 0), bytes.count)
        while offset <= start {
          table[offset] = Int32(truncatingIfNeeded: index)
          offset += 1
        }
      }
    }
    self.firstTokenAtOrAfter = table
  }

  /// The index of the token that starts at byte `offset`, else of the first token starting after it
  /// (`count` when none does).
  public func tokenIndex(atOrAfter offset: Int) -> Int {
    if offset <= 0 { return 0 }
    guard offset < firstTokenAtOrAfter.count else { return tokens.count }
    return Int(firstTokenAtOrAfter[offset])
  }

  /// The index of the last token that ends at or before byte `offset` (-1 when none does).
  public func tokenIndex(endingAtOrBefore offset: Int) -> Int {
    // Tokens do not overlap: the last one starting before `offset` ends at or before it unless it contains it.
    var index = tokenIndex(atOrAfter: offset) - 1
    if index >= 0, index < tokens.count, tokens[index].end > offset { index -= 1 }
    return index
  }

  public var count: Int { tokens.count }

  /// Whether the raw text contains `needle` anywhere (comments and strings included): a cheap pre-check that
  /// lets a rule skip files that cannot match.
  public func contains(_ needle: StaticString) -> Bool {
    let length = needle.utf8CodeUnitCount
    guard length > 0, bytes.count >= length else { return false }
    return bytes.withUnsafeBufferPointer { haystack in
      needle.withUTF8Buffer { pattern in
        guard let base = haystack.baseAddress else { return false }
        let first = pattern[0]
        let lastByte = pattern[length - 1]
        let last = haystack.count - length
        func matches(at index: Int) -> Bool {
          var offset = 1
          while offset < length, haystack[index + offset] == pattern[offset] { offset += 1 }
          return offset == length
        }
        // Sixteen positions at a time: a candidate needs the needle's first byte at its start and its last byte
        // at its end; only candidates are compared in full.
        let raw = UnsafeRawPointer(base)
        let firstVector = SIMD16<UInt8>(repeating: first)
        let lastVector = SIMD16<UInt8>(repeating: lastByte)
        var index = 0
        while index + 15 <= last {
          let starts = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
          let ends = raw.loadUnaligned(fromByteOffset: index + length - 1, as: SIMD16<UInt8>.self)
          let candidates = (starts .== firstVector) .& (ends .== lastVector)
          if any(candidates) {
            for lane in 0..<16 where candidates[lane] && matches(at: index + lane) { return true }
          }
          index += 16
        }
        while index <= last {
          if haystack[index] == first, matches(at: index) { return true }
          index += 1
        }
        return false
      }
    }
  }

  /// The token's text.
  public func text(_ index: Int) -> String {
    guard index >= 0, index < tokens.count else { return "" }
    let token = tokens[index]
    return String(decoding: bytes[token.start..<min(token.end, bytes.count)], as: UTF8.self)
  }

  /// The source text from the start of token `from` to the end of token `through`.
  public func text(from: Int, through: Int) -> String {
    guard from >= 0, through >= from, through < tokens.count else { return "" }
    return String(decoding: bytes[tokens[from].start..<tokens[through].end], as: UTF8.self)
  }

  /// The same answer as `text(index) == string` without building a String when both texts are plain ASCII
  /// (anything else takes the String comparison, whose Unicode equivalence a byte compare would not match).
  public func textEquals(_ index: Int, _ string: String) -> Bool {
    guard index >= 0, index < tokens.count else { return string.isEmpty }
    let token = tokens[index]
    let start = token.start
    let end = min(token.end, bytes.count)
    let fast: Bool?? = string.utf8.withContiguousStorageIfAvailable { pattern -> Bool? in
      var offset = 0
      var equal = end - start == pattern.count
      while start + offset < end {
        let byte = bytes[start + offset]
        if byte >= 0x80 { return nil }
        if equal, byte != pattern[offset] { equal = false }
        offset += 1
      }
      for byte in pattern where byte >= 0x80 { return nil }
      return equal
    }
    if let fast, let answer = fast { return answer }
    return text(index) == string
  }

  /// Whether token `index` has exactly the text `string` (compared byte by byte).
  public func `is`(_ index: Int, _ string: StaticString) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    let length = string.utf8CodeUnitCount
    guard token.end - token.start == length else { return false }
    return string.withUTF8Buffer { buffer in
      var offset = 0
      while offset < length {
        if bytes[token.start + offset] != buffer[offset] { return false }
        offset += 1
      }
      return true
    }
  }

  public func isIdentifier(_ index: Int) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .identifier
  }

  /// Whether token `index` is an identifier with the text `string`.
  public func isIdentifier(_ index: Int, _ string: StaticString) -> Bool {
    isIdentifier(index) && self.is(index, string)
  }

  public func byteRange(from: Int, through: Int) -> Range<Int> {
    guard from >= 0, from < tokens.count else { return bytes.count..<bytes.count }
    let last = min(max(through, from), tokens.count - 1)
    return tokens[from].start..<tokens[last].end
  }

  /// The closing partner of the bracket at `index`, clamped to the last token.
  public func closing(_ index: Int) -> Int {
    guard index >= 0, index < match.count else { return max(tokens.count - 1, 0) }
    let partner = match[index]
    if partner < 0 { return index }
    return min(partner, max(tokens.count - 1, 0))
  }

  /// Leading indentation (spaces and tabs) of the line holding byte `offset`.
  public func indentation(ofLineAt offset: Int) -> String {
    var start = min(max(offset, 0), bytes.count)
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The byte offset where the line holding `offset` starts.
  public func lineStart(at offset: Int) -> Int {
    var start = min(max(offset, 0), bytes.count)
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
    return start
  }

  /// The line terminator the file uses (CRLF when its first line break is one).
  public var lineBreak: String {
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\r") { return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r" }
      if bytes[index] == UInt8(ascii: "\n") { return "\n" }
      index += 1
    }
    return "\n"
  }

  /// One indentation step, guessed from the file (four spaces when unsure).
  public var indentUnit: String {
    var index = 0
    var lineStart = true
    while index < bytes.count {
      let current = bytes[index]
      if current == UInt8(ascii: "\n") {
        lineStart = true
      } else if lineStart {
        if current == UInt8(ascii: "\t") { return "\t" }
        if current == UInt8(ascii: " ") {
          var end = index
          while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
          let width = end - index
          if width >= 2, width <= 8, end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
            return String(repeating: " ", count: width)
          }
        }
        if current != UInt8(ascii: "\r") { lineStart = false }
      }
      index += 1
    }
    return "    "
  }
}

extension ScannedFile {
  /// The index of a present token of the tree this file views (nil for a missing token).
  public func index(of token: SyntaxToken?) -> Int? {
    guard let token, !token.isMissing else { return nil }
    let range = token.textRange
    // A name joined to its `@` ends the attribute token.
    let candidate = tokenIndex(endingAtOrBefore: range.upperBound)
    guard candidate >= 0, candidate < count, tokens[candidate].end == range.upperBound else { return nil }
    return candidate
  }

  /// The index of a node's first present token (found from the node's offsets, without walking it).
  public func firstIndex(of node: SyntaxNode) -> Int? {
    let index = tokenIndex(atOrAfter: node.offset)
    guard index < count, tokens[index].end <= node.endOffset else { return nil }
    return index
  }

  /// The index of a node's last present token.
  public func lastIndex(of node: SyntaxNode) -> Int? {
    let index = tokenIndex(endingAtOrBefore: node.endOffset)
    guard index >= 0, tokens[index].start >= node.offset else { return nil }
    return index
  }

  /// Walks back from `last` over a postfix chain (`a.b?.c[0].d`) and returns its first token and the indices
  /// of its identifiers.
  public func chainStart(last: Int, limit: Int) -> (first: Int, names: [Int])? {
    var position = last
    var first = -1
    var names: [Int] = []
    var steps = 0
    while position >= limit, position >= 0, position < count, steps < 256 {
      steps += 1
      if self.is(position, "]") || self.is(position, ")") {
        let opener = match[position]
        guard opener >= limit else { break }
        first = opener
        if opener - 1 >= limit, isIdentifier(opener - 1), !tokens[opener].spaceBefore {
          position = opener - 1
          continue
        }
        break
      }
      if tokens[position].kind == .operator, self.is(position, "?") || self.is(position, "!") {
        position -= 1
        continue
      }
      if isIdentifier(position) {
        first = position
        names.insert(position, at: 0)
        if position - 1 >= limit, self.is(position - 1, ".") {
          if position - 2 >= limit, isIdentifier(position - 2) || self.is(position - 2, ")") || self.is(position - 2, "]")
            || self.is(position - 2, "?") || self.is(position - 2, "!")
          {
            position -= 2
            continue
          }
          first = position - 1
        }
        break
      }
      break
    }
    guard first >= 0 else { return nil }
    return (first, names)
  }
}
