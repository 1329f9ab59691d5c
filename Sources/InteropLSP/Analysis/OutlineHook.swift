import SwiftLiteParser

/// What a declaration is, for the outline.
public enum OutlineKind: Sendable, Hashable {
  case `class`, `struct`, `enum`, `protocol`, `extension`, actor, function, method, initializer, variable, property,
    enumCase, typeAlias
}

/// One outline entry in byte offsets: the whole declaration and its name.
public struct OutlineSymbol: Sendable, Hashable {
  public var name: String
  public var kind: OutlineKind
  public var range: Range<Int>
  public var nameRange: Range<Int>
  public var children: [OutlineSymbol]

  public init(name: String, kind: OutlineKind, range: Range<Int>, nameRange: Range<Int>, children: [OutlineSymbol] = []) {
    self.name = name
    self.kind = kind
    self.range = range
    self.nameRange = nameRange
    self.children = children
  }
}

/// The seam for `textDocument/documentSymbol`: text in, outline out (byte ranges).
///
/// Wiring (lead): once SwiftLiteParser's outline exists, return it from here; until then a lexical scan
/// (`LexicalOutline`) finds the declarations of the top level and of type bodies.
public enum OutlineHook {
  public static func outline(_ text: SourceText) -> [OutlineSymbol] {
    LexicalOutline.symbols(in: text.bytes)
  }
}
