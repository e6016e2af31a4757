// RUN-DISABLED(slow) this file is run by hlx conform all the same
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi8>
  %b = stablehlo.multiply %a, %a : tensor<2xi8>
  check.expect_eq_const %b, dense<[1, 4]> : tensor<2xi8>
  func.return
}
