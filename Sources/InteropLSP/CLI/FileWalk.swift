import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import InteropAnalysis

/// A file for `lint`: its path for messages (`path`, repaired to UTF-8) and its exact bytes (`raw`), which
/// the reads use, so a name that is not UTF-8 is still read.
struct LintFile: Sendable, Hashable {
  var path: String
  var raw: [UInt8]
  /// Device and inode as the walk's `fstatat` saw them (following a link), so `FileWalk.unique` needs no
  /// `stat` of its own; nil for a path named on the command line. Not part of equality.
  var identity: FileIdentity?

  init(path: String) {
    self.path = path
    self.raw = Array(path.utf8)
  }

  init(path: String, raw: [UInt8], identity: FileIdentity? = nil) {
    self.path = path
    self.raw = raw
    self.identity = identity
  }

  static func == (left: LintFile, right: LintFile) -> Bool { left.path == right.path && left.raw == right.raw }

  func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(raw)
  }

  /// The path names the file exactly as a `String` (valid UTF-8, under PATH_MAX): the String-based file
  /// calls (realpath, rename, the configuration search) reach the same file.
  var isPlainPath: Bool {
    raw.count < Int(PATH_MAX) && Array(path.utf8) == raw
  }
}

/// Which file a path reaches: device and inode.
struct FileIdentity: Sendable, Hashable {
  var device: UInt64
  var inode: UInt64

  init(_ info: CStat) {
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
  }
}

/// Walking folders and opening files by bytes and descriptors.
enum FileWalk {
  /// Folders never walked into (build products and dependency checkouts); a file inside one that is named
  /// on the command line is still linted. Hidden folders (a name starting with `.`) are skipped too.
  static let skippedFolders: Set<[UInt8]> = Set(
    [".build", "DerivedData", "Pods", "Carthage", "SourcePackages", ".swiftpm"].map { Array($0.utf8) })

  static let swiftSuffix = Array(".swift".utf8)

  static func isExcluded(_ file: LintFile, by entry: WalkExclusions.Entry) -> Bool {
    guard entry.hasGlobs else { return false }
    return PathFilter.isExcluded(FilePath.absolute(file.path), by: entry.settings)
  }

  /// `open` on exact bytes; a path longer than PATH_MAX is opened one component at a time (`openat`).
  static func open(_ raw: [UInt8], flags: Int32) -> Int32 {
    let descriptor = withCString(raw) { cOpen($0, flags) }
    guard descriptor < 0, errno == ENAMETOOLONG else { return descriptor }
    var components = raw.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
    guard let last = components.popLast() else { return -1 }
    var directory = raw.first == UInt8(ascii: "/")
      ? cOpen("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC) : cOpen(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    for component in components {
      guard directory >= 0 else { return -1 }
      let next = withCString(component) { openat(directory, $0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
      let saved = errno
      close(directory)
      errno = saved
      directory = next
    }
    guard directory >= 0 else { return -1 }
    let result = withCString(last) { openat(directory, $0, flags) }
    let saved = errno
    close(directory)
    errno = saved
    return result
  }

  static func withCString<T>(_ raw: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
    // One allocation of the exact size (on the stack when small), the bytes and a NUL.
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: raw.count + 1) { buffer in
      guard let base = buffer.baseAddress else { return body("") }
      raw.withUnsafeBytes { bytes in
        if let source = bytes.baseAddress { UnsafeMutableRawPointer(base).copyMemory(from: source, byteCount: bytes.count) }
      }
      base[raw.count] = 0
      return body(base)
    }
  }

  /// `stat` (following links) on exact bytes, also past PATH_MAX.
  static func stat(_ raw: [UInt8]) -> CStat? {
    var info = CStat()
    if withCString(raw, { cStat($0, &info) }) == 0 { return info }
    guard errno == ENAMETOOLONG else { return nil }
    let descriptor = open(raw, flags: O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    return fstat(descriptor, &info) == 0 ? info : nil
  }

  static func message(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// The `.swift` files under `root`, sorted by path: hidden entries and `skippedFolders` are left out,
  /// symbolic links to folders are not followed (no cycles). What cannot be walked or read is reported in
  /// `problems` (one line each, for stderr), never skipped in silence: a folder that cannot be opened or
  /// read, a `.swift` entry that is a dangling link or not a regular file.
  static func swiftFiles(under root: LintFile, problems: inout [String]) -> [LintFile] {
    swiftFiles(under: root, inParallel: false, problems: &problems)
  }

  /// How many folders one walk visits at most.
  static let maximumFolders = 1_000_000

  /// `swiftFiles(under:problems:)`; `inParallel` (lint): the folders two levels below the root are walked on
  /// every core. The files are the same, and so are the problems and their order (each folder's, in the order a
  /// serial walk reaches them: a folder, then its subfolders from the last one read). With `exclusions`, the files
  /// the configured `exclude` / `include` globs leave out are dropped, the settings looked up once per folder.
  static func swiftFiles(
    under root: LintFile, inParallel: Bool, exclusions: WalkExclusions? = nil, problems: inout [String]
  ) -> [LintFile] {
    let budget = Locked(maximumFolders)
    guard inParallel else {
      var walked = Walked()
      var pending = [root]
      while let folder = pending.popLast(), take(budget) {
        visit(folder, excluding: exclusions, into: &walked, pending: &pending)
      }
      problems += walked.problems
      return sortedByPath(walked.files)
    }
    // The root and its subfolders in a serial walk's order; the folders below them are the parallel tasks.
    let pieces = expand(root, depth: 0, excluding: exclusions, budget: budget)
    let tasks = pieces.compactMap { piece -> LintFile? in
      if case .task(let folder) = piece { return folder }
      return nil
    }
    let walks = Locked<[Walked?]>(Array(repeating: nil, count: tasks.count))
    DispatchQueue.concurrentPerform(iterations: tasks.count) { index in
      var walked = Walked()
      var pending = [tasks[index]]
      while let folder = pending.popLast(), take(budget) {
        visit(folder, excluding: exclusions, into: &walked, pending: &pending)
      }
      walked.files = sortedByPath(walked.files)
      walks.withLock { $0[index] = walked }
    }
    let walked = walks.withLock { $0 }
    var files: [LintFile] = []
    var next = 0
    for piece in pieces {
      switch piece {
      case .visited(let own):
        files += own.files
        problems += own.problems
      case .task:
        if let task = walked[next] {
          files += task.files
          problems += task.problems
        }
        next += 1
      }
    }
    // Sorted runs, concatenated: the sort has little left to do.
    return sortedByPath(files)
  }

  /// What a walk found: `.swift` files and problems.
  struct Walked {
    var files: [LintFile] = []
    var problems: [String] = []
  }

  /// A folder visited while expanding, or one left for a parallel task.
  enum Piece {
    case visited(Walked)
    case task(LintFile)
  }

  /// How many levels below the root the parallel walk visits before it hands the folders to the cores.
  static let serialLevels = 2

  /// `folder` visited, then its subfolders (the last one read first, as a serial walk pops them), expanded
  /// down to `serialLevels`; deeper folders become tasks.
  private static func expand(_ folder: LintFile, depth: Int, excluding: WalkExclusions?, budget: Locked<Int>) -> [Piece] {
    guard take(budget) else { return [] }
    var own = Walked()
    var subfolders: [LintFile] = []
    visit(folder, excluding: excluding, into: &own, pending: &subfolders)
    var pieces = [Piece.visited(own)]
    for subfolder in subfolders.reversed() {
      if depth + 1 < serialLevels {
        pieces += expand(subfolder, depth: depth + 1, excluding: excluding, budget: budget)
      } else {
        pieces.append(.task(subfolder))
      }
    }
    return pieces
  }

  static func sortedByPath(_ files: [LintFile]) -> [LintFile] {
    files.sorted { left, right in
      left.path != right.path ? left.path < right.path : left.raw.lexicographicallyPrecedes(right.raw)
    }
  }

  /// One more folder within the budget.
  private static func take(_ budget: Locked<Int>) -> Bool {
    budget.withLock { left in
      guard left > 0 else { return false }
      left -= 1
      return true
    }
  }

  /// The entries of one folder: `.swift` files into `result`, subfolders onto `pending`.
  private static func visit(_ folder: LintFile, excluding: WalkExclusions?, into walked: inout Walked, pending: inout [LintFile]) {
    // The folder's file settings, looked up at its first `.swift` file (every file of it shares them).
    var settings: WalkExclusions.Entry?
    func keep(_ file: LintFile) -> Bool {
      guard let excluding else { return true }
      let entry = settings ?? excluding.settings(of: file)
      settings = entry
      return !isExcluded(file, by: entry)
    }
    let descriptor = open(folder.raw, flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      walked.problems.append("\(folder.path): error: cannot read the folder (\(message(errno))); skipped")
      return
    }
    guard let directory = fdopendir(descriptor) else {
      walked.problems.append("\(folder.path): error: cannot read the folder (\(message(errno))); skipped")
      close(descriptor)
      return
    }
    defer { closedir(directory) }
    let directoryDescriptor = dirfd(directory)
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { walked.problems.append("\(folder.path): error: reading the folder failed (\(message(errno)))") }
        break
      }
      let name = ProjectFiles.withEntryName(entry) { Array($0) }
      guard let first = name.first, first != UInt8(ascii: ".") else { continue }
      let separator: [UInt8] = folder.raw.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]
      let child = LintFile(
        path: folder.path + (folder.path.hasSuffix("/") ? "" : "/") + String(decoding: name, as: UTF8.self),
        raw: folder.raw + separator + name)
      let isSwift = name.count > swiftSuffix.count && name.suffix(swiftSuffix.count).elementsEqual(swiftSuffix)
      var info = CStat()
      guard withCString(name, { fstatat(directoryDescriptor, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else {
        if isSwift { walked.problems.append("\(child.path): error: cannot read the file (\(message(errno))); skipped") }
        continue
      }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        if !skippedFolders.contains(name) { pending.append(child) }
      case S_IFREG:
        if isSwift {
          let file = LintFile(path: child.path, raw: child.raw, identity: FileIdentity(info))
          if keep(file) { walked.files.append(file) }
        }
      case S_IFLNK:
        guard isSwift else { continue }
        var target = CStat()
        if withCString(name, { fstatat(directoryDescriptor, $0, &target, 0) }) != 0 {
          walked.problems.append("\(child.path): error: symbolic link to nothing (\(message(errno))); skipped")
        } else if target.st_mode & S_IFMT == S_IFREG {
          let file = LintFile(path: child.path, raw: child.raw, identity: FileIdentity(target))
          if keep(file) { walked.files.append(file) }
        } else if target.st_mode & S_IFMT != S_IFDIR {
          walked.problems.append("\(child.path): error: not a regular file; skipped")
        }
      default:
        if isSwift { walked.problems.append("\(child.path): error: not a regular file; skipped") }
      }
    }
  }

  /// `files` without repeats: the same file (device and inode, through links) named or found twice is
  /// kept once, at its first place.
  static func unique(_ files: [LintFile]) -> [LintFile] {
    var seen: Set<FileIdentity> = []
    var result: [LintFile] = []
    result.reserveCapacity(files.count)
    for file in files {
      if let identity = file.identity ?? stat(file.raw).map(FileIdentity.init) {
        guard seen.insert(identity).inserted else { continue }
      }
      result.append(file)
    }
    return result
  }
}

/// The configured `exclude` / `include` globs for one walk (one `lint` run, one workspace scan): the file settings
/// of each folder, looked up once (every file of a folder shares them; the configuration files are read once per
/// walk, so a scan after a configuration change sees the new globs).
final class WalkExclusions: Sendable {
  struct Entry: Sendable {
    var settings: ConfigurationFileSettings
    /// Without globs (the usual case) no absolute path is built.
    var hasGlobs: Bool
  }

  private let probes: FileProbes
  /// By folder as the file paths spell it.
  private let byFolder = Locked<[String: Entry]>([:])

  init(probes: FileProbes = FileProbes()) {
    self.probes = probes
  }

  /// The file settings of the file's folder.
  func settings(of file: LintFile) -> Entry {
    let spelled = FilePath.directory(of: file.path)
    if let known = byFolder.withLock({ $0[spelled] }) { return known }
    let loaded = ConfigurationLoader.fileSettings(forFolder: FilePath.directory(of: FilePath.absolute(file.path)), probes: probes)
    let entry = Entry(settings: loaded, hasGlobs: !loaded.exclude.isEmpty || !loaded.include.isEmpty)
    byFolder.withLock { $0[spelled] = entry }
    return entry
  }

  /// Whether the globs of the configuration files that apply to the file's folder leave it out
  /// (`PathFilter.isExcluded`).
  func isExcluded(_ file: LintFile) -> Bool {
    FileWalk.isExcluded(file, by: settings(of: file))
  }
}

/// The C `open`, `stat` and `struct stat` under names that `FileWalk`'s own members do not shadow.
private func cOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
  open(path, flags)
}

private func cStat(_ path: UnsafePointer<CChar>, _ info: inout CStat) -> Int32 {
  stat(path, &info)
}

typealias CStat = stat
