// hlx run --passes and hlx conform --passes: the passes run on each program before it runs, so a
// pipeline is checked against whole corpora; an error names the pass.

// RUN: %hlx conform %S/optimize-values.mlir --passes=optimize --jobs=1 | FileCheck %s --check-prefix=PASS
// PASS: total 1 0 0 1 100.00%

// RUN: %expect-exit 1 %hlx conform %S/Inputs/no-main.mlir --passes=inline,refine-shapes --jobs=1 | FileCheck %s --check-prefix=FORWARD
// FORWARD: error {{.*}}no-main.mlir case 0: {{.*}}no function @main to refine (after pass refine-shapes)

// RUN: %expect-exit 3 %hlx run %S/Inputs/no-main.mlir --passes=refine-shapes 2>&1 | FileCheck %s --check-prefix=ERROR
// ERROR: no function @main to refine (after pass refine-shapes)

// RUN: %expect-exit 2 %hlx run %S/Inputs/no-main.mlir --passes=optimize,fold 2>&1 | FileCheck %s --check-prefix=BADNAME-R
// BADNAME-R: hlx: run: unknown pass 'fold' (passes: refine-shapes, decompose-chlo, inline, simplify, fold-constants, cse, dce, fold-layout, separable-gathers, optimize, lift-constants, lower-quantized, channels-last, narrow-products, widen-products, fold-batch-norm, transposed-conv-as-dot, inline-manual-computations, import-shardings, propagate-shardings, spmd-partition, combine-collectives, pipeline-collectives)
// RUN: %expect-exit 2 %hlx conform %S/Inputs/no-main.mlir --passes=fold 2>&1 | FileCheck %s --check-prefix=BADNAME-C
// BADNAME-C: hlx: conform: unknown pass 'fold'
