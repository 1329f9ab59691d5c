// Declaration keywords used as argument labels and parameter names, also at the start of a line.
let space = Space(
  host: host,
  port: 443,
  protocol: scheme,
  realm: nil)
let node = Node(
  operator: op,
  enum: kind,
  extension: ext)
func make(
  protocol: String,
  operator: Int,
  extension: String
) {}
