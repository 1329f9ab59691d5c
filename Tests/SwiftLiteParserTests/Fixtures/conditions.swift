// `await` before a prefix operator or a line break, and trailing closures inside conditions.
func check() async throws {
  if await !isReady() {}
  guard ready, await !queue.isEmpty else { return }
  guard let box = try await
    provider.box(for: key) else { return }
  guard let values = table[.key]?
    .filter { $0.isEmpty }.map(\.count) else {
    return
  }
  for x in list.filter { $0 > 1 } where x < 9 {}
}
