#!/usr/bin/env bash
# Imports, propagates and partitions the shardings of every program of the external corpus that has
# sharding annotations (mhlo.sharding or sdy), text and bytecode: `hlx opt --passes=propagate-shardings`
# must succeed, what it prints must read back and propagate to the same text, and
# `--passes=propagate-shardings,spmd-partition` (over the module's own partition count) must succeed.
#   tests/corpus_sharding.sh HLX DEFAULT_CORPUS
# The corpus is $HLX_CORPUS when set, DEFAULT_CORPUS otherwise. Without a corpus the test is skipped
# (exit 77), never passed.
set -uo pipefail
hlx=$1
corpus=$(realpath -m "${HLX_CORPUS:-$2}")
if [[ ! -d "$corpus" ]]; then
  echo "corpus not found at $corpus: corpus tests not run"
  exit 77
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
passed=0
failed=0
while IFS= read -r -d '' file; do
  if ! "$hlx" opt --passes=propagate-shardings "$file" >"$out/once.mlir" 2>"$out/error"; then
    echo "$file: $(head -c 2000 "$out/error")"
    failed=$((failed + 1))
    continue
  fi
  if ! "$hlx" opt --passes=propagate-shardings "$out/once.mlir" >"$out/twice.mlir" 2>"$out/error" ||
     ! cmp -s "$out/once.mlir" "$out/twice.mlir"; then
    echo "$file: propagating the propagated program again does not give it back: $(head -c 2000 "$out/error")"
    failed=$((failed + 1))
    continue
  fi
  if ! "$hlx" opt --passes=propagate-shardings,spmd-partition "$file" >/dev/null 2>"$out/error"; then
    echo "$file: partitioning fails: $(head -c 2000 "$out/error")"
    failed=$((failed + 1))
    continue
  fi
  passed=$((passed + 1))
done < <(grep -lZ -r -E 'mhlo\.sharding|sdy\.' --include='*.mlir' --include='*.mlirbc' "$corpus" | sort -z)
echo "$passed passed, $failed failed"
[[ $failed -eq 0 && $passed -gt 0 ]]
