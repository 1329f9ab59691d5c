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
/// protocol bodies (through every `#if` clause), nested as in the source, from the document's syntax tree.
public enum OutlineHook {
  static let maximumDepth = 64

  public static func outline(_ tree: SyntaxTree) -> [OutlineSymbol] {
    symbols(in: tree.root, insideType: false, depth: 0)
  }

  public static func outline(_ text: SourceText) -> [OutlineSymbol] {
    outline(SyntaxTree.parse(text))
  }

  private static func symbols(in container: SyntaxNode, insideType: Bool, depth: Int) -> [OutlineSymbol] {
    guard depth < maximumDepth else { return [] }
    var result: [OutlineSymbol] = []
    for node in container.childNodes {
      switch node.kind {
      case .ifConfigDecl, .ifConfigStmt:
        for clause in node.children(.ifConfigClause) {
          result += symbols(in: clause, insideType: insideType, depth: depth + 1)
        }
      case .memberBlock:
        result += symbols(in: node, insideType: insideType, depth: depth + 1)
      default:
        result += symbols(of: node, insideType: insideType, depth: depth)
      }
    }
    return result
  }

  private static func symbols(of node: SyntaxNode, insideType: Bool, depth: Int) -> [OutlineSymbol] {
    let range = node.range
    func symbol(_ kind: OutlineKind, _ name: String, _ nameRange: Range<Int>?, children: [OutlineSymbol] = [])
      -> OutlineSymbol
    {
      OutlineSymbol(name: name, kind: kind, range: range, nameRange: nameRange ?? range, children: children)
    }
    switch node.kind {
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
      let kinds: [SyntaxKind: OutlineKind] = [
        .structDecl: .struct, .classDecl: .class, .enumDecl: .enum, .actorDecl: .actor, .protocolDecl: .protocol,
        .extensionDecl: .extension,
      ]
      let name = node.kind == .extensionDecl ? (node.extendedType?.compactText ?? "") : (node.nameToken?.text ?? "")
      let nameRange = node.kind == .extensionDecl ? node.extendedType?.range : node.nameToken?.textRange
      let children = node.child(.memberBlock).map { symbols(in: $0, insideType: true, depth: depth + 1) } ?? []
      return [symbol(kinds[node.kind] ?? .struct, name, nameRange, children: children)]
    case .funcDecl:
      return [symbol(insideType ? .method : .function, node.nameToken?.text ?? "", node.nameToken?.textRange)]
    case .initDecl:
      return [symbol(.initializer, "init", node.nameToken?.textRange)]
    case .typealiasDecl:
      return [symbol(.typeAlias, node.nameToken?.text ?? "", node.nameToken?.textRange)]
    case .variableDecl:
      return node.boundNameTokens.map { token in
        symbol(insideType ? .property : .variable, token.text, token.textRange)
      }
    case .enumCaseDecl:
      return node.children(.enumCaseElement).compactMap { element in
        guard let token = element.nameToken else { return nil }
        return symbol(.enumCase, token.text, token.textRange)
      }
    default:
      return []
    }
  }
}
