#!/usr/bin/env bash
# Reads every StableHLO portable artifact (MLIR bytecode) of the external corpus and checks that hlx
# prints it exactly as it prints the artifact's text twin (the same program as MLIR text), in pretty
# form, in generic form and with locations.
#   tests/corpus_bytecode.sh HLX DEFAULT_CORPUS
# The corpus is $HLX_CORPUS when set, DEFAULT_CORPUS otherwise: bytecode/X.mlirbc has the twin
# bytecode/X.mlir, models/X.mlir.bc the twin models/X.mlir. Without a corpus the test is skipped (exit
# 77), never passed.
#
# Where the artifact and its twin legitimately differ, the comparison that cannot hold is left out, by
# name, with the reason:
#  - The text twins of the BERT model and of the 2023 TPU Lu and Qr tests were printed without locations.
#  - In the twin of the 2026 GPU eigh f32 test the Python source lines differ from the artifact's (they
#    were exported from different runs).
#  - MLIR prints a reduce whose body is one op in the compact `applies` form, which has no place for the
#    body's locations; the artifact keeps them.
#  - The GSPMD sharding test's collective_permute has channel type 1 in its twin; VHLO keeps only the
#    channel id, and reads back with type 0, as StableHLO's own deserializer does.
set -uo pipefail
hlx=$1
corpus=$(realpath -m "${HLX_CORPUS:-$2}")
if [[ ! -d "$corpus/bytecode" ]]; then
  echo "corpus not found at $corpus (no bytecode/ folder): bytecode corpus tests not run"
  exit 77
fi

without_locations=(tpu_Lu__data_2023_03_21 tpu_Qr__data_2023_03_17 torchax_hf_bert_base.mlir
  gpu_eigh_solver_syev__data_2026_02_16__f32 mosaic_boolean_constant__data_2026_02_17)
not_comparable=(tpu_Sharding__data_2025_06_30__gspmd)

listed() {
  local name=$1
  shift
  local item
  for item in "$@"; do [[ $item == "$name" ]] && return 0; done
  return 1
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0 skipped=0
shopt -s nullglob
for artifact in "$corpus"/bytecode/*.mlirbc "$corpus"/models/*.mlir.bc; do
  case $artifact in
    *.mlirbc) twin=${artifact%.mlirbc}.mlir ;;
    *) twin=${artifact%.bc} ;;
  esac
  name=$(basename "${artifact%.mlirbc}")
  name=${name%.bc}
  if [[ ! -f $twin ]]; then
    echo "$artifact: no text twin $twin"
    failed=$((failed + 1))
    continue
  fi
  if listed "$name" "${not_comparable[@]}"; then
    # Still read and verified, but not compared.
    if "$hlx" check "$artifact" >/dev/null; then skipped=$((skipped + 1)); else failed=$((failed + 1)); fi
    continue
  fi
  flag_sets=("" "--generic" "--print-debuginfo")
  listed "$name" "${without_locations[@]}" && flag_sets=("" "--generic")
  ok=1
  for flags in "${flag_sets[@]}"; do
    # shellcheck disable=SC2086
    if ! "$hlx" opt $flags "$artifact" >"$work/bytecode.txt"; then
      echo "$artifact: does not read"
      ok=0
      break
    fi
    # shellcheck disable=SC2086
    "$hlx" opt $flags "$twin" >"$work/text.txt" || { echo "$twin: does not read"; ok=0; break; }
    if ! cmp -s "$work/bytecode.txt" "$work/text.txt"; then
      echo "$artifact: prints differently from its text twin${flags:+ with $flags}:"
      diff "$work/text.txt" "$work/bytecode.txt" | head -n 6
      ok=0
      break
    fi
  done
  if [[ $ok == 1 ]]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done
echo "$passed match their text twins, $skipped read but not compared, $failed failed"
[[ $failed == 0 ]]
