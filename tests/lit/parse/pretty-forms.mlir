// The pretty form of each kind of op, as the printer writes it, and print -> read -> print as a fixed point.
// RUN: %hlx opt %s | FileCheck %s
// RUN: %hlx opt %s > %t.1.mlir && %hlx opt %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir

#loc1 = loc("model.py":12:3)
module @forms attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32> {jax.buffer_donor = true}, %arg1: tensor<3x4xf32>, %arg2: tensor<i1>) -> (tensor<2x4xf32> {jax.result_info = "out"}) {
    %c = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32> loc(#loc1)
    %0 = stablehlo.add %arg0, %c : tensor<2x3xf32>
    %1 = stablehlo.compare  GT, %0, %c,  FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %2 = stablehlo.select %1, %0, %c : tensor<2x3xi1>, tensor<2x3xf32>
    %3 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, HIGHEST] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<2x4xf32>) -> tensor<4x2xf32>
    %5 = stablehlo.slice %4 [0:4:2, 1:2] : (tensor<4x2xf32>) -> tensor<2x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.iota dim = 0 : tensor<4xi32>
    %9 = stablehlo.pad %6, %cst, low = [0, 1], high = [0, -1], interior = [0, 0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %10:2 = stablehlo.while(%iterArg = %8, %iterArg_0 = %9) : tensor<4xi32>, tensor<2x4xf32>
    cond {
      stablehlo.return %arg2 : tensor<i1>
    } do {
      stablehlo.return %iterArg, %iterArg_0 : tensor<4xi32>, tensor<2x4xf32>
    }
    %11 = "stablehlo.sort"(%7) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %12 = stablehlo.compare  LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    }) : (tensor<2xf32>) -> tensor<2xf32>
    %13 = stablehlo.custom_call @my_kernel(%11) {backend_config = "x\0Ay", has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
    return %10#1 : tensor<2x4xf32>
  }
}

// CHECK: module @forms attributes {mhlo.num_partitions = 1 : i32} {
// CHECK-NEXT:   func.func public @main(%arg0: tensor<2x3xf32> {jax.buffer_donor = true}, %arg1: tensor<3x4xf32>, %arg2: tensor<i1>) -> (tensor<2x4xf32> {jax.result_info = "out"}) {
// CHECK-NEXT:     %0 = stablehlo.constant dense<{{\[\[}}1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
// CHECK-NEXT:     %1 = stablehlo.add %arg0, %0 : tensor<2x3xf32>
// CHECK-NEXT:     %2 = stablehlo.compare GT, %1, %0, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT:     %3 = stablehlo.select %2, %1, %0 : tensor<2x3xi1>, tensor<2x3xf32>
// CHECK-NEXT:     %4 = stablehlo.dot_general %3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, HIGHEST] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:     %5 = stablehlo.transpose %4, dims = [1, 0] : (tensor<2x4xf32>) -> tensor<4x2xf32>
// CHECK-NEXT:     %6 = stablehlo.slice %5 [0:4:2, 1:2] : (tensor<4x2xf32>) -> tensor<2x1xf32>
// CHECK-NEXT:     %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:     %8 = stablehlo.constant dense<0.0> : tensor<f32>
// CHECK-NEXT:     %9 = stablehlo.reduce(%7 init: %8) applies stablehlo.maximum across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT:     %10 = stablehlo.iota dim = 0 : tensor<4xi32>
// CHECK-NEXT:     %11 = stablehlo.pad %7, %8, low = [0, 1], high = [0, -1], interior = [0, 0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32>
// CHECK-NEXT:     %12:2 = stablehlo.while(%iterArg3 = %10, %iterArg4 = %11) : tensor<4xi32>, tensor<2x4xf32>
// CHECK-NEXT:     cond {
// CHECK-NEXT:       stablehlo.return %arg2 : tensor<i1>
// CHECK-NEXT:     } do {
// CHECK-NEXT:       stablehlo.return %iterArg3, %iterArg4 : tensor<4xi32>, tensor<2x4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %13 = "stablehlo.sort"(%9) ({
// CHECK-NEXT:     ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
// CHECK-NEXT:       %14 = stablehlo.compare LT, %arg5, %arg6 : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:       stablehlo.return %14 : tensor<i1>
// CHECK-NEXT:     }) {dimension = 0 : i64, is_stable = true} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:     %15 = stablehlo.custom_call @my_kernel(%13) {backend_config = "x\ny", has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:     return %12#1 : tensor<2x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
