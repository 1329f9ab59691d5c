import SwiftLiteParser

/// Where a completion was asked for.
public enum CompletionLocation: Sendable, Equatable {
  /// At file scope, outside every declaration's braces.
  case topLevel
  /// Among the members of a type declaration or extension (offset of the declaration node).
  case typeBody(declarationOffset: Int)
  /// Inside code, a comment or a literal: nothing to offer.
  case none
}

/// One completion in byte offsets: replace `range` by `text` (a snippet when `isSnippet`), plus edits elsewhere
/// (imports). The LSP layer converts ranges and falls back to `plainText` for clients without snippets.
public struct EditingCompletion: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    case recipe
    case member
  }

  public var label: String
  public var kind: Kind
  public var detail: String
  /// Markdown.
  public var documentation: String
  public var filterText: String
  public var sortText: String
  public var range: Range<Int>
  /// The text as a snippet (empty when the caller asked for plain text only).
  public var snippet: String
  /// The text with every placeholder at its default (empty when the caller asked for snippets only).
  public var plainText: String
  public var additionalEdits: [TextEdit]
}

/// Recipe completion (a whole wrapper at the top level; a recipe's members inside an empty representable) and
/// member completion (the lifecycle members a representable lacks, with the signatures of its kind).
public enum CompletionEngine {
  /// The completions at `offset` in `tree`. `index` (the hover index of the same version, asked for only inside
  /// a type) finds the representable behind an extension that does not repeat the conformance.
  public static func completions(
    tree: SyntaxTree, offset rawOffset: Int, settings: RecipeSettings, snippets: Bool = true, index: () -> HoverIndex? = { nil }
  ) -> [EditingCompletion] {
    let bytes = tree.bytes
    let offset = min(max(rawOffset, 0), bytes.count)
    let wordStart = identifierStart(bytes, before: offset)
    let location = self.location(in: tree, offset: wordStart)
    let editor = SourceEditor(bytes: bytes)
    let indentation = leadingWhitespace(bytes, lineOf: wordStart, upTo: wordStart)
    switch location {
    case .none:
      return []
    case .topLevel:
      let imports = FileImports(tree)
      return RecipeCatalog.all.enumerated().map { position, recipe in
        topLevelItem(
          recipe, position: position, imports: imports, range: wordStart..<offset, indentation: indentation, settings: settings,
          snippets: snippets, editor: editor)
      }
    case .typeBody(let declarationOffset):
      guard let declaration = declarationNode(in: tree, at: declarationOffset) else { return [] }
      guard let target = RepresentableTarget(declaration: declaration, index: index()) else {
        return aboutToConform(declaration, tree: tree, range: wordStart..<offset, indentation: indentation, settings: settings)
      }
      var items = memberItems(target, range: wordStart..<offset, indentation: indentation, settings: settings)
      if target.isEmpty {
        items += RecipeCatalog.recipes(for: target.kind).enumerated().map { position, recipe in
          memberRecipeItem(recipe, position: position, target: target, tree: tree, range: wordStart..<offset, indentation: indentation, settings: settings)
        }
      }
      return items
    }
  }

  // MARK: Location

  /// Classifies `offset`: inside a comment or a token → none; else the innermost braces that hold it. Walks
  /// from the deepest node at the offset up to the file (O(depth), no pass over the file).
  public static func location(in tree: SyntaxTree, offset: Int) -> CompletionLocation {
    if isAfterLineComment(tree.bytes, offset) { return .none }
    // At the very end, the last byte's node: an unclosed type body still holds the cursor.
    let count = tree.bytes.count
    let deepest = tree.node(at: offset >= count && count > 0 ? count - 1 : offset)
    // Inside a token's text (a string literal, a keyword): no place for code. An identifier being typed counts
    // as before it, which `identifierStart` arranged.
    if let token = deepest.firstChildToken(where: { $0.offset <= offset && offset < $0.endOffset }),
      token.textRange.lowerBound < offset, offset < token.textRange.upperBound
    {
      return .none
    }
    var current: SyntaxNode? = deepest
    var topLevelItem: SyntaxNode?
    var steps = 0
    while let node = current, steps < 4096 {
      steps += 1
      switch node.kind {
      case .memberBlock:
        if isInsideBraces(node, offset) {
          return node.parent.map { .typeBody(declarationOffset: $0.offset) } ?? .none
        }
      case .codeBlock, .closureExpr, .accessorBlock, .switchExpr:
        if isInsideBraces(node, offset) { return .none }
      default:
        break
      }
      if node.parent?.kind == .sourceFile { topLevelItem = node }
      current = node.parent
    }
    // A block left open before the cursor (`struct X: UIViewRepresentable {` and no `}` yet): the space after it
    // belongs to the next token's trivia, outside the block's node, but the cursor is inside it.
    if let open = unclosedBlock(in: tree, before: offset) { return open }
    // At file scope: between items, or on a word being typed (an identifier statement or a fragment the
    // parser could not place); not inside a declaration's header (`struct X: |`) or a statement.
    if let item = topLevelItem, item.range.lowerBound < offset, offset <= item.range.upperBound,
      !(item.kind == .unexpected || item.kind == .identifierExpr || isBareWord(item))
    {
      return .none
    }
    return .topLevel
  }

  /// The innermost block whose closing brace is missing and that opens before `offset`, classified.
  static func unclosedBlock(in tree: SyntaxTree, before offset: Int) -> CompletionLocation? {
    var token = tree.token(at: offset)
    if let current = token, current.textRange.lowerBound >= offset || current.isMissing { token = current.previousToken }
    var steps = 0
    while let current = token, current.isMissing || current.textRange.upperBound > offset, steps < 64 {
      steps += 1
      token = current.previousToken
    }
    var node = token?.parent
    steps = 0
    while let current = node, steps < 4096 {
      steps += 1
      let closed = current.lastToken.map { $0.kind == .rightBrace && !$0.isMissing } ?? false
      if !closed, isInsideBraces(current, offset) {
        switch current.kind {
        case .memberBlock: return current.parent.map { .typeBody(declarationOffset: $0.offset) } ?? CompletionLocation.none
        case .codeBlock, .closureExpr, .accessorBlock, .switchExpr: return CompletionLocation.none
        default: break
        }
      }
      node = current.parent
    }
    return nil
  }

  /// Whether a `//` outside a string literal precedes `offset` on its line (a scan of that line only, so the
  /// cost does not grow with the file).
  static func isAfterLineComment(_ bytes: [UInt8], _ offset: Int) -> Bool {
    var start = min(max(offset, 0), bytes.count)
    while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
    var inString = false
    var index = start
    while index < offset {
      let byte = bytes[index]
      if byte == 0x5C, inString {
        index += 2
        continue
      }
      if byte == 0x22 { inString.toggle() }
      if !inString, byte == 0x2F, index + 1 < offset, bytes[index + 1] == 0x2F { return true }
      index += 1
    }
    return false
  }

  static func isBareWord(_ node: SyntaxNode) -> Bool {
    let tokens = node.tokens
    return tokens.count == 1 && tokens.first?.kind == .identifier
  }

  static func isInsideBraces(_ block: SyntaxNode, _ offset: Int) -> Bool {
    guard let open = block.firstToken, open.kind == .leftBrace else { return false }
    guard open.textRange.upperBound <= offset else { return false }
    if let close = block.lastToken, close.kind == .rightBrace, !close.isMissing {
      return offset <= close.textRange.lowerBound
    }
    return true
  }

  static func declarationNode(in tree: SyntaxTree, at offset: Int) -> SyntaxNode? {
    var node: SyntaxNode? = tree.node(at: offset)
    var steps = 0
    while let current = node, steps < 512 {
      steps += 1
      if current.offset == offset, current.kind.isTypeLikeDeclaration || current.kind == .extensionDecl { return current }
      node = current.parent
    }
    return nil
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }

  /// The start of the identifier that ends at `offset` (`offset` itself when none).
  static func identifierStart(_ bytes: [UInt8], before offset: Int) -> Int {
    var start = min(max(offset, 0), bytes.count)
    while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
    return start
  }

  /// The spaces and tabs from the start of the line to `upTo`, when nothing else precedes it on the line.
  static func leadingWhitespace(_ bytes: [UInt8], lineOf offset: Int, upTo end: Int) -> String {
    var start = min(max(offset, 0), bytes.count)
    while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
    let prefix = bytes[start..<max(start, min(end, bytes.count))]
    guard prefix.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return "" }
    return String(decoding: prefix, as: UTF8.self)
  }

  // MARK: Recipes at the top level

  /// A placeholder that no recipe text contains: replaced by `${1:Name}` after escaping.
  static let nameSentinel = "\u{1}"

  static func topLevelItem(
    _ recipe: Recipe, position: Int, imports fileImports: FileImports, range: Range<Int>, indentation: String,
    settings: RecipeSettings, snippets: Bool, editor: SourceEditor
  ) -> EditingCompletion {
    let imports = importEdits(recipe, fileImports, range: range, editor: editor)
    let prefix = imports.prefix.replacingAll(editor.lineBreak, with: "\n")
    let additional = imports.edits
    // Only the form the client takes is used (`plainText` or `snippet`; the other is empty).
    let texts = RecipeTextCache.shared.texts(recipe, settings)
    let plain = snippets ? "" : prefix + texts.plain
    let snippet = snippets ? SnippetText.escape(prefix) + texts.snippet : ""
    return EditingCompletion(
      label: recipe.label, kind: .recipe, detail: "\(recipe.kind.protocolName) recipe (\(settings.description))",
      documentation: texts.documentation, filterText: recipe.wrappedType,
      sortText: "1-" + String(100 + position), range: range,
      snippet: finish(snippet, indentation: indentation, lineBreak: editor.lineBreak),
      plainText: finish(plain, indentation: indentation, lineBreak: editor.lineBreak), additionalEdits: additional)
  }

  /// Drops the final line break (the cursor's line has its own), indents continuation lines, and uses the
  /// file's line break.
  static func finish(_ text: String, indentation: String, lineBreak: String) -> String {
    var result = text
    while result.hasSuffix("\n") { result.removeLast() }
    result = SnippetText.indentContinuationLines(result, by: indentation)
    return lineBreak == "\n" ? result : result.replacingAll("\n", with: lineBreak)
  }

  /// The imports the recipe needs and the file lacks: as a prefix of the inserted text when nothing but trivia
  /// precedes the cursor, else as an edit after the file's last import (or at its start).
  static func importEdits(_ recipe: Recipe, _ imports: FileImports, range: Range<Int>, editor: SourceEditor) -> (prefix: String, edits: [TextEdit]) {
    let missing = recipe.imports.filter { !imports.modules.contains($0) }
    guard !missing.isEmpty else { return ("", []) }
    let lines = missing.map { "import \($0)" + editor.lineBreak }.joined()
    if let anchor = imports.insertionOffset {
      return ("", [TextEdit(range: anchor..<anchor, replacement: lines)])
    }
    if imports.firstCodeOffset.map({ range.lowerBound <= $0 }) ?? true {
      return (lines + editor.lineBreak, [])
    }
    return ("", [TextEdit(range: 0..<0, replacement: lines + editor.lineBreak)])
  }

  /// The imports that open the file (read token by token up to the first other declaration, so the cost does
  /// not grow with the file), where new ones go, and where the file's first code starts.
  struct FileImports {
    var modules: Set<String> = []
    /// The start of the line after the last opening import.
    var insertionOffset: Int?
    var firstCodeOffset: Int?

    init(_ tree: SyntaxTree) {
      let bytes = tree.bytes
      var token = tree.root.firstToken
      firstCodeOffset = token.flatMap { $0.kind == .eof ? nil : $0.textRange.lowerBound }
      var steps = 0
      while let current = token, current.kind != .eof, steps < 10_000 {
        steps += 1
        if current.kind == .kw_import {
          // `import [kind] Module[.Sub]`: the first identifier after the keyword that is not a declaration kind.
          var next = current.nextToken
          while let candidate = next, candidate.kind != .identifier, candidate.kind != .eof, steps < 10_000 {
            steps += 1
            next = candidate.nextToken
          }
          guard let name = next, name.kind == .identifier else { break }
          modules.insert(name.identifierText)
          var last = name
          while let dot = last.nextToken, dot.kind == .period, let part = dot.nextToken, part.kind == .identifier {
            last = part
          }
          var end = last.textRange.upperBound
          while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
          if end < bytes.count, bytes[end] == 0x0D { end += 1 }
          if end < bytes.count, bytes[end] == 0x0A { end += 1 }
          insertionOffset = end
          token = last.nextToken
        } else if current.kind == .at || current.kind == .identifier && current.previousToken?.kind == .at {
          // An attribute such as `@testable` before an import.
          token = current.nextToken
        } else {
          break
        }
      }
    }
  }

  // MARK: Inside a representable

  /// The representable a type body belongs to, with what it already declares.
  struct RepresentableTarget {
    var name: String
    var kind: RepresentableKind
    var madeType: String?
    var memberNames: Set<String>
    var hasCoordinatorType: Bool
    var coordinatorInitLabel: String?
    var hasAvailability16: Bool
    /// The end of the declaration's closing brace (where trailing declarations go), unless it is missing.
    var endOffset: Int?

    /// No lifecycle method and no Coordinator yet: a recipe's members fit.
    var isEmpty: Bool {
      !memberNames.contains(kind.makeName) && !memberNames.contains(kind.updateName) && !hasCoordinatorType
    }

    /// An empty type that is about to conform to `kind`.
    init?(declaration: SyntaxNode, kind: RepresentableKind) {
      guard let name = declaration.name else { return nil }
      self.name = name
      self.kind = kind
      memberNames = []
      hasCoordinatorType = false
      hasAvailability16 = false
      if let close = declaration.lastToken, close.kind == .rightBrace, !close.isMissing {
        endOffset = close.textRange.upperBound
      }
    }

    init?(declaration: SyntaxNode, index: HoverIndex?) {
      var kind = declaration.inheritedTypeNames.lazy.compactMap { RepresentableKind.named(TypeName.simple($0)) }.first
      var declarations = [declaration]
      var coordinatorDeclarations: [SyntaxNode] = []
      if let info = index?.scope.representable(declaredBy: declaration) {
        kind = kind ?? RepresentableKind.named(info.protocolName)
        declarations = info.declarations
        coordinatorDeclarations = info.coordinatorDeclarations
      }
      guard let kind, kind != .uiGestureRecognizer else { return nil }
      self.kind = kind
      if let close = declaration.lastToken, close.kind == .rightBrace, !close.isMissing, declaration.parent?.kind == .sourceFile {
        endOffset = close.textRange.upperBound
      }
      let written = declaration.name ?? ""
      self.name = declaration.kind == .extensionDecl ? TypeName.simple(written) : written
      let members = declarations.flatMap(\.members)
      memberNames = Set(members.filter { $0.kind == .funcDecl }.compactMap(\.name))
      let nested = members.filter { $0.kind.isTypeLikeDeclaration && $0.name == "Coordinator" }
      if coordinatorDeclarations.isEmpty { coordinatorDeclarations = nested }
      hasCoordinatorType = !coordinatorDeclarations.isEmpty
      let initializer = coordinatorDeclarations.flatMap(\.members).first { $0.kind == .initDecl }
      if let first = initializer?.parameters.first {
        coordinatorInitLabel = first.argumentLabelText ?? "_"
      }
      let make = members.first { $0.kind == .funcDecl && $0.name == kind.makeName }
      madeType = make?.returnType?.compactText
      hasAvailability16 = declarations.contains { declaration in
        declaration.attributes.contains { $0.attributeName == "available" && $0.compactText.contains("iOS16") }
      }
    }
  }

  static func memberItems(_ target: RepresentableTarget, range: Range<Int>, indentation: String, settings: RecipeSettings) -> [EditingCompletion] {
    let kind = target.kind
    let made = target.madeType
    let defaultMade = kind.isController ? (kind.stem.hasPrefix("NS") ? "NSViewController" : "UIViewController") : (kind.stem.hasPrefix("NS") ? "NSView" : "UIView")
    /// The made type: known, or a placeholder (`${1:UIView}`) in the snippet.
    func madeSnippet(_ tabstop: Int) -> String { made.map(SnippetText.escape) ?? "${\(tabstop):\(defaultMade)}" }
    let madePlain = made ?? defaultMade
    let parameter = kind.parameterName
    let local = kind.isController ? "controller" : "view"
    var items: [EditingCompletion] = []
    func add(_ name: String, label: String, doc: String, snippet: String, plain: String) {
      guard !target.memberNames.contains(name) else { return }
      items.append(
        EditingCompletion(
          label: label, kind: .member, detail: "\(kind.protocolName) requirement", documentation: doc,
          filterText: name, sortText: "0-" + String(10 + items.count), range: range,
          snippet: SnippetText.indentContinuationLines(snippet, by: indentation),
          plainText: SnippetText.indentContinuationLines(plain, by: indentation), additionalEdits: []))
    }
    if target.hasCoordinatorType {
      let argument: String
      switch target.coordinatorInitLabel {
      case nil: argument = ""
      case "_"?: argument = "self"
      case let label?: argument = "\(label): self"
      }
      add(
        "makeCoordinator", label: "makeCoordinator()", doc: "Makes the Coordinator; SwiftUI calls it once per view identity, before make.",
        snippet: "func makeCoordinator() -> Coordinator {\n    Coordinator(\(argument))\n}",
        plain: "func makeCoordinator() -> Coordinator {\n    Coordinator(\(argument))\n}")
    }
    add(
      kind.makeName, label: "\(kind.makeName)(context:)", doc: "Creates the \(kind.isController ? "controller" : "view") once per view identity: build it and assign delegates here.",
      snippet: "func \(kind.makeName)(context: Context) -> \(madeSnippet(1)) {\n    let \(local) = \(made == nil ? "$1" : madeSnippet(1))()\n    $0\n    return \(local)\n}",
      plain: "func \(kind.makeName)(context: Context) -> \(madePlain) {\n    let \(local) = \(madePlain)()\n    return \(local)\n}")
    add(
      kind.updateName, label: "\(kind.updateName)(_:context:)", doc: "Runs on every change of the representable's inputs: write only what differs.",
      snippet: "func \(kind.updateName)(_ \(parameter): \(madeSnippet(1)), context: Context) {\n    $0\n}",
      plain: "func \(kind.updateName)(_ \(parameter): \(madePlain), context: Context) {\n}")
    add(
      kind.dismantleName, label: "static \(kind.dismantleName)(_:coordinator:)", doc: "Static: SwiftUI calls it when it removes the \(kind.isController ? "controller" : "view"). Undo what outlives it here.",
      snippet: "static func \(kind.dismantleName)(_ \(parameter): \(madeSnippet(1)), coordinator: Coordinator) {\n    $0\n}",
      plain: "static func \(kind.dismantleName)(_ \(parameter): \(madePlain), coordinator: Coordinator) {\n}")
    if !kind.stem.hasPrefix("NS"), settings.knownAtLeast(iOS: 16) || target.hasAvailability16 {
      add(
        "sizeThatFits", label: "sizeThatFits(_:\(parameter):context:)", doc: "iOS 16: the size for a proposal; answer `nil` to keep the default sizing (a `nil` dimension asks for the ideal size).",
        snippet: "func sizeThatFits(_ proposal: ProposedViewSize, \(parameter): \(madeSnippet(1)), context: Context) -> CGSize? {\n    ${0:nil}\n}",
        plain: "func sizeThatFits(_ proposal: ProposedViewSize, \(parameter): \(madePlain), context: Context) -> CGSize? {\n    nil\n}")
    }
    return items
  }

  /// An empty top-level struct with no inheritance clause is about to become a representable: every recipe's
  /// members, each adding its conformance after the name.
  static func aboutToConform(
    _ declaration: SyntaxNode, tree: SyntaxTree, range: Range<Int>, indentation: String, settings: RecipeSettings
  ) -> [EditingCompletion] {
    guard declaration.kind == .structDecl, declaration.parent?.kind == .sourceFile, declaration.inheritedTypes.isEmpty,
      declaration.genericParameters.isEmpty, declaration.members.isEmpty,
      let name = declaration.nameToken, !name.isMissing
    else { return [] }
    return RecipeCatalog.all.enumerated().compactMap { position, recipe in
      guard let target = RepresentableTarget(declaration: declaration, kind: recipe.kind) else { return nil }
      var item = memberRecipeItem(recipe, position: position, target: target, tree: tree, range: range, indentation: indentation, settings: settings)
      let at = name.textRange.upperBound
      item.additionalEdits.append(TextEdit(range: at..<at, replacement: ": " + recipe.kind.protocolName))
      item.additionalEdits.sort { $0.range.lowerBound < $1.range.lowerBound }
      item.detail = "members and \(recipe.kind.protocolName) conformance for \(target.name) (\(settings.description))"
      return item
    }
  }

  /// A recipe's members (properties, lifecycle methods, Coordinator) for an empty representable of its kind.
  static func memberRecipeItem(
    _ recipe: Recipe, position: Int, target: RepresentableTarget, tree: SyntaxTree, range: Range<Int>, indentation: String,
    settings: RecipeSettings
  ) -> EditingCompletion {
    let members = dedent(recipe.parts(settings, name: target.name).members)
    var text = members
    while text.hasSuffix("\n") { text.removeLast() }
    let indented = SnippetText.indentContinuationLines(text, by: indentation)
    let editor = SourceEditor(bytes: tree.bytes)
    var additional = importEdits(recipe, FileImports(tree), range: range, editor: editor).edits
    let trailing = recipe.parts(settings, name: target.name).trailing
    if !trailing.isEmpty, let end = target.endOffset {
      var text = trailing
      while text.hasSuffix("\n") { text.removeLast() }
      additional.append(TextEdit(range: end..<end, replacement: editor.lineBreak + editor.lineBreak + text.replacingAll("\n", with: editor.lineBreak)))
    }
    let lineBreak = editor.lineBreak
    let final = lineBreak == "\n" ? indented : indented.replacingAll("\n", with: lineBreak)
    return EditingCompletion(
      label: recipe.label, kind: .recipe, detail: "members for \(target.name) (\(settings.description))",
      documentation: recipe.documentation(settings), filterText: recipe.wrappedType,
      sortText: "1-" + String(100 + position), range: range,
      snippet: SnippetText.escape(final), plainText: final, additionalEdits: additional)
  }

  /// Removes one level (four spaces) of indentation from every line that has it.
  static func dedent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("    ") ? String(line.dropFirst(4)) : String(line)
    }.joined(separator: "\n")
  }
}

/// The declaration text (plain and as a snippet) and documentation of each recipe per setting, built once: the
/// top-level completion answers thirteen recipes on every request.
final class RecipeTextCache: Sendable {
  struct Key: Hashable {
    var id: String
    var settings: RecipeSettings
  }

  struct Texts: Sendable {
    var plain: String
    var snippet: String
    var documentation: String
  }

  static let shared = RecipeTextCache()
  private let storage = Locked<[Key: Texts]>([:])

  func texts(_ recipe: Recipe, _ settings: RecipeSettings) -> Texts {
    let key = Key(id: recipe.id, settings: settings)
    if let cached = storage.withLock({ $0[key] }) { return cached }
    let named = recipe.parts(settings, name: CompletionEngine.nameSentinel).declaration
    let texts = Texts(
      plain: recipe.parts(settings).declaration,
      snippet: SnippetText.escape(named).replacingAll(CompletionEngine.nameSentinel, with: "${1:\(recipe.defaultName)}"),
      documentation: recipe.documentation(settings))
    storage.withLock { $0[key] = texts }
    return texts
  }
}

extension String {
  /// Every occurrence of `target` replaced (stdlib only).
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = Substring(self)
    while let found = rest.firstRange(of: target) {
      result += rest[..<found.lowerBound]
      result += replacement
      rest = rest[found.upperBound...]
    }
    result += rest
    return result
  }
}
