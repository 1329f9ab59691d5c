/// The size above which a document is not parsed or analysed (server and `lint`): memory stays bounded by
/// a small multiple of the text instead of growing with its tree and model.
public enum SizeLimit {
  /// 8 MB: far above any hand-written Swift file (generated code that large gains nothing from these rules).
  public static let maximumDocumentBytes = 8 << 20

  public static let ruleID = "document-too-large"

  public static func isTooLarge(_ byteCount: Int) -> Bool { byteCount > maximumDocumentBytes }

  /// The one finding a document over the limit gets, at its start.
  public static func notAnalysedFinding(byteCount: Int) -> Finding {
    Finding(
      ruleID: ruleID, range: 0..<0,
      message: "Not analysed: the document is \(megabytes(byteCount)) MB, over the \(maximumDocumentBytes >> 20) MB limit.",
      severity: .information)
  }

  /// `12.3` for 12.34 MB (one decimal).
  static func megabytes(_ byteCount: Int) -> String {
    let tenths = (byteCount * 10 + (1 << 19)) >> 20
    return "\(tenths / 10).\(tenths % 10)"
  }
}
