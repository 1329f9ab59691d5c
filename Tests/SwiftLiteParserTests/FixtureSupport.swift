#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
import SwiftLiteParser

/// Fixture files beside the tests (`Fixtures/*.swift`, each with a `.tree` dump).
enum Fixtures {
  static var directory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  }

  /// (name, bytes) of every `.swift` fixture, sorted by name.
  static func all() -> [(name: String, bytes: [UInt8])] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
      guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) else {
        return nil
      }
      return (name, [UInt8](data))
    }
  }

  /// The folders holding the toolchain's `.swiftinterface` files: `lib/swift` and `lib/swift_static` beside
  /// the `bin/` of the first `swift` on `PATH` (or `SWIFT_TOOLCHAIN_LIB`, a `:`-separated list). On macOS,
  /// `/usr/bin/swift` is an `xcrun` shim with no `lib/swift` beside it, so the list is empty there.
  static func toolchainInterfaceRoots() -> [String] {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["SWIFT_TOOLCHAIN_LIB"], !explicit.isEmpty {
      return explicit.split(separator: ":").map(String.init)
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let swift = directory + "/swift"
      guard FileManager.default.isExecutableFile(atPath: String(swift)) else { continue }
      let prefix = URL(fileURLWithPath: String(directory)).deletingLastPathComponent().path
      let roots = [prefix + "/lib/swift", prefix + "/lib/swift_static"]
      return roots.filter { FileManager.default.fileExists(atPath: $0) }
    }
    return []
  }

  /// Toolchain interface files (distinct contents only) under `roots`.
  static func toolchainInterfaces(roots: [String]) -> [(path: String, bytes: [UInt8])] {
    var result: [(String, [UInt8])] = []
    var seen = Set<[UInt8]>()
    for root in roots {
      guard let enumerator = FileManager.default.enumerator(atPath: root) else { continue }
      var paths: [String] = []
      while let relative = enumerator.nextObject() as? String {
        if relative.hasSuffix(".swiftinterface") { paths.append(root + "/" + relative) }
      }
      for path in paths.sorted() {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        let bytes = [UInt8](data)
        if seen.insert(bytes).inserted { result.append((path, bytes)) }
      }
    }
    return result
  }
}

/// A small deterministic generator (seeded tests print their seed on failure).
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  mutating func next() -> UInt64 {
    state = state &+ 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
