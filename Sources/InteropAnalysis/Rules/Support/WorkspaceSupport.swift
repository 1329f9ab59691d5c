import SwiftLiteParser

/// What the rules ask of the other files of the workspace (RULES.md "Workspace (cross-file) facts"). A rule
/// that reports something *missing* reads `complete(_:)`: nil while the scan runs or when the file is analysed
/// alone, and then the rule stays silent as it does without a workspace.
enum WorkspaceSupport {
  /// The workspace's facts, when the scan has read every file.
  static func complete(_ context: AnalysisContext) -> WorkspaceFacts? { context.workspace?.ifComplete }

  /// The other files' declarations (types and extensions) of the type `name`.
  static func otherDeclarations(of name: String, _ context: AnalysisContext) -> [WorkspaceFacts.Located<FileSummary.TypeEntry>] {
    context.workspace?.types(named: name, excluding: context.path) ?? []
  }

  /// The method names of those declarations.
  static func otherFunctionNames(of name: String, _ context: AnalysisContext) -> Set<String> {
    Set(otherDeclarations(of: name, context).flatMap { $0.value.functions.map(FileSummary.functionName) })
  }

  /// Whether a declaration of `name` in another file adopts a protocol that is not a representable protocol (a
  /// protocol extension may supply the member) or conforms through a name that is not one.
  static func adoptsOtherProtocol(_ name: String, _ context: AnalysisContext) -> Bool {
    otherDeclarations(of: name, context).contains { entry in
      entry.value.inheritance.contains { inherited in
        let simple = TypeName.simple(inherited)
        return RepresentableKind.named(simple) == nil && !RepresentableIsClassRule.valueProtocols.contains(simple)
      }
    }
  }

  /// A related location at a declaration of another file.
  static func related(_ path: String, _ range: Range<Int>?, _ message: String) -> RelatedLocation? {
    guard let range else { return nil }
    return RelatedLocation(range: range, message: message, path: path)
  }

  /// Whether, the scan complete, no other file declares or extends the representable, nor its Coordinator (a
  /// nested one: no `extension Outer.Coordinator` elsewhere; a top-level one: no declaration of its name
  /// elsewhere): every member either can have is in this file.
  static func isWhollyHere(_ representable: Representable, _ context: AnalysisContext) -> Bool {
    guard let workspace = complete(context) else { return false }
    if !workspace.types(named: representable.name, excluding: context.path).isEmpty { return false }
    guard let coordinator = representable.coordinator else {
      // makeCoordinator's type, or the default nested name, may be declared in another file.
      if let returned = representable.makeCoordinator?.returnType.map(TypeName.simple), returned != "Coordinator",
        !workspace.types(named: returned, excluding: context.path).isEmpty
      {
        return false
      }
      return !workspace.types(named: "Coordinator", excluding: context.path).contains { entry in
        TypeName.components(entry.value.qualifiedName).dropLast().last == representable.name
      }
    }
    let nested = coordinator.declarations.contains { $0.qualifiedName.dropLast().last == representable.name }
    return !workspace.types(named: coordinator.name, excluding: context.path).contains { entry in
      !nested || TypeName.components(entry.value.qualifiedName).dropLast().last == representable.name
    }
  }
}
