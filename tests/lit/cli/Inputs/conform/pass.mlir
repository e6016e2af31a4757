func.func @main() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.negate %a : tensor<2xf32>
  check.expect_almost_eq_const %b, dense<[-1.0, -2.0]> : tensor<2xf32>
  func.return
}
