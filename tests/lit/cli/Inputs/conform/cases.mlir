func.func @main() {
  %a = stablehlo.constant dense<7> : tensor<i32>
  check.expect_eq_const %a, dense<7> : tensor<i32>
  func.return
}

// -----

func.func @main() {
  %a = stablehlo.constant dense<7> : tensor<i32>
  check.expect_eq_const %a, dense<8> : tensor<i32>
  func.return
}

// -----

func.func @main() {
  %a = stablehlo.constant dense<7> : tensor<i32>
  %b = stablehlo.custom_call @no.such.target(%a) : (tensor<i32>) -> tensor<i32>
  func.return
}
