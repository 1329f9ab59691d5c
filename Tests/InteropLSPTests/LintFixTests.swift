import Foundation  // full Foundation: Process (runs patch(1))
import InteropAnalysis
@testable import InteropLSP
import XCTest

/// `interop-lsp lint --fix` and `--fix --dry-run` on temporary files, through the real binary.
final class LintFixTests: XCTestCase {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-fix-\(UUID().uuidString)")

  override func setUpWithError() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  private func write(_ name: String, _ text: String, permissions: Int = 0o644) throws -> String {
    let path = directory.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path)
    return path
  }

  private func read(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  private func permissions(_ path: String) throws -> Int {
    try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  private let typos = """
    struct Notes: UIViewRepresentable {
      func makeUIView(context: Context) -> UITextView { UITextView() }
      func updateUiView(_ uiView: UITextView, context: Context) {}
      func dismantleUIView(_ uiView: UITextView, coordinator: ()) {}
    }

    """

  private let typosFixed = """
    struct Notes: UIViewRepresentable {
      func makeUIView(context: Context) -> UITextView { UITextView() }
      func updateUIView(_ uiView: UITextView, context: Context) {}
      static func dismantleUIView(_ uiView: UITextView, coordinator: ()) {}
    }

    """

  /// Two safe fixes insert at the same place: one waits for the second round.
  private let sameInsertionPoint = """
    private struct Notes: UIViewRepresentable {
      func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextView, context: Context) -> CGSize? { nil }
      func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.delegate = context.coordinator
        return view
      }
      func updateUIView(_ uiView: UITextView, context: Context) {}
      @MainActor final class Coordinator: NSObject, UITextViewDelegate {
        var parent: Notes
        init(parent: Notes) { self.parent = parent }
      }
    }

    """

  private let sameInsertionPointFixed = """
    private struct Notes: UIViewRepresentable {
      func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

      @available(iOS 16.0, *)
      func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextView, context: Context) -> CGSize? { nil }
      func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.delegate = context.coordinator
        return view
      }
      func updateUIView(_ uiView: UITextView, context: Context) {}
      @MainActor final class Coordinator: NSObject, UITextViewDelegate {
        var parent: Notes
        init(parent: Notes) { self.parent = parent }
      }
    }

    """

  func testFixRewritesTheFileKeepingPermissionsAndReportsWhatIsLeft() throws {
    let path = try write("Notes.swift", typos, permissions: 0o640)
    let stub = try write("Gauge.swift", "private struct Gauge: UIViewRepresentable {\n  func makeUIView(context: Context) -> UIProgressView { UIProgressView() }\n}\n", permissions: 0o600)
    let run = try ServerBinary.run(["lint", "--fix", path, stub])
    XCTAssertEqual(try read(path), typosFixed)
    XCTAssertEqual(try permissions(path), 0o640)
    // Not safe for fix-all: the stub is left to the user, and its finding still counts.
    XCTAssertEqual(try read(stub), "private struct Gauge: UIViewRepresentable {\n  func makeUIView(context: Context) -> UIProgressView { UIProgressView() }\n}\n")
    XCTAssertEqual(try permissions(stub), 0o600)
    XCTAssertEqual(run.stdout, "\(stub):1:16: error: `Gauge` conforms to `UIViewRepresentable` but has no `updateUIView`; SwiftUI requires it. [missing-requirement]\n")
    XCTAssertEqual(run.stderr, "interop-lsp lint: fixed 1 file\n1 finding (1 error) in 2 files\n")
    XCTAssertEqual(run.status, 1)
    // No temporary files left behind.
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["Gauge.swift", "Notes.swift"])
  }

  func testFixRunsRoundsUntilNothingChangesAndASecondRunChangesNothing() throws {
    try Data("{\"deploymentTarget\": \"iOS 15.0\"}".utf8).write(to: directory.appendingPathComponent(".interop-lsp.json"))
    let path = try write("Notes.swift", sameInsertionPoint, permissions: 0o755)
    let first = try ServerBinary.run(["lint", "--fix", directory.path])
    XCTAssertEqual(try read(path), sameInsertionPointFixed)
    XCTAssertEqual(first.stdout, "")
    XCTAssertEqual(first.stderr, "interop-lsp lint: fixed 1 file\n0 findings in 1 file\n")
    XCTAssertEqual(first.status, 0)
    XCTAssertEqual(try permissions(path), 0o755)
    let second = try ServerBinary.run(["lint", "--fix", directory.path])
    XCTAssertEqual(try read(path), sameInsertionPointFixed)
    XCTAssertEqual(second.stdout, "")
    XCTAssertEqual(second.stderr, "0 findings in 1 file\n")
    XCTAssertEqual(second.status, 0)
  }

  func testFixFollowsSymbolicLinksAndKeepsThem() throws {
    let path = try write("Notes.swift", typos)
    let link = directory.appendingPathComponent("Link.swift").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
    let run = try ServerBinary.run(["lint", "--fix", link])
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), path)
    XCTAssertEqual(try read(path), typosFixed)
  }

  func testDryRunPrintsAUnifiedDiffAndChangesNothing() throws {
    let path = try write("Notes.swift", typos, permissions: 0o640)
    let clean = try write("Clean.swift", "let answer = 42\n")
    let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    let run = try ServerBinary.run(["lint", "--fix", "--dry-run", clean, path])
    XCTAssertEqual(
      run.stdout,
      """
      --- a/\(path)
      +++ b/\(path)
      @@ -1,5 +1,5 @@
       struct Notes: UIViewRepresentable {
         func makeUIView(context: Context) -> UITextView { UITextView() }
      -  func updateUiView(_ uiView: UITextView, context: Context) {}
      -  func dismantleUIView(_ uiView: UITextView, coordinator: ()) {}
      +  func updateUIView(_ uiView: UITextView, context: Context) {}
      +  static func dismantleUIView(_ uiView: UITextView, coordinator: ()) {}
       }

      """)
    XCTAssertEqual(run.stderr, "")
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(try read(path), typos)
    XCTAssertEqual(try permissions(path), 0o640)
    XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, before)
  }

  func testDryRunHunksKeepThreeLinesOfContextAndMarkAMissingFinalNewline() throws {
    let filler = (1...8).map { "  // line \($0)\n" }.joined()
    let text = "struct Notes: UIViewRepresentable {\n  func makeUIView(context: Context) -> UITextView { UITextView() }\n"
      + "  func updateUiView(_ uiView: UITextView, context: Context) {}\n" + filler
      + "  func dismantleUIView(_ uiView: UITextView, coordinator: ()) {}\n}"
    let path = try write("Notes.swift", text)
    let run = try ServerBinary.run(["lint", "--fix", "--dry-run", path])
    XCTAssertEqual(
      run.stdout,
      """
      --- a/\(path)
      +++ b/\(path)
      @@ -1,6 +1,6 @@
       struct Notes: UIViewRepresentable {
         func makeUIView(context: Context) -> UITextView { UITextView() }
      -  func updateUiView(_ uiView: UITextView, context: Context) {}
      +  func updateUIView(_ uiView: UITextView, context: Context) {}
         // line 1
         // line 2
         // line 3
      @@ -9,5 +9,5 @@
         // line 6
         // line 7
         // line 8
      -  func dismantleUIView(_ uiView: UITextView, coordinator: ()) {}
      +  static func dismantleUIView(_ uiView: UITextView, coordinator: ()) {}
       }
      \\ No newline at end of file

      """)
    XCTAssertEqual(try read(path), text)
    // The diff applies with patch(1) when it is installed.
    let patch = "/usr/bin/patch"
    guard FileManager.default.isExecutableFile(atPath: patch) else { return }
    let diffPath = directory.appendingPathComponent("fix.diff").path
    try Data(run.stdout.utf8).write(to: URL(fileURLWithPath: diffPath))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: patch)
    process.arguments = ["-s", path, diffPath]
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
    XCTAssertEqual(
      try read(path),
      text.replacingOccurrences(of: "updateUiView", with: "updateUIView")
        .replacingOccurrences(of: "  func dismantleUIView", with: "  static func dismantleUIView"))
  }

  func testDryRunNeedsFixAndTextFormat() throws {
    let path = try write("Notes.swift", typos)
    let alone = try ServerBinary.run(["lint", "--dry-run", path])
    XCTAssertEqual(alone.status, 2)
    XCTAssert(alone.stderr.hasPrefix("interop-lsp lint: --dry-run needs --fix\n"), alone.stderr)
    let json = try ServerBinary.run(["lint", "--fix", "--dry-run", "--format", "json", path])
    XCTAssertEqual(json.status, 2)
    XCTAssertEqual(try read(path), typos)
  }

  // MARK: Issue 20: --fix never loses a byte

  func testAFileChangedAfterItWasReadIsNotReplaced() throws {
    let path = try write("Notes.swift", typos)
    guard case .success(let snapshot) = FileSnapshot.read(path) else { return XCTFail("cannot read") }
    // Another process appends a line between the read and the replacement.
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("// appended\n".utf8))
    try handle.close()
    XCTAssertEqual(
      LintCommand.replace(snapshot, with: Array(typosFixed.utf8)),
      "the file changed while it was being fixed; not replaced (run again)")
    XCTAssertEqual(try read(path), typos + "// appended\n")
    // Same size, other bytes: caught by the re-read even if the stamp looked the same.
    guard case .success(let second) = FileSnapshot.read(path) else { return XCTFail("cannot read") }
    var changed = second
    changed.bytes[0] = UInt8(ascii: "S")
    XCTAssertEqual(
      LintCommand.replace(changed, with: Array(typosFixed.utf8)),
      "the file changed while it was being fixed; not replaced (run again)")
    XCTAssertNil(LintCommand.replace(second, with: Array(typosFixed.utf8)))
    XCTAssertEqual(try read(path), typosFixed)
  }

  func testLinesAppendedDuringAFixRunAreNeverLost() throws {
    let paths = try (0..<24).map { try write("Notes\($0).swift", typos) }
    let appended = Locked<[String: [String]]>([:])
    let done = Locked(false)
    let writer = Thread {
      var round = 0
      while (!done.withLock({ $0 }) && round < 500) || round < 3 {
        for path in paths {
          let line = "// appended \(round)\n"
          if let handle = FileHandle(forWritingAtPath: path) {
            // O_APPEND-like: seek to the end and write one line.
            _ = try? handle.seekToEnd()
            try? handle.write(contentsOf: Data(line.utf8))
            try? handle.close()
            appended.withLock { $0[path, default: []].append(line) }
          }
        }
        round += 1
        usleep(500)
      }
    }
    writer.start()
    let run = try ServerBinary.run(["lint", "--fix", directory.path])
    done.withLock { $0 = true }
    while !writer.isFinished { usleep(1000) }
    XCTAssertTrue([0, 1, 2].contains(run.status), run.stderr)
    for path in paths {
      let text = try read(path)
      for line in appended.withLock({ $0[path] ?? [] }) {
        XCTAssertTrue(text.contains(line), "\(path) lost \(line)")
      }
      XCTAssertTrue(text.hasPrefix(typos) || text.hasPrefix(typosFixed), text)
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }, [])
  }

  func testAReadOnlyFileIsReportedAndNotReplaced() throws {
    let path = try write("Notes.swift", typos, permissions: 0o444)
    let run = try ServerBinary.run(["lint", "--fix", path])
    XCTAssertEqual(try read(path), typos)
    XCTAssertEqual(run.stderr, "\(path): error: the file is read-only; not replaced\n0 findings in 1 file\n")
    XCTAssertEqual(run.status, 2)
  }

  func testStaleTemporaryFilesOfAKilledRunAreRemovedAndLiveOnesKept() throws {
    _ = try write("Notes.swift", typos)
    var dead: Int32 = 999_999
    while kill(dead, 0) == 0 || errno != ESRCH { dead -= 1 }
    let stale = ".Notes.swift.interop-lsp-tmp-\(dead)-Ab12Cd"
    let live = ".Notes.swift.interop-lsp-tmp-\(getpid())-Ef34Gh"
    _ = try write(stale, "partial")
    _ = try write(live, "in progress")
    _ = try write(".unrelated", "keep")
    let run = try ServerBinary.run(["lint", "--fix", directory.path])
    XCTAssertEqual(
      run.stderr, "interop-lsp lint: removed 1 stale temporary file left by an interrupted --fix\ninterop-lsp lint: fixed 1 file\n0 findings in 1 file\n")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), [live, ".unrelated", "Notes.swift"].sorted())
  }

  func testFixDoesNotFollowASymbolicLinkOutOfTheFoldersGiven() throws {
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("lint-fix-outside-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outside) }
    let target = outside.appendingPathComponent("Notes.swift").path
    try Data(typos.utf8).write(to: URL(fileURLWithPath: target))
    let inside = directory.appendingPathComponent("Inside")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
    let link = inside.appendingPathComponent("Link.swift").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    // A link that stays inside the folder is followed (to a file the walk does not list itself).
    let own = try write("Own.txt", typos)
    try FileManager.default.createSymbolicLink(atPath: inside.appendingPathComponent("OwnLink.swift").path, withDestinationPath: own)
    let run = try ServerBinary.run(["lint", "--fix", directory.path])
    XCTAssertEqual(try read(target), typos)
    XCTAssertEqual(try read(own), typosFixed)
    let resolved = try XCTUnwrap(LintCommand.FixScope.resolved(target))
    XCTAssertEqual(
      run.stderr,
      "\(link): error: is a symbolic link to \(resolved), outside the folders given; not fixed\ninterop-lsp lint: fixed 1 file\n0 findings in 2 files\n")
    XCTAssertEqual(run.status, 2)
  }
}
