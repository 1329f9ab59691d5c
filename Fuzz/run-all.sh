#!/usr/bin/env bash
# Runs every fuzz target one after another for SECONDS each (default 600) and prints each one's final
# statistics. Usage: Fuzz/run-all.sh [SECONDS] [TARGET...]
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
seconds="${1:-600}"
shift || true
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
  mapfile -t targets < <(cd "$here/Targets" && ls *.swift | sed 's/\.swift$//')
fi
mkdir -p "$here/build/logs"
for target in "${targets[@]}"; do
  log="$here/build/logs/$target.log"
  "$here/run.sh" "$target" "$seconds" > "$log" 2>&1
  status=$?
  echo "== $target (exit $status)"
  grep -E '^(Done|stat::)|cov: .*DONE|ERROR|Fatal error' "$log" | grep -v 'Cannot export' | tail -8
done
