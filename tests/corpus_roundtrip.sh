#!/usr/bin/env bash
# Reads, verifies and round-trips (print -> read -> print) every MLIR text file of the external corpus.
#   tests/corpus_roundtrip.sh HLX DEFAULT_CORPUS
# The corpus is $HLX_CORPUS when set, DEFAULT_CORPUS otherwise. Without a corpus the test is skipped
# (exit 77), never passed.
set -uo pipefail
hlx=$1
corpus=$(realpath -m "${HLX_CORPUS:-$2}")
if [[ ! -d "$corpus" ]]; then
  echo "corpus not found at $corpus: corpus tests not run"
  exit 77
fi
exec "$hlx" check --roundtrip "$corpus"
