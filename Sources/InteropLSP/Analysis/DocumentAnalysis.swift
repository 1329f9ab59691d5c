import InteropAnalysis
import Protocol
import SwiftLiteParser

/// What the server keeps of one document version once its diagnostics are out: the findings, the
/// configuration, the tree, the hover index (the representables and Coordinators, by node) and, for documents
/// up to `LanguageServer.retainedDeclarationsLimit` bytes, the declaration index the analysis built. The
/// analysis context itself (body facts, the interop model's tables, the summary) is not kept: the server lets it
/// go, off the loop, once the findings are made. Whatever is not kept is built again from the tree on first use.
/// Shared by diagnostics, `documentSymbol`, hover, code actions and lenses.
final class DocumentAnalysis {
  let version: Int
  /// Changed after the analysis only where related locations in another open document point
  /// (`LanguageServer.relocateRelatedLocations`: that document's declarations moved, its facts did not).
  private(set) var findings: [Finding]
  let configuration: AnalysisConfiguration
  private let tree: SyntaxTree
  private var builtHoverIndex: HoverIndex?
  private var builtDeclarations: DeclarationIndex?
  /// The `documentSymbol` result of this version as JSON bytes, by position encoding: made on the first request,
  /// then sent again as it is.
  private var builtDocumentSymbols: (encoding: PositionEncodingKind, reply: [UInt8])?

  /// Whether the declaration index is kept once made (false for a large document: its entries keep tree nodes,
  /// several times the text; a `documentSymbol` builds it again from the tree, and its answer is kept).
  private let retainsDeclarations: Bool

  init(version: Int, findings: [Finding], configuration: AnalysisConfiguration, tree: SyntaxTree, retainsDeclarations: Bool) {
    self.version = version
    self.findings = findings
    self.configuration = configuration
    self.tree = tree
    self.retainsDeclarations = retainsDeclarations
  }

  /// The analysis of one version from its context: hover and the outline read the context's model.
  init(version: Int, findings: [Finding], context: AnalysisContext, retainsDeclarations: Bool) {
    self.version = version
    self.findings = findings
    self.configuration = context.configuration
    self.tree = context.tree
    self.retainsDeclarations = retainsDeclarations
    self.builtHoverIndex = HoverIndex(context: context)
    if retainsDeclarations { self.builtDeclarations = context.interop.declarations }
  }

  /// The findings with the related locations in the file `path` moved from one range to the other (`moves`);
  /// nil when one of them points at a range `moves` does not know (the document must be analysed again).
  /// Returns whether anything moved.
  func relocateRelated(in path: String, moves: [Range<Int>: Range<Int>]) -> Bool? {
    var relocated = findings
    var moved = false
    for index in relocated.indices {
      for item in relocated[index].related.indices where relocated[index].related[item].path == path {
        guard let range = moves[relocated[index].related[item].range] else { return nil }
        if range != relocated[index].related[item].range {
          relocated[index].related[item].range = range
          moved = true
        }
      }
    }
    if moved { findings = relocated }
    return moved
  }

  /// The file's declarations (the same index the interop model was built from, or one built from the tree).
  var declarations: DeclarationIndex {
    if let builtDeclarations { return builtDeclarations }
    let index = DeclarationIndex(tree: tree)
    if retainsDeclarations { builtDeclarations = index }
    return index
  }

  /// The encoded `documentSymbol` result of this version in `encoding`, if a request made it already.
  func documentSymbolsReply(encoding: PositionEncodingKind) -> [UInt8]? {
    guard let built = builtDocumentSymbols, built.encoding == encoding else { return nil }
    return built.reply
  }

  /// Keeps the encoded `documentSymbol` result for later requests on this version.
  func keepDocumentSymbolsReply(_ reply: [UInt8], encoding: PositionEncodingKind) {
    builtDocumentSymbols = (encoding, reply)
  }

  /// A version number can repeat (a client that reopens a document at version 1, or one whose versions
  /// do not increase): the analysis is current only if it was made from the same tree.
  func isCurrent(for document: Document) -> Bool {
    tree === document.tree
  }

  /// Whether the declaration index is held (tests).
  var keepsDeclarations: Bool { builtDeclarations != nil }

  /// Whether a `documentSymbol` reply is held (tests).
  var keepsDocumentSymbols: Bool { builtDocumentSymbols != nil }

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
