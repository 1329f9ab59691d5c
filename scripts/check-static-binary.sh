#!/usr/bin/env bash
# scripts/check-static-binary.sh [BINARY]: the Linux release binary needs nothing from the toolchain at run time.
#   - `ldd BINARY` lists no library under the toolchain's folder (the folder above the `bin/` of `swift`);
#   - `env -i LD_LIBRARY_PATH= BINARY lint Examples/` prints the same findings as `swift run interop-lsp lint`
#     would (compared with the debug build's output when .build/debug/interop-lsp exists) and exits 1.
# BINARY defaults to .build/release/interop-lsp, built by `swift build -c release --static-swift-stdlib`.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/release/interop-lsp}"
swift_path=$(command -v swift)
toolchain=$(cd "$(dirname "$(readlink -f "$swift_path")")/../.." && pwd)   # /opt/swift for /opt/swift/usr/bin/swift
echo "binary: $binary ($(du -h "$binary" | cut -f1)); toolchain folder: $toolchain"
libs=$(ldd "$binary" 2>&1 || true)
echo "$libs" | sed 's/^/  ldd: /'
if echo "$libs" | grep -F "$toolchain/" >/dev/null; then
  echo "FAIL  $binary links libraries from the toolchain folder $toolchain" >&2
  exit 1
fi
if echo "$libs" | grep -E 'libswift|libFoundation|libdispatch|lib_FoundationICU|not found' >/dev/null; then
  echo "FAIL  $binary links a Swift runtime library (or one is not found)" >&2
  exit 1
fi
echo "ok    ldd lists no library under $toolchain and no Swift runtime library"
out=$(mktemp)
trap 'rm -f "$out" "$out.debug"' EXIT
status=0
env -i LD_LIBRARY_PATH= PATH=/usr/bin:/bin "$binary" lint Examples/ >"$out" 2>&1 || status=$?
count=$(grep -cE '^Examples/[^ ]+:[0-9]+:[0-9]+: (error|warning|note): ' "$out" || true)
if [ "$status" -ne 1 ] || [ "$count" -eq 0 ]; then
  echo "FAIL  with an empty LD_LIBRARY_PATH, lint Examples/ exited $status with $count findings:" >&2
  cat "$out" >&2
  exit 1
fi
if [ -x .build/debug/interop-lsp ]; then
  .build/debug/interop-lsp lint Examples/ >"$out.debug" 2>&1 || true
  if ! diff -u "$out.debug" "$out" >&2; then
    echo "FAIL  the static binary's findings on Examples/ differ from the debug build's (above)" >&2
    exit 1
  fi
  echo "ok    with an empty LD_LIBRARY_PATH: lint Examples/ exits 1 with $count findings, the same as the debug build"
else
  echo "ok    with an empty LD_LIBRARY_PATH: lint Examples/ exits 1 with $count findings"
fi
