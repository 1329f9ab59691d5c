#!/bin/sh
# scripts/release-archive.sh [OUTDIR]: build the release binary (static Swift runtime on Linux) and pack
#   OUTDIR/interop-lsp-VERSION-OS-ARCH.tar.gz (OS macos|linux, ARCH from uname -m) holding interop-lsp,
#   LICENSE and README.md at its root: the asset the GitHub action, mason.nvim and a release page use.
#   Prints the archive's path and sha256. OUTDIR defaults to dist/.
set -eu
cd "$(dirname "$0")/.."
out="${1:-dist}"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
./scripts/install.sh "$stage" >/dev/null
version=$("$stage/bin/interop-lsp" --version | awk '{print $2}')
case "$(uname -s)" in Darwin) os=macos ;; Linux) os=linux ;; *) os=$(uname -s | tr 'A-Z' 'a-z') ;; esac
name="interop-lsp-$version-$os-$(uname -m)"
mkdir -p "$out"
cp "$stage/bin/interop-lsp" LICENSE README.md "$stage/"
tar -C "$stage" -czf "$out/$name.tar.gz" interop-lsp LICENSE README.md
if command -v sha256sum >/dev/null; then sum=$(sha256sum "$out/$name.tar.gz"); else sum=$(shasum -a 256 "$out/$name.tar.gz"); fi
echo "$sum"
