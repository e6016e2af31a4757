func.func @gather_conv(%table: tensor<5x3xf32>, %idx: tensor<2x1xi32>, %img: tensor<1x8x8x2xf32>, %k: tensor<3x3x2x4xf32>) -> (tensor<2x3xf32>, tensor<1x8x8x4xf32>) {
  %0 = "stablehlo.gather"(%table, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  %1 = stablehlo.convolution(%img, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x8x8x4xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<1x8x8x4xf32>
}
