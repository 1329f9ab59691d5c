#!/bin/sh
# scripts/install.sh [PREFIX]: build interop-lsp in release mode and install it as PREFIX/bin/interop-lsp.
#   PREFIX defaults to $PREFIX, else /usr/local (use e.g. ~/.local to install without sudo).
#   On Linux the Swift runtime is linked statically (--static-swift-stdlib), so the installed binary runs
#   without the toolchain; on macOS the Swift runtime ships with the OS (macOS 13+).
# Needs a Swift 6 toolchain (Xcode 16+ on macOS). `make install PREFIX=...` runs this script.
set -eu
cd "$(dirname "$0")/.."
prefix="${1:-${PREFIX:-/usr/local}}"
case "$prefix" in
  "~"/*) prefix="$HOME/${prefix#"~/"}" ;;
esac
flags="-c release --product interop-lsp"
if [ "$(uname -s)" = "Linux" ]; then
  flags="$flags --static-swift-stdlib"
fi
echo "swift build $flags"
# shellcheck disable=SC2086
swift build $flags
bin_dir=$(swift build $flags --show-bin-path)
mkdir -p "$prefix/bin"
install -m 755 "$bin_dir/interop-lsp" "$prefix/bin/interop-lsp"
echo "installed $prefix/bin/interop-lsp ($("$prefix/bin/interop-lsp" --version))"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "note: $prefix/bin is not on your PATH" ;;
esac
