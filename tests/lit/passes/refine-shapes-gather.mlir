// refine-shapes: gather and select_and_scatter results take the shapes their operands imply.

// RUN: %hlx opt --passes=refine-shapes '--arg-types=tensor<i64>=3,tensor<3x4xf32>' %s | FileCheck %s

// CHECK-LABEL: func.func public @main(%arg0: tensor<i64>, %arg1: tensor<3x4xf32>) -> (tensor<3x2xf32>, tensor<3x4xf32>)
// CHECK-NOT: dynamic_gather
// gather: index_vector_dim defaults to 0, so indices of shape [1] have no batch dimensions.
// CHECK: "stablehlo.gather"{{.*}} : (tensor<3x4xf32>, tensor<1xi64>) -> tensor<3x2xf32>
// CHECK: "stablehlo.select_and_scatter"
// CHECK: window_dimensions = array<i64: 1, 1>} : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
func.func public @main(%arg0: tensor<i64>, %arg1: tensor<?x4xf32>) -> (tensor<?x2xf32>, tensor<?x4xf32>) {
  %0 = stablehlo.constant dense<0> : tensor<1xi64>
  %1 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
  %2 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
  %3 = stablehlo.constant dense<2> : tensor<1xi32>
  %4 = stablehlo.concatenate %2, %3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %5 = "stablehlo.dynamic_gather"(%arg1, %0, %4) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true} : (tensor<?x4xf32>, tensor<1xi64>, tensor<2xi32>) -> tensor<?x2xf32>
  %6 = stablehlo.constant dense<0.0> : tensor<f32>
  %7 = "stablehlo.select_and_scatter"(%arg1, %arg1, %6) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1, 1>} : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<f32>) -> tensor<?x4xf32>
  return %5, %7 : tensor<?x2xf32>, tensor<?x4xf32>
}
