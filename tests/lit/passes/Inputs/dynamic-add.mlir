func.func public @main(%arg0: tensor<i64>, %arg1: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.add %arg1, %arg1 : tensor<?x4xf32>
  %1 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %2 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
  check.expect_eq %1, %2 : tensor<i32>
  return %0 : tensor<?x4xf32>
}
