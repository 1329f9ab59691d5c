/// Finds reusable nodes of the old tree while a new parse advances (placeholder, filled in later).
struct ReuseCursor {
}

extension Parser {
  mutating func tryReuse(context: ItemContext) -> Bool {
    false
  }

  mutating func tryReuseListElement(kind: SyntaxKind) -> Bool {
    false
  }
}
