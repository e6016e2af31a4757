// Test programs as StableHLO's interpreter tests write them: constants in the function itself.
func.func @gather() {
  %operand = stablehlo.constant dense<[[3, 1], [4, 1], [5, 9]]> : tensor<3x2xi32>
  %indices = stablehlo.constant dense<[2, 0]> : tensor<2xi32>
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>} : (tensor<3x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %0, dense<[[5, 9], [3, 1]]> : tensor<2x2xi32>
  func.return
}

// -----

func.func @sum() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x2xf64>, tensor<f64>) -> tensor<2xf64>
  check.expect_eq_const %0, dense<[3.0, 7.0]> : tensor<2xf64>
  func.return
}
