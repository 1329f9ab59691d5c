#!/usr/bin/env bash
# nvim-e2e.sh: run interop-lsp inside a real, headless Neovim through the
# plugin in editors/nvim, on a scratch copy of editors/test/fixtures, and
# check what the editor gets (see the expectations at the top of nvim-e2e.lua).
#
#   editors/test/nvim-e2e.sh [--server CMD] [--nvim PATH] [--check GROUPS]
#                            [--timeout SEC] [--diag-timeout SEC] [--expect-fail] [--keep]
#
#   --server CMD      server executable, or a shell command line
#                     (default: .build/debug/interop-lsp of this repository)
#   --nvim PATH       Neovim to run (default: nvim on PATH; 0.7 or newer)
#   --check GROUPS    also enforce these check groups: diagnostics,hover,quickfix,editing or all
#                     (default: the CHECK table in nvim-e2e.lua; env NVIM_E2E_CHECK works too)
#   --timeout SEC     hard limit for the whole run (default 120); the run is killed after it
#   --diag-timeout S  wait for each publishDiagnostics at most S seconds (default 20)
#   --expect-fail     negative check: succeed only if the test FAILS (used with a server
#                     that publishes nothing, to prove the test can fail)
#   --fixtures DIR    workspace to copy and test in (default: editors/test/fixtures)
#   --expect FILE     Lua file overriding the expectations of nvim-e2e.lua (see there)
#   --keep            keep the scratch directory (printed) for inspection
#
# Prints one line per check and closes with "N passed, M failed, K skipped";
# exits 0 only if nothing failed. Never hangs: an in-editor watchdog, then
# `timeout -k 5` on the process group (editor + server), then a kill of that group.
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"

SERVER="$REPO/.build/debug/interop-lsp"
NVIM="${NVIM:-nvim}"
CHECK="${NVIM_E2E_CHECK:-}"
TIMEOUT=120
DIAG_TIMEOUT=20
EXPECT_FAIL=0
KEEP=0
FIXTURES="$HERE/fixtures"
EXPECT_FILE=""

while [ $# -gt 0 ]; do
  case "$1" in
    --server) SERVER="$2"; shift 2 ;;
    --nvim) NVIM="$2"; shift 2 ;;
    --check) CHECK="$2"; shift 2 ;;
    --timeout) TIMEOUT="$2"; shift 2 ;;
    --diag-timeout) DIAG_TIMEOUT="$2"; shift 2 ;;
    --expect-fail) EXPECT_FAIL=1; shift ;;
    --fixtures) FIXTURES="$2"; shift 2 ;;
    --expect) EXPECT_FILE="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
    --keep) KEEP=1; shift ;;
    -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "nvim-e2e: unknown option $1" >&2; exit 2 ;;
  esac
done
[[ "$TIMEOUT" =~ ^[0-9]+$ && "$TIMEOUT" -ge 20 ]] || { echo "nvim-e2e: --timeout must be >= 20" >&2; exit 2; }
[[ "$DIAG_TIMEOUT" =~ ^[0-9]+$ ]] || { echo "nvim-e2e: --diag-timeout must be a number" >&2; exit 2; }

fail_early() { echo "FAIL  $1"; echo "0 passed, 1 failed"; exit 1; }
command -v "$NVIM" >/dev/null 2>&1 || fail_early "Neovim not found ('$NVIM'): apt-get install -y neovim"
if [ "$SERVER" = "$REPO/.build/debug/interop-lsp" ] && [ ! -x "$SERVER" ]; then
  fail_early "no server at $SERVER: run 'swift build' first, or pass --server"
fi
case "$SERVER" in
  /*|*" "*) ;;
  *) [ -e "$SERVER" ] && SERVER="$(cd "$(dirname "$SERVER")" && pwd)/$(basename "$SERVER")" ;;
esac

TMP="$(mktemp -d /tmp/nvim-e2e.XXXXXX)"
WS="$TMP/workspace"
cp -R "$FIXTURES" "$WS"
mkdir -p "$TMP/config" "$TMP/data" "$TMP/cache" "$TMP/state"
REPORT="$TMP/report.txt"

# The in-editor watchdog fires 10 s before the outer timeout.
HARD_MS=$(( (TIMEOUT - 10) * 1000 ))

setsid timeout -k 5 "$TIMEOUT" env \
  HOME="$TMP" XDG_CONFIG_HOME="$TMP/config" XDG_DATA_HOME="$TMP/data" \
  XDG_CACHE_HOME="$TMP/cache" XDG_STATE_HOME="$TMP/state" \
  NVIM_E2E_WORKSPACE="$WS" NVIM_E2E_CMD="$SERVER" NVIM_E2E_REPORT="$REPORT" NVIM_E2E_EXPECT="$EXPECT_FILE" \
  NVIM_E2E_CHECK="$CHECK" NVIM_E2E_DIAG_TIMEOUT_MS=$((DIAG_TIMEOUT * 1000)) \
  NVIM_E2E_HARD_TIMEOUT_MS="$HARD_MS" NVIM_E2E_NATIVE="${NVIM_E2E_NATIVE:-1}" \
  "$NVIM" --headless --clean -n -i NONE -u NONE \
    --cmd "set rtp^=$REPO/editors/nvim" \
    -c "luafile $HERE/nvim-e2e.lua" \
  </dev/null >"$TMP/nvim.stdout" 2>"$TMP/nvim.stderr" &
PGID=$!
wait "$PGID"; RC=$?
kill -TERM -- "-$PGID" 2>/dev/null && sleep 0.3
kill -KILL -- "-$PGID" 2>/dev/null

if [ -s "$REPORT" ]; then
  RESULT="$(cat "$REPORT")"
else
  RESULT="FAIL  the editor exited (code $RC) before writing a report$( [ "$RC" = 124 ] && echo ': hard timeout of '"$TIMEOUT"' s')
0 passed, 1 failed"
fi
FAILED=1
if [ "$RC" = 0 ] && printf '%s\n' "$RESULT" | tail -1 | grep -Eq '^[0-9]+ passed, 0 failed'; then FAILED=0; fi

show_logs() {
  local log
  log="$(find "$TMP" -name lsp.log 2>/dev/null | head -1)"
  if [ -n "$log" ] && [ -s "$log" ]; then echo "--- Neovim LSP log (last 30 lines)"; tail -30 "$log"; fi
  if [ -s "$TMP/nvim.stderr" ]; then echo "--- Neovim stderr (last 30 lines)"; tail -30 "$TMP/nvim.stderr"; fi
}

if [ "$EXPECT_FAIL" = 1 ]; then
  # Negative check: print no closing line of our own test count.
  if [ "$FAILED" = 1 ]; then
    echo "negative check ok: the editor test failed against '$SERVER', as it must"
    printf '%s\n' "$RESULT" | grep '^FAIL' | head -5 | sed 's/^/  /'
    RC_OUT=0
  else
    echo "negative check FAILED: the editor test passed against '$SERVER'"
    RC_OUT=1
  fi
else
  printf '%s\n' "$RESULT"
  [ "$FAILED" = 1 ] && show_logs
  RC_OUT=$FAILED
fi
if [ "$KEEP" = 1 ]; then echo "scratch kept: $TMP" >&2; else rm -rf "$TMP"; fi
exit "$RC_OUT"
