// Gather and scatter: dimension numbers are consistent with the operand, indices and result shapes.
// RUN: %expect-exit 1 %hlx check %s 2>&1 | FileCheck %s

func.func @gather_shape(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>) -> tensor<2x4xf32> {
  %0 = "stablehlo.gather"(%a, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 3>
  } : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}
// CHECK: gather-scatter.mlir:[[@LINE-6]]:3: error: 'stablehlo.gather' op expected result of shape [2, 3] (inferred from the operands), found tensor<2x4xf32>

// -----

func.func @gather_slice_sizes(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>) -> tensor<2x5xf32> {
  %0 = "stablehlo.gather"(%a, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 5>
  } : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}
// CHECK: gather-scatter.mlir:[[@LINE-6]]:3: error: 'stablehlo.gather' op expected 0 <= slice_sizes[1] <= 4, found 5

// -----

func.func @gather_collapsed_range(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>) -> tensor<2x4xf32> {
  %0 = "stablehlo.gather"(%a, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [9], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 4>
  } : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}
// CHECK: gather-scatter.mlir:[[@LINE-6]]:3: error: 'stablehlo.gather' op expected every entry of 'collapsed_slice_dims' in [0, 2), found 9 in [9]

// -----

func.func @gather_index_vector(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>) -> tensor<2x4xf32> {
  %0 = "stablehlo.gather"(%a, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 4>
  } : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}
// CHECK: gather-scatter.mlir:[[@LINE-6]]:3: error: 'stablehlo.gather' op expected start_index_map to have 1 entry (the size of the index vector dimension), found [0, 1]

// -----

func.func @scatter_body(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x4xf32>) -> tensor<3x4xf32> {
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %z: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}
// CHECK: gather-scatter.mlir:[[@LINE-8]]:3: error: 'stablehlo.scatter' op expected region #0 to take 2 arguments, found 3

// -----

func.func @scatter_window(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x5xf32>) -> tensor<3x4xf32> {
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x5xf32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}
// CHECK: gather-scatter.mlir:[[@LINE-8]]:3: error: 'stablehlo.scatter' op expected update window dimension 1 of size at most 4 (the input's), found tensor<2x5xf32>

// -----

func.func @scatter_updates_rank(%a: tensor<3x4xf32>, %i: tensor<2x1xi32>, %u: tensor<4xf32>) -> tensor<3x4xf32> {
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<4xf32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}
// CHECK: gather-scatter.mlir:[[@LINE-8]]:3: error: 'stablehlo.scatter' op expected updates of rank 2 (rank of scatter_indices - 1 + size of update_window_dims), found tensor<4xf32>

// CHECK: 0 passed, 1 failed
