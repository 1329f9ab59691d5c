#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif

/// A problem with a configuration file, reported once on that file.
public struct ConfigurationProblem: Sendable, Hashable {
  public var path: String
  public var message: String
  /// The problems one by one, each with the key it is about (`message` joins them).
  public var issues: [ConfigurationIssue] = []
}

/// Finds and reads `.interop-lsp.json` and the project facts (deployment target, language mode) for a
/// document on disk. Every failure becomes a `ConfigurationProblem` plus defaults.
public enum ConfigurationLoader {
  public static let fileName = ".interop-lsp.json"
  static let maximumLevels = 64

  /// The configuration for the document at `path`, built from defaults, the nearest `.interop-lsp.json`
  /// and, where it says nothing, a Package.swift or project.pbxproj found upwards.
  public static func load(forDocumentAt path: String) -> (configuration: AnalysisConfiguration, problem: ConfigurationProblem?) {
    load(forDocumentAt: path, clientSettings: AnalysisConfiguration())
  }

  /// The configuration for a document in the server: defaults, then `.interop-lsp.json`, then `clientSettings`
  /// (`initializationOptions` merged with the latest `workspace/didChangeConfiguration`, each decoded with
  /// `AnalysisConfiguration.decode(json:)`); project facts (Package.swift, project.pbxproj) fill in a deployment
  /// target or language mode that none of them sets.
  public static func load(forDocumentAt path: String, clientSettings: AnalysisConfiguration) -> (configuration: AnalysisConfiguration, problem: ConfigurationProblem?) {
    let loaded = loadAll(forDocumentAt: path, clientSettings: clientSettings)
    return (loaded.configuration, loaded.problems.last)
  }

  /// `load(forDocumentAt:clientSettings:)` with every configuration file's problems, outermost first. The files
  /// are every `.interop-lsp.json` from the document's folder up to the first one with `"root": true` (or the
  /// file system root), merged from the outermost down, so a nested file overrides its parents; the globs and
  /// the baseline of each are relative to its own folder, and `overrides` matching the document apply.
  ///
  /// With `probes` (one `lint` run), whether a file exists and its stamp are asked once per path: the files of
  /// one folder and of its sibling folders share their parents' answers.
  public static func loadAll(
    forDocumentAt path: String, clientSettings: AnalysisConfiguration, probes: FileProbes? = nil
  ) -> (configuration: AnalysisConfiguration, problems: [ConfigurationProblem]) {
    let loaded = loadAllWithoutProjectFacts(forDocumentAt: path, clientSettings: clientSettings, probes: probes)
    let configuration = applyingProjectFacts(to: loaded.configuration) { projectFacts(forDocumentAt: path, probes: probes) }
    return (configuration, loaded.problems)
  }

  /// `loadAll` up to the project facts: what the configuration files and `clientSettings` say. A caller that
  /// shares this between the documents of one folder still takes each document's own facts
  /// (`applyingProjectFacts(to:_:)` with `ProjectFactsSource.facts(forDocumentAt:)`).
  public static func loadAllWithoutProjectFacts(
    forDocumentAt path: String, clientSettings: AnalysisConfiguration, probes: FileProbes? = nil
  ) -> (configuration: AnalysisConfiguration, problems: [ConfigurationProblem]) {
    var configuration = AnalysisConfiguration.defaults
    var problems: [ConfigurationProblem] = []
    let absolute = FilePath.absolute(path)
    for file in configurationFiles(forFolder: FilePath.directory(of: absolute), probes: probes) {
      let read = configurationFiles.value(for: file, probes: probes) { stamp in Self.readConfigurationFile(file, stamp: stamp) }
      if let decoded = read.configuration {
        var anchored = decoded
        anchored.files = decoded.files.anchored(at: FilePath.directory(of: file))
        configuration = configuration.merged(with: anchored)
      }
      if let message = read.problem {
        problems.append(ConfigurationProblem(path: file, message: message, issues: read.issues))
      }
    }
    configuration = configuration.applyingOverrides(forFileAt: absolute)
    configuration = configuration.merged(with: clientSettings)
    return (configuration, problems)
  }

  /// Whether `configuration` leaves a setting to the project facts (deployment target, language mode, isolation).
  public static func needsProjectFacts(_ configuration: AnalysisConfiguration) -> Bool {
    configuration.deploymentTarget == nil || configuration.swiftLanguageMode == nil || configuration.defaultIsolation == nil
  }

  /// `configuration` with the project facts (asked only if needed) where it says nothing.
  public static func applyingProjectFacts(to configuration: AnalysisConfiguration, _ facts: () -> TargetFacts) -> AnalysisConfiguration {
    guard needsProjectFacts(configuration) else { return configuration }
    var configuration = configuration
    let facts = facts()
    if configuration.deploymentTarget == nil { configuration.deploymentTarget = facts.deploymentTarget }
    if configuration.swiftLanguageMode == nil { configuration.swiftLanguageMode = facts.swiftLanguageMode }
    if configuration.defaultIsolation == nil { configuration.defaultIsolation = facts.defaultIsolation }
    return configuration
  }

  /// The `.interop-lsp.json` files that apply in `folder` (absolute), outermost first: from `folder` upwards
  /// to the first that says `"root": true`.
  public static func configurationFiles(forFolder folder: String, probes: FileProbes? = nil) -> [String] {
    var found: [String] = []
    var current = folder.isEmpty ? FileManager.default.currentDirectoryPath : folder
    for _ in 0..<maximumLevels {
      let candidate = FilePath.join(current, fileName)
      if probes?.fileExists(candidate) ?? FileManager.default.fileExists(atPath: candidate) {
        found.append(candidate)
        let read = configurationFiles.value(for: candidate, probes: probes) { stamp in Self.readConfigurationFile(candidate, stamp: stamp) }
        if read.configuration?.files.isRoot == true { break }
      }
      let parent = FilePath.directory(of: current)
      if parent == current || parent.isEmpty { break }
      current = parent
    }
    return found.reversed()
  }

  /// The file settings (`exclude`, `include`, …) that apply in `folder`, anchored, merged outermost first:
  /// what a folder walk asks before it lints a file (`PathFilter.isExcluded(_:by:)`).
  public static func fileSettings(forFolder folder: String, probes: FileProbes? = nil) -> ConfigurationFileSettings {
    var settings = ConfigurationFileSettings()
    for file in configurationFiles(forFolder: FilePath.absolute(folder), probes: probes) {
      let read = configurationFiles.value(for: file, probes: probes) { stamp in Self.readConfigurationFile(file, stamp: stamp) }
      if let decoded = read.configuration {
        settings = settings.merged(with: decoded.files.anchored(at: FilePath.directory(of: file)))
      }
    }
    return settings
  }

  /// What one version of a `.interop-lsp.json` says (cached by its stamp).
  struct ConfigurationFile: Sendable {
    var configuration: AnalysisConfiguration?
    var problem: String?
    var issues: [ConfigurationIssue] = []
  }


  static let configurationFiles = StampedCache<ConfigurationFile>()
  /// Package manifests and Xcode projects, parsed once per stamp.
  static let manifests = StampedCache<PackageManifest?>()
  static let projectFiles = StampedCache<XcodeProject?>()
  /// The `.xcodeproj` entries of a folder (the folder's stamp changes when entries come or go).
  static let projectFolders = StampedCache<[String]>()

  /// Forgets every cached file (the server calls this when the client reports changed files; stamps
  /// already catch edits, this also catches a file replaced within the same second on a coarse clock).
  public static func invalidateCachedFiles() {
    configurationFiles.removeAll()
    manifests.removeAll()
    projectFiles.removeAll()
    projectFolders.removeAll()
  }

  static func readConfigurationFile(_ file: String, stamp: ProjectFiles.Stamp?) -> ConfigurationFile {
    if let stamp, stamp.size > Int64(ProjectFiles.manifestPrefixLimit) {
      return ConfigurationFile(
        configuration: nil,
        problem: "\(fileName) is larger than \(ProjectFiles.manifestPrefixLimit / (1 << 20)) MB; using the defaults")
    }
    guard let bytes = ProjectFiles.readPrefix(file, limit: ProjectFiles.manifestPrefixLimit) else {
      return ConfigurationFile(configuration: nil, problem: "cannot read \(fileName); using the defaults")
    }
    let decoded = AnalysisConfiguration.decodeWithIssues(json: bytes)
    return ConfigurationFile(
      configuration: decoded.configuration,
      problem: decoded.issues.isEmpty ? nil : "invalid \(fileName): " + decoded.issues.map(\.message).joined(separator: "; "),
      issues: decoded.issues)
  }

  /// The nearest file called `name` in `directory` or above.
  public static func findUpwards(_ name: String, from directory: String, probes: FileProbes? = nil) -> String? {
    var current = directory.isEmpty ? FileManager.default.currentDirectoryPath : directory
    for _ in 0..<maximumLevels {
      let candidate = FilePath.join(current, name)
      if probes?.fileExists(candidate) ?? FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = FilePath.directory(of: current)
      if parent == current || parent.isEmpty { return nil }
      current = parent
    }
    return nil
  }

  /// A project.pbxproj is read up to this size (the objects it needs come in any order, so it is read whole up
  /// to the limit; larger ones are cut and what lies past the limit is unknown).
  static let maximumProjectFileBytes = 16 << 20

  static func readPrefix(_ path: String, limit: Int = ProjectFiles.manifestPrefixLimit) -> String? {
    ProjectFiles.readPrefix(path, limit: limit).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The facts of the target that compiles the file at `path`: from the nearest Package.swift (the target whose
  /// folder holds the file), else the nearest Xcode project (the target whose Sources phase or synchronized
  /// folder holds it, else its application targets). Unknown facts are nil. Manifests and projects are parsed
  /// once per file stamp (device, inode, size, modification time).
  public static func projectFacts(forDocumentAt path: String, probes: FileProbes? = nil) -> TargetFacts {
    projectFactsSource(forDocumentAt: path, probes: probes).facts(forDocumentAt: path)
  }

  /// Where the project facts of the documents in one folder come from, found from the document at `path`.
  /// Finding it (the manifest or projects upwards, parsed) is the costly part: a caller may keep it for the
  /// other documents of the same folder and ask it per document.
  public enum ProjectFactsSource: Sendable {
    /// The nearest Package.swift: its targets are folders, so every document of the folder has these facts.
    case folder(TargetFacts)
    /// The Xcode projects in `folder` (the nearest folder upwards that has any): their targets name their
    /// files, so two documents of one folder may belong to different targets.
    case projects(folder: String, [XcodeProject])

    /// The facts of the target that compiles the document at `path` (in the folder this source was found for).
    public func facts(forDocumentAt path: String) -> TargetFacts {
      switch self {
      case .folder(let facts):
        return facts
      case .projects(let folder, let projects):
        let relative = path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : FilePath.name(of: path)
        let candidates = projects.map { $0.facts(forFileNamed: FilePath.name(of: path), relativePath: relative) }
        return candidates.count == 1 ? (candidates.first ?? .unknown) : TargetFacts.common(candidates)
      }
    }
  }

  public static func projectFactsSource(forDocumentAt path: String, probes: FileProbes? = nil) -> ProjectFactsSource {
    let directory = FilePath.directory(of: path)
    if let manifestPath = findUpwards("Package.swift", from: directory, probes: probes),
      let manifest = manifests.value(for: manifestPath, probes: probes, compute: { _ in readPrefix(manifestPath).map(PackageManifest.init(text:)) })
    {
      let root = FilePath.directory(of: manifestPath)
      let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : FilePath.name(of: path)
      return .folder(manifest.facts(forFileAt: relative))
    }
    var current = directory
    for _ in 0..<maximumLevels {
      let folder = current.isEmpty ? "." : current
      let projects = projectFolders.value(for: folder, probes: probes) { _ in
        ProjectFiles.entries(in: folder, endingWith: ".xcodeproj")
          ?? ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
      }
      if !projects.isEmpty {
        let parsed = projects.compactMap { entry -> XcodeProject? in
          let pbx = FilePath.join(FilePath.join(folder, entry), "project.pbxproj")
          return projectFiles.value(for: pbx, probes: probes) { _ in
            readPrefix(pbx, limit: maximumProjectFileBytes).map { text in
              XcodeProject(text: text) { reference in xcconfigText(reference, in: folder) }
            }
          }
        }
        return .projects(folder: folder, parsed)
      }
      let parent = FilePath.directory(of: current)
      if parent == current || parent.isEmpty { break }
      current = parent
    }
    return .folder(.unknown)
  }

  /// An xcconfig named in a project: at its path from the project's folder, else the one file of that name
  /// found under the folder (bounded walk, hidden and build folders skipped).
  static func xcconfigText(_ reference: String, in folder: String) -> String? {
    if let text = readPrefix(FilePath.join(folder, reference)) { return text }
    let name = FilePath.name(of: reference)
    var found: [String] = []
    var stack = [folder]
    var visited = 0
    while let current = stack.popLast(), visited < 4_000, found.count < 2 {
      visited += 1
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
      for entry in entries.sorted() {
        if entry.hasPrefix(".") || ["Pods", "Carthage", "DerivedData", "build", ".build", "SourcePackages"].contains(entry) { continue }
        let full = FilePath.join(current, entry)
        if entry == name {
          found.append(full)
        } else if !entry.contains(".") {
          // Folders seldom have extensions; a file named without one fails to list and is skipped.
          stack.append(full)
        }
      }
    }
    return found.count == 1 ? found.first.flatMap { readPrefix($0) } : nil
  }

  /// `.iOS(.v17)`, `.iOS(.v16_4)`, `.iOS("16.4")` in a manifest.
  public static func packageDeploymentTarget(_ text: String) -> DeploymentTarget? {
    guard let range = text.firstRange(of: ".iOS(") else { return nil }
    let rest = text[range.upperBound...].prefix(24)
    var inner = rest.prefix { $0 != ")" }
    inner = inner.drop { $0 == " " }
    if inner.hasPrefix(".v") {
      let version = inner.dropFirst(2).map { $0 == "_" ? "." : $0 }
      return DeploymentTarget(parsing: "iOS " + version)
    }
    if inner.hasPrefix("\"") {
      let version = inner.dropFirst().prefix { $0 != "\"" }
      return DeploymentTarget(parsing: "iOS " + version)
    }
    return nil
  }

  /// `// swift-tools-version:6.0` or `swiftLanguageModes: [.v5]` / `swiftLanguageVersions`.
  public static func packageLanguageMode(_ text: String) -> Int? {
    if let range = text.firstRange(of: "swiftLanguageModes:") ?? text.firstRange(of: "swiftLanguageVersions:") {
      let rest = text[range.upperBound...].prefix(32)
      if rest.contains(".v6") { return 6 }
      if rest.contains(".v5") { return 5 }
    }
    if let range = text.firstRange(of: "swift-tools-version:") {
      let rest = text[range.upperBound...].drop { $0 == " " }
      if let major = Int(rest.prefix { $0.isNumber }) { return major >= 6 ? 6 : 5 }
    }
    return nil
  }

  public static func pbxprojDeploymentTarget(_ text: String) -> DeploymentTarget? {
    guard let range = text.firstRange(of: "IPHONEOS_DEPLOYMENT_TARGET = ") else { return nil }
    let version = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
    return DeploymentTarget(parsing: "iOS " + version)
  }
}

/// Path arithmetic on plain strings (no NSString, so the binary needs only FoundationEssentials).
///
/// An ASCII path (the usual case) is taken apart by its bytes; any other by its characters, as always. (In ASCII
/// every `/` is a character of its own, so both give the same answer.)
public enum FilePath {
  /// The last component of `path` (`/a/b/c.swift` → `c.swift`).
  public static func name(of path: String) -> String {
    if let fast = asciiSplit(path, { bytes, slash, end in
      String(decoding: UnsafeBufferPointer(rebasing: bytes[(slash.map { $0 + 1 } ?? 0)..<end]), as: UTF8.self)
    }) {
      return fast
    }
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// The directory part of `path` (`/a/b/c.swift` → `/a/b`, `/a` → `/`, `c.swift` → ``).
  public static func directory(of path: String) -> String {
    if let fast = asciiSplit(path, { bytes, slash, _ -> String in
      guard let slash else { return "" }
      if slash == 0 { return "/" }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<slash]), as: UTF8.self)
    }) {
      return fast
    }
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }

  /// For an ASCII `path`: `body(bytes, last slash, end)` with trailing slashes trimmed (down to one byte) and
  /// the offset of the last `/` before `end`; nil for any other path.
  private static func asciiSplit(
    _ path: String, _ body: (UnsafeBufferPointer<UInt8>, Int?, Int) -> String
  ) -> String? {
    let slash = UInt8(ascii: "/")
    return path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      for byte in bytes where byte >= 0x80 { return nil }
      var end = bytes.count
      while end > 1, bytes[end - 1] == slash { end -= 1 }
      var index = end - 1
      while index >= 0, bytes[index] != slash { index -= 1 }
      return body(bytes, index >= 0 ? index : nil, end)
    } ?? nil
  }

  /// `path` made absolute against the current folder, `.` components dropped (`./A.swift` → `/cwd/A.swift`).
  public static func absolute(_ path: String) -> String {
    if isNormalAbsolute(path) { return path }
    let full = path.hasPrefix("/") ? path : join(FileManager.default.currentDirectoryPath, path)
    var components: [Substring] = []
    for component in full.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
      components.append(component)
    }
    return "/" + components.joined(separator: "/")
  }

  /// An ASCII path that `absolute` would give back unchanged: it starts with `/` and no component is empty
  /// (`//`, a trailing `/`) or `.`.
  static func isNormalAbsolute(_ path: String) -> Bool {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    return path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard bytes.count > 1, bytes[0] == slash, bytes[bytes.count - 1] != slash else { return false }
      var componentStart = 1
      for index in 1..<bytes.count {
        let byte = bytes[index]
        if byte >= 0x80 { return false }
        guard byte == slash else { continue }
        let length = index - componentStart
        if length == 0 || (length == 1 && bytes[componentStart] == dot) { return false }
        componentStart = index + 1
      }
      let last = bytes.count - componentStart
      return !(last == 1 && bytes[componentStart] == dot)
    } ?? false
  }

  public static func join(_ directory: String, _ name: String) -> String {
    if directory.isEmpty { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}

/// File-system answers kept for one `lint` run: whether a path exists and its stamp, each asked once per path
/// (the configuration search of every folder walks up through the same parents). The server passes none: its
/// files change while it runs.
public final class FileProbes: Sendable {
  private let existing = Locked<[String: Bool]>([:])
  private let stamps = Locked<[String: ProjectFiles.Stamp?]>([:])

  public init() {}

  /// `FileManager.fileExists(atPath:)`, once per path.
  public func fileExists(_ path: String) -> Bool {
    if let known = existing.withLock({ $0[path] }) { return known }
    let exists = FileManager.default.fileExists(atPath: path)
    existing.withLock { $0[path] = exists }
    return exists
  }

  /// `ProjectFiles.stamp`, once per path.
  public func stamp(_ path: String) -> ProjectFiles.Stamp? {
    if let known = stamps.withLock({ $0[path] }) { return known }
    let stamp = ProjectFiles.stamp(path)
    stamps.withLock { $0[path] = .some(stamp) }
    return stamp
  }
}
