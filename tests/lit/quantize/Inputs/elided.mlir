// A weight whose data was elided: static and weight-only quantization need its values.
func.func @main(%x: tensor<1x4xf32>) -> tensor<1x3xf32> {
  %w = stablehlo.constant dense_resource<__elided__> : tensor<4x3xf32>
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<1x4xf32>, tensor<4x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}
