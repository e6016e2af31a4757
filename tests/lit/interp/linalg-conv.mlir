// convolution and dynamic_conv: feature groups, batch groups, window reversal, dilations and negative
// padding.

// RUN: %hlx run --backend=interp %s
// RUN: %hlx run --backend=cpu %s

// Two feature groups: output feature 0 sees input feature 0, output feature 1 sees input feature 1.
func.func @feature_groups() {
  %lhs = stablehlo.constant dense<[[[1, 10], [2, 20], [3, 30]]]> : tensor<1x3x2xi32>
  %rhs = stablehlo.constant dense<[[[1, 1]], [[1, 2]]]> : tensor<2x1x2xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x3x2xi32>, tensor<2x1x2xi32>) -> tensor<1x2x2xi32>
  check.expect_eq_const %r, dense<[[[3, 50], [5, 80]]]> : tensor<1x2x2xi32>
  func.return
}

// -----

// Two batch groups: output feature 0 reads batch 0, output feature 1 reads batch 1.
func.func @batch_groups() {
  %lhs = stablehlo.constant dense<[[[1], [2]], [[10], [20]]]> : tensor<2x2x1xi32>
  %rhs = stablehlo.constant dense<[[[1, 1]], [[1, 2]]]> : tensor<2x1x2xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x2x1xi32>, tensor<2x1x2xi32>) -> tensor<1x1x2xi32>
  check.expect_eq_const %r, dense<[[[3, 50]]]> : tensor<1x1x2xi32>
  func.return
}

// -----

// A reversed window, rhs dilation 2 and padding [1, -1].
func.func @reverse_dilate_pad() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3], [4]]]> : tensor<1x4x1xi32>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  // Padded input [0, 1, 2, 3]; the reversed window [10, 1] at taps 0 and 2.
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, -1]], rhs_dilate = [2], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xi32>, tensor<2x1x1xi32>) -> tensor<1x2x1xi32>
  check.expect_eq_const %r, dense<[[[2], [13]]]> : tensor<1x2x1xi32>
  func.return
}

// -----

// dynamic_conv takes its padding as an operand; lhs dilation 2 with stride 2.
func.func @dynamic_conv() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xf32>
  %rhs = stablehlo.constant dense<[[[1.0]], [[1.0]]]> : tensor<2x1x1xf32>
  %pad = stablehlo.constant dense<[[1, 1]]> : tensor<1x2xi64>
  // Dilated and padded: [0, 1, 0, 2, 0, 3, 0]; windows at 0, 2, 4.
  %r = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, window_strides = array<i64: 2>, lhs_dilation = array<i64: 2>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xf32>, tensor<2x1x1xf32>, tensor<1x2xi64>) -> tensor<1x3x1xf32>
  check.expect_eq_const %r, dense<[[[1.0], [2.0], [3.0]]]> : tensor<1x3x1xf32>
  func.return
}

// -----

// An empty batch gives an empty result.
func.func @empty_batch() {
  %lhs = stablehlo.constant dense<> : tensor<0x3x1xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<2x1x1xf32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<0x3x1xf32>, tensor<2x1x1xf32>) -> tensor<0x2x1xf32>
  check.expect_eq_const %r, dense<> : tensor<0x2x1xf32>
  func.return
}
