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
  /// Body facts built so far, by the body node's offset: a body's facts are built the first time a rule asks.
  private let factsCache: Locked<[Int: BodyFacts]>
  /// Facts the dispatch built before the rules ran, for the bodies it knows they read (the representables' and
  /// Coordinators' functions), read without the lock.
  private var prebuiltFacts: [Int: BodyFacts] = [:]
  /// Whether the file mentions a word, by word (file-wide prefilters, computed once per word).
  private let mentionCache: Locked<[String: Bool]>
  /// The file's summary for the workspace index, built on first use (by `lint`, or by a rule that reads the
  /// workspace) and kept.
  private let summaryCache: LazyValue<FileSummary>
  public let configuration: AnalysisConfiguration
  /// The other files' facts (nil when the file is analysed alone). See `WorkspaceFacts` for when a rule may use
  /// them to report something missing.
  public internal(set) var workspace: WorkspaceFacts?
  /// How many threads the rules of this file run on: 2 when a file is analysed alone (the server), 1 inside a
  /// multi-file `lint`, which already spreads its files over the cores.
  public var lanes: Int

  public init(text: SourceText, path: String?, configuration: AnalysisConfiguration, workspace: WorkspaceFacts? = nil, lanes: Int = 2) {
    self.init(tree: SyntaxTree.parse(text), path: path, configuration: configuration, workspace: workspace, lanes: lanes)
  }

  /// - Parameter lineIndex: the line index of `tree`'s bytes when the caller has it already (the server's
  ///   document keeps one per version); nil builds it.
  public init(
    tree: SyntaxTree, path: String?, configuration: AnalysisConfiguration, workspace: WorkspaceFacts? = nil, lanes: Int = 2,
    lineIndex: LineIndex? = nil
  ) {
    let text = SourceText(bytes: tree.bytes)
    self.text = text
    self.tree = tree
    self.lineIndex = lineIndex ?? LineIndex(text)
    self.path = path
    let interop = InteropModel(tree: tree)
    self.interop = interop
    let lineIndex = self.lineIndex
    self.summaryCache = LazyValue { FileSummary(tree: tree, model: interop, lineIndex: lineIndex) }
    self.editor = SourceEditor(bytes: tree.bytes)
    self.configuration = configuration
    self.workspace = workspace
    self.lanes = min(max(lanes, 1), 2)
    self.factsCache = Locked([:])
    self.mentionCache = Locked([:])
  }

  /// The facts of a function body (nil when it has none), built on first use and kept.
  public func facts(of function: FunctionDecl?) -> BodyFacts? {
    guard let function, let body = function.body else { return nil }
    return facts(ofBody: body)
  }

  /// The facts of any `{ … }` body node (a closure's, an accessor's), built on first use and kept.
  public func facts(ofBody body: SyntaxNode) -> BodyFacts {
    if let prebuilt = prebuiltFacts[body.offset] { return prebuilt }
    if let cached = factsCache.withLock({ $0[body.offset] }) { return cached }
    // Built outside the lock: two lanes asking for one body at once build the same facts, the first is kept.
    let built = BodyFactsBuilder.facts(of: body)
    return factsCache.withLock { cache in
      if let first = cache[body.offset] { return first }
      cache[body.offset] = built
      return built
    }
  }

  /// Whether the file's text contains `word` anywhere (code, comments or strings): a prefilter that lets a rule
  /// skip a file that cannot matter. Answered once per word.
  public func fileMentions(_ word: String) -> Bool {
    if let known = mentionCache.withLock({ $0[word] }) { return known }
    let found = ByteSearch.contains(tree.bytes, 0..<tree.bytes.count, word)
    mentionCache.withLock { $0[word] = found }
    return found
  }

  /// Whether the file mentions any of `words`.
  public func fileMentions(anyOf words: [String]) -> Bool { words.contains { fileMentions($0) } }

  /// Whether the source of `node` (a function, a body) contains any of `words`: a prefilter before its facts.
  public func mentions(_ node: SyntaxNode, anyOf words: [String]) -> Bool {
    let range = node.range
    return words.contains { ByteSearch.contains(tree.bytes, range, $0) }
  }

  /// The node's source text without outer trivia.
  public func text(of node: SyntaxNode) -> String { editor.text(of: node) }
}

extension AnalysisContext {
  /// The same context with the facts of `bodies` built (on the context's lanes) and readable without the lock.
  func prebuildingFacts(of bodies: [SyntaxNode]) -> AnalysisContext {
    var seen: Set<Int> = []
    let missing = bodies.filter { seen.insert($0.offset).inserted && prebuiltFacts[$0.offset] == nil }
    guard !missing.isEmpty else { return self }
    let built = InteropAnalyzer.mapInLanes(lanes, missing) { body in facts(ofBody: body) }
    var copy = self
    for (body, facts) in zip(missing, built) { copy.prebuiltFacts[body.offset] = facts }
    return copy
  }

  /// The file's summary for the workspace index (built on first use, then kept).
  public var summary: FileSummary { summaryCache.value }

  /// The same context (tree, model, body facts) with other workspace facts: `lint` summarises a file and
  /// analyses it later, once the workspace is complete, without building it again.
  public func with(workspace: WorkspaceFacts?) -> AnalysisContext {
    var copy = self
    copy.workspace = workspace
    return copy
  }
}
