#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import InteropAnalysis

/// `interop-lsp docs [--output DIR]`: writes the rule pages and their index.
public enum DocsCommand {
  public static let usage = """
    USAGE: interop-lsp docs --output DIR [--hover FILE] [--schema FILE]

    Writes one Markdown page per rule (DIR/<rule-id>.md) and an index (DIR/README.md), generated from the
    rule descriptions, the list of hover topics (--hover, default DIR/hover.md) and the JSON Schema of
    .interop-lsp.json (--schema, default DIR/interop-lsp.schema.json). DIR is required, so that
    nothing is written into the current folder by accident; DIR is created if missing, and pages of rules
    that no longer exist are removed from it. (In a clone: `interop-lsp docs --output docs/rules --hover
    docs/hover.md` regenerates the published pages.)

    """

  /// Runs the subcommand with the arguments after its name and returns the process exit code.
  public static func run(_ arguments: [String]) -> Int32 {
    var outputFolder: String?
    var hoverFile: String?
    var schemaFile: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      switch argument {
      case "-h", "--help":
        FileHandleOutput.standardOutput(usage)
        return 0
      case "--hover":
        guard index < arguments.count else {
          FileHandleOutput.standardError("interop-lsp docs: --hover needs a file\n\n" + usage)
          return 2
        }
        hoverFile = arguments[index]
        index += 1
      case "--schema":
        guard index < arguments.count else {
          FileHandleOutput.standardError("interop-lsp docs: --schema needs a file\n\n" + usage)
          return 2
        }
        schemaFile = arguments[index]
        index += 1
      case "--output", "-o":
        guard index < arguments.count else {
          FileHandleOutput.standardError("interop-lsp docs: --output needs a folder\n\n" + usage)
          return 2
        }
        outputFolder = arguments[index]
        index += 1
      default:
        FileHandleOutput.standardError("interop-lsp docs: unknown argument '\(argument)'\n\n" + usage)
        return 2
      }
    }
    guard let output = outputFolder else {
      FileHandleOutput.standardError("interop-lsp docs: --output DIR is required\n\n" + usage)
      return 2
    }
    let hoverOutput = hoverFile ?? FilePath.join(output, "hover.md")
    let schemaOutput = schemaFile ?? FilePath.join(output, "interop-lsp.schema.json")
    do {
      try write(to: output)
      try Data(HoverDocs.render().utf8).write(to: URL(fileURLWithPath: hoverOutput))
      try Data(ConfigurationSchema.render().utf8).write(to: URL(fileURLWithPath: schemaOutput))
    } catch {
      FileHandleOutput.standardError("interop-lsp docs: cannot write to \(output): \(error)\n")
      return 2
    }
    FileHandleOutput.standardOutput("wrote \(RuleDocumentation.pages().count) files to \(output), \(hoverOutput) and \(schemaOutput)\n")
    return 0
  }

  /// Writes every page into `directory`, creating it, and removes pages of rules that no longer exist.
  public static func write(to directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let pages = RuleDocumentation.pages()
    let names = Set(pages.map(\.fileName))
    for page in pages {
      let path = directory.hasSuffix("/") ? directory + page.fileName : directory + "/" + page.fileName
      try Data(page.contents.utf8).write(to: URL(fileURLWithPath: path))
    }
    for existing in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where existing.hasSuffix(".md") && !names.contains(existing) {
      try? FileManager.default.removeItem(atPath: directory.hasSuffix("/") ? directory + existing : directory + "/" + existing)
    }
  }
}
