// Reductions fused with their producers compute the evaluator's bits: each result folds its elements
// in row-major order. Max over rows, a sum over the leading dimension of exp(x - max) (softmax's
// denominator), an integer product, a reduction over every dimension, and a sum of the same shapes
// as the max (kernels of equal ops, types and attributes but other combiners must not be shared).

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// RUN: %hlx run --backend=cpu --print-outputs %s > %t.cpu
// RUN: %hlx run --backend=interp --print-outputs %s > %t.interp
// RUN: diff %t.cpu %t.interp

// CHECK-LABEL: ----- fusion plan -----
// CHECK: kernel {stablehlo.reduce}
// CHECK: kernel {stablehlo.broadcast_in_dim, stablehlo.subtract, stablehlo.exponential, stablehlo.reduce}
// CHECK: kernel {stablehlo.multiply, stablehlo.reduce}
// CHECK: kernel {stablehlo.abs, stablehlo.reduce}
// CHECK-NOT: evaluate stablehlo.reduce
func.func @main(%x: tensor<5x300xf32>, %i: tensor<4x3xi32>, %h: tensor<2x3x40xbf16>)
    -> (tensor<5xf32>, tensor<300xf32>, tensor<3xi32>, tensor<bf16>, tensor<5xf32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %max = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<5x300xf32>, tensor<f32>) -> tensor<5xf32>
  %mb = stablehlo.broadcast_in_dim %max, dims = [0] : (tensor<5xf32>) -> tensor<5x300xf32>
  %d = stablehlo.subtract %x, %mb : tensor<5x300xf32>
  %e = stablehlo.exponential %d : tensor<5x300xf32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<5x300xf32>, tensor<f32>) -> tensor<300xf32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %sq = stablehlo.multiply %i, %i : tensor<4x3xi32>
  %prod = stablehlo.reduce(%sq init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<4x3xi32>, tensor<i32>) -> tensor<3xi32>
  %hz = stablehlo.constant dense<0.0> : tensor<bf16>
  %ha = stablehlo.abs %h : tensor<2x3x40xbf16>
  %all = stablehlo.reduce(%ha init: %hz) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x40xbf16>, tensor<bf16>) -> tensor<bf16>
  %rows = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<5x300xf32>, tensor<f32>) -> tensor<5xf32>
  return %max, %sum, %prod, %all, %rows : tensor<5xf32>, tensor<300xf32>, tensor<3xi32>, tensor<bf16>, tensor<5xf32>
}
