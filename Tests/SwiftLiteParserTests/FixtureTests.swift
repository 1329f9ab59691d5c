#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import SwiftLiteParser
import XCTest

/// Fixture files with committed tree dumps (`UPDATE_GOLDEN=1 swift test` rewrites the `.tree` files),
/// lossless round trips, and the mutation round trip.
final class FixtureTests: XCTestCase {
  func testFixturesMatchTheirTreeDumps() throws {
    let fixtures = Fixtures.all()
    XCTAssertGreaterThanOrEqual(fixtures.count, 5)
    let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
    for (name, bytes) in fixtures {
      let dump = SyntaxTree.parse(bytes).dump()
      let treeURL = Fixtures.directory.appendingPathComponent(String(name.dropLast(".swift".count)) + ".tree")
      if update {
        try Data(dump.utf8).write(to: treeURL)
        continue
      }
      let expected = (try? String(contentsOf: treeURL, encoding: .utf8)) ?? "<missing \(treeURL.lastPathComponent)>"
      if dump != expected {
        let dumpLines = dump.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(dumpLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
        XCTFail(
          "\(name): tree differs from \(treeURL.lastPathComponent) at line \((firstDifference?.offset ?? min(dumpLines.count, expectedLines.count)) + 1): got \(firstDifference.map { String($0.element.0) } ?? "(end)"), expected \(firstDifference.map { String($0.element.1) } ?? "(end)") (UPDATE_GOLDEN=1 regenerates)"
        )
      }
    }
  }

  func testFixturesRoundTripAndReportErrorsOnlyWhereExpected() {
    for (name, bytes) in Fixtures.all() {
      let tree = SyntaxTree.parse(bytes)
      XCTAssertEqual(tree.reconstructedBytes(), bytes, name)
      XCTAssertEqual(tree.green.width, bytes.count, name)
      XCTAssertEqual(tree.hasErrors, name.hasPrefix("errors"), name)
    }
  }

  func testToolchainInterfacesRoundTripWithoutErrors() throws {
    let roots = Fixtures.toolchainInterfaceRoots()
    let interfaces = Fixtures.toolchainInterfaces(roots: roots)
    guard !interfaces.isEmpty else {
      throw XCTSkip(
        "no .swiftinterface files in the toolchain folders \(roots) (found from the first `swift` on PATH;"
          + " set SWIFT_TOOLCHAIN_LIB to choose folders): nothing to round-trip")
    }
    for (path, bytes) in interfaces {
      let tree = SyntaxTree.parse(bytes)
      XCTAssertEqual(tree.green.width, bytes.count, path)
      XCTAssertTrue(tree.reconstructedBytes() == bytes, "round trip: \(path)")
      XCTAssertFalse(tree.hasErrors, "errors in \(path)")
    }
  }

  /// Removes each token in turn (keeping its trivia): the parser must neither trap nor hang, and the
  /// tree must still give back the mutated text byte for byte.
  func testMutationRoundTrip() {
    for (name, bytes) in Fixtures.all() {
      let tree = SyntaxTree.parse(bytes)
      var ranges: [Range<Int>] = []
      tree.root.walkTokens { token in
        if !token.isMissing && token.kind != .eof { ranges.append(token.textRange) }
      }
      // Every token of small fixtures; a sample of larger ones keeps the debug test fast.
      let step = max(1, ranges.count / 400)
      var index = 0
      while index < ranges.count {
        var mutated = bytes
        mutated.removeSubrange(ranges[index])
        let mutatedTree = SyntaxTree.parse(mutated)
        if mutatedTree.reconstructedBytes() != mutated || mutatedTree.green.width != mutated.count {
          XCTFail("\(name): round trip failed after removing token \(index) at \(ranges[index])")
          break
        }
        index += step
      }
    }
  }

  /// Inserts closing/opening tokens and comment/string openers at many positions.
  func testInsertionRoundTrip() {
    let insertions = ["}", "{", ")", "(", "\"", "/*", "#if X\n", "]", "<", "\"\"\"", "`", "#endif\n", "case "]
    for (name, bytes) in Fixtures.all() {
      var generator = SeededGenerator(seed: UInt64(bytes.count))
      for round in 0..<60 {
        let offset = Int(generator.next() % UInt64(bytes.count + 1))
        let insertion = insertions[round % insertions.count]
        var mutated = bytes
        mutated.insert(contentsOf: Array(insertion.utf8), at: offset)
        let tree = SyntaxTree.parse(mutated)
        if tree.reconstructedBytes() != mutated {
          XCTFail("\(name): round trip failed after inserting \(insertion) at \(offset)")
          break
        }
      }
    }
  }
}
