#!/usr/bin/env bash
# nvim-workspace-e2e.sh: the workspace (issue 16) in a real, headless Neovim through the plugin in
# editors/nvim: a cross-file diagnostic, go-to-definition into another file, a fix in another buffer
# (see nvim-workspace-e2e.lua, which writes its fixture into a scratch folder).
#
#   editors/test/nvim-workspace-e2e.sh [--server CMD] [--nvim PATH] [--timeout SEC] [--keep]
#
# Prints one line per check and closes with "N passed, M failed"; exits 0 only if nothing failed.
# Never hangs: an in-editor watchdog, then `timeout -k 5` on the process group.
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"
SERVER="$REPO/.build/debug/interop-lsp"
NVIM="${NVIM:-nvim}"
TIMEOUT=90
KEEP=0
while [ $# -gt 0 ]; do
  case "$1" in
    --server) SERVER="$2"; shift 2 ;;
    --nvim) NVIM="$2"; shift 2 ;;
    --timeout) TIMEOUT="$2"; shift 2 ;;
    --keep) KEEP=1; shift ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "nvim-workspace-e2e: unknown option $1" >&2; exit 2 ;;
  esac
done
[[ "$TIMEOUT" =~ ^[0-9]+$ && "$TIMEOUT" -ge 20 ]] || { echo "nvim-workspace-e2e: --timeout must be >= 20" >&2; exit 2; }
command -v "$NVIM" >/dev/null 2>&1 || { echo "FAIL  Neovim not found ('$NVIM')"; echo "0 passed, 1 failed"; exit 1; }
if ! command -v "${SERVER%% *}" >/dev/null 2>&1; then echo "FAIL  no server at $SERVER"; echo "0 passed, 1 failed"; exit 1; fi

TMP="$(mktemp -d /tmp/nvim-ws-e2e.XXXXXX)"
WS="$TMP/workspace"
mkdir -p "$WS" "$TMP/config" "$TMP/data" "$TMP/cache" "$TMP/state"
REPORT="$TMP/report.txt"
HARD_MS=$(( (TIMEOUT - 10) * 1000 ))

setsid timeout -k 5 "$TIMEOUT" env \
  HOME="$TMP" XDG_CONFIG_HOME="$TMP/config" XDG_DATA_HOME="$TMP/data" \
  XDG_CACHE_HOME="$TMP/cache" XDG_STATE_HOME="$TMP/state" \
  NVIM_E2E_WORKSPACE="$WS" NVIM_E2E_CMD="$SERVER" NVIM_E2E_REPORT="$REPORT" \
  NVIM_E2E_DIAG_TIMEOUT_MS=20000 NVIM_E2E_HARD_TIMEOUT_MS="$HARD_MS" \
  "$NVIM" --headless --clean -n -i NONE -u NONE \
    --cmd "set rtp^=$REPO/editors/nvim" \
    -c "luafile $HERE/nvim-workspace-e2e.lua" \
  </dev/null >"$TMP/nvim.stdout" 2>"$TMP/nvim.stderr" &
PGID=$!
wait "$PGID"; RC=$?
kill -TERM -- "-$PGID" 2>/dev/null && sleep 0.3
kill -KILL -- "-$PGID" 2>/dev/null

if [ -s "$REPORT" ]; then
  RESULT="$(cat "$REPORT")"
else
  RESULT="FAIL  the editor exited (code $RC) before writing a report
0 passed, 1 failed"
fi
printf '%s\n' "$RESULT"
FAILED=1
if [ "$RC" = 0 ] && printf '%s\n' "$RESULT" | tail -1 | grep -Eq '^[0-9]+ passed, 0 failed'; then FAILED=0; fi
if [ "$FAILED" = 1 ]; then
  log="$(find "$TMP" -name lsp.log 2>/dev/null | head -1)"
  if [ -n "$log" ] && [ -s "$log" ]; then echo "--- Neovim LSP log (last 30 lines)"; tail -30 "$log"; fi
  if [ -s "$TMP/nvim.stderr" ]; then echo "--- Neovim stderr (last 30 lines)"; tail -30 "$TMP/nvim.stderr"; fi
fi
if [ "$KEEP" = 1 ]; then echo "scratch kept: $TMP" >&2; else rm -rf "$TMP"; fi
exit "$FAILED"
