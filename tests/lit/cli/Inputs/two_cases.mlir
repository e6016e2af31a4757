func.func @first(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.sqrt %a : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @second(%a: tensor<3xi32>) -> tensor<3xi32> {
  %0 = stablehlo.abs %a : tensor<3xi32>
  return %0 : tensor<3xi32>
}
