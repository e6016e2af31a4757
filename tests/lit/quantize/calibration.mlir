// Calibration (hlx quantize --mode=static): the representative inputs from a .npz file (arrays named
// argK or taken in order; stacked samples, or one value for every sample), weights bound from another
// (--weights), and the range each method estimates (--print-ranges).
// RUN: %hlx run %S/Inputs/calibration-samples.mlir --backend=interp --save-outputs=%t.all.npz
// RUN: %python %S/Inputs/rename_npz.py %t.all.npz %t.weights.npz result1=arg1
// RUN: %python %S/Inputs/rename_npz.py %t.all.npz %t.named.npz result2=arg2 result0=arg0
// RUN: %python %S/Inputs/rename_npz.py %t.all.npz %t.ordered.npz result0=x result2=y

// min-max: the extremes over both samples; y's one value; the sums x . w (+ y).
// RUN: %hlx quantize %s --weights=%t.weights.npz --calibration=%t.named.npz --print-ranges -o %t.q.mlir 2>&1 | FileCheck %s --check-prefix=MIN-MAX
// RUN: %hlx quantize %s --weights=%t.weights.npz --calibration=%t.ordered.npz --print-ranges -o %t.q2.mlir 2>&1 | FileCheck %s --check-prefix=MIN-MAX
// RUN: %hlx quantize %s --weights=%t.weights.npz --calibration=%t.named.npz --calibrate=percentile:100 --print-ranges -o /dev/null 2>&1 | FileCheck %s --check-prefix=MIN-MAX
// MIN-MAX:      argument #0 of @main: [-3, 2]
// MIN-MAX-NEXT: calibration.mlir:{{[0-9]+}}:3: stablehlo.dot_general result #0: [-3, 5]
// MIN-MAX-NEXT: argument #2 of @main: [-1.5, 4]
// MIN-MAX-NEXT: calibration.mlir:{{[0-9]+}}:3: stablehlo.add result #0: [-2.5, 9]
// MIN-MAX-NEXT: calibrated 4 values on 2 samples

// average-min-max: the mean of each sample's extremes, (-1 - 3) / 2 and (2 + 1) / 2.
// RUN: %hlx quantize %s --weights=%t.weights.npz --calibration=%t.named.npz --calibrate=average-min-max --print-ranges -o /dev/null 2>&1 | FileCheck %s --check-prefix=AVERAGE
// AVERAGE: argument #0 of @main: [-2, 1.5]

// mse searches a range within the extremes.
// RUN: %hlx quantize %s --weights=%t.weights.npz --calibration=%t.named.npz --calibrate=mse --print-ranges -o /dev/null 2>&1 | FileCheck %s --check-prefix=MSE
// MSE: argument #0 of @main: [-{{[0-3](\.[0-9]+)?}}, {{[0-2](\.[0-9]+)?}}]

// The bound weight is a quantized constant; the program takes x and y.
// RUN: FileCheck %s --check-prefix=BOUND --input-file=%t.q.mlir
// BOUND:      func.func @main(%arg0: tensor<1x4xf32>, %arg1: tensor<1x3xf32>) -> tensor<1x3xf32>
// BOUND:      tensor<4x3x!quant.uniform<i8:f32, 0.015748031437397003>>
// BOUND:      stablehlo.add {{.*}} -> tensor<1x3x!quant.uniform<i8:f32,
// RUN: %hlx run %t.q.mlir --backend=interp
// RUN: %hlx run %t.q.mlir --backend=cpu

// random:N draws N samples as `hlx run --seed=S` would: uniform in [-1, 1).
// RUN: %hlx quantize %s --weights=%t.weights.npz --calibration=random:3 --print-ranges -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANDOM
// RANDOM: argument #0 of @main: [-0.{{[0-9]+}}, 0.{{[0-9]+}}]
// RANDOM: calibrated 4 values on 3 samples

func.func @main(%x: tensor<1x4xf32>, %w: tensor<4x3xf32>, %y: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  %1 = stablehlo.add %0, %y : tensor<1x3xf32>
  return %1 : tensor<1x3xf32>
}
