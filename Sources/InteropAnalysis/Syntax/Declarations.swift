import SwiftLiteParser

/// Declarations read from the parse tree by `DeclarationBuilder`: enough structure for the interop model, with
/// positions kept as token indices into the `ScannedFile` (the rules' token queries) and the tree node itself.
public struct InheritedType: Sendable, Hashable {
  /// The last component of the written name, without generic arguments (`SwiftUI.View` → `View`).
  public var name: String
  /// The token of that last component.
  public var nameToken: Int
  /// First and last token of the whole entry.
  public var firstToken: Int
  public var lastToken: Int
}

public struct AttributeSyntax: Sendable, Hashable {
  /// The attribute's name without `@` (`Binding`, `available`, `MainActor`).
  public var name: String
  public var token: Int
  /// The last token of the attribute, including its argument list.
  public var lastToken: Int
}

public struct ParameterSyntax: Sendable, Hashable {
  public var label: String
  public var name: String
  public var type: String
  public var firstToken: Int
  public var nameToken: Int
}

/// A class so that the model and rules share one instance instead of copying its arrays.
public final class TypeDeclaration: Sendable {
  /// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
  public let keyword: String
  public let keywordToken: Int
  /// First token of the declaration (its first attribute or modifier, else the keyword).
  public let firstToken: Int
  /// For an extension, the extended type as written (`WebView.Coordinator`).
  public let name: String
  public let nameToken: Int
  public let attributes: [AttributeSyntax]
  public let modifiers: [String]
  public let modifierTokens: [Int]
  public let inheritance: [InheritedType]
  /// The `:` before the inheritance list, if any.
  public let colonToken: Int?
  public let bodyOpen: Int
  public let bodyClose: Int
  public let members: [Declaration]
  /// Names of the enclosing types, outermost first.
  public let outerNames: [String]
  /// The declaration's node in the tree.
  public let node: SyntaxNode

  public init(keyword: String, keywordToken: Int, firstToken: Int, name: String, nameToken: Int, attributes: [AttributeSyntax], modifiers: [String], modifierTokens: [Int], inheritance: [InheritedType], colonToken: Int?, bodyOpen: Int, bodyClose: Int, members: [Declaration], outerNames: [String], node: SyntaxNode) {
    self.keyword = keyword
    self.keywordToken = keywordToken
    self.firstToken = firstToken
    self.name = name
    self.nameToken = nameToken
    self.attributes = attributes
    self.modifiers = modifiers
    self.modifierTokens = modifierTokens
    self.inheritance = inheritance
    self.colonToken = colonToken
    self.bodyOpen = bodyOpen
    self.bodyClose = bodyClose
    self.members = members
    self.outerNames = outerNames
    self.node = node
  }
}

/// A class so that the model, the context and the rules share one instance: a copy is one retain.
public final class FunctionDeclaration: Sendable {
  /// `func`, `init`, `deinit` or `subscript`.
  public let keyword: String
  public let keywordToken: Int
  public let firstToken: Int
  public let name: String
  public let nameToken: Int
  public let attributes: [AttributeSyntax]
  public let modifiers: [String]
  public let modifierTokens: [Int]
  public let parameters: [ParameterSyntax]
  public let parameterOpen: Int
  public let parameterClose: Int
  /// The return type as written, without `some`/`any` (`WKWebView`), or nil.
  public let returnType: String?
  public let returnTypeToken: Int?
  /// Body braces, or nil for a requirement without a body.
  public let bodyOpen: Int?
  public let bodyClose: Int?
  /// The declaration's node in the tree.
  public let node: SyntaxNode
  public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

  public init(keyword: String, keywordToken: Int, firstToken: Int, name: String, nameToken: Int, attributes: [AttributeSyntax], modifiers: [String], modifierTokens: [Int], parameters: [ParameterSyntax], parameterOpen: Int, parameterClose: Int, returnType: String?, returnTypeToken: Int?, bodyOpen: Int?, bodyClose: Int?, node: SyntaxNode) {
    self.keyword = keyword
    self.keywordToken = keywordToken
    self.firstToken = firstToken
    self.name = name
    self.nameToken = nameToken
    self.attributes = attributes
    self.modifiers = modifiers
    self.modifierTokens = modifierTokens
    self.parameters = parameters
    self.parameterOpen = parameterOpen
    self.parameterClose = parameterClose
    self.returnType = returnType
    self.returnTypeToken = returnTypeToken
    self.bodyOpen = bodyOpen
    self.bodyClose = bodyClose
    self.node = node
  }
}

/// A class so that the model, the context and the rules share one instance: a copy is one retain.
public final class VariableDeclaration: Sendable {
  public let isLet: Bool
  public let keywordToken: Int
  public let firstToken: Int
  public let name: String
  public let nameToken: Int
  public let attributes: [AttributeSyntax]
  public let modifiers: [String]
  public let modifierTokens: [Int]
  /// The type annotation as written, or nil.
  public let type: String?
  /// First and last token of the initializer expression, or nil.
  public let initializer: ClosedRange<Int>?
  /// Whether it has an accessor block (computed, or with observers).
  public let hasAccessors: Bool
  public let lastToken: Int
  /// The `var`/`let` declaration node and this name's pattern binding.
  public let node: SyntaxNode
  public let binding: SyntaxNode

  public var isComputed: Bool { hasAccessors && initializer == nil }

  public init(isLet: Bool, keywordToken: Int, firstToken: Int, name: String, nameToken: Int, attributes: [AttributeSyntax], modifiers: [String], modifierTokens: [Int], type: String?, initializer: ClosedRange<Int>?, hasAccessors: Bool, lastToken: Int, node: SyntaxNode, binding: SyntaxNode) {
    self.isLet = isLet
    self.keywordToken = keywordToken
    self.firstToken = firstToken
    self.name = name
    self.nameToken = nameToken
    self.attributes = attributes
    self.modifiers = modifiers
    self.modifierTokens = modifierTokens
    self.type = type
    self.initializer = initializer
    self.hasAccessors = hasAccessors
    self.lastToken = lastToken
    self.node = node
    self.binding = binding
  }
}

public struct TypeAliasDeclaration: Sendable {
  public var name: String
  public var nameToken: Int
  public var target: String
}

public enum Declaration: Sendable {
  case type(TypeDeclaration)
  case function(FunctionDeclaration)
  case variable(VariableDeclaration)
  case typeAlias(TypeAliasDeclaration)
}
