#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import InteropTestSupport
import SwiftLiteParser
import XCTest

/// Incremental reparse: the result always equals a full parse; reuse is checked where it must happen.
final class IncrementalTests: XCTestCase {
  /// Applies `edit` incrementally and from scratch and asserts the trees are equal.
  @discardableResult
  func assertReparse(
    _ tree: SyntaxTree, _ edit: TextEdit, file: StaticString = #filePath, line: UInt = #line
  ) -> SyntaxTree {
    let incremental = tree.reparse(edit: edit)
    let full = SyntaxTree.parse(incremental.bytes)
    XCTAssertTrue(
      incremental.green.isStructurallyEqual(to: full.green),
      "incremental tree differs from full parse\n--- incremental\n\(incremental.dump())--- full\n\(full.dump())",
      file: file, line: line)
    return incremental
  }

  func testTypingInAnIdentifierRelexesOneToken() {
    let source = MarkedSource("struct A { func f() { let value = compute1️⃣(1) } }\nstruct B {}\n")
    let tree = SyntaxTree.parse(source.text)
    let edited = assertReparse(tree, TextEdit(range: source["1️⃣"]..<source["1️⃣"], replacement: "d"))
    XCTAssertEqual(edited.statistics.strategy, .relexToken)
    XCTAssertGreaterThan(edited.statistics.reusedNodes, 0)
    XCTAssertEqual(edited.root.descendants(.identifierExpr).map(\.text), ["computed"])
  }

  func testTypingInACommentRelexesOneToken() {
    let source = MarkedSource("let a = 1 // note1️⃣\nlet b = 2\n")
    let tree = SyntaxTree.parse(source.text)
    let edited = assertReparse(tree, TextEdit(range: source["1️⃣"]..<source["1️⃣"], replacement: "s"))
    XCTAssertEqual(edited.statistics.strategy, .relexToken)
    XCTAssertEqual(edited.comments.map(\.text), ["// notes"])
  }

  func testKeywordChangeReparsesTheEnclosingBlock() {
    let source = MarkedSource("struct A {\n  func f() {\n    le1️⃣ x = 1\n    print(x)\n  }\n}\nstruct B {}\n")
    let tree = SyntaxTree.parse(source.text)
    let edited = assertReparse(tree, TextEdit(range: source["1️⃣"]..<source["1️⃣"], replacement: "t"))
    XCTAssertEqual(edited.statistics.strategy, .reparseBlock)
    XCTAssertEqual(edited.root.descendants(.variableDecl).count, 1)
  }

  func testEditsOutsideBlocksReuseUntouchedDeclarations() {
    var text = ""
    for index in 0..<50 { text += "struct S\(index) { var value\(index) = \(index) }\n" }
    let tree = SyntaxTree.parse(text)
    // `struct` → `structx` at the top level: no token relex, no enclosing block.
    let offset = Array(text.utf8).count / 2
    let position = Array(text.utf8)[offset...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let edited = assertReparse(tree, TextEdit(range: position..<position, replacement: "x"))
    XCTAssertEqual(edited.statistics.strategy, .fullWithReuse)
    XCTAssertGreaterThanOrEqual(edited.statistics.reusedNodes, 45)
  }

  /// IncrementalFuzz found this: garbage after a statement leaves a zero-width missing expression as the
  /// statement's next sibling. The bulk sibling reuse took "the next sibling ends before the edit" as proof
  /// that the statement's one-token lookahead was untouched, but a zero-width node holds no token: the
  /// token looked at was the garbage, which the edit turns into a `.member` continuing the statement.
  func testReuseStopsBeforeAZeroWidthSiblingWhoseTokenIsEdited() {
    let source = MarkedSource(
      "struct S {\n  func f() {\n    a.delegate = c\n    a.placeholder = \"s\"\n  1️⃣\u{FFFD}\u{FFFD} 2️⃣     return a\n  }\n}\n")
    let tree = SyntaxTree.parse(source.text)
    XCTAssertTrue(tree.hasErrors)
    let edited = assertReparse(tree, TextEdit(range: source["1️⃣"]..<source["2️⃣"], replacement: ".que"))
    // The function is parsed again; its body's statements come from the old tree through the cursor.
    XCTAssertEqual(edited.statistics.strategy, .reparseItem)
    XCTAssertEqual(
      edited.root.descendants(.assignmentExpr).map(\.text), ["a.delegate = c", "a.placeholder = \"s\"\n  .que"])
  }

  /// A 150,000-edit run of the random test found this: an unclosed `unowned(` sends the modifier scan
  /// looking for its `)` through the following lines, into a later function body. Typing `)` in that
  /// body changes how the first line parses, so the body may not be reparsed alone: every node before
  /// the reparsed block or item must have looked no further than two bytes before the edit.
  func testNodeWhoseLookaheadReachesIntoALaterBlockIsReparsedToo() {
    let source = MarkedSource(
      """
        unowned(uns`r owner: AnyObject
        public init(value: Value, owner: AnyObject) { self.value = value; self.owner 1️⃣= owner }
        convenience init?(_ other: Store) throws { self.init(va\"\"\"ue: other.value, owner: other.owner) }

      """)
    let tree = SyntaxTree.parse(source.text)
    let edited = assertReparse(tree, TextEdit(range: source["1️⃣"]..<(source["1️⃣"] + 1), replacement: ")"))
    // The modifier scan now gives up after 8 tokens (a lookahead's cost is bounded), so it no longer
    // reaches the body, which may then be reparsed alone.
    XCTAssertEqual(edited.statistics.strategy, .reparseBlock)
  }

  /// RANDOM_EDITS=50000 found this: in a condition, whether `{` after `list.filter` opens a trailing
  /// closure depends on the tokens up to its `}`; an edit there may not reparse the braces alone as the body.
  func testTrailingClosureDecisionInAConditionIsReparsedWithIt() {
    let source = MarkedSource(
      """
      func f() {
        for x in list.filter { $0 >1️⃣#if A
       2️⃣1 } where x < 9 {}
      }

      """)
    let tree = SyntaxTree.parse(source.text)
    _ = assertReparse(tree, TextEdit(range: source["1️⃣"]..<source["2️⃣"], replacement: ""))
  }

  /// The same with the body within the modifier scan's 8 tokens: the block may not be reparsed alone.
  func testNodeWhoseShortLookaheadReachesIntoALaterBlockIsReparsedToo() {
    let source = MarkedSource(
      """
        unowned(a
        init() { b 1️⃣= c }
        func f() {}

      """)
    let tree = SyntaxTree.parse(source.text)
    let edited = assertReparse(tree, TextEdit(range: source["1️⃣"]..<(source["1️⃣"] + 1), replacement: ")"))
    XCTAssertNotEqual(edited.statistics.strategy, .reparseBlock)
  }

  /// IncrementalFuzz found this: a lone backtick looks for its closing backtick up to the end of its line.
  /// Typing a backtick later on that line, even inside a string whose token relexes unchanged, turns the
  /// lone backtick into a backticked identifier that swallows the string's start.
  func testBacktickTypedAfterALoneBacktickOnTheLineRelexesFromIt() {
    let source = MarkedSource("let a = `b \"x 1️⃣y\"\nlet c = 1\n")
    let tree = SyntaxTree.parse(source.text)
    XCTAssertTrue(tree.hasErrors)
    let edited = assertReparse(tree, TextEdit(range: source["1️⃣"]..<source["1️⃣"], replacement: "`"))
    XCTAssertEqual(edited.root.descendants(.identifierExpr).map(\.text), ["`b \"x `", "y"])
  }

  func testEditInALargeArrayLiteralReusesElements() {
    var text = "let table = [\n"
    for index in 0..<300 { text += "  (\(index), true),\n" }
    text += "]\n"
    let bytes = Array(text.utf8)
    let tree = SyntaxTree.parse(bytes)
    // `true` → `truex` changes the token kind (keyword to identifier): elements around are reused.
    guard let position = findSubsequence(Array("true".utf8), in: bytes, from: bytes.count / 2) else {
      return XCTFail("no true")
    }
    let edited = assertReparse(tree, TextEdit(range: position + 4..<position + 4, replacement: "x"))
    XCTAssertGreaterThanOrEqual(edited.statistics.reusedNodes, 290)
  }

  /// A keyword typed over at the top level changes a token's kind, so one token cannot be relexed; the
  /// declaration holding it is parsed again on its own and every other top-level declaration is kept.
  /// (Not its first token: the declaration before looked at that one to see where it ends.)
  func testKeywordChangeAtTopLevelReparsesOneDeclaration() {
    var text = ""
    for index in 0..<60 { text += "func f\(index)() -> Int { \(index) }\n" }
    text += "public 1️⃣struct Wrapper: UIViewRepresentable {\n  var title: String\n}\n"
    for index in 0..<60 { text += "let value\(index) = \(index)\n" }
    let source = MarkedSource(text)
    let tree = SyntaxTree.parse(source.text)
    let edited = assertReparse(tree, TextEdit(range: source["1️⃣"]..<(source["1️⃣"] + 6), replacement: "class"))
    XCTAssertEqual(edited.statistics.strategy, .reparseItem)
    // The other 120 declarations, the end of file, and the member inside (through the cursor).
    XCTAssertEqual(edited.statistics.reusedNodes, 122)
    XCTAssertEqual(edited.root.descendants(.classDecl).count, 1)
  }

  /// An edit inside one element of a long array literal parses that element alone.
  func testEditInsideOneArrayElementReparsesThatElement() {
    var text = "let table = [\n"
    for index in 0..<300 { text += index == 150 ? "  (150, tru1️⃣e),\n" : "  (\(index), true),\n" }
    text += "]\n"
    let source = MarkedSource(text)
    let tree = SyntaxTree.parse(source.text)
    let edited = assertReparse(tree, TextEdit(range: source["1️⃣"]..<(source["1️⃣"] + 1), replacement: "x"))
    XCTAssertEqual(edited.statistics.strategy, .reparseItem)
    XCTAssertEqual(edited.root.descendants(.arrayElement).map(\.text)[150], "(150, trux),")
  }

  /// The first element decides whether the literal is an array or a dictionary: it is not parsed alone
  /// (the declaration holding the literal is).
  func testEditInTheFirstElementIsNotReparsedAlone() {
    let source = MarkedSource("let table = [\n  01️⃣,\n  1,\n  2,\n]\n")
    let tree = SyntaxTree.parse(source.text)
    let edited = assertReparse(tree, TextEdit(range: source["1️⃣"]..<source["1️⃣"], replacement: ": 9"))
    XCTAssertEqual(edited.statistics.strategy, .reparseItem)
    XCTAssertEqual(edited.root.descendants(.dictionaryExpr).count, 1)
  }

  /// Edits at many top-level declarations, one after another: each replaces a child of the wide root,
  /// which becomes an overlay of the parsed root (past `WideOverlay.maxPatches` replacements it is copied
  /// flat again). Every reader of the tree sees the same children, tokens and error flags as a full parse.
  func testSuccessiveEditsAcrossAWideRootReadLikeAFullParse() {
    var text = ""
    for index in 0..<80 { text += "func function\(index)() { call(\(index)) }\n" }
    text += "func broken( {\n"
    var tree = SyntaxTree.parse(text)
    XCTAssertTrue(tree.hasErrors)
    var strategies: Set<ParseStatistics.Strategy> = []
    for step in 0..<30 {
      let name = Array("function\((step * 7) % 80)(".utf8)
      guard let position = findSubsequence(name, in: tree.bytes, from: 0) else { return XCTFail("step \(step)") }
      tree = assertReparse(tree, TextEdit(range: position + 3..<position + 3, replacement: "z"))
      strategies.insert(tree.statistics.strategy)
      let full = SyntaxTree.parse(tree.bytes)
      XCTAssertEqual(tree.reconstructedBytes(), tree.bytes, "step \(step)")
      XCTAssertEqual(tree.root.tokens.map(\.textRange), full.root.tokens.map(\.textRange), "step \(step)")
      var offsets: [Int] = []
      tree.green.forEachToken { _, offset in offsets.append(offset) }
      XCTAssertEqual(offsets, full.root.tokens.map(\.offset), "step \(step)")
      XCTAssertEqual(tree.hasErrors, full.hasErrors)
      XCTAssertEqual(tree.root.firstToken?.text, "func")
      XCTAssertEqual(tree.root.lastToken?.kind, .eof)
      XCTAssertEqual(tree.node(at: position + 4).kind, full.node(at: position + 4).kind)
    }
    XCTAssertEqual(strategies, [.relexToken])
  }

  func firstDifference(_ left: SyntaxTree, _ right: SyntaxTree) -> String {
    let a = left.dump().split(separator: "\n")
    let b = right.dump().split(separator: "\n")
    for (index, pair) in zip(a, b).enumerated() where pair.0 != pair.1 {
      let context = a[max(0, index - 6)..<min(a.count, index + 4)].joined(separator: "\n")
      let fullContext = b[max(0, index - 6)..<min(b.count, index + 4)].joined(separator: "\n")
      return "dump line \(index + 1): incremental `\(pair.0)` vs full `\(pair.1)`\n\(context)\n--- full:\n\(fullContext)"
    }
    return a.count == b.count ? "dumps equal (flags differ)" : "dump lengths \(a.count) vs \(b.count)"
  }

  /// Random edits on a document whose file, type body and array literal each have many children
  /// (these nodes keep a child index, which incremental edits must maintain).
  func testRandomEditsOnWideNodes() {
    var text = "let table = [\n"
    for index in 0..<40 { text += "  (\(index), \"v\(index)\"),\n" }
    text += "]\nstruct Wide {\n"
    for index in 0..<40 { text += "  var p\(index) = \(index)\n" }
    text += "}\n"
    for index in 0..<40 { text += "func f\(index)() { g(\(index)) }\n" }
    let snippets = ["a", " ", "\n", "{", "}", "(", ")", "[", "]", "\"", "/*", "*/", ",", "let ", "x = 1\n", "struct T {"]
    var tree = SyntaxTree.parse(text)
    var generator = SeededGenerator(seed: 42)
    for step in 0..<1000 {
      let bytes = tree.bytes
      let lower = Int(generator.next() % UInt64(bytes.count + 1))
      let length = generator.next() % 2 == 0 ? 0 : Int(generator.next() % UInt64(min(4, bytes.count - lower) + 1))
      let replacement = Array(snippets[Int(generator.next() % UInt64(snippets.count))].utf8)
      let edit = TextEdit(range: lower..<(lower + length), replacement: replacement)
      let next = tree.reparse(edit: edit)
      let full = SyntaxTree.parse(next.bytes)
      guard next.green.isStructurallyEqual(to: full.green) else {
        XCTFail("step \(step): edit \(edit.range) -> \(String(decoding: replacement, as: UTF8.self).debugDescription) (\(next.statistics.strategy)): \(firstDifference(next, full))")
        return
      }
      tree = next
    }
  }

  func findSubsequence(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + needle.count <= haystack.count {
      if Array(haystack[index..<(index + needle.count)]) == needle { return index }
      index += 1
    }
    return nil
  }

  /// Seeded random edits (inserts, deletes, replacements with brackets, quotes and comment markers)
  /// on pieces of every fixture: after each edit the incremental tree must equal a full parse, and
  /// after undoing all edits the tree must equal the original. A failure prints its seed.
  func testRandomEditsMatchFullParse() {
    let snippets = [
      "a", "x", " ", "\n", "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "/*", "*/", "//", "#if A\n", "#endif\n",
      "<", ">", ".", ",", ":", "=", "let ", "func ", "if ", "case ", "{ x in ", "\\(", "#", "@", "?", "!", "`",
      "0x1F", "1.5", "$0", "'",
    ]
    var documents: [[UInt8]] = []
    for (_, bytes) in Fixtures.all() {
      // Pieces of about 300 bytes, cut at line starts, keep the debug test fast.
      var start = 0
      while start < bytes.count {
        var end = min(start + 300, bytes.count)
        while end < bytes.count && bytes[end - 1] != UInt8(ascii: "\n") { end += 1 }
        documents.append(Array(bytes[start..<end]))
        start = end
      }
    }
    // RANDOM_EDITS=N runs more edits, RANDOM_EDIT_SEED=S starts at another seed (to replay a failure).
    let environment = ProcessInfo.processInfo.environment
    let editCount = environment["RANDOM_EDITS"].flatMap { Int($0) } ?? 10_000
    var totalEdits = 0
    var strategies: [ParseStatistics.Strategy: Int] = [:]
    var seed: UInt64 = environment["RANDOM_EDIT_SEED"].flatMap { UInt64($0) } ?? 1
    while totalEdits < editCount {
      let document = documents[Int(seed) % documents.count]
      var generator = SeededGenerator(seed: seed)
      let original = SyntaxTree.parse(document)
      var tree = original
      var undo: [TextEdit] = []
      for step in 0..<12 {
        let bytes = tree.bytes
        let lower = Int(generator.next() % UInt64(bytes.count + 1))
        let maxLength = min(8, bytes.count - lower)
        let length = generator.next() % 3 == 0 ? 0 : Int(generator.next() % UInt64(maxLength + 1))
        let replacement =
          generator.next() % 4 == 0 ? [] : Array(snippets[Int(generator.next() % UInt64(snippets.count))].utf8)
        let edit = TextEdit(range: lower..<(lower + length), replacement: replacement)
        undo.append(TextEdit(range: lower..<(lower + replacement.count), replacement: Array(bytes[lower..<(lower + length)])))
        let next = tree.reparse(edit: edit)
        let full = SyntaxTree.parse(next.bytes)
        totalEdits += 1
        strategies[next.statistics.strategy, default: 0] += 1
        guard next.green.isStructurallyEqual(to: full.green) else {
          if let directory = environment["INCREMENTAL_FAILURE_DIR"] {
            try? Data(bytes).write(to: URL(fileURLWithPath: directory + "/before.swift"))
            try? Data(next.bytes).write(to: URL(fileURLWithPath: directory + "/after.swift"))
          }
          XCTFail(
            "seed \(seed) step \(step): edit \(edit.range) -> \(String(decoding: replacement, as: UTF8.self).debugDescription) (\(next.statistics.strategy)): \(firstDifference(next, full))\nbefore:\n\(String(decoding: tree.bytes, as: UTF8.self))\nafter:\n\(String(decoding: next.bytes, as: UTF8.self))"
          )
          return
        }
        tree = next
      }
      for (step, edit) in undo.reversed().enumerated() {
        let next = tree.reparse(edit: edit)
        totalEdits += 1
        let full = SyntaxTree.parse(next.bytes)
        guard next.green.isStructurallyEqual(to: full.green) else {
          XCTFail(
            "seed \(seed) undo step \(step): edit \(edit.range) -> \(String(decoding: edit.replacement, as: UTF8.self).debugDescription) (\(next.statistics.strategy)): \(firstDifference(next, full))\nbefore:\n\(String(decoding: tree.bytes, as: UTF8.self))\nafter:\n\(String(decoding: next.bytes, as: UTF8.self))"
          )
          return
        }
        tree = next
      }
      XCTAssertEqual(tree.bytes, document, "seed \(seed): undo did not restore the text")
      XCTAssertTrue(tree.green.isStructurallyEqual(to: original.green), "seed \(seed): undo did not restore the tree")
      seed += 1
    }
    // All strategies are exercised.
    XCTAssertGreaterThan(strategies[.relexToken, default: 0], 0)
    XCTAssertGreaterThan(strategies[.reparseItem, default: 0], 0)
    XCTAssertGreaterThan(strategies[.reparseBlock, default: 0], 0)
    XCTAssertGreaterThan(strategies[.fullWithReuse, default: 0], 0)
  }
}
