import SwiftLiteParser

/// Everything a rule may look at: built once per analysis, shared by every rule.
public struct AnalysisContext: Sendable {
  public let text: SourceText
  /// The parse tree everything below is read from.
  public let tree: SyntaxTree
  public let lineIndex: LineIndex
  public let path: String?
  public let file: ScannedFile
  public let declarations: [Declaration]
  public let model: LegacyInteropModel
  /// The typed interop model over the tree (declarations, representables, Coordinators).
  public let interop: InteropModel
  /// Fix builder over the same bytes.
  public let editor: SourceEditor
  /// Facts of every function body of the file, by the body node's offset.
  let factsByBody: [Int: BodyFacts]
  public let configuration: AnalysisConfiguration
  /// The other files' facts (nil when the file is analysed alone). See `WorkspaceFacts` for when a rule may use
  /// them to report something missing.
  public let workspace: WorkspaceFacts?
  /// Statements of every function body in the file, at the index of the body's `{` token (one slot per token:
  /// the rules ask for a function's events many times, and an array read costs no hashing).
  let eventsByBody: [BodyEvents?]

  public init(text: SourceText, path: String?, configuration: AnalysisConfiguration, workspace: WorkspaceFacts? = nil) {
    self.init(tree: SyntaxTree.parse(text), path: path, configuration: configuration, workspace: workspace)
  }

  public init(tree: SyntaxTree, path: String?, configuration: AnalysisConfiguration, workspace: WorkspaceFacts? = nil) {
    let text = SourceText(bytes: tree.bytes)
    self.text = text
    self.tree = tree
    self.lineIndex = LineIndex(text)
    self.path = path
    let file = ScannedFile(tree: tree)
    self.file = file
    let declarations = DeclarationBuilder.declarations(in: tree, file: file)
    self.declarations = declarations
    let model = LegacyInteropModel(file: file, declarations: declarations)
    self.model = model
    let interop = InteropModel(tree: tree)
    self.interop = interop
    self.editor = SourceEditor(bytes: tree.bytes)
    self.configuration = configuration
    self.workspace = workspace
    var seenBodies: Set<Int> = []
    var factJobs: [SyntaxNode] = []
    for (function, _) in interop.functions {
      guard let body = function.body, seenBodies.insert(body.offset).inserted else { continue }
      factJobs.append(body)
    }
    let builtFacts = InteropAnalyzer.mapInTwoLanes(factJobs) { body in BodyFactsBuilder.facts(of: body) }
    var factsByBody: [Int: BodyFacts] = [:]
    for (body, facts) in zip(factJobs, builtFacts) { factsByBody[body.offset] = facts }
    self.factsByBody = factsByBody
    // Each body once (the first function that owns it), built on two threads.
    var bodies: [(open: Int, body: SyntaxNode)] = []
    var seen = [Bool](repeating: false, count: file.count)
    for (function, _) in model.allFunctions {
      guard let open = function.bodyOpen, open >= 0, open < seen.count, !seen[open],
        let body = BodyEventBuilder.body(of: function)
      else { continue }
      seen[open] = true
      bodies.append((open, body))
    }
    let built = InteropAnalyzer.mapInTwoLanes(bodies) { job in BodyEventBuilder.events(of: job.body, file: file) }
    var events = [BodyEvents?](repeating: nil, count: file.count)
    for (job, result) in zip(bodies, built) { events[job.open] = result }
    self.eventsByBody = events
  }

  /// Byte range of one token.
  public func range(_ token: Int) -> Range<Int> { file.byteRange(from: token, through: token) }

  /// Byte range from the start of token `from` to the end of token `through`.
  public func range(_ from: Int, _ through: Int) -> Range<Int> { file.byteRange(from: from, through: through) }

  /// The statements of a function body (nil when it has none).
  public func events(of function: FunctionDeclaration?) -> BodyEvents? {
    guard let function, let open = function.bodyOpen else { return nil }
    if open >= 0, open < eventsByBody.count, let cached = eventsByBody[open] { return cached }
    guard let body = BodyEventBuilder.body(of: function) else { return nil }
    return BodyEventBuilder.events(of: body, file: file)
  }

  /// The facts of a function body (nil when it has none).
  public func facts(of function: FunctionDecl?) -> BodyFacts? {
    guard let function, let body = function.body else { return nil }
    if let cached = factsByBody[body.offset] { return cached }
    return BodyFactsBuilder.facts(of: body)
  }

  /// The facts of any `{ … }` body node (a closure's, an accessor's).
  public func facts(ofBody body: SyntaxNode) -> BodyFacts {
    factsByBody[body.offset] ?? BodyFactsBuilder.facts(of: body)
  }

  /// The node's source text without outer trivia.
  public func text(of node: SyntaxNode) -> String { editor.text(of: node) }

  /// Text of the token range, whitespace and comments removed between tokens.
  public func compactText(_ from: Int, _ through: Int) -> String {
    guard from >= 0, through >= from, through < file.count else { return "" }
    var result = ""
    for index in from...through { result += file.text(index) }
    return result
  }
}

extension AnalysisContext {
  /// The file's summary for the workspace index (built on demand).
  public var summary: FileSummary { FileSummary(tree: tree, model: interop, lineIndex: lineIndex) }
}
