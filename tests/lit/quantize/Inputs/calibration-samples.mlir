// calibration.mlir's data: two samples of its argument x (extremes -1 and 2, then -3 and 1), the
// weights for its argument w, and one value of its argument y for every sample.
func.func @main() -> (tensor<2x1x4xf32>, tensor<4x3xf32>, tensor<1x3xf32>) {
  %x = stablehlo.constant dense<[[[-1.0, 0.0, 1.0, 2.0]], [[-3.0, 0.0, 0.5, 1.0]]]> : tensor<2x1x4xf32>
  %w = stablehlo.constant dense<[[1.0, 0.5, -0.5], [0.25, -1.0, 0.0], [0.5, 0.5, 0.5], [-0.25, 1.0, 2.0]]> : tensor<4x3xf32>
  %y = stablehlo.constant dense<[[0.5, -1.5, 4.0]]> : tensor<1x3xf32>
  return %x, %w, %y : tensor<2x1x4xf32>, tensor<4x3xf32>, tensor<1x3xf32>
}
