// The arguments of refine-shapes-dynamic-calls.mlir: the dimension argument b = 3, x (3x4) and the
// generator's state.
func.func public @main() -> (tensor<i64>, tensor<3x4xf32>, tensor<2xui64>) {
  %b = stablehlo.constant dense<3> : tensor<i64>
  %x = stablehlo.constant dense<[[3.0, 2.0, 4.0, 1.0], [5.0, 9.0, 2.0, 6.0], [5.0, 3.0, 5.0, 8.0]]> : tensor<3x4xf32>
  %state = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  return %b, %x, %state : tensor<i64>, tensor<3x4xf32>, tensor<2xui64>
}
