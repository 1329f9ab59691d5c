// Attributes: `#if` among a declaration's attributes, member types of generic wrappers,
// `@Sendable()` in a function type, `nonisolated` conformances.
struct Panel {
  @inline(never)
  @usableFromInline
  #if compiler(>=6.0)
  @available(macOS 12, *)
  #elseif DEBUG
  @available(*, deprecated)
  #endif
  func refresh() {}

  @FocusState<Field?>.Binding var focus: Field?
  var onDone: (@MainActor @Sendable() -> Void)?
}
final class Model: nonisolated Equatable {}
