#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How background work wakes the stdio loop: a pipe polled together with stdin. `signal()` (any thread) writes a
/// byte; the loop, blocked in `readInput`, wakes, drains the pipe and runs `onWake` (on the loop thread) before it
/// reads stdin again. Without a pipe (it could not be made) the loop only reads stdin and background results wait
/// for the next message.
public final class WakeupPipe: @unchecked Sendable {
  private let readEnd: Int32
  private let writeEnd: Int32
  /// Set by the loop, run by the loop (never by `signal`).
  var onWake: (() -> Void)?

  public init?() {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return nil }
    readEnd = descriptors[0]
    writeEnd = descriptors[1]
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }

  /// Any thread: the loop should look at the background results. Never blocks (a full pipe is already a wakeup).
  public func signal() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// The loop: waits for stdin, handling wakeups meanwhile; returns the next chunk (empty at end of input).
  func readInput() -> [UInt8] {
    while true {
      var descriptors = [
        pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
        pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return StandardStreams.readInput()
      }
      if descriptors[1].revents != 0 {
        var buffer = [UInt8](repeating: 0, count: 256)
        while buffer.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
        onWake?()
      }
      if descriptors[0].revents != 0 {
        return StandardStreams.readInput()
      }
    }
  }
}
