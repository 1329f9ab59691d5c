@testable import SwiftLiteParser
import XCTest

/// The index's known modifier and attribute words: each spelling finds its own literal, and nothing else does.
final class KnownWordsTests: XCTestCase {
  func index(_ text: String) -> Int? {
    Array(text.utf8).withUnsafeBufferPointer { KnownWords.index($0) }
  }

  func testEveryWordFindsItselfAndNearMissesFindNothing() {
    for (position, word) in KnownWords.words.enumerated() {
      XCTAssertEqual(index(word), position, word)
      XCTAssertEqual(KnownWords.lists[position], [word], word)
      XCTAssertNil(index(String(word.dropLast())), "\(word) without its last letter")
      XCTAssertNil(index(word + "s"), "\(word) with a letter more")
      XCTAssertNil(index(word.uppercased() == word ? word.lowercased() : word.uppercased()), "\(word) in another case")
    }
    XCTAssertEqual(Set(KnownWords.words).count, KnownWords.words.count, "a word listed twice")
    XCTAssertNil(index(""))
    XCTAssertNil(index("`private`"))
  }
}
