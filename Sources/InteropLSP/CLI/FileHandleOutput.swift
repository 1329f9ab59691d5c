/// Writes to the process's standard streams without buffering surprises.
///
/// No Foundation here: the server binary's startup time and memory are budgets (see README), and linking
/// Foundation loads ICU. Subcommands should prefer `FoundationEssentials` if they need Foundation at all.
public enum FileHandleOutput {
  public static func standardOutput(_ text: String) {
    StandardStreams.writeOutput(text)
  }

  public static func standardError(_ text: String) {
    StandardStreams.writeError(text)
  }
}
