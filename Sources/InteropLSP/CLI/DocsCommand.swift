/// `interop-lsp docs …`: stub, replaced by the work that owns this command.
public enum DocsCommand {
  /// Runs the subcommand with the arguments after its name and returns the process exit code.
  public static func run(_ arguments: [String]) -> Int32 {
    FileHandleOutput.standardError("interop-lsp docs: not implemented yet\n")
    return 2
  }
}
