import SwiftLiteParser

/// A rule: a description and the kinds of site it subscribes to. A rule conforms to one or more of the site
/// protocols below; the engine (`RuleDispatch`) walks the file's interop model once and calls, at each site,
/// every enabled rule subscribed to that kind, with the typed value. No rule loops over the model itself.
public protocol Rule: SendableMetatype {
  static var description: RuleDescription { get }
}

/// Called once per representable of the file (all its declarations across extensions, its lifecycle methods
/// and Coordinator), in source order.
public protocol RepresentableRule: Rule {
  static func check(_ representable: Representable, _ context: AnalysisContext) -> [Finding]
}

/// Called once per Coordinator of the file (a Coordinator shared by several representables once, with the
/// first of them), in the order of the representables.
public protocol CoordinatorRule: Rule {
  static func check(_ coordinator: Coordinator, of representable: Representable, _ context: AnalysisContext) -> [Finding]
}

/// Called once per function of the file (`model.functions`: free functions with a nil owner, then every type's
/// and extension's functions with their declaration), after `fileFacts` found the file can matter. (Internal, so
/// that a rule's file facts may be internal types.)
protocol FunctionRule: Rule {
  /// What the rule reads once per file before its functions (known class names, type tables); must be
  /// immutable or thread-safe: functions may be checked on two lanes.
  associatedtype FileFacts: Sendable = Void
  /// The file's facts, or nil when nothing in the file can be reported (then no function is handed over).
  static func fileFacts(_ context: AnalysisContext) -> FileFacts?
  static func check(_ function: FunctionDecl, owner: TypeDecl?, _ facts: FileFacts, _ context: AnalysisContext) -> [Finding]
}

/// Called once per type declaration of the file (nested ones and extensions included), in source order.
public protocol TypeDeclarationRule: Rule {
  static func check(_ type: TypeDecl, _ context: AnalysisContext) -> [Finding]
}

/// Called once per file, after the sites (for what no site kind covers: view bodies, file-wide tables).
public protocol FileRule: Rule {
  static func analyze(_ context: AnalysisContext) -> [Finding]
}

extension FunctionRule where FileFacts == Void {
  static func fileFacts(_ context: AnalysisContext) -> Void? { () }
}

extension FunctionRule {
  /// `check` bound to this file's facts, or nil when the file cannot matter.
  static func functionChecker(_ context: AnalysisContext) -> (@Sendable (FunctionDecl, TypeDecl?) -> [Finding])? {
    guard let facts = fileFacts(context) else { return nil }
    return { function, owner in check(function, owner: owner, facts, context) }
  }
}

extension Rule {
  /// A finding of this rule with its default severity.
  static func finding(_ range: Range<Int>, _ message: String, related: [RelatedLocation] = [], fixes: [Fix] = []) -> Finding {
    Finding(ruleID: description.id, range: range, message: message, severity: description.defaultSeverity, related: related, fixes: fixes)
  }

  /// This rule's findings on the file (every site it subscribes to), before suppressions and configuration.
  public static func findings(in context: AnalysisContext) -> [Finding] {
    RuleDispatch.run([self], context: context).first ?? []
  }
}
