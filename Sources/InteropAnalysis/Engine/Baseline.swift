import JSON
import SwiftLiteParser

/// What identifies one finding in a baseline, so that unrelated edits do not break the match: the rule, the
/// file (relative to the baseline's folder), the name path of the declarations that enclose the finding
/// (`Outer.Inner.updateUIView(_:context:)` is written `Outer.Inner.updateUIView`), and the text of the
/// source line where the finding starts with runs of whitespace collapsed to one space. No line numbers: a
/// line inserted above, re-indentation or a reordered member keep the key.
public struct BaselineKey: Sendable, Hashable, Comparable {
  public var rule: String
  public var file: String
  public var declaration: String
  public var text: String

  public init(rule: String, file: String, declaration: String, text: String) {
    self.rule = rule
    self.file = file
    self.declaration = declaration
    self.text = text
  }

  public static func < (lhs: BaselineKey, rhs: BaselineKey) -> Bool {
    (lhs.file, lhs.rule, lhs.declaration, lhs.text) < (rhs.file, rhs.rule, rhs.declaration, rhs.text)
  }

  /// The key of `finding` in a file whose tree is `tree`; `file` is the path as the baseline records it.
  public init(finding: Finding, file: String, tree: SyntaxTree, lineIndex: LineIndex) {
    self.init(
      rule: RuleRegistry.canonicalID(finding.ruleID), file: file,
      declaration: Self.declarationPath(at: finding.range.lowerBound, in: tree),
      text: Self.normalizedLine(at: finding.range.lowerBound, lineIndex: lineIndex))
  }

  /// The names of the declarations around `offset`, outermost first, joined with `.` (empty at top level).
  public static func declarationPath(at offset: Int, in tree: SyntaxTree) -> String {
    guard !tree.bytes.isEmpty else { return "" }
    var names: [String] = []
    var node: SyntaxNode? = tree.node(at: max(0, min(offset, tree.bytes.count - 1)))
    var steps = 0
    while let current = node, steps < 10_000 {
      steps += 1
      if current.kind.isDeclaration, current.kind != .ifConfigDecl, let name = current.name ?? Self.bindingName(current) {
        names.append(name)
      }
      node = current.parent
    }
    return names.reversed().joined(separator: ".")
  }

  /// `var a, b` → `a`: the first bound name of a variable declaration.
  static func bindingName(_ node: SyntaxNode) -> String? {
    guard node.kind == .variableDecl else { return nil }
    return node.bindings.first?.boundNameTokens.first?.identifierText
  }

  /// The line holding `offset`, without its terminator, leading and trailing whitespace, other runs of spaces
  /// and tabs collapsed to one space.
  public static func normalizedLine(at offset: Int, lineIndex: LineIndex) -> String {
    let line = lineIndex.line(containing: offset)
    let start = lineIndex.lineStart(line)
    let end = lineIndex.lineContentEnd(line)
    guard start <= end, end <= lineIndex.bytes.count else { return "" }
    var result: [UInt8] = []
    var pendingSpace = false
    for byte in lineIndex.bytes[start..<end] {
      if byte == 0x20 || byte == 0x09 || byte == 0x0D {
        pendingSpace = !result.isEmpty
      } else {
        if pendingSpace { result.append(0x20) }
        pendingSpace = false
        result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}

/// A recorded set of findings (`lint --write-baseline FILE`); `lint --baseline FILE` and the server's
/// `"baseline"` setting report only findings that are not in it. The same key may be recorded more than once
/// (two identical lines in one declaration): each recorded copy absorbs one finding.
public struct Baseline: Sendable, Equatable {
  public static let formatVersion = 1

  /// How many findings each key stands for.
  public var counts: [BaselineKey: Int]

  public init(keys: [BaselineKey] = []) {
    counts = [:]
    for key in keys { counts[key, default: 0] += 1 }
  }

  public var isEmpty: Bool { counts.isEmpty }

  /// The file's text: one entry per line, sorted, so that a rewritten baseline diffs well.
  public func encoded() -> String {
    var lines: [String] = []
    for key in counts.keys.sorted() {
      var object: [String: JSONValue] = [
        "rule": .string(key.rule), "file": .string(key.file), "declaration": .string(key.declaration), "text": .string(key.text),
      ]
      if let count = counts[key], count > 1 { object["count"] = .integer(count) }
      lines.append("    " + String(decoding: JSONWriter.encode(.object(object)), as: UTF8.self))
    }
    let body = lines.isEmpty ? "" : "\n" + lines.joined(separator: ",\n") + "\n  "
    return "{\n  \"version\": \(Self.formatVersion),\n  \"tool\": \"interop-lsp\",\n  \"findings\": [\(body)]\n}\n"
  }

  /// Reads a baseline file's bytes; a message on any problem (never throws, never traps).
  public static func decode(_ bytes: [UInt8]) -> Result<Baseline, BaselineProblem> {
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      return .failure(BaselineProblem(message: "not valid JSON (\(error))"))
    }
    guard let version = value["version"]?.intValue else {
      return .failure(BaselineProblem(message: "no \"version\" (write one with `interop-lsp lint --write-baseline FILE`)"))
    }
    guard version == formatVersion else {
      return .failure(BaselineProblem(message: "version \(version) is not supported (this interop-lsp writes version \(formatVersion))"))
    }
    guard let entries = value["findings"]?.arrayValue else {
      return .failure(BaselineProblem(message: "\"findings\" must be an array"))
    }
    var baseline = Baseline()
    for (index, entry) in entries.enumerated() {
      guard let rule = entry["rule"]?.stringValue, let file = entry["file"]?.stringValue,
        let declaration = entry["declaration"]?.stringValue, let text = entry["text"]?.stringValue
      else {
        return .failure(BaselineProblem(message: "finding \(index + 1) needs the strings rule, file, declaration and text"))
      }
      let count = entry["count"]?.intValue ?? 1
      guard count >= 1, count <= 1_000_000 else {
        return .failure(BaselineProblem(message: "finding \(index + 1): count must be a positive integer"))
      }
      let key = BaselineKey(rule: RuleRegistry.canonicalID(rule), file: file, declaration: declaration, text: text)
      baseline.counts[key, default: 0] += count
    }
    return .success(baseline)
  }

  /// Splits `items` into those the baseline does not hold (in their order) and the baseline's entries that
  /// matched nothing (stale: the finding was fixed, or its line changed).
  public func filter<Item>(_ items: [Item], key: (Item) -> BaselineKey) -> (new: [Item], stale: [BaselineKey: Int]) {
    var remaining = counts
    var new: [Item] = []
    for item in items {
      let itemKey = key(item)
      if let left = remaining[itemKey], left > 0 {
        remaining[itemKey] = left - 1
      } else {
        new.append(item)
      }
    }
    return (new, remaining.filter { $0.value > 0 })
  }
}

public struct BaselineProblem: Error, Sendable, Equatable {
  public var message: String

  public init(message: String) {
    self.message = message
  }
}
