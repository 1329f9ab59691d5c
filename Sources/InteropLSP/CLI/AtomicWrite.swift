#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import InteropAnalysis

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: --fix: replacing a file atomically, only if it is unchanged since it was read

extension LintCommand {
  /// The marker in the names of `--fix`'s temporary files: `.<name>.interop-lsp-tmp-<pid>-XXXXXX`, next
  /// to the file. A run killed between creating and renaming one leaves it; the next `--fix` over that
  /// folder removes those whose process is gone.
  static let temporaryMarker = ".interop-lsp-tmp-"

  /// Replaces the file at `path` (through symbolic links, which stay links) with `bytes`, only if it is
  /// still exactly what was read: the same file (device, inode), size and modification time, and a re-read
  /// gives the same bytes. A temporary file in the same folder gets the bytes and the original's
  /// permission bits (and owner, where allowed), is flushed, and is renamed over the original (atomic: a
  /// reader sees the old or the new text, never a mix). A read-only file is not replaced. Returns a
  /// problem, or nil on success.
  static func replace(_ snapshot: FileSnapshot, with bytes: [UInt8]) -> String? {
    guard let target = FixScope.resolved(snapshot.path) else { return "could not write the fixes: the file is gone" }
    var info = stat()
    guard stat(target, &info) == 0 else { return "could not write the fixes: \(String(cString: strerror(errno)))" }
    guard FileStamp(info) == snapshot.stamp, let reread = try? FileSnapshot.readBytes(target).get(), reread == snapshot.bytes else {
      return "the file changed while it was being fixed; not replaced (run again)"
    }
    if info.st_mode & 0o222 == 0 {
      return "the file is read-only; not replaced"
    }
    let directory = FilePath.directory(of: target)
    let name = FilePath.name(of: target)
    let prefix = (directory.isEmpty ? "." : directory) + "/." + name + temporaryMarker + "\(getpid())-"
    var template = Array((prefix + "XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else {
      return "could not write the fixes: cannot create a temporary file next to it: \(String(cString: strerror(errno)))"
    }
    let temporary = template.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { String(cString: $0) } ?? ""
    }
    func fail(_ message: String) -> String {
      close(descriptor)
      unlink(temporary)
      return "could not write the fixes: " + message
    }
    var offset = 0
    var stalls = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return write(descriptor, base + offset, raw.count - offset)
      }
      if written > 0 {
        offset += written
        stalls = 0
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        stalls += 1
        if written < 0 || stalls > 100 { return fail(String(cString: strerror(errno))) }
      }
    }
    // Owner first (may fail for non-root, which is fine), then the permission bits (chown can clear setuid).
    _ = fchown(descriptor, info.st_uid, info.st_gid)
    guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else { return fail(String(cString: strerror(errno))) }
    guard fsync(descriptor) == 0 else { return fail(String(cString: strerror(errno))) }
    guard close(descriptor) == 0 else {
      unlink(temporary)
      return "could not write the fixes: " + String(cString: strerror(errno))
    }
    // Last look right before the rename: an append since the re-read is not lost either. The old file stays
    // open so that a write that lands in it between this look and the rename is seen afterwards.
    let original = open(target, O_RDONLY)
    defer { if original >= 0 { close(original) } }
    var last = stat()
    guard original >= 0, fstat(original, &last) == 0, FileStamp(last) == snapshot.stamp else {
      unlink(temporary)
      return "the file changed while it was being fixed; not replaced (run again)"
    }
    guard rename(temporary, target) == 0 else {
      let message = String(cString: strerror(errno))
      unlink(temporary)
      return "could not write the fixes: " + message
    }
    // A writer that opened the old file just before the rename may have written into it after: then put the
    // old file's whole content back (with what was written), unfixed, plus anything already appended to the
    // fixed file, and report the file as changed.
    var after = stat()
    if fstat(original, &after) == 0, FileStamp(after) != snapshot.stamp {
      let current = readAll(original)
      var fixedNow = [UInt8]()
      let fixedHandle = open(target, O_RDONLY)
      if fixedHandle >= 0 {
        fixedNow = readAll(fixedHandle)
        close(fixedHandle)
      }
      let tail = fixedNow.count > bytes.count && Array(fixedNow.prefix(bytes.count)) == bytes ? Array(fixedNow.dropFirst(bytes.count)) : []
      _ = restore(current + tail, to: target, like: info)
      return "the file changed while it was being fixed; its content was put back unfixed (run again)"
    }
    return nil
  }

  /// Every byte of an open file, from its start.
  static func readAll(_ descriptor: Int32) -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var offset: off_t = 0
    var rounds = 0
    while rounds < 1 << 20 {
      rounds += 1
      let count = buffer.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return -1 }
        return pread(descriptor, base, raw.count, offset)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      result.append(contentsOf: buffer[0..<count])
      offset += off_t(count)
    }
    return result
  }

  /// Writes `bytes` to `target` through a temporary file and a rename (the restore after a race).
  static func restore(_ bytes: [UInt8], to target: String, like info: stat) -> Bool {
    let directory = FilePath.directory(of: target)
    let prefix = (directory.isEmpty ? "." : directory) + "/." + FilePath.name(of: target) + temporaryMarker + "\(getpid())-"
    var template = Array((prefix + "XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else { return false }
    let temporary = template.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { String(cString: $0) } ?? "" }
    var offset = 0
    var stalls = 0
    while offset < bytes.count, stalls < 100 {
      let written = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return write(descriptor, base + offset, raw.count - offset)
      }
      if written > 0 { offset += written } else if !(written < 0 && errno == EINTR) { stalls += 1 }
    }
    _ = fchown(descriptor, info.st_uid, info.st_gid)
    _ = fchmod(descriptor, info.st_mode & 0o7777)
    _ = fsync(descriptor)
    close(descriptor)
    guard offset == bytes.count, rename(temporary, target) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// Removes `--fix` temporary files (see `temporaryMarker`) in the folders of `files` whose process no
  /// longer runs; returns how many.
  static func removeStaleTemporaryFiles(inFoldersOf files: [LintFile]) -> Int {
    var folders: [String] = []
    var seen: Set<String> = []
    for lintFile in files where lintFile.isPlainPath {
      let file = lintFile.path
      let folder = FilePath.directory(of: FixScope.resolved(file) ?? file)
      if seen.insert(folder).inserted { folders.append(folder) }
    }
    var removed = 0
    for folder in folders {
      let directory = folder.isEmpty ? "." : folder
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
      for entry in entries where entry.hasPrefix(".") {
        guard let marker = entry.firstRange(of: temporaryMarker) else { continue }
        let rest = entry[marker.upperBound...]
        guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { continue }
        // Still running (or not ours to ask about): leave it.
        if kill(pid, 0) == 0 || errno != ESRCH { continue }
        if unlink(FilePath.join(directory, entry)) == 0 { removed += 1 }
      }
    }
    return removed
  }
}

/// What identifies one version of a file: the same file (device, inode), size and modification time.
struct FileStamp: Equatable, Sendable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var seconds: Int
  var nanoseconds: Int

  init(_ info: stat) {
    #if canImport(Darwin)
    let time = info.st_mtimespec
    #else
    let time = info.st_mtim
    #endif
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
    size = Int64(info.st_size)
    seconds = Int(time.tv_sec)
    nanoseconds = Int(time.tv_nsec)
  }
}

/// A file's bytes with the stamp it had when they were read (taken on the open descriptor).
struct FileSnapshot: Sendable {
  var path: String
  var bytes: [UInt8]
  var stamp: FileStamp

  struct Problem: Error {
    var message: String
  }

  static func read(_ path: String) -> Result<FileSnapshot, Problem> {
    read(LintFile(path: path))
  }

  static func read(_ file: LintFile) -> Result<FileSnapshot, Problem> {
    readBytesAndStamp(file.raw).map { FileSnapshot(path: file.path, bytes: $0.bytes, stamp: $0.stamp) }
  }

  static func readBytes(_ path: String) -> Result<[UInt8], Problem> {
    readBytesAndStamp(Array(path.utf8)).map(\.bytes)
  }

  /// Reads a regular file whole through one descriptor (O_NONBLOCK so a FIFO does not block the run).
  static func readBytesAndStamp(_ raw: [UInt8]) -> Result<(bytes: [UInt8], stamp: FileStamp), Problem> {
    switch readBytesAndStamp(raw, tooLarge: nil) {
    case .read(let bytes, let stamp): return .success((bytes, stamp))
    case .failure(let problem): return .failure(problem)
    case .tooLarge: return .failure(Problem(message: "not read"))
    }
  }

  /// What `readBytesAndStamp(_:tooLarge:)` found.
  enum ReadOutcome {
    case read(bytes: [UInt8], stamp: FileStamp)
    /// A regular file whose size (on the open descriptor) `tooLarge` rejected: nothing was read.
    case tooLarge(size: Int)
    case failure(Problem)
  }

  /// Reads a regular file whole through one descriptor: one `read` into a buffer sized by `fstat`, then one
  /// more that finds the end (a file that grew meanwhile is read on to its end). With `tooLarge`, a regular
  /// file whose size it rejects is not read.
  static func readBytesAndStamp(_ raw: [UInt8], tooLarge: ((Int) -> Bool)?) -> ReadOutcome {
    let descriptor = FileWalk.open(raw, flags: O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(Problem(message: "cannot read the file: \(String(cString: strerror(errno)))")) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(Problem(message: "cannot read the file: \(String(cString: strerror(errno)))")) }
    guard info.st_mode & S_IFMT == S_IFREG else { return .failure(Problem(message: "not a regular file")) }
    let size = Int(clamping: Int64(info.st_size))
    if let tooLarge, tooLarge(size) { return .tooLarge(size: size) }
    var failure: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      initialized = 0
      guard let base = buffer.baseAddress else { return }
      while initialized < size {
        let count = systemRead(descriptor, base + initialized, size - initialized)
        if count < 0, errno == EINTR { continue }
        if count < 0 { failure = errno }
        if count <= 0 { return }
        initialized += count
      }
    }
    if failure != 0 { return .failure(Problem(message: "cannot read the file: \(String(cString: strerror(failure)))")) }
    // The end: a read that returns 0 (or more bytes, when the file grew after the fstat).
    let rest = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { chunk -> Int32 in
      guard let base = chunk.baseAddress else { return 0 }
      while true {
        let count = systemRead(descriptor, base, chunk.count)
        if count < 0, errno == EINTR { continue }
        if count < 0 { return errno }
        if count == 0 { return 0 }
        bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
      }
    }
    if rest != 0 { return .failure(Problem(message: "cannot read the file: \(String(cString: strerror(rest)))")) }
    return .read(bytes: bytes, stamp: FileStamp(info))
  }
}

/// The C `read`, under a name that `FileSnapshot.read` does not shadow.
private func systemRead(_ descriptor: Int32, _ base: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, base, count)
}
