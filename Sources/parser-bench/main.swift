import Foundation
import SwiftLiteParser

#if canImport(Glibc)
import Glibc
#endif

func readFile(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var result: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    result.append(contentsOf: buffer[0..<count])
  }
  return result
}

var args = Array(CommandLine.arguments.dropFirst())
if args.first == "--dump" {
  for path in args.dropFirst() {
    guard let bytes = readFile(path) else { continue }
    let tree = SyntaxTree.parse(bytes)
    print(tree.dump())
  }
  exit(0)
}
if args.first == "--check" {
  for path in args.dropFirst() {
    guard let bytes = readFile(path) else { continue }
    let tree = SyntaxTree.parse(bytes)
    let ok = tree.reconstructedBytes() == bytes && tree.green.width == bytes.count
    print("\(path)\t\(ok ? "roundtrip" : "MISMATCH")\t\(tree.hasErrors ? "errors" : "ok")")
  }
  exit(0)
}
if args.first == "--errors" {
  for path in args.dropFirst() {
    guard let bytes = readFile(path) else { continue }
    let tree = SyntaxTree.parse(bytes)
    if !tree.hasErrors { continue }
    let lines = LineIndex(bytes)
    var shown = 0
    tree.root.walk { node in
      if shown >= 3 { return .skipChildren }
      if !node.hasError { return .skipChildren }
      if node.kind == .unexpected {
        let line = lines.line(containing: node.range.lowerBound) + 1
        print("\(path):\(line): unexpected \(node.text.prefix(80))  in \(node.parent?.kind as Any)")
        shown += 1
        return .skipChildren
      }
      for token in node.childTokens where token.isMissing || token.flags.contains(.lexError) {
        let line = lines.line(containing: token.offset) + 1
        print("\(path):\(line): \(token.isMissing ? "missing" : "lexerror") \(token.kind) in \(node.kind) '\(node.text.prefix(80))'")
        shown += 1
      }
      return .visitChildren
    }
  }
  exit(0)
}

/// Files under the arguments as the outline oracle lists them (folders: *.swift and *.swiftinterface,
/// bytewise order per argument, symlinked folders not followed, each file once).
func sourceFiles(_ paths: [String]) -> [String] {
  func walk(_ folder: String, _ found: inout [String]) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for entry in entries {
      let path = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let type = attributes[.type] as? FileAttributeType
      else { continue }
      let isSource = entry.hasSuffix(".swift") || entry.hasSuffix(".swiftinterface")
      switch type {
      case .typeDirectory: walk(path, &found)
      case .typeRegular: if isSource { found.append(path) }
      case .typeSymbolicLink:
        var isDirectory: ObjCBool = false
        if isSource, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
          found.append(path)
        }
      default: break
      }
    }
  }
  var files: [String] = []
  var seen = Set<String>()
  for path in paths {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
    var found: [String] = []
    if isDirectory.boolValue {
      walk(path, &found)
      found.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    } else {
      found = [path]
    }
    for file in found where seen.insert(file).inserted { files.append(file) }
  }
  return files
}

if args.first == "--outline" {
  var output = ""
  for file in sourceFiles(Array(args.dropFirst())) {
    guard let bytes = readFile(file) else { continue }
    output += Outline.format(path: file, tree: SyntaxTree.parse(bytes))
  }
  print(output, terminator: "")
  exit(0)
}
