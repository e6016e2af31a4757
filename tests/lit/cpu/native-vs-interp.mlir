// Gather, scatter, sort, top-k and dynamic_update_slice run as native steps on the run's buffers and
// give the evaluator's bits. The scatter and the dynamic_update_slice update intermediates that die at
// them, so their results take those buffers over in place. Random indices (-8..8) go out of bounds:
// gather and dynamic_update_slice clamp them, scatter skips those windows.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// RUN: %hlx run --backend=cpu --print-outputs %s > %t.cpu
// RUN: %hlx run --backend=interp --print-outputs %s > %t.interp
// RUN: diff %t.cpu %t.interp

// CHECK-LABEL: ----- memory plan -----
// CHECK-DAG: native stablehlo.gather
// CHECK-DAG: native stablehlo.scatter
// CHECK-DAG: native stablehlo.sort
// CHECK-DAG: native stablehlo.custom_call
// CHECK-DAG: native stablehlo.dynamic_update_slice
// CHECK-NOT: evaluate
func.func @main(%x: tensor<6x5xf32>, %i: tensor<7x1xi32>, %u: tensor<7x5xf32>, %k: tensor<4x9xi32>,
                %s: tensor<i32>) -> (tensor<7x5xf32>, tensor<6x5xf32>, tensor<4x9xf32>, tensor<4x9xi32>,
                                     tensor<4x3xf32>, tensor<4x3xi32>, tensor<6x5xf32>) {
  %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1],
      collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
      slice_sizes = array<i64: 1, 5>}> : (tensor<6x5xf32>, tensor<7x1xi32>) -> tensor<7x5xf32>
  %x2 = stablehlo.multiply %x, %x : tensor<6x5xf32>
  %sc = "stablehlo.scatter"(%x2, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sum = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) : (tensor<6x5xf32>, tensor<7x1xi32>, tensor<7x5xf32>) -> tensor<6x5xf32>
  %v36 = stablehlo.slice %u [0:4, 0:5] : (tensor<7x5xf32>) -> tensor<4x5xf32>
  %w = stablehlo.concatenate %v36, %v36, dim = 1 : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x10xf32>
  %w9 = stablehlo.slice %w [0:4, 0:9] : (tensor<4x10xf32>) -> tensor<4x9xf32>
  %so:2 = "stablehlo.sort"(%w9, %k) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4x9xf32>, tensor<4x9xi32>) -> (tensor<4x9xf32>, tensor<4x9xi32>)
  %t:2 = stablehlo.custom_call @mhlo.topk(%w9) {mhlo.attributes = {k = 3 : i64}, mhlo.version = 1 : i64}
      : (tensor<4x9xf32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
  %x3 = stablehlo.add %x, %x : tensor<6x5xf32>
  %row = stablehlo.slice %u [0:1, 0:5] : (tensor<7x5xf32>) -> tensor<1x5xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %up = stablehlo.dynamic_update_slice %x3, %row, %s, %zero : (tensor<6x5xf32>, tensor<1x5xf32>, tensor<i32>, tensor<i32>) -> tensor<6x5xf32>
  return %g, %sc, %so#0, %so#1, %t#0, %t#1, %up : tensor<7x5xf32>, tensor<6x5xf32>, tensor<4x9xf32>, tensor<4x9xi32>, tensor<4x3xf32>, tensor<4x3xi32>, tensor<6x5xf32>
}
