/// Position markers written inline in test sources, stripped before the text is used.
///
/// - Emoji markers `0️⃣`…`🔟` and `ℹ️` name positions for LSP-level tests (hover, code action ranges).
/// - `↓` marks where an expected rule finding starts; `↑` (optional) marks where it ends.
/// Offsets are UTF-8 byte offsets into the stripped text.
public struct MarkedSource: Sendable {
  /// The text with every marker removed.
  public var text: String
  /// Emoji markers by name, as UTF-8 offsets into `text`.
  public var positions: [String: Int]
  /// `↓` markers in order, as UTF-8 offsets into `text`.
  public var findingStarts: [Int]
  /// `↑` markers in order, as UTF-8 offsets into `text`.
  public var findingEnds: [Int]

  public static let emojiMarkers: [String] = [
    "0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟", "ℹ️",
  ]

  public init(_ source: String) {
    var stripped = ""
    var positions: [String: Int] = [:]
    var starts: [Int] = []
    var ends: [Int] = []
    var utf8Count = 0
    for character in source {
      let string = String(character)
      if MarkedSource.emojiMarkers.contains(string) {
        positions[string] = utf8Count
      } else if string == "↓" {
        starts.append(utf8Count)
      } else if string == "↑" {
        ends.append(utf8Count)
      } else {
        stripped.append(character)
        utf8Count += string.utf8.count
      }
    }
    self.text = stripped
    self.positions = positions
    self.findingStarts = starts
    self.findingEnds = ends
  }

  /// The offset of a named emoji marker. A missing marker is a test-authoring error: it stops the test run
  /// with the marker's name instead of handing the test a made-up offset.
  public subscript(marker: String) -> Int {
    guard let offset = positions[marker] else {
      preconditionFailure("no marker \(marker) in the marked source (markers: \(positions.keys.sorted()))")
    }
    return offset
  }
}
