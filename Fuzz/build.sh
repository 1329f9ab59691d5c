#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/Targets/ with swiftc, outside the normal SwiftPM build.
# Each library module is compiled once (whole-module, -O, coverage + sanitizers), then each target links
# against them. Usage: Fuzz/build.sh [TARGET...]   (default: every target). Binaries go to Fuzz/build/.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="$here/build"
mkdir -p "$out"
SWIFTC="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
# Address sanitizer (with LeakSanitizer) and fuzzer coverage. swiftc 6.3 on Linux rejects
# -sanitize=undefined for Swift code ("unsupported option"), so UBSan is not available here;
# Swift itself traps on overflow and out-of-bounds access, which libFuzzer reports as crashes.
SANITIZERS="${SANITIZERS:-fuzzer,address}"
# `package` declarations (InteropLSP) need a package name, as SwiftPM passes one.
FLAGS=(-O -parse-as-library -swift-version 6 -package-name interop_lsp -sanitize="$SANITIZERS" -g)

# Library modules in dependency order.
modules=(SwiftLiteParser JSON Protocol InteropAnalysis InteropLSP)
objects=()
for module in "${modules[@]}"; do
  src="$root/Sources/$module"
  [ -d "$src" ] || continue
  mapfile -t files < <(find "$src" -name '*.swift' | sort)
  [ "${#files[@]}" -gt 0 ] || continue
  stamp="$out/$module.stamp"
  # `|| true`: head closes the pipe after one line, and under pipefail the SIGPIPE that ls may then get (exit
  # 141) would stop the script.
  newest=$(ls -t "${files[@]}" "$0" | head -1 || true)
  # A module is rebuilt when its sources changed or any module before it was rebuilt (it may inline
  # their code and depends on their layouts).
  if [ ! -f "$out/$module.o" ] || [ "$newest" -nt "$stamp" ] || [ "${FORCE:-0}" = 1 ] || [ "${rebuilt:-0}" = 1 ]; then
    rebuilt=1
    echo "fuzz build: compiling $module" >&2
    # The stamp's time is taken before the compile: a source changed while it runs (a merge, a checkout) is
    # newer than the stamp, so the next build compiles it again instead of keeping a stale object.
    touch "$stamp.next"
    "$SWIFTC" "${FLAGS[@]}" -wmo -module-name "$module" -I "$out" \
      -emit-module -emit-module-path "$out/$module.swiftmodule" \
      -c "${files[@]}" -o "$out/$module.o"
    mv "$stamp.next" "$stamp"
  fi
  objects+=("$out/$module.o")
done

targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
  mapfile -t targets < <(cd "$here/Targets" && ls *.swift | sed 's/\.swift$//')
fi
for target in "${targets[@]}"; do
  echo "fuzz build: linking $target" >&2
  "$SWIFTC" "${FLAGS[@]}" -I "$out" "$here/Targets/$target.swift" "${objects[@]}" -o "$out/$target"
done
