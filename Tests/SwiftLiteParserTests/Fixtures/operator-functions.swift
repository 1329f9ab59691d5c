// Operator functions whose generic clause is glued to the operator (`+=<`, `==<`).
extension Bag {
  static func +=<S: Sequence>(lhs: inout Bag, rhs: S) where S.Element == Int {}
  static func ==<C: Collection>(_ lhs: Bag, _ rhs: C) -> Bool { true }
  static func + <T>(lhs: Bag, rhs: T) -> Bag { lhs }
}
