# Homebrew formula for interop-lsp (not yet published: no tap or homebrew-core entry exists yet).
# Builds from the tagged source with the Swift toolchain (Xcode 16+ on macOS, Homebrew's swift on Linux);
# at release, fill in the tag's archive sha256 (`shasum -a 256 v0.1.0.tar.gz`). Try it locally with
#   brew install --build-from-source ./packaging/homebrew/interop-lsp.rb      (or --HEAD for main)
class InteropLsp < Formula
  desc "Language server and linter for SwiftUI/UIKit interop code"
  homepage "https://github.com/interop-lsp/interop-lsp"
  url "https://github.com/interop-lsp/interop-lsp/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "Apache-2.0"
  head "https://github.com/interop-lsp/interop-lsp.git", branch: "main"

  depends_on xcode: ["16.0", :build]
  depends_on macos: :ventura

  uses_from_macos "swift" => :build

  def install
    args = ["--disable-sandbox", "--configuration", "release", "--product", "interop-lsp"]
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    bin.install ".build/release/interop-lsp"
  end

  test do
    (testpath/"Badge.swift").write <<~SWIFT
      struct Badge: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func dismantleUIView(_ uiView: UILabel, coordinator: ()) {}
      }
    SWIFT
    output = shell_output("#{bin}/interop-lsp lint #{testpath}/Badge.swift", 1)
    assert_match "[dismantle-not-static]", output
    assert_match version.to_s, shell_output("#{bin}/interop-lsp --version")
  end
end
