// Enum-case patterns whose bindings are spread over several lines.
switch state {
case .finished(
  let count,
  let reason
):
  print(count, reason)
case .waiting(
  _,
  let deadline
) where deadline > now:
  break
@unknown default:
  return
}
