import Dispatch
import InteropAnalysis
import Protocol
import SwiftLiteParser

/// Where the workspace's background work runs: one serial dispatch queue in the real server, or a list of jobs
/// the test client runs by hand (`runPending`), so tests decide exactly when a scan happens.
public final class WorkspaceExecutor: Sendable {
  private let queue: DispatchQueue?
  private let jobs = Locked<[@Sendable () -> Void]>([])

  private init(queue: DispatchQueue?) {
    self.queue = queue
  }

  /// A serial background queue (the initial scan, re-scans after folder changes, workspace diagnostics).
  public static func background() -> WorkspaceExecutor {
    WorkspaceExecutor(queue: DispatchQueue(label: "interop-lsp.workspace", qos: .utility))
  }

  /// Jobs wait until `runPending()` is called.
  public static func manual() -> WorkspaceExecutor {
    WorkspaceExecutor(queue: nil)
  }

  func run(_ job: @escaping @Sendable () -> Void) {
    if let queue {
      queue.async(execute: job)
    } else {
      jobs.withLock { $0.append(job) }
    }
  }

  /// Manual executor: runs the queued jobs (and those they queue) on the calling thread, in order; returns
  /// how many ran. A background executor runs nothing here.
  @discardableResult
  public func runPending() -> Int {
    var count = 0
    while count < 10_000 {
      let next: (@Sendable () -> Void)? = jobs.withLock { jobs in jobs.isEmpty ? nil : jobs.removeFirst() }
      guard let next else { break }
      next()
      count += 1
    }
    return count
  }
}

/// One file read and summarised off the loop.
struct WorkspaceFileResult: Sendable {
  var path: String
  /// The summary, with what the index derives from it (made on the lane that read the file).
  var entry: WorkspaceIndex.Entry
  var navigation: NavigationSummary

  var summary: FileSummary { entry.summary }
}

/// What background work hands back to the message loop. Only the loop applies them (in `processWorkspaceEvents`),
/// so every notification is sent from the loop thread, in order.
enum WorkspaceEvent: Sendable {
  case scanStarted(generation: Int, total: Int)
  /// Files loaded into the index (navigation tables for the loop) and how many are done so far (the lanes post
  /// these in any order: progress only goes forward).
  case scanned(generation: Int, files: [WorkspaceFileResult], done: Int, total: Int)
  case scanFinished(generation: Int, paths: Set<String>, problems: [String])
  /// The roots walked again after a `.interop-lsp.json` changed: every path the scan would index now, and the
  /// files among them the index did not hold, read and summarised.
  case globsApplied(generation: Int, paths: Set<String>, added: [WorkspaceFileResult])
  /// Findings of unopened files for pull clients (`workspace/diagnostic`), by path.
  case fileDiagnostics(generation: Int, reports: [String: [Diagnostic]])
}

/// Background results waiting for the loop, and the wakeup that tells the loop they are there.
final class WorkspaceInbox: Sendable {
  private let events = Locked<[WorkspaceEvent]>([])
  private let wakeup = Locked<(@Sendable () -> Void)?>(nil)

  func setWakeup(_ wake: (@Sendable () -> Void)?) {
    wakeup.withLock { $0 = wake }
  }

  func post(_ event: WorkspaceEvent) {
    events.withLock { $0.append(event) }
    wakeup.withLock { $0 }?()
  }

  func take() -> [WorkspaceEvent] {
    events.withLock { events in
      defer { events.removeAll() }
      return events
    }
  }
}

/// The server's workspace: roots, the index of every Swift file under them (open documents replace their file),
/// the navigation tables, the scan's progress, and what was last reported. Read and written on the loop thread only;
/// the background jobs share only `index` (thread-safe), `inbox` and `generation`.
public final class ServerWorkspace {
  /// Background work (tests replace it with `.manual()` before `initialize`).
  public var executor = WorkspaceExecutor.background()
  public let index = WorkspaceIndex()
  let inbox = WorkspaceInbox()
  /// The current scan; a scan whose generation is older stops early and its results are dropped.
  let generation = Locked(0)

  /// Root folders (paths without a trailing slash), in the order the client gave them.
  public internal(set) var roots: [String] = []
  /// Whether the index holds every file under the roots (the last scan finished and no root changed since).
  public internal(set) var isComplete = false
  /// Navigation tables of the files on disk, by path (open documents use their own, from their tree).
  var diskNavigation: [String: NavigationSummary] = [:]
  /// Open documents whose summary must be put in the index before the next publish.
  var dirtyDocuments: [String] = []
  /// The facts the last analysis used (see `workspaceFactsForAnalysis`).
  var heldFacts: WorkspaceFacts?
  /// Open documents whose next summary goes into the index even if only its positions changed (after a save).
  var exactSummaries: Set<String> = []
  /// The summary each open document last gave the index, by URI.
  var openSummaries: [String: FileSummary] = [:]
  /// Open documents whose last changes moved only positions, with the files whose related locations into them
  /// may point a few bytes off until they are analysed again (at the document's next change of facts, save or close).
  public internal(set) var positionDependants: [String: Set<String>] = [:]
  /// Navigation tables of open documents, with the tree they were built from.
  var openNavigation: [String: (tree: SyntaxTree, table: NavigationSummary)] = [:]
  /// Progress of the current scan: the token once the client created it.
  var progress = ProgressState()
  /// Requests this server sent, by id (responses are matched here).
  var sentRequests: [String: SentRequest] = [:]
  var nextRequestNumber = 1
  /// Whether the client watches files for the server (dynamic registration sent).
  var watchesFiles = false
  /// Unopened files' diagnostics for `workspace/diagnostic`, by path, and the paths answered non-empty last time.
  var fileReports: [String: [Diagnostic]] = [:]
  var reportedNonEmpty: Set<String> = []
  var diagnosticsGeneration = 0
  var problemsReported: Set<String> = []
  /// Paths whose facts changed since the last publish (their dependants are analysed again).
  var affectedPaths: Set<String> = []
  /// Unopened files whose report was dropped (deleted): answered once with an empty report.
  var reportsRemoved: Set<String> = []
  /// The client asked for `workspace/diagnostic` once: unopened files are analysed from then on.
  var wantsFileDiagnostics = false
  /// The open paths the running scan must not overwrite (shared with it).
  var openPathsForScan: Locked<Set<String>>?

  public init() {}

  struct ProgressState {
    enum Phase { case none, creating, created, failed }
    var phase: Phase = .none
    var token = ""
    var generation = 0
    var done = 0
    var total = 0
    var lastPercentage = -1
    var began = false
    var finished = false
  }

  enum SentRequest {
    case progressCreate(generation: Int)
    case registration
    case refresh
  }

  /// Every file of the current scan is in and open documents replaced theirs.
  var facts: WorkspaceFacts { index.snapshot() }
}
