#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Raw, unbuffered access to file descriptors 0, 1 and 2 (no Foundation: it keeps startup fast).
public enum StandardStreams {
  /// Reads up to `capacity` bytes from stdin; an empty array means end of input (or a read error).
  public static func readInput(capacity: Int = 65536) -> [UInt8] {
    let size = max(capacity, 1)
    while true {
      // Read into uninitialized storage (no zeroing of the whole buffer on every read): only the bytes read
      // are initialized and counted.
      var failed = false
      let buffer = [UInt8](unsafeUninitializedCapacity: size) { raw, initialized in
        let count = read(0, raw.baseAddress, raw.count)
        initialized = count > 0 ? min(count, raw.count) : 0
        failed = count < 0 && errno == EINTR
      }
      if !buffer.isEmpty { return buffer }
      if failed { continue }
      return []
    }
  }

  /// Writes all bytes to `descriptor`; returns false if the other end is gone.
  @discardableResult
  public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    var stalls = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return systemWrite(descriptor, base + offset, raw.count - offset)
      }
      if written > 0 {
        offset += written
        stalls = 0
      } else if written < 0, errno == EINTR || errno == EAGAIN {
        stalls += 1
        if stalls > 1000 { return false }
      } else {
        return false
      }
    }
    return true
  }

  public static func writeOutput(_ text: String) {
    write(Array(text.utf8), to: 1)
  }

  public static func writeError(_ text: String) {
    write(Array(text.utf8), to: 2)
  }

  /// A write to a closed pipe must fail with EPIPE instead of killing the process.
  public static func ignoreBrokenPipeSignal() {
    signal(SIGPIPE, SIG_IGN)
  }
}

/// The C `write`, reachable under a name that `StandardStreams.write` does not shadow.
private func systemWrite(_ descriptor: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, base, count)
}
