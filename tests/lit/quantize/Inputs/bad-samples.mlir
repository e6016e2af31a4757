// Arrays for errors.mlir: two samples of tensor<1x4xf32>, two of the wrong shape tensor<1x5xf32>, three
// of tensor<1x3xf32>, and a tensor<4x4xf32>.
func.func @main() -> (tensor<2x1x4xf32>, tensor<2x1x5xf32>, tensor<3x1x3xf32>, tensor<4x4xf32>) {
  %0 = stablehlo.constant dense<1.0> : tensor<2x1x4xf32>
  %1 = stablehlo.constant dense<1.0> : tensor<2x1x5xf32>
  %2 = stablehlo.constant dense<1.0> : tensor<3x1x3xf32>
  %3 = stablehlo.constant dense<1.0> : tensor<4x4xf32>
  return %0, %1, %2, %3 : tensor<2x1x4xf32>, tensor<2x1x5xf32>, tensor<3x1x3xf32>, tensor<4x4xf32>
}
