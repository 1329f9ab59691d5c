/// The kind of a syntax node (tokens have a `TokenKind`).
public enum SyntaxKind: UInt8, Sendable, Hashable, CaseIterable {
  // Files and blocks
  case sourceFile
  case codeBlock
  case memberBlock
  case accessorBlock

  // Declarations
  case importDecl
  case structDecl
  case classDecl
  case enumDecl
  case actorDecl
  case protocolDecl
  case extensionDecl
  case typealiasDecl
  case funcDecl
  case initDecl
  case deinitDecl
  case subscriptDecl
  case variableDecl
  case enumCaseDecl
  case associatedtypeDecl
  case operatorDecl
  case precedenceGroupDecl
  case macroDecl
  case macroExpansionDecl
  /// `#if` whose clauses hold members (inside a type or extension body).
  case ifConfigDecl
  /// Attributes and modifiers with no declaration keyword after them.
  case missingDecl

  // Declaration parts
  case attributeList
  case attribute
  case attributeArguments
  case modifierList
  case modifier
  case genericParameterClause
  case genericParameter
  case genericWhereClause
  case genericRequirement
  case inheritanceClause
  case inheritedType
  case parameterClause
  case parameter
  case effectSpecifiers
  case throwsClause
  case returnClause
  case accessor
  case patternBinding
  case typeAnnotation
  case initializerClause
  case enumCaseElement
  case ifConfigClause
  case importPath
  case operatorPrecedenceClause
  case precedenceGroupAttribute

  // Statements
  /// `#if` whose clauses hold statements or top-level items.
  case ifConfigStmt
  case guardStmt
  case forStmt
  case whileStmt
  case repeatStmt
  case doStmt
  case catchClause
  case returnStmt
  case throwStmt
  case deferStmt
  case breakStmt
  case continueStmt
  case fallthroughStmt
  case discardStmt
  case labeledStmt
  case conditionList
  case optionalBindingCondition
  case matchingPatternCondition
  case availabilityCondition
  case switchCase
  case switchCaseLabel
  case switchDefaultLabel
  case caseItem
  case whereClause
  case elseClause

  // Expressions
  case identifierExpr
  case memberAccessExpr
  case callExpr
  case subscriptExpr
  case argumentList
  case argument
  case labeledTrailingClosure
  case closureExpr
  case closureSignature
  case captureList
  case captureItem
  case closureParameterClause
  case closureParameter
  case literalExpr
  case sequenceExpr
  case assignmentExpr
  case ternaryExpr
  case castExpr
  case prefixOperatorExpr
  case postfixOperatorExpr
  case forceUnwrapExpr
  case optionalChainingExpr
  case tryExpr
  case awaitExpr
  case tupleExpr
  case arrayExpr
  case arrayElement
  case dictionaryExpr
  case dictionaryElement
  case keyPathExpr
  case ifExpr
  case switchExpr
  case macroExpansionExpr
  case genericSpecializationExpr
  case declNameArguments
  case postfixIfConfigExpr
  case typeExpr
  case missingExpr

  // Types
  case identifierType
  case memberType
  case optionalType
  case implicitlyUnwrappedOptionalType
  case arrayType
  case dictionaryType
  case tupleType
  case tupleTypeElement
  case functionType
  case attributedType
  case compositionType
  case metatypeType
  case genericArgumentClause
  case genericArgument
  case missingType

  // Patterns
  case identifierPattern
  case tuplePattern
  case tuplePatternElement
  case wildcardPattern
  case valueBindingPattern
  case expressionPattern
  case isTypePattern
  case missingPattern

  // Errors
  /// Tokens the parser skipped to recover (each byte is kept).
  case unexpected
}

extension SyntaxKind {
  public var isDeclaration: Bool {
    switch self {
    case .importDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
      .typealiasDecl, .funcDecl, .initDecl, .deinitDecl, .subscriptDecl, .variableDecl, .enumCaseDecl,
      .associatedtypeDecl, .operatorDecl, .precedenceGroupDecl, .macroDecl, .macroExpansionDecl, .ifConfigDecl,
      .missingDecl:
      return true
    default:
      return false
    }
  }

  /// struct, class, enum, actor, protocol, extension: declarations with a member block.
  public var isTypeLikeDeclaration: Bool {
    switch self {
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
      return true
    default:
      return false
    }
  }

  public var isStatement: Bool {
    switch self {
    case .ifConfigStmt, .guardStmt, .forStmt, .whileStmt, .repeatStmt, .doStmt, .returnStmt, .throwStmt,
      .deferStmt, .breakStmt, .continueStmt, .fallthroughStmt, .discardStmt, .labeledStmt:
      return true
    default:
      return false
    }
  }

  public var isExpression: Bool {
    switch self {
    case .identifierExpr, .memberAccessExpr, .callExpr, .subscriptExpr, .closureExpr, .literalExpr,
      .sequenceExpr, .assignmentExpr, .ternaryExpr, .castExpr, .prefixOperatorExpr, .postfixOperatorExpr,
      .forceUnwrapExpr, .optionalChainingExpr, .tryExpr, .awaitExpr, .tupleExpr, .arrayExpr, .dictionaryExpr,
      .keyPathExpr, .ifExpr, .switchExpr, .macroExpansionExpr, .genericSpecializationExpr, .postfixIfConfigExpr, .typeExpr,
      .missingExpr:
      return true
    default:
      return false
    }
  }

  public var isType: Bool {
    switch self {
    case .identifierType, .memberType, .optionalType, .implicitlyUnwrappedOptionalType, .arrayType,
      .dictionaryType, .tupleType, .functionType, .attributedType, .compositionType, .metatypeType,
      .missingType:
      return true
    default:
      return false
    }
  }

  public var isPattern: Bool {
    switch self {
    case .identifierPattern, .tuplePattern, .wildcardPattern, .valueBindingPattern, .expressionPattern,
      .isTypePattern, .missingPattern:
      return true
    default:
      return false
    }
  }
}
