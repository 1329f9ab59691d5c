/// The name and version reported in `serverInfo` and by `--version`.
public enum ServerVersion {
  public static let name = "interop-lsp"
  public static let version = "0.1.0"
}
