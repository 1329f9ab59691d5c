import SwiftLiteParser

/// Everything a rule may look at: built once per analysis, shared by every rule.
public struct AnalysisContext: Sendable {
  public let text: SourceText
  /// The parse tree everything below is read from.
  public let tree: SyntaxTree
  public let lineIndex: LineIndex
  public let path: String?
  /// The typed interop model over the tree (declarations, representables, Coordinators).
  public let interop: InteropModel
  /// Fix builder over the same bytes.
  public let editor: SourceEditor
  /// Facts of every function body of the file, by the body node's offset.
  let factsByBody: [Int: BodyFacts]
  public let configuration: AnalysisConfiguration
  /// The other files' facts (nil when the file is analysed alone). See `WorkspaceFacts` for when a rule may use
  /// them to report something missing.
  public internal(set) var workspace: WorkspaceFacts?

  public init(text: SourceText, path: String?, configuration: AnalysisConfiguration, workspace: WorkspaceFacts? = nil) {
    self.init(tree: SyntaxTree.parse(text), path: path, configuration: configuration, workspace: workspace)
  }

  public init(tree: SyntaxTree, path: String?, configuration: AnalysisConfiguration, workspace: WorkspaceFacts? = nil) {
    let text = SourceText(bytes: tree.bytes)
    self.text = text
    self.tree = tree
    self.lineIndex = LineIndex(text)
    self.path = path
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
}

extension AnalysisContext {
  /// The file's summary for the workspace index (built on demand).
  public var summary: FileSummary { FileSummary(tree: tree, model: interop, lineIndex: lineIndex) }

  /// The same context (tree, model, body facts) with other workspace facts: `lint` summarises a file and
  /// analyses it later, once the workspace is complete, without building it again.
  public func with(workspace: WorkspaceFacts?) -> AnalysisContext {
    var copy = self
    copy.workspace = workspace
    return copy
  }
}
