// swift-tools-version:6.0
// Formatting policy (from sourcekit-lsp): one section per target followed by its test target,
// sections alphabetical, one dependency per line. No package dependencies: toolchain only.

import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
  name: "interop-lsp",
  // macOS 13 (Xcode 16 runs on macOS 14.5+): no `Synchronization.Mutex` (macOS 15), see README "Platforms".
  platforms: [
    .macOS(.v13),
  ],
  products: [
    .executable(name: "analysis-bench", targets: ["analysis-bench"]),
    .executable(name: "interop-lsp", targets: ["interop-lsp"]),
    .executable(name: "parser-bench", targets: ["parser-bench"]),
    .library(name: "SwiftLiteParser", targets: ["SwiftLiteParser"]),
    .plugin(name: "InteropLintBuildPlugin", targets: ["InteropLintBuildPlugin"]),
    .plugin(name: "InteropLintCommandPlugin", targets: ["InteropLintCommandPlugin"]),
    .plugin(name: "InteropLintFixPlugin", targets: ["InteropLintFixPlugin"]),
  ],
  targets: [
    // MARK: analysis-bench: parse + model + every rule on a 10,000-line file (run with -c release).
    .executableTarget(
      name: "analysis-bench",
      dependencies: [
        "InteropAnalysis",
        "SwiftLiteParser",
      ],
      swiftSettings: strictSettings
    ),

    // MARK: InteropAnalysis: interop model, rules, fixes, hover topics. Knows nothing of LSP.
    .target(
      name: "InteropAnalysis",
      dependencies: [
        "JSON",
        "SwiftLiteParser",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "InteropAnalysisTests",
      dependencies: [
        "InteropAnalysis",
        "InteropTestSupport",
        "SwiftLiteParser",
      ],
      swiftSettings: strictSettings
    ),

    // MARK: InteropLSP: document store, server, conversions to LSP, CLI.
    .target(
      name: "InteropLSP",
      dependencies: [
        "InteropAnalysis",
        "Protocol",
        "SwiftLiteParser",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "InteropLSPTests",
      dependencies: [
        "InteropAnalysis",
        "InteropLSP",
        "InteropTestSupport",
        "Protocol",
        "SwiftLiteParser",
      ],
      swiftSettings: strictSettings
    ),

    // MARK: InteropTestSupport: markers, in-memory client, golden files. Tests only.
    .target(
      name: "InteropTestSupport",
      dependencies: [
        "InteropAnalysis",
        "InteropLSP",
        "Protocol",
        "SwiftLiteParser",
      ],
      swiftSettings: strictSettings
    ),

    // MARK: interop-lsp: the thin executable.
    .executableTarget(
      name: "interop-lsp",
      dependencies: [
        "InteropLSP",
      ],
      swiftSettings: strictSettings
    ),

    // MARK: InteropLint plugins: `interop-lsp lint` in `swift build` / Xcode builds, and as
    // `swift package interop-lint` (read-only) / `interop-lint-fix` (asks for write access). Tested by
    // Tests/PluginSample (a package that depends on this one by path) in .ci/run.
    .plugin(
      name: "InteropLintBuildPlugin",
      capability: .buildTool(),
      dependencies: [
        "interop-lsp",
      ]
    ),
    .plugin(
      name: "InteropLintCommandPlugin",
      capability: .command(
        intent: .custom(verb: "interop-lint", description: "Report interop-lsp findings in the package's Swift targets")
      ),
      dependencies: [
        "interop-lsp",
      ]
    ),
    .plugin(
      name: "InteropLintFixPlugin",
      capability: .command(
        intent: .custom(verb: "interop-lint-fix", description: "Apply interop-lsp's safe fixes to the package's Swift targets"),
        permissions: [
          .writeToPackageDirectory(reason: "interop-lint-fix rewrites Swift files with interop-lsp's safe fixes"),
        ]
      ),
      dependencies: [
        "interop-lsp",
      ]
    ),

    // MARK: JSON: a JSON value type with a non-trapping parser and a deterministic writer. Stdlib only.
    .target(
      name: "JSON",
      dependencies: [],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "JSONTests",
      dependencies: [
        "JSON",
      ],
      swiftSettings: strictSettings
    ),

    // MARK: parser-bench: full-parse and incremental-reparse benchmark (run with -c release).
    .executableTarget(
      name: "parser-bench",
      dependencies: [
        "SwiftLiteParser",
      ],
      swiftSettings: strictSettings
    ),

    // MARK: Protocol: JSON-RPC framing and LSP types, on the JSON target. No Foundation.
    .target(
      name: "Protocol",
      dependencies: [
        "JSON",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ProtocolTests",
      dependencies: [
        "InteropTestSupport",
        "Protocol",
      ],
      swiftSettings: strictSettings
    ),

    // MARK: SwiftLiteParser: text, line index, lexer, lossless tree, parser, incremental reparse. Stdlib only.
    .target(
      name: "SwiftLiteParser",
      dependencies: [],
      exclude: [
        "API.md",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "SwiftLiteParserTests",
      dependencies: [
        "InteropTestSupport",
        "SwiftLiteParser",
      ],
      exclude: [
        "Fixtures",
      ],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
