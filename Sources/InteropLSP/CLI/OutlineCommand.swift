#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import SwiftLiteParser

/// `interop-lsp outline PATH…`: prints the declaration outline of each Swift file (the format of the
/// parser differential check): files are taken as given, folders are searched for `*.swift` and
/// `*.swiftinterface` (symlinked files followed, symlinked folders not), each argument's files in
/// bytewise path order, each file once.
public enum OutlineCommand {
  public static let usage = """
    USAGE: interop-lsp outline PATH...

    Prints the declaration outline of each Swift file (folders: every *.swift and *.swiftinterface below,
    in bytewise path order), the format of the parser differential check. Exit 2 when a path is missing or
    a file cannot be read.

    """

  /// Runs the subcommand with the arguments after its name and returns the process exit code.
  public static func run(_ arguments: [String]) -> Int32 {
    let paths = arguments.filter { !$0.hasPrefix("-") || $0 == "-" }
    if arguments.contains("--help") || arguments.contains("-h") {
      FileHandleOutput.standardOutput(usage)
      return 0
    }
    if paths.isEmpty {
      FileHandleOutput.standardError("interop-lsp outline: no PATH given\n\n" + usage)
      return 2
    }
    var problems = 0
    var files: [String] = []
    var seen = Set<String>()
    for path in paths {
      var isDirectory = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        FileHandleOutput.standardError("interop-lsp outline: no such file or folder: \(path)\n")
        problems += 1
        continue
      }
      var found: [String] = []
      if isDirectory {
        collect(folder: path, into: &found, problems: &problems)
        found.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      } else {
        found = [path]
      }
      for file in found where seen.insert(file).inserted { files.append(file) }
    }
    var output = ""
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        FileHandleOutput.standardError("interop-lsp outline: cannot read \(file)\n")
        problems += 1
        continue
      }
      let tree = SyntaxTree.parse([UInt8](data))
      output += Outline.format(path: file, tree: tree)
      if output.utf8.count > 1 << 20 {
        FileHandleOutput.standardOutput(output)
        output = ""
      }
    }
    FileHandleOutput.standardOutput(output)
    return problems > 0 ? 1 : 0
  }

  static func isSourceName(_ name: String) -> Bool {
    name.hasSuffix(".swift") || name.hasSuffix(".swiftinterface")
  }

  /// Files below `folder`; does not descend into symlinked folders.
  static func collect(folder: String, into found: inout [String], problems: inout Int) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      FileHandleOutput.standardError("interop-lsp outline: cannot list \(folder)\n")
      problems += 1
      return
    }
    for entry in entries {
      let path = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let type = attributes[.type] as? FileAttributeType
      else { continue }
      switch type {
      case .typeDirectory:
        collect(folder: path, into: &found, problems: &problems)
      case .typeRegular:
        if isSourceName(entry) { found.append(path) }
      case .typeSymbolicLink:
        var isDirectory = false
        if isSourceName(entry), FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
          !isDirectory
        {
          found.append(path)
        }
      default:
        break
      }
    }
  }
}
