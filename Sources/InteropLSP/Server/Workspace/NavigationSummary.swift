import InteropAnalysis
import Protocol
import SwiftLiteParser

/// Where one file declares its types, as LSP ranges (for definition and workspace symbols), built from the same
/// parse as the file's `FileSummary`: the server keeps one per file on disk, open documents build theirs from
/// their tree.
struct NavigationSummary: Sendable, Hashable {
  struct TypeSite: Sendable, Hashable {
    /// Simple name (`Coordinator`).
    var name: String
    /// Qualified name (`MapView.Coordinator`; an extension's extended type).
    var qualifiedName: [String]
    var keyword: String
    /// Simple names of the inherited types.
    var inheritance: [String]
    /// Types of the stored and computed properties, by property name (`parent` → `MapView`).
    var propertyTypes: [String: String]
    var isExtension: Bool
    var nameRange: LSPRange
    var range: LSPRange
    /// Byte range of the whole declaration (open documents: which type encloses a position).
    var byteRange: Range<Int>
  }

  struct RepresentableSite: Sendable, Hashable {
    var name: String
    /// The Coordinator's simple name when this file names it.
    var coordinator: String?
  }

  var uri: String
  var types: [TypeSite]
  var representables: [RepresentableSite]

  init(uri: String, model: InteropModel, lineIndex: LineIndex, encoding: PositionEncodingKind) {
    self.uri = uri
    self.types = model.types.compactMap { type -> TypeSite? in
      guard type.keyword != .protocol else { return nil }
      let nameBytes = type.nameToken?.textRange ?? type.node.range
      var propertyTypes: [String: String] = [:]
      for property in type.properties {
        if let written = property.type, propertyTypes[property.name] == nil {
          propertyTypes[property.name] = TypeName.simple(written)
        }
      }
      return TypeSite(
        name: type.qualifiedName.last ?? type.name, qualifiedName: type.qualifiedName, keyword: type.keyword.rawValue,
        inheritance: type.inheritance.map(\.name), propertyTypes: propertyTypes, isExtension: type.isExtension,
        nameRange: Conversions.range(nameBytes, in: lineIndex, encoding: encoding),
        range: Conversions.range(type.node.range, in: lineIndex, encoding: encoding),
        byteRange: type.node.range)
    }
    self.representables = model.representables.map { representable in
      RepresentableSite(
        name: representable.name,
        coordinator: representable.coordinator?.name ?? representable.makeCoordinator?.returnType.map(TypeName.simple))
    }
  }

  /// The innermost type declaration whose text contains `offset`.
  func enclosingType(at offset: Int) -> TypeSite? {
    var best: TypeSite?
    for type in types where type.byteRange.contains(offset) || type.byteRange.upperBound == offset {
      if let current = best, current.byteRange.count <= type.byteRange.count { continue }
      best = type
    }
    return best
  }
}

/// `file://` URIs for paths (each component percent-encoded, `/` kept).
enum WorkspacePaths {
  static func uri(ofPath path: String) -> String {
    var result = "file://"
    var first = true
    for component in path.split(separator: "/", omittingEmptySubsequences: false) {
      if !first { result += "/" }
      first = false
      result += encoded(String(component))
    }
    return result
  }

  private static func encoded(_ component: String) -> String {
    var result = ""
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in component.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "+"), UInt8(ascii: "@"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        result += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]], as: UTF8.self)
      }
    }
    return result
  }

  /// A root folder's path from a URI (`file:///a/b/` → `/a/b`), nil for other schemes.
  static func rootPath(ofURI uri: String) -> String? {
    DocumentPath.path(ofURI: uri).map(normalised)
  }

  static func normalised(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
  }

  /// Whether `path` is `root` or inside it.
  static func path(_ path: String, isUnder root: String) -> Bool {
    if root == "/" { return path.hasPrefix("/") }
    return path == root || path.hasPrefix(root + "/")
  }
}
