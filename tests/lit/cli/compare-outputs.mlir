// hlx compare: two runs' outputs, array by array. The same seed gives equal arrays (exit 0); another
// seed gives arrays over the tolerance (exit 1); usage errors exit 2 and unreadable files 3.

// RUN: %hlx run --backend=interp %s --seed=1 --save-outputs=%t.a.npz
// RUN: %hlx run --backend=interp %s --seed=1 --save-outputs=%t.b.npz
// RUN: %hlx run --backend=interp %s --seed=2 --save-outputs=%t.c.npz
// RUN: %hlx compare %t.a.npz %t.b.npz --rtol=0 | FileCheck %s --check-prefix=SAME
// SAME: result0: largest difference 0 (0 of the largest magnitude {{.*}}): ok
// SAME: result1: 0 unequal elements: ok

// RUN: %expect-exit 1 %hlx compare %t.a.npz %t.c.npz | FileCheck %s --check-prefix=OTHER
// OTHER: result0: largest difference {{.*}}: over the tolerance
// OTHER: result1: {{[1-9][0-9]*}} unequal elements: over the tolerance

// An array of another shape, and a file with fewer arrays.
// RUN: %hlx run --backend=interp %S/Inputs/compare-other.mlir --save-outputs=%t.other.npz
// RUN: %expect-exit 1 %hlx compare %t.a.npz %t.other.npz | FileCheck %s --check-prefix=KIND
// KIND: result0: differs in kind: {{.*}} has 'result0' of f32[4] where {{.*}} has f32[3]
// KIND: result1: {{[0-9]+}} unequal elements
// RUN: %hlx run --backend=interp %S/Inputs/compare-other.mlir --entry=first --save-outputs=%t.first.npz
// RUN: %expect-exit 1 %hlx compare %t.a.npz %t.first.npz | FileCheck %s --check-prefix=COUNT
// COUNT: {{.*}}first.npz: has 1 arrays, {{.*}}a.npz has 2

// bf16 arrays are raw bits in the files: compared by bits unless --bf16 reads them as floats.
// RUN: %hlx run --backend=interp %S/Inputs/compare-bf16.mlir --seed=1 --save-outputs=%t.h1.npz
// RUN: %hlx run --backend=interp %S/Inputs/compare-bf16.mlir --seed=2 --save-outputs=%t.h2.npz
// RUN: %expect-exit 1 %hlx compare %t.h1.npz %t.h2.npz | FileCheck %s --check-prefix=RAW
// RAW: result0: {{[1-9][0-9]*}} unequal elements: over the tolerance
// RUN: %expect-exit 1 %hlx compare %t.h1.npz %t.h2.npz --bf16 | FileCheck %s --check-prefix=BF16
// BF16: result0: largest difference {{.*}} of the largest magnitude {{.*}}: over the tolerance
// RUN: %hlx compare %t.h1.npz %t.h2.npz --bf16 --rtol=2 | FileCheck %s --check-prefix=BF16-LOOSE
// BF16-LOOSE: result0: largest difference {{.*}}: ok

// RUN: %expect-exit 2 %hlx compare %t.a.npz 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: hlx: compare: needs two files, EXPECTED and ACTUAL
// RUN: %expect-exit 2 %hlx compare %t.a.npz %t.b.npz --rtol=-1 2>&1 | FileCheck %s --check-prefix=RTOL
// RTOL: hlx: compare: --rtol needs a number of at least 0, got '-1'
// RUN: %expect-exit 2 %hlx compare %t.a.npz %t.b.npz --atol=1 2>&1 | FileCheck %s --check-prefix=FLAG
// FLAG: hlx: compare: unknown flag '--atol=1'
// RUN: %expect-exit 3 %hlx compare %t.a.npz %t.missing.npz 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: hlx: {{.*}}missing.npz
// RUN: %hlx compare --help | FileCheck %s --check-prefix=HELP
// HELP: Usage: hlx compare EXPECTED ACTUAL [--rtol=R | --min-sqnr=DB] [--bf16]

// --min-sqnr judges floats by their signal-to-quantization-noise ratio: equal arrays have an infinite
// one, other seeds' arrays a low one (tests/lit/quantize/end-to-end.mlir compares quantized programs).
// RUN: %hlx compare %t.a.npz %t.b.npz --min-sqnr=100 | FileCheck %s --check-prefix=SQNR-SAME
// SQNR-SAME: result0: SQNR inf dB: ok
// SQNR-SAME: result1: 0 unequal elements: ok
// RUN: %expect-exit 1 %hlx compare %t.a.npz %t.c.npz --min-sqnr=10 | FileCheck %s --check-prefix=SQNR-OTHER
// SQNR-OTHER: result0: SQNR {{.*}} dB: below 10 dB
// RUN: %expect-exit 2 %hlx compare %t.a.npz %t.b.npz --min-sqnr=loud 2>&1 | FileCheck %s --check-prefix=SQNR-USAGE
// SQNR-USAGE: hlx: compare: --min-sqnr needs a number of decibels, got 'loud'

func.func @main(%x: tensor<3xf32>, %i: tensor<2x2xi32>) -> (tensor<3xf32>, tensor<2x2xi32>) {
  %0 = stablehlo.exponential %x : tensor<3xf32>
  %1 = stablehlo.multiply %i, %i : tensor<2x2xi32>
  return %0, %1 : tensor<3xf32>, tensor<2x2xi32>
}

