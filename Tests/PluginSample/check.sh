#!/usr/bin/env bash
# Tests/PluginSample/check.sh: the SwiftPM plugins as a package that depends on interop-lsp by path uses them
# (run by .ci/run). Checks, from this folder's package:
#   swift build --target Flagged   succeeds and prints exactly one finding, the warning in Flagged/Badge.swift
#   swift build --target Clean     succeeds and prints no finding
#   swift build --target Broken    fails on its one error finding (dismantle-not-static)
#   swift package interop-lint ... read-only command plugin; --fix is refused with a pointer to interop-lint-fix
#   swift package interop-lint-fix asks for write permission; with it, --dry-run prints the fix as a diff
# Expected lines come from the sources (the line that holds the marked statement), not from counting.
set -uo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
failed=0
ok() { echo "ok    $1"; }
fail() { echo "FAIL  $1" >&2; failed=1; }
findings() { grep -E '^[^ ]+:[0-9]+:[0-9]+: (warning|error|note): ' "$1" | sort -u; }
line_of() { grep -n -F "$2" "$1" | head -1 | cut -d: -f1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# `swift` crashing on a signal (exit >= 128) is SwiftPM's own process dying, not a result of the plugins: a
# failure of the tool inside a plugin comes back as the plugin's error (exit 1). CI saw it once (2026-12-01:
# `swift package interop-lint --fix`, SIGSEGV in libdispatch inside swift-package; 20 reruns here passed),
# like the intermittent SwiftPM segfaults on Linux in swiftlang/swift-package-manager#8171. Such a run is
# retried once, and says so; a second crash fails the check.
swiftpm() {
  local log="$1"; shift
  swift "$@" >"$log" 2>&1; local status=$?
  if [ $status -ge 128 ]; then
    echo "note  \`swift $*\` crashed (exit $status, SwiftPM's own process); retrying once" >&2
    swift "$@" >"$log" 2>&1; status=$?
  fi
  return $status
}

swiftpm "$out/flagged" build --target Flagged; status=$?
line=$(line_of Sources/Flagged/Badge.swift 'uiView.text = title')
want="$PWD/Sources/Flagged/Badge.swift:$line:5: warning: "
got=$(findings "$out/flagged")
if [ $status -eq 0 ] && [ "$(printf '%s\n' "$got" | grep -c .)" -eq 1 ] && [[ "$got" == "$want"*"[unguarded-update-assignment]" ]]; then
  ok "swift build --target Flagged: exit 0, one finding: ${got#"$PWD/"}"
else
  fail "swift build --target Flagged (exit $status), want one line starting $want...[unguarded-update-assignment], got:"; cat "$out/flagged" >&2
fi

swiftpm "$out/clean" build --target Clean; status=$?
if [ $status -eq 0 ] && [ -z "$(findings "$out/clean")" ]; then
  ok "swift build --target Clean: exit 0, no finding"
else
  fail "swift build --target Clean (exit $status), want no finding, got:"; cat "$out/clean" >&2
fi

swiftpm "$out/broken" build --target Broken; status=$?
line=$(line_of Sources/Broken/Badge.swift 'func dismantleUIView')
want="$PWD/Sources/Broken/Badge.swift:$line:8: error: "
got=$(findings "$out/broken")
if [ $status -ne 0 ] && [ "$(printf '%s\n' "$got" | grep -c .)" -eq 1 ] && [[ "$got" == "$want"*"[dismantle-not-static]" ]]; then
  ok "swift build --target Broken: fails (exit $status) on one error: ${got#"$PWD/"}"
else
  fail "swift build --target Broken (exit $status), want a failure with one line starting $want...[dismantle-not-static], got:"; cat "$out/broken" >&2
fi

swiftpm "$out/lint-clean" package interop-lint --target Clean; status=$?
[ $status -eq 0 ] && [ -z "$(findings "$out/lint-clean")" ] && ok "swift package interop-lint --target Clean: exit 0, no finding" \
  || { fail "swift package interop-lint --target Clean (exit $status)"; cat "$out/lint-clean" >&2; }

swiftpm "$out/lint-json" package interop-lint --target Flagged --format json; status=$?
[ $status -ne 0 ] && grep -q '"ruleId" *: *"unguarded-update-assignment"' "$out/lint-json" \
  && ok "swift package interop-lint --target Flagged --format json: exit $status, the finding in JSON (options pass through)" \
  || { fail "swift package interop-lint --target Flagged --format json (exit $status)"; cat "$out/lint-json" >&2; }

swiftpm "$out/lint-fix" package interop-lint --fix; status=$?
[ $status -ne 0 ] && grep -q 'interop-lint-fix' "$out/lint-fix" && ok "swift package interop-lint --fix: refused (read-only), points to interop-lint-fix" \
  || { fail "swift package interop-lint --fix (exit $status)"; cat "$out/lint-fix" >&2; }

swiftpm "$out/fix-denied" package interop-lint-fix --target Broken --dry-run </dev/null; status=$?
[ $status -ne 0 ] && grep -q 'permission to write to the package directory' "$out/fix-denied" \
  && ok "swift package interop-lint-fix without permission: refused, asks for write permission" \
  || { fail "swift package interop-lint-fix without permission (exit $status)"; cat "$out/fix-denied" >&2; }

before=$(cat Sources/Broken/Badge.swift)
swiftpm "$out/fix" package --allow-writing-to-package-directory interop-lint-fix --target Broken --dry-run; status=$?
if [ $status -eq 0 ] && grep -q '^+  static func dismantleUIView' "$out/fix" && [ "$before" = "$(cat Sources/Broken/Badge.swift)" ]; then
  ok "swift package --allow-writing-to-package-directory interop-lint-fix --dry-run: the fix as a diff, file unchanged"
else
  fail "interop-lint-fix --dry-run (exit $status)"; cat "$out/fix" >&2
fi
exit $failed
