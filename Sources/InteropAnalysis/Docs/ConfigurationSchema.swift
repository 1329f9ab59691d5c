import JSON

/// The JSON Schema (draft-07) of `.interop-lsp.json`, generated from the decoder's keys and the rule registry:
/// `docs/interop-lsp.schema.json`, and the copy the VS Code extension offers through `jsonValidation`.
/// `ConfigurationSchemaTests` fails when either file is stale.
public enum ConfigurationSchema {
  public static let relativePath = "docs/interop-lsp.schema.json"

  static func string(_ description: String) -> JSONValue {
    ["type": "string", "description": .string(description)]
  }

  static var ruleSettings: JSONValue {
    let ids = RuleRegistry.all.flatMap { rule in [rule.description.id] + rule.description.deprecatedIDs }.sorted()
    let setting: JSONValue = ["enum": ["off", "hint", "information", "warning", "error"]]
    var properties: [String: JSONValue] = [:]
    for id in ids { properties[id] = setting }
    return [
      "type": "object",
      "description": "Rule ids (`interop-lsp rules` lists them) mapped to off, hint, information, warning or error.",
      "properties": .object(properties),
      "additionalProperties": false,
    ]
  }

  static var globs: JSONValue {
    [
      "description": "Globs relative to this file's folder: `*` and `?` within a path component, `**` across components, `[abc]` a set; a glob without `/` matches a name at any depth; a folder matches everything below it.",
      "oneOf": [["type": "string"], ["type": "array", "items": ["type": "string"]]],
    ]
  }

  public static var value: JSONValue {
    let properties: [String: JSONValue] = [
      "deploymentTarget": [
        "description": "The lowest OS the code runs on, e.g. \"iOS 16\" or \"iOS 16.4\". Unset: read from the target that compiles each file.",
        "type": ["string", "number"],
      ],
      "swiftLanguageMode": ["description": "5 or 6. Unset: read from the target.", "enum": [5, 6, "5", "6"]],
      "defaultIsolation": ["description": "The default actor isolation. Unset: read from the target.", "enum": ["MainActor", "nonisolated"]],
      "rules": ruleSettings,
      "exclude": globs,
      "include": globs,
      "overrides": [
        "description": "Rule settings for the files some globs match, applied in order after `rules`.",
        "type": "array",
        "items": [
          "type": "object",
          "required": ["files"],
          "properties": ["files": globs, "rules": ruleSettings],
          "additionalProperties": false,
        ],
      ],
      "baseline": string("A baseline file (written by `interop-lsp lint --write-baseline FILE`), relative to this file: its findings are not published."),
      "docsBaseURL": [
        "type": "string",
        "description": "The folder URL of the rule pages for diagnostics' links and SARIF's helpUri (default: this release's pages in the project repository).",
        "pattern": "^(https?:|file:)",
      ],
      "root": ["type": "boolean", "description": "Stop looking for .interop-lsp.json files in the folders above this one."],
      "inlayHints": ["type": "boolean", "description": "false turns the lifecycle inlay hints off (editors only)."],
    ]
    var all = properties
    for key in ["interop-lsp", "interopLSP", "interopLsp"] {
      all[key] = ["type": "object", "description": "The same settings, namespaced (for editors' settings files)."]
    }
    return [
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": ".interop-lsp.json",
      "description": "interop-lsp configuration. Every .interop-lsp.json from a file's folder upwards applies, the nearest last.",
      "type": "object",
      "properties": .object(all),
      "additionalProperties": false,
    ]
  }

  /// The schema as a file: two-space indentation, keys sorted.
  public static func render() -> String {
    pretty(value, indent: "") + "\n"
  }

  static func pretty(_ value: JSONValue, indent: String) -> String {
    let inner = indent + "  "
    switch value {
    case .array(let items):
      if items.allSatisfy({ if case .object = $0 { return false }; if case .array = $0 { return false }; return true }) {
        return "[" + items.map { pretty($0, indent: inner) }.joined(separator: ", ") + "]"
      }
      return "[\n" + items.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      let lines = members.keys.sorted().map { key in
        inner + String(decoding: JSONWriter.encode(.string(key)), as: UTF8.self) + ": " + pretty(members[key] ?? .null, indent: inner)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
    default:
      return String(decoding: JSONWriter.encode(value), as: UTF8.self)
    }
  }
}
