// Closure signatures: return types with generic arguments the lexer glues (`>>`, `>?`), `$` parameters.
let f = values.map { x -> Int? in x }
let g = lock.withLock { () -> Result<Bool, Never>? in nil }
let h = futures.flatMap { (_) -> Future<Box<Int>> in next }
let k = items.compactMap { [weak self] item -> Pair<
  Key,
  Value
>? in nil }
let rows = ForEach($items) { $item in Row(item: $item) }
let sum = list.reduce(into: 0, +=)
