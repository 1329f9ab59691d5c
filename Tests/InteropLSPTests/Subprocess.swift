import Dispatch
import Foundation  // full Foundation: Process (runs the built server)
import Protocol
import XCTest

/// The real `interop-lsp` binary for subprocess tests: next to the test bundle (`swift test` builds it
/// there), else in this package's `.build`; the test is skipped, saying so, when it cannot be found.
enum ServerBinary {
  static func url() throws -> URL {
    let fileManager = FileManager.default
    var candidates: [URL] = []
    if let first = CommandLine.arguments.first {
      let bundle = URL(fileURLWithPath: first)
      candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("interop-lsp"))
      candidates.append(
        bundle.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
          .deletingLastPathComponent().appendingPathComponent("interop-lsp"))
    }
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug/interop-lsp"))
    candidates.append(packageRoot.appendingPathComponent(".build/release/interop-lsp"))
    for candidate in candidates where fileManager.isExecutableFile(atPath: candidate.path) {
      return candidate
    }
    throw XCTSkip("interop-lsp binary not found (looked in \(candidates.map(\.path))); run `swift build` first")
  }

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs the binary to completion with no input (killed after 20 s).
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Run {
    let process = Process()
    process.executableURL = try url()
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    XCTAssertFalse(process.terminationReason == .uncaughtSignal, "interop-lsp was killed or crashed")
    return Run(
      status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
      stderr: String(decoding: errors, as: UTF8.self))
  }
}

/// The server as a child process spoken to over real pipes, one message at a time: each `next` reads
/// stdout until the wanted message arrives. A watchdog kills the process after `timeout` seconds, which
/// ends any read.
final class ServerProcess {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private var reader = FrameReader()
  private var buffered: [Message] = []
  private let watchdog: DispatchWorkItem

  init(timeout: Double = 20) throws {
    process.executableURL = try ServerBinary.url()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let pid = process.processIdentifier
    watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
  }

  func send(_ message: Message) {
    input.fileHandleForWriting.write(Data(message.framed))
  }

  /// Reads until a message satisfying `wanted` arrives; returns it (nil when stdout ended first). Messages
  /// read on the way are dropped.
  func next(_ wanted: (Message) -> Bool) -> Message? {
    while true {
      if let index = buffered.firstIndex(where: wanted) {
        let message = buffered[index]
        buffered.removeSubrange(...index)
        return message
      }
      buffered.removeAll()
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { return nil }
      for event in reader.append([UInt8](data)) {
        guard case .body(let body) = event, let json = try? JSONParser.parse(body),
          case .success(let message) = Message.decode(json)
        else {
          XCTFail("stdout carried something other than JSON-RPC frames")
          continue
        }
        buffered.append(message)
      }
    }
  }

  func response(to id: Int) -> ResponseBody? {
    guard case .response(_, let body) = next({ if case .response(.number(id), _) = $0 { return true } else { return false } })
    else { return nil }
    return body
  }

  func notification(_ method: String, where wanted: (JSONValue) -> Bool = { _ in true }) -> JSONValue? {
    guard
      case .notification(_, let params) = next({
        if case .notification(method, let params) = $0 { return wanted(params ?? .null) } else { return false }
      })
    else { return nil }
    return params
  }

  /// Closes stdin and waits for the exit status.
  func finish() -> (status: Int32, stderr: String) {
    try? input.fileHandleForWriting.close()
    _ = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    XCTAssertFalse(process.terminationReason == .uncaughtSignal, "interop-lsp was killed or crashed")
    return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
  }
}
