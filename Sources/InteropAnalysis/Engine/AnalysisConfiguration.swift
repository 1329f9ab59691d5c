import JSON

/// A platform version such as iOS 16.4.
public struct DeploymentTarget: Sendable, Hashable, CustomStringConvertible {
  public var platform: String
  public var major: Int
  public var minor: Int

  public init(platform: String = "iOS", major: Int, minor: Int = 0) {
    self.platform = platform
    self.major = major
    self.minor = minor
  }

  /// Parses `"iOS 16"`, `"iOS 16.4"`, `"macOS 13"`, `"16.4"`; nil when it is not a version.
  public init?(parsing text: String) {
    let parts = text.trimmingSpaces.split(separator: " ")
    guard let versionPart = parts.last else { return nil }
    let platform = parts.count > 1 ? String(parts[0]) : "iOS"
    let numbers = versionPart.split(separator: ".", omittingEmptySubsequences: false)
    guard let first = numbers.first, let major = Int(first), major >= 0 else { return nil }
    var minor = 0
    if numbers.count > 1 {
      guard let value = Int(numbers[1]) else { return nil }
      minor = value
    }
    self.init(platform: platform, major: major, minor: minor)
  }

  public var description: String { minor == 0 ? "\(platform) \(major)" : "\(platform) \(major).\(minor)" }

  public func isBelow(major: Int, minor: Int = 0) -> Bool { (self.major, self.minor) < (major, minor) }
}

/// What a configuration says about one rule.
public enum RuleSetting: Sendable, Hashable {
  case off
  case severity(Severity)

  public init?(_ text: String) {
    if text == "off" {
      self = .off
    } else if let severity = Severity(rawValue: text) {
      self = .severity(severity)
    } else {
      return nil
    }
  }
}

/// The effective configuration for one document: defaults overlaid by the workspace file,
/// `initializationOptions` and `workspace/didChangeConfiguration`, in that order.
public struct AnalysisConfiguration: Sendable, Hashable {
  /// The default actor isolation of the target that compiles a file (SE-0466).
  public enum DefaultIsolation: String, Sendable, Hashable {
    case mainActor = "MainActor"
    case nonisolated
  }

  /// The deployment target of the file's target; nil: unknown, and the rules that need it stay silent.
  public var deploymentTarget: DeploymentTarget?
  public var rules: [String: RuleSetting]
  /// 5 or 6; nil: unknown, and the rules that need it stay silent.
  public var swiftLanguageMode: Int?
  /// nil: unknown, and the rules that need it stay silent. No setting anywhere is `.nonisolated` (the
  /// compiler's default), which the project-facts reader reports as such.
  public var defaultIsolation: DefaultIsolation?
  /// `inlayHints: false` turns the lifecycle inlay hints off; nil: on.
  public var inlayHints: Bool?

  /// The file-level settings of `.interop-lsp.json` (`exclude`, `include`, `overrides`, `baseline`,
  /// `docsBaseURL`, `root`): see `ConfigurationFileSettings`. Globs and paths here are as written, relative to
  /// the file that holds them, until `ConfigurationLoader` anchors them at that file's folder.
  public var files = ConfigurationFileSettings()

  public init(deploymentTarget: DeploymentTarget? = nil, rules: [String: RuleSetting] = [:], swiftLanguageMode: Int? = nil, defaultIsolation: DefaultIsolation? = nil) {
    self.deploymentTarget = deploymentTarget
    self.rules = rules
    self.swiftLanguageMode = swiftLanguageMode
    self.defaultIsolation = defaultIsolation
  }

  /// The keys a configuration object may have (`interop-lsp` and its spellings hold a nested one).
  public static let knownKeys = [
    "baseline", "defaultIsolation", "deploymentTarget", "docsBaseURL", "exclude", "include", "inlayHints", "overrides", "root",
    "rules", "swiftLanguageMode",
  ]

  public static let defaults = AnalysisConfiguration()

  /// Overlays `other`: its values win where it has them.
  public func merged(with other: AnalysisConfiguration) -> AnalysisConfiguration {
    var result = self
    if let target = other.deploymentTarget { result.deploymentTarget = target }
    if let mode = other.swiftLanguageMode { result.swiftLanguageMode = mode }
    if let isolation = other.defaultIsolation { result.defaultIsolation = isolation }
    if let inlayHints = other.inlayHints { result.inlayHints = inlayHints }
    for (id, setting) in other.rules { result.rules[id] = setting }
    result.files = files.merged(with: other.files)
    return result
  }

  /// Decodes one JSON configuration object (file contents, `initializationOptions`, or the settings of
  /// `didChangeConfiguration`). Returns the values it understood and one message per problem; never throws.
  /// An object under an `interop-lsp`, `interopLSP` or `interopLsp` key is read as well, for clients that namespace settings.
  public static func decode(json bytes: [UInt8]) -> (configuration: AnalysisConfiguration, problems: [String]) {
    let decoded = decodeWithIssues(json: bytes)
    return (decoded.configuration, decoded.issues.map(\.message))
  }

  /// `decode(json:)` with each problem's place: the key (or rule id) it is about, for a diagnostic on it.
  public static func decodeWithIssues(json bytes: [UInt8]) -> (configuration: AnalysisConfiguration, issues: [ConfigurationIssue]) {
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return (AnalysisConfiguration(), []) }
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      return (AnalysisConfiguration(), [ConfigurationIssue("not valid JSON (\(error)); using the defaults")])
    }
    return decodeWithIssues(value: value)
  }

  /// Decodes an already parsed JSON value (what a client sent in `initializationOptions` or `settings`).
  public static func decode(value: JSONValue) -> (configuration: AnalysisConfiguration, problems: [String]) {
    let decoded = decodeWithIssues(value: value)
    return (decoded.configuration, decoded.issues.map(\.message))
  }

  public static func decodeWithIssues(value: JSONValue) -> (configuration: AnalysisConfiguration, issues: [ConfigurationIssue]) {
    if value.isNull { return (AnalysisConfiguration(), []) }
    guard let dictionary = value.objectValue else {
      return (AnalysisConfiguration(), [ConfigurationIssue("the configuration must be a JSON object; using the defaults")])
    }
    return decode(dictionary: dictionary, depth: 0)
  }

  static func decode(dictionary: [String: JSONValue], depth: Int) -> (configuration: AnalysisConfiguration, issues: [ConfigurationIssue]) {
    var configuration = AnalysisConfiguration()
    var problems: [ConfigurationIssue] = []
    for key in dictionary.keys.sorted() {
      guard let value = dictionary[key] else { continue }
      switch key {
      case "deploymentTarget":
        if let text = value.stringValue, let target = DeploymentTarget(parsing: text) {
          configuration.deploymentTarget = target
        } else if let number = numberText(value), let target = DeploymentTarget(parsing: number) {
          configuration.deploymentTarget = target
        } else {
          problems.append(ConfigurationIssue("`deploymentTarget` must be a string such as \"iOS 16\" or \"iOS 16.4\"", key: "deploymentTarget"))
        }
      case "swiftLanguageMode":
        let mode = value.intValue ?? value.stringValue.flatMap { Int($0) }
        if let mode, mode == 5 || mode == 6 {
          configuration.swiftLanguageMode = mode
        } else {
          problems.append(ConfigurationIssue("`swiftLanguageMode` must be 5 or 6", key: "swiftLanguageMode"))
        }
      case "defaultIsolation":
        if let text = value.stringValue, let isolation = DefaultIsolation(rawValue: text) {
          configuration.defaultIsolation = isolation
        } else {
          problems.append(ConfigurationIssue("`defaultIsolation` must be \"MainActor\" or \"nonisolated\"", key: "defaultIsolation"))
        }
      case "inlayHints":
        if let flag = value.boolValue {
          configuration.inlayHints = flag
        } else {
          problems.append(ConfigurationIssue("`inlayHints` must be true or false", key: key))
        }
      case "rules":
        let decoded = decodeRules(value, key: "rules")
        configuration.rules = decoded.rules
        problems += decoded.issues
      case "exclude", "include":
        if let globs = stringList(value) {
          if key == "exclude" { configuration.files.exclude = globs } else { configuration.files.include = globs }
        } else {
          problems.append(ConfigurationIssue("`\(key)` must be an array of glob strings such as \"Pods/**\"", key: key))
        }
      case "overrides":
        let decoded = decodeOverrides(value)
        configuration.files.overrides = decoded.overrides
        problems += decoded.issues
      case "baseline":
        if let path = value.stringValue, !path.isEmpty {
          configuration.files.baseline = path
        } else {
          problems.append(ConfigurationIssue("`baseline` must be the path of a baseline file (written by `lint --write-baseline`)", key: key))
        }
      case "docsBaseURL":
        if let url = value.stringValue, url.hasPrefix("https://") || url.hasPrefix("http://") || url.hasPrefix("file:") {
          configuration.files.docsBaseURL = url.hasSuffix("/") ? url : url + "/"
        } else {
          problems.append(ConfigurationIssue("`docsBaseURL` must be an http(s) or file: URL of the folder holding the rule pages", key: key))
        }
      case "root":
        if let flag = value.boolValue {
          configuration.files.isRoot = flag
        } else {
          problems.append(ConfigurationIssue("`root` must be true or false", key: key))
        }
      case "interop-lsp", "interopLSP", "interopLsp":
        if let nested = value.objectValue, depth < 4 {
          let inner = decode(dictionary: nested, depth: depth + 1)
          configuration = configuration.merged(with: inner.configuration)
          problems += inner.issues
        }
      default:
        let suggestion = ConfigurationIssue.closest(key, among: knownKeys).map { " (did you mean `\($0)`?)" } ?? ""
        problems.append(ConfigurationIssue("unknown key `\(key)`\(suggestion); known keys: " + knownKeys.joined(separator: ", "), key: key))
      }
    }
    return (configuration, problems)
  }

  /// A JSON number as text (`16`, `16.4`), for a deployment target written without quotes.
  static func numberText(_ value: JSONValue) -> String? {
    switch value {
    case .integer(let number): return String(number)
    case .double(let number): return String(number)
    default: return nil
    }
  }
}
