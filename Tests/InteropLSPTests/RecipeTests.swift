import Dispatch
import Foundation  // full Foundation: Process (runs swiftc and the built server)
import InteropAnalysis
import SwiftLiteParser
import XCTest

/// Every recipe at every tested setting (iOS 15, 16, 17, 26 and unknown; Swift 5, 6 and unknown): no finding
/// from the rules in process and from the real `interop-lsp lint` with a `.interop-lsp.json` of that setting,
/// a clean parse by `swiftc -parse` (skipped, saying so, without a toolchain), and the text in
/// `docs/recipes.md` (`UPDATE_GOLDEN=1 swift test --filter RecipeTests` rewrites it).
final class RecipeTests: XCTestCase {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func testGoldenPageIsUpToDate() throws {
    let url = Self.packageRoot.appendingPathComponent("docs/recipes.md")
    let page = RecipeDocumentation.page()
    let current = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    if current == page { return }
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      try page.write(to: url, atomically: true, encoding: .utf8)
    } else {
      XCTFail("docs/recipes.md is stale; run `UPDATE_GOLDEN=1 swift test --filter RecipeTests`")
    }
  }

  func testEveryVariantHasNoFindingInProcess() {
    for recipe in RecipeCatalog.all {
      for settings in RecipeDocumentation.settings {
        let configuration = AnalysisConfiguration(
          deploymentTarget: settings.deploymentTarget, swiftLanguageMode: settings.swiftLanguageMode,
          defaultIsolation: settings.swiftLanguageMode == nil ? nil : .nonisolated)
        let text = recipe.fileText(settings)
        let tree = SyntaxTree.parse(text)
        XCTAssertFalse(tree.hasErrors, "\(recipe.id) at \(settings.description): the project's parser reports errors")
        let findings = InteropAnalyzer.analyze(tree: tree, path: nil, configuration: configuration)
        XCTAssertEqual(
          findings.map { "\($0.ruleID): \($0.message)" }, [], "\(recipe.id) at \(settings.description)")
      }
    }
  }

  /// Writes each setting's variants into its own folder (with its `.interop-lsp.json`), lints every folder with
  /// the real binary and parses every file with one `swiftc -parse`.
  func testEveryVariantParsesWithSwiftcAndLintsClean() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("interop-lsp-recipes-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    defer { try? FileManager.default.removeItem(at: root) }
    // swiftc parses each distinct text once.
    var files: [String] = []
    var parsed: Set<String> = []
    for (position, settings) in RecipeDocumentation.settings.enumerated() {
      let folder = root.appendingPathComponent("setting\(position)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      var members: [String] = []
      if let target = settings.deploymentTarget { members.append("\"deploymentTarget\": \"\(target.description)\"") }
      if let mode = settings.swiftLanguageMode { members.append("\"swiftLanguageMode\": \(mode)") }
      if !members.isEmpty {
        try ("{ " + members.joined(separator: ", ") + " }\n").write(
          to: folder.appendingPathComponent(".interop-lsp.json"), atomically: true, encoding: .utf8)
      }
      for recipe in RecipeCatalog.all {
        let file = folder.appendingPathComponent("\(recipe.id)-\(position).swift")
        let text = recipe.fileText(settings)
        try text.write(to: file, atomically: true, encoding: .utf8)
        if parsed.insert(text).inserted { files.append(file.path) }
      }
      let lint = try ServerBinary.run(["lint", folder.path])
      XCTAssertEqual(lint.status, 0, "lint at \(settings.description): \(lint.stdout)\(lint.stderr)")
      XCTAssertEqual(lint.stdout, "", "lint at \(settings.description)")
    }
    guard let swiftc = Self.swiftc() else {
      throw XCTSkip("swiftc not found (PATH, /opt/swift/usr/bin): the parse check did not run")
    }
    let parse = try Self.run(swiftc, ["-parse"] + files)
    XCTAssertEqual(parse.status, 0, parse.output)
    XCTAssertFalse(parse.output.contains("error:"), parse.output)
    XCTAssertFalse(parse.output.contains("warning:"), parse.output)
  }

  static func swiftc() -> URL? {
    var candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc")
    }
    candidates.append(URL(fileURLWithPath: "/opt/swift/usr/bin/swiftc"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
