#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import SwiftLiteParser
import XCTest

/// The green-storage walks and lookups (`walk(entering:)`, `walk(holding:)`, `tokenOffsets`, `range`,
/// `lastChild`, `identifierText`, `forEachArgument`) give what the array-building forms give, on the
/// fixtures, the Examples/ files, their truncations (trees with errors) and incrementally edited trees
/// (overlays of wide nodes).
final class CheapWalkTests: XCTestCase {
  static func sources() -> [(name: String, bytes: [UInt8])] {
    var result = Fixtures.all()
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".swift") {
      if let data = FileManager.default.contents(atPath: examples.appendingPathComponent(name).path) {
        result.append((name, [UInt8](data)))
      }
    }
    return result
  }

  /// The range as it was computed before: from the first and last tokens, found through `children`.
  static func referenceRange(_ node: SyntaxNode) -> Range<Int> {
    var last: SyntaxToken?
    var current = node
    var steps = 0
    descent: while steps < 100_000 {
      steps += 1
      switch current.children.last {
      case .token(let token)?:
        last = token
        break descent
      case .node(let child)?:
        current = child
      case nil:
        break descent
      }
    }
    guard let first = node.firstToken, let last else { return node.offset..<node.offset }
    let lower = first.textRange.lowerBound
    return lower..<max(lower, last.textRange.upperBound)
  }

  /// `boundNameTokens` as it was computed before (from `childNodes`).
  static func referenceBoundNameTokens(_ start: SyntaxNode) -> [SyntaxToken] {
    var result: [SyntaxToken] = []
    var stack: [SyntaxNode] = [start]
    while let node = stack.popLast() {
      switch node.kind {
      case .identifierPattern:
        if let token = node.childTokens.first, !token.isMissing { result.append(token) }
      case .variableDecl, .patternBinding, .tuplePattern, .tuplePatternElement, .valueBindingPattern, .optionalBindingCondition:
        for child in node.childNodes.reversed() where child.kind.isPattern || child.kind == .patternBinding
          || child.kind == .tuplePatternElement
        {
          stack.append(child)
        }
      default:
        break
      }
    }
    return result
  }

  static func referenceIdentifierText(_ token: SyntaxToken) -> String {
    let value = token.text
    if value.count >= 2, value.hasPrefix("`"), value.hasSuffix("`") { return String(value.dropFirst().dropLast()) }
    return value
  }

  /// `node(at:)` as it was computed before: down through the first child node whose range holds the offset.
  static func referenceNode(_ tree: SyntaxTree, at offset: Int) -> SyntaxNode {
    var node = tree.root
    while let child = node.firstChildNode(where: { $0.offset <= offset && offset < $0.endOffset }) { node = child }
    return node
  }

  func check(_ tree: SyntaxTree, _ name: String) {
    // Every offset of a small file (about 3,000 spread over a big one, and the ends past them) finds the node the
    // red-node descent found.
    let stride = max(1, tree.bytes.count / 3_000)
    for offset in Swift.stride(from: -1, through: tree.bytes.count + 1, by: stride) {
      let node = tree.node(at: offset)
      let reference = Self.referenceNode(tree, at: offset)
      XCTAssertTrue(node == reference && node.indexInParent == reference.indexInParent, "\(name): node(at: \(offset))")
    }
    var all: [SyntaxNode] = []
    tree.root.walk { node in
      all.append(node)
      return .visitChildren
    }
    var entered: [SyntaxNode] = []
    tree.root.walk(entering: { _, _ in true }) { node in
      entered.append(node)
      return .visitChildren
    }
    XCTAssertEqual(entered, all, name)
    for node in all + [tree.root] {
      XCTAssertEqual(node.range, Self.referenceRange(node), "\(name): range of \(node.kind) at \(node.offset)")
      let last = node.children.last
      switch (node.lastChild, last) {
      case (.node(let a)?, .node(let b)?): XCTAssertTrue(a == b && a.indexInParent == b.indexInParent, name)
      case (.token(let a)?, .token(let b)?): XCTAssertTrue(a == b && a.offset == b.offset, name)
      case (nil, nil): break
      default: XCTFail("\(name): lastChild of \(node.kind) at \(node.offset)")
      }
      XCTAssertEqual(node.lastChildNode, node.childNodes.last.flatMap { node.lastChild?.node == $0 ? $0 : nil }, name)
      XCTAssertEqual(node.firstChildNode, node.childNodes.first, name)
      XCTAssertEqual(node.childNodeCount, node.childNodes.count, name)
      XCTAssertEqual(node.boundNameTokens, Self.referenceBoundNameTokens(node), name)
      let tokens = node.childTokens
      for n in 0..<3 { XCTAssertEqual(node.childToken(at: n), n < tokens.count ? tokens[n] : nil, name) }
      var arguments: [String] = []
      node.forEachArgument { label, value in arguments.append("\(label ?? "_"):\(value?.offset ?? -1)") }
      XCTAssertEqual(arguments, node.arguments.map { "\($0.label ?? "_"):\($0.value?.offset ?? -1)" }, name)
    }
    let tokens = tree.root.tokens
    XCTAssertEqual(tree.root.tokenOffsets { _, _ in true }, tokens.map(\.textRange.lowerBound), name)
    for token in tokens { XCTAssertEqual(token.identifierText, Self.referenceIdentifierText(token), name) }
    // Holding the identifiers that start with an uppercase letter: exactly the nodes around one.
    let offsets = tokens.filter { $0.kind == .identifier && ($0.text.first?.isUppercase ?? false) }.map(\.textRange.lowerBound)
    var held: [SyntaxNode] = []
    tree.root.walk(holding: offsets) { node in
      held.append(node)
      return .visitChildren
    }
    let expected = all.filter { node in offsets.contains { node.rangeWithTrivia.contains($0) } }
    XCTAssertEqual(held, expected, name)
  }

  func testCheapWalksEqualTheArrayForms() {
    let sources = Self.sources()
    XCTAssertGreaterThan(sources.count, 10)
    var generator = SeededGenerator(seed: 22)
    for (name, bytes) in sources {
      check(SyntaxTree.parse(bytes), name)
      // A truncation: a tree with errors and missing tokens.
      if bytes.count > 2 {
        let cut = Int.random(in: 1..<bytes.count, using: &generator)
        check(SyntaxTree.parse(Array(bytes[..<cut])), "\(name) cut at \(cut)")
      }
    }
  }

  func testCheapWalksOnIncrementallyEditedTrees() {
    // A file with a wide root (many top-level declarations) edited in several places: overlays.
    var text = ""
    for index in 0..<80 { text += "struct S\(index) { func f() { call(a: \(index), `b`: x) { y } } }\n" }
    var tree = SyntaxTree.parse(text)
    var generator = SeededGenerator(seed: 7)
    for step in 0..<12 {
      let position = Int.random(in: 0..<tree.bytes.count, using: &generator)
      let replacement = ["x", "(", "}", " Z(q: 1) ", "`"][step % 5]
      tree = tree.reparse(edit: TextEdit(range: position..<position, replacement: replacement))
      check(tree, "edit \(step)")
    }
  }
}
