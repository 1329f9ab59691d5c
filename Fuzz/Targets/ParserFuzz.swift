import SwiftLiteParser

/// Fuzz target 2: the lexer and parser on raw bytes. The tree must be lossless: printing it gives back
/// the (UTF-8-repaired) input byte for byte, whatever the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func parserFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = SourceText(bytes: Array(UnsafeRawBufferPointer(start: start, count: count)))
  let tree = SyntaxTree.parse(text)
  if tree.reconstructedBytes() != text.bytes {
    fatalError("the tree is not lossless")
  }
  // Walk everything the analysis walks: every node's typed view must be safe to ask for.
  tree.root.walk { node in
    _ = node.name
    _ = node.memberPath
    _ = node.range
    return .visitChildren
  }
  _ = Outline.entries(of: tree)
  return 0
}
