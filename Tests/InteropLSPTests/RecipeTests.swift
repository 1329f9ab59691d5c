import Dispatch
import Foundation  // full Foundation: Process (runs swiftc and the built server)
import InteropAnalysis
import InteropTestSupport
import Protocol
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
    let parse = try Self.parse(swiftc, files: files, in: root)
    XCTAssertEqual(parse.status, 0, parse.output)
    XCTAssertFalse(parse.output.contains("error:"), parse.output)
    XCTAssertFalse(parse.output.contains("warning:"), parse.output)
  }

  /// `swiftc -parse` over the files joined into one (a frontend per file costs ~0.1 s; parsing needs no
  /// semantic separation, and a construct left open in one file still fails at the end).
  static func parse(_ swiftc: URL, files: [String], in folder: URL) throws -> (status: Int32, output: String) {
    var joined = ""
    for file in files {
      joined += "// ---- \(file)\n" + (try String(contentsOfFile: file, encoding: .utf8)) + "\n"
    }
    let combined = folder.appendingPathComponent("all-variants.swift")
    try joined.write(to: combined, atomically: true, encoding: .utf8)
    return try run(swiftc, ["-parse", combined.path])
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

/// "Add Coordinator" and "Add dismantle for registrations" on every rule example they apply to: the result
/// parses (the project's parser and `swiftc -parse`), no rule reports anything it did not report before, and
/// every result is in `Tests/Golden/editing-actions.txt` (`UPDATE_GOLDEN=1` rewrites it).
final class EditingActionExampleTests: XCTestCase {
  func testActionsOnRuleExamples() throws {
    var golden: [String] = []
    var texts: [String] = []
    for rule in RuleRegistry.all {
      let description = rule.description
      for (position, example) in (description.triggering + description.nonTriggering).enumerated() {
        let marked = MarkedSource(example.code)
        var overrides: [String: JSONValue] = [:]
        for (key, value) in example.configuration {
          overrides[key] = Int(value).map { .integer($0) } ?? .string(value)
        }
        let configuration = AnalysisConfiguration.decode(value: .object(overrides)).configuration
        let tree = SyntaxTree.parse(marked.text)
        let context = AnalysisContext(tree: tree, path: nil, configuration: configuration)
        let before = Set(InteropAnalyzer.analyze(context: context).map(\.ruleID))
        let actions = EditingActions.actions(context: context, range: 0..<tree.bytes.count).filter {
          $0.title == EditingActions.Title.addCoordinator || $0.title == EditingActions.Title.addDismantle
        }
        for action in actions {
          let applied = TextEdit.apply(action.edits, to: tree.bytes)
          XCTAssertEqual(applied.skipped, [], "\(description.id) #\(position): \(action.title)")
          let text = String(decoding: applied.bytes, as: UTF8.self)
          let newTree = SyntaxTree.parse(text)
          if !tree.hasErrors {
            XCTAssertFalse(newTree.hasErrors, "\(description.id) #\(position): \(action.title) leaves a parse error:\n\(text)")
          }
          let after = Set(InteropAnalyzer.analyze(tree: newTree, path: nil, configuration: configuration).map(\.ruleID))
          XCTAssertEqual(after.subtracting(before), [], "\(description.id) #\(position): \(action.title) adds findings:\n\(text)")
          golden.append("## \(description.id) #\(position): \(action.title)\n\n\(text)\n")
          if !tree.hasErrors { texts.append(text) }
        }
      }
    }
    XCTAssertFalse(golden.isEmpty)
    let page = "# Refactorings on the rule examples (generated by EditingActionExampleTests; do not edit)\n\n" + golden.joined(separator: "\n")
    let url = RecipeTests.packageRoot.appendingPathComponent("Tests/Golden/editing-actions.txt")
    let current = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    if current != page {
      if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try page.write(to: url, atomically: true, encoding: .utf8)
      } else {
        XCTFail("Tests/Golden/editing-actions.txt is stale; run `UPDATE_GOLDEN=1 swift test --filter EditingActionExampleTests`")
      }
    }
    guard let swiftc = RecipeTests.swiftc() else {
      throw XCTSkip("swiftc not found (PATH, /opt/swift/usr/bin): the parse check did not run")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interop-lsp-actions-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String] = []
    for (position, text) in Set(texts).sorted().enumerated() {
      let file = folder.appendingPathComponent("action\(position).swift")
      try text.write(to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let parse = try RecipeTests.parse(swiftc, files: files, in: folder)
    XCTAssertEqual(parse.status, 0, parse.output)
  }
}
