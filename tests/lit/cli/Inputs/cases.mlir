// Three cases; the second one uses a value that is never defined.
func.func @first(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.negate %a : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @second(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.negate %a : tensor<f32>
  %1 = stablehlo.add %0, %undefined : tensor<f32>
  return %1 : tensor<f32>
}

// -----

func.func @third(%a: tensor<i32>) -> tensor<i32> {
  return %a : tensor<i32>
}
