// `swift package interop-lint [--target NAME]... [LINT OPTIONS]`: runs `interop-lsp lint` over the package's
// source targets (all of them, or those named), read-only. Any other option goes to `lint` (`--format json`,
// `--fail-on never`, ...). `--fix` rewrites files, which needs write access to the package directory, so it
// lives in a second plugin that asks for it: `swift package interop-lint-fix`.
import PackagePlugin
import Foundation  // full Foundation: Process, plugins only

@main
struct InteropLintCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    if extractor.extractFlag(named: "fix") > 0 {
      Diagnostics.error(
        "interop-lint is read-only; to apply the safe fixes run `swift package interop-lint-fix` "
          + "(it asks for permission to write to the package directory)")
      return
    }
    let files = try sourceFiles(context.package, names)
    let status = try run(context.tool(named: "interop-lsp").url, ["lint"] + extractor.remainingArguments + files)
    if status != 0 { Diagnostics.error("interop-lsp lint exited with status \(status)") }
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
