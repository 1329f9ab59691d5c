/// `interop-lsp outline …`: stub, replaced by the work that owns this command.
public enum OutlineCommand {
  /// Runs the subcommand with the arguments after its name and returns the process exit code.
  public static func run(_ arguments: [String]) -> Int32 {
    FileHandleOutput.standardError("interop-lsp outline: not implemented yet\n")
    return 2
  }
}
