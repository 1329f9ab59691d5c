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

/// `textDocument/documentSymbol`: the declarations of the file's top level and of type, extension and
/// protocol bodies (through every `#if` clause), nested as in the source, read from the file's
/// `DeclarationIndex`, the same index the interop model and hover are built on.
public enum DocumentOutline {
  public static func outline(_ index: DeclarationIndex) -> [OutlineSymbol] {
    symbols(index.topLevel, insideType: false)
  }

  public static func outline(_ tree: SyntaxTree) -> [OutlineSymbol] {
    outline(DeclarationIndex(tree: tree))
  }

  public static func outline(_ text: SourceText) -> [OutlineSymbol] {
    outline(SyntaxTree.parse(text))
  }

  private static func symbols(_ entries: [DeclarationEntry], insideType: Bool) -> [OutlineSymbol] {
    var result: [OutlineSymbol] = []
    // A `var a, b` declaration is one node with one entry per name.
    for entry in entries {
      switch entry {
      case .type(let type):
        result.append(symbol(of: type))
      case .function(let function):
        guard function.keyword == "func" || function.keyword == "init" else { continue }
        let kind: OutlineKind = function.keyword == "init" ? .initializer : insideType ? .method : .function
        let name = function.keyword == "init" ? "init" : function.name
        result.append(
          OutlineSymbol(name: name, kind: kind, range: function.node.range, nameRange: function.nameToken?.textRange ?? function.node.range))
      case .property(let property):
        result.append(
          OutlineSymbol(
            name: property.nameToken.text, kind: insideType ? .property : .variable, range: property.node.range,
            nameRange: property.nameToken.textRange))
      case .typeAlias(let alias):
        result.append(
          OutlineSymbol(name: alias.name, kind: .typeAlias, range: alias.node.range, nameRange: alias.node.nameToken?.textRange ?? alias.node.range))
      }
    }
    return result
  }

  private static func symbol(of type: TypeDecl) -> OutlineSymbol {
    let kinds: [TypeDecl.Keyword: OutlineKind] = [
      .struct: .struct, .class: .class, .enum: .enum, .actor: .actor, .protocol: .protocol, .extension: .extension,
    ]
    let node = type.node
    let nameRange = type.isExtension ? node.extendedType?.range : node.nameToken?.textRange
    var children = symbols(type.members, insideType: true)
    if type.keyword == .enum {
      // Enum cases are not index entries: read them from the members and merge in source order.
      var cases: [OutlineSymbol] = []
      for member in node.members where member.kind == .enumCaseDecl {
        for element in member.children(.enumCaseElement) {
          guard let token = element.nameToken else { continue }
          cases.append(OutlineSymbol(name: token.text, kind: .enumCase, range: member.range, nameRange: token.textRange))
        }
      }
      if !cases.isEmpty {
        children = (children + cases).enumerated().sorted { left, right in
          (left.element.range.lowerBound, left.offset) < (right.element.range.lowerBound, right.offset)
        }.map(\.element)
      }
    }
    return OutlineSymbol(
      name: type.writtenName, kind: kinds[type.keyword] ?? .struct, range: node.range, nameRange: nameRange ?? node.range,
      children: children)
  }
}
