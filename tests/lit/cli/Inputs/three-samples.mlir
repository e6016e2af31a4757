// Three samples of tests/lit/cli/run-samples.mlir's arguments, stacked on a leading axis: x = [0, 1, ...,
// 11] as [3, 4], and a scale of 1, 2, 3 per sample.
func.func @main() -> (tensor<3x4xf32>, tensor<3xf32>) {
  %i = stablehlo.iota dim = 0 : tensor<12xf32>
  %x = stablehlo.reshape %i : (tensor<12xf32>) -> tensor<3x4xf32>
  %s = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  return %x, %s : tensor<3x4xf32>, tensor<3xf32>
}
