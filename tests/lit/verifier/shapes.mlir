// Shape ops: broadcast dimensions, permutations, slices, padding and result shapes inferred from them.
// RUN: %expect-exit 1 %hlx check %s 2>&1 | FileCheck %s

func.func @broadcast_size(%a: tensor<2xf32>) -> tensor<3x4xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<2xf32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:3: error: 'stablehlo.broadcast_in_dim' op expected operand dimension 0 (2) to be 1 or the size of result dimension 1, found tensor<3x4xf32>

// -----

func.func @broadcast_range(%a: tensor<2xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [2] : (tensor<2xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:3: error: 'stablehlo.broadcast_in_dim' op expected every entry of 'broadcast_dimensions' in [0, 2), found 2 in [2]

// -----

func.func @broadcast_duplicates(%a: tensor<1x1xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [1, 1] : (tensor<1x1xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:3: error: 'stablehlo.broadcast_in_dim' op expected 'broadcast_dimensions' without duplicates, found [1, 1]

// -----

func.func @transpose(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:3: error: 'stablehlo.transpose' op expected result of shape [3, 2] (inferred from the operands), found tensor<2x3xf32>

// -----

func.func @permutation(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.transpose %a, dims = [1, 1] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:3: error: 'stablehlo.transpose' op expected 'permutation' to be a permutation of [0, 2), found [1, 1]

// -----

func.func @reshape(%a: tensor<2x3xf32>) -> tensor<5xf32> {
  %0 = stablehlo.reshape %a : (tensor<2x3xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:3: error: 'stablehlo.reshape' op expected a result of 6 elements (as the operand tensor<2x3xf32>), found tensor<5xf32>

// -----

func.func @slice(%a: tensor<10xf32>) -> tensor<4xf32> {
  %0 = stablehlo.slice %a [1:8:2] : (tensor<10xf32>) -> tensor<4xf32>
  %1 = stablehlo.slice %a [1:11] : (tensor<10xf32>) -> tensor<10xf32>
  func.return %0 : tensor<4xf32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:3: error: 'stablehlo.slice' op expected 0 <= start_indices[0] <= limit_indices[0] <= 10, found 1 and 11

// -----

func.func @concatenate(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<4x3xf32> {
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:3: error: 'stablehlo.concatenate' op expected operand #1 to match operand #0 tensor<2x3xf32> outside dimension 0, found tensor<2x4xf32>

// -----

func.func @pad(%a: tensor<3xf32>, %v: tensor<f32>) -> tensor<7xf32> {
  %0 = stablehlo.pad %a, %v, low = [1], high = [2], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<7xf32>
  func.return %0 : tensor<7xf32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:3: error: 'stablehlo.pad' op expected result of shape [8] (inferred from the operands), found tensor<7xf32>

// -----

func.func @dynamic_slice(%a: tensor<4xf32>, %i: tensor<i32>) -> tensor<5xf32> {
  %0 = stablehlo.dynamic_slice %a, %i, sizes = [5] : (tensor<4xf32>, tensor<i32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:3: error: 'stablehlo.dynamic_slice' op expected 0 <= slice_sizes[0] <= 4, found 5

// -----

func.func @iota() -> tensor<4x2xi32> {
  %0 = stablehlo.iota dim = 2 : tensor<4x2xi32>
  func.return %0 : tensor<4x2xi32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:3: error: 'stablehlo.iota' op expected 'iota_dimension' in [0, 2), found 2

// -----

func.func @dynamic_broadcast(%a: tensor<?xf32>) -> tensor<2x3xf32> {
  %shape = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %shape, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}
// CHECK: shapes.mlir:[[@LINE-3]]:3: error: 'stablehlo.dynamic_broadcast_in_dim' op expected the result shape to match output_dimensions [2, 4], found tensor<2x3xf32>

// CHECK: 0 passed, 1 failed
