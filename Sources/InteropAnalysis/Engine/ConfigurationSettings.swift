import JSON

/// One problem in a configuration object, with the key (or rule id) it is about, so the editor can put a
/// diagnostic on it and `lint` can print its line.
public struct ConfigurationIssue: Sendable, Hashable {
  public var message: String
  /// The object key the problem is about (a top-level key, or a rule id inside `rules`); nil: the whole file.
  public var key: String?

  public init(_ message: String, key: String? = nil) {
    self.message = message
    self.key = key
  }

  /// The candidate closest to `word` by edit distance (at most 2 edits, or 3 for long words), if any.
  public static func closest(_ word: String, among candidates: [String]) -> String? {
    let limit = word.count > 12 ? 3 : 2
    var best: (String, Int)?
    for candidate in candidates {
      let distance = FrameworkTypes.editDistance(word, candidate, limit: limit)
      if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    return best?.0
  }

  /// The 0-based byte range of the first `"key"` in `bytes` (the key as a JSON string), for a diagnostic.
  public static func range(ofKey key: String, in bytes: [UInt8]) -> Range<Int>? {
    let needle = Array(("\"" + key + "\"").utf8)
    guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
    var index = 0
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index..<(index + needle.count)
      }
      index += 1
    }
    return nil
  }
}

/// Rule settings for the files that match some globs (`"overrides": [{"files": ["Tests/**"], "rules": {…}}]`).
public struct ConfigurationOverride: Sendable, Hashable {
  public var files: [String]
  public var rules: [String: RuleSetting]

  public init(files: [String], rules: [String: RuleSetting]) {
    self.files = files
    self.rules = rules
  }
}

/// The settings of a configuration file that are about files rather than analysis: which files a folder walk
/// leaves out (`exclude`) or keeps (`include`), rule settings per glob (`overrides`), a baseline, the base of
/// the rule documentation links, and whether the file stops the search for files above it (`root`).
public struct ConfigurationFileSettings: Sendable, Hashable {
  public var exclude: [String] = []
  public var include: [String] = []
  public var overrides: [ConfigurationOverride] = []
  public var baseline: String?
  public var docsBaseURL: String?
  public var isRoot = false

  public init() {}

  /// `other` below `self`: lists are concatenated (the outer file's first), single values replaced.
  public func merged(with other: ConfigurationFileSettings) -> ConfigurationFileSettings {
    var result = self
    result.exclude += other.exclude
    result.include += other.include
    result.overrides += other.overrides
    if let baseline = other.baseline { result.baseline = baseline }
    if let url = other.docsBaseURL { result.docsBaseURL = url }
    result.isRoot = isRoot || other.isRoot
    return result
  }

  /// The globs and the baseline path made absolute: relative to `folder` (the folder of the file that holds
  /// them). A glob without `/` matches a name at any depth below the folder (as in `.gitignore`).
  public func anchored(at folder: String) -> ConfigurationFileSettings {
    var result = self
    result.exclude = exclude.map { PathFilter.anchor($0, at: folder) }
    result.include = include.map { PathFilter.anchor($0, at: folder) }
    result.overrides = overrides.map { ConfigurationOverride(files: $0.files.map { PathFilter.anchor($0, at: folder) }, rules: $0.rules) }
    if let baseline, !baseline.hasPrefix("/") { result.baseline = FilePath.join(folder, baseline) }
    return result
  }
}

extension AnalysisConfiguration {
  /// A `rules` object: each id must name a rule of the registry (deprecated and retired ids included).
  static func decodeRules(_ value: JSONValue, key: String) -> (rules: [String: RuleSetting], issues: [ConfigurationIssue]) {
    guard let object = value.objectValue else {
      return ([:], [ConfigurationIssue("`\(key)` must be an object mapping rule ids to \"off\", \"hint\", \"information\", \"warning\" or \"error\"", key: key)])
    }
    var rules: [String: RuleSetting] = [:]
    var issues: [ConfigurationIssue] = []
    for id in object.keys.sorted() {
      guard RuleRegistry.rule(id: id) != nil else {
        let ids = RuleRegistry.all.map { rule in rule.description.id }
        let suggestion = ConfigurationIssue.closest(id, among: ids).map { " (did you mean `\($0)`?)" } ?? ""
        issues.append(ConfigurationIssue("unknown rule `\(id)`\(suggestion); `interop-lsp rules` lists them", key: id))
        continue
      }
      if let text = object[id]?.stringValue, let setting = RuleSetting(text) {
        rules[id] = setting
      } else {
        issues.append(ConfigurationIssue("rule `\(id)`: the setting must be \"off\", \"hint\", \"information\", \"warning\" or \"error\"", key: id))
      }
    }
    return (rules, issues)
  }

  static func decodeOverrides(_ value: JSONValue) -> (overrides: [ConfigurationOverride], issues: [ConfigurationIssue]) {
    let shape = "`overrides` must be an array of objects such as {\"files\": [\"Tests/**\"], \"rules\": {\"rule-id\": \"off\"}}"
    guard let entries = value.arrayValue else { return ([], [ConfigurationIssue(shape, key: "overrides")]) }
    var overrides: [ConfigurationOverride] = []
    var issues: [ConfigurationIssue] = []
    for entry in entries {
      guard let object = entry.objectValue, let files = object["files"].flatMap(stringList), !files.isEmpty else {
        issues.append(ConfigurationIssue(shape, key: "overrides"))
        continue
      }
      for key in object.keys.sorted() where key != "files" && key != "rules" {
        issues.append(ConfigurationIssue("unknown key `\(key)` in an override (known: files, rules)", key: key))
      }
      let rules = object["rules"].map { decodeRules($0, key: "rules") } ?? (rules: [:], issues: [])
      issues += rules.issues
      overrides.append(ConfigurationOverride(files: files, rules: rules.rules))
    }
    return (overrides, issues)
  }

  /// A JSON array of strings (a single string counts as a list of one).
  static func stringList(_ value: JSONValue) -> [String]? {
    if let single = value.stringValue { return [single] }
    guard let array = value.arrayValue else { return nil }
    let strings = array.compactMap(\.stringValue)
    return strings.count == array.count ? strings : nil
  }

  /// The rule settings of the overrides whose globs match `path` (absolute), applied in order.
  public func applyingOverrides(forFileAt path: String) -> AnalysisConfiguration {
    var result = self
    for override in files.overrides where override.files.contains(where: { PathFilter.matches($0, path: path) }) {
      for (id, setting) in override.rules { result.rules[id] = setting }
    }
    return result
  }
}

/// Glob matching for `exclude`, `include` and `overrides`, shared by `lint`'s folder walk and the
/// workspace scan. Patterns and paths are absolute (`ConfigurationFileSettings.anchored(at:)`); `*` and `?`
/// stay inside one path component, `**` spans any number of components (none included), `[abc]` is a set.
/// A pattern that matches a folder matches everything below it (`Pods` excludes `Pods/A/B.swift`).
public enum PathFilter {
  /// Makes `glob` absolute at `folder`: `Pods/**` → `/repo/Pods/**`; a glob without `/` matches at any
  /// depth (`*.generated.swift` → `/repo/**/*.generated.swift`); a leading `/` anchors at the folder itself.
  public static func anchor(_ glob: String, at folder: String) -> String {
    var pattern = glob
    while pattern.hasPrefix("./") { pattern.removeFirst(2) }
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    if pattern.hasPrefix("/") { return base + pattern }
    if !pattern.contains("/") { return base + "/**/" + pattern }
    while pattern.hasSuffix("/") { pattern.removeLast() }
    return base + "/" + pattern
  }

  /// Whether `path` or one of the folders it lies in matches `pattern`.
  public static func matches(_ pattern: String, path: String) -> Bool {
    let patternBytes = Array(pattern.utf8)
    let pathBytes = Array(path.utf8)
    if match(patternBytes[...], pathBytes[...]) { return true }
    // The folders above: `/a/b/c.swift` → `/a/b`, `/a`.
    var end = pathBytes.count
    while let slash = pathBytes[..<end].lastIndex(of: UInt8(ascii: "/")), slash > 0 {
      if match(patternBytes[...], pathBytes[..<slash]) { return true }
      end = slash
    }
    return false
  }

  /// Whether any pattern matches.
  public static func matchesAny(_ patterns: [String], path: String) -> Bool {
    patterns.contains { matches($0, path: path) }
  }

  /// Whether a walk should leave out the file at `path` (absolute) under `settings`: an `exclude` glob
  /// matches it, or there are `include` globs and none matches it.
  public static func isExcluded(_ path: String, by settings: ConfigurationFileSettings) -> Bool {
    if matchesAny(settings.exclude, path: path) { return true }
    if !settings.include.isEmpty, !matchesAny(settings.include, path: path) { return true }
    return false
  }

  /// Iterative glob matching with backtracking for `*` and `**` (linear memory, no recursion).
  static func match(_ pattern: ArraySlice<UInt8>, _ path: ArraySlice<UInt8>) -> Bool {
    let p = Array(pattern)
    let s = Array(path)
    let slash = UInt8(ascii: "/")
    var pi = 0
    var si = 0
    // The last `*` (inside a component) and `**` (across components) to resume from.
    var star: (pi: Int, si: Int)?
    var globstar: (pi: Int, si: Int)?
    var steps = 0
    while steps < 1_000_000 {
      steps += 1
      if pi < p.count {
        let c = p[pi]
        if c == UInt8(ascii: "*") {
          if pi + 1 < p.count, p[pi + 1] == UInt8(ascii: "*") {
            // `**`: swallow a following `/` so `a/**/b` matches `a/b`.
            var next = pi + 2
            if next < p.count, p[next] == slash { next += 1 }
            globstar = (next, si)
            star = nil
            pi = next
            continue
          }
          star = (pi + 1, si)
          pi += 1
          continue
        }
        if si < s.count {
          if c == UInt8(ascii: "?"), s[si] != slash {
            pi += 1
            si += 1
            continue
          }
          if c == UInt8(ascii: "["), let (matched, width) = matchSet(p, pi, s[si]), matched, s[si] != slash {
            pi += width
            si += 1
            continue
          }
          if c != UInt8(ascii: "?"), c != UInt8(ascii: "["), c == s[si] {
            pi += 1
            si += 1
            continue
          }
        }
      } else if si == s.count {
        return true
      }
      // Mismatch: widen the last `*` by one byte (never across `/`), else the last `**` by one byte.
      if let resume = star, resume.si < s.count, s[resume.si] != slash {
        star = (resume.pi, resume.si + 1)
        pi = resume.pi
        si = resume.si + 1
        continue
      }
      if let resume = globstar, resume.si < s.count {
        // `**` consumes through the next `/` (whole components), or the rest.
        var next = resume.si
        while next < s.count, s[next] != slash { next += 1 }
        next = min(next + 1, s.count)
        globstar = (resume.pi, next)
        star = nil
        pi = resume.pi
        si = next
        continue
      }
      return false
    }
    return false
  }

  /// `[abc]`, `[a-z]`, `[!x]` at `p[start]`: whether `byte` matches and the set's width; nil if unclosed.
  static func matchSet(_ p: [UInt8], _ start: Int, _ byte: UInt8) -> (Bool, Int)? {
    var index = start + 1
    var negate = false
    if index < p.count, p[index] == UInt8(ascii: "!") || p[index] == UInt8(ascii: "^") {
      negate = true
      index += 1
    }
    var matched = false
    var first = true
    while index < p.count {
      let c = p[index]
      if c == UInt8(ascii: "]"), !first { return (matched != negate, index + 1 - start) }
      first = false
      if index + 2 < p.count, p[index + 1] == UInt8(ascii: "-"), p[index + 2] != UInt8(ascii: "]") {
        if c <= byte, byte <= p[index + 2] { matched = true }
        index += 3
      } else {
        if c == byte { matched = true }
        index += 1
      }
    }
    return nil
  }
}
