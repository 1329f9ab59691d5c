import SwiftLiteParser

/// Shared questions the update-method rules ask, so that they agree on which rule owns a statement.
enum UpdateFacts {
  /// Whether any enclosing condition mentions `property` (as `.property`) or `binding` as an identifier, or
  /// calls a comparison helper.
  static func isGuarded(_ context: AnalysisContext, _ statement: StatementContext, property: String?, binding: String?) -> Bool {
    let file = context.file
    for condition in statement.conditions {
      for index in condition where index < file.count {
        guard file.isIdentifier(index) else { continue }
        if let property, file.textEquals(index, property), index > 0, file.is(index - 1, ".") { return true }
        if let binding, file.textEquals(index, binding), !(index > 0 && file.is(index - 1, ".") && !file.isIdentifier(index - 2, "self")) { return true }
        if file.is(index + 1, "("), isComparisonHelper(file.text(index)) { return true }
      }
    }
    return false
  }

  static func isComparisonHelper(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.hasPrefix("should") || lower.hasPrefix("needs") || lower.contains("changed") || lower.contains("differ")
      || lower.contains("equal") || lower.hasPrefix("isdifferent")
  }

  /// The binding name when the right side is a plain `x` or `self.x` that names a property of the representable.
  static func plainPropertyName(_ context: AnalysisContext, _ assignment: AssignmentEvent) -> String? {
    let file = context.file
    if assignment.rhsFirst == assignment.rhsLast, file.isIdentifier(assignment.rhsFirst) { return file.text(assignment.rhsFirst) }
    if assignment.rhsLast == assignment.rhsFirst + 2, file.isIdentifier(assignment.rhsFirst, "self"), file.is(assignment.rhsFirst + 1, ".") {
      return file.text(assignment.rhsLast)
    }
    return nil
  }

  /// Names of the representable's `@Binding` properties that the Coordinator writes (`parent.x = …`),
  /// with the write's range.
  static func coordinatorBindingWrites(_ context: AnalysisContext, _ representable: LegacyRepresentable) -> [String: Range<Int>] {
    guard let coordinator = representable.coordinator else { return [:] }
    let bindings = Set(representable.properties(wrappedBy: ["Binding"]).map(\.name))
    guard !bindings.isEmpty else { return [:] }
    var writes: [String: Range<Int>] = [:]
    for function in coordinator.functions {
      guard let events = context.events(of: function) else { continue }
      for assignment in events.assignments {
        var path = assignment.lhsPath
        if path.first == "self" { path.removeFirst() }
        guard path.count >= 2, path[0] == "parent" else { continue }
        let name = path[1]
        guard bindings.contains(name), path.count == 2 || (path.count == 3 && path[2] == "wrappedValue") else { continue }
        if writes[name] == nil { writes[name] = context.range(assignment.lhsFirst, assignment.rhsLast) }
      }
    }
    return writes
  }

  /// Whether `two-way-sync-unguarded` reports this assignment.
  static func isTwoWaySync(_ context: AnalysisContext, _ representable: LegacyRepresentable, _ assignment: AssignmentEvent, writes: [String: Range<Int>]) -> Bool {
    guard let parameter = representable.updateParameter, assignment.lhsPath.first == parameter, assignment.lhsPath.count >= 2,
      context.file.is(assignment.operatorToken, "="), let property = assignment.lhsPath.last,
      property != "showsCancelButton", !InteropFacts.isDelegateProperty(property),
      let binding = plainPropertyName(context, assignment), writes[binding] != nil
    else { return false }
    return !isGuarded(context, assignment.context, property: assignment.lhsPath.last, binding: binding)
  }

  /// Wraps the statement spanning tokens `first...last` in `header { … }`, re-indenting it one level.
  static func wrap(_ context: AnalysisContext, first: Int, last: Int, header: String) -> TextEdit {
    let file = context.file
    let range = context.range(first, last)
    let indentation = file.indentation(ofLineAt: range.lowerBound)
    let unit = file.indentUnit
    let newline = file.lineBreak
    let statement = String(decoding: file.bytes[range], as: UTF8.self)
    let reindented = statement.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
      index == 0 ? String(line) : unit + String(line)
    }.joined(separator: "\n")
    let text = header + " {" + newline + indentation + unit + reindented + newline + indentation + "}"
    return TextEdit(range: range, replacement: text)
  }

  /// The range of whole lines holding tokens `first...last` (with the final line break), when nothing else
  /// shares those lines; else just the tokens.
  static func lineRange(_ context: AnalysisContext, first: Int, last: Int) -> Range<Int> {
    let file = context.file
    let bytes = file.bytes
    let range = context.range(first, last)
    let start = file.lineStart(at: range.lowerBound)
    var end = range.upperBound
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") || bytes[end] == UInt8(ascii: ";") { end += 1 }
    let onlyCodeOnLine = bytes[start..<range.lowerBound].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    let endsLine = end >= bytes.count || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r")
    guard onlyCodeOnLine && endsLine else { return range }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
    return start..<end
  }

  /// The `return x` statement of make at closure depth 0 and the returned identifier.
  static func madeObject(_ context: AnalysisContext, _ representable: LegacyRepresentable) -> (name: String, returnToken: Int)? {
    guard let events = context.events(of: representable.make) else { return nil }
    let returns = events.returns.filter { $0.context.closureDepth == 0 }
    guard returns.count == 1, let only = returns.first, let first = only.expressionFirst, only.expressionLast == first,
      context.file.isIdentifier(first)
    else { return nil }
    return (context.file.text(first), only.token)
  }

  /// Inserts `lines` (already without indentation) before the line of token `before`, at its indentation.
  static func insertLines(_ context: AnalysisContext, _ lines: [String], before token: Int) -> TextEdit {
    let file = context.file
    let offset = context.range(token).lowerBound
    let start = file.lineStart(at: offset)
    let indentation = file.indentation(ofLineAt: offset)
    let newline = file.lineBreak
    let text = lines.map { ($0.isEmpty ? "" : indentation + $0) + newline }.joined()
    return TextEdit(range: start..<start, replacement: text)
  }

  /// Identifier tokens of `context.coordinator` uses in a token range: the index of `context`.
  static func contextCoordinatorUses(_ context: AnalysisContext, from: Int, to: Int) -> [Int] {
    let file = context.file
    var result: [Int] = []
    var index = max(from, 0)
    while index + 2 <= to, index + 2 < file.count {
      if file.isIdentifier(index, "context"), file.is(index + 1, "."), file.isIdentifier(index + 2, "coordinator"),
        !(index > 0 && file.is(index - 1, "."))
      {
        result.append(index)
        index += 3
        continue
      }
      index += 1
    }
    return result
  }
}

extension UpdateFacts {
  /// Inserts `lines` (relative indentation already applied) after the line holding token `after`, each
  /// prefixed with `indentation`.
  static func insertLines(_ context: AnalysisContext, _ lines: [String], afterLineOf token: Int, indentation: String) -> TextEdit {
    let file = context.file
    var end = context.range(token).upperBound
    let bytes = file.bytes
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
    let newline = file.lineBreak
    let text = lines.map { newline + ($0.isEmpty ? "" : indentation + $0) }.joined()
    return TextEdit(range: end..<end, replacement: text)
  }

  /// The indentation of members of a type: that of its first member, else the type's plus one unit.
  static func memberIndentation(_ context: AnalysisContext, _ type: TypeDeclaration) -> String {
    let file = context.file
    let first = type.bodyOpen + 1
    if first < type.bodyClose, file.tokens[first].newlineBefore {
      return file.indentation(ofLineAt: file.tokens[first].start)
    }
    return file.indentation(ofLineAt: file.tokens[type.keywordToken].start) + file.indentUnit
  }

  /// The declaration's first token (attributes and modifiers included) of a member function.
  static func functionStart(_ function: FunctionDeclaration) -> Int { function.firstToken }
}
