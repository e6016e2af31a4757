// propagate-shardings through pointwise ops: forward and backward, conflicts, open and closed
// dimensions, replicated axes, shardings that do not divide a dimension.

// RUN: %hlx opt --passes=propagate-shardings %s | FileCheck %s
// RUN: %hlx opt --passes=propagate-shardings %s | %hlx opt --passes=propagate-shardings - | FileCheck %s

// Forward and backward through elementwise ops.
// CHECK-LABEL: module @forward
// CHECK: func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {"y", ?}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {"y", ?}]>}) {
// CHECK: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {"y", ?}]>]>} : tensor<8x16xf32>
// CHECK: stablehlo.negate %0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {"y", ?}]>]>} : tensor<8x16xf32>
// CHECK: stablehlo.convert %1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {"y", ?}]>]>} : (tensor<8x16xf32>) -> tensor<8x16xf16>
// CHECK: stablehlo.convert %2 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {"y", ?}]>]>} : (tensor<8x16xf16>) -> tensor<8x16xf32>
module @forward {
  sdy.mesh @m = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}, %b: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.add %a, %b : tensor<8x16xf32>
    %1 = stablehlo.negate %0 : tensor<8x16xf32>
    %2 = stablehlo.convert %1 : (tensor<8x16xf32>) -> tensor<8x16xf16>
    %3 = stablehlo.convert %2 : (tensor<8x16xf16>) -> tensor<8x16xf32>
    return %3 : tensor<8x16xf32>
  }
}

// -----

// Backward: a result sharding reaches the arguments.
// CHECK-LABEL: module @backward
// CHECK: func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{?}, {"y", ?}]>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{?}, {"y", ?}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"y"}]>}) {
// CHECK: stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@m, []>]>} dense<1.0> : tensor<f32>
// CHECK: stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@m, [{?}, {"y", ?}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
// CHECK: stablehlo.multiply %arg0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{?}, {"y", ?}]>]>} : tensor<8x16xf32>
// CHECK: stablehlo.subtract %2, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{?}, {"y", ?}]>]>} : tensor<8x16xf32>
module @backward {
  sdy.mesh @m = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"y"}]>}) {
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    %s = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %0 = stablehlo.multiply %a, %s : tensor<8x16xf32>
    %1 = stablehlo.subtract %0, %b : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}

// -----

// Operands that disagree: the larger axes win; on a tie the first operand's; the loser keeps its own.
// CHECK-LABEL: module @conflict
// CHECK: func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"y"}, {}]>}, %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"z"}, {}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"y", ?}, {?}]>}, tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}]>}) {
// CHECK: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"y", ?}, {?}]>]>} : tensor<8x8xf32>
// CHECK: stablehlo.add %arg0, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {?}]>]>} : tensor<8x8xf32>
module @conflict {
  sdy.mesh @m = <["x"=2, "y"=4, "z"=2]>
  func.func @main(%a: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}, %b: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"y"}, {}]>},
                  %c: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"z"}, {}]>}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
    %0 = stablehlo.add %a, %b : tensor<8x8xf32>
    %1 = stablehlo.add %a, %c : tensor<8x8xf32>
    return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
  }
}

// -----

// Open dimensions grow; closed ones and named replicated axes do not; a prefix extends.
// CHECK-LABEL: module @open_closed
// CHECK: func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", "y"}, {}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", "y", ?}, {?}]>}, %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {?}]>}, %arg3: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}], replicated={"y"}>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", "y", ?}, {?}]>}, tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", "y", ?}, {?}]>}, tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", "y", ?}, {?}]>}) {
// CHECK: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", "y", ?}, {?}]>]>} : tensor<8x8xf32>
// CHECK: stablehlo.add %arg0, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", "y", ?}, {?}]>]>} : tensor<8x8xf32>
// CHECK: stablehlo.add %arg0, %arg3 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", "y", ?}, {?}]>]>} : tensor<8x8xf32>
module @open_closed {
  sdy.mesh @m = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", "y"}, {}]>},
                  %b: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}]>},
                  %c: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {?}]>},
                  %d: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{?}, {?}], replicated={"y"}>}) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
    %0 = stablehlo.add %a, %b : tensor<8x8xf32>
    %1 = stablehlo.add %a, %c : tensor<8x8xf32>
    %2 = stablehlo.add %a, %d : tensor<8x8xf32>
    return %0, %1, %2 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
  }
}

// -----

// A sharding that does not divide a dimension stays on its value: what passes on is what divides.
// CHECK-LABEL: module @uneven
// CHECK: func.func @main(%arg0: tensor<6xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> (tensor<6xf32> {sdy.sharding = #sdy.sharding<@m, [{"x":(1)2, ?}]>}) {
// CHECK: stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x":(1)2, ?}]>]>} : tensor<6xf32>
module @uneven {
  sdy.mesh @m = <["x"=4]>
  func.func @main(%a: tensor<6xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> tensor<6xf32> {
    %0 = stablehlo.negate %a : tensor<6xf32>
    return %0 : tensor<6xf32>
  }
}
