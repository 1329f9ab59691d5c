import InteropAnalysis
import SwiftLiteParser

/// What the server knows about one document version: its findings, its declaration index (the outline) and
/// the hover index, all from the analysis context of the same version (or built on first use when a stand-in
/// analyzer gave findings only). Computed once per version and shared by diagnostics, `documentSymbol`, hover
/// and code actions.
final class DocumentAnalysis {
  let version: Int
  let findings: [Finding]
  let configuration: AnalysisConfiguration
  private let tree: SyntaxTree
  private var builtHoverIndex: HoverIndex?
  private var builtDeclarations: DeclarationIndex?

  init(version: Int, findings: [Finding], configuration: AnalysisConfiguration, tree: SyntaxTree) {
    self.version = version
    self.findings = findings
    self.configuration = configuration
    self.tree = tree
  }

  /// The analysis of one version from its context: hover and the outline read the context's model.
  init(version: Int, findings: [Finding], context: AnalysisContext) {
    self.version = version
    self.findings = findings
    self.configuration = context.configuration
    self.tree = context.tree
    self.builtHoverIndex = HoverIndex(context: context)
    self.builtDeclarations = context.interop.declarations
  }

  /// The file's declarations (the same index the interop model was built from).
  var declarations: DeclarationIndex {
    if let builtDeclarations { return builtDeclarations }
    let index = DeclarationIndex(tree: tree)
    builtDeclarations = index
    return index
  }

  /// A version number can repeat (a client that reopens a document at version 1, or one whose versions
  /// do not increase): the analysis is current only if it was made from the same tree.
  func isCurrent(for document: Document) -> Bool {
    tree === document.tree
  }

  /// Whether the hover index exists already (the analysis made it, or a hover did).
  var hasHoverIndex: Bool { builtHoverIndex != nil }

  var hoverIndex: HoverIndex {
    if let builtHoverIndex { return builtHoverIndex }
    let index = HoverIndex(tree: tree)
    builtHoverIndex = index
    return index
  }
}

/// The path on disk of a `file://` URI (percent-decoded), or nil for other schemes.
enum DocumentPath {
  static func path(ofURI uri: String) -> String? {
    let prefix = "file://"
    guard uri.hasPrefix(prefix) else { return nil }
    var rest = Substring(uri.dropFirst(prefix.count))
    // `file://host/path`: keep the path; `file:///path` has an empty host.
    if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") {
      rest = rest[slash...]
    }
    return percentDecoded(String(rest))
  }

  static func percentDecoded(_ text: String) -> String {
    var bytes: [UInt8] = []
    let utf8 = Array(text.utf8)
    var index = 0
    while index < utf8.count {
      if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
        let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2])
      {
        bytes.append(high << 4 | low)
        index += 3
      } else {
        bytes.append(utf8[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
