import Foundation

/// Writes to the process's standard streams without buffering surprises.
public enum FileHandleOutput {
  public static func standardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  public static func standardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
