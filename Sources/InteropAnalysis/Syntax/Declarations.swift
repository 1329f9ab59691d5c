/// Declarations found in a file by `DeclarationScanner`: enough structure for the interop model, with
/// every position kept as a token index into the `ScannedFile`.
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

public struct TypeDeclaration: Sendable {
  /// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
  public var keyword: String
  public var keywordToken: Int
  /// First token of the declaration (its first attribute or modifier, else the keyword).
  public var firstToken: Int
  /// For an extension, the extended type as written (`WebView.Coordinator`).
  public var name: String
  public var nameToken: Int
  public var attributes: [AttributeSyntax]
  public var modifiers: [String]
  public var modifierTokens: [Int]
  public var inheritance: [InheritedType]
  /// The `:` before the inheritance list, if any.
  public var colonToken: Int?
  public var bodyOpen: Int
  public var bodyClose: Int
  public var members: [Declaration]
  /// Names of the enclosing types, outermost first.
  public var outerNames: [String]
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
