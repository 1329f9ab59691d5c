import InteropAnalysis

/// Where a rule's documentation page lives, for `codeDescription.href`.
///
/// The pages are the generated `docs/rules/<id>.md` of the project's repository. The base is fixed so that
/// every installation links to the same pages; unknown rule ids get no link.
public enum RuleDocumentationLink {
  public static let baseURL = "https://github.com/interop-lsp/interop-lsp/blob/main/"

  public static func url(forRule id: String) -> String? {
    guard RuleRegistry.rule(id: id) != nil else { return nil }
    return baseURL + RuleRegistry.documentationPath(id: id)
  }
}
