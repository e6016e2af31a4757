// optimize keeps values: each function checks results of code that every pass of the pipeline rewrites
// (calls, identities, -0.0, constants, duplicates, transposes into dot_general and convolution, unit
// reshapes around broadcasts), run once as written and once after the pipeline.

// RUN: %hlx run %s | FileCheck %s --allow-empty
// RUN: %hlx opt --passes=optimize %s > %t.mlir
// RUN: %hlx run %t.mlir | FileCheck %s --allow-empty
// RUN: FileCheck %s --check-prefix=OPT < %t.mlir
// RUN: %hlx run %s --passes=optimize | FileCheck %s --allow-empty
// CHECK-NOT: failed
// OPT-NOT: call
// OPT-NOT: stablehlo.transpose

func.func private @scale(%x: tensor<2x3xf32>, %s: tensor<f32>) -> tensor<2x3xf32> {
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %0 = stablehlo.multiply %x, %b : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @algebra() {
  %x = stablehlo.constant dense<[[-0.0, 1.5, -2.0], [0x7FC00000, 0x7F800000, 3.0]]> : tensor<2x3xf32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = func.call @scale(%x, %one) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<2x3xf32>
  %nz = stablehlo.constant dense<-0.0> : tensor<2x3xf32>
  %1 = stablehlo.add %0, %z : tensor<2x3xf32>
  %2 = stablehlo.add %0, %nz : tensor<2x3xf32>
  %3 = stablehlo.multiply %0, %z : tensor<2x3xf32>
  %4 = stablehlo.negate %2 : tensor<2x3xf32>
  %5 = stablehlo.negate %4 : tensor<2x3xf32>
  check.expect_eq_const %1, dense<[[0.0, 1.5, -2.0], [0x7FC00000, 0x7F800000, 3.0]]> : tensor<2x3xf32>
  check.expect_eq_const %5, dense<[[-0.0, 1.5, -2.0], [0x7FC00000, 0x7F800000, 3.0]]> : tensor<2x3xf32>
  check.expect_eq_const %3, dense<[[-0.0, 0.0, -0.0], [0x7FC00000, 0x7FC00000, 0.0]]> : tensor<2x3xf32>
  func.return
}

func.func @integers_and_constants() {
  %a = stablehlo.constant dense<[1, -2, 3, 4]> : tensor<4xi32>
  %b = stablehlo.constant dense<[5, 6, -7, 8]> : tensor<4xi32>
  %zero = stablehlo.constant dense<0> : tensor<4xi32>
  %0 = stablehlo.add %a, %b : tensor<4xi32>
  %1 = stablehlo.add %a, %b : tensor<4xi32>
  %2 = stablehlo.multiply %0, %1 : tensor<4xi32>
  %3 = stablehlo.add %2, %zero : tensor<4xi32>
  %4 = stablehlo.reshape %3 : (tensor<4xi32>) -> tensor<2x2xi32>
  %5 = stablehlo.reshape %4 : (tensor<2x2xi32>) -> tensor<4xi32>
  check.expect_eq_const %5, dense<[36, 16, 16, 144]> : tensor<4xi32>
  func.return
}

func.func @layouts() {
  %a = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %b = stablehlo.constant dense<[[1.0, 0.5], [-1.0, 2.0], [0.0, 1.0]]> : tensor<3x2xf32>
  %i = stablehlo.iota dim = 0 : tensor<3x2xf32>
  %ai = stablehlo.add %a, %i : tensor<3x2xf32>
  %t = stablehlo.transpose %ai, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %0 = stablehlo.dot_general %t, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %0, dense<[[-3.0, 15.5], [-3.0, 19.0]]> : tensor<2x2xf32>
  %v = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %vi = stablehlo.iota dim = 0 : tensor<3xf32>
  %w = stablehlo.add %v, %vi : tensor<3xf32>
  %r = stablehlo.reshape %w : (tensor<3xf32>) -> tensor<1x3xf32>
  %1 = stablehlo.broadcast_in_dim %r, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.reshape %1 : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
  check.expect_eq_const %2, dense<[[[1.0, 3.0, 5.0]], [[1.0, 3.0, 5.0]]]> : tensor<2x1x3xf32>
  func.return
}

func.func @conv() {
  %x = stablehlo.iota dim = 1 : tensor<1x4x4x2xf32>
  %xt = stablehlo.transpose %x, dims = [0, 3, 1, 2] : (tensor<1x4x4x2xf32>) -> tensor<1x2x4x4xf32>
  %w = stablehlo.iota dim = 3 : tensor<2x2x2x3xf32>
  %wt = stablehlo.transpose %w, dims = [3, 2, 0, 1] : (tensor<2x2x2x3xf32>) -> tensor<3x2x2x2xf32>
  %0 = stablehlo.convolution(%xt, %wt) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x4x4xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x3x3xf32>
  %s = stablehlo.slice %0 [0:1, 0:3, 0:1, 0:1] : (tensor<1x3x3x3xf32>) -> tensor<1x3x1x1xf32>
  check.expect_almost_eq_const %s, dense<[[[[0.0]], [[4.0]], [[8.0]]]]> : tensor<1x3x1x1xf32>
  func.return
}
