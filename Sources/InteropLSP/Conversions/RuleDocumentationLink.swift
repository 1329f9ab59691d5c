import InteropAnalysis

/// Where a rule's documentation page lives, for `codeDescription.href`, SARIF's `helpUri` and `rules --json`.
///
/// One base for every link: `docsBaseURL` in `.interop-lsp.json` (a team that hosts the pages, e.g. the output
/// of `interop-lsp docs --output DIR`, points it there), else `defaultBaseURL`: the generated pages
/// (`docs/rules/<id>.md`) of this release's tag in the project's repository, the address the README
/// documents for the project. Unknown rule ids get no link.
public enum RuleDocumentationLink {
  /// The project's home (README "Install": where the project is published).
  public static let projectURL = "https://github.com/interop-lsp/interop-lsp"
  /// The rule pages of this release: `docs/rules/` at the tag `v<version>`.
  public static let defaultBaseURL = projectURL + "/blob/v\(ServerVersion.version)/docs/rules/"

  public static func url(forRule id: String, base: String? = nil) -> String? {
    guard RuleRegistry.rule(id: id) != nil else { return nil }
    let folder = base.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? defaultBaseURL
    return folder + RuleRegistry.canonicalID(id) + ".md"
  }
}
