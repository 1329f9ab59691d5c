/// What a recipe adapts to: the project facts of the document it is inserted into (nil: unknown).
public struct RecipeSettings: Sendable, Hashable {
  public var deploymentTarget: DeploymentTarget?
  public var swiftLanguageMode: Int?

  public init(deploymentTarget: DeploymentTarget? = nil, swiftLanguageMode: Int? = nil) {
    self.deploymentTarget = deploymentTarget
    self.swiftLanguageMode = swiftLanguageMode
  }

  public init(configuration: AnalysisConfiguration) {
    self.init(deploymentTarget: configuration.deploymentTarget, swiftLanguageMode: configuration.swiftLanguageMode)
  }

  /// Whether the target is known to be iOS `major` or later. Unknown → false: the recipe then takes the
  /// variant that works on every supported version.
  public func knownAtLeast(iOS major: Int) -> Bool {
    guard let target = deploymentTarget, target.platform == "iOS" else { return false }
    return !target.isBelow(major: major)
  }

  /// Swift 5 mode only when it is known; unknown builds the variant that also compiles in Swift 6 mode.
  public var isSwift5: Bool { swiftLanguageMode == 5 }

  public var description: String {
    "\(deploymentTarget?.description ?? "unknown target"), \(swiftLanguageMode.map { "Swift \($0)" } ?? "unknown language mode")"
  }
}

/// One recipe: a complete wrapper for one UIKit type (or a generic skeleton), in the project's own code.
public struct Recipe: Sendable {
  /// Stable id (`web-view`), used in the golden file and tests.
  public var id: String
  /// The wrapped type (`WKWebView`), or `UIView` / `UIViewController` for the skeletons.
  public var wrappedType: String
  public var kind: RepresentableKind
  /// The completion item's label ("Wrap WKWebView for SwiftUI").
  public var label: String
  /// The default name of the representable (a snippet placeholder).
  public var defaultName: String
  /// Modules the code needs, in the order they are imported.
  public var imports: [String]
  /// The parts of the recipe for these settings; `name` is the representable's name.
  var build: @Sendable (_ settings: RecipeSettings, _ name: String) -> RecipeParts
  /// The item's documentation (Markdown) for these settings: what the code handles and, where the target
  /// has one, the native alternative.
  var document: @Sendable (_ settings: RecipeSettings) -> String

  public func parts(_ settings: RecipeSettings, name: String? = nil) -> RecipeParts {
    build(settings, name ?? defaultName)
  }

  public func documentation(_ settings: RecipeSettings) -> String { document(settings) }
}

/// A recipe's code for one setting: comments before the type, the type's members, and declarations that
/// follow it at the top level (a presenting view). Text uses four-space indentation and `\n` line breaks.
public struct RecipeParts: Sendable, Hashable {
  /// Lines before `struct` (a suppression with its reason), without indentation.
  public var leadingLines: [String]
  public var name: String
  public var kind: RepresentableKind
  /// The members, indented by one level (four spaces), blank lines between them.
  public var members: String
  /// Top-level declarations after the type (may be empty).
  public var trailing: String

  /// The representable declaration alone.
  public var declaration: String {
    var text = leadingLines.map { $0 + "\n" }.joined()
    text += "struct \(name): \(kind.protocolName) {\n" + members + "}\n"
    if !trailing.isEmpty { text += "\n" + trailing }
    return text
  }
}

extension Recipe {
  /// The whole file the recipe makes in an empty file: imports, a blank line, the declaration.
  public func fileText(_ settings: RecipeSettings, name: String? = nil) -> String {
    imports.map { "import \($0)\n" }.joined() + "\n" + parts(settings, name: name).declaration
  }
}

/// Text helpers for recipes: indentation and the snippet syntax of LSP (`$1`, `${1:name}`).
public enum SnippetText {
  /// Escapes `$`, `}` and `\` so the text reads literally in a snippet.
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if character == "$" || character == "}" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// Indents every line but the first by `indentation` (the first line continues where the cursor is);
  /// empty lines stay empty.
  public static func indentContinuationLines(_ text: String, by indentation: String) -> String {
    guard !indentation.isEmpty else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for position in lines.indices.dropFirst() where !lines[position].isEmpty {
      lines[position] = indentation + lines[position]
    }
    return lines.joined(separator: "\n")
  }

  /// Indents every non-empty line by `levels` × four spaces.
  public static func indent(_ text: String, levels: Int) -> String {
    let prefix = String(repeating: "    ", count: max(0, levels))
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.isEmpty ? "" : prefix + line
    }.joined(separator: "\n")
  }
}
