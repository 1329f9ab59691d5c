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

public struct FunctionDeclaration: Sendable {
  /// `func`, `init`, `deinit` or `subscript`.
  public var keyword: String
  public var keywordToken: Int
  public var firstToken: Int
  public var name: String
  public var nameToken: Int
  public var attributes: [AttributeSyntax]
  public var modifiers: [String]
  public var modifierTokens: [Int]
  public var parameters: [ParameterSyntax]
  public var parameterOpen: Int
  public var parameterClose: Int
  /// The return type as written, without `some`/`any` (`WKWebView`), or nil.
  public var returnType: String?
  public var returnTypeToken: Int?
  /// Body braces, or nil for a requirement without a body.
  public var bodyOpen: Int?
  public var bodyClose: Int?
  /// The declaration's node in the tree.
  public var node: SyntaxNode
  public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

public struct VariableDeclaration: Sendable {
  public var isLet: Bool
  public var keywordToken: Int
  public var firstToken: Int
  public var name: String
  public var nameToken: Int
  public var attributes: [AttributeSyntax]
  public var modifiers: [String]
  public var modifierTokens: [Int]
  /// The type annotation as written, or nil.
  public var type: String?
  /// First and last token of the initializer expression, or nil.
  public var initializer: ClosedRange<Int>?
  /// Whether it has an accessor block (computed, or with observers).
  public var hasAccessors: Bool
  public var lastToken: Int
  /// The `var`/`let` declaration node and this name's pattern binding.
  public var node: SyntaxNode
  public var binding: SyntaxNode

  public var isComputed: Bool { hasAccessors && initializer == nil }
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
