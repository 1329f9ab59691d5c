#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import InteropAnalysis
import SwiftLiteParser

/// What every output format of `lint` shares: positions, severities, JSON encoding.
extension LintCommand {
  static func position(_ offset: Int, _ index: LineIndex?, encoding: ColumnEncoding = .utf8) -> (line: Int, column: Int) {
    guard let index else { return (1, 1) }
    let position = index.offsetToPosition(offset, encoding: encoding)
    return (position.line + 1, position.column + 1)
  }

  static func textSeverity(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .information, .hint: return "note"
    }
  }

  /// Text for an XML attribute or element: the five special characters as entities, characters XML 1.0
  /// forbids (controls other than tab, LF, CR) dropped; tab, LF and CR as character references.
  static func xmlEscape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t": result += "&#9;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  static func encode<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "[]\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// Percent-encodes one path component for a `file:` URI (RFC 3986 unreserved characters stay as they are).
func percentEncodedPathComponent(_ component: String) -> String {
  var result = ""
  for byte in component.utf8 {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
      result.unicodeScalars.append(Unicode.Scalar(byte))
    default:
      let hex = Array("0123456789ABCDEF".utf8)
      result += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]], as: UTF8.self)
    }
  }
  return result
}
