// Build-tool plugin: lints the target's Swift files with `interop-lsp lint` during `swift build` and Xcode
// builds. Findings are printed as `path:line:column: warning|error|note: message [rule-id]`, the lines SwiftPM
// shows and Xcode's issue navigator lists. Warnings and notes never fail the build; an `error` finding
// (e.g. `dismantle-not-static`) does, like a compiler error (lower it in `.interop-lsp.json` if you must).
//
// One command per target: its inputs are the target's Swift files (and the tool), its output a stamp file
// in the plugin work directory, so the command reruns only when a file (or the tool) changed, and a failed
// run (an error finding) reruns on the next build.
import PackagePlugin
import Foundation  // full Foundation: URL (the PackagePlugin API), plugins only

@main
struct InteropLintBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let files = module.sourceFiles(withSuffix: "swift").map(\.url)
    return Self.commands(
      tool: try context.tool(named: "interop-lsp").url, files: files,
      workDirectory: context.pluginWorkDirectoryURL, targetName: target.name)
  }

  static func commands(tool: URL, files: [URL], workDirectory: URL, targetName: String) -> [Command] {
    guard !files.isEmpty else { return [] }
    let stamp = workDirectory.appendingPathComponent("interop-lint-\(targetName).stamp")
    // sh -c SCRIPT TOOL STAMP FILE...: lint, and touch the stamp only when no error was found.
    let script = """
      tool="$0"; stamp="$1"; shift
      "$tool" lint --fail-on error "$@"; status=$?
      if [ "$status" -eq 0 ]; then : > "$stamp"; else rm -f "$stamp"; fi
      exit "$status"
      """
    return [
      .buildCommand(
        displayName: "interop-lsp lint \(targetName) (\(files.count) Swift files)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, tool.path, stamp.path] + files.map(\.path),
        inputFiles: [tool] + files,
        outputFiles: [stamp])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension InteropLintBuildPlugin: XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let files = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
    return Self.commands(
      tool: try context.tool(named: "interop-lsp").url, files: files,
      workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName)
  }
}
#endif
