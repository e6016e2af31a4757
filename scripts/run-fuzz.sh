#!/usr/bin/env bash
# Runs a libFuzzer target for a bounded time on the hand-written seeds plus the inputs it found before.
#   scripts/run-fuzz.sh FUZZER SECONDS [SEEDS DICTIONARY]
# SEEDS and DICTIONARY default to the text reader's (tests/fuzz/seeds, tests/fuzz/mlir.dict).
# Exits non-zero when the fuzzer finds a crash, a leak, a timeout or an out-of-memory; the input that
# did it is kept under build-fuzz/artifacts/ and its path printed.
set -uo pipefail
fuzzer=$1
seconds=$2
root=$(cd "$(dirname "$0")/.." && pwd)
seeds=${3:-$root/tests/fuzz/seeds}
dict=${4:-$root/tests/fuzz/mlir.dict}
name=$(basename "$fuzzer")
work=$(dirname "$fuzzer")
corpus="$root/build-fuzz/corpus/$name"
artifacts="$root/build-fuzz/artifacts/$name/"
log="$root/build-fuzz/$name.log"
mkdir -p "$corpus" "$artifacts"

"$fuzzer" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -dict="$dict" -artifact_prefix="$artifacts" "$corpus" "$seeds" \
  >"$log" 2>&1
status=$?

executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
if [[ $status -ne 0 ]]; then
  tail -n 60 "$log"
  echo "fuzz: $name FAILED (exit $status) after ${executions:-?} executions; full log: $log"
  ls -1 "$artifacts" | sed "s|^|fuzz: input kept: $artifacts|"
  exit 1
fi
inputs=$(ls "$corpus" | wc -l)
echo "fuzz: $name: ${executions:-?} executions in $seconds s, corpus $inputs inputs, no failure"
