/// A token-index helper that rules not yet ported to the typed model (`dismantle-incomplete`,
/// `missing-exit-delegate-method`) still call. `missing-requirement` itself no longer uses it; delete this file
/// when those rules are ported.
extension MissingRequirementRule {
  static func lastTokenOfLine(_ context: AnalysisContext, _ token: Int) -> Int {
    var index = token
    while index + 1 < context.file.count, !context.file.tokens[index + 1].newlineBefore { index += 1 }
    return index
  }
}
