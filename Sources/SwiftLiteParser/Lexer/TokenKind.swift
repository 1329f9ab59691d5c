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
  /// Keyword kind for an identifier whose first (up to) 16 bytes are packed little-endian into w0/w1.
  @inline(__always)
  static func keywordKind(length: Int, w0: UInt64, w1: UInt64) -> TokenKind {
    switch length {
    case 2:
      switch w0 {
      case 0x6669: return .kw_if
      case 0x6f64: return .kw_do
      case 0x6e69: return .kw_in
      case 0x7361: return .kw_as
      case 0x7369: return .kw_is
      default: return .identifier
      }
    case 3:
      switch w0 {
      case 0x74656c: return .kw_let
      case 0x726176: return .kw_var
      case 0x726f66: return .kw_for
      case 0x796e41: return .kw_Any
      case 0x6c696e: return .kw_nil
      case 0x797274: return .kw_try
      case 0x746567: return .kw_get
      case 0x746573: return .kw_set
      case 0x796e61: return .kw_any
      default: return .identifier
      }
    case 4:
      switch w0 {
      case 0x6d756e65: return .kw_enum
      case 0x636e7566: return .kw_func
      case 0x74696e69: return .kw_init
      case 0x65736c65: return .kw_else
      case 0x65736163: return .kw_case
      case 0x666c6573: return .kw_self
      case 0x666c6553: return .kw_Self
      case 0x65757274: return .kw_true
      case 0x797a616c: return .kw_lazy
      case 0x6b616577: return .kw_weak
      case 0x656d6f73: return .kw_some
      case 0x68636165: return .kw_each
      case 0x6e65706f: return .kw_open
      case 0x6e656874: return .kw_then
      case 0x79706f63: return .kw_copy
      default: return .identifier
      }
    case 5:
      switch w0 {
      case 0x7373616c63: return .kw_class
      case 0x74756f6e69: return .kw_inout
      case 0x7265666564: return .kw_defer
      case 0x6472617567: return .kw_guard
      case 0x656c696877: return .kw_while
      case 0x6b61657262: return .kw_break
      case 0x6572656877: return .kw_where
      case 0x6863746163: return .kw_catch
      case 0x776f726874: return .kw_throw
      case 0x65736c6166: return .kw_false
      case 0x7265707573: return .kw_super
      case 0x7469617761: return .kw_await
      case 0x726f746361: return .kw_actor
      case 0x6f7263616d: return .kw_macro
      case 0x6c616e6966: return .kw_final
      case 0x7869666e69: return .kw_infix
      case 0x636e797361: return .kw_async
      case 0x646165725f: return .kw__read
      default: return .identifier
      }
    case 6:
      switch w0 {
      case 0x74696e696564: return .kw_deinit
      case 0x74726f706d69: return .kw_import
      case 0x746375727473: return .kw_struct
      case 0x63696c627570: return .kw_public
      case 0x636974617473: return .kw_static
      case 0x746165706572: return .kw_repeat
      case 0x6e7275746572: return .kw_return
      case 0x686374697773: return .kw_switch
      case 0x73776f726874: return .kw_throws
      case 0x746553646964: return .kw_didSet
      case 0x786966657270: return .kw_prefix
      case 0x776f72726f62: return .kw_borrow
      default: return .identifier
      }
    case 7:
      switch w0 {
      case 0x65746176697270: return .kw_private
      case 0x746c7561666564: return .kw_default
      case 0x7465536c6c6977: return .kw_willSet
      case 0x63696d616e7964: return .kw_dynamic
      case 0x64656e776f6e75: return .kw_unowned
      case 0x78696674736f70: return .kw_postfix
      case 0x6567616b636170: return .kw_package
      case 0x796669646f6d5f: return .kw__modify
      case 0x64726163736964: return .kw_discard
      case 0x676e69646e6573: return .kw_sending
      case 0x656d75736e6f63: return .kw_consume
      default: return .identifier
      }
    case 8:
      switch w0 {
      case 0x726f74617265706f: return .kw_operator
      case 0x6c6f636f746f7270: return .kw_protocol
      case 0x6c616e7265746e69: return .kw_internal
      case 0x65756e69746e6f63: return .kw_continue
      case 0x73776f7268746572: return .kw_rethrows
      case 0x676e69746174756d: return .kw_mutating
      case 0x656469727265766f: return .kw_override
      case 0x6465726975716572: return .kw_required
      case 0x6c616e6f6974706f: return .kw_optional
      case 0x7463657269646e69: return .kw_indirect
      case 0x646574616c6f7369: return .kw_isolated
      default: return .identifier
      }
    case 9:
      switch (w0, w1) {
      case (0x6f69736e65747865, 0x6e): return .kw_extension
      case (0x7069726373627573, 0x74): return .kw_subscript
      case (0x61696c6165707974, 0x73): return .kw_typealias
      case (0x6e696d75736e6f63, 0x67): return .kw_consuming
      case (0x6e69776f72726f62, 0x67): return .kw_borrowing
      case (0x6168547265776f6c, 0x6e): return .kw_lowerThan
      default: return .identifier
      }
    case 10:
      switch (w0, w1) {
      case (0x6854726568676968, 0x6e61): return .kw_higherThan
      case (0x656d6e6769737361, 0x746e): return .kw_assignment
      default: return .identifier
      }
    case 11:
      switch (w0, w1) {
      case (0x76697270656c6966, 0x657461): return .kw_fileprivate
      case (0x6f7268746c6c6166, 0x686775): return .kw_fallthrough
      case (0x746174756d6e6f6e, 0x676e69): return .kw_nonmutating
      case (0x65696e65766e6f63, 0x65636e): return .kw_convenience
      case (0x616c6f73696e6f6e, 0x646574): return .kw_nonisolated
      case (0x7562697274736964, 0x646574): return .kw_distributed
      default: return .identifier
      }
    case 13:
      switch (w0, w1) {
      case (0x6441656661736e75, 0x7373657264): return .kw_unsafeAddress
      case (0x746169636f737361, 0x7974697669): return .kw_associativity
      default: return .identifier
      }
    case 14:
      switch (w0, w1) {
      case (0x746169636f737361, 0x657079746465): return .kw_associatedtype
      default: return .identifier
      }
    case 15:
      switch (w0, w1) {
      case (0x6e65646563657270, 0x70756f72676563): return .kw_precedencegroup
      default: return .identifier
      }
    case 20:
      switch (w0, w1) {
      case (0x754d656661736e75, 0x646441656c626174): return .kw_unsafeMutableAddress
      default: return .identifier
      }
    default: return .identifier
    }
  }
}
