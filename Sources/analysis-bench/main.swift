// analysis-bench: how long a whole analysis (parse + model + every rule) takes on a large file.
// Build and run with -c release; figures from a debug build mean nothing.
//
//   analysis-bench [--lines N] [--iters K] [--examples DIR] [--rules] [--phases] [--lanes L] [--write PATH] [FILE]
//   analysis-bench --corpus DIR [--iters K] [--lanes L]
//
// Without FILE it builds the benchmark of issue #5 in memory: every wrapper in DIR (default Examples/),
// imports hoisted, top-level type names suffixed per copy, repeated until the text has at least N lines
// (default 10,000). It then runs the analysis K times (default 30) and prints, per phase, the first
// (cold) run and the median and minimum of the others: parse, context (declaration index, interop
// model, line index), rules (the dispatch over every rule, with the body facts the rules ask for, suppressions,
// sorting), total. --rules adds the median per rule; --phases splits the context: declaration index, interop model
// over it. --lanes L (1 or 2, default 2) is the context's lanes for the rules.
// --corpus DIR times what `lint` does per file, without the workspace: every .swift file under DIR read once,
// then K runs of parse + context + rules over all of them spread on the cores, each file's rules on L lanes
// (`lint` uses 1); it prints the wall time per run.
// --write PATH saves the generated text (to inspect it, or to time `interop-lsp lint --timing` on it).
#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import InteropAnalysis
import SwiftLiteParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

func fail(_ message: String) -> Never {
  let line = Array("analysis-bench: \(message)\n".utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(2)
}

func now() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

func milliseconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1_000_000 }

func format(_ value: Double) -> String {
  let tenths = Int((value * 100).rounded())
  return "\(tenths / 100).\(tenths % 100 < 10 ? "0" : "")\(tenths % 100)"
}

var lines = 10_000
var iterations = 30
var examples = "Examples"
var perRule = false
var phases = false
var writePath: String?
var file: String?
var lanes = 2
var corpus: String?
var arguments = Array(CommandLine.arguments.dropFirst())[...]
@MainActor func value(after option: String) -> String {
  guard let value = arguments.popFirst() else { fail("\(option) needs a value") }
  return value
}
@MainActor func number(after option: String) -> Int {
  guard let number = Int(value(after: option)), number > 0 else { fail("\(option) needs a positive number") }
  return number
}
while let argument = arguments.popFirst() {
  switch argument {
  case "--lines": lines = number(after: argument)
  case "--iters": iterations = max(2, number(after: argument))
  case "--examples": examples = value(after: argument)
  case "--rules": perRule = true
  case "--phases": phases = true
  case "--write": writePath = value(after: argument)
  case "--lanes": lanes = min(number(after: argument), 2)
  case "--corpus": corpus = value(after: argument)
  case "--help", "-h":
    print("usage: analysis-bench [--lines N] [--iters K] [--examples DIR] [--rules] [--phases] [--lanes L] [--write PATH] [FILE]")
    print("       analysis-bench --corpus DIR [--iters K] [--lanes L]")
    exit(0)
  default:
    if argument.hasPrefix("-") { fail("unknown option \(argument)") }
    file = argument
  }
}

/// Words that start a top-level type declaration, the names the generator renames per copy.
func topLevelTypeNames(_ source: String) -> [String] {
  var names: [String] = []
  for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
    var words = line.split(separator: " ")[...]
    while let first = words.first, ["final", "public", "private", "fileprivate", "internal", "@MainActor"].contains(String(first)) {
      words = words.dropFirst()
    }
    guard let keyword = words.first, ["struct", "class", "enum"].contains(String(keyword)), words.count > 1 else { continue }
    let name = words[words.index(after: words.startIndex)].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    if !name.isEmpty { names.append(String(name)) }
  }
  return names
}

/// Replaces whole-word occurrences of each name with name + suffix.
func rename(_ source: String, _ names: Set<String>, suffix: String) -> String {
  var result = ""
  result.reserveCapacity(source.utf8.count + 256)
  var word = ""
  func flush() {
    result += word
    if names.contains(word) { result += suffix }
    word = ""
  }
  for character in source {
    if character.isLetter || character.isNumber || character == "_" {
      word.append(character)
    } else {
      flush()
      result.append(character)
    }
  }
  flush()
  return result
}

@MainActor func generate() -> String {
  guard let entries = try? FileManager.default.contentsOfDirectory(atPath: examples) else {
    fail("cannot list \(examples) (run from the package folder or pass --examples)")
  }
  let sources = entries.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name -> String? in
    guard let data = FileManager.default.contents(atPath: examples + "/" + name) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
  if sources.isEmpty { fail("no .swift files in \(examples)") }
  var imports: [String] = []
  var bodies: [String] = []
  var names = Set<String>()
  for source in sources {
    names.formUnion(topLevelTypeNames(source))
    var body: [Substring] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("import ") {
        if !imports.contains(String(line)) { imports.append(String(line)) }
      } else {
        body.append(line)
      }
    }
    bodies.append(body.joined(separator: "\n"))
  }
  var text = imports.joined(separator: "\n") + "\n\n"
  var lineCount = imports.count + 1
  var copy = 0
  while lineCount < lines {
    copy += 1
    for body in bodies {
      let renamed = rename(body, names, suffix: "C\(copy)")
      text += renamed + "\n"
      lineCount += renamed.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
  }
  return text
}

if let corpus {
  guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: corpus) else { fail("cannot list \(corpus)") }
  let files = paths.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path -> [UInt8]? in
    FileManager.default.contents(atPath: corpus + "/" + path).map { Array($0) }
  }
  let configuration = AnalysisConfiguration.defaults
  let fileLanes = lanes
  var times: [UInt64] = []
  var findingTotal = 0
  for _ in 0..<iterations {
    let counts = Locked<Int>(0)
    let start = now()
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let context = AnalysisContext(tree: SyntaxTree.parse(files[index]), path: nil, configuration: configuration, lanes: fileLanes)
      let found = InteropAnalyzer.analyze(context: context).count
      counts.withLock { $0 += found }
    }
    times.append(now() - start)
    findingTotal = counts.withLock { $0 }
  }
  let warm = times.dropFirst().sorted()
  print("analysis-bench: \(corpus): \(files.count) files, \(findingTotal) findings, \(iterations) runs, \(fileLanes) lane(s) per file")
  print("all files cold \(format(milliseconds(times[0]))) ms   median \(format(milliseconds(warm[warm.count / 2]))) ms   min \(format(milliseconds(warm[0]))) ms")
  exit(0)
}

let bytes: [UInt8]
if let file {
  guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
  bytes = Array(data)
} else {
  bytes = Array(generate().utf8)
}
if let writePath {
  guard FileManager.default.createFile(atPath: writePath, contents: Data(bytes)) else { fail("cannot write \(writePath)") }
}
let configuration = AnalysisConfiguration.defaults
let lineCount = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }

var parseTimes: [UInt64] = []
var contextTimes: [UInt64] = []
var ruleTimes: [UInt64] = []
var totalTimes: [UInt64] = []
var findingCount = 0
for _ in 0..<iterations {
  let start = now()
  let tree = SyntaxTree.parse(bytes)
  let parsed = now()
  let context = AnalysisContext(tree: tree, path: nil, configuration: configuration, lanes: lanes)
  let built = now()
  let findings = InteropAnalyzer.analyze(context: context)
  let done = now()
  findingCount = findings.count
  parseTimes.append(parsed - start)
  contextTimes.append(built - parsed)
  ruleTimes.append(done - built)
  totalTimes.append(done - start)
}

func summary(_ name: String, _ times: [UInt64]) -> String {
  let warm = times.dropFirst().sorted()
  let median = warm[warm.count / 2]
  let minimum = warm[0]
  let padded = name + String(repeating: " ", count: max(0, 9 - name.count))
  return "\(padded) cold \(format(milliseconds(times[0]))) ms   median \(format(milliseconds(median))) ms   min \(format(milliseconds(minimum))) ms"
}

print("analysis-bench: \(file ?? "generated from \(examples)/"): \(lineCount) lines, \(bytes.count) bytes, \(findingCount) findings, \(iterations) runs")
print(summary("parse", parseTimes))
print(summary("context", contextTimes))
print(summary("rules", ruleTimes))
print(summary("total", totalTimes))

if phases {
  let tree = SyntaxTree.parse(bytes)
  var indexTimes: [UInt64] = []
  var modelTimes: [UInt64] = []
  for _ in 0..<iterations {
    let start = now()
    let index = DeclarationIndex(tree: tree)
    let indexed = now()
    let model = InteropModel(declarations: index)
    let modelled = now()
    // Both freed after the clock is read: released at their last use, the model's time included freeing them.
    withExtendedLifetime((index, model)) {}
    indexTimes.append(indexed - start)
    modelTimes.append(modelled - indexed)
  }
  print(summary("  index", indexTimes))
  print(summary("  model", modelTimes))
}

if perRule {
  let context = AnalysisContext(tree: SyntaxTree.parse(bytes), path: nil, configuration: configuration)
  var rows: [(String, UInt64)] = []
  for rule in RuleRegistry.all {
    var times: [UInt64] = []
    for _ in 0..<max(3, iterations / 3) {
      let start = now()
      _ = rule.findings(in: context)
      times.append(now() - start)
    }
    rows.append((rule.description.id, times.sorted()[times.count / 2]))
  }
  for (id, time) in rows.sorted(by: { $0.1 > $1.1 }) {
    print("  \(format(milliseconds(time))) ms  \(id)")
  }
}
