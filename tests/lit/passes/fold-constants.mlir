// fold-constants: ops of constant operands become constants (small results, or splats of any size);
// ops with effects, rng, custom calls, regions, and large non-splat results stay.

// RUN: %hlx opt --passes=fold-constants %s | FileCheck %s

// Folds chain: the folded add feeds the multiply.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[8, 12, 16]> : tensor<3xi32>
// CHECK-NEXT: return %[[C]]
func.func @chain() -> tensor<3xi32> {
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = stablehlo.constant dense<[3, 4, 5]> : tensor<3xi32>
  %two = stablehlo.constant dense<2> : tensor<3xi32>
  %0 = stablehlo.add %a, %b : tensor<3xi32>
  %1 = stablehlo.multiply %0, %two : tensor<3xi32>
  return %1 : tensor<3xi32>
}

// Shape ops and a reduction-free dot on small constants; a mix with an argument stays.
// CHECK-LABEL: func.func @shapes
// CHECK-DAG: stablehlo.constant dense<{{\[}}[1.0, 3.0], [2.0, 4.0]]> : tensor<2x2xf32>
// CHECK-DAG: stablehlo.constant dense<{{\[}}[7.0, 10.0], [15.0, 22.0]]> : tensor<2x2xf32>
// CHECK: stablehlo.add %arg0
func.func @shapes(%x: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %a = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %2 = stablehlo.add %x, %a : tensor<2x2xf32>
  return %0, %1, %2 : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}

// Splats of any size: an elementwise op of splats, a broadcast of a splat.
// CHECK-LABEL: func.func @splats
// CHECK-DAG: stablehlo.constant dense<0.5> : tensor<256x256xf32>
// CHECK-DAG: stablehlo.constant dense<3> : tensor<64x64x64xi32>
// CHECK-DAG: stablehlo.constant dense<true> : tensor<256x256xi1>
// CHECK-NOT: stablehlo.{{multiply|broadcast_in_dim|compare}}
func.func @splats() -> (tensor<256x256xf32>, tensor<64x64x64xi32>, tensor<256x256xi1>) {
  %a = stablehlo.constant dense<0.25> : tensor<256x256xf32>
  %two = stablehlo.constant dense<2.0> : tensor<256x256xf32>
  %0 = stablehlo.multiply %a, %two : tensor<256x256xf32>
  %s = stablehlo.constant dense<3> : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i32>) -> tensor<64x64x64xi32>
  %2 = stablehlo.compare LT, %a, %two : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
  return %0, %1, %2 : tensor<256x256xf32>, tensor<64x64x64xi32>, tensor<256x256xi1>
}

// Not folded: a large result that is not a splat, rng, a custom call, an op with a region, a check.
// CHECK-LABEL: func.func @negative
// CHECK: stablehlo.iota
// CHECK: stablehlo.add
// CHECK: stablehlo.rng
// CHECK: stablehlo.custom_call @foo
// CHECK: stablehlo.reduce
// CHECK: check.expect_eq_const
func.func @negative() -> (tensor<2048xi32>, tensor<4xf32>, tensor<2xf32>, tensor<f32>) {
  %i = stablehlo.iota dim = 0 : tensor<2048xi32>
  %0 = stablehlo.add %i, %i : tensor<2048xi32>
  %lo = stablehlo.constant dense<0.0> : tensor<f32>
  %hi = stablehlo.constant dense<1.0> : tensor<f32>
  %shape = stablehlo.constant dense<4> : tensor<1xi64>
  %1 = stablehlo.rng %lo, %hi, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf32>
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %2 = stablehlo.custom_call @foo(%c) : (tensor<2xf32>) -> tensor<2xf32>
  %3 = stablehlo.reduce(%c init: %lo) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
  check.expect_eq_const %c, dense<[1.0, 2.0]> : tensor<2xf32>
  return %0, %1, %2, %3 : tensor<2048xi32>, tensor<4xf32>, tensor<2xf32>, tensor<f32>
}

// NaN, infinity and -0.0 results fold as the evaluator computes them.
// CHECK-LABEL: func.func @float_special_values
// CHECK-NEXT: stablehlo.constant dense<[0x{{7|F}}FC00000, 0x7F800000, -0.0]> : tensor<3xf32>
func.func @float_special_values() -> tensor<3xf32> {
  %a = stablehlo.constant dense<[0.0, 1.0, -1.0]> : tensor<3xf32>
  %b = stablehlo.constant dense<[0.0, 0.0, 0x7F800000]> : tensor<3xf32>
  %0 = stablehlo.divide %a, %b : tensor<3xf32>
  return %0 : tensor<3xf32>
}

// An arith.constant of a tensor (torch-mlir writes shape values so) folds like a stablehlo.constant.
// CHECK-LABEL: func.func @arith_constant
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<49.0> : tensor<1xbf16>
// CHECK-NEXT: return %[[C]]
func.func @arith_constant() -> tensor<1xbf16> {
  %c = arith.constant dense<[49]> : tensor<1xi64>
  %0 = stablehlo.convert %c : (tensor<1xi64>) -> tensor<1xbf16>
  return %0 : tensor<1xbf16>
}
