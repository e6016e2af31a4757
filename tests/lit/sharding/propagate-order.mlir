// The order of propagation: user priorities first, then ops by kind (pointwise before contractions).

// RUN: %hlx opt --passes=propagate-shardings %s | FileCheck %s

// Priorities: p0 propagates before p1, which claims only what p0 left.
// CHECK-LABEL: module @priorities
// CHECK: func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}p1, {?}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"y", ?}p0, {?}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"y", ?}, {?}]>}) {
// CHECK: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"y", ?}, {?}]>]>} : tensor<8x8xf32>
module @priorities {
  sdy.mesh @m = <["x"=2, "y"=2]>
  func.func @main(%a: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}p1, {?}]>}, %b: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"y", ?}p0, {?}]>}) -> tensor<8x8xf32> {
    %0 = stablehlo.add %a, %b : tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}

// -----

// Op kinds: pointwise ops propagate before contractions, so the elementwise chain's sharding reaches
// the dot's result before the dot's own does.
// CHECK-LABEL: module @op_order
// CHECK: func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"y"}, {}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{?}, {?}]>}, %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}]>}) {
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {?}]>]>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK: stablehlo.add %0, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {?}]>]>} : tensor<8x8xf32>
module @op_order {
  sdy.mesh @m = <["x"=2, "y"=2]>
  func.func @main(%a: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"y"}, {}]>}, %b: tensor<8x8xf32>, %c: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}) -> tensor<8x8xf32> {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.add %0, %c : tensor<8x8xf32>
    return %1 : tensor<8x8xf32>
  }
}
