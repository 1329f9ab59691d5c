/// Splits UTF-8 source into `ScanToken`s and comments.
///
/// It knows enough Swift to skip comments (nested block comments too) and string literals (multi-line,
/// raw, with interpolations) as single units, which is what the rules need so that code inside a comment
/// or a string never matches. Every loop advances by at least one byte.
public struct TokenScanner {
  public static let maximumInterpolationDepth = 32

  let bytes: [UInt8]
  var index = 0
  var tokens: [ScanToken] = []
  var comments: [ScanComment] = []
  var pendingNewline = false
  var pendingSpace = false

  public static func scan(_ bytes: [UInt8]) -> (tokens: [ScanToken], comments: [ScanComment]) {
    var scanner = TokenScanner(bytes: bytes)
    scanner.run()
    return (scanner.tokens, scanner.comments)
  }

  init(bytes: [UInt8]) {
    self.bytes = bytes
    self.tokens.reserveCapacity(bytes.count / 4)
  }

  func byte(_ offset: Int) -> UInt8 {
    offset >= 0 && offset < bytes.count ? bytes[offset] : 0
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
  }

  static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }

  static func isOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      return true
    default:
      return false
    }
  }

  mutating func emit(_ kind: ScanTokenKind, _ start: Int, _ end: Int) {
    tokens.append(ScanToken(kind: kind, start: start, end: max(end, start + 1), newlineBefore: pendingNewline, spaceBefore: pendingSpace))
    pendingNewline = false
    pendingSpace = false
  }

  mutating func run() {
    let count = bytes.count
    while index < count {
      let start = index
      let current = bytes[index]
      switch current {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        pendingNewline = true
        pendingSpace = true
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
        pendingSpace = true
        index += 1
      case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
        while index < count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
        comments.append(ScanComment(range: start..<index, isLine: true))
        pendingSpace = true
      case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
        skipBlockComment()
        comments.append(ScanComment(range: start..<index, isLine: false))
        if bytes[start..<index].contains(UInt8(ascii: "\n")) { pendingNewline = true }
        pendingSpace = true
      case UInt8(ascii: "\""):
        skipString(hashes: 0)
        emit(.string, start, index)
      case UInt8(ascii: "#"):
        var hashes = 0
        while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        if byte(index + hashes) == UInt8(ascii: "\"") {
          index += hashes
          skipString(hashes: hashes)
          emit(.string, start, index)
        } else if Self.isIdentifierStart(byte(index + 1)) {
          index += 1
          while index < count, Self.isIdentifierContinue(bytes[index]) { index += 1 }
          emit(.poundKeyword, start, index)
        } else {
          index += 1
          emit(.punctuation, start, index)
        }
      case UInt8(ascii: "@"):
        index += 1
        while index < count, Self.isIdentifierContinue(bytes[index]) { index += 1 }
        emit(.attribute, start, index)
      case UInt8(ascii: "`"):
        index += 1
        while index < count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
        if index < count, bytes[index] == UInt8(ascii: "`") { index += 1 }
        emit(.identifier, start, index)
      case UInt8(ascii: "$"):
        index += 1
        while index < count, Self.isIdentifierContinue(bytes[index]) { index += 1 }
        emit(.identifier, start, index)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        index += 1
        while index < count {
          let next = bytes[index]
          if Self.isIdentifierContinue(next) {
            index += 1
          } else if next == UInt8(ascii: "."), byte(index + 1) >= UInt8(ascii: "0"), byte(index + 1) <= UInt8(ascii: "9") {
            index += 1
          } else if (next == UInt8(ascii: "-") || next == UInt8(ascii: "+")),
            bytes[index - 1] == UInt8(ascii: "e") || bytes[index - 1] == UInt8(ascii: "E") || bytes[index - 1] == UInt8(ascii: "p")
          {
            index += 1
          } else {
            break
          }
        }
        emit(.number, start, index)
      case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
        UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "\\"):
        index += 1
        emit(.punctuation, start, index)
      case UInt8(ascii: "."):
        if byte(index + 1) == UInt8(ascii: ".") {
          while index < count, bytes[index] == UInt8(ascii: ".") || Self.isOperatorCharacter(bytes[index]) { index += 1 }
          emit(.operator, start, index)
        } else {
          index += 1
          emit(.punctuation, start, index)
        }
      default:
        if Self.isIdentifierStart(current) {
          index += 1
          while index < count, Self.isIdentifierContinue(bytes[index]) { index += 1 }
          emit(.identifier, start, index)
        } else if Self.isOperatorCharacter(current) {
          // A postfix `?` or `!` directly after an operand is its own token (`a?.b`, `x!`).
          if (current == UInt8(ascii: "?") || current == UInt8(ascii: "!")), !pendingSpace, let last = tokens.last,
            last.kind == .identifier || last.kind == .string
              || (last.kind == .punctuation && (byte(last.start) == UInt8(ascii: ")") || byte(last.start) == UInt8(ascii: "]")))
              || (last.kind == .operator && (byte(last.end - 1) == UInt8(ascii: ">")))
          {
            if !(current == UInt8(ascii: "!") && byte(index + 1) == UInt8(ascii: "=")) {
              index += 1
              emit(.operator, start, index)
              continue
            }
          }
          index += 1
          while index < count, Self.isOperatorCharacter(bytes[index]) {
            // `a = -1`: stop an operator at a comment start.
            if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "/") || byte(index + 1) == UInt8(ascii: "*") { break }
            index += 1
          }
          emit(.operator, start, index)
        } else {
          index += 1
          emit(.punctuation, start, index)
        }
      }
    }
  }

  mutating func skipBlockComment() {
    var depth = 0
    let count = bytes.count
    while index < count {
      if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth <= 0 { return }
      } else {
        index += 1
      }
    }
  }

  /// Skips a string literal whose opening quote is at `index` (after any `#`s).
  mutating func skipString(hashes: Int, depth: Int = 0) {
    let count = bytes.count
    let multiline = byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    while index < count {
      let current = bytes[index]
      if current == UInt8(ascii: "\\") {
        var matched = 0
        while matched < hashes, byte(index + 1 + matched) == UInt8(ascii: "#") { matched += 1 }
        if matched == hashes {
          let afterEscape = index + 1 + hashes
          if byte(afterEscape) == UInt8(ascii: "(") {
            index = afterEscape + 1
            skipInterpolation(depth: depth + 1)
            continue
          }
          index = afterEscape + 1
          continue
        }
        index += 1
        continue
      }
      if current == UInt8(ascii: "\"") {
        let quotes = multiline ? 3 : 1
        var isClose = true
        for offset in 0..<quotes where byte(index + offset) != UInt8(ascii: "\"") { isClose = false }
        if isClose {
          var matched = 0
          while matched < hashes, byte(index + quotes + matched) == UInt8(ascii: "#") { matched += 1 }
          if matched == hashes {
            index += quotes + hashes
            return
          }
        }
        index += 1
        continue
      }
      if !multiline, current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
        // An unterminated single-line string ends at the line break.
        return
      }
      index += 1
    }
  }

  /// Skips the inside of `\( … )` up to and including its closing parenthesis.
  mutating func skipInterpolation(depth: Int) {
    let count = bytes.count
    var parens = 1
    while index < count {
      let current = bytes[index]
      if current == UInt8(ascii: "("), true {
        parens += 1
        index += 1
      } else if current == UInt8(ascii: ")") {
        parens -= 1
        index += 1
        if parens == 0 { return }
      } else if current == UInt8(ascii: "\""), depth < Self.maximumInterpolationDepth {
        skipString(hashes: 0, depth: depth)
      } else if current == UInt8(ascii: "\n") && depth > 0 && parens > 8 {
        return
      } else {
        index += 1
      }
    }
  }
}
