// Lexing: `$` inside names, one-line raw strings that hold quotes, extended regex literals.
let _$registrar = Registrar()
extension Wrapper {
  func $projection(_ value: Int) -> Int { value }
}
let quote = #"""#
let quoted = ##"""
  #""""text""#
  """##
let pattern = #/a+/b/#
let multiline = ##/
  [a-z]+ / \d
  /##
let bare = /[a-z]+\/x/
