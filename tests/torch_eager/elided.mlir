// Elided constants (as in the corpus's ResNet-50): hlx's evaluator and torch_eager.py fill them with the
// same seeded values when both make random inputs, so their results agree (tests/torch_eager_check.py
// --random).
func.func @main(%x: tensor<1x5x5x3xf32>, %v: tensor<4xbf16>) -> (tensor<1x5x5x8xf32>, tensor<4xbf16>) {
  %w = stablehlo.constant dense_resource<__elided__> : tensor<3x3x3x8xf32>
  %b = stablehlo.constant dense_resource<__elided__> : tensor<8xf32>
  %s = stablehlo.constant dense_resource<__elided__> : tensor<4xbf16>
  %conv = stablehlo.convolution(%x, %w)
      dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]}
      {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<1x5x5x3xf32>, tensor<3x3x3x8xf32>) -> tensor<1x5x5x8xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [3] : (tensor<8xf32>) -> tensor<1x5x5x8xf32>
  %y = stablehlo.add %conv, %bb : tensor<1x5x5x8xf32>
  %z = stablehlo.multiply %v, %s : tensor<4xbf16>
  return %y, %z : tensor<1x5x5x8xf32>, tensor<4xbf16>
}
