/// One line of a declaration outline: where a declaration's introducer keyword is, what it is, its name.
public struct OutlineEntry: Sendable, Hashable {
  /// 1-based line of the introducer keyword.
  public var line: Int
  /// The introducer keyword (`struct`, `func`, `var`, …).
  public var kind: String
  public var name: String
}

/// The declaration outline used by the differential check against the toolchain's parser:
/// declarations at the top level, in type/extension/protocol bodies and in every `#if` clause there.
public enum Outline {
  public static func entries(of tree: SyntaxTree) -> [OutlineEntry] {
    var collector = Collector(lines: LineIndex(tree.bytes))
    collector.items(of: tree.root)
    return collector.entries
  }

  /// The outline block for one file: a `# PATH<TAB>ok|errors` header and one line per declaration.
  public static func format(path: String, tree: SyntaxTree) -> String {
    var text = "# \(path)\t\(tree.hasErrors ? "errors" : "ok")\n"
    for entry in entries(of: tree) {
      text += "\(entry.line)\t\(entry.kind)\t\(entry.name)\n"
    }
    return text
  }

  struct Collector {
    let lines: LineIndex
    var entries: [OutlineEntry] = []

    mutating func emit(_ keyword: SyntaxToken, _ kind: String, _ name: String) {
      var clean = name
      clean.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
      entries.append(OutlineEntry(line: lines.line(containing: keyword.textRange.lowerBound) + 1, kind: kind, name: clean))
    }

    /// Declarations among the children of a file, member block or `#if` clause.
    mutating func items(of container: SyntaxNode) {
      for node in container.childNodes { declaration(node) }
    }

    mutating func declaration(_ node: SyntaxNode) {
      switch node.kind {
      case .ifConfigDecl, .ifConfigStmt:
        for clause in node.children(.ifConfigClause) { items(of: clause) }
        return
      case .missingDecl, .macroExpansionDecl:
        return
      default:
        guard node.kind.isDeclaration, let keyword = node.declarationKeyword else { return }
        let kindText = keyword.text
        switch node.kind {
        case .importDecl:
          emit(keyword, "import", node.child(.importPath)?.compactText ?? "")
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
          emit(keyword, kindText, node.nameToken?.text ?? "")
          if let block = node.child(.memberBlock) { items(of: block) }
        case .extensionDecl:
          emit(keyword, "extension", node.extendedType?.compactText ?? "")
          if let block = node.child(.memberBlock) { items(of: block) }
        case .typealiasDecl, .associatedtypeDecl, .funcDecl, .operatorDecl, .precedenceGroupDecl, .macroDecl:
          emit(keyword, kindText, node.nameToken?.text ?? "")
        case .initDecl, .deinitDecl, .subscriptDecl:
          emit(keyword, kindText, kindText)
        case .variableDecl:
          for name in node.boundNameTokens { emit(keyword, kindText, name.text) }
        case .enumCaseDecl:
          for element in node.children(.enumCaseElement) {
            emit(keyword, "case", element.nameToken?.text ?? "")
          }
        default:
          break
        }
      }
    }
  }
}
