#!/usr/bin/env bash
# eglot-e2e.sh: run interop-lsp inside Emacs eglot (batch), on a scratch copy
# of editors/test/fixtures; expectations at the top of eglot-e2e.el.
#
#   editors/test/eglot-e2e.sh [--server PATH] [--check GROUPS] [--timeout SEC] [--expect-fail]
#
#   --server PATH     the server executable (default: .build/debug/interop-lsp)
#   --check GROUPS    also enforce diagnostics,hover,quickfix or all (env EGLOT_E2E_CHECK too)
#   --timeout SEC     per-step wait (default 20); the whole run is killed after 5x that
#   --expect-fail     succeed only if the test FAILS (for a server that publishes nothing)
#   --fixtures DIR    workspace to copy (default: editors/test/fixtures)
#   --expect FILE     .el file that setq's the expectations of eglot-e2e.el
#
# Needs emacs (Debian: emacs-nox) and eglot (built in from Emacs 29; Debian 12:
# elpa-eglot). Prints one line per check and "N passed, M failed, K skipped".
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
SERVER="$REPO/.build/debug/interop-lsp"
CHECK="${EGLOT_E2E_CHECK:-}"
TIMEOUT=20
EXPECT_FAIL=0
FIXTURES="$HERE/fixtures"
EXPECT_FILE=""
while [ $# -gt 0 ]; do
  case "$1" in
    --server) SERVER="$2"; shift 2 ;;
    --check) CHECK="$2"; shift 2 ;;
    --timeout) TIMEOUT="$2"; shift 2 ;;
    --expect-fail) EXPECT_FAIL=1; shift ;;
    --fixtures) FIXTURES="$2"; shift 2 ;;
    --expect) EXPECT_FILE="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "eglot-e2e: unknown option $1" >&2; exit 2 ;;
  esac
done
[[ "$TIMEOUT" =~ ^[0-9]+$ && "$TIMEOUT" -ge 2 ]] || { echo "eglot-e2e: bad --timeout" >&2; exit 2; }
fail_early() { echo "FAIL  $1"; echo "0 passed, 1 failed"; exit 1; }
command -v emacs >/dev/null 2>&1 || fail_early "emacs not found (apt-get install -y emacs-nox elpa-eglot)"
[ -e "$SERVER" ] || fail_early "no server at $SERVER: run 'swift build' first, or pass --server"
SERVER="$(cd "$(dirname "$SERVER")" && pwd)/$(basename "$SERVER")"

TMP="$(mktemp -d /tmp/eglot-e2e.XXXXXX)"
cp -R "$FIXTURES" "$TMP/workspace"
REPORT="$TMP/report.txt"
setsid timeout -k 5 $((TIMEOUT * 5)) env HOME="$TMP" \
  EGLOT_E2E_WORKSPACE="$TMP/workspace" EGLOT_E2E_CMD="$SERVER" EGLOT_E2E_REPORT="$REPORT" \
  EGLOT_E2E_CHECK="$CHECK" EGLOT_E2E_TIMEOUT="$TIMEOUT" EGLOT_E2E_EXPECT="$EXPECT_FILE" \
  emacs -Q --batch -l "$HERE/eglot-e2e.el" </dev/null >"$TMP/emacs.out" 2>&1 &
PGID=$!
wait "$PGID"; RC=$?
kill -TERM -- "-$PGID" 2>/dev/null && sleep 0.3
kill -KILL -- "-$PGID" 2>/dev/null

if [ -s "$REPORT" ]; then RESULT="$(cat "$REPORT")"
else RESULT="FAIL  Emacs exited (code $RC) before writing a report
0 passed, 1 failed"; fi
FAILED=1
if [ "$RC" = 0 ] && printf '%s\n' "$RESULT" | tail -1 | grep -Eq '^[0-9]+ passed, 0 failed'; then FAILED=0; fi
if [ "$EXPECT_FAIL" = 1 ]; then
  if [ "$FAILED" = 1 ]; then
    echo "negative check ok: the eglot test failed against '$SERVER', as it must"
    printf '%s\n' "$RESULT" | grep '^FAIL' | head -5 | sed 's/^/  /'
    OUT=0
  else
    echo "negative check FAILED: the eglot test passed against '$SERVER'"; OUT=1
  fi
else
  printf '%s\n' "$RESULT"
  if [ "$FAILED" = 1 ]; then echo "--- Emacs output (last 30 lines)"; tail -30 "$TMP/emacs.out"; fi
  OUT=$FAILED
fi
rm -rf "$TMP"
exit "$OUT"
