// propagate-shardings through contractions and reductions: dot_general, dot, convolution, reduce,
// reduce_window.

// RUN: %hlx opt --passes=propagate-shardings %s | FileCheck %s

// dot_general: batch, free and contracting dimensions.
// CHECK-LABEL: module @dot_general
// CHECK: func.func @main(%arg0: tensor<4x8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"b"}, {"x"}, {"k"}]>}, %arg1: tensor<4x16x32xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {"y"}]>}) -> (tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@m, [{"b", ?}, {"x", ?}, {"y", ?}]>}) {
// CHECK: stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"b", ?}, {"x", ?}, {"y", ?}]>]>} : (tensor<4x8x16xf32>, tensor<4x16x32xf32>) -> tensor<4x8x32xf32>
module @dot_general {
  sdy.mesh @m = <["b"=2, "x"=2, "y"=2, "k"=2]>
  func.func @main(%a: tensor<4x8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"b"}, {"x"}, {"k"}]>}, %w: tensor<4x16x32xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {"y"}]>}) -> tensor<4x8x32xf32> {
    %0 = stablehlo.dot_general %a, %w, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x16xf32>, tensor<4x16x32xf32>) -> tensor<4x8x32xf32>
    return %0 : tensor<4x8x32xf32>
  }
}

// -----

// CHECK-LABEL: module @dot
// CHECK: func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}, %arg1: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@m, [{"y", ?}, {?}]>}) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}]>}) {
// CHECK: stablehlo.dot %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {?}]>]>} : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
module @dot {
  sdy.mesh @m = <["x"=2, "y"=2]>
  func.func @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
    %0 = stablehlo.dot %a, %b : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}

// -----

// convolution: batch and output features pass; input features are a reduction; spatial dimensions
// follow the windows.
// CHECK-LABEL: module @convolution
// CHECK: func.func @main(%arg0: tensor<4x32x32x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"n"}, {"h"}, {}, {"c"}]>}, %arg1: tensor<3x3x8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {}, {"o"}]>}) -> (tensor<4x32x32x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"n", ?}, {"h", ?}, {?}, {"o", ?}]>}) {
// CHECK: stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@m, [{"n", ?}, {"h", ?}, {?}, {"o", ?}]>]>} : (tensor<4x32x32x8xf32>, tensor<3x3x8x16xf32>) -> tensor<4x32x32x16xf32>
module @convolution {
  sdy.mesh @m = <["n"=2, "c"=2, "o"=2, "h"=2]>
  func.func @main(%x: tensor<4x32x32x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"n"}, {"h"}, {}, {"c"}]>}, %k: tensor<3x3x8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {}, {"o"}]>}) -> tensor<4x32x32x16xf32> {
    %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x32x32x8xf32>, tensor<3x3x8x16xf32>) -> tensor<4x32x32x16xf32>
    return %0 : tensor<4x32x32x16xf32>
  }
}

// -----

// reduce: kept dimensions pass, reduced ones do not reach the result.
// CHECK-LABEL: module @reduce
// CHECK: func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}]>}) {
// CHECK: stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@m, []>]>} dense<0.0> : tensor<f32>
// CHECK: stablehlo.reduce(%arg0 init: %0) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}]>]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
module @reduce {
  sdy.mesh @m = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}) -> tensor<8xf32> {
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}

// -----

// reduce_window: the windows' dimension is a permutation factor of the output's size.
// CHECK-LABEL: module @reduce_window
// CHECK: func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {"y", ?}]>}) {
// CHECK: stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@m, []>]>} dense<0.0> : tensor<f32>
// CHECK: "stablehlo.reduce_window"(%arg0, %0) ({
// CHECK: stablehlo.add %arg1, %arg2 : tensor<f32>
// CHECK: }) {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {"y", ?}]>]>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x8xf32>
module @reduce_window {
  sdy.mesh @m = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}) -> tensor<8x8xf32> {
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%a, %z) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}
