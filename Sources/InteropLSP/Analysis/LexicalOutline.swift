/// A stopgap outline from tokens alone: declarations at the top level and inside type bodies (class,
/// struct, enum, protocol, extension, actor), skipping comments, strings and function bodies. It never
/// traps: every index is checked, every loop advances, nesting is capped.
enum LexicalOutline {
  static let maximumDepth = 256

  private struct Frame {
    var symbol: OutlineSymbol?
    var children: [OutlineSymbol] = []
    /// Function, accessor and closure bodies: braces are tracked, declarations inside are not listed.
    var opaque: Bool
  }

  private static let typeKeywords: [String: OutlineKind] = [
    "class": .class, "struct": .struct, "enum": .enum, "protocol": .protocol, "extension": .extension,
    "actor": .actor,
  ]

  static func symbols(in bytes: [UInt8]) -> [OutlineSymbol] {
    var scanner = TokenScanner(bytes: bytes)
    var frames = [Frame(symbol: nil, opaque: false)]
    var overflow = 0  // braces opened beyond `maximumDepth`
    var pending: OutlineSymbol?
    var pendingIsType = false
    var lastTokenEnd = 0
    // The end of the last token before the most recent line break: a pending declaration closed by a
    // declaration on a later line ends there, not at that declaration's attributes and modifiers.
    var endBeforeLineBreak = 0

    func closePending(at end: Int) {
      guard var symbol = pending else { return }
      symbol.range = symbol.range.lowerBound..<max(symbol.range.lowerBound, end)
      pending = nil
      if !frames.isEmpty { frames[frames.count - 1].children.append(symbol) }
    }

    while let token = scanner.next() {
      if scanner.containsLineBreak(lastTokenEnd..<token.range.lowerBound) {
        endBeforeLineBreak = lastTokenEnd
      }
      switch token.kind {
      case .openBrace:
        if frames.count >= maximumDepth {
          overflow += 1
        } else if let symbol = pending {
          frames.append(Frame(symbol: symbol, opaque: !pendingIsType))
          pending = nil
        } else {
          frames.append(Frame(symbol: nil, opaque: true))
        }
      case .closeBrace:
        if overflow > 0 {
          overflow -= 1
        } else if frames.count > 1 {
          closePending(at: lastTokenEnd)
          let frame = frames.removeLast()
          if var symbol = frame.symbol {
            symbol.range = symbol.range.lowerBound..<token.range.upperBound
            if !frame.opaque { symbol.children = frame.children }
            frames[frames.count - 1].children.append(symbol)
          }
        }
      case .semicolon:
        closePending(at: lastTokenEnd)
      case .identifier:
        let inOpaque = overflow > 0 || (frames.last?.opaque ?? true)
        if !inOpaque, let declaration = declaration(startingWith: token, scanner: &scanner, frames: frames) {
          let start = pending?.range.lowerBound ?? 0
          closePending(at: endBeforeLineBreak > start ? endBeforeLineBreak : lastTokenEnd)
          pending = declaration.symbol
          pendingIsType = declaration.isType
          lastTokenEnd = declaration.symbol.nameRange.upperBound
          continue
        }
      case .other:
        break
      }
      lastTokenEnd = token.range.upperBound
    }
    closePending(at: lastTokenEnd)
    while frames.count > 1 {
      let frame = frames.removeLast()
      if var symbol = frame.symbol {
        symbol.range = symbol.range.lowerBound..<bytes.count
        if !frame.opaque { symbol.children = frame.children }
        frames[frames.count - 1].children.append(symbol)
      }
    }
    return frames.first?.children ?? []
  }

  /// If `keyword` starts a declaration, reads its name and returns the (still open) symbol.
  private static func declaration(
    startingWith keyword: TokenScanner.Token, scanner: inout TokenScanner, frames: [Frame]
  ) -> (symbol: OutlineSymbol, isType: Bool)? {
    let word = scanner.text(keyword.range)
    let insideType = frames.count > 1
    let parentKind = frames.last?.symbol?.kind
    let kind: OutlineKind
    var isType = false
    switch word {
    case "class", "struct", "enum", "protocol", "extension", "actor":
      // `class func`, `class var` … are modifiers.
      if word == "class", let next = scanner.peekIdentifier(),
        ["func", "var", "let", "subscript", "override", "final", "static", "private", "public", "internal",
         "fileprivate", "open", "required", "convenience", "init"].contains(next)
      {
        return nil
      }
      kind = typeKeywords[word] ?? .class
      isType = true
    case "func": kind = insideType ? .method : .function
    case "init": kind = .initializer
    case "var", "let": kind = insideType ? .property : .variable
    case "typealias": kind = .typeAlias
    case "case":
      guard parentKind == .enum else { return nil }
      kind = .enumCase
    default:
      return nil
    }
    if kind == .initializer {
      return (OutlineSymbol(name: "init", kind: kind, range: keyword.range, nameRange: keyword.range), false)
    }
    guard let name = kind == .function || kind == .method ? scanner.nextNameOrOperator() : scanner.nextName() else {
      return nil
    }
    var text = scanner.text(name)
    if kind == .extension {
      // `extension Outer.Inner`: the full dotted name.
      var end = name.upperBound
      while let more = scanner.dottedContinuation(after: end) {
        end = more
      }
      text = scanner.text(name.lowerBound..<end)
      return (OutlineSymbol(name: text, kind: kind, range: keyword.range.lowerBound..<end, nameRange: name.lowerBound..<end), true)
    }
    if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
    return (
      OutlineSymbol(name: text, kind: kind, range: keyword.range.lowerBound..<name.upperBound, nameRange: name),
      isType
    )
  }
}

/// Swift tokens as far as the outline needs them: identifiers, braces, semicolons, everything else.
/// Comments (nested), string literals (single-line, multi-line, raw, with interpolation) are skipped.
struct TokenScanner {
  enum Kind { case identifier, openBrace, closeBrace, semicolon, other }

  struct Token {
    var kind: Kind
    var range: Range<Int>
  }

  let bytes: [UInt8]
  private(set) var index = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  func text(_ range: Range<Int>) -> String {
    let lower = min(max(range.lowerBound, 0), bytes.count)
    let upper = min(max(range.upperBound, lower), bytes.count)
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  private func byte(_ offset: Int) -> UInt8? {
    offset >= 0 && offset < bytes.count ? bytes[offset] : nil
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
  }

  static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }

  static func isOperator(_ byte: UInt8) -> Bool {
    Array("/=-+!*%<>&|^~?.".utf8).contains(byte)
  }

  mutating func next() -> Token? {
    while index < bytes.count {
      let start = index
      let current = bytes[index]
      switch current {
      case 0x20, 0x09, 0x0A, 0x0D:
        index += 1
      case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
        skipBlockComment()
      case UInt8(ascii: "\""):
        skipString(depth: 0)
        if index == start { index += 1 }  // progress guard
        return Token(kind: .other, range: start..<index)
      case UInt8(ascii: "#") where isRawStringStart(index):
        skipString(depth: 0)
        if index == start { index += 1 }  // progress guard
        return Token(kind: .other, range: start..<index)
      case UInt8(ascii: "{"):
        index += 1
        return Token(kind: .openBrace, range: start..<index)
      case UInt8(ascii: "}"):
        index += 1
        return Token(kind: .closeBrace, range: start..<index)
      case UInt8(ascii: ";"):
        index += 1
        return Token(kind: .semicolon, range: start..<index)
      case UInt8(ascii: "`"):
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
        return Token(kind: .identifier, range: start..<index)
      default:
        if Self.isIdentifierStart(current) {
          while index < bytes.count, Self.isIdentifierContinue(bytes[index]) { index += 1 }
          return Token(kind: .identifier, range: start..<index)
        }
        index += 1
        return Token(kind: .other, range: start..<index)
      }
    }
    return nil
  }

  func containsLineBreak(_ range: Range<Int>) -> Bool {
    let lower = min(max(range.lowerBound, 0), bytes.count)
    let upper = min(max(range.upperBound, lower), bytes.count)
    return bytes[lower..<upper].contains(0x0A)
  }

  /// The next token's text if it is an identifier, without consuming it.
  func peekIdentifier() -> String? {
    var copy = self
    guard let token = copy.next(), token.kind == .identifier else { return nil }
    return text(token.range)
  }

  /// Consumes and returns the next token if it is an identifier.
  mutating func nextName() -> Range<Int>? {
    var copy = self
    guard let token = copy.next(), token.kind == .identifier else { return nil }
    self = copy
    return token.range
  }

  /// An identifier or an operator name (`static func ==`).
  mutating func nextNameOrOperator() -> Range<Int>? {
    if let name = nextName() { return name }
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    let start = index
    while index < bytes.count, Self.isOperator(bytes[index]) { index += 1 }
    return index > start ? start..<index : nil
  }

  /// For `A.B`: if `.identifier` follows `end` directly, consumes it and returns its end.
  mutating func dottedContinuation(after end: Int) -> Int? {
    guard index == end, byte(index) == UInt8(ascii: "."), let next = byte(index + 1), Self.isIdentifierStart(next)
    else { return nil }
    index += 1
    while index < bytes.count, Self.isIdentifierContinue(bytes[index]) { index += 1 }
    return index
  }

  private func isRawStringStart(_ offset: Int) -> Bool {
    var cursor = offset
    while byte(cursor) == UInt8(ascii: "#") { cursor += 1 }
    return cursor > offset && byte(cursor) == UInt8(ascii: "\"")
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
  }

  /// Skips a string literal starting at `index` (`"`, `"""`, `#"`…), including interpolations.
  private mutating func skipString(depth: Int) {
    var hashes = 0
    while byte(index) == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    guard byte(index) == UInt8(ascii: "\"") else { return }
    let multiline = byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    while index < bytes.count {
      let current = bytes[index]
      if current == 0x0A, !multiline { return }  // unterminated single-line string ends at the line
      if current == UInt8(ascii: "\\"), hashesFollow(index + 1, count: hashes) {
        index += 1 + hashes
        if byte(index) == UInt8(ascii: "(") {
          index += 1
          skipInterpolation(depth: depth + 1)
        } else if index < bytes.count {
          index += 1
        }
        continue
      }
      if current == UInt8(ascii: "\""),
        !multiline || (byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")),
        hashesFollow(index + (multiline ? 3 : 1), count: hashes)
      {
        index += (multiline ? 3 : 1) + hashes
        return
      }
      index += 1
    }
  }

  private func hashesFollow(_ offset: Int, count: Int) -> Bool {
    var cursor = offset
    for _ in 0..<count {
      guard byte(cursor) == UInt8(ascii: "#") else { return false }
      cursor += 1
    }
    return true
  }

  /// Skips code inside `\( … )` up to the matching `)`, strings included.
  private mutating func skipInterpolation(depth: Int) {
    var parentheses = 1
    while index < bytes.count {
      let current = bytes[index]
      if current == UInt8(ascii: "\"") || (current == UInt8(ascii: "#") && isRawStringStart(index)) {
        if depth < 16 {
          skipString(depth: depth)
        } else {
          index += 1
        }
        continue
      }
      if current == UInt8(ascii: "(") { parentheses += 1 }
      if current == UInt8(ascii: ")") {
        parentheses -= 1
        if parentheses == 0 {
          index += 1
          return
        }
      }
      if current == 0x0A { return }
      index += 1
    }
  }
}
