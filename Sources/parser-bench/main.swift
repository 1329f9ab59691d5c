// parser-bench: SwiftLiteParser benchmark and tools (build with -c release for figures).
//
//   parser-bench [--iters N] [--incr-files K] [--incr-edits M] [--array-elements E] PATH...
//       full-parse MB/s and lines/s over every .swift/.swiftinterface file under PATH (median of N runs),
//       then incremental reparse p50/p95 after one-letter edits ("a" typed after a letter, the peers'
//       positions) in the K largest files and in a generated E-element array literal, beside the
//       full-parse time of the same edited text, with reuse counts and the strategies used.
//   parser-bench --outline PATH...      declaration outline (format of tools/parsebench)
//   parser-bench --hash PATH...         per file: a hash of every node and token in pre-order, error status
//       and node count, then a total line (compare two builds' outputs to check they build the same trees)
//   parser-bench --check FILE...        round trip and error status per file
//   parser-bench --errors FILE...       where the parser reported errors
//   parser-bench --dump FILE...         tree dump
//   parser-bench --stats FILE...        node/token counts and lexer-only speed
//   parser-bench --fuzz FILE N [SEED]   N cumulative random edits, each checked against a full parse
//   parser-bench --time-edit FILE OFFSET   repeated reparse after inserting "a" at OFFSET
//   parser-bench --linearity [--small BYTES] [--large BYTES] [--max-ratio R] [--only NAME]
//       lexing, full parse and one keystroke's reparse of generated pathological inputs (unterminated
//       regex literals, strings and comments, deep nesting, long operator lines, many `#if`, …) at two
//       sizes; prints the time ratio large/small per shape and exits 1 if any ratio exceeds R (default
//       2.5 × large/small, i.e. 25 for 1 MB / 100 KB): linear time means a ratio of about 10. A ratio
//       above R is measured again from the large size to 4 × it (a 100 KB tree stays in the caches, a
//       1 MB one does not; quadratic time shows as 16 there, linear as 4) and fails only if that is above
//       2.5 × 4 too.
import Foundation  // full Foundation: String(format:) (benchmark, not shipped)
import SwiftLiteParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

func readFile(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var result: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    result.append(contentsOf: buffer[0..<count])
  }
  return result
}

var args = Array(CommandLine.arguments.dropFirst())
if args.isEmpty || args.first == "--help" || args.first == "-h" {
  print("usage: parser-bench [--iters N] [--incr-files K] [--incr-edits M] [--array-elements E] PATH... (see the header of main.swift for the other modes)")
  exit(args.isEmpty ? 2 : 0)
}
if args.first == "--dump" {
  for path in args.dropFirst() {
    guard let bytes = readFile(path) else { continue }
    let tree = SyntaxTree.parse(bytes)
    print(tree.dump())
  }
  exit(0)
}
if args.first == "--check" {
  for path in args.dropFirst() {
    guard let bytes = readFile(path) else { continue }
    let tree = SyntaxTree.parse(bytes)
    let ok = tree.reconstructedBytes() == bytes && tree.green.width == bytes.count
    print("\(path)\t\(ok ? "roundtrip" : "MISMATCH")\t\(tree.hasErrors ? "errors" : "ok")")
  }
  exit(0)
}
if args.first == "--errors" {
  for path in args.dropFirst() {
    guard let bytes = readFile(path) else { continue }
    let tree = SyntaxTree.parse(bytes)
    if !tree.hasErrors { continue }
    let lines = LineIndex(bytes)
    var shown = 0
    tree.root.walk { node in
      if shown >= 3 { return .skipChildren }
      if !node.hasError { return .skipChildren }
      if node.kind == .unexpected {
        let line = lines.line(containing: node.range.lowerBound) + 1
        print("\(path):\(line): unexpected \(node.text.prefix(80))  in \(node.parent?.kind as Any)")
        shown += 1
        return .skipChildren
      }
      for token in node.childTokens where token.isMissing || token.flags.contains(.lexError) {
        let line = lines.line(containing: token.offset) + 1
        print("\(path):\(line): \(token.isMissing ? "missing" : "lexerror") \(token.kind) in \(node.kind) '\(node.text.prefix(80))'")
        shown += 1
      }
      return .visitChildren
    }
  }
  exit(0)
}

/// Files under the arguments as the outline oracle lists them (folders: *.swift and *.swiftinterface,
/// bytewise order per argument, symlinked folders not followed, each file once).
func sourceFiles(_ paths: [String]) -> [String] {
  func walk(_ folder: String, _ found: inout [String]) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for entry in entries {
      let path = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let type = attributes[.type] as? FileAttributeType
      else { continue }
      let isSource = entry.hasSuffix(".swift") || entry.hasSuffix(".swiftinterface")
      switch type {
      case .typeDirectory: walk(path, &found)
      case .typeRegular: if isSource { found.append(path) }
      case .typeSymbolicLink:
        var isDirectory: ObjCBool = false
        if isSource, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
          found.append(path)
        }
      default: break
      }
    }
  }
  var files: [String] = []
  var seen = Set<String>()
  for path in paths {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
    var found: [String] = []
    if isDirectory.boolValue {
      walk(path, &found)
      found.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    } else {
      found = [path]
    }
    for file in found where seen.insert(file).inserted { files.append(file) }
  }
  return files
}

if args.first == "--stats" {
  for path in args.dropFirst() {
    guard let bytes = readFile(path) else { continue }
    let tree = SyntaxTree.parse(bytes)
    var nodes = 0
    var tokens = 0
    var byKind: [SyntaxKind: Int] = [:]
    var stack = [tree.green]
    while let node = stack.popLast() {
      nodes += 1
      byKind[node.kind, default: 0] += 1
      for child in node.children {
        switch child {
        case .node(let inner): stack.append(inner)
        case .token: tokens += 1
        }
      }
    }
    var lexer = Lexer(bytes: bytes)
    var lexCount = 0
    let t0 = nowNanoseconds()
    for _ in 0..<10 {
      lexer = Lexer(bytes: bytes)
      while lexer.next().kind != .eof { lexCount += 1 }
    }
    let t1 = nowNanoseconds()
    print(byKind.sorted { $0.value > $1.value }.prefix(25).map { "\($0.key)=\($0.value)" }.joined(separator: " "))
    print("\(path): \(bytes.count) bytes, \(nodes) nodes, \(tokens) tokens, lex \(Double(bytes.count) * 10 / Double(t1 - t0) * 1e3) MB/s (\(lexCount / 10) lexemes)")
  }
  exit(0)
}

if args.first == "--time-edit", args.count >= 3, let offset = Int(args[2]) {
  guard let bytes = readFile(args[1]) else { exit(1) }
  let base = SyntaxTree.parse(bytes)
  var edited = bytes
  edited.insert(UInt8(ascii: "a"), at: offset)
  let edit = TextEdit(range: offset..<offset, replacement: [UInt8(ascii: "a")])
  var times: [Double] = []
  var strategy = ""
  for _ in 0..<50 {
    let t0 = nowNanoseconds()
    let tree = base.reparse(edit: edit, newBytes: edited)
    let t1 = nowNanoseconds()
    times.append(Double(t1 - t0) / 1e6)
    strategy = tree.statistics.strategy.rawValue
  }
  print("\(strategy): p50 \(percentile(times, 0.5)) ms min \(times.min() ?? 0)")
  exit(0)
}

if args.first == "--fuzz", args.count >= 3, let count = Int(args[2]) {
  // Cumulative random edits on a real file; every incremental tree must equal a full parse.
  guard let bytes = readFile(args[1]) else { exit(1) }
  let snippets = ["a", " ", "\n", "{", "}", "(", ")", "[", "]", "\"", "/*", "*/", "//", ",", ":", "=", "let ", "func ",
    "case ", "#if X\n", "#endif\n", "<", ">", "?", "!", "@", "`", "\"\"\"", "x = 1\n", "struct T {", "}\n"]
  var state: UInt64 = UInt64(args.count > 3 ? Int(args[3]) ?? 1 : 1)
  func random(_ bound: Int) -> Int {
    state = state &* 6364136223846793005 &+ 1442695040888963407
    return Int((state >> 33) % UInt64(max(bound, 1)))
  }
  var tree = SyntaxTree.parse(bytes)
  var strategies: [String: Int] = [:]
  for step in 0..<count {
    let current = tree.bytes
    let lower = random(current.count + 1)
    let length = random(3) == 0 ? random(min(8, current.count - lower) + 1) : 0
    let replacement = random(5) == 0 ? [] : Array(snippets[random(snippets.count)].utf8)
    let edit = TextEdit(range: lower..<(lower + length), replacement: replacement)
    let next = tree.reparse(edit: edit)
    strategies[next.statistics.strategy.rawValue, default: 0] += 1
    let full = SyntaxTree.parse(next.bytes)
    if !next.green.isStructurallyEqual(to: full.green) {
      print("MISMATCH at step \(step): edit \(edit.range) -> \(String(decoding: replacement, as: UTF8.self).debugDescription) (\(next.statistics.strategy))")
      exit(1)
    }
    tree = next
  }
  print("fuzz ok: \(count) edits, \(strategies.sorted { $0.key < $1.key })")
  exit(0)
}

if args.first == "--hash" {
  // One line per file: a 64-bit FNV-1a hash over the tree in pre-order (every node's kind, width, error flag
  // and child count; every token's kind, flags and three lengths), the error status and the node count. Two
  // parser builds give the same lines exactly when they build the same trees.
  var allHash: UInt64 = 0xcbf2_9ce4_8422_2325
  var fileCount = 0
  var errorFiles = 0
  for file in sourceFiles(Array(args.dropFirst())) {
    guard let bytes = readFile(file) else { continue }
    let tree = SyntaxTree.parse(bytes)
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    @inline(__always) func mix(_ value: Int) {
      var v = UInt64(truncatingIfNeeded: value)
      for _ in 0..<8 {
        hash = (hash ^ (v & 0xFF)) &* 0x100_0000_01b3
        v >>= 8
      }
    }
    var nodes = 0
    var stack: [GreenElement] = [.node(tree.green)]
    while let element = stack.popLast() {
      switch element {
      case .node(let node):
        nodes += 1
        let children = node.children
        mix(1)
        mix(Int(node.kind.rawValue))
        mix(node.width)
        mix(node.hasError ? 1 : 0)
        mix(children.count)
        stack.append(contentsOf: children.reversed())
      case .token(let token):
        mix(2)
        mix(Int(token.kind.rawValue))
        mix(Int(token.flags.rawValue))
        mix(Int(token.leadingLength))
        mix(Int(token.textLength))
        mix(Int(token.trailingLength))
      }
    }
    fileCount += 1
    if tree.hasErrors { errorFiles += 1 }
    allHash = (allHash ^ hash) &* 0x100_0000_01b3
    print("\(file)\t\(String(hash, radix: 16))\t\(tree.hasErrors ? "errors" : "ok")\t\(nodes)")
  }
  print("TOTAL \(fileCount) files, \(errorFiles) with errors, hash \(String(allHash, radix: 16))")
  exit(0)
}

if args.first == "--outline" {
  var output = ""
  for file in sourceFiles(Array(args.dropFirst())) {
    guard let bytes = readFile(file) else { continue }
    output += Outline.format(path: file, tree: SyntaxTree.parse(bytes))
  }
  print(output, terminator: "")
  exit(0)
}

// MARK: - Benchmark

@inline(never) func nowNanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

func percentile(_ values: [Double], _ p: Double) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  return sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
}

func format(_ value: Double, _ digits: Int = 3) -> String {
  String(format: "%.\(digits)f", value)
}

/// The peers' edit positions: an LCG picks an offset, moved forward to the next ASCII letter, and "a"
/// is inserted right after it (typing in a word).
func editOffsets(_ source: [UInt8], count: Int, seed: UInt64) -> [Int] {
  var state = seed
  var result: [Int] = []
  func isLetter(_ byte: UInt8) -> Bool { (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) }
  guard !source.isEmpty, source.contains(where: isLetter) else { return [] }
  while result.count < count {
    state = state &* 6364136223846793005 &+ 1442695040888963407
    var offset = Int((state >> 33) % UInt64(source.count))
    while offset < source.count && !isLetter(source[offset]) { offset += 1 }
    if offset < source.count { result.append(offset + 1) }
  }
  return result
}

/// A file with one 5,000-element array literal (the case where statement-level reuse does not help).
func generatedArrayFile(elements: Int) -> [UInt8] {
  var text = "// Generated table\nstruct Entry { let name: String; let value: Int; let enabled: Bool }\n\n"
  text += "let table: [Entry] = [\n"
  for index in 0..<elements {
    text += "  Entry(name: \"item\(index)\", value: \(index * 7 % 1000), enabled: \(index % 3 == 0 ? "true" : "false")),\n"
  }
  text += "]\n\nfunc lookup(_ name: String) -> Entry? { table.first { $0.name == name } }\n"
  return Array(text.utf8)
}

func runBenchmark(_ arguments: [String]) {
  var iterations = 5
  var incrementalFiles = 10
  var incrementalEdits = 50
  var arrayElements = 5000
  var paths: [String] = []
  var queue = arguments[...]
  while let argument = queue.popFirst() {
    switch argument {
    case "--iters": iterations = Int(queue.popFirst() ?? "") ?? iterations
    case "--incr-files": incrementalFiles = Int(queue.popFirst() ?? "") ?? incrementalFiles
    case "--incr-edits": incrementalEdits = Int(queue.popFirst() ?? "") ?? incrementalEdits
    case "--array-elements": arrayElements = Int(queue.popFirst() ?? "") ?? arrayElements
    default: paths.append(argument)
    }
  }
  let names = sourceFiles(paths)
  var sources: [[UInt8]] = []
  for name in names { sources.append(readFile(name) ?? []) }
  let totalBytes = sources.reduce(0) { $0 + $1.count }
  let totalLines = sources.reduce(0) { total, source in total + source.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
  print("files=\(sources.count) bytes=\(totalBytes) lines=\(totalLines)")

  if iterations > 0 && !sources.isEmpty {
    var seconds: [Double] = []
    var errorFiles = 0
    var sink = 0
    var tokens = 0
    var lookaheadTokens = 0
    for iteration in 0..<iterations {
      let start = nowNanoseconds()
      for source in sources {
        let tree = SyntaxTree.parse(source)
        sink &+= tree.green.width
        if iteration == 0 {
          if tree.hasErrors { errorFiles += 1 }
          tokens += tree.statistics.tokens
          lookaheadTokens += tree.statistics.lookaheadTokens
        }
      }
      let elapsed = Double(nowNanoseconds() - start) / 1e9
      seconds.append(elapsed)
      print("iter \(iteration): \(format(elapsed)) s  \(format(Double(totalBytes) / elapsed / 1e6, 2)) MB/s  \(Int(Double(totalLines) / elapsed)) lines/s")
    }
    if sink != totalBytes * iterations { print("ROUND-TRIP LENGTH MISMATCH") }
    do {
      // Where the time goes: building trees (kept alive) vs. freeing them.
      let t0 = nowNanoseconds()
      var kept: [SyntaxTree] = []
      for source in sources { kept.append(SyntaxTree.parse(source)) }
      let t1 = nowNanoseconds()
      kept.removeAll()
      let t2 = nowNanoseconds()
      var lexemes = 0
      for source in sources {
        var lexer = Lexer(bytes: source)
        while lexer.next().kind != .eof { lexemes += 1 }
      }
      let t3 = nowNanoseconds()
      print("split: build \(format(Double(t1 - t0) / 1e6, 1)) ms, free \(format(Double(t2 - t1) / 1e6, 1)) ms, lex only \(format(Double(t3 - t2) / 1e6, 1)) ms (\(format(Double(totalBytes) / Double(t3 - t2) * 1e3, 1)) MB/s)")
    }
    let median = percentile(seconds, 0.5)
    print("FULL median \(format(median)) s  \(format(Double(totalBytes) / median / 1e6, 2)) MB/s  \(Int(Double(totalLines) / median)) lines/s  (\(iterations) iters)")
    print("ERROR files: \(errorFiles) of \(sources.count)")
    print("LOOKAHEAD lexed \(lookaheadTokens) tokens again: \(format(100 * Double(lookaheadTokens) / Double(max(tokens, 1)), 1))% of the \(tokens) tokens parsed")
  }

  guard incrementalFiles > 0 && incrementalEdits > 0 else { return }
  var cases: [(String, [UInt8])] = []
  let order = sources.indices.sorted { sources[$0].count > sources[$1].count }.prefix(incrementalFiles)
  for index in order { cases.append((names[index], sources[index])) }
  if arrayElements > 0 { cases.append(("<generated \(arrayElements)-element array>", generatedArrayFile(elements: arrayElements))) }
  var allIncremental: [Double] = []
  var allFull: [Double] = []
  var mismatches = 0
  var strategies: [String: Int] = [:]
  var timesByStrategy: [String: [Double]] = [:]
  for (name, source) in cases {
    let base = SyntaxTree.parse(source)
    var incremental: [Double] = []
    var full: [Double] = []
    var reusedNodes: [Double] = []
    var reusedFraction: [Double] = []
    for offset in editOffsets(source, count: incrementalEdits, seed: UInt64(source.count)) {
      var edited = source
      edited.insert(UInt8(ascii: "a"), at: offset)
      let edit = TextEdit(range: offset..<offset, replacement: [UInt8(ascii: "a")])
      let t0 = nowNanoseconds()
      let tree = base.reparse(edit: edit, newBytes: edited)
      let t1 = nowNanoseconds()
      let fresh = SyntaxTree.parse(edited)
      let t2 = nowNanoseconds()
      incremental.append(Double(t1 - t0) / 1e6)
      full.append(Double(t2 - t1) / 1e6)
      if !tree.green.isStructurallyEqual(to: fresh.green) { mismatches += 1 }
      strategies[tree.statistics.strategy.rawValue, default: 0] += 1
      timesByStrategy[tree.statistics.strategy.rawValue, default: []].append(Double(t1 - t0) / 1e6)
      if ProcessInfo.processInfo.environment["SHOWFULL"] != nil && tree.statistics.strategy != .relexToken {
        var a = offset; while a > 0 && source[a - 1] != 10 { a -= 1 }
        var b = offset; while b < source.count && source[b] != 10 { b += 1 }
        print("\(tree.statistics.strategy) \(format(Double(t1 - t0) / 1e6)) ms: " + String(decoding: source[a..<offset], as: UTF8.self) + "|" + String(decoding: source[offset..<b], as: UTF8.self))
      }
      reusedNodes.append(Double(tree.statistics.reusedNodes))
      reusedFraction.append(Double(tree.statistics.reusedBytes) / Double(max(edited.count, 1)))
    }
    allIncremental += incremental
    allFull += full
    print("incr \(name) (\(source.count) bytes): incremental p50 \(format(percentile(incremental, 0.5))) ms p95 \(format(percentile(incremental, 0.95))) ms | full p50 \(format(percentile(full, 0.5))) ms | reused nodes p50 \(Int(percentile(reusedNodes, 0.5))), reused bytes p50 \(format(100 * percentile(reusedFraction, 0.5), 1))% min \(format(100 * (reusedFraction.min() ?? 0), 1))%")
  }
  print("INCR \(allIncremental.count) edits on \(cases.count) files: incremental p50 \(format(percentile(allIncremental, 0.5))) ms p95 \(format(percentile(allIncremental, 0.95))) ms | full reparse p50 \(format(percentile(allFull, 0.5))) ms p95 \(format(percentile(allFull, 0.95))) ms | ratio p50 1/\(Int(percentile(allFull, 0.5) / max(percentile(allIncremental, 0.5), 1e-9)))")
  print("by strategy: " + timesByStrategy.sorted { $0.key < $1.key }.map { "\($0.key) p50 \(format(percentile($0.value, 0.5))) max \(format($0.value.max() ?? 0)) ms" }.joined(separator: ", "))
  print("strategies: \(strategies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")), incremental != full parse: \(mismatches)")
}

if args.first == "--linearity" {
  exit(runLinearity(Array(args.dropFirst())))
}

runBenchmark(args)

// MARK: - Linearity on pathological inputs

/// Pathological input shapes: a prefix, a unit repeated to the requested size, a suffix. (A function,
/// not a global: top-level code in main.swift runs before later globals are initialised.)
func pathologicalShapes() -> [(name: String, prefix: String, unit: String, suffix: String)] { [
  ("regex-extended-lines", "", "##/\n", ""),
  ("regex-extended-text", "", "##/ab(c\n", ""),
  ("regex-extended-one-line", "let x = ", "##/a", ""),
  ("regex-bare-open-class", "let x = ", "(/[", ""),
  ("regex-bare-lines", "", "x = (/[a\n", ""),
  ("regex-bare-escapes", "let x = ", "(/\\", ""),
  ("pounds", "", "#", ""),
  ("pound-slash", "", "#/", ""),
  ("raw-string-open", "", "#\"", ""),
  ("string-unterminated-lines", "", "\"abc\n", ""),
  ("string-multiline-open", "let s = \"\"\"\n", "text \\(x) \"\n", ""),
  ("string-interpolation-open", "let s = ", "\"\\(", ""),
  ("comment-block-open", "/*", " text\n", ""),
  ("comment-nested-open", "", "/*", ""),
  ("backticks-open", "", "`a\n", ""),
  ("single-quotes", "", "'a", ""),
  ("deep-parens", "let x = ", "(", ""),
  ("deep-squares", "let x = ", "[", ""),
  ("deep-braces", "", "{", ""),
  ("closure-paren", "let x = ", "{(", ""),
  ("call-closure", "f", "({", ""),
  ("deep-balanced", "let x = ", "f(a, [b: {", ""),
  ("operators-spaced", "let x = a", " + a", "\n"),
  ("operators-glued", "let x = a", "+-", " b\n"),
  ("generic-angles", "let x = ", "a<", ""),
  ("generic-args", "let x = ", "f<A, B<C>>(", ""),
  ("if-config-open", "", "#if A\n", ""),
  ("if-config-closed", "", "#if A\nlet x = 1\n#elseif B\nlet y = 2\n#endif\n", ""),
  ("if-config-postfix", "let x = a\n", "#if A\n.b\n", ""),
  ("unowned-open", "", "unowned(", ""),
  ("modifiers", "", "private(set) ", ""),
  ("attributes", "", "@a(", ""),
  ("case-open", "switch x {\n", "case .a(", ""),
  ("closure-signature-open", "let x = ", "{ a, ", ""),
  ("labels-open", "f(", "a: ", ""),
  ("dots", "let x = a", ".", ""),
  ("question-chain", "let x = a", "?", ""),
  ("keypaths", "let x = ", "\\.", ""),
  ("statements", "", "if a { b() } else { c() }\n", ""),
  ("if-one-line", "", "if a { ", ""),
  ("condition-closures", "", "if a.filter { $0 } { ", ""),
  ("declarations", "", "struct S { var x: Int = 1; func f(_ a: Int) -> Int { a } }\n", ""),
] }

func pathologicalInput(_ shape: (name: String, prefix: String, unit: String, suffix: String), size: Int) -> [UInt8] {
  var bytes = Array(shape.prefix.utf8)
  let unit = Array(shape.unit.utf8)
  bytes.reserveCapacity(size + unit.count + shape.suffix.utf8.count)
  while bytes.count < size { bytes += unit }
  bytes += Array(shape.suffix.utf8)
  return bytes
}

/// Best time in ms of `body` over `runs` runs (at least one), each run repeated `repeats` times.
func bestTime(runs: Int, repeats: Int, _ body: () -> Int) -> (Double, Int) {
  var best = Double.infinity
  var sink = 0
  for _ in 0..<max(runs, 1) {
    let t0 = nowNanoseconds()
    for _ in 0..<max(repeats, 1) { sink &+= body() }
    let t1 = nowNanoseconds()
    best = min(best, Double(t1 - t0) / 1e6 / Double(max(repeats, 1)))
  }
  return (best, sink)
}

func runLinearity(_ arguments: [String]) -> Int32 {
  var small = 100_000
  var large = 1_000_000
  var maxRatio: Double?
  var only: String?
  var queue = arguments[...]
  while let argument = queue.popFirst() {
    switch argument {
    case "--small": small = Int(queue.popFirst() ?? "") ?? small
    case "--large": large = Int(queue.popFirst() ?? "") ?? large
    case "--max-ratio": maxRatio = Double(queue.popFirst() ?? "")
    case "--only": only = queue.popFirst()
    default:
      print("unknown argument \(argument)")
      return 2
    }
  }
  let expected = Double(large) / Double(max(small, 1))
  let limit = maxRatio ?? expected * 2.5
  // Below this many milliseconds a ratio is noise: the large input's time is then checked against
  // an absolute bound instead (still linear: 1 MB in under 60 ms is far from quadratic).
  let floorMs = 60.0 * Double(large) / 1e6
  var failures: [String] = []
  print("shape".padding(toLength: 26, withPad: " ", startingAt: 0)
    + "  lex small/large ms (ratio)   parse small/large ms (ratio)   keystroke small/large ms (ratio)")
  var sink = 0
  for shape in pathologicalShapes() where only == nil || shape.name == only {
    let smallInput = pathologicalInput(shape, size: small)
    let largeInput = pathologicalInput(shape, size: large)
    func lex(_ bytes: [UInt8]) -> Int {
      var lexer = Lexer(bytes: bytes)
      var count = 0
      while lexer.next().kind != .eof { count += 1 }
      return count
    }
    func parse(_ bytes: [UInt8]) -> Int { SyntaxTree.parse(bytes).green.width }
    // One keystroke in the middle of the input: "a" typed after the middle byte.
    func keystroke(_ bytes: [UInt8]) -> (() -> Int) {
      let base = SyntaxTree.parse(bytes)
      let offset = bytes.count / 2
      var edited = bytes
      edited.insert(UInt8(ascii: "a"), at: offset)
      let edit = TextEdit(range: offset..<offset, replacement: [UInt8(ascii: "a")])
      return { base.reparse(edit: edit, newBytes: edited).green.width }
    }
    let repeats = max(1, large / max(small, 1))
    var cells: [String] = []
    var shapeFailed = false
    for (label, makeBody) in [
      ("lex", { (bytes: [UInt8]) -> (() -> Int) in { lex(bytes) } }),
      ("parse", { (bytes: [UInt8]) -> (() -> Int) in { parse(bytes) } }),
      ("keystroke", keystroke),
    ] {
      let (smallMs, a) = bestTime(runs: 3, repeats: repeats, makeBody(smallInput))
      let (largeMs, b) = bestTime(runs: 3, repeats: 1, makeBody(largeInput))
      sink &+= a &+ b
      let ratio = largeMs / max(smallMs, 1e-6)
      var bad = ratio > limit && largeMs > floorMs
      var note = ""
      if bad {
        // Confirm from the large size up: caches, not the algorithm, may explain a high first ratio.
        let (hugeMs, c) = bestTime(runs: 2, repeats: 1, makeBody(pathologicalInput(shape, size: large * 4)))
        sink &+= c
        let confirm = hugeMs / max(largeMs, 1e-6)
        bad = confirm > limit / expected * 4
        note = " [x4: \(format(confirm, 1))\(bad ? "" : " ok")]"
      }
      if bad {
        shapeFailed = true
        failures.append("\(shape.name) \(label): \(format(smallMs, 2)) ms -> \(format(largeMs, 2)) ms, ratio \(format(ratio, 1))\(note)")
      }
      cells.append("\(format(smallMs, 2))/\(format(largeMs, 2)) (\(format(ratio, 1)))\(note)\(bad ? " !" : "")")
    }
    print(shape.name.padding(toLength: 26, withPad: " ", startingAt: 0) + "  "
      + cells.map { $0.padding(toLength: 30, withPad: " ", startingAt: 0) }.joined(separator: " ")
      + (shapeFailed ? "  NONLINEAR" : ""))
  }
  if sink == 42 { print("") }
  if failures.isEmpty {
    print("LINEAR: every shape's \(large)/\(small)-byte time ratio is <= \(format(limit, 1)) (or the large input takes < \(format(floorMs, 0)) ms, or the ratio from \(large) to \(4 * large) bytes is <= \(format(limit / expected * 4, 1)))")
    return 0
  }
  print("NONLINEAR: \(failures.count) case(s) above the ratio \(format(limit, 1)):")
  for failure in failures { print("  " + failure) }
  return 1
}
