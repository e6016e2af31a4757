// dot_general, dot and convolution in types oneDNN does not take (f64, i32 that wraps around, i64,
// i16 x i16 -> i32, bool), and an f32 convolution with batch groups, which oneDNN's planner refuses, run
// as native steps of hlx's own GEMM, not on the evaluator, and give the evaluator's bits: every result
// compared with --rtol=0.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s --check-prefix=PLAN
// RUN: %hlx run --backend=cpu --inputs=random --seed=3 --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --inputs=random --seed=3 --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=0 | FileCheck %s --check-prefix=SAME

// PLAN-LABEL: ----- memory plan -----
// PLAN-NEXT: step 0: native stablehlo.dot_general
// PLAN-NEXT: step 1: kernel {stablehlo.multiply}
// PLAN-NEXT: step 2: native stablehlo.dot_general
// PLAN-NEXT: step 3: native stablehlo.dot (
// PLAN-NEXT: step 4: native stablehlo.convolution
// PLAN-NEXT: step 5: native stablehlo.convolution
// PLAN-NEXT: step 6: native stablehlo.dot_general
// PLAN-NEXT: step 7: native stablehlo.dot_general
// PLAN-NEXT: step 8: native stablehlo.convolution
// PLAN-NEXT: arena:

// SAME: result0: {{.*}}: ok
// SAME: result1: 0 unequal elements: ok
// SAME: result2: 0 unequal elements: ok
// SAME: result3: 0 unequal elements: ok
// SAME: result4: {{.*}}: ok
// SAME: result5: 0 unequal elements: ok
// SAME: result6: 0 unequal elements: ok
// SAME: result7: largest difference 0 {{.*}}: ok
func.func @main(%a: tensor<3x37x70xf64>, %b: tensor<3x70x45xf64>, %i: tensor<19x66xi32>, %j: tensor<66x23xi32>,
                %k: tensor<9x13xi64>, %v: tensor<13xi64>, %x: tensor<2x9x8x4xi64>, %w: tensor<3x3x4x5xi64>,
                %f: tensor<2x6x7x7xf64>, %g: tensor<9x2x3x3xf64>, %u: tensor<5x9xi16>, %s: tensor<9x4xi16>,
                %p: tensor<3x70xi1>, %q: tensor<70x5xi1>, %y: tensor<4x10x3xf32>, %z: tensor<3x3x6xf32>)
    -> (tensor<3x37x45xf64>, tensor<19x23xi32>, tensor<9xi64>, tensor<2x5x5x5xi64>, tensor<2x9x4x4xf64>,
        tensor<5x4xi32>, tensor<3x5xi1>, tensor<2x8x6xf32>) {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1]
      : (tensor<3x37x70xf64>, tensor<3x70x45xf64>) -> tensor<3x37x45xf64>
  // Products past 2^31: the sums wrap around as the evaluator's do.
  %big = stablehlo.constant dense<1000003> : tensor<19x66xi32>
  %ib = stablehlo.multiply %i, %big : tensor<19x66xi32>
  %1 = stablehlo.dot_general %ib, %j, contracting_dims = [1] x [0] : (tensor<19x66xi32>, tensor<66x23xi32>) -> tensor<19x23xi32>
  %2 = stablehlo.dot %k, %v : (tensor<9x13xi64>, tensor<13xi64>) -> tensor<9xi64>
  %3 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
      window = {stride = [2, 1], pad = [[1, 1], [0, 1]], rhs_dilate = [1, 2]}
      {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<2x9x8x4xi64>, tensor<3x3x4x5xi64>) -> tensor<2x5x5x5xi64>
  %4 = stablehlo.convolution(%f, %g) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1],
      window = {stride = [2, 2], pad = [[1, 1], [1, 1]]}
      {batch_group_count = 1 : i64, feature_group_count = 3 : i64}
      : (tensor<2x6x7x7xf64>, tensor<9x2x3x3xf64>) -> tensor<2x9x4x4xf64>
  %5 = stablehlo.dot_general %u, %s, contracting_dims = [1] x [0] : (tensor<5x9xi16>, tensor<9x4xi16>) -> tensor<5x4xi32>
  %6 = stablehlo.dot_general %p, %q, contracting_dims = [1] x [0] : (tensor<3x70xi1>, tensor<70x5xi1>) -> tensor<3x5xi1>
  %7 = stablehlo.convolution(%y, %z) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
      {batch_group_count = 2 : i64, feature_group_count = 1 : i64}
      : (tensor<4x10x3xf32>, tensor<3x3x6xf32>) -> tensor<2x8x6xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<3x37x45xf64>, tensor<19x23xi32>, tensor<9xi64>,
      tensor<2x5x5x5xi64>, tensor<2x9x4x4xf64>, tensor<5x4xi32>, tensor<3x5xi1>, tensor<2x8x6xf32>
}
