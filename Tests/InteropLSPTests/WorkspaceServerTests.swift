import Foundation  // full Foundation: FileManager, UUID and NSString paths for the temporary workspace folders
import InteropAnalysis
import InteropLSP
import InteropTestSupport
import Protocol
import SwiftLiteParser
import XCTest

/// A workspace on disk for one test: marked sources written stripped, removed afterwards.
final class WorkspaceFixture {
  let root: String
  private(set) var marked: [String: MarkedSource] = [:]

  init(_ files: [String: String]) throws {
    let base = FileManager.default.temporaryDirectory.path
    root = (base.hasSuffix("/") ? base : base + "/") + "interop-ws-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (name, text) in files { try write(name, text) }
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }

  var rootURI: String { "file://" + root }
  func path(_ name: String) -> String { root + "/" + name }
  func uri(_ name: String) -> String { "file://" + path(name) }
  func text(_ name: String) -> String { marked[name]?.text ?? "" }

  func write(_ name: String, _ text: String) throws {
    let source = MarkedSource(text)
    marked[name] = source
    let full = path(name)
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try source.text.write(toFile: full, atomically: true, encoding: .utf8)
  }

  func delete(_ name: String) throws {
    marked[name] = nil
    try FileManager.default.removeItem(atPath: path(name))
  }

  /// The LSP position of a marker in a file (UTF-16).
  func position(_ name: String, _ marker: String) -> Position {
    DocumentPositions(marked[name] ?? MarkedSource(""))[marker]
  }

  /// The range from `start` to `end` markers of a file.
  func range(_ name: String, _ start: String, _ end: String) -> LSPRange {
    LSPRange(start: position(name, start), end: position(name, end))
  }

  func location(_ name: String, _ start: String, _ end: String) -> Location {
    Location(uri: uri(name), range: range(name, start, end))
  }
}

final class WorkspaceServerTests: XCTestCase {
  static func capabilities(progress: Bool = false, watch: Bool = false, pull: Bool = false, refresh: Bool = false) -> ClientCapabilities {
    var textDocument: [String: JSONValue] = ["publishDiagnostics": ["relatedInformation": true, "versionSupport": true]]
    if pull { textDocument["diagnostic"] = ["dynamicRegistration": false] }
    var members: [String: JSONValue] = [
      "general": ["positionEncodings": ["utf-16"]], "textDocument": .object(textDocument),
      "workspace": [
        "workspaceFolders": true, "didChangeWatchedFiles": ["dynamicRegistration": .bool(watch)],
        "diagnostics": ["refreshSupport": .bool(refresh)],
      ],
    ]
    if progress { members["window"] = ["workDoneProgress": true] }
    return ClientCapabilities(.object(members))
  }

  /// A client initialized with the fixture's root as its one workspace folder (`initialized` sent; the scan is
  /// queued, not run).
  func start(
    _ fixture: WorkspaceFixture, capabilities: ClientCapabilities = capabilities(), analyzer: LanguageServer.Analyzer? = nil
  ) -> TestClient {
    let client = TestClient(analyzer: analyzer)
    var params = InitializeParams(processId: nil, clientInfo: ClientInfo(name: "TestClient"), capabilities: capabilities)
    params.workspaceFolders = [WorkspaceFolder(uri: fixture.rootURI, name: "fixture")]
    _ = client.send(InitializeRequest(params))
    _ = client.takeMessages()
    client.send(InitializedNotification())
    return client
  }

  func open(_ client: TestClient, _ fixture: WorkspaceFixture, _ name: String, text: String? = nil) {
    client.send(
      DidOpenTextDocumentNotification(
        textDocument: TextDocumentItem(uri: fixture.uri(name), languageId: "swift", version: 1, text: text ?? fixture.text(name))))
  }

  func change(_ client: TestClient, _ fixture: WorkspaceFixture, _ name: String, version: Int, text: String) {
    client.send(
      DidChangeTextDocumentNotification(
        textDocument: VersionedTextDocumentIdentifier(uri: fixture.uri(name), version: version),
        contentChanges: [TextDocumentContentChangeEvent(range: nil, text: text)]))
  }

  /// The requests the server sent among `messages`: (id, method, params).
  func serverRequests(_ messages: [Message]) -> [(id: RequestID, method: String, params: JSONValue?)] {
    messages.compactMap { message in
      if case .request(let id, let method, let params) = message { return (id, method, params) }
      return nil
    }
  }

  func publishes(_ messages: [Message]) -> [PublishDiagnosticsNotification] {
    messages.compactMap { message in
      guard case .notification(PublishDiagnosticsNotification.method, let params) = message, let params else { return nil }
      return try? PublishDiagnosticsNotification(json: params)
    }
  }

  // MARK: Scan and progress

  func testScanReportsProgressBeginReportsEndAfterTheClientCreatedTheToken() throws {
    var files: [String: String] = [:]
    for number in 0..<40 { files["Sources/File\(number).swift"] = "struct Item\(number) {}\n" }
    files[".build/Skipped.swift"] = "struct Skipped {}\n"
    files["Notes.txt"] = "not Swift\n"
    let fixture = try WorkspaceFixture(files)
    let client = start(fixture, capabilities: Self.capabilities(progress: true, watch: true))
    let requests = serverRequests(client.takeMessages())
    XCTAssertEqual(requests.map(\.id), [.string("interop-lsp-1"), .string("interop-lsp-2")])
    XCTAssertEqual(requests.map(\.method), ["client/registerCapability", "window/workDoneProgress/create"])
    XCTAssertEqual(
      requests.first?.params,
      [
        "registrations": [
          [
            "id": "interop-lsp/watched-files", "method": "workspace/didChangeWatchedFiles",
            "registerOptions": [
              "watchers": [
                ["globPattern": "**/*.swift"], ["globPattern": "**/.interop-lsp.json"], ["globPattern": "**/Package.swift"],
                ["globPattern": "**/*.pbxproj"], ["globPattern": "**/*.xcconfig"],
              ]
            ],
          ]
        ]
      ])
    XCTAssertEqual(requests.last?.params, ["token": "interop-lsp/scan/1"])
    // Nothing is reported before the client answers the create request.
    client.send(.response(id: .string("interop-lsp-1"), body: .result(.null)))
    XCTAssertEqual(client.takeMessages(), [])
    client.send(.response(id: .string("interop-lsp-2"), body: .result(.null)))
    let token = "interop-lsp/scan/1"
    XCTAssertEqual(
      client.takeNotifications(ProgressNotification.self),
      [ProgressNotification(token: token, value: .begin(title: "Indexing Swift files", message: nil, percentage: 0))])
    XCTAssertFalse(client.server.workspace.isComplete)
    client.runBackgroundWork()
    XCTAssertEqual(
      client.takeNotifications(ProgressNotification.self),
      [
        ProgressNotification(token: token, value: .report(message: "16/40 files", percentage: 40)),
        ProgressNotification(token: token, value: .report(message: "32/40 files", percentage: 80)),
        ProgressNotification(token: token, value: .report(message: "40/40 files", percentage: 100)),
        ProgressNotification(token: token, value: .end(message: "Indexed 40 Swift files")),
      ])
    XCTAssertTrue(client.server.workspace.isComplete)
    XCTAssertEqual(client.server.workspace.index.paths, Set((0..<40).map { fixture.path("Sources/File\($0).swift") }))
    XCTAssertTrue(client.server.workspace.index.snapshot().isComplete)
  }

  func testTheScanLeavesOutWhatTheConfiguredGlobsExcludeAsLintDoes() throws {
    let fixture = try WorkspaceFixture([
      ".interop-lsp.json": #"{"exclude": ["Generated/**", "*.mock.swift"]}"#,
      "Sources/Kept.swift": "struct Kept {}\n",
      "Sources/Fake.mock.swift": "struct Fake {}\n",
      "Generated/Deep/G.swift": "struct G {}\n",
      "Nested/.interop-lsp.json": #"{"include": ["Kept/**"]}"#,
      "Nested/Kept/K.swift": "struct K {}\n",
      "Nested/Dropped/L.swift": "struct L {}\n",
    ])
    let client = start(fixture)
    client.runBackgroundWork()
    XCTAssertTrue(client.server.workspace.isComplete)
    XCTAssertEqual(client.server.workspace.index.paths, [fixture.path("Sources/Kept.swift"), fixture.path("Nested/Kept/K.swift")])
  }

  func testAScanThatEndsBeforeTheTokenExistsSendsBeginAndEndOnly() throws {
    let fixture = try WorkspaceFixture(["A.swift": "struct A {}\n"])
    let client = start(fixture, capabilities: Self.capabilities(progress: true))
    XCTAssertEqual(serverRequests(client.takeMessages()).map(\.method), ["window/workDoneProgress/create"])
    client.runBackgroundWork()
    XCTAssertEqual(client.takeMessages(), [])
    client.send(.response(id: .string("interop-lsp-1"), body: .result(.null)))
    let token = "interop-lsp/scan/1"
    XCTAssertEqual(
      client.takeNotifications(ProgressNotification.self),
      [
        ProgressNotification(token: token, value: .begin(title: "Indexing Swift files", message: "1/1 files", percentage: 100)),
        ProgressNotification(token: token, value: .end(message: "Indexed 1 Swift files")),
      ])
  }

  func testAScanOvertakenByAFolderChangeEndsItsProgress() throws {
    let fixture = try WorkspaceFixture(["A.swift": "struct A {}\n"])
    let other = try WorkspaceFixture(["B.swift": "struct B {}\n"])
    let client = start(fixture, capabilities: Self.capabilities(progress: true))
    _ = client.takeMessages()
    client.send(.response(id: .string("interop-lsp-1"), body: .result(.null)))
    _ = client.takeMessages()
    client.send(DidChangeWorkspaceFoldersNotification(added: [WorkspaceFolder(uri: other.rootURI, name: "other")], removed: []))
    let messages = client.takeMessages()
    XCTAssertEqual(
      messages.compactMap { message -> ProgressNotification? in
        guard case .notification(ProgressNotification.method, let params) = message, let params else { return nil }
        return try? ProgressNotification(json: params)
      },
      [ProgressNotification(token: "interop-lsp/scan/1", value: .end(message: "Restarted: the workspace folders changed"))])
    XCTAssertEqual(serverRequests(messages).map(\.params), [["token": "interop-lsp/scan/2"]])
    client.send(.response(id: .string("interop-lsp-2"), body: .result(.null)))
    client.runBackgroundWork()
    XCTAssertEqual(
      client.takeNotifications(ProgressNotification.self).map(\.token),
      ["interop-lsp/scan/2", "interop-lsp/scan/2", "interop-lsp/scan/2"])
    XCTAssertEqual(client.server.workspace.index.paths, [fixture.path("A.swift"), other.path("B.swift")])
  }

  func testNoProgressWithoutClientSupportOrWhenCreateFails() throws {
    let fixture = try WorkspaceFixture(["A.swift": "struct A {}\n"])
    let silent = start(fixture)
    XCTAssertEqual(silent.takeMessages(), [])
    silent.runBackgroundWork()
    XCTAssertEqual(silent.takeMessages(), [])
    XCTAssertEqual(silent.server.workspace.index.paths, [fixture.path("A.swift")])

    let refused = start(fixture, capabilities: Self.capabilities(progress: true))
    _ = refused.takeMessages()
    refused.send(.response(id: .string("interop-lsp-1"), body: .error(ResponseError(.internalError, "no"))))
    refused.runBackgroundWork()
    XCTAssertEqual(refused.takeMessages(), [])
    XCTAssertTrue(refused.server.workspace.isComplete)
  }

  func testRootsComeFromWorkspaceFoldersThenRootUriThenRootPath() throws {
    let fixture = try WorkspaceFixture(["A.swift": "struct A {}\n"])
    let other = try WorkspaceFixture(["B.swift": "struct B {}\n"])
    for (folders, rootUri, rootPath, expected) in [
      ([fixture.rootURI, other.rootURI + "/"], other.rootURI, nil, [fixture.root, other.root]),
      ([], other.rootURI, fixture.root, [other.root]),
      ([], nil, fixture.root + "/", [fixture.root]),
      ([], nil, nil, []),
    ] as [([String], String?, String?, [String])] {
      let client = TestClient()
      var params = InitializeParams(processId: nil, rootUri: rootUri, capabilities: Self.capabilities())
      params.workspaceFolders = folders.map { WorkspaceFolder(uri: $0, name: "root") }
      params.rootPath = rootPath
      _ = client.send(InitializeRequest(params))
      client.send(InitializedNotification())
      XCTAssertEqual(client.server.workspace.roots, expected)
    }
  }

  func testFolderChangesRescanAndDropTheRemovedRootsFiles() throws {
    let fixture = try WorkspaceFixture(["A.swift": "struct A {}\n"])
    let other = try WorkspaceFixture(["B.swift": "struct B {}\n", "C/D.swift": "struct D {}\n"])
    let client = start(fixture)
    client.runBackgroundWork()
    XCTAssertEqual(client.server.workspace.index.paths, [fixture.path("A.swift")])
    client.send(
      DidChangeWorkspaceFoldersNotification(added: [WorkspaceFolder(uri: other.rootURI, name: "other")], removed: []))
    XCTAssertFalse(client.server.workspace.isComplete)
    client.runBackgroundWork()
    XCTAssertEqual(
      client.server.workspace.index.paths, [fixture.path("A.swift"), other.path("B.swift"), other.path("C/D.swift")])
    client.send(
      DidChangeWorkspaceFoldersNotification(added: [], removed: [WorkspaceFolder(uri: fixture.rootURI, name: "fixture")]))
    client.runBackgroundWork()
    XCTAssertEqual(client.server.workspace.roots, [other.root])
    XCTAssertEqual(client.server.workspace.index.paths, [other.path("B.swift"), other.path("C/D.swift")])
    XCTAssertTrue(client.server.workspace.isComplete)
  }

  // MARK: Open documents win, watched files

  func testAnOpenDocumentReplacesItsFileOnDiskAndClosingRestoresTheDiskVersion() throws {
    let fixture = try WorkspaceFixture(["A.swift": "struct OnDisk {}\n"])
    let client = start(fixture)
    let openText = "struct InEditor: View { var body: some View { Text(\"\") } }\n"
    open(client, fixture, "A.swift", text: openText)
    client.runBackgroundWork()
    let path = fixture.path("A.swift")
    XCTAssertEqual(client.server.workspace.index.snapshot().files[path], FileSummary.of(SourceText(openText)))
    client.send(DidCloseTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: fixture.uri("A.swift"))))
    XCTAssertEqual(client.server.workspace.index.snapshot().files[path], FileSummary.of(SourceText("struct OnDisk {}\n")))
  }

  func testWatchedFilesCreateChangeAndDeleteUpdateTheIndex() throws {
    let fixture = try WorkspaceFixture(["A.swift": "struct A {}\n"])
    let client = start(fixture, capabilities: Self.capabilities(watch: true))
    client.runBackgroundWork()
    try fixture.write("Sub/New.swift", "struct New {}\n")
    try fixture.write("A.swift", "struct Renamed {}\n")
    client.send(DidChangeWatchedFilesNotification(uris: [fixture.uri("Sub/New.swift"), fixture.uri("A.swift")]))
    let snapshot = client.server.workspace.index.snapshot()
    XCTAssertEqual(Set(snapshot.files.keys), [fixture.path("A.swift"), fixture.path("Sub/New.swift")])
    XCTAssertEqual(snapshot.files[fixture.path("A.swift")], FileSummary.of(SourceText("struct Renamed {}\n")))
    try fixture.delete("A.swift")
    client.send(DidChangeWatchedFilesNotification(uris: [fixture.uri("A.swift")]))
    XCTAssertEqual(client.server.workspace.index.paths, [fixture.path("Sub/New.swift")])
    // A deleted folder takes its files with it.
    try FileManager.default.removeItem(atPath: fixture.path("Sub"))
    client.send(DidChangeWatchedFilesNotification(uris: [fixture.uri("Sub")]))
    XCTAssertEqual(client.server.workspace.index.paths, [])
  }

  func testAWatchedChangeToAFileTheScanLeavesOutLeavesTheIndexAsAFreshScan() throws {
    let fixture = try WorkspaceFixture([".interop-lsp.json": #"{"exclude": ["Generated/**"]}"#, "A.swift": "struct A {}\n"])
    let client = start(fixture, capabilities: Self.capabilities(watch: true))
    client.runBackgroundWork()
    for name in ["Generated/New.swift", ".hidden/H.swift", "Sub/.build/B.swift", "Sub/Pods/P.swift", "Sub/Kept.swift"] {
      try fixture.write(name, "struct X {}\n")
    }
    client.send(
      DidChangeWatchedFilesNotification(uris: ["Generated/New.swift", ".hidden/H.swift", "Sub/.build/B.swift", "Sub/Pods/P.swift", "Sub/Kept.swift"].map(fixture.uri)))
    XCTAssertEqual(client.server.workspace.index.paths, [fixture.path("A.swift"), fixture.path("Sub/Kept.swift")])
    let fresh = start(fixture)
    fresh.runBackgroundWork()
    XCTAssertEqual(fresh.server.workspace.index.paths, client.server.workspace.index.paths)
  }

  // MARK: Republishing what a change affects

  /// A stand-in rule that reads workspace facts: "`X` has no makeCoordinator()" for a representable of this file
  /// while no file (this one or another) declares one — reported only once the scan has finished.
  static func missingMakeCoordinator(_ input: AnalysisInput) -> [Finding] {
    guard let workspace = input.workspace, workspace.isComplete else { return [] }
    let summary = FileSummary.of(input.text)
    return summary.representables.compactMap { representable -> Finding? in
      let elsewhere = workspace.types(named: representable.name, excluding: input.path)
      guard !representable.members.contains("makeCoordinator"),
        !elsewhere.contains(where: { $0.value.functions.contains { $0.hasPrefix("makeCoordinator(") } })
      else { return nil }
      return Finding(ruleID: "stand-in", range: 0..<6, message: "\(representable.name) has no makeCoordinator()", severity: .warning)
    }
  }

  static let fieldSource = """
    struct Field: UIViewRepresentable {
      func makeUIView(context: Context) -> UITextField { UITextField() }
      func updateUIView(_ uiView: UITextField, context: Context) {}
    }

    """
  static let extensionWithout = "extension Field {\n  func helper() {}\n}\n"
  static let extensionWith = "extension Field {\n  func makeCoordinator() -> Int { 0 }\n}\n"

  func testAFindingThatNeedsAnotherFileComesAfterTheScanAndGoesWhenTheOtherFileIsFixed() throws {
    let fixture = try WorkspaceFixture(["Field.swift": Self.fieldSource, "Field+Extras.swift": Self.extensionWithout])
    let client = start(fixture, analyzer: Self.missingMakeCoordinator)
    let field = fixture.uri("Field.swift")
    let finding = Diagnostic(
      range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 6)), severity: .warning,
      code: .string("stand-in"), codeDescriptionHref: nil, source: "interop-lsp", message: "Field has no makeCoordinator()")
    open(client, fixture, "Field.swift")
    // Before the scan has finished the rule is silent.
    XCTAssertEqual(publishes(client.takeMessages()), [PublishDiagnosticsNotification(uri: field, version: 1, diagnostics: [])])
    client.runBackgroundWork()
    XCTAssertEqual(publishes(client.takeMessages()), [PublishDiagnosticsNotification(uri: field, version: 1, diagnostics: [finding])])

    // Fixed in the other file, in the editor: that file is published, then the dependent one.
    let extras = fixture.uri("Field+Extras.swift")
    open(client, fixture, "Field+Extras.swift")
    XCTAssertEqual(publishes(client.takeMessages()), [PublishDiagnosticsNotification(uri: extras, version: 1, diagnostics: [])])
    change(client, fixture, "Field+Extras.swift", version: 2, text: Self.extensionWith)
    XCTAssertEqual(
      publishes(client.takeMessages()),
      [
        PublishDiagnosticsNotification(uri: extras, version: 2, diagnostics: []),
        PublishDiagnosticsNotification(uri: field, version: 1, diagnostics: []),
      ])
    // An edit that changes no fact republishes only the edited document; one that moves declarations only puts
    // the exact summary in the index (a dependant analysed from then on points right) and moves the open
    // dependants' related locations (none here): nothing waits for the save.
    change(client, fixture, "Field+Extras.swift", version: 3, text: Self.extensionWith + "// note\n")
    XCTAssertEqual(publishes(client.takeMessages()), [PublishDiagnosticsNotification(uri: extras, version: 3, diagnostics: [])])
    let path = fixture.path("Field+Extras.swift")
    let moved = "// moved\n" + Self.extensionWith + "// note\n"
    change(client, fixture, "Field+Extras.swift", version: 4, text: moved)
    XCTAssertEqual(publishes(client.takeMessages()), [PublishDiagnosticsNotification(uri: extras, version: 4, diagnostics: [])])
    XCTAssertEqual(client.server.workspace.index.snapshot().summary(at: path), FileSummary.of(SourceText(moved)))
    XCTAssertNil(client.server.workspace.positionDependants[extras])
    client.send(DidSaveTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: extras)))
    XCTAssertEqual(client.server.workspace.index.snapshot().summary(at: path), FileSummary.of(SourceText(moved)))
    XCTAssertNil(client.server.workspace.positionDependants[extras])
    _ = client.takeMessages()

    // Closed unsaved: the file on disk (still without makeCoordinator) counts again.
    client.send(DidCloseTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: extras)))
    XCTAssertEqual(
      publishes(client.takeMessages()),
      [
        PublishDiagnosticsNotification(uri: extras, version: nil, diagnostics: []),
        PublishDiagnosticsNotification(uri: field, version: 1, diagnostics: [finding]),
      ])
    // Fixed on disk by another tool: the watched-file notification brings the fix.
    try fixture.write("Field+Extras.swift", Self.extensionWith)
    client.send(DidChangeWatchedFilesNotification(uris: [extras]))
    XCTAssertEqual(publishes(client.takeMessages()), [PublishDiagnosticsNotification(uri: field, version: 1, diagnostics: [])])
  }

  /// Editing `.interop-lsp.json` applies its globs at once: the file that provides the fact leaves the index (the
  /// dependant's finding comes), and comes back when the glob goes (the finding goes).
  func testAConfigurationChangeAppliesItsGlobsToTheWorkspaceAtOnce() throws {
    for watch in [true, false] {
      let fixture = try WorkspaceFixture(["Field.swift": Self.fieldSource, "Extras/Field+Extras.swift": Self.extensionWith])
      let client = start(fixture, capabilities: Self.capabilities(watch: watch), analyzer: Self.missingMakeCoordinator)
      let field = fixture.uri("Field.swift")
      let extras = fixture.path("Extras/Field+Extras.swift")
      let finding = Diagnostic(
        range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 6)), severity: .warning,
        code: .string("stand-in"), codeDescriptionHref: nil, source: "interop-lsp", message: "Field has no makeCoordinator()")
      client.runBackgroundWork()
      open(client, fixture, "Field.swift")
      XCTAssertEqual(publishes(client.takeMessages()), [PublishDiagnosticsNotification(uri: field, version: 1, diagnostics: [])])

      // Excluded: the makeCoordinator() in the other file no longer counts.
      let configuration = fixture.uri(".interop-lsp.json")
      // The client tells of the configuration change its way (a watched-file event, or a save), then the
      // background work runs.
      func configurationChanged() {
        if watch {
          client.send(DidChangeWatchedFilesNotification(uris: [configuration]))
        } else {
          client.send(DidSaveTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: configuration)))
        }
        _ = client.takeMessages()
        client.runBackgroundWork()
      }
      try fixture.write(".interop-lsp.json", #"{"exclude": ["Extras/**"]}"#)
      configurationChanged()
      XCTAssertEqual(client.server.workspace.index.paths, [fixture.path("Field.swift")], "watch: \(watch)")
      XCTAssertEqual(
        publishes(client.takeMessages()), [PublishDiagnosticsNotification(uri: field, version: 1, diagnostics: [finding])],
        "watch: \(watch)")

      // Included again (the configuration deleted): the file is read and the finding goes.
      try fixture.delete(".interop-lsp.json")
      configurationChanged()
      XCTAssertEqual(client.server.workspace.index.paths, [fixture.path("Field.swift"), extras], "watch: \(watch)")
      XCTAssertEqual(
        publishes(client.takeMessages()), [PublishDiagnosticsNotification(uri: field, version: 1, diagnostics: [])], "watch: \(watch)")
      XCTAssertEqual(client.server.workspace.index.snapshot().summary(at: extras), FileSummary.of(SourceText(Self.extensionWith)))
      let fresh = start(fixture)
      fresh.runBackgroundWork()
      XCTAssertEqual(fresh.server.workspace.index.paths, client.server.workspace.index.paths)
    }
  }

  /// A configuration change while the scan runs starts the scan again, with the new globs.
  func testAConfigurationChangeDuringTheScanScansAgainWithTheNewGlobs() throws {
    let fixture = try WorkspaceFixture(["A.swift": "struct A {}\n", "Generated/G.swift": "struct G {}\n"])
    let client = start(fixture, capabilities: Self.capabilities(watch: true))
    try fixture.write(".interop-lsp.json", #"{"exclude": ["Generated/**"]}"#)
    client.send(DidChangeWatchedFilesNotification(uris: [fixture.uri(".interop-lsp.json")]))
    client.runBackgroundWork()
    XCTAssertTrue(client.server.workspace.isComplete)
    XCTAssertEqual(client.server.workspace.index.paths, [fixture.path("A.swift")])
  }

  func testPullClientsAreAskedToRefreshWhenAnotherFileChangesTheirFindings() throws {
    let fixture = try WorkspaceFixture(["Field.swift": Self.fieldSource, "Field+Extras.swift": Self.extensionWithout])
    let client = start(fixture, capabilities: Self.capabilities(pull: true, refresh: true), analyzer: Self.missingMakeCoordinator)
    open(client, fixture, "Field.swift")
    XCTAssertEqual(client.takeMessages(), [])
    client.runBackgroundWork()
    // The scan finished: the open document's findings may have changed.
    XCTAssertEqual(serverRequests(client.takeMessages()).map(\.method), ["workspace/diagnostic/refresh"])
    XCTAssertEqual(
      try client.send(DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: fixture.uri("Field.swift")))).get()
        .items.map(\.message),
      ["Field has no makeCoordinator()"])
    try fixture.write("Field+Extras.swift", Self.extensionWith)
    client.send(DidChangeWatchedFilesNotification(uris: [fixture.uri("Field+Extras.swift")]))
    XCTAssertEqual(serverRequests(client.takeMessages()).map(\.method), ["workspace/diagnostic/refresh"])
    XCTAssertEqual(
      try client.send(DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: fixture.uri("Field.swift")))).get()
        .items,
      [])
  }

  /// The real rules (RULES.md "Workspace (cross-file) facts"): `coordinator-without-make` reports a non-private
  /// representable only once the whole workspace is known to lack its makeCoordinator(), and the fix in the other
  /// file makes it go.
  func testCrossFileCoordinatorWithoutMakeThroughTheRealRules() throws {
    let fixture = try WorkspaceFixture([
      "Field.swift": """
        struct Field: UIViewRepresentable {
          func makeUIView(context: Context) -> UITextField {
            let field = UITextField()
            field.delegate = 1️⃣context.coordinator2️⃣
            return field
          }
          func updateUIView(_ uiView: UITextField, context: Context) {}
          final class Coordinator: NSObject, UITextFieldDelegate {}
        }

        """,
      "Field+Coordinator.swift": "extension Field {\n  func helper() {}\n}\n",
    ])
    let client = start(fixture)
    let uri = fixture.uri("Field.swift")
    open(client, fixture, "Field.swift")
    XCTAssertEqual(publishes(client.takeMessages()).map(\.diagnostics), [[]])
    client.runBackgroundWork()
    let afterScan = publishes(client.takeMessages())
    XCTAssertEqual(afterScan.map(\.uri), [uri])
    XCTAssertEqual(afterScan.first?.diagnostics.map(\.code), [.string("coordinator-without-make")])
    XCTAssertEqual(afterScan.first?.diagnostics.map(\.range), [fixture.range("Field.swift", "1️⃣", "2️⃣")])
    open(client, fixture, "Field+Coordinator.swift")
    _ = client.takeMessages()
    change(
      client, fixture, "Field+Coordinator.swift", version: 2,
      text: "extension Field {\n  func makeCoordinator() -> Coordinator { Coordinator() }\n}\n")
    XCTAssertEqual(
      publishes(client.takeMessages()),
      [
        PublishDiagnosticsNotification(uri: fixture.uri("Field+Coordinator.swift"), version: 2, diagnostics: []),
        PublishDiagnosticsNotification(uri: uri, version: 1, diagnostics: []),
      ])
  }

  func testRelatedLocationsInAnotherFileUseThatFilesURIAndLines() throws {
    let otherText = "// one\n// two\nstruct 1️⃣Other2️⃣ {}\n"
    let fixture = try WorkspaceFixture(["A.swift": "struct A {}\n", "Other.swift": otherText])
    let otherPath = fixture.path("Other.swift")
    let marked = MarkedSource(otherText)
    let nameRange = marked["1️⃣"]..<marked["2️⃣"]
    let analyzer: LanguageServer.Analyzer = { input in
      guard input.path?.hasSuffix("A.swift") ?? false else { return [] }
      return [
        Finding(
          ruleID: "stand-in", range: 0..<6, message: "see Other", severity: .warning,
          related: [
            RelatedLocation(range: nameRange, message: "declared here", path: otherPath),
            RelatedLocation(range: 0..<1, message: "unknown file", path: "/no/such/file.swift"),
          ],
          fixes: [Fix(title: "Rename", edits: [TextEdit(range: 0..<6, replacement: "struct")])])
      ]
    }
    let client = start(fixture, analyzer: analyzer)
    client.runBackgroundWork()
    open(client, fixture, "A.swift")
    let published = publishes(client.takeMessages()).first?.diagnostics.first
    let related = published?.relatedInformation
    XCTAssertEqual(
      related, [DiagnosticRelatedInformation(location: fixture.location("Other.swift", "1️⃣", "2️⃣"), message: "declared here")])
    // The quick fix names the diagnostic it fixes with the same related locations in the other file.
    let whole = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 6))
    let fixes = try client.codeActions(uri: fixture.uri("A.swift"), range: whole, only: [CodeActionKind.quickFix]).get()
    XCTAssertEqual(fixes.first { $0.title == "Rename" }?.diagnostics?.first?.relatedInformation, related)
    // Open, the other file's own text places the range.
    open(client, fixture, "Other.swift", text: "// one\n// two\nstruct Other {}\n")
    change(client, fixture, "A.swift", version: 2, text: "struct A { }\n")
    XCTAssertEqual(
      publishes(client.takeMessages()).first { $0.uri == fixture.uri("A.swift") }?.diagnostics.first?.relatedInformation?.map(\.location),
      [fixture.location("Other.swift", "1️⃣", "2️⃣")])
  }

  /// A stand-in rule with a related location at another file's declaration, as the real cross-file rules make
  /// them: "`A` needs `Other`", pointing at `Other`'s name in the file that declares it (from the workspace facts).
  static let relatedToOther: LanguageServer.Analyzer = { input in
    guard input.path?.hasSuffix("/A.swift") ?? false,
      let other = input.workspace?.types(named: "Other", excluding: input.path).first, let range = other.value.nameRange
    else { return [] }
    return [
      Finding(
        ruleID: "stand-in", range: 0..<6, message: "A needs Other", severity: .warning,
        related: [RelatedLocation(range: range, message: "declared here", path: other.path)],
        fixes: [Fix(title: "Rename", edits: [TextEdit(range: 0..<6, replacement: "struct")])])
    ]
  }

  /// Typing above (or before) the related declaration in the other open document changes no fact, but the
  /// related location of the first document's finding moves with it at once, as a fresh analysis would place it;
  /// the quick fix names the diagnostic as published.
  func testRelatedLocationsIntoAnotherOpenDocumentMoveWithItsDeclaration() throws {
    let fixture = try WorkspaceFixture(["A.swift": "struct A {}\n", "Other.swift": "struct 1️⃣Other2️⃣ {}\n"])
    let client = start(fixture, analyzer: Self.relatedToOther)
    client.runBackgroundWork()
    open(client, fixture, "A.swift")
    open(client, fixture, "Other.swift")
    let a = fixture.uri("A.swift")
    let other = fixture.uri("Other.swift")
    func diagnostic(_ related: LSPRange) -> Diagnostic {
      Diagnostic(
        range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 6)), severity: .warning,
        code: .string("stand-in"), codeDescriptionHref: nil, source: "interop-lsp", message: "A needs Other",
        relatedInformation: [DiagnosticRelatedInformation(location: Location(uri: other, range: related), message: "declared here")])
    }
    XCTAssertEqual(
      publishes(client.takeMessages()),
      [
        PublishDiagnosticsNotification(uri: a, version: 1, diagnostics: [diagnostic(fixture.range("Other.swift", "1️⃣", "2️⃣"))]),
        PublishDiagnosticsNotification(uri: other, version: 1, diagnostics: []),
      ])
    var version = 1
    for edited in [
      "// a line above\nstruct 1️⃣Other2️⃣ {}\n",
      "// a line above\n\n  struct   1️⃣Other2️⃣ {}\n",
      "// a line above\n\n  struct   1️⃣Other2️⃣ {}\n// below: nothing moves\n",
      "struct 1️⃣Other2️⃣ {}\n",
    ] {
      version += 1
      let marked = MarkedSource(edited)
      let positions = DocumentPositions(marked)
      let expected = diagnostic(LSPRange(start: positions["1️⃣"], end: positions["2️⃣"]))
      change(client, fixture, "Other.swift", version: version, text: marked.text)
      let published = publishes(client.takeMessages())
      let moved = edited.hasSuffix("moves\n") ? [] : [PublishDiagnosticsNotification(uri: a, version: 1, diagnostics: [expected])]
      XCTAssertEqual(published, [PublishDiagnosticsNotification(uri: other, version: version, diagnostics: [])] + moved, edited)
      // Pulled (the cached analysis) as published.
      XCTAssertEqual(try client.send(DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: a))).get().items, [expected], edited)
      // The quick fix names the diagnostic exactly as published.
      let whole = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 6))
      let fixes = try client.codeActions(uri: a, range: whole, only: [CodeActionKind.quickFix]).get()
      XCTAssertEqual(fixes.first { $0.title == "Rename" }?.diagnostics, [expected], edited)
    }
  }

  /// The real rules: `can-send-check-missing` at a sheet of a wrapper declared in another open document points at
  /// the wrapper's name there; a line inserted above it moves the related location with it.
  func testARealCrossFileRelatedLocationMovesWithTheOtherOpenDocument() throws {
    let button = """
      struct SupportButton: View {
        @State private var showsMail = false
        var body: some View {
          Button("Contact us") { showsMail = true }
            .sheet(isPresented: $showsMail) { MailSheet() }
        }
      }

      """
    let sheet = """
      struct 1️⃣MailSheet2️⃣: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
        func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
      }

      """
    let fixture = try WorkspaceFixture(["SupportButton.swift": button, "MailSheet.swift": sheet])
    let client = start(fixture)
    client.runBackgroundWork()
    open(client, fixture, "MailSheet.swift")
    open(client, fixture, "SupportButton.swift")
    let first = publishes(client.takeMessages()).first { $0.uri == fixture.uri("SupportButton.swift") }?.diagnostics ?? []
    XCTAssertEqual(first.map(\.code), [.string("can-send-check-missing")])
    XCTAssertEqual(first.first?.relatedInformation?.map(\.location), [fixture.location("MailSheet.swift", "1️⃣", "2️⃣")])
    let moved = MarkedSource("import MessageUI\n\n" + sheet)
    change(client, fixture, "MailSheet.swift", version: 2, text: moved.text)
    let republished = publishes(client.takeMessages())
    XCTAssertEqual(republished.map(\.uri), [fixture.uri("MailSheet.swift"), fixture.uri("SupportButton.swift")])
    let positions = DocumentPositions(moved)
    XCTAssertEqual(
      republished.last?.diagnostics.first?.relatedInformation?.map(\.location),
      [Location(uri: fixture.uri("MailSheet.swift"), range: LSPRange(start: positions["1️⃣"], end: positions["2️⃣"]))])
    // As a fresh analysis places it: the document closed and opened again.
    client.send(DidCloseTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: fixture.uri("SupportButton.swift"))))
    open(client, fixture, "SupportButton.swift")
    XCTAssertEqual(
      publishes(client.takeMessages()).last?.diagnostics.map(\.relatedInformation), republished.last?.diagnostics.map(\.relatedInformation))
  }

  /// Quick fixes and "Disable …" actions name their diagnostic exactly as published: related locations in the
  /// other file and the configured documentation link included.
  func testCodeActionsNameTheirDiagnosticsExactlyAsPublished() throws {
    let fixture = try WorkspaceFixture([
      "A.swift": "struct A {}\n", "Other.swift": "// one\nstruct Other {}\n",
      ".interop-lsp.json": #"{"docsBaseURL": "https://example.com/rules/"}"#,
    ])
    let analyzer: LanguageServer.Analyzer = { input in
      Self.relatedToOther(input).map { finding in
        var finding = finding
        finding.ruleID = "coordinator-without-make"
        return finding
      }
    }
    let client = start(fixture, analyzer: analyzer)
    client.runBackgroundWork()
    open(client, fixture, "A.swift")
    let published = publishes(client.takeMessages()).first?.diagnostics ?? []
    XCTAssertEqual(published.count, 1)
    XCTAssertEqual(published.first?.relatedInformation?.map(\.location.uri), [fixture.uri("Other.swift")])
    XCTAssertEqual(published.first?.codeDescriptionHref?.hasPrefix("https://example.com/rules/"), true)
    let whole = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 6))
    let actions = try client.codeActions(uri: fixture.uri("A.swift"), range: whole, only: [CodeActionKind.quickFix]).get()
    XCTAssertEqual(
      actions.map(\.title),
      ["Rename", "Disable coordinator-without-make for this line", "Disable coordinator-without-make in this file"])
    for action in actions { XCTAssertEqual(action.diagnostics, published, action.title) }
  }

  // MARK: Navigation

  static let mapViewSource = """
    import MapKit
    import SwiftUI

    struct 0️⃣MapView1️⃣: UIViewRepresentable {
      var title: String
      func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = context.coo2️⃣rdinator
        return map
      }
      func updateUIView(_ uiView: MKMapView, context: Context) {}
      func make3️⃣Coordinator() -> Coordinator { Coord4️⃣inator(self) }
    }

    """
  static let coordinatorSource = """
    import MapKit

    extension MapView {
      final class 0️⃣Coordinator1️⃣: NSObject, MKMapViewDelegate {
        let parent: MapView
        init(_ parent: MapView) { self.parent = parent }
        func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {
          print(par2️⃣ent.title)
        }
      }
    }

    """
  static let contentSource = """
    import SwiftUI

    struct ContentView: View {
      var body: some View {
        Map1️⃣View(title: "Home")
      }
    }

    final class 2️⃣SettingsHost3️⃣: UIHostingController<ContentView> {}

    """

  func definition(_ client: TestClient, _ fixture: WorkspaceFixture, _ name: String, _ marker: String) throws -> [Location] {
    try client.send(
      DefinitionRequest(textDocument: TextDocumentIdentifier(uri: fixture.uri(name)), position: fixture.position(name, marker))
    ).get().locations
  }

  func testDefinitionJumpsToTheCoordinatorAndTheRepresentableInOtherFiles() throws {
    let fixture = try WorkspaceFixture([
      "MapView.swift": Self.mapViewSource, "MapView+Coordinator.swift": Self.coordinatorSource,
      "ContentView.swift": Self.contentSource,
    ])
    let client = start(fixture)
    client.runBackgroundWork()
    let coordinator = fixture.location("MapView+Coordinator.swift", "0️⃣", "1️⃣")
    let mapView = fixture.location("MapView.swift", "0️⃣", "1️⃣")
    // A use site in an open document, the declaration in a file only on disk.
    open(client, fixture, "ContentView.swift")
    XCTAssertEqual(try definition(client, fixture, "ContentView.swift", "1️⃣"), [mapView])
    open(client, fixture, "MapView.swift")
    XCTAssertEqual(try definition(client, fixture, "MapView.swift", "2️⃣"), [coordinator])
    XCTAssertEqual(try definition(client, fixture, "MapView.swift", "3️⃣"), [coordinator])
    XCTAssertEqual(try definition(client, fixture, "MapView.swift", "4️⃣"), [coordinator])
    open(client, fixture, "MapView+Coordinator.swift")
    XCTAssertEqual(try definition(client, fixture, "MapView+Coordinator.swift", "2️⃣"), [mapView])
    // Nothing to find: a position in whitespace, a name that is no interop type.
    XCTAssertEqual(
      try client.send(
        DefinitionRequest(textDocument: TextDocumentIdentifier(uri: fixture.uri("MapView.swift")), position: Position(line: 0, character: 2))
      ).get().locations, [])
    XCTAssertEqual(
      try client.send(
        DefinitionRequest(textDocument: TextDocumentIdentifier(uri: fixture.uri("MapView.swift")), position: Position(line: 2, character: 0))
      ).get().locations, [])
    XCTAssertEqual(
      try client.send(
        DefinitionRequest(textDocument: TextDocumentIdentifier(uri: fixture.uri("MapView.swift")), position: Position(line: 0, character: 9))
      ).get().locations, [])
    XCTAssertEqual(
      try client.send(
        DefinitionRequest(textDocument: TextDocumentIdentifier(uri: "file:///not/open.swift"), position: Position(line: 0, character: 0))
      ).get().locations, [])
  }

  func testDefinitionAnswersFromWhatIsKnownBeforeTheScan() throws {
    let fixture = try WorkspaceFixture(["MapView.swift": Self.mapViewSource, "MapView+Coordinator.swift": Self.coordinatorSource])
    let client = start(fixture)
    open(client, fixture, "MapView.swift")
    XCTAssertEqual(try definition(client, fixture, "MapView.swift", "2️⃣"), [])
    client.runBackgroundWork()
    XCTAssertEqual(try definition(client, fixture, "MapView.swift", "2️⃣"), [fixture.location("MapView+Coordinator.swift", "0️⃣", "1️⃣")])
  }

  func testWorkspaceSymbolsListRepresentablesCoordinatorsAndHostingControllers() throws {
    let fixture = try WorkspaceFixture([
      "MapView.swift": Self.mapViewSource, "MapView+Coordinator.swift": Self.coordinatorSource,
      "ContentView.swift": Self.contentSource,
    ])
    let client = start(fixture)
    client.runBackgroundWork()
    let coordinator = SymbolInformation(
      name: "Coordinator", kind: .class, location: fixture.location("MapView+Coordinator.swift", "0️⃣", "1️⃣"), containerName: "MapView")
    let mapView = SymbolInformation(name: "MapView", kind: .struct, location: fixture.location("MapView.swift", "0️⃣", "1️⃣"))
    let host = SymbolInformation(name: "SettingsHost", kind: .class, location: fixture.location("ContentView.swift", "2️⃣", "3️⃣"))
    XCTAssertEqual(try client.send(WorkspaceSymbolRequest(query: "")).get().symbols, [coordinator, mapView, host])
    XCTAssertEqual(try client.send(WorkspaceSymbolRequest(query: "mv")).get().symbols, [mapView])
    XCTAssertEqual(try client.send(WorkspaceSymbolRequest(query: "COORD")).get().symbols, [coordinator])
    // An open document's own text counts (here: the representable renamed in the editor).
    open(client, fixture, "MapView.swift", text: MarkedSource(Self.mapViewSource.replacingOccurrences(of: "MapView1️⃣", with: "AtlasView")).text)
    XCTAssertEqual(try client.send(WorkspaceSymbolRequest(query: "view")).get().symbols.map(\.name), ["AtlasView"])
  }

  func testLocationsInFilesOnlyOnDiskHavePercentEncodedURIs() throws {
    let fixture = try WorkspaceFixture(["My Views/Map+View.swift": "struct 1️⃣Wrapped2️⃣: UIViewRepresentable {}\n"])
    let client = start(fixture)
    client.runBackgroundWork()
    let range = fixture.range("My Views/Map+View.swift", "1️⃣", "2️⃣")
    XCTAssertEqual(
      try client.send(WorkspaceSymbolRequest(query: "wrapped")).get().symbols,
      [SymbolInformation(name: "Wrapped", kind: .struct, location: Location(uri: fixture.rootURI + "/My%20Views/Map+View.swift", range: range))])
  }

  // MARK: Pull: workspace diagnostics

  func testWorkspaceDiagnosticsReportUnopenedFilesAfterARefresh() throws {
    let notes = """
      private struct Notes: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView {
          let view = UITextView()
          view.delegate = context.coordinator
          return view
        }
        func updateUIView(_ uiView: UITextView, context: Context) {}
      }

      """
    let fixture = try WorkspaceFixture(["Notes.swift": notes, "Clean.swift": "struct Clean {}\n"])
    let client = start(fixture, capabilities: Self.capabilities(pull: true, refresh: true))
    client.runBackgroundWork()
    _ = client.takeMessages()
    XCTAssertEqual(try client.send(WorkspaceDiagnosticRequest()).get().items, [])
    client.runBackgroundWork()
    XCTAssertEqual(serverRequests(client.takeMessages()).map(\.method), ["workspace/diagnostic/refresh"])
    let expected = InteropAnalyzer.analyze(text: SourceText(notes), path: fixture.path("Notes.swift"), configuration: AnalysisConfiguration())
    XCTAssertEqual(expected.map(\.ruleID), ["coordinator-without-make"])
    let report = try client.send(WorkspaceDiagnosticRequest()).get().items
    XCTAssertEqual(report.map(\.uri), [fixture.uri("Notes.swift")])
    XCTAssertEqual(report.first?.version, nil)
    XCTAssertEqual(report.first?.items.map(\.code), [.string("coordinator-without-make")])
    // Once opened, the file is reported through textDocument/diagnostic only; deleted, its report is cleared once.
    try fixture.delete("Notes.swift")
    client.send(DidChangeWatchedFilesNotification(uris: [fixture.uri("Notes.swift")]))
    XCTAssertEqual(
      try client.send(WorkspaceDiagnosticRequest()).get().items,
      [WorkspaceDocumentDiagnosticReport(uri: fixture.uri("Notes.swift"), version: nil, items: [])])
    XCTAssertEqual(try client.send(WorkspaceDiagnosticRequest()).get().items, [])
  }
}
