// `hlx conform --backend=cpu` gives each program its constants at run time (hlx run --lift-constants), so
// that its ops run in the backend's kernels, native steps and library calls rather than in constant
// folding, and tabulates how the ops of each family ran.

// RUN: %hlx conform %S/Inputs/conform-cpu --backend=cpu --jobs=2 --report=%t.jsonl > %t.out
// RUN: FileCheck %s --input-file=%t.out
// CHECK: total 4 0 0 4 100.00%
// CHECK:      ops by family and how the cpu backend ran them (JIT kernels, native steps, library calls, evaluator fallbacks; checks not counted)
// CHECK-NEXT: family kernel native library evaluator
// CHECK-NEXT: gather/scatter/sort 0 1 0 0
// The quantized product: an i8 product (oneDNN's int8 matmul where the CPU has VNNI, else hlx's own), and
// the lowered quantization arithmetic in kernels; the lhs's zero point subtracts a reduce of the rhs.
// CHECK-NEXT: dot/conv 0 {{0 1|1 0}} 0
// CHECK-NEXT: reduce 2 0 0 0
// CHECK-NEXT: shape 1 0 0 0
// CHECK-NEXT: elementwise 14 0 0 0
// CHECK-NEXT: total 17 {{1 1|2 0}} 0
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.jsonl
// JSON-DAG: {"file": "{{.*}}inputs.mlir", "case": 0, "status": "pass", {{.*}}, "op_runs": {"kernel": 2, "native": 0, "library": 0, "evaluator": 0}, "quantized_op_runs": {"kernel": 0, "native": 0, "library": 0, "evaluator": 0}}
// JSON-DAG: {"file": "{{.*}}interpret.mlir", "case": 0, "status": "pass", {{.*}}, "op_runs": {"kernel": 0, "native": 1, "library": 0, "evaluator": 0}, {{.*}}}
// JSON-DAG: {"file": "{{.*}}interpret.mlir", "case": 1, "status": "pass", {{.*}}, "op_runs": {"kernel": 1, "native": 0, "library": 0, "evaluator": 0}, {{.*}}}
// JSON-DAG: {"file": "{{.*}}quantized.mlir", "case": 0, "status": "pass", "family": "quantized", {{.*}}, "op_runs": {"kernel": 14, {{.*}}, "evaluator": 0}, "quantized_op_runs": {"kernel": 0, "native": 0, "library": 0, "evaluator": 0}}

// The evaluator runs the programs as they are written, and has no such table.
// RUN: %hlx conform %S/Inputs/conform-cpu --backend=interp --jobs=2 | FileCheck %s --check-prefix=INTERP
// INTERP: total 4 0 0 4 100.00%
// INTERP-NOT: ops by family

// Without run-time inputs the optimizer computes these programs while compiling them: nothing runs.
// RUN: %hlx run %S/Inputs/conform-cpu/inputs.mlir --backend=cpu --op-runs=%t.folded
// RUN: %python -c "import sys; sys.exit(open(sys.argv[1]).read() != '')" %t.folded
// RUN: %hlx run %S/Inputs/conform-cpu/inputs.mlir --backend=cpu --lift-constants --op-runs=%t.lifted
// RUN: FileCheck %s --check-prefix=LIFTED --input-file=%t.lifted
// LIFTED: elementwise kernel 2
// RUN: %expect-exit 2 %hlx run %S/Inputs/conform-cpu/inputs.mlir --backend=interp --op-runs=%t.x 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: --op-runs tells how the cpu backend runs a program's ops; it needs --backend=cpu
