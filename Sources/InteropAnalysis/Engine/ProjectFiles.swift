#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Bounded, cached reads of the files that configure an analysis (`.interop-lsp.json`, Package.swift,
/// project.pbxproj, the folder listings searched for `.xcodeproj`).
///
/// Each file is read at most once per version: a result is kept with the file's stamp (device, inode,
/// size, modification time) and reused while a `stat` shows the same stamp, so opening many documents of
/// one project reads its manifest once, and an edited manifest is read again. Reads are bounded: a
/// manifest's first `manifestPrefixLimit` bytes (the platforms and tools version sit at the top), a
/// project file scanned in chunks without holding it whole.
public enum ProjectFiles {
  /// How much of a Package.swift (or `.interop-lsp.json`) is read.
  public static let manifestPrefixLimit = 1 << 20
  /// How much of a project.pbxproj is scanned for the deployment target.
  public static let projectFileScanLimit = 64 << 20

  /// What identifies one version of a file.
  public struct Stamp: Sendable, Hashable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
    var isDirectory: Bool
  }

  public static func stamp(_ path: String) -> Stamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
    let time = info.st_mtimespec
    #else
    let time = info.st_mtim
    #endif
    return Stamp(
      device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
      size: Int64(info.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec),
      isDirectory: (info.st_mode & S_IFMT) == S_IFDIR)
  }

  /// The names of `folder`'s entries that end with `suffix` (ASCII), sorted, read with `readdir` ([] when the
  /// folder cannot be read). Nil when such a name is not ASCII: the caller then asks `FileManager`, which
  /// decodes names its own way.
  public static func entries(in folder: String, endingWith suffix: String) -> [String]? {
    let wanted = Array(suffix.utf8)
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      // nil: not a match; .some(nil): a match that is not ASCII.
      let match: String?? = withEntryName(entry) { name -> String?? in
        guard name.count >= wanted.count, name.suffix(wanted.count).elementsEqual(wanted) else { return .none }
        if name.contains(where: { $0 >= 0x80 }) { return .some(nil) }
        return .some(String(decoding: name, as: UTF8.self))
      }
      switch match {
      case .none: continue
      case .some(.none): return nil
      case .some(.some(let name)): names.append(name)
      }
    }
    return names.sorted()
  }

  /// The name of a `readdir` entry, read in place up to its NUL. The entry is not copied: glibc's entries are
  /// only `d_reclen` bytes long, so copying the whole `d_name` array (256 bytes) reads past the entry and can
  /// fault at the end of the buffer's page (it crashed a test run). The bytes are valid until the next `readdir`.
  public static func withEntryName<R>(_ entry: UnsafeMutablePointer<dirent>, _ body: (UnsafeRawBufferPointer) -> R) -> R {
    guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else {
      return body(UnsafeRawBufferPointer(start: nil, count: 0))
    }
    let name = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
    return body(UnsafeRawBufferPointer(start: name, count: strlen(name)))
  }

  /// Up to `limit` bytes from the start of the file (nil if it cannot be opened or is not a regular file).
  public static func readPrefix(_ path: String, limit: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    let wanted = max(0, min(limit, Int(clamping: Int64(info.st_size))))
    var bytes = [UInt8](repeating: 0, count: wanted)
    var filled = 0
    while filled < wanted {
      let count = bytes.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return read(descriptor, base + filled, wanted - filled)
      }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      filled += count
    }
    if filled < wanted { bytes.removeSubrange(filled...) }
    return bytes
  }

  /// Scans the file in 1 MB chunks (at most `limit` bytes) for `needle`; returns the bytes from the match
  /// on (up to `window` of them), without holding the whole file.
  public static func firstMatch(of needle: [UInt8], in path: String, limit: Int, window: Int = 64) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0, !needle.isEmpty else {
      if descriptor >= 0 { close(descriptor) }
      return nil
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    let chunkSize = 1 << 20
    var carry: [UInt8] = []
    var total = 0
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while total < limit {
      let count = chunk.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return read(descriptor, base, min(chunkSize, limit - total))
      }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      total += count
      var text = carry
      text.append(contentsOf: chunk[0..<count])
      if let start = find(needle, in: text) {
        var found = Array(text[start...].prefix(window))
        // The window may run past this chunk: take the rest from the next read.
        while found.count < window {
          var more = [UInt8](repeating: 0, count: window - found.count)
          let extra = more.withUnsafeMutableBytes { raw -> Int in
            guard let base = raw.baseAddress else { return 0 }
            return read(descriptor, base, raw.count)
          }
          if extra <= 0 { break }
          found.append(contentsOf: more[0..<extra])
        }
        return found
      }
      carry = Array(text.suffix(needle.count - 1))
    }
    return nil
  }

  static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard let first = needle.first, haystack.count >= needle.count else { return nil }
    var index = 0
    let last = haystack.count - needle.count
    while index <= last {
      if haystack[index] == first {
        var offset = 1
        while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return index }
      }
      index += 1
    }
    return nil
  }
}

/// Values computed from a file (or folder) and kept with its stamp; thread-safe (lint reads on two cores).
public final class StampedCache<Value: Sendable>: Sendable {
  private let entries = Locked<[String: (stamp: ProjectFiles.Stamp?, value: Value)]>([:])

  public init() {}

  /// The cached value for `path` if its stamp is unchanged, else `compute(stamp)` (stored). A missing
  /// file has the stamp nil, which is cached too (a folder without a manifest is not searched again).
  public func value(for path: String, probes: FileProbes? = nil, compute: (ProjectFiles.Stamp?) -> Value) -> Value {
    let stamp = probes.map { $0.stamp(path) } ?? ProjectFiles.stamp(path)
    if let cached = entries.withLock({ $0[path] }), cached.stamp == stamp { return cached.value }
    let value = compute(stamp)
    entries.withLock { $0[path] = (stamp, value) }
    return value
  }

  public func removeAll() {
    entries.withLock { $0.removeAll() }
  }

  public var count: Int { entries.withLock { $0.count } }
}
