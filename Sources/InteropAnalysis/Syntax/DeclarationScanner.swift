/// Finds type, function, variable and typealias declarations at file and type-body level.
///
/// Statements inside function bodies are not looked at here (see `BodyScanner`). Conditional-compilation
/// directives are transparent: declarations of every `#if` branch are collected.
public struct DeclarationScanner {
  public static let maximumNesting = 48

  let file: ScannedFile

  public static func declarations(in file: ScannedFile) -> [Declaration] {
    DeclarationScanner(file: file).scanMembers(from: 0, to: file.count, outer: [], depth: 0)
  }

  static let modifierWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "override", "mutating",
    "nonmutating", "nonisolated", "lazy", "weak", "unowned", "convenience", "required", "dynamic", "optional",
    "indirect", "isolated", "consuming", "borrowing", "distributed", "prefix", "postfix", "infix",
  ]

  func scanMembers(from start: Int, to end: Int, outer: [String], depth: Int) -> [Declaration] {
    var members: [Declaration] = []
    var index = start
    while index < end {
      let before = index
      if file.isConditionalDirective(index) {
        index = file.skipDirective(index)
        continue
      }
      var attributes: [AttributeSyntax] = []
      var modifiers: [String] = []
      var modifierTokens: [Int] = []
      let first = index
      // Attributes and modifiers.
      while index < end {
        if file.tokens[index].kind == .attribute {
          var last = index
          if index + 1 < end, file.is(index + 1, "("), !file.tokens[index + 1].spaceBefore {
            last = file.closing(index + 1)
          }
          attributes.append(AttributeSyntax(name: String(file.text(index).dropFirst()), token: index, lastToken: last))
          index = last + 1
          continue
        }
        if file.isIdentifier(index) {
          let word = file.text(index)
          let isModifier = DeclarationScanner.modifierWords.contains(word)
            || (word == "class" && (file.isIdentifier(index + 1, "func") || file.isIdentifier(index + 1, "var")
              || DeclarationScanner.modifierWords.contains(file.text(index + 1))))
          if isModifier {
            modifiers.append(word)
            modifierTokens.append(index)
            index += 1
            // `private(set)`, `unowned(unsafe)`.
            if file.is(index, "("), !file.tokens[index].spaceBefore { index = file.closing(index) + 1 }
            continue
          }
        }
        break
      }
      guard index < end else { break }
      if file.isIdentifier(index) {
        let word = file.text(index)
        switch word {
        case "struct", "class", "enum", "actor", "protocol", "extension":
          if let (declaration, next) = scanType(keywordAt: index, first: first, end: end, attributes: attributes,
            modifiers: modifiers, modifierTokens: modifierTokens, outer: outer, depth: depth)
          {
            members.append(.type(declaration))
            index = max(next, before + 1)
            continue
          }
        case "func", "init", "deinit", "subscript":
          let (declaration, next) = scanFunction(keywordAt: index, first: first, end: end, attributes: attributes,
            modifiers: modifiers, modifierTokens: modifierTokens)
          members.append(.function(declaration))
          index = max(next, before + 1)
          continue
        case "var", "let":
          let (declarations, next) = scanVariables(keywordAt: index, first: first, end: end, attributes: attributes,
            modifiers: modifiers, modifierTokens: modifierTokens)
          members.append(contentsOf: declarations.map { Declaration.variable($0) })
          index = max(next, before + 1)
          continue
        case "typealias":
          if file.isIdentifier(index + 1), file.is(index + 2, "=") {
            var last = index + 3
            while last + 1 < end, !file.tokens[last + 1].newlineBefore, !file.is(last + 1, ";") { last += 1 }
            members.append(.typeAlias(TypeAliasDeclaration(name: file.text(index + 1), nameToken: index + 1,
              target: file.text(from: index + 3, through: min(last, end - 1)))))
            index = last + 1
            continue
          }
        default:
          break
        }
      }
      // Anything else: skip one token, or a whole bracketed group.
      if index < end, file.tokens[index].kind == .punctuation, file.is(index, "{") || file.is(index, "(") || file.is(index, "[") {
        index = file.closing(index) + 1
      } else {
        index += 1
      }
      index = max(index, before + 1)
    }
    return members
  }

  func scanType(
    keywordAt keyword: Int, first: Int, end: Int, attributes: [AttributeSyntax], modifiers: [String],
    modifierTokens: [Int], outer: [String], depth: Int
  ) -> (TypeDeclaration, Int)? {
    var index = keyword + 1
    guard index < end, file.isIdentifier(index) else { return nil }
    let nameToken = index
    var name = file.text(index)
    index += 1
    // Dotted names for extensions: `extension WebView.Coordinator`.
    while index + 1 < end, file.is(index, "."), file.isIdentifier(index + 1) {
      name += "." + file.text(index + 1)
      index += 2
    }
    index = skipGenericClause(index, end: end)
    var inheritance: [InheritedType] = []
    var colon: Int?
    if index < end, file.is(index, ":") {
      colon = index
      index += 1
      var entryStart = index
      var angle = 0
      while index < end {
        if file.is(index, "{") && angle == 0 { break }
        if file.isIdentifier(index, "where") && angle == 0 { break }
        if file.tokens[index].kind == .operator {
          let text = file.text(index)
          if text.hasPrefix("<") { angle += 1 }
          if text.hasSuffix(">") { angle = max(0, angle - text.filter { $0 == ">" }.count) }
          if text == "&" && angle == 0 {
            if let entry = inheritedType(from: entryStart, to: index) { inheritance.append(entry) }
            entryStart = index + 1
          }
        }
        if file.is(index, ",") && angle == 0 {
          if let entry = inheritedType(from: entryStart, to: index) { inheritance.append(entry) }
          entryStart = index + 1
        }
        if file.is(index, "(") { index = file.closing(index) }
        index += 1
      }
      if let entry = inheritedType(from: entryStart, to: index) { inheritance.append(entry) }
    }
    while index < end, !file.is(index, "{") {
      if file.tokens[index].newlineBefore && file.isIdentifier(index) && ["struct", "class", "func", "var", "let", "enum"].contains(file.text(index)) {
        return nil
      }
      index += 1
    }
    guard index < end else { return nil }
    let open = index
    let close = min(file.closing(open), end)
    let innerOuter = outer + [name]
    let members = depth < DeclarationScanner.maximumNesting
      ? scanMembers(from: open + 1, to: close, outer: innerOuter, depth: depth + 1) : []
    let declaration = TypeDeclaration(
      keyword: file.text(keyword), keywordToken: keyword, firstToken: first, name: name, nameToken: nameToken,
      attributes: attributes, modifiers: modifiers, modifierTokens: modifierTokens, inheritance: inheritance,
      colonToken: colon, bodyOpen: open, bodyClose: close, members: members, outerNames: outer)
    return (declaration, close + 1)
  }

  func inheritedType(from start: Int, to end: Int) -> InheritedType? {
    var index = start
    // Skip attributes such as `@MainActor` or `@preconcurrency`, and `~Copyable`.
    var lastName: Int?
    var firstToken: Int?
    while index < end {
      if file.tokens[index].kind == .attribute {
        if firstToken == nil { firstToken = index }
        index += 1
        continue
      }
      if file.isIdentifier(index) {
        if firstToken == nil { firstToken = index }
        lastName = index
        if file.is(index + 1, ".") {
          index += 2
          continue
        }
        break
      }
      index += 1
    }
    guard let nameToken = lastName, let firstToken else { return nil }
    var lastToken = max(end - 1, nameToken)
    while lastToken > nameToken, file.tokens[lastToken].newlineBefore && file.is(lastToken, "{") { lastToken -= 1 }
    return InheritedType(name: file.text(nameToken), nameToken: nameToken, firstToken: firstToken, lastToken: lastToken)
  }

  func skipGenericClause(_ start: Int, end: Int) -> Int {
    guard start < end, file.tokens[start].kind == .operator, file.text(start).hasPrefix("<") else { return start }
    var depth = 0
    var index = start
    while index < end {
      if file.tokens[index].kind == .operator {
        let text = file.text(index)
        for character in text.utf8 {
          if character == UInt8(ascii: "<") { depth += 1 }
          if character == UInt8(ascii: ">") { depth -= 1 }
        }
        if depth <= 0 { return index + 1 }
      }
      if file.is(index, "{") { return index }
      index += 1
    }
    return index
  }

  func scanFunction(
    keywordAt keyword: Int, first: Int, end: Int, attributes: [AttributeSyntax], modifiers: [String],
    modifierTokens: [Int]
  ) -> (FunctionDeclaration, Int) {
    let word = file.text(keyword)
    var index = keyword + 1
    var name = word
    var nameToken = keyword
    if word == "func", index < end {
      name = file.text(index)
      nameToken = index
      index += 1
    }
    if word == "init", index < end, file.tokens[index].kind == .operator, file.is(index, "?") || file.is(index, "!") { index += 1 }
    index = skipGenericClause(index, end: end)
    var parameters: [ParameterSyntax] = []
    var parameterOpen = index
    var parameterClose = index
    if index < end, file.is(index, "(") {
      parameterOpen = index
      parameterClose = min(file.closing(index), end)
      parameters = scanParameters(open: index, close: parameterClose)
      index = parameterClose + 1
    }
    var returnType: String?
    var returnTypeToken: Int?
    var bodyOpen: Int?
    var bodyClose: Int?
    while index < end {
      if file.is(index, "{") {
        bodyOpen = index
        bodyClose = min(file.closing(index), end)
        break
      }
      if file.is(index, "->") {
        var typeStart = index + 1
        while typeStart < end, file.isIdentifier(typeStart, "some") || file.isIdentifier(typeStart, "any") || file.tokens[typeStart].kind == .attribute {
          typeStart += 1
        }
        var typeEnd = typeStart
        while typeEnd < end, !file.is(typeEnd, "{"), !file.isIdentifier(typeEnd, "where"),
          !(typeEnd > typeStart && file.tokens[typeEnd].newlineBefore)
        {
          if file.is(typeEnd, "(") || file.is(typeEnd, "[") { typeEnd = file.closing(typeEnd) }
          typeEnd += 1
        }
        if typeStart < typeEnd {
          returnType = file.text(from: typeStart, through: typeEnd - 1)
          returnTypeToken = typeStart
        }
        index = typeEnd
        continue
      }
      // A requirement without a body ends at the next line that starts a declaration.
      if file.tokens[index].newlineBefore, !file.isIdentifier(index, "where"), !file.isIdentifier(index, "throws"),
        !file.isIdentifier(index, "async"), !file.is(index, "->")
      {
        break
      }
      index += 1
    }
    let declaration = FunctionDeclaration(
      keyword: word, keywordToken: keyword, firstToken: first, name: name, nameToken: nameToken, attributes: attributes,
      modifiers: modifiers, modifierTokens: modifierTokens, parameters: parameters, parameterOpen: parameterOpen,
      parameterClose: parameterClose, returnType: returnType, returnTypeToken: returnTypeToken, bodyOpen: bodyOpen,
      bodyClose: bodyClose)
    return (declaration, (bodyClose ?? (index - 1)) + 1)
  }

  func scanParameters(open: Int, close: Int) -> [ParameterSyntax] {
    var parameters: [ParameterSyntax] = []
    var entryStart = open + 1
    var index = open + 1
    while index <= close {
      if index == close || file.is(index, ",") {
        if let parameter = parameter(from: entryStart, to: index) { parameters.append(parameter) }
        entryStart = index + 1
      } else if file.is(index, "(") || file.is(index, "[") || file.is(index, "{") {
        index = file.closing(index)
      }
      index += 1
    }
    return parameters
  }

  func parameter(from start: Int, to end: Int) -> ParameterSyntax? {
    var colon = start
    while colon < end, !file.is(colon, ":") { colon += 1 }
    guard colon < end, colon > start else { return nil }
    var names: [Int] = []
    for index in start..<colon where file.isIdentifier(index) { names.append(index) }
    guard let last = names.last, let firstName = names.first else { return nil }
    var typeEnd = colon + 1
    while typeEnd < end, !file.is(typeEnd, "=") {
      if file.is(typeEnd, "(") || file.is(typeEnd, "[") { typeEnd = file.closing(typeEnd) }
      typeEnd += 1
    }
    let type = typeEnd > colon + 1 ? file.text(from: colon + 1, through: min(typeEnd, end) - 1) : ""
    return ParameterSyntax(label: file.text(firstName), name: file.text(last), type: type, firstToken: firstName, nameToken: last)
  }

  func scanVariables(
    keywordAt keyword: Int, first: Int, end: Int, attributes: [AttributeSyntax], modifiers: [String],
    modifierTokens: [Int]
  ) -> ([VariableDeclaration], Int) {
    var result: [VariableDeclaration] = []
    var index = keyword + 1
    let isLet = file.is(keyword, "let")
    while index < end {
      guard file.isIdentifier(index) else {
        // Tuple patterns and the like: skip to the end of the statement.
        return (result, expressionEnd(from: index, end: end) + 1)
      }
      let nameToken = index
      index += 1
      var type: String?
      if index < end, file.is(index, ":") {
        let typeStart = index + 1
        var typeEnd = typeStart
        while typeEnd < end, !file.is(typeEnd, "="), !file.is(typeEnd, "{"), !file.is(typeEnd, ","),
          !(typeEnd > typeStart && file.tokens[typeEnd].newlineBefore && !file.is(typeEnd, "->"))
        {
          if file.is(typeEnd, "(") || file.is(typeEnd, "[") { typeEnd = file.closing(typeEnd) }
          if file.tokens[typeEnd].kind == .operator, file.text(typeEnd).hasPrefix("<") { typeEnd = skipGenericClause(typeEnd, end: end) - 1 }
          typeEnd += 1
        }
        if typeEnd > typeStart { type = file.text(from: typeStart, through: min(typeEnd, end) - 1) }
        index = typeEnd
      }
      var initializer: ClosedRange<Int>?
      var last = max(index - 1, nameToken)
      if index < end, file.is(index, "=") {
        let expressionStart = index + 1
        let expressionLast = expressionEnd(from: expressionStart, end: end)
        if expressionLast >= expressionStart { initializer = expressionStart...expressionLast }
        last = max(expressionLast, index)
        index = last + 1
      }
      var hasAccessors = false
      if index < end, file.is(index, "{"), !file.tokens[index].newlineBefore || (type != nil && initializer == nil) {
        // Accessor block or observers.
        hasAccessors = true
        last = file.closing(index)
        index = last + 1
      }
      result.append(VariableDeclaration(
        isLet: isLet, keywordToken: keyword, firstToken: first, name: file.text(nameToken), nameToken: nameToken,
        attributes: attributes, modifiers: modifiers, modifierTokens: modifierTokens, type: type,
        initializer: initializer, hasAccessors: hasAccessors, lastToken: min(last, file.count - 1)))
      if index < end, file.is(index, ",") {
        index += 1
        continue
      }
      break
    }
    return (result, index)
  }

  /// The last token of an expression starting at `start`: it ends before a line break that is not a
  /// continuation (a binary operator or `.` at the end of one line or the start of the next), before `;`, `,`
  /// or a closing bracket of the enclosing context.
  func expressionEnd(from start: Int, end: Int) -> Int {
    BodyScanner.expressionEnd(file, from: start, end: end)
  }
}
