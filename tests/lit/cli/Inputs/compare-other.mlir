// An input of compare-outputs.mlir: @main's first output has another shape than compare-outputs.mlir's, and @first
// has one output only.
func.func @main(%x: tensor<4xf32>, %i: tensor<2x2xi32>) -> (tensor<4xf32>, tensor<2x2xi32>) {
  return %x, %i : tensor<4xf32>, tensor<2x2xi32>
}
func.func @first(%x: tensor<3xf32>) -> tensor<3xf32> {
  return %x : tensor<3xf32>
}
