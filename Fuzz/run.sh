#!/usr/bin/env bash
# Runs one libFuzzer target for a number of seconds on its seed corpus.
# Usage: Fuzz/run.sh TARGET SECONDS [extra libFuzzer flags]
#   The working corpus grows in Fuzz/build/corpus/TARGET (not committed); seeds come from
#   Fuzz/Corpus/TARGET (committed). Crashes land in Fuzz/artifacts/ and must become regression tests.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
target="${1:?usage: Fuzz/run.sh TARGET SECONDS}"
seconds="${2:?usage: Fuzz/run.sh TARGET SECONDS}"
shift 2
"$here/build.sh" "$target"
work="$here/build/corpus/$target"
mkdir -p "$work" "$here/artifacts"
seeds="$here/Corpus/$target"
[ -d "$seeds" ] || seeds=""
# Targets that read Swift text also start from the project's own Swift: the example wrappers and the
# parser fixtures (read in place, not copied).
extra=()
case "$target" in
  ParserFuzz|AnalysisFuzz) extra=("$here/../Examples" "$here/../Tests/SwiftLiteParserTests/Fixtures") ;;
esac
# -timeout=2: any input that takes longer than 2 s is reported as a hang.
# -rss_limit_mb: a leak or runaway allocation is reported, not swapped.
ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" \
exec "$here/build/$target" "$work" ${seeds:+"$seeds"} "${extra[@]}" \
  -max_total_time="$seconds" -timeout=2 -rss_limit_mb=2048 -max_len=65536 \
  -artifact_prefix="$here/artifacts/$target-" -print_final_stats=1 "$@"
