#!/usr/bin/env bash
# The steps of action.yml (the composite GitHub action): install interop-lsp, register the problem matcher
# that turns its `path:line:column: severity: message [rule-id]` lines into annotations, lint.
# Inputs come as environment variables (set by action.yml):
#   INPUT_VERSION  a release version (e.g. 0.1.0): download interop-lsp-VERSION-OS-ARCH.tar.gz from the
#                  repository's GitHub release; or "source": build from the action's own checkout
#                  (needs a Swift 6 toolchain on the runner)
#   INPUT_PATHS    files and folders to lint, separated by spaces (default ".")
#   INPUT_FAIL_ON  hint|information|warning|error|never (default warning)
#   INPUT_SARIF    if set, also write a SARIF log to that path (for github/codeql-action/upload-sarif)
#   INTEROP_LSP_BINARY  (tests) use this binary instead of installing one
# Annotations come from the text format through the problem matcher (packaging/github/interop-lsp-matcher.json).
# (A workflow that runs the CLI itself can use `lint --format github`, which prints workflow commands.)
set -uo pipefail
here="${GITHUB_ACTION_PATH:-$(cd "$(dirname "$0")/.." && pwd)}"
repository="${INTEROP_LSP_REPOSITORY:-interop-lsp/interop-lsp}"
version="${INPUT_VERSION:-0.1.0}"
tmp="${RUNNER_TEMP:-$(mktemp -d)}/interop-lsp"
mkdir -p "$tmp/bin"

if [ -n "${INTEROP_LSP_BINARY:-}" ]; then
  cp "$INTEROP_LSP_BINARY" "$tmp/bin/interop-lsp"
elif [ "$version" = "source" ]; then
  "$here/scripts/install.sh" "$tmp" || exit 2
else
  case "$(uname -s)" in Darwin) os=macos ;; Linux) os=linux ;; *) echo "::error::interop-lsp: no release for $(uname -s)"; exit 2 ;; esac
  asset="interop-lsp-${version#v}-$os-$(uname -m).tar.gz"
  url="https://github.com/$repository/releases/download/v${version#v}/$asset"
  echo "downloading $url"
  curl -fsSL --retry 3 "$url" -o "$tmp/$asset" || { echo "::error::interop-lsp: cannot download $url"; exit 2; }
  tar -C "$tmp/bin" -xzf "$tmp/$asset" interop-lsp || exit 2
fi
chmod +x "$tmp/bin/interop-lsp"
[ -n "${GITHUB_PATH:-}" ] && echo "$tmp/bin" >> "$GITHUB_PATH"
echo "$("$tmp/bin/interop-lsp" --version) at $tmp/bin/interop-lsp"

echo "::add-matcher::$here/packaging/github/interop-lsp-matcher.json"
# shellcheck disable=SC2086
"$tmp/bin/interop-lsp" lint --fail-on "${INPUT_FAIL_ON:-warning}" ${INPUT_PATHS:-.}
status=$?
echo "::remove-matcher owner=interop-lsp::"
echo "::remove-matcher owner=interop-lsp-note::"
if [ -n "${INPUT_SARIF:-}" ]; then
  # shellcheck disable=SC2086
  "$tmp/bin/interop-lsp" lint --format sarif --fail-on never ${INPUT_PATHS:-.} > "$INPUT_SARIF" || status=2
fi
exit "$status"
