// `swift package interop-lint-fix [--target NAME]... [--dry-run]`: `interop-lsp lint --fix` over the package's
// source targets (all of them, or those named): applies every safe fix in place, then prints the findings
// left. Declares the write-to-package-directory permission (SwiftPM asks for it, or pass
// `--allow-writing-to-package-directory`); the read-only `swift package interop-lint` does not.
import PackagePlugin
import Foundation  // full Foundation: Process, plugins only

@main
struct InteropLintFixPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    _ = extractor.extractFlag(named: "fix")  // `interop-lint-fix --fix` means the same
    let files = try sourceFiles(context.package, names)
    let status = try run(context.tool(named: "interop-lsp").url, ["lint", "--fix"] + extractor.remainingArguments + files)
    if status != 0 { Diagnostics.error("interop-lsp lint --fix exited with status \(status)") }
  }
}

/// The Swift files of the package's source targets, or of the targets named (an unknown name is an error).
/// Files rather than folders: `Target.directoryURL` needs tools-version 6.1.
func sourceFiles(_ package: Package, _ names: [String]) throws -> [String] {
  let modules = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .snippet }
  let chosen = try names.isEmpty ? modules : names.map { name in
    guard let module = modules.first(where: { $0.name == name }) else {
      throw PluginError("no Swift source target named \(name)")
    }
    return module
  }
  return chosen.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }
}

/// Runs the tool with the plugin's stdout and stderr; returns its exit status.
func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
  let process = Process()
  process.executableURL = tool
  process.arguments = arguments
  try process.run()
  process.waitUntilExit()
  return process.terminationStatus
}

struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
