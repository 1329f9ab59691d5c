import Foundation  // full Foundation: FileManager and Process for temporary folders and the real binary
import XCTest

/// Issue 20: `lint` skips nothing in silence, reads names by bytes and deep paths by descriptors, lints a
/// file once, and leaves build folders out of a walk.
final class LintWalkTests: XCTestCase {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-walk-\(UUID().uuidString)")

  override func setUpWithError() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    // Deep trees cannot be removed by path: `rm -rf` walks them by descriptors.
    let remove = Process()
    remove.executableURL = URL(fileURLWithPath: "/bin/rm")
    remove.arguments = ["-rf", directory.path]
    try? remove.run()
    remove.waitUntilExit()
  }

  /// A file-private wrapper without `updateUIView` (no other file can hold it): one error finding at 1:16.
  private let stub = "private struct Gauge: UIViewRepresentable {\n  func makeUIView(context: Context) -> UIProgressView { UIProgressView() }\n}\n"

  private func finding(_ path: String) -> String {
    "\(path):1:16: error: `Gauge` conforms to `UIViewRepresentable` but has no `updateUIView`; SwiftUI requires it. [missing-requirement]\n"
  }

  @discardableResult
  private func create(_ relative: String, _ text: String) throws -> String {
    let url = directory.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  func testBuildAndDependencyFoldersAndHiddenFoldersAreSkippedUnlessAFileIsNamed() throws {
    let kept = try create("Sources/A.swift", stub)
    for folder in [".build", "DerivedData", "Pods", "Carthage", "SourcePackages", ".swiftpm", ".hidden", "Sources/Pods"] {
      try create("\(folder)/B.swift", stub)
    }
    let run = try ServerBinary.run(["lint", directory.path])
    XCTAssertEqual(run.stdout, finding(kept))
    XCTAssertEqual(run.stderr, "1 finding (1 error) in 1 file\n")
    XCTAssertEqual(run.status, 1)
    let named = directory.appendingPathComponent("Pods/B.swift").path
    XCTAssertEqual(try ServerBinary.run(["lint", named]).stdout, finding(named))
  }

  func testAFileNamedTwiceOrReachedTwiceIsLintedOnce() throws {
    let path = try create("A.swift", stub)
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("Link.swift").path, withDestinationPath: path)
    let run = try ServerBinary.run(["lint", path, path, directory.path + "/./A.swift", directory.path])
    XCTAssertEqual(run.stdout, finding(path))
    XCTAssertEqual(run.status, 1)
  }

  func testADanglingLinkAndAFIFONamedSwiftAreReportedWithExitTwo() throws {
    let good = try create("A.swift", stub)
    let dangling = directory.appendingPathComponent("Dangling.swift").path
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: directory.appendingPathComponent("gone").path)
    let fifo = directory.appendingPathComponent("Pipe.swift").path
    XCTAssertEqual(mkfifo(fifo, 0o644), 0)
    let run = try ServerBinary.run(["lint", directory.path])
    XCTAssertEqual(run.stdout, finding(good))
    XCTAssertEqual(
      run.stderr.split(separator: "\n").sorted(),
      [
        "\(dangling): error: symbolic link to nothing (No such file or directory); skipped",
        "\(fifo): error: not a regular file; skipped",
        "1 finding (1 error) in 1 file",
      ])
    XCTAssertEqual(run.status, 2)
    // Named explicitly, the FIFO is opened without blocking and reported as well.
    let named = try ServerBinary.run(["lint", fifo])
    XCTAssertEqual(named.stderr, "\(fifo): error: not a regular file; skipped\n0 findings in 0 files\n")
    XCTAssertEqual(named.status, 2)
  }

  func testAnUnreadableFolderIsReportedWithExitTwo() throws {
    // Root reads a mode-000 folder anyway, so the case cannot be produced that way here.
    try XCTSkipIf(getuid() == 0, "running as root: chmod 000 does not make a folder unreadable for root; case not testable here")
    try create("Locked/A.swift", stub)
    let locked = directory.appendingPathComponent("Locked").path
    XCTAssertEqual(chmod(locked, 0), 0)
    defer { chmod(locked, 0o755) }
    let run = try ServerBinary.run(["lint", directory.path])
    XCTAssertEqual(run.stderr, "\(locked): error: cannot read the folder (Permission denied); skipped\n")
    XCTAssertEqual(run.status, 2)
  }

  func testAFileNameThatIsNotUTF8IsLintedThroughItsBytes() throws {
    // "Caf\xE9.swift": Latin-1 é, not UTF-8; created through the raw bytes.
    var raw = Array(directory.path.utf8) + Array("/Caf".utf8) + [0xE9] + Array(".swift".utf8)
    raw.append(0)
    let descriptor = raw.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: raw.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
    }
    XCTAssertGreaterThanOrEqual(descriptor, 0)
    let bytes = Array(stub.utf8)
    XCTAssertEqual(systemWrite(descriptor, bytes, bytes.count), bytes.count)
    close(descriptor)
    let run = try ServerBinary.run(["lint", directory.path])
    XCTAssertEqual(run.stdout, finding(directory.path + "/Caf\u{FFFD}.swift"))
    XCTAssertEqual(run.stderr, "1 finding (1 error) in 1 file\n")
    XCTAssertEqual(run.status, 1)
  }

  func testAPathLongerThanPATHMAXIsLintedThroughFolderDescriptors() throws {
    // 24 levels of 200-byte names: about 4,900 bytes, past Linux's PATH_MAX of 4,096.
    let component = String(repeating: "d", count: 200)
    var folder = open(directory.path, O_RDONLY | O_DIRECTORY)
    XCTAssertGreaterThanOrEqual(folder, 0)
    for _ in 0..<24 {
      XCTAssertEqual(mkdirat(folder, component, 0o755), 0)
      let next = openat(folder, component, O_RDONLY | O_DIRECTORY)
      close(folder)
      folder = next
    }
    let file = openat(folder, "Deep.swift", O_WRONLY | O_CREAT, 0o644)
    let bytes = Array(stub.utf8)
    XCTAssertEqual(systemWrite(file, bytes, bytes.count), bytes.count)
    close(file)
    close(folder)
    let deep = directory.path + String(repeating: "/" + component, count: 24) + "/Deep.swift"
    XCTAssertGreaterThan(deep.utf8.count, Int(PATH_MAX))
    let run = try ServerBinary.run(["lint", directory.path])
    XCTAssertEqual(run.stdout, finding(deep))
    XCTAssertEqual(run.stderr, "1 finding (1 error) in 1 file\n")
    XCTAssertEqual(run.status, 1)
  }
}

private func systemWrite(_ descriptor: Int32, _ bytes: [UInt8], _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

final class LintSizeLimitTests: XCTestCase {
  func testAFileOverTheLimitIsNotReadAndGetsOneNote() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("lint-big-\(UUID().uuidString).swift").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
    // Sparse: 9 MB of zero bytes without writing them.
    XCTAssertEqual(truncate(path, 9 << 20), 0)
    let run = try ServerBinary.run(["lint", path])
    XCTAssertEqual(run.stdout, "\(path):1:1: note: Not analysed: the document is 9.0 MB, over the 8 MB limit. [document-too-large]\n")
    XCTAssertEqual(run.status, 0)
  }
}
