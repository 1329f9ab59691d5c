// swift-tools-version:6.0
// A package that uses interop-lsp's plugins the way an app's package would, by path. Built by .ci/run:
// `swift build --target Flagged` must print the one warning in Flagged/Badge.swift, `--target Clean` no
// finding, and `--target Broken` must fail on its one error finding. The sources declare stand-ins for
// the SwiftUI/UIKit names they use (the linter is syntactic), so the package builds on Linux too.
import PackageDescription

let lint: [Target.PluginUsage] = [
  .plugin(name: "InteropLintBuildPlugin", package: "interop-lsp"),
]

let package = Package(
  name: "PluginSample",
  platforms: [
    .macOS(.v13),
  ],
  dependencies: [
    .package(name: "interop-lsp", path: "../.."),
  ],
  targets: [
    .target(name: "Broken", plugins: lint),
    .target(name: "Clean", plugins: lint),
    .target(name: "Flagged", plugins: lint),
  ],
  swiftLanguageModes: [.v6]
)
