/// Serialises `JSONValue` to compact UTF-8 JSON: keys sorted, strings escaped per RFC 8259,
/// non-finite numbers written as `null` (JSON has no spelling for them).
public enum JSONWriter {
  public static func encode(_ value: JSONValue) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    write(value, into: &output)
    return output
  }

  public static func write(_ value: JSONValue, into output: inout [UInt8]) {
    switch value {
    case .null:
      output.append(contentsOf: Self.nullBytes)
    case .bool(let flag):
      output.append(contentsOf: flag ? Self.trueBytes : Self.falseBytes)
    case .integer(let number):
      output.append(contentsOf: String(number).utf8)
    case .double(let number):
      writeDouble(number, into: &output)
    case .string(let text):
      writeString(text, into: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      var first = true
      for element in elements {
        if !first { output.append(UInt8(ascii: ",")) }
        first = false
        write(element, into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      var first = true
      for key in members.keys.sorted() {
        guard let member = members[key] else { continue }
        if !first { output.append(UInt8(ascii: ",")) }
        first = false
        writeString(key, into: &output)
        output.append(UInt8(ascii: ":"))
        write(member, into: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  static func writeDouble(_ number: Double, into output: inout [UInt8]) {
    guard number.isFinite else {
      output.append(contentsOf: Self.nullBytes)
      return
    }
    if number.rounded() == number, abs(number) < 9.0e15 {
      // Keep the `.0` so that the value reads back as a double, not an integer (found by FramingFuzz).
      output.append(contentsOf: (number.sign == .minus && number == 0 ? "-0.0" : String(Int(number)) + ".0").utf8)
    } else {
      output.append(contentsOf: "\(number)".utf8)
    }
  }

  static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""):
        output.append(UInt8(ascii: "\\"))
        output.append(UInt8(ascii: "\""))
      case UInt8(ascii: "\\"):
        output.append(UInt8(ascii: "\\"))
        output.append(UInt8(ascii: "\\"))
      case 0x0A:
        output.append(UInt8(ascii: "\\"))
        output.append(UInt8(ascii: "n"))
      case 0x0D:
        output.append(UInt8(ascii: "\\"))
        output.append(UInt8(ascii: "r"))
      case 0x09:
        output.append(UInt8(ascii: "\\"))
        output.append(UInt8(ascii: "t"))
      case 0x00..<0x20, 0x7F:
        output.append(contentsOf: Array("\\u00".utf8))
        output.append(Self.hexDigits[Int(byte >> 4)])
        output.append(Self.hexDigits[Int(byte & 0x0F)])
      default:
        output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  static let nullBytes: [UInt8] = Array("null".utf8)
  static let trueBytes: [UInt8] = Array("true".utf8)
  static let falseBytes: [UInt8] = Array("false".utf8)
  static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
