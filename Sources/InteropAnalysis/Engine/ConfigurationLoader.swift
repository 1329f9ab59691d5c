import FoundationEssentials

/// A problem with a configuration file, reported once on that file.
public struct ConfigurationProblem: Sendable, Hashable {
  public var path: String
  public var message: String
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
    var configuration = AnalysisConfiguration.defaults
    var problem: ConfigurationProblem?
    let directory = FilePath.directory(of: path)
    if let file = findUpwards(fileName, from: directory) {
      let read = configurationFiles.value(for: file) { stamp in Self.readConfigurationFile(file, stamp: stamp) }
      if let decoded = read.configuration {
        configuration = configuration.merged(with: decoded)
      }
      if let message = read.problem {
        problem = ConfigurationProblem(path: file, message: message)
      }
    }
    configuration = configuration.merged(with: clientSettings)
    if configuration.deploymentTarget == nil || configuration.swiftLanguageMode == nil {
      let facts = projectFacts(from: directory)
      if configuration.deploymentTarget == nil { configuration.deploymentTarget = facts.deploymentTarget }
      if configuration.swiftLanguageMode == nil { configuration.swiftLanguageMode = facts.swiftLanguageMode }
    }
    return (configuration, problem)
  }

  /// What one version of a `.interop-lsp.json` says (cached by its stamp).
  struct ConfigurationFile: Sendable {
    var configuration: AnalysisConfiguration?
    var problem: String?
  }

  /// Project facts of one manifest or project file.
  public struct ProjectFacts: Sendable, Hashable {
    public var deploymentTarget: DeploymentTarget?
    public var swiftLanguageMode: Int?
  }

  static let configurationFiles = StampedCache<ConfigurationFile>()
  static let manifests = StampedCache<ProjectFacts?>()
  static let projectFiles = StampedCache<DeploymentTarget??>()
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
    let decoded = AnalysisConfiguration.decode(json: bytes)
    return ConfigurationFile(
      configuration: decoded.configuration,
      problem: decoded.problems.isEmpty ? nil : "invalid \(fileName): " + decoded.problems.joined(separator: "; "))
  }

  /// The nearest file called `name` in `directory` or above.
  public static func findUpwards(_ name: String, from directory: String) -> String? {
    var current = directory.isEmpty ? FileManager.default.currentDirectoryPath : directory
    for _ in 0..<maximumLevels {
      let candidate = FilePath.join(current, name)
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = FilePath.directory(of: current)
      if parent == current || parent.isEmpty { return nil }
      current = parent
    }
    return nil
  }

  /// Deployment target and language mode read from the nearest Package.swift, else a project.pbxproj.
  public static func projectFacts(from directory: String) -> (deploymentTarget: DeploymentTarget?, swiftLanguageMode: Int?) {
    if let package = findUpwards("Package.swift", from: directory),
      let facts = manifests.value(for: package, compute: { _ in Self.manifestFacts(package) })
    {
      return (facts.deploymentTarget, facts.swiftLanguageMode)
    }
    var current = directory
    for _ in 0..<maximumLevels {
      let folder = current.isEmpty ? "." : current
      let projects = projectFolders.value(for: folder) { _ in
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
      }
      for entry in projects {
        let pbx = FilePath.join(FilePath.join(current, entry), "project.pbxproj")
        // nil: cannot be read (look further); .some(target): this project decides, target or not.
        if let target = projectFiles.value(for: pbx, compute: { _ in Self.projectFileDeploymentTarget(pbx) }) {
          return (target, nil)
        }
      }
      let parent = FilePath.directory(of: current)
      if parent == current || parent.isEmpty { break }
      current = parent
    }
    return (nil, nil)
  }

  /// The facts of a Package.swift, from its first `manifestPrefixLimit` bytes; nil if it cannot be read.
  static func manifestFacts(_ path: String) -> ProjectFacts? {
    guard let bytes = ProjectFiles.readPrefix(path, limit: ProjectFiles.manifestPrefixLimit) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    return ProjectFacts(deploymentTarget: packageDeploymentTarget(text), swiftLanguageMode: packageLanguageMode(text))
  }

  /// The deployment target of a project.pbxproj, scanned in chunks (never held whole); `.some(nil)` is
  /// "readable, no target", nil is "cannot be read" (the search goes on).
  static func projectFileDeploymentTarget(_ path: String) -> DeploymentTarget?? {
    guard ProjectFiles.readPrefix(path, limit: 0) != nil else { return nil }
    let needle = Array("IPHONEOS_DEPLOYMENT_TARGET = ".utf8)
    guard let window = ProjectFiles.firstMatch(of: needle, in: path, limit: ProjectFiles.projectFileScanLimit) else {
      return .some(nil)
    }
    return .some(pbxprojDeploymentTarget(String(decoding: window, as: UTF8.self)))
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
public enum FilePath {
  /// The last component of `path` (`/a/b/c.swift` → `c.swift`).
  public static func name(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// The directory part of `path` (`/a/b/c.swift` → `/a/b`, `/a` → `/`, `c.swift` → ``).
  public static func directory(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }

  public static func join(_ directory: String, _ name: String) -> String {
    if directory.isEmpty { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
