#!/usr/bin/env bash
# Runs the StableHLO test programs of the external corpus with `hlx conform` on one backend and holds it
# to the evaluator's bar: every interpreter and math test passes (files marked RUN-DISABLED included), and at least
# 99.5% of the testdata programs (testdata/, its dynamic/ and quantized/ folders; RUN-DISABLED files are
# reported but not counted). On the cpu backend the programs get their inputs at run time, so that their
# ops run in the backend's own code: its JIT kernels must have computed some of them, and no op on
# quantized tensors may be left to the evaluator.
#   tests/corpus_conform.sh HLX DEFAULT_CORPUS [BACKEND]      (BACKEND: interp, the default, or cpu)
# The corpus is $HLX_CORPUS when set, DEFAULT_CORPUS otherwise. Without it the test is skipped (exit 77).
set -uo pipefail
hlx=$1
corpus=$(realpath -m "${HLX_CORPUS:-$2}")
if [[ ! -d "$corpus/stablehlo" ]]; then
  echo "corpus not found at $corpus: corpus tests not run"
  exit 77
fi
report=$(mktemp)
trap 'rm -f "$report"' EXIT
"$hlx" conform "$corpus/stablehlo" --backend="${3:-interp}" --jobs="${HLX_CONFORM_JOBS:-2}" --report="$report"
python3 - "$report" "$corpus/stablehlo" "${3:-interp}" <<'PY'
import json, sys
report, root, backend = sys.argv[1], sys.argv[2], sys.argv[3]
must_pass, testdata = [], []
ways, quantized_ways = {}, {}
for line in open(report):
    r = json.loads(line)
    for way, n in r.get("op_runs", {}).items():
        ways[way] = ways.get(way, 0) + n
    for way, n in r.get("quantized_op_runs", {}).items():
        quantized_ways[way] = quantized_ways.get(way, 0) + n
    rel = r["file"][len(root):].lstrip("/")
    if rel.startswith("testdata/"):
        if not r["disabled"]:
            testdata.append(r)
    else:
        must_pass.append(r)
bad = [r for r in must_pass if r["status"] != "pass"]
passed = sum(r["status"] == "pass" for r in testdata)
rate = 100.0 * passed / max(1, len(testdata))
print(f"interpret + math: {len(must_pass) - len(bad)} of {len(must_pass)} pass (all must)")
print(f"testdata: {passed} of {len(testdata)} pass ({rate:.2f}%, at least 99.5% must)")
for r in bad:
    print(f"  not passed: {r['file']} case {r['case']}: {r['detail']}")
ran_in_kernels = True
if backend != "interp":
    print("ops run: " + ", ".join(f"{way} {n}" for way, n in ways.items()))
    ran_in_kernels = ways.get("kernel", 0) > 0
    # Quantized ops are lowered to integer and float arithmetic: none is left to the evaluator.
    print("ops on quantized tensors run: " + ", ".join(f"{way} {n}" for way, n in quantized_ways.items()))
    ran_in_kernels = ran_in_kernels and quantized_ways.get("evaluator", 0) == 0
sys.exit(0 if not bad and rate >= 99.5 and ran_in_kernels else 1)
PY
