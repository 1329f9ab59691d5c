/// Per-token facts the lexer knows and the parser uses.
public struct TokenFlags: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The leading trivia contains a line break (or the token is the first of the file).
  public static let atStartOfLine = TokenFlags(rawValue: 1)
  /// Nothing (no whitespace, no comment, no opening bracket or separator) sits right before the text.
  public static let leftBound = TokenFlags(rawValue: 2)
  /// Nothing (no whitespace, no comment, no closing bracket or separator) follows the text.
  public static let rightBound = TokenFlags(rawValue: 4)
  /// The lexer found an error here (unterminated literal or comment, unknown character).
  public static let lexError = TokenFlags(rawValue: 8)
  /// A zero-width token the parser synthesised because it was expected and absent.
  public static let missing = TokenFlags(rawValue: 16)
  /// An identifier written with backticks.
  public static let backticked = TokenFlags(rawValue: 32)
}

/// One token as the lexer produces it: kind, flags and the byte lengths of its three parts.
/// The offsets are stored in 32 bits (as the tree's entries store lengths): 20 bytes a token instead of 40, which
/// the parser's look-ahead buffer and its current token copy once per token.
public struct Lexeme: Sendable, Hashable {
  public var kind: TokenKind
  public var flags: TokenFlags
  @usableFromInline var storedStart: UInt32
  @usableFromInline var storedLeading: UInt32
  @usableFromInline var storedText: UInt32
  @usableFromInline var storedTrailing: UInt32

  @inlinable public init(kind: TokenKind, flags: TokenFlags, start: Int, leadingLength: Int, textLength: Int, trailingLength: Int) {
    self.kind = kind
    self.flags = flags
    storedStart = UInt32(truncatingIfNeeded: start)
    storedLeading = UInt32(truncatingIfNeeded: leadingLength)
    storedText = UInt32(truncatingIfNeeded: textLength)
    storedTrailing = UInt32(truncatingIfNeeded: trailingLength)
  }

  /// Offset of the first byte of the leading trivia.
  @inlinable public var start: Int {
    get { Int(storedStart) }
    set { storedStart = UInt32(truncatingIfNeeded: newValue) }
  }
  @inlinable public var leadingLength: Int {
    get { Int(storedLeading) }
    set { storedLeading = UInt32(truncatingIfNeeded: newValue) }
  }
  @inlinable public var textLength: Int {
    get { Int(storedText) }
    set { storedText = UInt32(truncatingIfNeeded: newValue) }
  }
  @inlinable public var trailingLength: Int {
    get { Int(storedTrailing) }
    set { storedTrailing = UInt32(truncatingIfNeeded: newValue) }
  }

  @inlinable public var textStart: Int { start + leadingLength }
  @inlinable public var textEnd: Int { start + leadingLength + textLength }
  @inlinable public var end: Int { start + leadingLength + textLength + trailingLength }
  @inlinable public var width: Int { leadingLength + textLength + trailingLength }
}

/// A cursor over UTF-8 bytes that produces one `Lexeme` at a time. Every read is bounds checked
/// (out of range reads give 0), every loop advances, nesting is depth limited.
public struct Lexer: Sendable {
  public let bytes: [UInt8]
  public let end: Int
  public private(set) var position: Int
  /// Kind of the token lexed last (decides whether `/` starts a regex literal).
  var previousKind: TokenKind = .eof
  var previousTrailingEmpty: Bool = true
  /// Set when `position` is at the start of the file (shebang, first token is at line start).
  var atFileStart: Bool
  /// Memos that keep lexing linear where a scan could restart at every position (see `adoptMemos`).
  var memos = Memos()

  /// What a scan learned about the bytes ahead, so that a scan from a later position need not repeat it.
  /// They depend only on the bytes, never on where lexing started, so any lexer may reuse them.
  struct Memos: Sendable {
    /// A run of `#` that is neither a raw string nor a regex literal: `poundRun.lowerBound` ..< its end.
    var poundRun: Range<Int> = 0..<0
    /// Multi-line extended regex literals: from `closerSearchStart` on, the first `/` followed by at
    /// least `closerPounds` `#` (unescaped) is at `closer` (-1: none before the end).
    var closerPounds = -1
    var closerSearchStart = 0
    var closer = -1
    /// Bare `/…/` regex literals on one line: for a literal whose pattern starts at offset `k` in
    /// `slashLine`, `slashCloser[k - slashLine.lowerBound]` is the offset of its closing `/` (-1: none).
    var slashLine: Range<Int> = 0..<0
    var slashCloser: [Int32] = []
  }

  /// Takes over what another lexer over the same bytes learned (a lookahead copy, after it is done).
  mutating func adoptMemos(from other: Lexer) {
    if other.memos.poundRun.upperBound > memos.poundRun.upperBound { memos.poundRun = other.memos.poundRun }
    if other.memos.closerSearchStart > memos.closerSearchStart || memos.closerPounds < 0 {
      memos.closerPounds = other.memos.closerPounds
      memos.closerSearchStart = other.memos.closerSearchStart
      memos.closer = other.memos.closer
    }
    if other.memos.slashLine.upperBound > memos.slashLine.upperBound {
      memos.slashLine = other.memos.slashLine
      memos.slashCloser = other.memos.slashCloser
    }
  }

  public init(bytes: [UInt8], start: Int = 0, end: Int? = nil) {
    self.bytes = bytes
    self.end = min(max(end ?? bytes.count, 0), bytes.count)
    self.position = min(max(start, 0), self.end)
    self.atFileStart = self.position == 0
  }

  /// Everything that changes while lexing (the bytes stay), to look ahead and come back cheaply.
  struct State: Sendable {
    var position: Int
    var previousKind: TokenKind
    var previousTrailingEmpty: Bool
    var atFileStart: Bool
  }

  var state: State {
    State(
      position: position, previousKind: previousKind, previousTrailingEmpty: previousTrailingEmpty,
      atFileStart: atFileStart)
  }

  mutating func restore(_ state: State) {
    position = state.position
    previousKind = state.previousKind
    previousTrailingEmpty = state.previousTrailingEmpty
    atFileStart = state.atFileStart
  }

  /// Moves the cursor (used after reusing a subtree) and sets the context the next token depends on.
  mutating func reset(to offset: Int, previousKind: TokenKind, previousTrailingEmpty: Bool) {
    position = min(max(offset, 0), end)
    self.previousKind = previousKind
    self.previousTrailingEmpty = previousTrailingEmpty
    atFileStart = position == 0
  }

  @inline(__always) func at(_ index: Int) -> UInt8 {
    index >= 0 && index < end ? bytes[index] : 0
  }

  // MARK: - Lexing one token

  public mutating func next() -> Lexeme {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = Scanner(
        bytes: buffer, end: end, position: position, previousKind: previousKind,
        previousTrailingEmpty: previousTrailingEmpty, atFileStart: atFileStart, memos: Memos())
      swap(&scanner.memos, &memos)
      let lexeme = scanner.next()
      swap(&scanner.memos, &memos)
      position = scanner.position
      previousKind = scanner.previousKind
      previousTrailingEmpty = scanner.previousTrailingEmpty
      atFileStart = scanner.atFileStart
      return lexeme
    }
  }

  /// Lexes up to `maxTokens` tokens (at least one; fewer at the end of the file, or once the tokens reach
  /// `maxBytes` past the first one's start) into `tokens[at...]`; returns the number. `tokens` grows to at least
  /// `at + maxTokens` elements (those past the returned ones are placeholders).
  /// Faster than as many `next()` calls: the bytes are taken as a buffer once.
  mutating func next(into tokens: inout [Lexeme], at index: Int, maxTokens: Int, maxBytes: Int) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = Scanner(
        bytes: buffer, end: end, position: position, previousKind: previousKind,
        previousTrailingEmpty: previousTrailingEmpty, atFileStart: atFileStart, memos: Memos())
      swap(&scanner.memos, &memos)
      let stop = position &+ maxBytes
      let first = max(index, 0)
      let limit = max(maxTokens, 1)
      if tokens.count < first &+ limit {
        tokens.append(
          contentsOf: repeatElement(
            Lexeme(kind: .eof, flags: [], start: 0, leadingLength: 0, textLength: 0, trailingLength: 0),
            count: first &+ limit &- tokens.count))
      }
      var count = 0
      tokens.withUnsafeMutableBufferPointer { slots in
        // `slots.count >= first + limit`: every write below is in bounds.
        while count < limit {
          let lexeme = scanner.next()
          slots[first &+ count] = lexeme
          count &+= 1
          if lexeme.kind == .eof || scanner.position >= stop { break }
        }
      }
      swap(&scanner.memos, &memos)
      position = scanner.position
      previousKind = scanner.previousKind
      previousTrailingEmpty = scanner.previousTrailingEmpty
      atFileStart = scanner.atFileStart
      return count
    }
  }

  func matches(_ offset: Int, _ text: StaticString) -> Bool {
    var index = 0
    var equal = true
    text.withUTF8Buffer { buffer in
      for byte in buffer {
        if at(offset + index) != byte {
          equal = false
          return
        }
        index += 1
      }
    }
    return equal
  }
}

extension Lexer {
  /// The lexing itself, over the bytes as a buffer: `Lexer.next` makes one for each token (no copy of the
  /// bytes, no reference counting in the loops). Every read is bounds checked against `end` (`end <= bytes.count`).
  struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    var position: Int
    var previousKind: TokenKind
    var previousTrailingEmpty: Bool
    var atFileStart: Bool
    var memos: Memos

    // MARK: - Lexing one token


    /// The byte at `index`, 0 outside `0..<end` (`end <= bytes.count`).
    @inline(__always) func at(_ index: Int) -> UInt8 {
      index >= 0 && index < end ? bytes[index] : 0
    }

    @inline(__always) mutating func next() -> Lexeme {
      let start = position
      var flags: TokenFlags = []
      var sawNewline = atFileStart
      lexLeadingTrivia(&sawNewline, &flags)
      if sawNewline { flags.insert(.atStartOfLine) }
      atFileStart = false
      let textStart = position
      if textStart == start && previousTrailingEmpty && textStart > 0 {
        // `0 < textStart <= end <= bytes.count`: the byte before is in the buffer.
        // `leftBound` exactly when the class lacks `notLeftBoundClass` (bit 3 of the class, bit 1 of the flags).
        flags = TokenFlags(
          rawValue: flags.rawValue | ((~Lexer.byteClass(bytes[textStart &- 1]) &>> 2) & TokenFlags.leftBound.rawValue))
      }
      let kind: TokenKind
      if position >= end {
        kind = .eof
      } else {
        // Words and one-byte punctuation here; everything else in `lexText`.
        let first = bytes[position]
        let firstClass = Lexer.byteClass(first)
        if firstClass & Lexer.identifierStartClass != 0 {
          kind = lexIdentifier()
        } else if firstClass & Lexer.punctuationClass != 0 {
          position &+= 1
          kind = Lexer.punctuationKind(first)
        } else {
          kind = lexText(&flags)
        }
      }
      let textEnd = position
      // Right-boundness looks at the byte after the text.
      if kind != .eof {
        // `0 <= textEnd`: one bound to check.
        let after = textEnd < end ? bytes[textEnd] : 0
        if after == UInt8(ascii: "/") {
          let second = at(textEnd + 1)
          if second != UInt8(ascii: "/") && second != UInt8(ascii: "*") { flags.insert(.rightBound) }
        } else {
          // `rightBound` exactly when the class lacks `notRightBoundClass` (bit 4 of the class, bit 2 of the flags),
          // set without a branch: whether a token is followed by a space or a bracket varies token by token.
          flags = TokenFlags(rawValue: flags.rawValue | ((~Lexer.byteClass(after) &>> 2) & TokenFlags.rightBound.rawValue))
        }
        lexTrailingTrivia(&flags)
      }
      let lexeme = Lexeme(
        kind: kind, flags: flags, start: start, leadingLength: textStart - start,
        textLength: textEnd - textStart, trailingLength: position - textEnd)
      previousKind = kind
      previousTrailingEmpty = position == textEnd
      return lexeme
    }

    // MARK: - Trivia

    @inline(__always) mutating func lexLeadingTrivia(_ sawNewline: inout Bool, _ flags: inout TokenFlags
    ) {
      if position == 0 {
        // Byte order mark and `#!` line at the very start.
        if at(0) == 0xEF && at(1) == 0xBB && at(2) == 0xBF { position = 3 }
        if at(position) == UInt8(ascii: "#") && at(position + 1) == UInt8(ascii: "!") {
          skipToEndOfLine()
        }
      }
      var p = position
      let limit = end
      while p < limit {
        let byte = bytes[p]
        if byte == UInt8(ascii: " ") {
          // Indentation: the run of spaces from `p`, up to eight at a time (`p` itself is one).
          p = spacesEnd(from: p)
          continue
        }
        let byteClass = Lexer.byteClass(byte)
        if byteClass & Lexer.horizontalSpaceClass != 0 {
          p &+= 1
        } else if byteClass & Lexer.newlineClass != 0 {
          sawNewline = true
          p &+= 1
        } else if byte == UInt8(ascii: "/"), skipComment(at: &p, &flags) {
        } else {
          break
        }
      }
      position = p
    }

    /// Skips the `//` or `/* */` comment at `p` (an unterminated block comment flags a lex error) and moves `p`
    /// past it; false, with `p` unchanged, when the `/` at `p` starts no comment. Leading and trailing trivia share it.
    @inline(__always) mutating func skipComment(at p: inout Int, _ flags: inout TokenFlags) -> Bool {
      let second = at(p + 1)
      if second == UInt8(ascii: "/") {
        position = p
        skipToEndOfLine()
      } else if second == UInt8(ascii: "*") {
        position = p
        if !skipBlockComment() { flags.insert(.lexError) }
      } else {
        return false
      }
      p = position
      return true
    }

    @inline(__always) mutating func lexTrailingTrivia(_ flags: inout TokenFlags) {
      var p = position
      let limit = end
      while p < limit {
        let byte = bytes[p]
        if Lexer.byteClass(byte) & Lexer.horizontalSpaceClass != 0 {
          p &+= 1
        } else if byte == UInt8(ascii: "/"), skipComment(at: &p, &flags) {
        } else {
          break
        }
      }
      position = p
    }


    /// The end of the run of spaces that starts at `p` (`bytes[p]` is a space, `p < end`): the spaces are
    /// counted eight at a time while eight bytes before `end` remain, then one by one.
    @inline(__always) func spacesEnd(from start: Int) -> Int {
      var p = start
      let limit = end
      if let base = bytes.baseAddress {
        let raw = UnsafeRawPointer(base)
        // `p + 8 <= limit <= bytes.count`: each load reads bytes of the buffer before `end`.
        while p &+ 8 <= limit {
          let other = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: p, as: UInt64.self)) ^ Lexer.spaceBytes
          if other != 0 { return p &+ (other.trailingZeroBitCount &>> 3) }
          p &+= 8
        }
      }
      while p < limit && bytes[p] == UInt8(ascii: " ") { p &+= 1 }
      return p
    }

    mutating func skipToEndOfLine() {
      var p = position
      let limit = end
      if let base = bytes.baseAddress {
        let raw = UnsafeRawPointer(base)
        // Eight bytes at a time while eight remain before `end` (`end <= bytes.count`): the first byte that is
        // `\n` or `\r` is the lowest flagged one (`Lexer.zeroBytes` flags exactly the first zero byte of a word).
        while p &+ 8 <= limit {
          let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: p, as: UInt64.self))
          let stops = Lexer.zeroBytes(word ^ Lexer.lineFeedBytes) | Lexer.zeroBytes(word ^ Lexer.carriageReturnBytes)
          if stops != 0 {
            position = p &+ (stops.trailingZeroBitCount &>> 3)
            return
          }
          p &+= 8
        }
      }
      while p < limit {
        let byte = bytes[p]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
        p &+= 1
      }
      position = p
    }


    /// Skips a (nestable) block comment starting at `position` (`/*`). Returns false if unterminated.
    mutating func skipBlockComment() -> Bool {
      position += 2
      var depth = 1
      while position < end {
        let byte = bytes[position]
        if byte == UInt8(ascii: "*") && at(position + 1) == UInt8(ascii: "/") {
          position += 2
          depth -= 1
          if depth == 0 { return true }
        } else if byte == UInt8(ascii: "/") && at(position + 1) == UInt8(ascii: "*") {
          position += 2
          depth += 1
        } else {
          position += 1
        }
      }
      return false
    }

    // MARK: - Token text

    @inline(__always) mutating func lexText(_ flags: inout TokenFlags) -> TokenKind {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
        return lexIdentifier()
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        return lexNumber()
      case UInt8(ascii: "("): position += 1; return .leftParen
      case UInt8(ascii: ")"): position += 1; return .rightParen
      case UInt8(ascii: "{"): position += 1; return .leftBrace
      case UInt8(ascii: "}"): position += 1; return .rightBrace
      case UInt8(ascii: "["): position += 1; return .leftSquare
      case UInt8(ascii: "]"): position += 1; return .rightSquare
      case UInt8(ascii: ","): position += 1; return .comma
      case UInt8(ascii: ":"): position += 1; return .colon
      case UInt8(ascii: ";"): position += 1; return .semicolon
      case UInt8(ascii: "@"): position += 1; return .at
      case UInt8(ascii: "\\"): position += 1; return .backslash
      case UInt8(ascii: "\""):
        if !lexString(pounds: 0, depth: 0) { flags.insert(.lexError) }
        return .stringLiteral
      case UInt8(ascii: "#"):
        return lexPound(&flags)
      case UInt8(ascii: "$"):
        return lexDollar()
      case UInt8(ascii: "`"):
        let start = position
        position += 1
        while position < end {
          let current = bytes[position]
          if current == UInt8(ascii: "`") {
            position += 1
            flags.insert(.backticked)
            return .identifier
          }
          if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { break }
          position += 1
        }
        position = start + 1
        flags.insert(.lexError)
        return .unknown
      case UInt8(ascii: "/"):
        if isRegexStart(), lexSlashRegex() {
          return .regexLiteral
        }
        return lexOperator(&flags)
      case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"),
        UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
        UInt8(ascii: "~"), UInt8(ascii: "."):
        return lexOperator(&flags)
      case UInt8(ascii: "!"), UInt8(ascii: "?"):
        if flags.contains(.leftBound) {
          position += 1
          return byte == UInt8(ascii: "!") ? .exclaim : .question
        }
        return lexOperator(&flags)
      case 0x80...0xFF:
        let (scalar, length) = decodeScalar(at: position)
        if Lexer.isOperatorHead(scalar) { return lexOperator(&flags) }
        if Lexer.isIdentifierScalar(scalar) {
          position += length
          return lexIdentifierTail()
        }
        position += length
        // A run of such characters is one token (the text of a binary file, or its repair characters, would
        // otherwise cost a token and two nodes per character).
        while position < end, bytes[position] >= 0x80 {
          let (next, nextLength) = decodeScalar(at: position)
          if Lexer.isOperatorHead(next) || Lexer.isIdentifierScalar(next) { break }
          position += nextLength
        }
        flags.insert(.lexError)
        return .unknown
      case UInt8(ascii: "'"):
        // Not Swift; keep it as one unknown token up to the closing quote on the same line.
        position += 1
        while position < end {
          let current = bytes[position]
          if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { break }
          position += 1
          if current == UInt8(ascii: "'") { break }
        }
        flags.insert(.lexError)
        return .unknown
      default:
        // Control characters that are not whitespace, and DEL: a run of them is one token (see above).
        position += 1
        while position < end, Lexer.isStrayControl(bytes[position]) { position += 1 }
        flags.insert(.lexError)
        return .unknown
      }
    }


    /// An identifier or keyword starting at `position` (an ASCII letter or `_`).
    @inline(__always) mutating func lexIdentifier() -> TokenKind {
      let start = position
      var p = start &+ 1
      let limit = end
      // Eight bytes at a time while they are in the buffer (bytes past `end` do not count: clamped), then one.
      if let base = bytes.baseAddress {
        let raw = UnsafeRawPointer(base)
        while p < limit && p &+ 8 <= bytes.count {
          let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: p, as: UInt64.self))
          let stops = ~Lexer.identifierContinueBytes(word) & Lexer.highBits
          if stops != 0 {
            p &+= stops.trailingZeroBitCount &>> 3
            break
          }
          p &+= 8
        }
        if p > limit { p = limit }
      }
      while p < limit && Lexer.isIdentifierContinue(bytes[p]) { p &+= 1 }
      position = p
      // Non-ASCII letters, and `$` (`_$storage`, as macro expansions write), continue in the slow path;
      // such a word is never a keyword.
      if p < limit {
        let stop = bytes[p]
        if stop >= 0x80 || stop == UInt8(ascii: "$") { return lexIdentifierTail() }
      }
      let length = p &- start
      if length < 2 || length > 20 { return .identifier }
      // Keywords start with a lower-case letter, `_`, or are `Any` and `Self`.
      let first = bytes[start]
      if first < UInt8(ascii: "_") && first != UInt8(ascii: "A") && first != UInt8(ascii: "S") { return .identifier }
      if length > 16 {
        // Only `unsafeMutableAddress` (20 bytes) is longer than the 16 packed bytes: check its other four.
        guard length == 20, bytes[start + 16] == UInt8(ascii: "r"), bytes[start + 17] == UInt8(ascii: "e"),
          bytes[start + 18] == UInt8(ascii: "s"), bytes[start + 19] == UInt8(ascii: "s")
        else { return .identifier }
      }
      // Pack the first 16 bytes, little-endian (byte `i` at bits `8 i`).
      var w0: UInt64 = 0
      var w1: UInt64 = 0
      let packed = min(length, 16)
      if let base = bytes.baseAddress, start + 16 <= bytes.count {
        let raw = UnsafeRawPointer(base + start)
        let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        if packed >= 8 {
          w0 = low
          w1 = packed == 16 ? high : (packed == 8 ? 0 : high & ((UInt64(1) &<< UInt64((packed &- 8) &* 8)) &- 1))
        } else {
          w0 = low & ((UInt64(1) &<< UInt64(packed &* 8)) &- 1)
        }
      } else {
        var index = 0
        while index < packed {
          let byte = UInt64(bytes[start &+ index])
          if index < 8 { w0 |= byte &<< UInt64(index &* 8) } else { w1 |= byte &<< UInt64((index &- 8) &* 8) }
          index &+= 1
        }
      }
      return Lexer.keywordKind(length: length, w0: w0, w1: w1)
    }

    /// Continues an identifier that contains non-ASCII characters (never a keyword).
    mutating func lexIdentifierTail() -> TokenKind {
      while position < end {
        let byte = bytes[position]
        if Lexer.isIdentifierContinue(byte) || byte == UInt8(ascii: "$") {
          position += 1
          continue
        }
        if byte < 0x80 { break }
        let (scalar, length) = decodeScalar(at: position)
        if Lexer.isOperatorHead(scalar) && !Lexer.isCombining(scalar) { break }
        if !Lexer.isIdentifierScalar(scalar) && !Lexer.isCombining(scalar) { break }
        position += length
      }
      return .identifier
    }

    mutating func lexDollar() -> TokenKind {
      position += 1
      let first = at(position)
      if first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") {
        while position < end, bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9") {
          position += 1
        }
        return .dollarIdentifier
      }
      if Lexer.isIdentifierContinue(first) || first >= 0x80 {
        _ = lexIdentifierTail()
        return .dollarIdentifier
      }
      return .identifier
    }

    mutating func lexNumber() -> TokenKind {
      var kind = TokenKind.integerLiteral
      let first = bytes[position]
      let second = at(position + 1)
      if first == UInt8(ascii: "0") && (second == UInt8(ascii: "x") || second == UInt8(ascii: "X")) {
        position += 2
        while position < end, Lexer.isHexDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") {
          position += 1
        }
        if at(position) == UInt8(ascii: "."), Lexer.isHexDigit(at(position + 1)) {
          position += 1
          kind = .floatLiteral
          while position < end, Lexer.isHexDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") {
            position += 1
          }
        }
        let exponent = at(position)
        if exponent == UInt8(ascii: "p") || exponent == UInt8(ascii: "P") {
          kind = .floatLiteral
          position += 1
          skipExponentDigits()
        }
      } else if first == UInt8(ascii: "0") && (second == UInt8(ascii: "o") || second == UInt8(ascii: "b")) {
        position += 2
        while position < end, Lexer.isIdentifierContinue(bytes[position]) { position += 1 }
        return kind
      } else {
        while position < end, Lexer.isDigitOrUnderscore(bytes[position]) { position += 1 }
        if at(position) == UInt8(ascii: "."), Lexer.isDigit(at(position + 1)) {
          kind = .floatLiteral
          position += 1
          while position < end, Lexer.isDigitOrUnderscore(bytes[position]) { position += 1 }
        }
        let exponent = at(position)
        if exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
          let next = at(position + 1)
          if Lexer.isDigit(next)
            || ((next == UInt8(ascii: "+") || next == UInt8(ascii: "-")) && Lexer.isDigit(at(position + 2)))
          {
            kind = .floatLiteral
            position += 1
            skipExponentDigits()
          }
        }
      }
      // Glue trailing identifier characters (an invalid literal such as `1abc` stays one token).
      while position < end, Lexer.isIdentifierContinue(bytes[position]) { position += 1 }
      return kind
    }

    mutating func skipExponentDigits() {
      let sign = at(position)
      if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
      while position < end, Lexer.isDigitOrUnderscore(bytes[position]) { position += 1 }
    }

    // MARK: - Pound: directives, macros, raw strings, extended regexes

    mutating func lexPound(_ flags: inout TokenFlags) -> TokenKind {
      let start = position
      var pounds = 0
      if memos.poundRun.contains(position) {
        pounds = memos.poundRun.upperBound - position
      } else {
        while at(position + pounds) == UInt8(ascii: "#") { pounds += 1 }
      }
      let after = at(position + pounds)
      if after == UInt8(ascii: "\"") {
        position += pounds
        if !lexString(pounds: pounds, depth: 0) { flags.insert(.lexError) }
        return .stringLiteral
      }
      if after == UInt8(ascii: "/") {
        position += pounds
        if !lexExtendedRegex(pounds: pounds) { flags.insert(.lexError) }
        return .regexLiteral
      }
      if pounds > 1 { memos.poundRun = start..<(start + pounds) }
      position = start + 1
      let nameStart = position
      let first = at(position)
      guard Lexer.isIdentifierContinue(first) && !Lexer.isDigit(first) || first >= 0x80 else {
        return .pound
      }
      if first >= 0x80 {
        _ = lexIdentifierTail()
      } else {
        _ = lexIdentifier()
      }
      if position == nameStart {
        return .pound
      }
      let length = position - nameStart
      switch length {
      case 2 where matches(nameStart, "if"): return .poundIf
      case 4 where matches(nameStart, "else"): return .poundElse
      case 5 where matches(nameStart, "endif"): return .poundEndif
      case 6 where matches(nameStart, "elseif"): return .poundElseif
      case 9 where matches(nameStart, "available"): return .poundAvailable
      case 11 where matches(nameStart, "unavailable"): return .poundUnavailable
      case 14 where matches(nameStart, "sourceLocation"): return .poundSourceLocation
      default: return .poundIdentifier
      }
    }

    func matches(_ offset: Int, _ text: StaticString) -> Bool {
      var index = 0
      var equal = true
      text.withUTF8Buffer { buffer in
        for byte in buffer {
          if at(offset + index) != byte {
            equal = false
            return
          }
          index += 1
        }
      }
      return equal
    }

    // MARK: - String literals

    /// Lexes a string literal at `position` (the opening quote, after any `#`s). Returns false if it is
    /// unterminated. Interpolations `\( … )` are skipped with balanced parentheses and nested literals.
    mutating func lexString(pounds: Int, depth: Int) -> Bool {
      var multiline = at(position + 1) == UInt8(ascii: "\"") && at(position + 2) == UInt8(ascii: "\"")
      if multiline && pounds > 0 {
        // `#"""#` is a one-line raw string holding `"`: a raw `"""` opens a multi-line literal only if
        // no `"` followed by the closing `#`s comes later on its line.
        var p = position + 1
        while p < end && bytes[p] != UInt8(ascii: "\n") && bytes[p] != UInt8(ascii: "\r") {
          if bytes[p] == UInt8(ascii: "\""), poundsFollow(p + 1, pounds) {
            multiline = false
            break
          }
          p += 1
        }
      }
      position += multiline ? 3 : 1
      while position < end {
        // Eight bytes at a time past text that holds no `"`, `\`, `\n` or `\r` (the cases below), while eight
        // bytes remain before `end` (`end <= bytes.count`); the lowest flagged byte is the first such byte.
        if let base = bytes.baseAddress {
          let raw = UnsafeRawPointer(base)
          var p = position
          while p &+ 8 <= end {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: p, as: UInt64.self))
            let stops = Lexer.zeroBytes(word ^ Lexer.quoteBytes) | Lexer.zeroBytes(word ^ Lexer.backslashBytes)
              | Lexer.zeroBytes(word ^ Lexer.lineFeedBytes) | Lexer.zeroBytes(word ^ Lexer.carriageReturnBytes)
            if stops != 0 {
              p &+= stops.trailingZeroBitCount &>> 3
              break
            }
            p &+= 8
          }
          position = p
          if position >= end { break }
        }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\""):
          if multiline {
            if at(position + 1) == UInt8(ascii: "\"") && at(position + 2) == UInt8(ascii: "\""),
              poundsFollow(position + 3, pounds)
            {
              position += 3 + pounds
              return true
            }
            position += 1
          } else {
            if poundsFollow(position + 1, pounds) {
              position += 1 + pounds
              return true
            }
            position += 1
          }
        case UInt8(ascii: "\\"):
          if poundsFollow(position + 1, pounds) {
            let escaped = position + 1 + pounds
            if at(escaped) == UInt8(ascii: "(") {
              position = escaped + 1
              if !skipInterpolation(depth: depth + 1) { return false }
            } else if at(escaped) == UInt8(ascii: "\n") || at(escaped) == UInt8(ascii: "\r") {
              position = escaped  // line continuation in multi-line strings; the newline is handled below
            } else {
              position = min(escaped + 1, end)
            }
          } else {
            position += 1
          }
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          if !multiline { return false }
          position += 1
        default:
          position += 1
        }
      }
      return false
    }

    func poundsFollow(_ offset: Int, _ pounds: Int) -> Bool {
      var index = 0
      while index < pounds {
        if at(offset + index) != UInt8(ascii: "#") { return false }
        index += 1
      }
      return true
    }

    /// Skips an interpolation body after `\(` up to and including its `)`.
    mutating func skipInterpolation(depth: Int) -> Bool {
      if depth > 64 { return false }
      var parens = 1
      while position < end {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "("):
          parens += 1
          position += 1
        case UInt8(ascii: ")"):
          parens -= 1
          position += 1
          if parens == 0 { return true }
        case UInt8(ascii: "\""):
          if !lexString(pounds: 0, depth: depth) { return false }
        case UInt8(ascii: "#"):
          var pounds = 0
          while at(position + pounds) == UInt8(ascii: "#") { pounds += 1 }
          if at(position + pounds) == UInt8(ascii: "\"") {
            position += pounds
            if !lexString(pounds: pounds, depth: depth) { return false }
          } else {
            position += pounds
          }
        case UInt8(ascii: "/"):
          let second = at(position + 1)
          if second == UInt8(ascii: "/") {
            skipToEndOfLine()
          } else if second == UInt8(ascii: "*") {
            if !skipBlockComment() { return false }
          } else {
            position += 1
          }
        default:
          position += 1
        }
      }
      return false
    }

    // MARK: - Regex literals

    /// Whether a `/` at `position` may start a regex literal: only where an expression can start.
    func isRegexStart() -> Bool {
      switch previousKind {
      case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral,
        .rightParen, .rightSquare, .rightBrace, .exclaim, .question, .kw_self, .kw_Self, .kw_super, .kw_true,
        .kw_false, .kw_nil, .kw_Any, .poundIdentifier, .rightAngle:
        return false
      default:
        if previousKind.isKeyword && !previousKind.isReservedKeyword { return false }
      }
      let next = at(position + 1)
      switch next {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"),
        UInt8(ascii: "*"), UInt8(ascii: "="), 0:
        return false
      default:
        return true
      }
    }

    /// Lexes `/…/` on one line (SE-0354: a bare regex literal cannot span lines); restores the position
    /// and returns false if there is no closing `/` (unescaped, outside a `[…]` class) before the line ends.
    /// A scan that fails on a long line records where every later literal on that line would close, so
    /// that `(/[(/[(/[…` costs linear time, not a rescan of the line from each `/`.
    mutating func lexSlashRegex() -> Bool {
      let start = position
      let patternStart = start + 1
      if memos.slashLine.contains(patternStart) || memos.slashLine.upperBound == patternStart {
        let index = patternStart - memos.slashLine.lowerBound
        let closer = index < memos.slashCloser.count ? Int(memos.slashCloser[index]) : -1
        if closer < 0 { return false }
        position = memos.slashLine.lowerBound + closer + 1
        return true
      }
      var p = patternStart
      var inClass = 0
      scan: while p < end {
        let byte = bytes[p]
        switch byte {
        case UInt8(ascii: "\\"):
          p += 1
          if p < end && (bytes[p] == UInt8(ascii: "\n") || bytes[p] == UInt8(ascii: "\r")) { break scan }
          p += 1
          continue
        case UInt8(ascii: "["):
          inClass += 1
        case UInt8(ascii: "]"):
          if inClass > 0 { inClass -= 1 }
        case UInt8(ascii: "/") where inClass == 0:
          position = p + 1
          return true
        default:
          break
        }
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
        p += 1
      }
      let lineEnd = min(p, end)
      if lineEnd - patternStart > 64 { buildSlashCloserTable(patternStart..<lineEnd) }
      return false
    }

    /// For every `k` in `line` (and its end), where a regex pattern starting at `k` closes: the first
    /// unescaped `/` at `i >= k` whose class depth is 0, where the depth counts `[` up and `]` down but
    /// not below 0. With `S` the running sum of +1 per `[` and -1 per `]` (no floor), the depth at `i`
    /// for a start `k` is `S(i) - min(S(k...i))`, so `closer(k)` is `k` at a `/`, `closer(k + 1)` after
    /// a `]` or another byte, and after a `[` the closer of the first later position back at `S(k)`.
    mutating func buildSlashCloserTable(_ line: Range<Int>) {
      let count = line.count
      guard count < Int(Int32.max) / 2 else { return }
      // 0: other (or escaped), 1: `[`, 2: `]`, 3: `/`
      var kinds = [UInt8](repeating: 0, count: count)
      var k = 0
      while k < count {
        let byte = bytes[line.lowerBound + k]
        switch byte {
        case UInt8(ascii: "\\"): k += 2; continue
        case UInt8(ascii: "["): kinds[k] = 1
        case UInt8(ascii: "]"): kinds[k] = 2
        case UInt8(ascii: "/"): kinds[k] = 3
        default: break
        }
        k += 1
      }
      var levels = [Int32](repeating: 0, count: count + 1)
      var level: Int32 = 0
      var lowest: Int32 = 0
      var highest: Int32 = 0
      k = 0
      while k < count {
        if kinds[k] == 1 { level += 1 } else if kinds[k] == 2 { level -= 1 }
        levels[k + 1] = level
        lowest = min(lowest, level)
        highest = max(highest, level)
        k += 1
      }
      // nearest[level - lowest]: the closest position to the right (so far) at that level.
      var nearest = [Int32](repeating: -1, count: Int(highest - lowest) + 1)
      var closer = [Int32](repeating: -1, count: count + 1)
      nearest[Int(levels[count] - lowest)] = Int32(count)
      k = count - 1
      while k >= 0 {
        let slot = Int(levels[k] - lowest)
        switch kinds[k] {
        case 3: closer[k] = Int32(k)
        case 1:
          let back = nearest[slot]
          closer[k] = back >= 0 ? closer[Int(back)] : -1
        default: closer[k] = closer[k + 1]
        }
        nearest[slot] = Int32(k)
        k -= 1
      }
      memos.slashLine = line
      memos.slashCloser = closer
    }

    /// Lexes `#/…/#` (any number of `#`); `position` is at the `/`. SE-0354: when only spaces or tabs
    /// follow the opening delimiter on its line, the literal is multi-line and ends at the first `/`
    /// followed by as many `#`; otherwise it ends on its line. Unterminated, it ends before the line
    /// break (at the opening delimiter's line end for a multi-line one) and returns false: either way
    /// the token never makes lexing restart inside the scanned text.
    mutating func lexExtendedRegex(pounds: Int) -> Bool {
      let start = position
      var p = start + 1
      while p < end && (bytes[p] == UInt8(ascii: " ") || bytes[p] == UInt8(ascii: "\t")) { p += 1 }
      if p < end && (bytes[p] == UInt8(ascii: "\n") || bytes[p] == UInt8(ascii: "\r")) {
        let newline = p
        let closer: Int
        if memos.closerPounds == pounds && memos.closerSearchStart <= newline
          && (memos.closer < 0 || memos.closer >= newline)
        {
          closer = memos.closer
        } else {
          closer = findExtendedCloser(from: newline, pounds: pounds)
          memos.closerPounds = pounds
          memos.closerSearchStart = newline
          memos.closer = closer
        }
        if closer >= 0 {
          position = closer + 1 + pounds
          return true
        }
        position = newline
        return false
      }
      p = start + 1
      while p < end {
        let byte = bytes[p]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
        if byte == UInt8(ascii: "\\") {
          p += 1
          if p < end && (bytes[p] == UInt8(ascii: "\n") || bytes[p] == UInt8(ascii: "\r")) { break }
          p += 1
          continue
        }
        if byte == UInt8(ascii: "/"), poundsFollow(p + 1, pounds) {
          position = p + 1 + pounds
          return true
        }
        p += 1
      }
      position = min(p, end)
      return false
    }

    /// The first unescaped `/` at or after `from` followed by `pounds` `#`, or -1.
    func findExtendedCloser(from: Int, pounds: Int) -> Int {
      var p = from
      while p < end {
        let byte = bytes[p]
        if byte == UInt8(ascii: "\\") {
          p += 2
          continue
        }
        if byte == UInt8(ascii: "/"), poundsFollow(p + 1, pounds) { return p }
        p += 1
      }
      return -1
    }

    mutating func lexOperator(_ flags: inout TokenFlags) -> TokenKind {
      let start = position
      let dotted = bytes[position] == UInt8(ascii: ".")
      if dotted && at(position + 1) != UInt8(ascii: ".") && !Lexer.isOperatorByte(at(position + 1)) {
        position += 1
        return .period
      }
      while position < end {
        let byte = bytes[position]
        if byte == UInt8(ascii: ".") {
          if !dotted { break }
          position += 1
          continue
        }
        if byte < 0x80 {
          if !Lexer.isOperatorByte(byte) { break }
          if byte == UInt8(ascii: "/") && position > start {
            let second = at(position + 1)
            if second == UInt8(ascii: "/") || second == UInt8(ascii: "*") { break }
          }
          if byte == UInt8(ascii: "*") && at(position + 1) == UInt8(ascii: "/") && position > start {
            // `*/` inside an operator: leave it out (it can only be a stray comment end).
            break
          }
          position += 1
        } else {
          let (scalar, length) = decodeScalar(at: position)
          if !(Lexer.isOperatorHead(scalar) || Lexer.isCombining(scalar)) { break }
          position += length
        }
      }
      if position == start {
        position += 1
        flags.insert(.lexError)
        return .unknown
      }
      let length = position - start
      let first = bytes[start]
      if length == 1 {
        switch first {
        case UInt8(ascii: "="): return .equal
        case UInt8(ascii: "<"): return .leftAngle
        case UInt8(ascii: ">"): return .rightAngle
        case UInt8(ascii: "&"): return .ampersand
        case UInt8(ascii: "?"): return .question
        case UInt8(ascii: "!"): return .exclaim
        default: return .operatorSymbol
        }
      }
      if length == 2 && first == UInt8(ascii: "-") && bytes[start + 1] == UInt8(ascii: ">") { return .arrow }
      if length == 3 && dotted && bytes[start + 1] == UInt8(ascii: ".") && bytes[start + 2] == UInt8(ascii: ".") {
        return .ellipsis
      }
      if bytes[position - 1] == UInt8(ascii: "=") && first != UInt8(ascii: "=") && !dotted {
        // Compound assignment (`+=`, `<<=`, …), but not the comparisons.
        let second = bytes[start + 1]
        if length == 2 && (first == UInt8(ascii: "!") || first == UInt8(ascii: "<") || first == UInt8(ascii: ">")) {
          return .operatorSymbol
        }
        if length == 3 && first == UInt8(ascii: "!") && second == UInt8(ascii: "=") { return .operatorSymbol }
        return .assignOperator
      }
      return .operatorSymbol
    }

    // MARK: - Unicode

    /// Decodes one scalar (invalid input gives U+FFFD with length 1).
    func decodeScalar(at index: Int) -> (UInt32, Int) {
      let lead = at(index)
      if lead < 0x80 { return (UInt32(lead), 1) }
      var length = 0
      var value: UInt32 = 0
      switch lead {
      case 0xC0...0xDF: length = 2; value = UInt32(lead & 0x1F)
      case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
      case 0xF0...0xF7: length = 4; value = UInt32(lead & 0x07)
      default: return (0xFFFD, 1)
      }
      var offset = 1
      while offset < length {
        let byte = at(index + offset)
        if byte & 0xC0 != 0x80 { return (0xFFFD, offset) }
        value = (value << 6) | UInt32(byte & 0x3F)
        offset += 1
      }
      return (value, length)
    }
  }
}

extension Lexer {

  // MARK: - Byte classes

  static let identifierContinueClass: UInt8 = 1
  static let horizontalSpaceClass: UInt8 = 2
  static let newlineClass: UInt8 = 4
  /// `(`, `[`, `{`, `,`, `;`, `:`, whitespace and 0 before a token's text: it is not left-bound.
  static let notLeftBoundClass: UInt8 = 8
  /// `)`, `]`, `}`, `,`, `;`, `:`, whitespace and 0 after a token's text: it is not right-bound (`/` is decided apart).
  static let notRightBoundClass: UInt8 = 16
  /// `(`, `)`, `{`, `}`, `[`, `]`, `,`, `:`, `;`, `@`, `\`: a token of one byte.
  static let punctuationClass: UInt8 = 32
  static let identifierStartClass: UInt8 = 64

  /// The classes of the 256 byte values, one byte each (a literal: no initialisation, no bounds check); the bytes
  /// from 0x80 on have none.
  @inline(__always) static var classTable: StaticString {
    "\u{18}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1A}\u{1C}\u{2}\u{2}\u{1C}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1A}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{28}\u{30}\u{0}\u{0}\u{38}\u{0}\u{0}\u{0}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{38}\u{38}\u{0}\u{0}\u{0}\u{0}\u{20}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{28}\u{20}\u{30}\u{0}\u{41}\u{0}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{41}\u{28}\u{0}\u{30}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}"
  }

  /// The classes of `byte` (none for bytes from 0x80 on). `classTable` has 256 bytes: any byte indexes it.
  @inline(__always) static func byteClass(_ byte: UInt8) -> UInt8 {
    assert(classTable.utf8CodeUnitCount == 256)
    return classTable.utf8Start[Int(byte)]
  }

  @inline(__always) static func punctuationKind(_ byte: UInt8) -> TokenKind {
    switch byte {
    case UInt8(ascii: "("): return .leftParen
    case UInt8(ascii: ")"): return .rightParen
    case UInt8(ascii: "{"): return .leftBrace
    case UInt8(ascii: "}"): return .rightBrace
    case UInt8(ascii: "["): return .leftSquare
    case UInt8(ascii: "]"): return .rightSquare
    case UInt8(ascii: ","): return .comma
    case UInt8(ascii: ":"): return .colon
    case UInt8(ascii: ";"): return .semicolon
    case UInt8(ascii: "@"): return .at
    default: return .backslash
    }
  }

  /// The bytes that reach `lexText`'s default case: below 0x20 but not tab, line feed, vertical tab, form feed or
  /// carriage return (trivia), and DEL.
  @inline(__always) static func isStrayControl(_ byte: UInt8) -> Bool {
    (byte < 0x20 && !(byte >= 0x09 && byte <= 0x0D)) || byte == 0x7F
  }

  static let lowBits: UInt64 = 0x0101_0101_0101_0101
  static let highBits: UInt64 = 0x8080_8080_8080_8080
  static let spaceBytes: UInt64 = 0x2020_2020_2020_2020
  static let lineFeedBytes: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
  static let carriageReturnBytes: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
  static let quoteBytes: UInt64 = 0x2222_2222_2222_2222
  static let backslashBytes: UInt64 = 0x5C5C_5C5C_5C5C_5C5C

  /// The high bit of the lowest zero byte of `word` is set in the result, and no bit below it (bits above
  /// it may be set spuriously by the borrow: only the lowest set bit is meaningful). 0 if no byte is zero.
  @inline(__always) static func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- lowBits) & ~word & highBits
  }

  /// For each byte of `word`: its high bit set if the byte is `0`…`9`, `A`…`Z`, `_` or `a`…`z` (other bits clear).
  /// With the high bit forced on, `(b | 0x80) - c` keeps it exactly when `b >= c` (`b < 0x80`, `c <= 0x80`),
  /// and no byte borrows from the next.
  @inline(__always) static func identifierContinueBytes(_ word: UInt64) -> UInt64 {
    let forced = word | highBits
    @inline(__always) func atLeast(_ c: UInt64) -> UInt64 { forced &- c &* lowBits }
    let digits = atLeast(0x30) & ~atLeast(0x3A)
    let upper = atLeast(0x41) & ~atLeast(0x5B)
    let underscore = atLeast(0x5F) & ~atLeast(0x60)
    let lower = atLeast(0x61) & ~atLeast(0x7B)
    return (digits | upper | underscore | lower) & ~word & highBits
  }

  @inline(__always) static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    byteClass(byte) & identifierContinueClass != 0
  }

  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  @inline(__always) static func isDigitOrUnderscore(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == UInt8(ascii: "_")
  }

  @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
  }

  // MARK: - Operators

  @inline(__always) static func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      return true
    default:
      return false
    }
  }

  static func isOperatorHead(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
      0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
      0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
      0x3008...0x3020, 0x3030:
      return true
    default:
      return false
    }
  }

  static func isCombining(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
      return true
    default:
      return false
    }
  }

  static func isIdentifierScalar(_ scalar: UInt32) -> Bool {
    if scalar < 0x80 { return false }
    if scalar == 0xFFFD { return false }
    switch scalar {
    case 0x2028, 0x2029, 0xFEFF, 0xA0, 0x3000, 0x2000...0x200A:
      return false
    default:
      return !isOperatorHead(scalar)
    }
  }
}
