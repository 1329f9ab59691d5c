/// A unified diff (3 lines of context, GNU `diff -u` hunk headers) of two texts, by lines (Myers' algorithm).
enum UnifiedDiff {
  static let context = 3

  /// Lines with their terminators; the last may have none.
  static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
    var result: [[UInt8]] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") {
        result.append(Array(bytes[start...index]))
        start = index + 1
      }
      index += 1
    }
    if start < bytes.count { result.append(Array(bytes[start...])) }
    return result
  }

  enum Operation: Equatable {
    case same, delete, insert
  }

  /// The edit script from `old` to `new`: operations in order (`same` consumes a line of both).
  static func script(_ old: [[UInt8]], _ new: [[UInt8]]) -> [Operation] {
    // Common prefix and suffix first: fixes touch few places, so the middle is small.
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    let middle = myers(a, b)
    return [Operation](repeating: .same, count: prefix) + middle + [Operation](repeating: .same, count: suffix)
  }

  /// Myers' O((N+M)·D) shortest edit script; falls back to delete-all/insert-all past a large D.
  static func myers(_ a: [[UInt8]], _ b: [[UInt8]]) -> [Operation] {
    let n = a.count
    let m = b.count
    if n == 0 { return [Operation](repeating: .insert, count: m) }
    if m == 0 { return [Operation](repeating: .delete, count: n) }
    let maximum = min(n + m, 1000)
    let offset = maximum + 1
    var v = [Int](repeating: 0, count: 2 * maximum + 3)
    var trace: [[Int]] = []
    var found = false
    var d = 0
    while d <= maximum {
      trace.append(v)
      var k = -d
      while k <= d {
        var x: Int
        if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
          x = v[offset + k + 1]
        } else {
          x = v[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n && y >= m {
          found = true
          break
        }
        k += 2
      }
      if found { break }
      d += 1
    }
    guard found else {
      return [Operation](repeating: .delete, count: n) + [Operation](repeating: .insert, count: m)
    }
    // Walk back through the trace.
    var operations: [Operation] = []
    var x = n
    var y = m
    var step = d
    while step > 0 {
      let previous = trace[step]
      let k = x - y
      let previousK: Int
      if k == -step || (k != step && previous[offset + k - 1] < previous[offset + k + 1]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = previous[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        operations.append(.same)
        x -= 1
        y -= 1
      }
      if x == previousX {
        operations.append(.insert)
        y -= 1
      } else {
        operations.append(.delete)
        x -= 1
      }
      step -= 1
    }
    while x > 0 && y > 0 {
      operations.append(.same)
      x -= 1
      y -= 1
    }
    return operations.reversed()
  }

  /// `--- a/path` / `+++ b/path` and the hunks; empty when the texts are equal.
  static func render(old: [UInt8], new: [UInt8], path: String) -> String {
    let oldLines = lines(old)
    let newLines = lines(new)
    let operations = script(oldLines, newLines)
    guard operations.contains(where: { $0 != .same }) else { return "" }
    // Positions (old index, new index) before each operation.
    var positions: [(Int, Int)] = []
    var oldIndex = 0
    var newIndex = 0
    for operation in operations {
      positions.append((oldIndex, newIndex))
      switch operation {
      case .same: oldIndex += 1; newIndex += 1
      case .delete: oldIndex += 1
      case .insert: newIndex += 1
      }
    }
    // Group changed operations into hunks with `context` lines around them.
    var hunks: [Range<Int>] = []
    var index = 0
    while index < operations.count {
      guard operations[index] != .same else {
        index += 1
        continue
      }
      var end = index
      while end < operations.count {
        if operations[end] != .same {
          end += 1
          continue
        }
        var run = end
        while run < operations.count && operations[run] == .same { run += 1 }
        if run < operations.count && run - end <= 2 * context {
          end = run
        } else {
          break
        }
      }
      let lower = max(0, index - context)
      let upper = min(operations.count, end + context)
      hunks.append(lower..<upper)
      index = end
    }
    // git's prefixes (`a/`, `b/`), so `git apply` (which strips one component) takes the diff; `./` dropped.
    var display = Substring(path)
    while display.hasPrefix("./") { display = display.dropFirst(2) }
    var output = "--- a/\(display)\n+++ b/\(display)\n"
    func header(_ start: Int, _ count: Int) -> String {
      let first = count == 0 ? start : start + 1
      return count == 1 ? "\(first)" : "\(first),\(count)"
    }
    for hunk in hunks {
      let (oldStart, newStart) = positions[hunk.lowerBound]
      var oldCount = 0
      var newCount = 0
      var body = ""
      for position in hunk {
        let (o, n) = positions[position]
        let line: [UInt8]
        let marker: String
        switch operations[position] {
        case .same:
          oldCount += 1; newCount += 1; marker = " "; line = oldLines[o]
        case .delete:
          oldCount += 1; marker = "-"; line = oldLines[o]
        case .insert:
          newCount += 1; marker = "+"; line = newLines[n]
        }
        body += marker + String(decoding: line, as: UTF8.self)
        if line.last != UInt8(ascii: "\n") { body += "\n\\ No newline at end of file\n" }
      }
      output += "@@ -\(header(oldStart, oldCount)) +\(header(newStart, newCount)) @@\n" + body
    }
    return output
  }
}
