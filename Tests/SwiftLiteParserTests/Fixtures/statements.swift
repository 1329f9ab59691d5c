func control(values: [Int?], flag: Bool) async throws -> Int {
  var total = 0
  outer: for case let value? in values where value > 0 {
    for index in 0..<value {
      if index % 2 == 0 { continue outer } else if index == 3 { break outer }
      total += index
    }
  }
  while total > 100, flag { total /= 2 }
  repeat { total -= 1 } while total > 50
  guard let first = values.first, let unwrapped = first else { throw CancellationError() }
  switch unwrapped {
  case 0: return 0
  case 1...9, 100: total += 1; fallthrough
  case let x where x < 0: print(x)
  case .some(let y) as Int?: print(y)
  @unknown default: break
  }
  do {
    try await Task.sleep(nanoseconds: 1)
  } catch let error as CancellationError {
    print(error)
  } catch {
    throw error
  }
  defer { total = 0 }
  let kind = if flag { "yes" } else { "no" }
  let size = switch total { case 0: "none" default: "some" }
  if #available(iOS 17, *) { print(kind, size) }
  return total
}
