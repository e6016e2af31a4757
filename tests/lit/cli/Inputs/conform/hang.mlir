func.func @main() {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r = stablehlo.while(%i = %zero) : tensor<i64>
  cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    stablehlo.return %i : tensor<i64>
  }
  func.return
}
