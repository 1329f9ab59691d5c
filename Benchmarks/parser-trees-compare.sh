#!/bin/bash
# Checks that two parser-bench builds build the same trees: `parser-bench --hash` (a hash of every node's kind,
# width, error flag and child count and of every token's kind, flags and lengths, in pre-order, per file) over
# the given folders with each binary, compared line by line.
#
#   Benchmarks/parser-trees-compare.sh BASE_PARSER_BENCH NEW_PARSER_BENCH [PATH...]
#
# PATH defaults to the field corpus's general/ and apps/ sets. Exit 0 when every file's line is identical.
set -u
base=${1:?usage: parser-trees-compare.sh BASE_PARSER_BENCH NEW_PARSER_BENCH [PATH...]}
new=${2:?usage: parser-trees-compare.sh BASE_PARSER_BENCH NEW_PARSER_BENCH [PATH...]}
shift 2
if [ $# -eq 0 ]; then set -- /work/field-corpus/general /work/field-corpus/apps; fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$base" --hash "$@" > "$dir/base.txt" || exit 2
"$new" --hash "$@" > "$dir/new.txt" || exit 2
echo "base: $(tail -1 "$dir/base.txt")"
echo "new:  $(tail -1 "$dir/new.txt")"
if cmp -s "$dir/base.txt" "$dir/new.txt"; then
  echo "trees identical ($(($(wc -l < "$dir/base.txt") - 1)) files)"
  exit 0
fi
echo "trees differ in $(diff "$dir/base.txt" "$dir/new.txt" | grep -c '^>') file(s); first differences:"
diff "$dir/base.txt" "$dir/new.txt" | head -20
exit 1
