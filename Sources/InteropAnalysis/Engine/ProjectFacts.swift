import SwiftLiteParser

/// The facts of the target that compiles a file: deployment target, Swift language mode and default actor
/// isolation (RULES.md "Configuration: project facts"). Each is nil when unknown: not found, different between
/// build configurations or candidate targets, or an unresolved `$(…)` reference.
public struct TargetFacts: Sendable, Hashable {
  public var deploymentTarget: DeploymentTarget?
  public var swiftLanguageMode: Int?
  public var defaultIsolation: AnalysisConfiguration.DefaultIsolation?

  public init(deploymentTarget: DeploymentTarget? = nil, swiftLanguageMode: Int? = nil, defaultIsolation: AnalysisConfiguration.DefaultIsolation? = nil) {
    self.deploymentTarget = deploymentTarget
    self.swiftLanguageMode = swiftLanguageMode
    self.defaultIsolation = defaultIsolation
  }

  public static let unknown = TargetFacts()

  /// The facts every candidate agrees on; a fact that differs between them is unknown.
  static func common(_ candidates: [TargetFacts]) -> TargetFacts {
    guard let first = candidates.first else { return .unknown }
    var result = first
    for other in candidates.dropFirst() {
      if other.deploymentTarget != result.deploymentTarget { result.deploymentTarget = nil }
      if other.swiftLanguageMode != result.swiftLanguageMode { result.swiftLanguageMode = nil }
      if other.defaultIsolation != result.defaultIsolation { result.defaultIsolation = nil }
    }
    return result
  }
}

// MARK: - Package.swift

/// What a package manifest says, read from its syntax tree (the manifest is Swift; it is never run).
public struct PackageManifest: Sendable {
  public struct Target: Sendable {
    public var name: String
    public var kind: String
    /// `path:` as written, if any.
    public var path: String?
    public var swiftLanguageMode: Int?
    public var defaultIsolation: AnalysisConfiguration.DefaultIsolation
    /// Whether the isolation setting could not be read (a variable, a condition): then it is unknown.
    public var isolationUnreadable: Bool
  }

  public var toolsMajor: Int?
  /// The highest mode of `swiftLanguageModes:` / `swiftLanguageVersions:`.
  public var packageLanguageMode: Int?
  public var iOSTarget: DeploymentTarget?
  public var macOSTarget: DeploymentTarget?
  public var targets: [Target]

  public init(text: String) {
    let tree = SyntaxTree.parse(text)
    self.toolsMajor = PackageManifest.toolsVersionMajor(text)
    var packageMode: Int?
    var iOS: DeploymentTarget?
    var macOS: DeploymentTarget?
    var targets: [Target] = []
    tree.root.walk { node in
      guard node.kind == .callExpr else { return .visitChildren }
      let call = Call(node: node, site: .top)
      switch call.name {
      case "Package":
        for argument in call.arguments {
          switch argument.label {
          case "platforms":
            for element in argument.value.descendants(.callExpr) {
              let platform = Call(node: element, site: .top)
              guard let version = platform.arguments.first?.value else { continue }
              if platform.name == "iOS" { iOS = PackageManifest.version(version, platform: "iOS") }
              if platform.name == "macOS" { macOS = PackageManifest.version(version, platform: "macOS") }
            }
          case "swiftLanguageModes", "swiftLanguageVersions":
            packageMode = PackageManifest.highestMode(argument.value)
          default:
            break
          }
        }
        return .visitChildren
      case "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget":
        guard node.parent?.kind == .arrayElement || node.parent?.kind == .argument || node.parent?.kind == .sequenceExpr
          || node.parent?.kind == .arrayExpr || node.parent?.kind == .initializerClause || node.parent?.kind == .codeBlock
          || node.parent?.kind == .sourceFile
        else { return .visitChildren }
        guard let name = call.argument("name").flatMap(PackageManifest.stringLiteral) else { return .skipChildren }
        var target = Target(name: name, kind: call.name, path: call.argument("path").flatMap(PackageManifest.stringLiteral),
          swiftLanguageMode: nil, defaultIsolation: .nonisolated, isolationUnreadable: false)
        if let settings = call.argument("swiftSettings") {
          PackageManifest.read(settings: settings, into: &target)
        }
        targets.append(target)
        return .skipChildren
      default:
        return .visitChildren
      }
    }
    self.packageLanguageMode = packageMode
    self.iOSTarget = iOS
    self.macOSTarget = macOS
    self.targets = targets
  }

  static func read(settings: SyntaxNode, into target: inout Target) {
    guard settings.kind == .arrayExpr else {
      target.isolationUnreadable = true
      return
    }
    for element in settings.descendants(.callExpr) {
      let call = Call(node: element, site: .top)
      switch call.name {
      case "swiftLanguageMode", "swiftLanguageVersion":
        if let value = call.arguments.first?.value { target.swiftLanguageMode = highestMode(value) }
      case "defaultIsolation":
        let text = call.arguments.first.map { $0.value.compactText } ?? ""
        if text == "MainActor.self" {
          target.defaultIsolation = .mainActor
        } else if text == "nil" {
          target.defaultIsolation = .nonisolated
        } else {
          target.isolationUnreadable = true
        }
      case "unsafeFlags":
        let strings = element.descendants(.literalExpr).compactMap(stringLiteral)
        if let index = strings.firstIndex(of: "-default-isolation"), index + 1 < strings.count {
          target.defaultIsolation = strings[index + 1] == "MainActor" ? .mainActor : .nonisolated
        } else if strings.contains("-default-isolation=MainActor") {
          target.defaultIsolation = .mainActor
        }
      default:
        continue
      }
    }
  }

  /// `// swift-tools-version:6.0` (also with a space after the colon).
  static func toolsVersionMajor(_ text: String) -> Int? {
    let firstLine = text.prefix { $0 != "\n" && $0 != "\r" }
    guard let range = firstLine.firstRange(of: "swift-tools-version:") else { return nil }
    let rest = firstLine[range.upperBound...].drop { $0 == " " }
    return Int(rest.prefix { $0.isNumber })
  }

  /// The highest `.v5`, `.v6`, `.version("6")` in an expression.
  static func highestMode(_ node: SyntaxNode) -> Int? {
    var best: Int?
    node.walkTokens { token in
      let text = token.text
      var mode: Int?
      if text.hasPrefix("v"), let number = Int(text.dropFirst().prefix { $0.isNumber }) { mode = number }
      if token.kind == .stringLiteral, let number = Int(text.filter { $0.isNumber || $0 == "." }.prefix { $0 != "." }) { mode = number }
      if let mode, mode == 4 || mode == 5 || mode == 6 { best = max(best ?? 0, mode) }
    }
    return best
  }

  /// `.v16`, `.v16_4`, `"16.4"`.
  static func version(_ node: SyntaxNode, platform: String) -> DeploymentTarget? {
    if let literal = stringLiteral(node) { return DeploymentTarget(parsing: "\(platform) \(literal)") }
    let text = node.compactText
    guard text.hasPrefix(".v") else { return nil }
    return DeploymentTarget(parsing: "\(platform) " + text.dropFirst(2).replacingUnderscores())
  }

  /// The value of a plain string literal (no interpolation), if the node is one.
  static func stringLiteral(_ node: SyntaxNode) -> String? {
    guard node.kind == .literalExpr else { return nil }
    let text = node.text
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.contains("\\(") else { return nil }
    return String(text.dropFirst().dropLast())
  }

  /// The facts for a file at `relativePath` (from the package root, `/`-separated).
  public func facts(forFileAt relativePath: String) -> TargetFacts {
    var best: (target: Target, length: Int)?
    for target in targets where target.kind != "binaryTarget" && target.kind != "systemLibrary" {
      let candidates = target.path.map { [$0] }
        ?? (target.kind == "testTarget" ? ["Tests/\(target.name)"] : ["Sources/\(target.name)", "Source/\(target.name)", "src/\(target.name)", "srcs/\(target.name)"])
      for candidate in candidates {
        var prefix = candidate
        while prefix.hasPrefix("./") { prefix.removeFirst(2) }
        while prefix.hasSuffix("/") { prefix.removeLast() }
        guard prefix.isEmpty || relativePath == prefix || relativePath.hasPrefix(prefix + "/") else { continue }
        if best == nil || prefix.count > (best?.length ?? 0) { best = (target, prefix.count) }
      }
    }
    guard let target = best?.target else { return .unknown }
    var facts = TargetFacts()
    facts.deploymentTarget = iOSTarget ?? macOSTarget
    if let mode = target.swiftLanguageMode {
      facts.swiftLanguageMode = mode >= 6 ? 6 : 5
    } else if let mode = packageLanguageMode {
      facts.swiftLanguageMode = mode >= 6 ? 6 : 5
    } else if let tools = toolsMajor {
      facts.swiftLanguageMode = tools >= 6 ? 6 : 5
    }
    facts.defaultIsolation = target.isolationUnreadable ? nil : target.defaultIsolation
    return facts
  }
}

extension Substring {
  func replacingUnderscores() -> String { String(map { $0 == "_" ? "." : $0 }) }
}

// MARK: - Xcode projects

/// A `project.pbxproj` (old-style property list) reduced to what the facts need.
public struct XcodeProject: Sendable {
  public struct NativeTarget: Sendable {
    public var name: String
    public var productType: String
    /// Build settings per configuration name (target settings over its xcconfig over the project's settings
    /// over the project's xcconfig).
    public var settings: [String: [String: String]]
    /// Base names of the Swift files in its Sources build phase.
    public var sourceNames: Set<String>
    /// Folder paths of its synchronized groups (Xcode 16).
    public var synchronizedFolders: [String]

    public var isApplication: Bool { productType == "com.apple.product-type.application" }
  }

  public var targets: [NativeTarget]

  /// `xcconfig(path)` returns an xcconfig file's text (relative to the project's folder), or nil.
  public init(text: String, xcconfig: (String) -> String?) {
    let objects = PBXParser.objects(text)
    func object(_ id: String?) -> [String: PBXValue]? { id.flatMap { objects[$0] } }
    func fileReferencePath(_ id: String?) -> String? {
      guard let reference = object(id) else { return nil }
      return reference["path"]?.string ?? reference["name"]?.string
    }
    func configurations(_ listID: String?) -> [(name: String, settings: [String: String], base: String?)] {
      guard let list = object(listID), let ids = list["buildConfigurations"]?.array else { return [] }
      return ids.compactMap { id in
        guard let configuration = objects[id], let name = configuration["name"]?.string else { return nil }
        var settings: [String: String] = [:]
        for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
          if let string = value.string { settings[key] = string } else if let array = value.array { settings[key] = array.joined(separator: " ") }
        }
        return (name, settings, fileReferencePath(configuration["baseConfigurationReference"]?.string))
      }
    }
    let project = objects.values.first { $0["isa"]?.string == "PBXProject" }
    let projectConfigurations = configurations(project?["buildConfigurationList"]?.string)
    func xcconfigSettings(_ path: String?) -> [String: String] {
      guard let path, let text = xcconfig(path) else { return [:] }
      return XcodeProject.parseXcconfig(text, include: xcconfig, depth: 0)
    }
    var targets: [NativeTarget] = []
    for (_, entry) in objects.sorted(by: { $0.key < $1.key }) where entry["isa"]?.string == "PBXNativeTarget" {
      guard let name = entry["name"]?.string else { continue }
      var perConfiguration: [String: [String: String]] = [:]
      for configuration in configurations(entry["buildConfigurationList"]?.string) {
        var settings: [String: String] = [:]
        if let projectConfiguration = projectConfigurations.first(where: { $0.name == configuration.name }) {
          settings.merge(xcconfigSettings(projectConfiguration.base)) { $1 }
          settings.merge(projectConfiguration.settings) { $1 }
        }
        settings.merge(xcconfigSettings(configuration.base)) { $1 }
        settings.merge(configuration.settings) { $1 }
        perConfiguration[configuration.name] = settings
      }
      var sources: Set<String> = []
      for phaseID in entry["buildPhases"]?.array ?? [] {
        guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
        for fileID in phase["files"]?.array ?? [] {
          if let path = fileReferencePath(objects[fileID]?["fileRef"]?.string) { sources.insert(FilePath.name(of: path)) }
        }
      }
      let folders = (entry["fileSystemSynchronizedGroups"]?.array ?? []).compactMap { object($0)?["path"]?.string }
      targets.append(NativeTarget(name: name, productType: entry["productType"]?.string ?? "", settings: perConfiguration,
        sourceNames: sources, synchronizedFolders: folders))
    }
    self.targets = targets
  }

  /// `KEY = value` lines, `#include "other.xcconfig"` (and `#include?`) followed up to 8 levels.
  static func parseXcconfig(_ text: String, include: (String) -> String?, depth: Int) -> [String: String] {
    var result: [String: String] = [:]
    for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
      var line = Substring(rawLine)
      if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
      let trimmed = line.trimmingCharacters()
      if trimmed.hasPrefix("#include") {
        guard depth < 8, let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""), open < close else { continue }
        let path = String(trimmed[trimmed.index(after: open)..<close])
        if let included = include(path) { result.merge(parseXcconfig(included, include: include, depth: depth + 1)) { $1 } }
        continue
      }
      guard let equals = trimmed.firstIndex(of: "=") else { continue }
      var key = trimmed[..<equals].trimmingCharacters()
      if let bracket = key.firstIndex(of: "[") { key = String(key[..<bracket]) }  // conditional settings: sdk=…
      let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters()
      if !key.isEmpty { result[key] = value }
    }
    return result
  }

  /// The facts for the Swift file named `fileName` at `path` (relative to the project's folder).
  public func facts(forFileNamed fileName: String, relativePath path: String) -> TargetFacts {
    var candidates = targets.filter { $0.sourceNames.contains(fileName) }
    if candidates.isEmpty {
      candidates = targets.filter { target in
        target.synchronizedFolders.contains { folder in path == folder || path.hasPrefix(folder + "/") || path.contains("/" + folder + "/") }
      }
    }
    if candidates.isEmpty { candidates = targets.filter(\.isApplication) }
    guard !candidates.isEmpty else { return .unknown }
    return TargetFacts.common(candidates.map(XcodeProject.facts(of:)))
  }

  static func facts(of target: NativeTarget) -> TargetFacts {
    let configurations = target.settings.values
    func agreed(_ key: String) -> String?? {
      let values = Set(configurations.map { $0[key] ?? "" })
      guard values.count == 1, let only = values.first else { return .some(nil) }  // differs: unknown
      if only.contains("$(") || only.contains("${") { return .some(nil) }
      return only.isEmpty ? nil : .some(only)
    }
    var facts = TargetFacts()
    if case .some(.some(let version)) = agreed("IPHONEOS_DEPLOYMENT_TARGET") {
      facts.deploymentTarget = DeploymentTarget(parsing: "iOS \(version)")
    } else if case .some(.some(let version)) = agreed("MACOSX_DEPLOYMENT_TARGET"), agreed("IPHONEOS_DEPLOYMENT_TARGET") == nil {
      facts.deploymentTarget = DeploymentTarget(parsing: "macOS \(version)")
    }
    switch agreed("SWIFT_VERSION") {
    case .some(.some(let version)):
      if let major = Int(version.prefix { $0.isNumber }) { facts.swiftLanguageMode = major >= 6 ? 6 : 5 }
    case .some(.none), .none:
      facts.swiftLanguageMode = nil
    }
    let isolation = agreed("SWIFT_DEFAULT_ACTOR_ISOLATION")
    let flags = agreed("OTHER_SWIFT_FLAGS")
    switch (isolation, flags) {
    case (.some(.some(let value)), _):
      facts.defaultIsolation = value == "MainActor" ? .mainActor : (value == "nonisolated" ? .nonisolated : nil)
    case (.some(.none), _), (_, .some(.none)):
      facts.defaultIsolation = nil
    case (.none, .some(.some(let value))):
      facts.defaultIsolation = value.contains("-default-isolation MainActor") || value.contains("-default-isolation=MainActor") ? .mainActor : .nonisolated
    case (.none, .none):
      facts.defaultIsolation = .nonisolated
    }
    return facts
  }
}

extension StringProtocol {
  func trimmingCharacters() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" || last == ";" { scalars.removeLast() }
    return String(scalars)
  }
}

/// A value of an old-style property list.
enum PBXValue: Sendable {
  case string(String)
  case array([String])
  case dictionary([String: PBXValue])

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var array: [String]? {
    if case .array(let value) = self { return value }
    return nil
  }

  var dictionary: [String: PBXValue]? {
    if case .dictionary(let value) = self { return value }
    return nil
  }
}

/// A bounded, non-trapping reader of the `project.pbxproj` format: `{ key = value; … }`, `( a, b, )`, quoted or
/// bare strings, `/* comments */`. Anything malformed ends the value read so far.
enum PBXParser {
  static func objects(_ text: String) -> [String: [String: PBXValue]] {
    var reader = Reader(bytes: Array(text.utf8))
    guard case .dictionary(let root)? = reader.value(depth: 0), case .dictionary(let objects)? = root["objects"] else { return [:] }
    var result: [String: [String: PBXValue]] = [:]
    for (id, value) in objects {
      if case .dictionary(let object) = value { result[id] = object }
    }
    return result
  }

  struct Reader {
    let bytes: [UInt8]
    var index = 0

    mutating func skipTrivia() {
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          index += 1
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
          index += 2
          while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
          index = min(index + 2, bytes.count)
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
          while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        } else {
          return
        }
      }
    }

    mutating func value(depth: Int) -> PBXValue? {
      guard depth < 64 else { return nil }
      skipTrivia()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var result: [String: PBXValue] = [:]
        while true {
          skipTrivia()
          guard index < bytes.count else { return .dictionary(result) }
          if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .dictionary(result)
          }
          guard let key = string() else { return .dictionary(result) }
          skipTrivia()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return .dictionary(result) }
          index += 1
          guard let item = value(depth: depth + 1) else { return .dictionary(result) }
          result[key] = item
          skipTrivia()
          if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
        }
      case UInt8(ascii: "("):
        index += 1
        var result: [String] = []
        while true {
          skipTrivia()
          guard index < bytes.count else { return .array(result) }
          if bytes[index] == UInt8(ascii: ")") {
            index += 1
            return .array(result)
          }
          guard let item = value(depth: depth + 1) else { return .array(result) }
          if case .string(let text) = item { result.append(text) }
          skipTrivia()
          if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
        }
      default:
        return string().map(PBXValue.string)
      }
    }

    mutating func string() -> String? {
      skipTrivia()
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: "\"") {
        index += 1
        var result: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
            index += 1
            switch bytes[index] {
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            default: result.append(bytes[index])
            }
          } else {
            result.append(bytes[index])
          }
          index += 1
        }
        index = min(index + 1, bytes.count)
        return String(decoding: result, as: UTF8.self)
      }
      let start = index
      while index < bytes.count {
        let byte = bytes[index]
        let isWord = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
          || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
        guard isWord else { break }
        index += 1
      }
      guard index > start else { return nil }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }
  }
}
