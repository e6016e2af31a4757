// hlx quantize's errors: usage errors exit 2, errors of the program or its data files 3; each says
// where, what was expected and what was found.

// RUN: %expect-exit 2 %hlx quantize 2>&1 | FileCheck %s --check-prefix=NO-FILE
// NO-FILE: hlx: quantize: expected exactly one FILE (see hlx quantize --help)
// RUN: %expect-exit 2 %hlx quantize %s --frobnicate 2>&1 | FileCheck %s --check-prefix=FLAG
// FLAG: hlx: quantize: unknown flag '--frobnicate' (see hlx quantize --help)
// RUN: %expect-exit 2 %hlx quantize %s --mode=int4 2>&1 | FileCheck %s --check-prefix=MODE
// MODE: hlx: quantize: --mode needs static, weight-only or dynamic, found 'int4'
// RUN: %expect-exit 2 %hlx quantize %s 2>&1 | FileCheck %s --check-prefix=NO-CALIBRATION
// NO-CALIBRATION: hlx: quantize: --mode=static needs --calibration=DATA.npz or random:N
// RUN: %expect-exit 2 %hlx quantize %s --calibration=random:0 2>&1 | FileCheck %s --check-prefix=RANDOM
// RUN: %expect-exit 2 %hlx quantize %s --calibration=random:many 2>&1 | FileCheck %s --check-prefix=RANDOM
// RANDOM: hlx: quantize: --calibration=random:N needs a sample count from 1 to 1000000, found '{{0|many}}'
// RUN: %expect-exit 2 %hlx quantize %s --mode=weight-only --calibration=random:4 2>&1 | FileCheck %s --check-prefix=NOT-STATIC
// RUN: %expect-exit 2 %hlx quantize %s --mode=dynamic --calibrate=mse 2>&1 | FileCheck %s --check-prefix=NOT-STATIC
// NOT-STATIC: hlx: quantize: --calibration, --calibrate and --print-ranges are for --mode=static; {{weight-only|dynamic}} quantization needs no calibration
// RUN: %expect-exit 2 %hlx quantize %s --calibration=random:4 --calibrate=percentile:20 2>&1 | FileCheck %s --check-prefix=PERCENTILE
// PERCENTILE: hlx: quantize: --calibrate=percentile:P needs P from 50 to 100, found '20'
// RUN: %expect-exit 2 %hlx quantize %s --calibration=random:4 --calibrate=entropy 2>&1 | FileCheck %s --check-prefix=METHOD
// METHOD: hlx: quantize: --calibrate needs min-max, average-min-max, percentile:P or mse, found 'entropy'
// RUN: %expect-exit 2 %hlx quantize %s --calibration=random:4 --ops=dot,softmax 2>&1 | FileCheck %s --check-prefix=OPS
// OPS: hlx: quantize: --ops: unknown op 'softmax' (ops: dot, conv, add, reshape, transpose, broadcast, concatenate, max_pool, gather; or none)
// RUN: %expect-exit 2 %hlx quantize %s --calibration=random:4 -o 2>&1 | FileCheck %s --check-prefix=OUTPUT
// OUTPUT: hlx: quantize: -o needs a file name
// RUN: %expect-exit 2 %hlx quantize %s --calibration=random:4 --backend=tpu 2>&1 | FileCheck %s --check-prefix=BACKEND
// BACKEND: hlx: quantize: unknown backend 'tpu'

// RUN: %expect-exit 3 %hlx quantize %t.missing.mlir --calibration=random:4 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: missing.mlir: no such file
// RUN: %expect-exit 3 %hlx quantize %s --calibration=%t.missing.npz 2>&1 | FileCheck %s --check-prefix=MISSING-NPZ
// MISSING-NPZ: missing.npz

// Data files: an argument without an array, an array of the wrong shape, sample counts that differ.
// RUN: %hlx run %S/Inputs/bad-samples.mlir --backend=interp --save-outputs=%t.all.npz
// RUN: %python %S/Inputs/rename_npz.py %t.all.npz %t.x-only.npz result0=arg0
// RUN: %expect-exit 3 %hlx quantize %s --calibration=%t.x-only.npz 2>&1 | FileCheck %s --check-prefix=NO-ARRAY
// NO-ARRAY: x-only.npz: has no array for argument #1 of @main (tensor<1x3xf32>): expected one named arg1
// RUN: %python %S/Inputs/rename_npz.py %t.all.npz %t.shape.npz result1=arg0 result2=arg1
// RUN: %expect-exit 3 %hlx quantize %s --calibration=%t.shape.npz 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: shape.npz: array 'arg0' has shape [2, 1, 5]; for argument #0 of @main (tensor<1x4xf32>) expected [N, 1, 4] (N samples) or [1, 4]
// RUN: %python %S/Inputs/rename_npz.py %t.all.npz %t.count.npz result0=arg0 result2=arg1
// RUN: %expect-exit 3 %hlx quantize %s --calibration=%t.count.npz 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: count.npz: array 'arg1' holds 3 samples where 'arg0' holds 2

// --weights: an array that names no argument, one of the wrong shape.
// RUN: %python %S/Inputs/rename_npz.py %t.all.npz %t.w-name.npz result3=w
// RUN: %expect-exit 3 %hlx quantize %s --mode=dynamic --weights=%t.w-name.npz 2>&1 | FileCheck %s --check-prefix=W-NAME
// W-NAME: w-name.npz: array 'w' names no argument of @main (expected arg0 to arg1)
// RUN: %python %S/Inputs/rename_npz.py %t.all.npz %t.w-shape.npz result3=arg1
// RUN: %expect-exit 3 %hlx quantize %s --mode=dynamic --weights=%t.w-shape.npz 2>&1 | FileCheck %s --check-prefix=W-SHAPE
// W-SHAPE: w-shape.npz: array 'arg1' has shape [4, 4]; argument #1 of @main is tensor<1x3xf32>

// A weight whose data is elided cannot be quantized: the error is at its place.
// RUN: %expect-exit 3 %hlx quantize %S/Inputs/elided.mlir --mode=weight-only 2>&1 | FileCheck %s --check-prefix=ELIDED
// RUN: %expect-exit 3 %hlx quantize %S/Inputs/elided.mlir --calibration=random:2 2>&1 | FileCheck %s --check-prefix=ELIDED
// ELIDED: elided.mlir:3:3: error: 'stablehlo.constant' op holds elided data (dense_resource<__elided__>); hlx has no values for it

// A file of several cases.
// RUN: %expect-exit 3 %hlx quantize %S/../cli/Inputs/two_cases.mlir --mode=dynamic 2>&1 | FileCheck %s --check-prefix=CASES
// CASES: two_cases.mlir: has 2 cases (`// -----`); hlx quantize reads one module

func.func @main(%x: tensor<1x4xf32>, %y: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %w = stablehlo.constant dense<[[1.0, 0.5, -0.5], [0.25, -1.0, 0.0], [0.5, 0.5, 0.5], [-0.25, 1.0, 2.0]]> : tensor<4x3xf32>
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %1 = stablehlo.add %0, %y : tensor<1x3xf32>
  return %1 : tensor<1x3xf32>
}
