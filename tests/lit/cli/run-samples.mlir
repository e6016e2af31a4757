// hlx run --samples: an inputs file whose arrays stack several samples on a leading axis runs the program
// once per sample (compiled once), and the results come back stacked the same way. The inputs are
// written by another program's --save-outputs (result0, result1: taken in order). A file whose arrays
// are not stacked, samples of different counts, and --samples without a file are errors.

// RUN: %hlx run %S/Inputs/three-samples.mlir --save-outputs=%t.samples.npz
// RUN: %hlx run %s --inputs=%t.samples.npz --samples --print-outputs | FileCheck %s
// RUN: %hlx run %s --backend=interp --inputs=%t.samples.npz --samples --save-outputs=%t.interp.npz
// RUN: %hlx run %s --inputs=%t.samples.npz --samples --save-outputs=%t.cpu.npz
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: %expect-exit 3 %hlx run %s --inputs=%S/../../../tests/lit/cli/Inputs/three-samples.mlir --samples 2>&1 | FileCheck %s --check-prefix=NOTNPZ
// RUN: %expect-exit 3 %hlx run %s --samples 2>&1 | FileCheck %s --check-prefix=RANDOM
// RUN: %expect-exit 3 %hlx run %S/Inputs/three-samples.mlir --inputs=%t.samples.npz --samples 2>&1 | FileCheck %s --check-prefix=NOARGS

// x * s (s broadcast) and the sum of x, for x = [0..3], [4..7], [8..11] and s = 1, 2, 3:
// CHECK:      tensor<3x4xf32> {
// CHECK-NEXT:   {{\[\[}}0, 1, 2, 3], [8, 1e+01, 12, 14], [24, 27, 3e+01, 33]]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<3xf32> {
// CHECK-NEXT:   [6, 22, 38]
// CHECK-NEXT: }
// SAME: result0: largest difference 0 {{.*}}: ok
// SAME: result1: largest difference 0 {{.*}}: ok
// NOTNPZ: neither a .npy file nor a .npz archive
// RANDOM: --samples: the samples come from an --inputs file, not --inputs=random
// NOARGS: --samples needs an argument read from the file
func.func @main(%x: tensor<4xf32>, %s: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %y = stablehlo.multiply %x, %b : tensor<4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %y, %sum : tensor<4xf32>, tensor<f32>
}
