import Foundation  // full Foundation: FileManager and Data for temporary folders
@testable import InteropAnalysis
@testable import InteropLSP
import XCTest

/// Issue 20 (`lint` throughput): the shortcuts of the walk, the read and the configuration search give exactly
/// what the plain ways give.
final class LintThroughputTests: XCTestCase {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-throughput-\(UUID().uuidString)")

  override func setUpWithError() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  @discardableResult
  private func create(_ relative: String, _ bytes: [UInt8] = Array("let x = 1\n".utf8)) throws -> String {
    let url = directory.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
    return url.path
  }

  private func link(_ relative: String, to target: String) throws {
    let url = directory.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
  }

  func testTheParallelWalkGivesTheSerialWalksFilesAndProblemsInTheSameOrder() throws {
    for folder in ["A", "A/Deep/Deeper", "B", "C/One", "C/Two", "D"] {
      try create("\(folder)/File.swift")
      try link("\(folder)/Dangling.swift", to: "/nonexistent-\(folder.count)")
    }
    try create("Top.swift")
    try link("Loose.swift", to: "/nonexistent-top")
    try link("C/Linked.swift", to: "../A/File.swift")
    let root = LintFile(path: directory.path)
    var serialProblems: [String] = []
    let serial = FileWalk.swiftFiles(under: root, inParallel: false, problems: &serialProblems)
    var parallelProblems: [String] = []
    let parallel = FileWalk.swiftFiles(under: root, inParallel: true, problems: &parallelProblems)
    XCTAssertEqual(parallel, serial)
    XCTAssertEqual(parallel.map(\.identity), serial.map(\.identity))
    XCTAssertEqual(parallelProblems, serialProblems)
    XCTAssertEqual(serial.count, 8)
    XCTAssertEqual(serialProblems.count, 7)
  }

  func testTheWalksExclusionPerFolderEqualsTheFilterPerFile() throws {
    try create(".interop-lsp.json", Array(#"{"exclude": ["Generated/**", "*.mock.swift"]}"#.utf8))
    for relative in ["A/File.swift", "A/Fake.mock.swift", "A/B/C/D.swift", "Generated/G.swift", "Generated/Deep/H.swift", "E/F/Real.swift"] {
      try create(relative)
    }
    try create("Nested/.interop-lsp.json", Array(#"{"include": ["Kept/**"]}"#.utf8))
    try create("Nested/Kept/K.swift")
    try create("Nested/Dropped/L.swift")
    let root = LintFile(path: directory.path)
    var serialProblems: [String] = []
    let filtered = FileWalk.swiftFiles(under: root, inParallel: false, problems: &serialProblems)
      .filter { !WalkExclusions().isExcluded($0) }
    var parallelProblems: [String] = []
    let excluded = FileWalk.swiftFiles(under: root, inParallel: true, exclusions: WalkExclusions(), problems: &parallelProblems)
    XCTAssertEqual(excluded, filtered)
    XCTAssertEqual(
      excluded.map { String($0.path.dropFirst(directory.path.count + 1)) }, ["A/B/C/D.swift", "A/File.swift", "E/F/Real.swift", "Nested/Kept/K.swift"])
    XCTAssertEqual(parallelProblems, serialProblems)
  }

  func testAWalkedFileKeepsTheIdentityStatGivesItThroughLinks() throws {
    let target = try create("A/File.swift")
    try link("B/Linked.swift", to: target)
    var problems: [String] = []
    let files = FileWalk.swiftFiles(under: LintFile(path: directory.path), inParallel: true, problems: &problems)
    XCTAssertEqual(files.count, 2)
    for file in files {
      XCTAssertEqual(file.identity, FileWalk.stat(file.raw).map(FileIdentity.init), file.path)
    }
    XCTAssertEqual(FileWalk.unique(files + [LintFile(path: target)]).map(\.path), [files[0].path])
  }

  func testAReadSizedByFstatGivesEveryByteOfAFile() throws {
    for size in [0, 1, 4095, 4096, 4097, 65_537, 300_001] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
      let path = try create("Sized\(size).swift", bytes)
      guard case .read(let read, _) = FileSnapshot.readBytesAndStamp(Array(path.utf8), tooLarge: nil) else {
        return XCTFail("\(size): not read")
      }
      XCTAssertEqual(read, bytes, "\(size)")
      XCTAssertEqual(try FileSnapshot.readBytesAndStamp(Array(path.utf8)).get().bytes, bytes, "\(size)")
    }
  }

  func testAFileTheLimitRejectsIsNotReadAndItsSizeComesFromTheDescriptor() throws {
    let path = try create("Big.swift", Array(repeating: UInt8(ascii: "a"), count: 1000))
    guard case .tooLarge(let size) = FileSnapshot.readBytesAndStamp(Array(path.utf8), tooLarge: { $0 > 999 }) else {
      return XCTFail("read")
    }
    XCTAssertEqual(size, 1000)
    guard case .failure(let problem) = FileSnapshot.readBytesAndStamp(Array(directory.path.utf8), tooLarge: { _ in true }) else {
      return XCTFail("a folder was read")
    }
    XCTAssertEqual(problem.message, "not a regular file")
  }

  /// The character-based path arithmetic `FilePath` used for every path before ASCII paths went by bytes.
  private func characterName(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  private func characterDirectory(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }

  private func componentAbsolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : FilePath.join(FileManager.default.currentDirectoryPath, path)
    return "/" + full.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.joined(separator: "/")
  }

  func testPathArithmeticByBytesEqualsItByCharacters() {
    let paths = [
      "", "/", "//", "a", "a/", "a//", "/a", "/a/", "/a//b/", "a/b/c.swift", "/a/b/c.swift", "./x.swift", "a/./b", "/a/.",
      "/a/..", "/a/../b.swift", "/.", "/./", ".", "..", "\r\n/x.swift", "a\r\n/", "/work/field-corpus/apps/A/B.swift",
      "é/ü.swift", "/dü/", "\u{600}/x", "a/\u{301}", "/a/b\u{301}/c",
    ]
    for path in paths {
      XCTAssertEqual(FilePath.name(of: path), characterName(path), path.debugDescription)
      XCTAssertEqual(FilePath.directory(of: path), characterDirectory(path), path.debugDescription)
      XCTAssertEqual(FilePath.absolute(path), componentAbsolute(path), path.debugDescription)
    }
    XCTAssertEqual(FilePath.directory(of: "/a/b/c.swift"), "/a/b")
    XCTAssertEqual(FilePath.name(of: "/a/b/c.swift/"), "c.swift")
    XCTAssertEqual(FilePath.absolute("/a//./b"), "/a/b")
  }

  func testAFolderListingByReaddirEqualsFileManagers() throws {
    for name in ["App.xcodeproj", "Other.xcodeproj", "notes.txt", ".xcodeproj", "Tools.xcodeprojx"] { try create("Listed/\(name)") }
    let folder = directory.appendingPathComponent("Listed").path
    XCTAssertEqual(
      ProjectFiles.entries(in: folder, endingWith: ".xcodeproj"),
      try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".xcodeproj") }.sorted())
    XCTAssertEqual(ProjectFiles.entries(in: folder + "/missing", endingWith: ".xcodeproj"), [])
    try create("Listed/Ünïcode.xcodeproj")
    XCTAssertNil(ProjectFiles.entries(in: folder, endingWith: ".xcodeproj"), "a name that is not ASCII goes to FileManager")
  }

  func testProbesAnswerOncePerPathAndANewRunAsksAgain() throws {
    let path = directory.appendingPathComponent(".interop-lsp.json").path
    let probes = FileProbes()
    XCTAssertFalse(probes.fileExists(path))
    XCTAssertNil(probes.stamp(path))
    try create(".interop-lsp.json", Array("{}".utf8))
    XCTAssertFalse(probes.fileExists(path), "the run's first answer")
    XCTAssertNil(probes.stamp(path))
    let next = FileProbes()
    XCTAssertTrue(next.fileExists(path))
    XCTAssertEqual(next.stamp(path), ProjectFiles.stamp(path))
  }
}
