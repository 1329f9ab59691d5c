// Generated from one keyword list (kinds, reserved set, texts and the byte matcher must stay in step).

/// The kind of a token. Keywords get their own kinds (recognised from bytes by `Lexer.keywordKind`);
/// contextual keywords (`kw_get`, `kw_async`, …) may still be used as identifiers where the grammar allows.
public enum TokenKind: UInt8, Sendable, Hashable {
  case eof
  case identifier
  case dollarIdentifier
  case integerLiteral
  case floatLiteral
  case stringLiteral
  case regexLiteral
  case operatorSymbol
  case assignOperator
  case leftParen
  case rightParen
  case leftBrace
  case rightBrace
  case leftSquare
  case rightSquare
  case comma
  case colon
  case semicolon
  case period
  case at
  case pound
  case backslash
  case arrow
  case equal
  case question
  case exclaim
  case leftAngle
  case rightAngle
  case ampersand
  case ellipsis
  case poundIf
  case poundElseif
  case poundElse
  case poundEndif
  case poundAvailable
  case poundUnavailable
  case poundSourceLocation
  case poundIdentifier
  case unknown
  case kw_associatedtype
  case kw_class
  case kw_deinit
  case kw_enum
  case kw_extension
  case kw_func
  case kw_import
  case kw_init
  case kw_inout
  case kw_let
  case kw_operator
  case kw_precedencegroup
  case kw_protocol
  case kw_struct
  case kw_subscript
  case kw_typealias
  case kw_var
  case kw_fileprivate
  case kw_internal
  case kw_private
  case kw_public
  case kw_static
  case kw_defer
  case kw_if
  case kw_guard
  case kw_do
  case kw_repeat
  case kw_else
  case kw_for
  case kw_in
  case kw_while
  case kw_return
  case kw_break
  case kw_continue
  case kw_fallthrough
  case kw_switch
  case kw_case
  case kw_default
  case kw_where
  case kw_catch
  case kw_throw
  case kw_as
  case kw_Any
  case kw_false
  case kw_is
  case kw_nil
  case kw_rethrows
  case kw_self
  case kw_Self
  case kw_super
  case kw_throws
  case kw_true
  case kw_try
  case kw_await
  case kw_actor
  case kw_macro
  case kw_get
  case kw_set
  case kw_willSet
  case kw_didSet
  case kw_mutating
  case kw_nonmutating
  case kw_convenience
  case kw_override
  case kw_final
  case kw_required
  case kw_optional
  case kw_lazy
  case kw_dynamic
  case kw_weak
  case kw_unowned
  case kw_indirect
  case kw_prefix
  case kw_postfix
  case kw_infix
  case kw_async
  case kw_some
  case kw_any
  case kw_each
  case kw_consuming
  case kw_borrowing
  case kw_nonisolated
  case kw_isolated
  case kw_distributed
  case kw_package
  case kw_open
  case kw__modify
  case kw__read
  case kw_unsafeAddress
  case kw_unsafeMutableAddress
  case kw_discard
  case kw_then
  case kw_sending
  case kw_consume
  case kw_copy
  case kw_borrow
  case kw_associativity
  case kw_higherThan
  case kw_lowerThan
  case kw_assignment
}

extension TokenKind {
  /// Reserved words (not usable as a plain identifier in most positions).
  @inlinable public var isReservedKeyword: Bool {
    switch self {
    case .kw_associatedtype, .kw_class, .kw_deinit, .kw_enum, .kw_extension, .kw_func, .kw_import, .kw_init, .kw_inout, .kw_let, .kw_operator, .kw_precedencegroup, .kw_protocol, .kw_struct, .kw_subscript, .kw_typealias, .kw_var, .kw_fileprivate, .kw_internal, .kw_private, .kw_public, .kw_static, .kw_defer, .kw_if, .kw_guard, .kw_do, .kw_repeat, .kw_else, .kw_for, .kw_in, .kw_while, .kw_return, .kw_break, .kw_continue, .kw_fallthrough, .kw_switch, .kw_case, .kw_default, .kw_where, .kw_catch, .kw_throw, .kw_as, .kw_Any, .kw_false, .kw_is, .kw_nil, .kw_rethrows, .kw_self, .kw_Self, .kw_super, .kw_throws, .kw_true, .kw_try: return true
    default: return false
    }
  }

  /// True for every keyword kind, reserved or contextual.
  @inlinable public var isKeyword: Bool { rawValue >= TokenKind.kw_associatedtype.rawValue }

  /// Keyword source text (nil for non-keywords).
  public var keywordText: String? {
    switch self {
    case .kw_associatedtype: return "associatedtype"
    case .kw_class: return "class"
    case .kw_deinit: return "deinit"
    case .kw_enum: return "enum"
    case .kw_extension: return "extension"
    case .kw_func: return "func"
    case .kw_import: return "import"
    case .kw_init: return "init"
    case .kw_inout: return "inout"
    case .kw_let: return "let"
    case .kw_operator: return "operator"
    case .kw_precedencegroup: return "precedencegroup"
    case .kw_protocol: return "protocol"
    case .kw_struct: return "struct"
    case .kw_subscript: return "subscript"
    case .kw_typealias: return "typealias"
    case .kw_var: return "var"
    case .kw_fileprivate: return "fileprivate"
    case .kw_internal: return "internal"
    case .kw_private: return "private"
    case .kw_public: return "public"
    case .kw_static: return "static"
    case .kw_defer: return "defer"
    case .kw_if: return "if"
    case .kw_guard: return "guard"
    case .kw_do: return "do"
    case .kw_repeat: return "repeat"
    case .kw_else: return "else"
    case .kw_for: return "for"
    case .kw_in: return "in"
    case .kw_while: return "while"
    case .kw_return: return "return"
    case .kw_break: return "break"
    case .kw_continue: return "continue"
    case .kw_fallthrough: return "fallthrough"
    case .kw_switch: return "switch"
    case .kw_case: return "case"
    case .kw_default: return "default"
    case .kw_where: return "where"
    case .kw_catch: return "catch"
    case .kw_throw: return "throw"
    case .kw_as: return "as"
    case .kw_Any: return "Any"
    case .kw_false: return "false"
    case .kw_is: return "is"
    case .kw_nil: return "nil"
    case .kw_rethrows: return "rethrows"
    case .kw_self: return "self"
    case .kw_Self: return "Self"
    case .kw_super: return "super"
    case .kw_throws: return "throws"
    case .kw_true: return "true"
    case .kw_try: return "try"
    case .kw_await: return "await"
    case .kw_actor: return "actor"
    case .kw_macro: return "macro"
    case .kw_get: return "get"
    case .kw_set: return "set"
    case .kw_willSet: return "willSet"
    case .kw_didSet: return "didSet"
    case .kw_mutating: return "mutating"
    case .kw_nonmutating: return "nonmutating"
    case .kw_convenience: return "convenience"
    case .kw_override: return "override"
    case .kw_final: return "final"
    case .kw_required: return "required"
    case .kw_optional: return "optional"
    case .kw_lazy: return "lazy"
    case .kw_dynamic: return "dynamic"
    case .kw_weak: return "weak"
    case .kw_unowned: return "unowned"
    case .kw_indirect: return "indirect"
    case .kw_prefix: return "prefix"
    case .kw_postfix: return "postfix"
    case .kw_infix: return "infix"
    case .kw_async: return "async"
    case .kw_some: return "some"
    case .kw_any: return "any"
    case .kw_each: return "each"
    case .kw_consuming: return "consuming"
    case .kw_borrowing: return "borrowing"
    case .kw_nonisolated: return "nonisolated"
    case .kw_isolated: return "isolated"
    case .kw_distributed: return "distributed"
    case .kw_package: return "package"
    case .kw_open: return "open"
    case .kw__modify: return "_modify"
    case .kw__read: return "_read"
    case .kw_unsafeAddress: return "unsafeAddress"
    case .kw_unsafeMutableAddress: return "unsafeMutableAddress"
    case .kw_discard: return "discard"
    case .kw_then: return "then"
    case .kw_sending: return "sending"
    case .kw_consume: return "consume"
    case .kw_copy: return "copy"
    case .kw_borrow: return "borrow"
    case .kw_associativity: return "associativity"
    case .kw_higherThan: return "higherThan"
    case .kw_lowerThan: return "lowerThan"
    case .kw_assignment: return "assignment"
    default: return nil
    }
  }
}

extension Lexer {
  /// Keyword kind for an identifier whose first (up to) 16 bytes are packed little-endian into w0/w1 (`length` is
  /// its length, at most 16 unless it is `unsafeMutableAddress`, whose last four bytes the caller checked). A perfect
  /// hash of the packed bytes and the length picks the one keyword that may match, compared in full: no switch on
  /// the length, no jump table (indirect branches that mispredicted on the identifiers of real code).
  @inline(__always)
  static func keywordKind(length: Int, w0: UInt64, w1: UInt64) -> TokenKind {
    // The sizes the reads below rely on (checked in debug builds, which the tests run).
    assert(keywordSlots.utf8CodeUnitCount == 512 && keywordLengths.utf8CodeUnitCount == keywordCount + 1)
    assert(keywordTexts.utf8CodeUnitCount == 16 * (keywordCount + 1))
    let mixed = w0 ^ (w1 &* keywordMix) ^ UInt64(truncatingIfNeeded: length)
    // The top 9 bits: `slot < 512`, the length of `keywordSlots`.
    let slot = Int(truncatingIfNeeded: (mixed &* keywordMultiplier) &>> 55)
    // `number <= keywordCount` (every byte of `keywordSlots` is), 0 for a slot that holds no keyword.
    let number = Int(keywordSlots.utf8Start[slot])
    assert(number <= keywordCount)
    // Keyword `number`'s text, padded with zero bytes, is the 16 bytes at `16 * number` of `keywordTexts`
    // (`16 * (keywordCount + 1)` bytes; number 0's is all zero, which no packed word of two or more bytes is).
    let text = UnsafeRawPointer(keywordTexts.utf8Start) + 16 &* number
    let matches = text.loadUnaligned(as: UInt64.self) == w0
      && text.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == w1
      && Int(keywordLengths.utf8Start[number]) == length
    guard matches, number > 0 else { return .identifier }
    return TokenKind(rawValue: TokenKind.kw_associatedtype.rawValue &+ UInt8(truncatingIfNeeded: number &- 1)) ?? .identifier
  }

  /// Keywords, numbered from 1 in the order of their kinds from `kw_associatedtype` on.
  static let keywordCount = 100
  static let keywordMix: UInt64 = 0x9E3779B97F4A7C15
  static let keywordMultiplier: UInt64 = 0xD51E60E15DFADA87

  /// For each of the 512 hash slots, the number of the keyword that hashes there (0: none). Generated, with
  /// `keywordTexts` and `keywordLengths`, from `keywordText` (a test checks every keyword and the sizes).
  @inline(__always) static var keywordSlots: StaticString {
    "\u{0}\u{1C}\u{0}\u{0}\u{0}\u{0}\u{13}\u{0}\u{D}W\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{4}\u{0}\u{0}\u{0}\u{0}\u{0}K\u{11}\u{0}\u{0}\u{0}\u{0}\u{2A}\u{0}\u{0}\u{0}\u{0}\u{2E}\u{0}\u{0}1\u{0}\u{0}\u{0}\u{1A}\u{0}\u{0}\u{20}\u{0}\u{0}\u{0}6\u{17}\u{0};\u{0}\u{0}\u{0}\u{0}\u{2C}\u{0}\u{0}\u{0}:\u{0}\u{0}\u{1E}\u{1B}9\u{1F}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{21}P\u{0}\u{0}\u{0}\u{18}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{26}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}E\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}[\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{1}\u{19}\u{0}\u{6}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}^\u{0}2\u{0}\u{0}\u{0}\u{0}`\u{0}\u{0}O\u{0}c\u{0}\u{A}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{E}\u{0}\u{0}\u{0}\u{0}\u{0}\u{10}\u{0}\u{0}\u{0}Q\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{3}\u{0}\u{12}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}5\u{0}\u{0}Z\u{0}\u{1D}\u{0}\u{0}\u{0}M\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}VN\u{0}\u{0}\u{0}\u{0}G\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}7\u{0}\u{22}\u{0}\u{0}\u{0}]\u{0}3\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}B\u{0}\u{0}\u{0}\u{0}b\u{0}\u{5}\u{0}\u{0}T\u{0}\u{0}\u{0}A\u{0}\u{0}\u{16}\u{9}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}H\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}F\u{0}\u{24}\u{0}\u{0}\u{0}\u{5C}\u{0}\u{0}\u{0}J\u{0}\u{8}\u{0}\u{0}\u{28}\u{0}\u{0}8C\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{25}@\u{0}\u{0}\u{0}<\u{14}\u{0}\u{0}S\u{0}\u{0}\u{0}0\u{0}\u{0}\u{2D}>\u{23}\u{0}\u{0}\u{F}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{B}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}XD\u{0}\u{0}\u{0}\u{2B}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}_\u{0}\u{0}\u{0}\u{0}?Y\u{15}\u{0}\u{0}\u{0}\u{0}\u{2F}\u{C}\u{0}\u{0}a\u{0}\u{0}\u{0}\u{0}\u{0}L\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{2}R\u{0}\u{0}\u{0}\u{27}\u{0}\u{0}\u{0}I\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}=\u{0}\u{0}d\u{0}\u{0}\u{29}4\u{7}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}U\u{0}\u{0}\u{0}"
  }

  /// Keyword `n`'s length at byte `n` (byte 0: 0).
  @inline(__always) static var keywordLengths: StaticString {
    "\u{0}\u{E}\u{5}\u{6}\u{4}\u{9}\u{4}\u{6}\u{4}\u{5}\u{3}\u{8}\u{F}\u{8}\u{6}\u{9}\u{9}\u{3}\u{B}\u{8}\u{7}\u{6}\u{6}\u{5}\u{2}\u{5}\u{2}\u{6}\u{4}\u{3}\u{2}\u{5}\u{6}\u{5}\u{8}\u{B}\u{6}\u{4}\u{7}\u{5}\u{5}\u{5}\u{2}\u{3}\u{5}\u{2}\u{3}\u{8}\u{4}\u{4}\u{5}\u{6}\u{4}\u{3}\u{5}\u{5}\u{5}\u{3}\u{3}\u{7}\u{6}\u{8}\u{B}\u{B}\u{8}\u{5}\u{8}\u{8}\u{4}\u{7}\u{4}\u{7}\u{8}\u{6}\u{7}\u{5}\u{5}\u{4}\u{3}\u{4}\u{9}\u{9}\u{B}\u{8}\u{B}\u{7}\u{4}\u{7}\u{5}\u{D}\u{14}\u{7}\u{4}\u{7}\u{7}\u{4}\u{6}\u{D}\u{A}\u{9}\u{A}"
  }

  /// Keyword `n`'s first 16 bytes, padded with zero bytes, at bytes `16 n ..< 16 n + 16` (keyword 0: zero bytes).
  @inline(__always) static var keywordTexts: StaticString {
    "\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}associatedtype\u{0}\u{0}class\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}deinit\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}enum\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}extension\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}func\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}import\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}init\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}inout\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}let\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}operator\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}precedencegroup\u{0}protocol\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}struct\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}subscript\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}typealias\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}var\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}fileprivate\u{0}\u{0}\u{0}\u{0}\u{0}internal\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}private\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}public\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}static\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}defer\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}if\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}guard\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}do\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}repeat\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}else\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}for\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}in\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}while\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}return\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}break\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}continue\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}fallthrough\u{0}\u{0}\u{0}\u{0}\u{0}switch\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}case\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}default\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}where\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}catch\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}throw\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}as\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}Any\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}false\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}is\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}nil\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}rethrows\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}self\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}Self\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}super\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}throws\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}true\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}try\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}await\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}actor\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}macro\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}get\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}set\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}willSet\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}didSet\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}mutating\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}nonmutating\u{0}\u{0}\u{0}\u{0}\u{0}convenience\u{0}\u{0}\u{0}\u{0}\u{0}override\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}final\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}required\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}optional\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}lazy\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}dynamic\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}weak\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}unowned\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}indirect\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}prefix\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}postfix\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}infix\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}async\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}some\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}any\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}each\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}consuming\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}borrowing\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}nonisolated\u{0}\u{0}\u{0}\u{0}\u{0}isolated\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}distributed\u{0}\u{0}\u{0}\u{0}\u{0}package\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}open\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}_modify\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}_read\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}unsafeAddress\u{0}\u{0}\u{0}unsafeMutableAdddiscard\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}then\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}sending\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}consume\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}copy\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}borrow\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}associativity\u{0}\u{0}\u{0}higherThan\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}lowerThan\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}assignment\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}"
  }
}
