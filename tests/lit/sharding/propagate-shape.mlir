// propagate-shardings through shape ops: broadcast_in_dim, reshape (compound factors and sub-axes),
// transpose, concatenate, pad, slice, dynamic_slice, dynamic_update_slice, reverse, iota.

// RUN: %hlx opt --passes=propagate-shardings %s | FileCheck %s

// broadcast_in_dim: a mapped dimension passes (both ways); one expanded from size 1 does not.
// CHECK-LABEL: module @broadcast
// CHECK: func.func @main(%arg0: tensor<8x1xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}, %arg1: tensor<4x8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {"y"}]>}) -> (tensor<4x8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{?}, {"x", ?}, {"y", ?}]>}) {
// CHECK: stablehlo.broadcast_in_dim %arg0, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@m, [{?}, {"x", ?}, {"y", ?}]>]>} : (tensor<8x1xf32>) -> tensor<4x8x16xf32>
// CHECK: stablehlo.add %0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{?}, {"x", ?}, {"y", ?}]>]>} : tensor<4x8x16xf32>
module @broadcast {
  sdy.mesh @m = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<8x1xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}, %b: tensor<4x8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {}, {"y"}]>}) -> tensor<4x8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %a, dims = [1, 2] : (tensor<8x1xf32>) -> tensor<4x8x16xf32>
    %1 = stablehlo.add %0, %b : tensor<4x8x16xf32>
    return %1 : tensor<4x8x16xf32>
  }
}

// -----

// reshape: [8,16] -> [128] keeps "x" only (after it the 8 are not complete, so "y" cannot follow);
// [32] on {"y", "x"} -> [2,16] splits "y" into its halves; [8,16] -> [4,2,16] puts "x" on the 4.
// CHECK-LABEL: module @reshape
// CHECK: func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@m, [{"y", "x"}]>}) -> (tensor<128xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}]>}, tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"y":(1)2, ?}, {"y":(2)2, "x", ?}]>}, tensor<4x2x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}, {"y", ?}]>}) {
// CHECK: stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}]>]>} : (tensor<8x16xf32>) -> tensor<128xf32>
// CHECK: stablehlo.reshape %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"y":(1)2, ?}, {"y":(2)2, "x", ?}]>]>} : (tensor<32xf32>) -> tensor<2x16xf32>
// CHECK: stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {?}, {"y", ?}]>]>} : (tensor<8x16xf32>) -> tensor<4x2x16xf32>
module @reshape {
  sdy.mesh @m = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}, %b: tensor<32xf32> {sdy.sharding = #sdy.sharding<@m, [{"y", "x"}]>}) -> (tensor<128xf32>, tensor<2x16xf32>, tensor<4x2x16xf32>) {
    %0 = stablehlo.reshape %a : (tensor<8x16xf32>) -> tensor<128xf32>
    %1 = stablehlo.reshape %b : (tensor<32xf32>) -> tensor<2x16xf32>
    %2 = stablehlo.reshape %a : (tensor<8x16xf32>) -> tensor<4x2x16xf32>
    return %0, %1, %2 : tensor<128xf32>, tensor<2x16xf32>, tensor<4x2x16xf32>
  }
}

// -----

// transpose: each dimension follows the permutation.
// CHECK-LABEL: module @transpose
// CHECK: func.func @main(%arg0: tensor<8x16x4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}, {}]>}) -> (tensor<4x8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{?}, {"x", ?}, {"y", ?}]>}) {
// CHECK: stablehlo.transpose %arg0, dims = [2, 0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@m, [{?}, {"x", ?}, {"y", ?}]>]>} : (tensor<8x16x4xf32>) -> tensor<4x8x16xf32>
module @transpose {
  sdy.mesh @m = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<8x16x4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}, {}]>}) -> tensor<4x8x16xf32> {
    %0 = stablehlo.transpose %a, dims = [2, 0, 1] : (tensor<8x16x4xf32>) -> tensor<4x8x16xf32>
    return %0 : tensor<4x8x16xf32>
  }
}

// -----

// concatenate, pad and slice pass their changed dimensions too (permutation factors); dynamic_slice
// does not pass a sliced one; dynamic_update_slice ties the operand, the update and the result.
// CHECK-LABEL: module @slicing
// CHECK: func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}, %arg2: tensor<i32> {sdy.sharding = #sdy.sharding<@m, []>}) -> (tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {"y", ?}]>}, tensor<10x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {"y", ?}]>}, tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {"y", ?}]>}, tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}]>}, tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {"y", ?}]>}, tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {"y", ?}]>}) {
// CHECK: stablehlo.concatenate %arg0, %arg1, dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {"y", ?}]>]>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
// CHECK: stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@m, []>]>} dense<0.0> : tensor<f32>
// CHECK: stablehlo.pad %arg0, %1, low = [1, 0], high = [1, 0], interior = [0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {"y", ?}]>]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<10x16xf32>
// CHECK: stablehlo.slice %arg0 [2:6, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {"y", ?}]>]>} : (tensor<8x16xf32>) -> tensor<4x16xf32>
// CHECK: stablehlo.dynamic_slice %arg0, %arg2, %arg2, sizes = [8, 4] {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {?}]>]>} : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x4xf32>
// CHECK: stablehlo.dynamic_update_slice %arg1, %4, %arg2, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {"y", ?}]>]>} : (tensor<8x16xf32>, tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
// CHECK: stablehlo.reverse %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {"y", ?}]>]>} : tensor<8x16xf32>
module @slicing {
  sdy.mesh @m = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}, %b: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}, %i: tensor<i32>) -> (tensor<16x16xf32>, tensor<10x16xf32>, tensor<4x16xf32>, tensor<8x4xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
    %c = stablehlo.concatenate %a, %b, dim = 0 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %p = stablehlo.pad %a, %z, low = [1, 0], high = [1, 0], interior = [0, 0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<10x16xf32>
    %s = stablehlo.slice %a [2:6, 0:16] : (tensor<8x16xf32>) -> tensor<4x16xf32>
    %d = stablehlo.dynamic_slice %a, %i, %i, sizes = [8, 4] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x4xf32>
    %u = stablehlo.dynamic_update_slice %b, %d, %i, %i : (tensor<8x16xf32>, tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %r = stablehlo.reverse %a, dims = [0] : tensor<8x16xf32>
    return %c, %p, %s, %d, %u, %r : tensor<16x16xf32>, tensor<10x16xf32>, tensor<4x16xf32>, tensor<8x4xf32>, tensor<8x16xf32>, tensor<8x16xf32>
  }
}

// -----

// An iota takes its sharding from its users.
// CHECK-LABEL: module @iota
// CHECK: func.func @main(%arg0: tensor<8xi32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> (tensor<8xi32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}]>}) {
// CHECK: stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}]>]>} : tensor<8xi32>
// CHECK: stablehlo.add %arg0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}]>]>} : tensor<8xi32>
module @iota {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%a: tensor<8xi32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %1 = stablehlo.add %a, %0 : tensor<8xi32>
    return %1 : tensor<8xi32>
  }
}
