/// `interop-lsp lint …`: stub, replaced by the work that owns this command.
public enum LintCommand {
  /// Runs the subcommand with the arguments after its name and returns the process exit code.
  public static func run(_ arguments: [String]) -> Int32 {
    FileHandleOutput.standardError("interop-lsp lint: not implemented yet\n")
    return 2
  }
}
