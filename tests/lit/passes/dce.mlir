// dce: pure ops whose results are unused go, chains included and inside regions; ops with effects
// stay even when unused.

// RUN: %hlx opt --passes=dce %s | FileCheck %s

// CHECK-LABEL: func.func @dead
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %arg0, %arg0
// CHECK-NEXT: return %[[A]]
func.func @dead(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<2.0> : tensor<4xf32>
  %0 = stablehlo.multiply %x, %c : tensor<4xf32>
  %1 = stablehlo.exponential %0 : tensor<4xf32>
  %2 = stablehlo.add %x, %x : tensor<4xf32>
  %3 = stablehlo.while(%iterArg = %x) : tensor<4xf32>
  cond {
    %t = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    stablehlo.return %iterArg : tensor<4xf32>
  }
  return %2 : tensor<4xf32>
}

// CHECK-LABEL: func.func @effects
// CHECK: stablehlo.custom_call @side_effect
// CHECK: stablehlo.rng
// CHECK: stablehlo.all_reduce
// CHECK: stablehlo.outfeed
// CHECK: check.expect_eq_const
// CHECK: stablehlo.while
// CHECK: check.expect_eq_const
// CHECK-NOT: stablehlo.constant dense<3.0>
func.func @effects(%x: tensor<4xf32>, %t: !stablehlo.token) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @side_effect(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %lo = stablehlo.constant dense<0.0> : tensor<f32>
  %hi = stablehlo.constant dense<1.0> : tensor<f32>
  %shape = stablehlo.constant dense<4> : tensor<1xi64>
  %1 = stablehlo.rng %lo, %hi, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf32>
  %2 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  %3 = "stablehlo.outfeed"(%x, %t) : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  check.expect_eq_const %x, dense<1.0> : tensor<4xf32>
  // A loop whose body checks something has an effect.
  %4 = stablehlo.while(%iterArg = %x) : tensor<4xf32>
  cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    check.expect_eq_const %iterArg, dense<1.0> : tensor<4xf32>
    %unused = stablehlo.constant dense<3.0> : tensor<4xf32>
    stablehlo.return %iterArg : tensor<4xf32>
  }
  return %x : tensor<4xf32>
}
