// dot, dot_general and convolution: dimension numbers, sizes that must agree, and the inferred result.
// RUN: %expect-exit 1 %hlx check %s 2>&1 | FileCheck %s

func.func @contracting_sizes(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) -> tensor<2x5xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}
// CHECK: contractions.mlir:[[@LINE-3]]:3: error: 'stablehlo.dot_general' op expected contracting dimensions of one size (lhs 1 and rhs 0), found tensor<2x3xf32> and tensor<4x5xf32>

// -----

func.func @batching_range(%a: tensor<8x2x3xf32>, %b: tensor<8x3x5xf32>) -> tensor<8x2x5xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [3], contracting_dims = [2] x [1] : (tensor<8x2x3xf32>, tensor<8x3x5xf32>) -> tensor<8x2x5xf32>
  func.return %0 : tensor<8x2x5xf32>
}
// CHECK: contractions.mlir:[[@LINE-3]]:3: error: 'stablehlo.dot_general' op expected every entry of 'rhs_batching_dimensions' in [0, 3), found 3 in [3]

// -----

func.func @dot_general_result(%a: tensor<8x2x3xf32>, %b: tensor<8x3x5xf32>) -> tensor<2x8x5xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x2x3xf32>, tensor<8x3x5xf32>) -> tensor<2x8x5xf32>
  func.return %0 : tensor<2x8x5xf32>
}
// CHECK: contractions.mlir:[[@LINE-3]]:3: error: 'stablehlo.dot_general' op expected result of shape [8, 2, 5] (inferred from the operands), found tensor<2x8x5xf32>

// -----

func.func @dot_general_elements(%a: tensor<2x3xf32>, %b: tensor<3x5xbf16>) -> tensor<2x5xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x5xbf16>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}
// CHECK: contractions.mlir:[[@LINE-3]]:3: error: 'stablehlo.dot_general' op expected lhs and rhs of one element type, found tensor<2x3xf32> and tensor<3x5xbf16>

// -----

func.func @dot(%a: tensor<2x3xf32>, %b: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}
// CHECK: contractions.mlir:[[@LINE-3]]:3: error: 'stablehlo.dot' op expected lhs and rhs of rank 1 or 2 with matching contracting dimensions, found tensor<2x3xf32> and tensor<2x5xf32>

// -----

func.func @convolution_window(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32> {
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32>
  func.return %0 : tensor<1x6x6x16xf32>
}
// CHECK: contractions.mlir:[[@LINE-3]]:3: error: 'stablehlo.convolution' op expected result of shape [1, 3, 3, 16] (inferred from the operands), found tensor<1x6x6x16xf32>

// -----

func.func @convolution_groups(%a: tensor<1x8x8x6xf32>, %k: tensor<3x3x6x16xf32>) -> tensor<1x6x6x16xf32> {
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x8x8x6xf32>, tensor<3x3x6x16xf32>) -> tensor<1x6x6x16xf32>
  func.return %0 : tensor<1x6x6x16xf32>
}
// CHECK: contractions.mlir:[[@LINE-3]]:3: error: 'stablehlo.convolution' op expected the kernel input feature dimension to be 6 / feature_group_count = 3, found 6

// -----

func.func @convolution_strides(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32> {
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32>
  func.return %0 : tensor<1x6x6x16xf32>
}
// CHECK: contractions.mlir:[[@LINE-3]]:3: error: 'stablehlo.convolution' op expected the window strides to have 2 entries (one per window dimension), found 3

// -----

func.func @convolution_reversal(%a: tensor<1x8x3xf32>, %k: tensor<3x3x16xf32>) -> tensor<1x6x16xf32> {
  %0 = "stablehlo.convolution"(%a, %k) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_reversal = array<i64: 2>} : (tensor<1x8x3xf32>, tensor<3x3x16xf32>) -> tensor<1x6x16xf32>
  func.return %0 : tensor<1x6x16xf32>
}
// CHECK: contractions.mlir:[[@LINE-3]]:3: error: 'stablehlo.convolution' op expected a window reversal of 0s and 1s, found [2]

// CHECK: 0 passed, 1 failed
