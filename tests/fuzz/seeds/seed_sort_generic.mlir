func.func @sort(%keys: tensor<2x3xi64>, %values: tensor<2x3xf32>) -> (tensor<2x3xi64>, tensor<2x3xf32>) {
  %0:2 = "stablehlo.sort"(%keys, %values) ({
  ^bb0(%k0: tensor<i64>, %k1: tensor<i64>, %v0: tensor<f32>, %v1: tensor<f32>):
    %p = stablehlo.compare GT, %k0, %k1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<2x3xi64>, tensor<2x3xf32>) -> (tensor<2x3xi64>, tensor<2x3xf32>)
  return %0#0, %0#1 : tensor<2x3xi64>, tensor<2x3xf32>
}
